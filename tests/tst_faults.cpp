// Faults the app must survive without losing a game (issue 36): the process killed while it
// autosaves, and a data folder that has become read-only. A child (autosavewriter) plays random games and autosaves after every move as
// the app does; this test kills it with SIGKILL at random moments and reads what is left.
// After every kill the autosave reads whole, and its game is the one being played, missing
// at most the move in flight. GS_KILLS sets the number of kills (default 40; the README's
// long run is 1,000); GS_FAULT_SEED the seed (logged, so a failure can be replayed).
#include "autosavefile.h"
#include "gamesession.h"
#include "record.h"
#include "settingsfile.h"

#include <QDir>
#include <QProcess>
#include <QFileInfo>
#include <QStandardPaths>
#include <QSettings>
#include <QRegularExpression>
#include <QUrl>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>

class TestFaults : public QObject {
    Q_OBJECT
private slots:
    void killedWhileAutosavingLosesAtMostTheMoveInFlight();
    void aReadOnlyFolderKeepsItsFilesAndTheGameGoesOn();
    void anUnreadableSettingsFileIsKeptAside();
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
        const auto take = [&games](const QString& line) {
            if (line.startsWith("new "))
                games.push_back({line.mid(4), {}});
            else
                games.back().moves << line.section(' ', 1);
        };
        while (lines < target) {
            if (!child.canReadLine() && !child.waitForReadyRead(30000))
                QFAIL(qPrintable("the writer stopped: " + child.readAllStandardError()));
            while (lines < target && child.canReadLine()) {
                take(QString::fromUtf8(child.readLine()).trimmed());
                ++lines;
            }
        }
        child.kill();  // SIGKILL: no handler runs, whatever it was doing
        child.waitForFinished();
        // The writer ran on while this process read and killed it (more so on a loaded
        // machine): what it had said before it died counts too. Only whole lines: a line
        // cut by the kill was not said.
        const QList<QByteArray> rest = child.readAllStandardOutput().split('\n');
        for (qsizetype i = 0; i + 1 < rest.size(); ++i)
            take(QString::fromUtf8(rest[i]).trimmed());

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

// The data folder turns read-only (a full home, a permissions mistake, a backup tool): the
// player is told which file could not be written, once for the autosave and once for the
// saved record; nothing in the folder changes; the game goes on in memory. The player is a
// child (readonlyplayer) that drops to the user nobody when run as root.
void TestFaults::aReadOnlyFolderKeepsItsFilesAndTheGameGoesOn()
{
    QTemporaryDir top;
    QVERIFY(QFile::setPermissions(top.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
    const QString folder = top.filePath("data");
    QVERIFY(QDir().mkdir(folder));
    {
        GameSession s;
        s.files()->setAutosavePath(folder + "/autosave.gsr");
        s.setComputerDelay(0);
        QVERIFY(s.newGame({{"seed", "36"}, {"opponent", "human"}}));
        s.dismissCover();
        QVERIFY(s.playMove(s.legalMoves().front()));
        QVERIFY(s.saveRecord(QUrl::fromLocalFile(folder + "/kept.gsr")));
    }
    QDir dir(folder);
    const QStringList names = dir.entryList(QDir::Files | QDir::Hidden);
    QVERIFY2(names.contains("autosave.gsr") && names.contains("kept.gsr"), qPrintable(names.join(",")));
    std::map<QString, QByteArray> before;
    const auto readOnly = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
    for (const QString& name : names) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        before[name] = f.readAll();
        QVERIFY(QFile::setPermissions(f.fileName(), readOnly));
    }
    QVERIFY(QFile::setPermissions(folder, readOnly | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));

    QProcess child;
    child.start(QStringLiteral(GS_READONLY_PLAYER), {folder});
    QVERIFY(child.waitForFinished(60000));
    const QString out = QString::fromUtf8(child.readAllStandardOutput());
    QVERIFY(QFile::setPermissions(folder, readOnly | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));
    QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0, qPrintable(out + child.readAllStandardError()));

    // Told once per file, naming it; the game has the two new moves in memory.
    const QStringList errors = out.split('\n').filter(QRegularExpression("^error: "));
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[0].startsWith("error: The game cannot be saved to " + folder + "/autosave.gsr: "), qPrintable(errors[0]));
    QVERIFY2(errors[1].startsWith("error: Could not save " + folder + "/kept.gsr: "), qPrintable(errors[1]));
    QVERIFY2(out.contains("\nplies 3\n"), qPrintable(out));
    // Nothing in the folder changed, and nothing was added beside it.
    QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden), names);
    for (const auto& [name, bytes] : before) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.readAll() == bytes, qPrintable(name + " changed"));
    }
}

// A settings file Qt cannot parse would be written back at the next change with only what Qt
// read of it: at start it is moved aside whole, and a readable one is left alone.
void TestFaults::anUnreadableSettingsFileIsKeptAside()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("GoalscorerFaults");
    const QString path = QSettings().fileName();
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QByteArray broken = "[ui\nwelcomed=true\n[tutorials]\nlesson-youth-moves/reached=3\n";
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(broken);
    }
    const QString aside = settingsfile::keepUnreadableAside();
    QVERIFY2(!aside.isEmpty(), qPrintable(path));
    QCOMPARE(settingsfile::keptAside(), aside);
    QFile kept(QFileInfo(path).dir().filePath(aside));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), broken);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(QSettings().status(), QSettings::NoError);
    // A readable file stays where it is.
    QSettings().setValue("ui/welcomed", true);
    QSettings().sync();
    QVERIFY(QFile::exists(path));
    QCOMPARE(settingsfile::keepUnreadableAside(), QString());
    QVERIFY(QFile::exists(path));
    QFile::remove(path);
    kept.remove();
}

QTEST_MAIN(TestFaults)
#include "tst_faults.moc"
