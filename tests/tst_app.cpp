// The Qt glue: models pass QAbstractItemModelTester, the board model never shows what its
// viewer may not see, and the session keeps games safe on disk.
#include "testsupport.h"

#include <algorithm>
#include <csignal>
#include <sys/resource.h>
#include <map>

#include "announcement.h"
#include "eventtext.h"
#include "explain.h"
#include "boardmodel.h"
#include "formats/diskfile.h"
#include "clusterjob.h"
#include "labestimate.h"
#include "sweepcharts.h"
#include "sweepverdict.h"
#include "labsession.h"
#include "labtext.h"
#include "language.h"
#include "variantcatalog.h"
#include "gamesession.h"
#include "history.h"
#include "record.h"
#include "logmodel.h"
#include "settings.h"
#include "timesource.h"
#include "variantfields.h"

#include <QDir>
#include <QFileInfo>
#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gs;
using namespace test;

namespace {

// While it lives, this process may write no file past `bytes` (a full disk, as far as the
// app can tell): a write past it fails with EFBIG rather than killing the process.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &old_);
        previousHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = old_;
        limited.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &old_);
        std::signal(SIGXFSZ, previousHandler_);
    }

private:
    rlimit old_{};
    void (*previousHandler_)(int) = nullptr;
};

// Plays the human's first legal move until the game ends, waiting for the computer.
void playOut(GameSession& s, int maxPlies = 400)
{
    for (int i = 0; i < maxPlies && !s.gameOver(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct() || s.gameOver(), 5000);
        if (s.gameOver())
            break;
        const QStringList moves = s.legalMoves();
        QVERIFY(!moves.isEmpty());
        QVERIFY(s.playMove(moves[i % moves.size()]));
    }
}

// Every opponent counter the model shows with an identity must be public in `full`.
QString leak(const BoardModel& m, const State& full, Side viewer)
{
    for (int row = 0; row < m.rowCount(); ++row) {
        const QModelIndex ix = m.index(row);
        const Cell c = full.at(Square(row));
        if (c == kEmpty || cellSide(c) == viewer)
            continue;
        const bool publicId = cellIsFirstTeamer(c) || cellIsRevealed(c) || full.isTerminal();
        const bool shown = !m.data(ix, BoardModel::HiddenRole).toBool() || m.data(ix, BoardModel::StarRole).toBool()
            || m.data(ix, BoardModel::LabelRole).toString() != "?";
        if (shown && !publicId)
            return "square " + m.data(ix, BoardModel::NameRole).toString() + " shows " + m.data(ix, BoardModel::AccessibleNameRole).toString();
        if (!m.data(ix, BoardModel::AccessibleNameRole).toString().contains("hidden") && !publicId)
            return "the accessible name tells " + m.data(ix, BoardModel::AccessibleNameRole).toString();
    }
    return {};
}

}  // namespace

class TestApp : public QObject {
    Q_OBJECT
private slots:
    // A QML warning fails the test that caused it, as in the Qt Quick tests (these drive the
    // same C++ the QML does).
    void init() { QTest::failOnWarning(QRegularExpression("^(qrc|file):")); }
    void variantProblemsNameTheFormsFields();
    void theCliAndTheAppSayTheSameSentences();
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void labClusterJobRunsAndOpensAsTheSameReport();
    void labOpenResultsRefusesBrokenRunsAndKeepsTheReport();
    void clusterJobFileNamesAreSafe();
    void modelsPassTheModelTester();
    void boardModelNeverShowsHiddenIdentities();
    void theEditorIsHandedOnlyWhatMayBeSeen();
    void sessionShowsOnlyTheHumansView();
    void saveAndOpenRecord();
    void scoutReportReadsHowTheOpponentMoves();
    void brokenFilesChangeNothing();
    void autosaveOnlyOffersUnfinishedGames();
    void aMoveWaitingForConfirmDiesWithItsGame();
    void undoNeverMakesThePlayerUnknow();
    void noUndoAfterTheFinalWhistle();
    void aDamagedAutosaveIsNeverWrittenOver();
    void anAutosaveFromANewerVersionIsKeptAside();
    void aFullDiskKeepsTheOldFilesAndTheGame();
    void theOpponentsWholeTurnIsMarked();
    void reviewFollowsTheGame();
    void bannersReadWellForEveryNumber();
    void labNumbersFollowTheLanguage();
    void labEstimateTimesARunBeforeItStarts();
    void sweepVerdictSaysWhatMovesAndWhereTheEdgeKeeps();
    void diskFilesAreWrittenWholeOrNotAtAll();
    void aClockedGameResumesWithItsTimeLeft();

private:
    QTemporaryDir dir_;
};

void TestApp::modelsPassTheModelTester()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("tester.gsr"));
    s.setComputerDelay(0);
    QAbstractItemModelTester boardTester(s.board(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester logTester(s.log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(s.newGame({{"seed", "21"}, {"strength", "Club"}}));
    QCOMPARE(s.board()->rowCount(), 70);
    playOut(s);
    QVERIFY(s.gameOver());
    QVERIFY(s.log()->rowCount() > 5);
    QVERIFY(s.newGame({{"seed", "22"}, {"variant", "quick"}}));  // reset with live testers
    QCOMPARE(s.scoreboard()->turnLimit(), 10);
    // People are never offered the player that sees everything.
    for (const QVariant& v : s.strengths())
        QVERIFY(!v.toMap().value("spec").toString().contains("cheat"));
}

// Editor → Edit the current game's position: against the computer what the human sees; with
// two people at one screen neither side's hidden identities (the editor keeps the position
// after the hand-over, where the other person could open it: it showed the side that opened
// it, Star Player and Substitute included); everything once the game is over.
void TestApp::theEditorIsHandedOnlyWhatMayBeSeen()
{
    const auto hidden = [](const QString& gpn, Side side) {
        const State v = parseGpn(gpn.toStdString(), registry().lookup());
        int unknown = 0;
        for (int i = 0; i < v.countersOnPitch(side); ++i)
            unknown += cellIsHiddenYouth(v.at(v.counterSquare(side, i))) ? 1 : 0;
        return unknown;
    };
    GameSession friends;
    friends.files()->setAutosavePath(dir_.filePath("edit-hotseat.gsr"));
    QVERIFY(friends.newGame({{"opponent", "human"}, {"seed", "12"}}));
    friends.dismissCover();
    QVERIFY(hidden(friends.positionToEdit(), Side::White) > 0);
    QVERIFY(hidden(friends.positionToEdit(), Side::Black) > 0);
    QVERIFY(hidden(friends.status()->gpnForViewer(), Side::White) == 0);  // the pitch shows White its own
    GameSession alone;
    alone.files()->setAutosavePath(dir_.filePath("edit-computer.gsr"));
    alone.setComputerDelay(0);
    QVERIFY(alone.newGame({{"opponent", "computer"}, {"side", "black"}, {"strength", "Beginner"}, {"seed", "12"}}));
    QCOMPARE(hidden(alone.positionToEdit(), Side::Black), 0);
    QVERIFY(hidden(alone.positionToEdit(), Side::White) > 0);
}

void TestApp::boardModelNeverShowsHiddenIdentities()
{
    BoardModel m;
    Rng rng(4);
    int checked = 0;
    for (int g = 0; g < 200; ++g) {
        State s = State::deal(classic(), rng.next());
        while (true) {
            for (Side viewer : {Side::White, Side::Black}) {
                m.show(s.isTerminal() ? s : s.view(viewer), false, {}, -1, {});
                const QString problem = leak(m, s, viewer);
                QVERIFY2(problem.isEmpty(), qPrintable(problem + " in " + gpn(s)));
                ++checked;
            }
            if (s.isTerminal())
                break;
            s.apply(s.randomLegalMove(rng));
        }
    }
    QVERIFY(checked > 5000);
}

void TestApp::sessionShowsOnlyTheHumansView()
{
    for (const char* side : {"white", "black"}) {
        GameSession s;
        s.files()->setAutosavePath(dir_.filePath("view.gsr"));
        s.setComputerDelay(0);
        QVERIFY(s.newGame({{"seed", "5"}, {"side", side}, {"strength", "Beginner"}}));
        const Side human = QString(side) == "white" ? Side::White : Side::Black;
        for (int i = 0; i < 200 && !s.gameOver(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct() || s.gameOver(), 5000);
            if (s.gameOver())
                break;
            // What QML may read is exactly the human's view, as the engine makes it from the
            // full position (not the session's own idea of the view).
            const State view = s.positions().back().view(human);
            QCOMPARE(s.status()->gpnForViewer(), QString::fromStdString(formatGpn(view)));
            int hidden = 0;
            for (int row = 0; row < s.board()->rowCount(); ++row) {
                const Cell c = view.at(Square(row));
                const QModelIndex at = s.board()->index(row);
                const bool unknown = c != kEmpty && cellSide(c) != human && cellIdentity(c) == kUnknown;
                QCOMPARE(s.board()->data(at, BoardModel::HiddenRole).toBool(), unknown);
                if (unknown) {
                    ++hidden;
                    QCOMPARE(s.board()->data(at, BoardModel::LabelRole).toString(), QString("?"));
                    QVERIFY(!s.board()->data(at, BoardModel::StarRole).toBool());
                }
            }
            QVERIFY2(hidden > 0, "the opponent has hidden counters on the pitch");
            // The bench: the human's own Substitute by its number, the opponent's hidden.
            const State& full = s.positions().back();
            const auto bench = [&s](Side side) { return side == Side::White ? s.scoreboard()->whiteSubstitute() : s.scoreboard()->blackSubstitute(); };
            const Identity own = full.substitute(human), theirs = full.substitute(opponent(human));
            QCOMPARE(bench(human), own == kNoIdentity ? QString() : QString::number(int(own)));
            QCOMPARE(bench(opponent(human)), theirs == kNoIdentity ? QString() : QString("?"));
            QCOMPARE(view.substitute(opponent(human)) == kUnknown || view.substitute(opponent(human)) == kNoIdentity, true);
            QVERIFY(s.playMove(s.legalMoves().front()));
        }
    }
}

void TestApp::scoutReportReadsHowTheOpponentMoves()
{
    // Hot-seat from a fixed deal: Black runs its 2 from a8 to a4. White's scout report then
    // names a4 as the likeliest Star Player and says what that rests on; before Black moved,
    // every hidden counter had the same odds.
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("scout.gsr"));
    QVERIFY(s.startFromPosition("...b1+.../...b11.../b2b3b4bsb6b7b8/..b9+.b10+../......./......./..w9+.w10+../"
                                "w7w2w11w4w8wsw6/...w3.../...w1+... w y 1 0-0 5,5 classic",
                                {{"opponent", "human"}, {"seed", "36"}}));
    s.setScoutReport(true);
    const auto odds = [&s] {
        std::map<int, double> star;
        for (const QVariant& v : s.scouting())
            star[v.toMap()["square"].toInt()] = v.toMap()["star"].toDouble();
        return star;
    };
    const char* moves[] = {"g3g4", "d1c1", "a8a7", "d10c10", "f3f4", "c1d1", "a7a6", "c10d10",
                           "b3b4", "d1c1", "a6a5", "d10c10", "g4g5", "c1d1", "a5a4", "c10d10"};
    for (int i = 0; i < 16; ++i) {
        s.dismissCover();
        if (i == 0) {  // before Black has moved: uniform odds on its counters
            const auto even = odds();
            QCOMPARE(int(even.size()), 8);
            for (const auto& [square, p] : even)
                QCOMPARE(p, even.begin()->second);
            QVERIFY(!s.assist()->scoutSummary().contains("how Black has moved"));
        }
        QVERIFY2(s.playMove(moves[i]), moves[i]);
    }
    s.dismissCover();
    const auto star = odds();
    QCOMPARE(int(star.size()), 8);
    const int a4 = s.squareAt("a4");
    for (const auto& [square, p] : star)
        if (square != a4)
            QVERIFY2(star.at(a4) > 2 * p, qPrintable(QString::number(star.at(a4))));
    QVERIFY2(s.assist()->scoutSummary().contains("how Black has moved") && s.assist()->scoutSummary().contains("a4"), qPrintable(s.assist()->scoutSummary()));
    // Four straight runs: a runner's moves rather than the computer's patient ones.
    QVERIFY2(s.assist()->scoutSummary().contains("Black plays like a runner"), qPrintable(s.assist()->scoutSummary()));
}

void TestApp::saveAndOpenRecord()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("records.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "31"}, {"strength", "Club"}}));
    playOut(s);
    const QString file = dir_.filePath("game.gsr");
    QVERIFY(s.saveRecord(QUrl::fromLocalFile(file)));
    GameSession other;
    other.files()->setAutosavePath(dir_.filePath("other.gsr"));
    QVERIFY(other.openRecord(QUrl::fromLocalFile(file)));
    QCOMPARE(other.gameOver(), true);
    QCOMPARE(other.reviewing(), true);
    QCOMPARE(other.scoreboard()->whiteScore(), s.scoreboard()->whiteScore());
    QCOMPARE(other.scoreboard()->blackScore(), s.scoreboard()->blackScore());
    other.reviewGoTo(0);
    QCOMPARE(other.status()->prompt(), QString("Review: the start"));
    other.reviewGoTo(1);
    QVERIFY(other.status()->prompt().startsWith("Review, turn "));
    // Each ply in sentences: a full stop after each event, so two never run together.
    int twoOrMore = 0;
    for (int i = 1; i < int(other.positions().size()); ++i) {
        other.reviewGoTo(i);
        const QString said = other.status()->prompt().section(": ", 1);
        QVERIFY2(said.endsWith('.') || said.endsWith('!'), qPrintable(QString::number(i) + ": " + said));
        twoOrMore += said.count(". ") + said.count("! ") > 0;
    }
    QVERIFY2(twoOrMore > 0, "a ply told in two sentences or more");
    // That deal has been seen in full: a rematch deals afresh.
    other.reviewGoTo(0);
    const QString seenStart = other.status()->gpnForViewer();
    other.stopReview();
    other.rematch();
    QVERIFY(!other.gameOver());
    // White's own ranks (1-4) are the same in a view and the full position: equal only if
    // the deal repeated.
    auto whiteRanks = [](const QString& gpn) { return gpn.section(' ', 0, 0).split('/').mid(6).join('/'); };
    QCOMPARE(whiteRanks(seenStart).count('w'), 11);
    QVERIFY(whiteRanks(other.status()->gpnForViewer()) != whiteRanks(seenStart));
}

static QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void TestApp::brokenFilesChangeNothing()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("broken-autosave.gsr"));
    QVERIFY(s.newGame({{"seed", "41"}, {"strength", "Club"}}));
    const QString before = s.status()->gpnForViewer();
    QSignalSpy errors(&s, &GameSession::error);
    QFile bad(dir_.filePath("bad.gsr"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("[Variant \"classic\"]\n\n1w. d3d4\n*\n");
    bad.close();
    QVERIFY(!s.openRecord(QUrl::fromLocalFile(bad.fileName())));
    QVERIFY(!s.startFromPosition("not a position"));
    QVERIFY(!s.newGame({{"variant", "no-such-variant"}}));
    QCOMPARE(errors.count(), 3);
    QVERIFY(errors.at(0).at(0).toString().contains("bad.gsr"));
    QVERIFY(errors.at(0).at(0).toString().contains("Start"));
    QCOMPARE(s.status()->gpnForViewer(), before);
    QVERIFY(!s.playMove("d3d6"));
    QVERIFY(errors.last().at(0).toString().contains("Illegal move"));
}

void TestApp::autosaveOnlyOffersUnfinishedGames()
{
    const QString path = dir_.filePath("auto.gsr");
    {
        GameSession s;
        s.files()->setAutosavePath(path);
        s.setComputerDelay(0);
        QVERIFY(s.newGame({{"seed", "51"}, {"strength", "Club"}}));
        QVERIFY(s.playMove(s.legalMoves().front()));
    }
    GameSession later;
    later.files()->setAutosavePath(path);
    QVERIFY(later.files()->hasAutosave());
    QVERIFY(later.resumeAutosave());
    QCOMPARE(later.status()->phase(), QString("f"));
    // The log says the game was resumed, and still does after a language switch rebuilds it.
    const auto logHas = [&later](const QString& text) {
        for (int i = 0; i < later.log()->rowCount(); ++i)
            if (later.log()->data(later.log()->index(i), LogModel::TextRole).toString() == text)
                return true;
        return false;
    };
    QVERIFY(logHas("Game resumed"));
    QVERIFY(Language::instance().choose("de"));
    QVERIFY(!logHas("Game resumed"));
    QVERIFY(Language::instance().choose(""));
    QVERIFY(logHas("Game resumed"));
    later.setComputerDelay(0);
    playOut(later);
    QVERIFY(!later.files()->hasAutosave());  // finished: nothing to resume
    // A corrupted autosave is refused with a message; the previous good one (the move before
    // the end, unfinished) is offered instead, and the damaged file is kept aside.
    const QString previous = QFileInfo(path).dir().filePath(QFileInfo(path).completeBaseName() + ".previous.gsr");
    QVERIFY(QFileInfo::exists(previous));
    const QByteArray previousBytes = readAll(previous);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("garbage");
    f.close();
    GameSession third;
    third.files()->setAutosavePath(path);
    QVERIFY(third.files()->hasAutosave());
    QSignalSpy errors(&third, &GameSession::error);
    QVERIFY(third.resumeAutosave());
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.first().first().toString().contains("could not be read"), qPrintable(errors.first().first().toString()));
    QVERIFY(third.active() && !third.gameOver());
    QCOMPARE(readAll(QFileInfo(path).dir().filePath("auto.damaged.gsr")), QByteArray("garbage"));
    QCOMPARE(readAll(previous), previousBytes);  // the good one is untouched until the next move
    // The resumed game is the autosave again: quitting now and starting later resumes it
    // without another message.
    QVERIFY(readAll(path) != QByteArray("garbage"));
    {
        GameSession again;
        again.files()->setAutosavePath(path);
        QSignalSpy quiet(&again, &GameSession::error);
        QVERIFY(again.resumeAutosave());
        QCOMPARE(quiet.count(), 0);
        QCOMPARE(again.status()->gpnForViewer(), third.status()->gpnForViewer());
    }
    // Both damaged: refused with a message, nothing offered.
    for (const QString& p : {path, previous}) {
        QFile g(p);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("garbage");
    }
    GameSession fourth;
    fourth.files()->setAutosavePath(path);
    QVERIFY(!fourth.files()->hasAutosave());
    QSignalSpy refused(&fourth, &GameSession::error);
    QVERIFY(!fourth.resumeAutosave());
    QCOMPARE(refused.count(), 1);
    QVERIFY(!fourth.active());
}

// With Confirm moves on, a move made on the pitch waits; a new game, an undo or an opened
// record must not let Enter play that old move in the new position.
void TestApp::aMoveWaitingForConfirmDiesWithItsGame()
{
    Settings prefs(Settings::Keeping::InMemory);
    prefs.setConfirmMoves(true);
    GameSession s;
    s.setSettings(&prefs);
    s.setComputerDelay(0);
    const QVariantMap options{{"seed", "77"}, {"opponent", "human"}};
    QVERIFY(s.newGame(options));
    const auto pickFirstMove = [&s] {
        if (s.covered())
            s.dismissCover();
        const QRegularExpressionMatch m = QRegularExpression("^([a-z][0-9]+)[-x]?([a-z][0-9]+)").match(s.legalMoves().front());
        QVERIFY2(m.hasMatch(), qPrintable(s.legalMoves().front()));
        s.clickSquare(s.squareAt(m.captured(1)));
        s.clickSquare(s.squareAt(m.captured(2)));
        QVERIFY(!s.status()->pendingMoveText().isEmpty());
    };
    pickFirstMove();
    QVERIFY(s.newGame(options));  // the same deal: the old move would still be legal
    if (s.covered())
        s.dismissCover();
    const QString start = s.status()->gpnForViewer();
    QVERIFY(s.status()->pendingMoveText().isEmpty());
    s.confirmMove();
    QCOMPARE(s.status()->gpnForViewer(), start);
    pickFirstMove();
    s.confirmMove();
    QVERIFY(s.status()->gpnForViewer() != start);
}

// Export as a cluster job, run its command lines with goalscorer-cli (as a cluster would),
// then Open results: the report equals the one of the same run played in the app. A user
// variant travels as a file beside the commands.
void TestApp::labClusterJobRunsAndOpensAsTheSameReport()
{
    QTemporaryDir variants, job;
    {
        QFile f(variants.filePath("test-short.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"id": "test-short", "name": "Short test", "parent": "classic", "turnLimit": 8})");
    }
    VariantCatalog::instance().setUserFolder(variants.path());
    QVERIFY(!VariantCatalog::instance().isBuiltIn("test-short"));
    const QVariantMap options{{"variant", "test-short"}, {"compare", "quick"}, {"white", "greedy"}, {"black", "random"}, {"games", 23}, {"seed", "6"}};

    LabSession local;
    QSignalSpy finished(&local, &LabSession::finished);
    QVERIFY(local.start(options));
    QVERIFY(finished.wait(20000));
    QVERIFY(local.hasReport());

    LabSession lab;
    QVERIFY(!lab.exportClusterJob(options, QUrl::fromLocalFile(job.path()), 24));  // more shards than games
    QVERIFY(lab.error().contains("shards"));
    QVERIFY2(lab.exportClusterJob(options, QUrl::fromLocalFile(job.path()), 4), qPrintable(lab.error()));
    const QDir dir(job.path());
    for (const char* name : {"commands.txt", "merge.sh", "run-parallel.sh", "slurm.sbatch", "README.txt", "test-short.json"})
        QVERIFY2(dir.exists(name), name);
    QFile commands(dir.filePath("commands.txt"));
    QVERIFY(commands.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(commands.readAll()).trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[2].startsWith("goalscorer-cli lab --variant test-short.json --compare quick --white greedy --black random --games 23 --seed 6"),
             qPrintable(lines[2]));
    QVERIFY(lines[2].endsWith("--shard 3/4 --out shard-3.jsonl"));
    QVERIFY(QFileInfo(dir.filePath("run-parallel.sh")).isExecutable());
    // The user variant's file stands alone (inheritance resolved, no "parent").
    QFile exported(dir.filePath("test-short.json"));
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(exported.readAll()).object();
    QCOMPARE(doc.value("id").toString(), QString("test-short"));
    QVERIFY(!doc.contains("parent"));
    QCOMPARE(doc.value("turnLimit").toInt(), 8);

    // Run each shard as a cluster node would: in the folder, goalscorer-cli on PATH. The user
    // variant is unknown to the CLI but for the file beside the commands.
    VariantCatalog::instance().setUserFolder(QString());
    QVariantList shards;
    for (const QString& line : lines) {
        QProcess p;
        p.setWorkingDirectory(job.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("PATH", QFileInfo(GS_CLI).absolutePath() + ":" + env.value("PATH"));
        p.setProcessEnvironment(env);
        p.start("sh", {"-c", line});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        shards << QUrl::fromLocalFile(dir.filePath(QString("shard-%1.jsonl").arg(shards.size() + 1)));
    }
    QSignalSpy report(&lab, &LabSession::reportChanged);
    QVERIFY2(lab.openResults(shards), qPrintable(lab.error()));
    QCOMPARE(report.count(), 1);
    QCOMPARE(lab.report().value("run").toMap().value("compare_file"), local.report().value("run").toMap().value("compare_file"));
    QCOMPARE(lab.report().value("run").toMap().value("variant_file"), local.report().value("run").toMap().value("variant_file"));
    QCOMPARE(lab.report(), local.report());
    QVERIFY(lab.comparing());
    QCOMPARE(lab.done(), 46);
    QCOMPARE(lab.origin(), QString("4 shard files in %1").arg(QFileInfo(job.path()).absoluteFilePath()));
    QVERIFY(lab.exportCsv(QUrl::fromLocalFile(dir.filePath("games.csv"))));
    QVERIFY(local.exportCsv(QUrl::fromLocalFile(dir.filePath("local.csv"))));
    QFile a(dir.filePath("games.csv")), b(dir.filePath("local.csv"));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(a.readAll(), b.readAll());
}

// A variant id is free text; the file it travels in is not.
void TestApp::clusterJobFileNamesAreSafe()
{
    ClusterJobSpec spec;
    spec.variant = {"my var/../x'y", false, "{}"};
    spec.white = "ismcts:ms=250";
    spec.black = "random";
    spec.games = 10;
    spec.shards = 2;
    QCOMPARE(spec.variant.fileName(), QString("my_var____x_y.json"));
    const QStringList lines = clusterCommands(spec);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith("goalscorer-cli lab --variant my_var____x_y.json --white ismcts:ms=250 --black random --games 10"),
             qPrintable(lines[0]));
    QTemporaryDir dir;
    QCOMPARE(writeClusterJob(dir.path(), spec), QString());
    QVERIFY(QFileInfo(dir.filePath("my_var____x_y.json")).isFile());
    QCOMPARE(QDir(dir.path()).entryList({"*.json"}, QDir::Files), QStringList{"my_var____x_y.json"});
    QFile merge(dir.filePath("merge.sh"));
    QVERIFY(merge.open(QIODevice::ReadOnly));
    QVERIFY(merge.readAll().contains("SLURM_SUBMIT_DIR"));
}

void TestApp::labOpenResultsRefusesBrokenRunsAndKeepsTheReport()
{
    QTemporaryDir dir;
    const QString cli = GS_CLI;
    for (int k = 1; k <= 3; ++k)
        QCOMPARE(QProcess::execute(cli, {"lab", "--white", "random", "--black", "random", "--games", "12", "--shard", QString("%1/3").arg(k), "--out", dir.filePath(QString("s%1.jsonl").arg(k)), "--quiet"}), 0);
    const QVariantList all = {QUrl::fromLocalFile(dir.filePath("s1.jsonl")), QUrl::fromLocalFile(dir.filePath("s2.jsonl")),
                              QUrl::fromLocalFile(dir.filePath("s3.jsonl"))};
    LabSession lab;
    QVERIFY2(lab.openResults(all), qPrintable(lab.error()));
    QCOMPARE(lab.origin(), QString("s1.jsonl, s2.jsonl, s3.jsonl"));
    const QVariantMap before = lab.report();
    QCOMPARE(before.value("a").toMap().value("games").toInt(), 12);
    // A missing shard is named; the report already shown stays.
    QVERIFY(!lab.openResults({all[0], all[2]}));
    QVERIFY2(lab.error().contains("shard 2/3 missing"), qPrintable(lab.error()));
    QCOMPARE(lab.report(), before);
    // Not a shard file at all.
    QFile junk(dir.filePath("junk.jsonl"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("hello\n");
    junk.close();
    QVERIFY(!lab.openResults({QUrl::fromLocalFile(junk.fileName())}));
    QVERIFY2(lab.error().contains("junk.jsonl line 1"), qPrintable(lab.error()));
    QVERIFY(!lab.openResults({QUrl::fromLocalFile(dir.filePath("nothing.jsonl"))}));
    QCOMPARE(lab.report(), before);
}

QTEST_MAIN(TestApp)
// One source for each sentence: the app's log, phase line and illegal-move feedback are the
// engine's Sentences, word for word what the CLI prints when no translation is loaded, and
// translated (every marker filled) when one is.
void TestApp::theCliAndTheAppSayTheSameSentences()
{
    QVERIFY(Language::instance().choose("en"));
    int events = 0, illegal = 0;
    QStringList german;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        State s = State::deal(classic(), seed);
        Rng rng(seed);
        while (!s.isTerminal()) {
            QCOMPARE(EventText::phase(s), QString::fromStdString(english(phaseSentence(s))));
            // Steps from every square to its neighbours: mostly illegal, each with a reason.
            for (int from = 0; from < classic().squareCount(); from += 7)
                for (int to : {from + 1, from + classic().files(), from + classic().files() + 1})
                    if (to < classic().squareCount()) {
                        const Move m = Move::step(Square(from), Square(to));
                        if (!s.isLegal(m)) {
                            QCOMPARE(EventText::illegal(s, m), QString::fromStdString(explainIllegal(s, m)));
                            ++illegal;
                        }
                    }
            EventList ev;
            s.apply(s.randomLegalMove(rng), &ev);
            for (const Event& e : ev)
                for (const auto& [audience, viewer] : {std::pair(Audience::All, Side::White), std::pair(Audience::Side, Side::White),
                                                       std::pair(Audience::Side, Side::Black), std::pair(Audience::Public, Side::White)}) {
                    QCOMPARE(EventText::event(e, classic(), audience, viewer), QString::fromStdString(english(eventSentence(e, classic(), audience, viewer))));
                    ++events;
                }
            if (seed == 1) {
                QVERIFY(Language::instance().choose("de"));
                for (const Event& e : ev)
                    german << EventText::event(e, classic(), Audience::All);
                german << EventText::phase(s);
                QVERIFY(Language::instance().choose("en"));
            }
        }
    }
    QVERIFY(events > 1000 && illegal > 1000);
    for (const QString& line : german)
        QVERIFY2(!line.contains('%') && !line.isEmpty(), qPrintable(line));
    QVERIFY2(german.join('|').contains("Weiß") && !german.join('|').contains("White"), qPrintable(german.join('|')));
    QVERIFY(Language::instance().choose(""));
}

#include "tst_app.moc"

// Undo against the computer must never hide again what the human has seen (RULES.md §7): a
// capture showed the counter was a 4, so taking it back would let the player avoid it. Over
// games that capture whenever they can and undo often, every undo keeps every identity the
// human had seen, and the app says why Undo is off when a reveal stops it.
void TestApp::undoNeverMakesThePlayerUnknow()
{
    int undos = 0, stoppedByReveal = 0;
    for (const char* seed : {"3", "4", "5", "6"}) {
        GameSession s;
        s.files()->setAutosavePath(dir_.filePath("undo.gsr"));
        s.setComputerDelay(0);  // Undo is allowed by default
        QVERIFY(s.newGame({{"seed", seed}, {"side", "white"}, {"strength", "Beginner"}}));
        const auto view = [&s] { return parseGpn(s.status()->gpnForViewer().toStdString(), registry().lookup()); };
        // A GPN does not carry what is out of the game; the session's list of it does.
        const auto seen = [&view, &s] {
            uint16_t mask = identitiesSeen(view(), Side::White);
            for (const QString& id : s.scoreboard()->blackOut())
                mask |= uint16_t(1u << (id == "s" ? kStar : id.toInt()));
            return mask;
        };
        bool captured = false;  // then try to take it back at once
        for (int i = 0; i < 300 && !s.gameOver(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct() || s.gameOver(), 5000);
            if (s.gameOver())
                break;
            if (!s.review()->canUndo() && !s.review()->undoNote().isEmpty())
                ++stoppedByReveal;
            if (s.review()->canUndo() && (i % 5 == 4 || captured)) {
                captured = false;
                const uint16_t before = seen();
                s.undo();
                ++undos;
                QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct(), 5000);
                const uint16_t after = seen();
                QVERIFY2((after & before) == before, qPrintable(QString("seed %1, ply %2: identities %3 seen before the undo, %4 after")
                                                                 .arg(seed).arg(i).arg(before, 0, 2).arg(after, 0, 2)));
                continue;
            }
            const QStringList moves = s.legalMoves();
            QVERIFY(!moves.isEmpty());
            QString pick = moves[i % moves.size()];
            const State now = view();
            for (const QString& text : moves) {  // a capture of a hidden counter whenever there is one
                const Move m = parseMove(text.toStdString(), now.rules());
                if (m.kind == MoveKind::Step && now.at(m.to) != kEmpty && cellSide(now.at(m.to)) == Side::Black
                    && cellIdentity(now.at(m.to)) == kUnknown) {
                    pick = text;
                    captured = true;
                }
            }
            QVERIFY(s.playMove(pick));
        }
    }
    qInfo("%d undos, %d times Undo was stopped by a reveal", undos, stoppedByReveal);
    QVERIFY2(undos >= 10, qPrintable(QString::number(undos)));
    QVERIFY2(stoppedByReveal >= 3, qPrintable(QString::number(stoppedByReveal)));
}

// After the computer's turn the pitch marks both of its moves (the Youth Counter's as well as
// the First Teamer's), and the human's own turn before it in the second colour.
void TestApp::theOpponentsWholeTurnIsMarked()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("marks.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "12"}, {"side", "white"}, {"strength", "Club"}}));
    const auto marked = [&s](int kind) {
        QStringList squares;
        for (int row = 0; row < s.board()->rowCount(); ++row) {
            const QModelIndex ix = s.board()->index(row);
            if (s.board()->data(ix, BoardModel::LastMoveRole).toInt() == kind)
                squares << s.board()->data(ix, BoardModel::NameRole).toString();
        }
        return squares.join(' ');
    };
    QCOMPARE(marked(1) + marked(2) + marked(3) + marked(4), QString());
    QVERIFY(s.playMove("a3a4"));
    QCOMPARE(marked(1), QString("a3"));  // the human's Move 1 so far
    QCOMPARE(marked(2), QString("a4"));
    QVERIFY(s.playMove("c4c5"));
    QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct(), 5000);
    QCOMPARE(s.scoreboard()->turn(), 2);
    // The computer's Youth Counter move and First Teamer move: two from-squares, two to-squares.
    QCOMPARE(marked(1).split(' ', Qt::SkipEmptyParts).size(), 2);
    QCOMPARE(marked(2).split(' ', Qt::SkipEmptyParts).size(), 2);
    const QStringList computerTo = marked(2).split(' ');
    QVERIFY2(std::any_of(computerTo.begin(), computerTo.end(), [](const QString& sq) { return sq.endsWith("7"); }),
             qPrintable("a Youth Counter's move from rank 8 to rank 7 is marked: " + marked(2)));
    // The human's own turn before it, in the second colour (where the computer did not land).
    QVERIFY2(marked(3).contains("a3") && marked(3).contains("c4"), qPrintable(marked(3)));
    QVERIFY2(marked(4).contains("a4") || marked(4).contains("c5"), qPrintable(marked(4)));
}

// Stepping through a finished game shows the reviewed moment in the side panel too (score,
// turn, counters out), and each move in the log's words, not in notation.
void TestApp::reviewFollowsTheGame()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("review.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "21"}, {"side", "white"}, {"strength", "Club"}}));
    playOut(s);
    QVERIFY(s.gameOver());
    const int finalGoals = s.scoreboard()->whiteScore() + s.scoreboard()->blackScore();
    const int finalOut = int(s.scoreboard()->whiteOut().size() + s.scoreboard()->blackOut().size());
    QVERIFY2(finalGoals > 0 && finalOut > 0, "this deal's game has goals and captures");
    s.startReview();
    QCOMPARE(s.review()->reviewIndex(), s.review()->reviewLength());
    QCOMPARE(s.scoreboard()->whiteScore() + s.scoreboard()->blackScore(), finalGoals);
    s.reviewGoTo(0);
    QCOMPARE(s.scoreboard()->whiteScore() + s.scoreboard()->blackScore(), 0);
    QCOMPARE(s.scoreboard()->turn(), 1);
    QVERIFY(s.scoreboard()->whiteOut().isEmpty() && s.scoreboard()->blackOut().isEmpty());
    const QRegularExpression notation("\\b[a-l][0-9]{1,2}[a-l][0-9]{1,2}\\b");
    int goals = 0;
    for (int i = 1; i <= s.review()->reviewLength(); ++i) {
        s.reviewGoTo(i);
        QVERIFY2(!notation.match(s.status()->prompt()).hasMatch(), qPrintable(s.status()->prompt()));
        QVERIFY2(s.status()->prompt().contains(QString("Review, turn %1, ").arg(s.positions()[size_t(i - 1)].turn())), qPrintable(s.status()->prompt()));
        goals = std::max(goals, s.scoreboard()->whiteScore() + s.scoreboard()->blackScore());
        QVERIFY(s.scoreboard()->whiteScore() + s.scoreboard()->blackScore() <= finalGoals);
    }
    QCOMPARE(goals, finalGoals);
    s.reviewGoTo(1);
    QVERIFY2(s.status()->prompt().contains("White"), qPrintable(s.status()->prompt()));
}

// "Goal! White captured a 8" and "It was a 11" read wrongly: no banner puts "a" before a
// number, whatever the counter.
void TestApp::bannersReadWellForEveryNumber()
{
    const QRegularExpression article("\\b[Aa] (8|11|18)\\b");
    int banners = 0;
    for (Identity id = 2; id <= 11; ++id)
        for (const CaptureResult result : {CaptureResult::Goal, CaptureResult::Penalty, CaptureResult::Offside}) {
            for (const EventKind kind : {EventKind::Captured, EventKind::PenaltyTaken}) {
                Event e;
                e.kind = kind;
                e.id = id;
                e.result = result;
                const Announcement a = announcementFor(e, classic());
                if (a.text.isEmpty())
                    continue;
                ++banners;
                QVERIFY2(!article.match(a.text).hasMatch(), qPrintable(a.text));
            }
        }
    QVERIFY(banners >= 20);
}

// The Lab's numbers are written as the user's language writes them, and a p-value too small
// for three decimals reads "p < 0.001", not "p = 0.000".
// The Lab says how long a run will take before Run: words for each size of run, and a
// measurement that scales the pace of a few of the run's games to all of them.
void TestApp::labEstimateTimesARunBeforeItStarts()
{
    QCOMPARE(LabEstimate::words(0.4, 1000), QString("Under a second for 1,000 games"));
    QCOMPARE(LabEstimate::words(6, 40), QString("A few seconds for 40 games"));
    QCOMPARE(LabEstimate::words(33, 1000), QString("About 35 seconds for 1,000 games"));
    QCOMPARE(LabEstimate::words(250, 1000), QString("About 4 minutes for 1,000 games"));
    QCOMPARE(LabEstimate::words(3 * 3600, 10000), QString("About 3.0 hours for 10,000 games"));
    LabEstimate e;
    QSignalSpy changed(&e, &LabEstimate::secondsChanged);
    e.measure({{"variant", "classic"}, {"white", "club"}, {"black", "club"}, {"games", 400}, {"seed", "3"}}, 2);
    QTRY_VERIFY_WITH_TIMEOUT(e.seconds() >= 0, 20000);
    QVERIFY2(e.text().endsWith(" for 800 games"), qPrintable(e.text()));
    // A form that makes no run has no estimate; a change while measuring measures the newest.
    QSignalSpy measuring(&e, &LabEstimate::measuringChanged);
    e.measure({{"variant", "no-such-variant"}});
    QCOMPARE(e.seconds(), -1.0);
    QVERIFY(!e.measuring());  // no games to time: nothing says "Timing…"
    QCOMPARE(measuring.count(), 0);
    e.measure({{"variant", "classic"}, {"white", "club"}, {"black", "club"}, {"games", 10}, {"seed", "3"}});
    e.measure({{"variant", "classic"}, {"white", "club"}, {"black", "club"}, {"games", 30}, {"seed", "3"}});
    QTRY_VERIFY_WITH_TIMEOUT(e.seconds() >= 0, 20000);
    QVERIFY2(e.text().endsWith(" for 30 games"), qPrintable(e.text()));
}

// A sweep's verdict from its report: the values that differ clearly from the first in each
// measure, and where White's edge keeps within the bound typed (inside, beyond, cannot tell).
void TestApp::sweepVerdictSaysWhatMovesAndWhereTheEdgeKeeps()
{
    const auto interval = [](const char* key, double y, double half) { return QJsonObject{{key, y}, {"low", y - half}, {"high", y + half}}; };
    const auto at = [&](int value, double edge, double plies, int won) {
        return QJsonObject{{"value", value},
                           {"white_win_rate", interval("rate", 0.5, 0.05)},
                           {"black_win_rate", interval("rate", 0.45, 0.05)},
                           {"draw_rate", interval("rate", 0.05, 0.02)},
                           {"quality", QJsonObject{{"won_games", won},
                                                   {"white_edge", interval("edge", edge, 0.02)},
                                                   {"plies", interval("mean", plies, 1)},
                                                   {"settled_at", interval("mean", 0.5, 0.1)},
                                                   {"lead_changes", interval("mean", 0.2, 0.1)},
                                                   {"drama", interval("rate", 0.1, 0.05)}}}};
    };
    QJsonObject report{{"sweep", QJsonObject{{"field", "turnLimit"}}},
                       {"points", QJsonArray{at(10, 0.0, 15, 900), at(20, 0.01, 20, 900), at(30, 0.08, 15.5, 900)}}};
    QCOMPARE(sweepcharts::problem(report), QString());
    QCOMPARE(sweepverdict::differences(report), QString("Clearly different from the first value (10): White's edge at 30; length at 20."));
    QCOMPARE(sweepverdict::edgeWithin(report, 3), QString("White's edge within ±3 points: inside at 10 and 20; beyond at 30."));
    QCOMPARE(sweepverdict::edgeWithin(report, 1.5),
             QString("White's edge within ±1.5 points: beyond at 30; the games cannot tell yet at 10 and 20 (the interval crosses the bound)."));
    // Nothing moves: said so.
    report["points"] = QJsonArray{at(10, 0.0, 15, 900), at(20, 0.005, 15.2, 900)};
    QCOMPARE(sweepverdict::differences(report),
             QString("No value differs clearly from the first (10) in White's edge, draws, length, lead changes or drama: what changes is within chance with these games."));
    // A report missing a measure is named.
    QJsonArray points = report["points"].toArray();
    QJsonObject second = points[1].toObject();
    second.remove("draw_rate");
    points[1] = second;
    report["points"] = points;
    QCOMPARE(sweepcharts::problem(report), QString("points[1].draw_rate.rate: missing or not a number"));
}

void TestApp::labNumbersFollowTheLanguage()
{
    const gs::Interval rate{0.397, 0.35, 0.4451};
    const gs::Difference tiny{0.153, 0.0174, 0.2826, 0.00002, true};
    const gs::Difference some{-0.15, -0.28, -0.02, 0.0285, true};
    QVERIFY(Language::instance().choose("en"));
    QCOMPARE(labtext::rate(rate), QString("39.7% (35.0–44.5)"));
    QVERIFY2(labtext::difference(tiny, true).endsWith("p < 0.001"), qPrintable(labtext::difference(tiny, true)));
    QVERIFY2(labtext::difference(some, false).endsWith("p = 0.029"), qPrintable(labtext::difference(some, false)));
    QVERIFY(Language::instance().choose("de"));
    QVERIFY2(labtext::rate(rate).startsWith("39,7"), qPrintable(labtext::rate(rate)));
    QVERIFY2(labtext::difference(tiny, true).contains("+15,3") && labtext::difference(tiny, true).endsWith("0,001"),
             qPrintable(labtext::difference(tiny, true)));
    QVERIFY(Language::instance().choose(""));
}

// A variant problem names the field as the editor's form does, whatever part of the file it
// comes from (validation or loading); a field the form does not show stays as it is.
void TestApp::variantProblemsNameTheFormsFields()
{
    QVERIFY(Language::instance().choose("en"));
    const std::pair<const char*, const char*> cases[] = {
        {"start.youth", "Youth square"},        {"start.youth[3]", "Youth square 4"},
        {"start.firstTeamers.9", "Starting First Teamer 9"}, {"pitch.midfieldRanks[0]", "Midfield rank 1"},
        {"fixedSetup.black.youth[2]", "Fixed setup, Black 3"}, {"captureResults.7", "Numbers table"},
        {"firstTeamerSteps.4", "Numbers table"}, {"debut.6", "Numbers table"},
        {"debutMoves", "First Team Debut Moves"}, {"substitution", "Substitutions"},
        {"blockedEndsGame", "Blocked side"},    {"clock.moveSeconds", "Seconds a move"},
        {"somethingNew", "somethingNew"},
    };
    for (const auto& [field, label] : cases)
        QCOMPARE(variantFieldLabel(field), QString(label));
    QVERIFY(Language::instance().choose(""));
}

// Every file the app writes for the user goes through diskfile::writeWhole: the new bytes or,
// when writing fails, the old file untouched and the reason.
void TestApp::diskFilesAreWrittenWholeOrNotAtAll()
{
    const QString path = dir_.filePath("whole.txt");
    QVERIFY(diskfile::writeWhole(path, "first"));
    QCOMPARE(readAll(path), QByteArray("first"));
    QVERIFY(diskfile::writeWhole(path, "second"));
    QCOMPARE(readAll(path), QByteArray("second"));
    QString why;
    QVERIFY(!diskfile::writeWhole(dir_.filePath("no-such-folder/x.txt"), "x", &why));
    QVERIFY(!why.isEmpty());
    // The promise: a write that fails leaves the existing file byte for byte. Here the disk
    // is full (the process may write no file past 16 bytes: RLIMIT_FSIZE, which binds root
    // too, so it holds under CI).
    {
        const FileSizeLimit full(16);
        why.clear();
        QVERIFY(!diskfile::writeWhole(path, "a third version, longer than the disk allows", &why));
        QVERIFY2(!why.isEmpty(), "the system's reason is given");
    }
    QCOMPARE(readAll(path), QByteArray("second"));
    QStringList left = QDir(dir_.path()).entryList({"whole.txt*"}, QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList{"whole.txt"});  // no half-written temporary left beside it
    QVERIFY(diskfile::writeWhole(path, "third"));  // and with room again, it writes
    QCOMPARE(readAll(path), QByteArray("third"));
    QCOMPARE(diskfile::localPath(QUrl::fromLocalFile(path)), path);
    QCOMPARE(diskfile::localPath(QUrl(path)), path);
}

// A game under a clock keeps each side's time left in its record (WhiteClock, BlackClock), so
// resuming it (or opening it) goes on with the time the players had, not with full clocks.
void TestApp::aClockedGameResumesWithItsTimeLeft()
{
    timesource::Manual time;  // the clocks move only when the test says so
    const QString path = dir_.filePath("clocked.gsr");
    {
        GameSession s;
        s.files()->setAutosavePath(path);
        s.setComputerDelay(0);
        QVERIFY(s.newGame({{"variant", "speed"}, {"opponent", "human"}, {"seed", "5"}}));  // 300 s a side
        s.dismissCover();
        QCOMPARE(s.clock()->white(), 300000.0);
        time.advance(12000);
        QVERIFY(s.playMove(s.legalMoves().front()));  // White's Youth Counter, after 12 s
        time.advance(3000);
        QVERIFY(s.playMove(s.legalMoves().front()));  // and its First Teamer, 3 s later
        time.advance(60000);  // the hand-over screen: nobody's time runs
        s.dismissCover();
        time.advance(7000);
        QVERIFY(s.playMove(s.legalMoves().front()));  // Black's Youth Counter, after 7 s
        QCOMPARE(s.clock()->white(), 285000.0);
        QCOMPARE(s.clock()->black(), 293000.0);
        const QByteArray saved = readAll(path);
        QVERIFY2(saved.contains("[WhiteClock \"285000\"]") && saved.contains("[BlackClock \"293000\"]"), saved.constData());
        // Black thinks 4 s on its First Teamer move, and the window closes: the game clock
        // and the move timer are kept as they stand (resuming gave both back in full).
        time.advance(4000);
        QTRY_COMPARE(s.clock()->black(), 289000.0);
        s.keepForLater();
        const QByteArray closed = readAll(path);
        QVERIFY2(closed.contains("[BlackClock \"289000\"]") && closed.contains("[MoveClock \"11000\"]"), closed.constData());
    }
    GameSession resumed;
    resumed.files()->setAutosavePath(path);
    QVERIFY(resumed.resumeAutosave());
    QCOMPARE(resumed.clock()->white(), 285000.0);
    QCOMPARE(resumed.clock()->black(), 289000.0);
    QCOMPARE(resumed.clock()->move(), 11000.0);
    QCOMPARE(resumed.clock()->running(), QString());  // covered for the hand-over: nobody's time runs yet
    // A record whose clock tags are not numbers resumes with full clocks rather than failing.
    QByteArray broken = readAll(path);
    broken.replace("[WhiteClock \"285000\"]", "[WhiteClock \"soon\"]");
    const QString brokenPath = dir_.filePath("clock-tag.gsr");
    QVERIFY(diskfile::writeWhole(brokenPath, broken));
    GameSession opened;
    opened.files()->setAutosavePath(dir_.filePath("other.gsr"));
    QVERIFY(opened.openRecord(QUrl::fromLocalFile(brokenPath)));
    QCOMPARE(opened.clock()->white(), 300000.0);
    QCOMPARE(opened.clock()->black(), 289000.0);
}

// Every identity is shown at the final whistle, so Undo against the computer stays off from
// then on, whichever way the finished game is reached again: review and back, a language
// switch, the record opened again.
void TestApp::noUndoAfterTheFinalWhistle()
{
    Settings prefs(Settings::Keeping::InMemory);
    prefs.setUndoAllowed(true);
    GameSession s;
    s.setSettings(&prefs);
    s.files()->setAutosavePath(dir_.filePath("whistle.gsr"));
    s.setComputerDelay(0);
    // White's last turn; then Black's ends the game on the turn limit, with nothing revealed
    // on the way (Black's First Teamer is out of reach, Youth Counters never capture).
    const State last = position({{"d1", "w1+"}, {"a3", "w7"}, {"b3", "w4"}, {"g3", "ws"}, {"d4", "w9+"},
                                 {"c10", "b1+"}, {"a8", "b2"}, {"g8", "bs"}},
                                "w y 20 0-0 -,- classic");
    QVERIFY(s.startFromPosition(gpn(last), {{"opponent", "computer"}, {"side", "white"}, {"strength", "Beginner"}, {"seed", "61"}}));
    QVERIFY(s.playMove("a3a4"));
    QVERIFY(s.review()->canUndo());  // during the game Undo is on
    QVERIFY(s.playMove("d4d5"));
    QTRY_VERIFY(s.gameOver());
    QCOMPARE(s.positions().back().endReason(), EndReason::TurnLimit);
    const size_t plies = s.positions().size();
    const auto stillOver = [&](GameSession& g, size_t n) {
        QVERIFY(!g.review()->canUndo());
        g.undo();
        QCOMPARE(g.positions().size(), n);
        QVERIFY(g.gameOver());
    };
    stillOver(s, plies);
    s.startReview();
    s.stopReview();
    stillOver(s, plies);
    QVERIFY(Language::instance().choose("de"));
    stillOver(s, plies);
    QVERIFY(Language::instance().choose(""));
    const QString file = dir_.filePath("whistle-record.gsr");
    QVERIFY(s.saveRecord(QUrl::fromLocalFile(file)));
    GameSession opened;
    opened.setSettings(&prefs);
    opened.files()->setAutosavePath(dir_.filePath("whistle-opened.gsr"));
    opened.setComputerDelay(0);
    QVERIFY(opened.openRecord(QUrl::fromLocalFile(file)));
    opened.stopReview();
    stillOver(opened, plies);
}

// The moves a record's text holds (-1 if it does not read).
static int movesOf(const QByteArray& record)
{
    try {
        return int(readRecord(record.toStdString()).moves.size());
    } catch (const std::exception&) {
        return -1;
    }
}

// Issue 36: an unfinished game whose autosave was cut in the middle of its last move, with no
// previous file beside it. What can be read is offered and resumed, the damaged bytes are kept
// under a name that never replaces an earlier one, and nothing unreadable is written over,
// whether the player resumes, declines, or the file cannot be read at all.
void TestApp::aDamagedAutosaveIsNeverWrittenOver()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("auto.gsr");
    const QString previous = dir.filePath("auto.previous.gsr");
    int played = 0;
    {
        GameSession s;
        s.files()->setAutosavePath(path);
        s.setComputerDelay(0);
        QVERIFY(s.newGame({{"seed", "36"}, {"strength", "Club"}, {"side", "white"}}));
        for (int turn = 0; turn < 6; ++turn) {
            QTRY_VERIFY(s.humanToAct());
            QVERIFY(s.playMove(s.legalMoves().front()));
        }
        QTRY_VERIFY(s.humanToAct());
        played = int(s.positions().size()) - 1;
    }
    QVERIFY(played >= 12);
    // The last move cut in the middle, and no previous file.
    QByteArray bytes = readAll(path);
    const int cut = int(bytes.lastIndexOf('\n', bytes.lastIndexOf("*") - 1)) - 1;  // inside the last move
    bytes.truncate(cut);
    QVERIFY(QFile::remove(previous));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    GameSession later;
    later.files()->setAutosavePath(path);
    QVERIFY(later.files()->hasAutosave());
    QCOMPARE(later.files()->damageNote(), QString("The saved game is damaged: %1 of %2 moves could be read.").arg(played - 1).arg(played));
    QSignalSpy said(&later, &GameSession::error);
    QVERIFY(later.resumeAutosave());
    QCOMPARE(int(later.positions().size()), played);  // the start and the readable moves
    QCOMPARE(said.count(), 1);
    const QString message = said.first().first().toString();
    QVERIFY2(message.startsWith(QString("The saved game could not be read whole: %1 of %2 moves could be read (line ").arg(played - 1).arg(played)), qPrintable(message));
    QVERIFY2(message.endsWith("the damaged file is kept as auto.damaged.gsr."), qPrintable(message));
    QCOMPARE(readAll(dir.filePath("auto.damaged.gsr")), bytes);  // byte for byte
    QVERIFY(later.files()->damageNote().isEmpty());
    QCOMPARE(movesOf(readAll(path)), played - 1);  // the resumed game is the autosave again

    // Damaged again, and the player declines: set aside under a new name, the first kept.
    QByteArray second = readAll(path);
    QVERIFY(second.endsWith("\n*\n"));
    second.truncate(second.size() - 4);  // "*", and the last move's last character
    QCOMPARE(movesOf(second), played - 1);  // reads, but its last move does not play
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(second);
    }
    QFile::remove(previous);
    {
        GameSession declined;
        declined.files()->setAutosavePath(path);
        declined.setComputerDelay(0);
        QVERIFY(declined.files()->hasAutosave());
        QSignalSpy told(&declined, &GameSession::error);
        declined.discardAutosave();
        QVERIFY(declined.newGame({{"seed", "5"}, {"opponent", "human"}}));
        QCOMPARE(told.count(), 1);
        QVERIFY2(told.first().first().toString().contains("kept as auto.damaged-2.gsr"), qPrintable(told.first().first().toString()));
    }
    QCOMPARE(readAll(dir.filePath("auto.damaged.gsr")), bytes);
    QCOMPARE(readAll(dir.filePath("auto.damaged-2.gsr")), second);

    // Not readable at all (nothing to offer): the new game's first autosave sets it aside first.
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("\x00\x01 not a record", 15));
    }
    QFile::remove(previous);
    GameSession fresh;
    fresh.files()->setAutosavePath(path);
    fresh.setComputerDelay(0);
    QVERIFY(!fresh.files()->hasAutosave());
    QSignalSpy told(&fresh, &GameSession::error);
    QVERIFY(fresh.newGame({{"seed", "6"}, {"opponent", "human"}}));
    QCOMPARE(told.count(), 1);
    QVERIFY2(told.first().first().toString().contains("kept as auto.damaged-3.gsr"), qPrintable(told.first().first().toString()));
    QCOMPARE(readAll(dir.filePath("auto.damaged-3.gsr")), QByteArray("\x00\x01 not a record", 15));
    QCOMPARE(readAll(dir.filePath("auto.damaged.gsr")), bytes);
    QVERIFY(movesOf(readAll(path)) == 0);  // the new game, written once the old file was safe
}

// Issue 35 (15): an autosave written by a newer version of the app, here with a variant and a
// tag this one does not have, cannot be resumed: it is set aside byte for byte, the message
// names where, and the next game's autosave never writes over it.
void TestApp::anAutosaveFromANewerVersionIsKeptAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("auto.gsr");
    {
        GameSession s;
        s.files()->setAutosavePath(path);
        s.setComputerDelay(0);
        QVERIFY(s.newGame({{"seed", "38"}, {"opponent", "human"}}));
        s.dismissCover();
        QVERIFY(s.playMove(s.legalMoves().front()));
    }
    QByteArray newer = readAll(path);
    QVERIFY(newer.contains("[Variant \"classic\"]") && newer.contains(" classic\"]"));
    newer.replace("[Variant \"classic\"]", "[Variant \"classic-2030\"]");
    newer.replace(" classic\"]", " classic-2030\"]");
    newer.replace("[Event", "[Overtime \"golden goal\"]\n[Event");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(newer);
    }
    QFile::remove(dir.filePath("auto.previous.gsr"));
    GameSession later;
    later.files()->setAutosavePath(path);
    later.setComputerDelay(0);
    QSignalSpy told(&later, &GameSession::error);
    QVERIFY(!later.resumeAutosave());
    QCOMPARE(told.count(), 1);
    QVERIFY2(told.first().first().toString().contains("kept as auto.damaged.gsr"), qPrintable(told.first().first().toString()));
    QCOMPARE(readAll(dir.filePath("auto.damaged.gsr")), newer);  // byte for byte
    QVERIFY(later.newGame({{"seed", "7"}, {"opponent", "human"}}));
    QCOMPARE(readAll(dir.filePath("auto.damaged.gsr")), newer);
    QCOMPARE(movesOf(readAll(path)), 0);  // the new game, written once the old file was safe
}

// A full disk while playing (issue 36): the autosave cannot be written, the user is told once
// with the file named, the last good autosave stays byte for byte, and the game goes on in
// memory; a record saved over an existing one fails the same way and leaves it whole. With
// room again, the next move is saved.
void TestApp::aFullDiskKeepsTheOldFilesAndTheGame()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("auto.gsr");
    GameSession s;
    s.files()->setAutosavePath(path);
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "37"}, {"opponent", "human"}}));
    s.dismissCover();
    QVERIFY(s.playMove(s.legalMoves().front()));
    const QByteArray saved = readAll(path);
    QVERIFY(movesOf(saved) == 1);
    const QString record = dir.filePath("kept.gsr");
    QVERIFY(s.saveRecord(QUrl::fromLocalFile(record)));
    const QByteArray recordBytes = readAll(record);
    QSignalSpy errors(&s, &GameSession::error);
    {
        const FileSizeLimit full(64);
        QVERIFY(s.playMove(s.legalMoves().front()));  // White's Move 2: the turn passes
        s.dismissCover();
        QVERIFY(s.playMove(s.legalMoves().front()));  // said once, not after every move
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.first().first().toString().startsWith("The game cannot be saved to " + path + ": "), qPrintable(errors.first().first().toString()));
        QVERIFY(!s.saveRecord(QUrl::fromLocalFile(record)));
        QCOMPARE(errors.count(), 2);
        QVERIFY2(errors.last().first().toString().startsWith("Could not save " + record + ": "), qPrintable(errors.last().first().toString()));
    }
    QCOMPARE(readAll(path), saved);
    QCOMPARE(readAll(record), recordBytes);
    QCOMPARE(int(s.positions().size()), 4);  // the game went on in memory
    QVERIFY(s.playMove(s.legalMoves().front()));
    QCOMPARE(movesOf(readAll(path)), 4);  // with room again, saved with the moves it missed
}
