// Faults the app must survive without losing a game (issue 36): the process killed while it
// autosaves. A child (autosavewriter) plays random games and autosaves after every move as
// the app does; this test kills it with SIGKILL at random moments and reads what is left.
// After every kill the autosave reads whole, and its game is the one being played, missing
// at most the move in flight. GS_KILLS sets the number of kills (default 40; the README's
// long run is 1,000); GS_FAULT_SEED the seed (logged, so a failure can be replayed).
#include "autosavefile.h"
#include "record.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <random>

class TestFaults : public QObject {
    Q_OBJECT
private slots:
    void killedWhileAutosavingLosesAtMostTheMoveInFlight();
};

namespace {

struct Played {
    QString start;          // the game's start position (GPN)
    QStringList moves;      // the moves whose write had returned
};

}  // namespace

void TestFaults::killedWhileAutosavingLosesAtMostTheMoveInFlight()
{
    const int kills = qEnvironmentVariableIsSet("GS_KILLS") ? qEnvironmentVariableIntValue("GS_KILLS") : 40;
    const quint64 seed = qEnvironmentVariableIsSet("GS_FAULT_SEED") ? qEnvironmentVariable("GS_FAULT_SEED").toULongLong() : 36;
    qInfo("kills %d, seed %llu (GS_KILLS, GS_FAULT_SEED)", kills, seed);
    std::mt19937_64 random(seed);
    QTemporaryDir dir;
    const QString path = dir.filePath("autosave.gsr");
    int inFlightLost = 0, midGame = 0;
    for (int k = 0; k < kills; ++k) {
        QProcess child;
        child.start(QStringLiteral(GS_AUTOSAVE_WRITER), {path, QString::number(random())});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        // Lines to read before the kill: the games run 40 to 80 plies, so kills land in
        // every part of a game and now and then between two games.
        const int target = 1 + int(random() % 150);
        std::vector<Played> games;
        int lines = 0;
        QByteArray pending;
        while (lines < target) {
            if (!child.canReadLine() && !child.waitForReadyRead(30000))
                QFAIL(qPrintable("the writer stopped: " + child.readAllStandardError()));
            while (lines < target && child.canReadLine()) {
                const QString line = QString::fromUtf8(child.readLine()).trimmed();
                ++lines;
                if (line.startsWith("new "))
                    games.push_back({line.mid(4), {}});
                else
                    games.back().moves << line.section(' ', 1);
            }
        }
        child.kill();  // SIGKILL: no handler runs, whatever it was doing
        child.waitForFinished();

        AutosaveFile autosave;
        autosave.setPath(path);
        const auto saved = autosave.read();
        const Played& now = games.back();
        if (!saved) {  // killed before its first write returned: there was nothing to keep
            QVERIFY2(games.size() == 1 && now.moves.isEmpty() && !QFile::exists(path), qPrintable(QString("kill %1: no autosave").arg(k)));
            continue;
        }
        QVERIFY2(!saved->damage, qPrintable(QString("kill %1: the autosave does not read whole").arg(k)));
        const gs::GameRecord r = gs::readRecord(saved->record.toStdString());
        const QString start = QString::fromStdString(r.tag("Start"));
        QStringList moves;
        for (const std::string& m : r.moves)
            moves << QString::fromStdString(m);
        if (start == now.start) {
            // The game being played: every move whose write returned, and perhaps the next.
            QVERIFY2(moves.size() == now.moves.size() || moves.size() == now.moves.size() + 1,
                     qPrintable(QString("kill %1: %2 moves saved, %3 written").arg(k).arg(moves.size()).arg(now.moves.size())));
            QCOMPARE(moves.mid(0, now.moves.size()), now.moves);
            inFlightLost += moves.size() == now.moves.size();
            midGame += !now.moves.isEmpty();
        } else {
            // Killed before the new game's first write returned: the last game, whole.
            QVERIFY2(now.moves.isEmpty() && games.size() >= 2, qPrintable(QString("kill %1: the autosave holds another game").arg(k)));
            QCOMPARE(start, games[games.size() - 2].start);
            QCOMPARE(moves, games[games.size() - 2].moves);
        }
        QCOMPARE(QDir(dir.path()).entryList({"*damaged*"}, QDir::Files), QStringList());
        QFile::remove(path);  // each kill starts from nothing
    }
    qInfo("%d kills: %d mid-game; in %d the last move had not been saved yet", kills, midGame, inFlightLost);
    QVERIFY(midGame > kills / 2);
}

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
