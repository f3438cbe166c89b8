// Playtest records (issue 31): a folder of game records read as games people played, with the
// broken, other-variant and unfinished ones listed and skipped, and `lab --records DIR`.
#include "testsupport.h"

#include "formats/playtestfolder.h"
#include "lab/playtest.h"
#include "match.h"
#include "players/player.h"
#include "record.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using namespace gs;
using namespace test;

namespace {

// One game of `rules` between two random players: its record (cut to `keep` moves when
// keep >= 0, an unfinished game) and what playLabGame counts for the very same game.
struct Sample {
    std::string text;
    PlayedGame played;
    LabGame counted;
};

Sample sampleGame(const Rules& rules, uint64_t seed, int keep = -1)
{
    auto white = makePlayer("random");
    auto black = makePlayer("random");
    const State start = State::deal(rules, seed);
    Rng rng(seed);
    Sample s{{}, playGame(start, *white, *black, rng, true), {}};
    Rng again(seed);
    s.counted = playLabGame(start, *white, *black, again);
    std::vector<Move> moves = s.played.moves;
    State final = s.played.final;
    if (keep >= 0) {
        moves.resize(size_t(keep));
        final = s.played.positions[size_t(keep)];
    }
    GameRecord r = recordOf(start, moves, final);
    r.setTag("White", "Ann");
    r.setTag("Black", "Bob");
    std::vector<State> positions(s.played.positions.begin(), s.played.positions.begin() + moves.size() + 1);
    s.text = writeRecord(r, positions);
    return s;
}

void writeFile(const QString& path, const std::string& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(text));
}

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(GS_CLI, args);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        qFatal("goalscorer-cli did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace

class TestPlaytest : public QObject {
    Q_OBJECT
private slots:
    void init();
    void aRecordCountsAsThePlayedGame();
    void folderListsUsedAndSkipped();
    void ratesComeFromTheRecords();
    void variantCanBeChosen();
    void cliReportsRecordsBesideComputerGames();
    void cliRefusesAFolderWithoutRecords();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::vector<Sample> valid_;
};

// The folder: three finished classic games, one garbage file, one game of another variant,
// one unfinished classic game and a file that is no record at all (ignored: not *.gsr).
void TestPlaytest::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    valid_.clear();
    for (uint64_t seed : {11, 12, 13}) {
        valid_.push_back(sampleGame(classic(), seed));
        writeFile(dir_->filePath(QString("game%1.gsr").arg(seed)), valid_.back().text);
    }
    writeFile(dir_->filePath("broken.gsr"), "this is garbage text, not a record\n\x01\x02");
    writeFile(dir_->filePath("other.gsr"), sampleGame(*registry().find("quick"), 5).text);
    const Sample half = sampleGame(classic(), 14, 6);
    writeFile(dir_->filePath("unfinished.gsr"), half.text);
    writeFile(dir_->filePath("notes.txt"), "not a record");
}

void TestPlaytest::aRecordCountsAsThePlayedGame()
{
    for (const Sample& s : valid_) {
        const LabGame g = labGameOfRecord(readRecord(s.text), registry().lookup());
        QCOMPARE(int(g.result), int(s.counted.result));
        QCOMPARE(g.goals, s.counted.goals);
        QCOMPARE(g.plies, s.counted.plies);
        QCOMPARE(g.turns, s.counted.turns);
        QCOMPARE(int(g.reason), int(s.counted.reason));
        QCOMPARE(g.penalties, s.counted.penalties);
        QCOMPARE(g.offsides, s.counted.offsides);
        QCOMPARE(g.promotions, s.counted.promotions);
        QCOMPARE(g.substitutions, s.counted.substitutions);
        QCOMPARE(g.leadChanges, s.counted.leadChanges);
        QCOMPARE(g.settledPly, s.counted.settledPly);
        QCOMPARE(g.legalMoves, s.counted.legalMoves);
        QCOMPARE(g.movePositions, s.counted.movePositions);
    }
}

void TestPlaytest::folderListsUsedAndSkipped()
{
    const std::vector<PlaytestFile> files = readPlaytestFolder(dir_->path());
    QCOMPARE(files.size(), size_t(6));  // notes.txt is not a record
    const PlaytestRecords r = readPlaytestRecords(files, registry().lookup());
    QCOMPARE(r.variant, std::string("classic"));
    QCOMPARE(r.used, (std::vector<std::string>{"game11.gsr", "game12.gsr", "game13.gsr"}));
    QCOMPARE(r.games.size(), size_t(3));
    QCOMPARE(r.skipped.size(), size_t(3));
    QCOMPARE(r.skipped[0].name, std::string("broken.gsr"));
    QCOMPARE(int(r.skipped[0].why), int(PlaytestSkip::Unreadable));
    QVERIFY(skipReasonText(r.skipped[0]).starts_with("not a game record: "));
    QCOMPARE(r.skipped[1].name, std::string("other.gsr"));
    QCOMPARE(skipReasonText(r.skipped[1]), std::string("other variant (quick)"));
    QCOMPARE(r.skipped[2].name, std::string("unfinished.gsr"));
    QCOMPARE(skipReasonText(r.skipped[2]), std::string("not finished"));

    // A file that cannot be read at all, and a record whose moves do not replay.
    std::vector<PlaytestFile> more = files;
    more.push_back({"locked.gsr", {}, "Permission denied"});
    std::string bad = valid_[0].text;
    const size_t at = bad.find("1w. ");
    QVERIFY(at != std::string::npos);
    bad.insert(at + 4, "a1a2 ");
    more.push_back({"tampered.gsr", bad, {}});
    const PlaytestRecords r2 = readPlaytestRecords(more, registry().lookup());
    QCOMPARE(r2.games.size(), size_t(3));
    QCOMPARE(r2.skipped.size(), size_t(5));
    QCOMPARE(skipReasonText(r2.skipped[3]), std::string("not a game record: Permission denied"));
    QCOMPARE(int(r2.skipped[4].why), int(PlaytestSkip::Illegal));
}

// By hand: the records' wins and goals, from the games' final positions.
void TestPlaytest::ratesComeFromTheRecords()
{
    const PlaytestRecords r = readPlaytestRecords(readPlaytestFolder(dir_->path()), registry().lookup());
    const LabStats s = analyseLab(r.games);
    int whiteWins = 0, goalsWhite = 0;
    for (const Sample& v : valid_) {
        whiteWins += v.played.final.result() == Result::WhiteWins;
        goalsWhite += v.played.final.score(Side::White);
    }
    QCOMPARE(s.games, 3);
    QCOMPARE(s.whiteWins, whiteWins);
    QCOMPARE(s.whiteWinRate.estimate, whiteWins / 3.0);
    QCOMPARE(s.goalsWhite.mean, goalsWhite / 3.0);
}

void TestPlaytest::variantCanBeChosen()
{
    const PlaytestRecords r = readPlaytestRecords(readPlaytestFolder(dir_->path()), registry().lookup(), "quick");
    QCOMPARE(r.used, std::vector<std::string>{"other.gsr"});
    QCOMPARE(r.skipped.size(), size_t(5));
    QCOMPARE(skipReasonText(r.skipped[1]), std::string("other variant (classic)"));
}

void TestPlaytest::cliReportsRecordsBesideComputerGames()
{
    const Run json = cli({"lab", "--records", dir_->path(), "--white", "random", "--black", "random", "--games", "4", "--seed", "3",
                          "--json", "--quiet"});
    QCOMPARE(json.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonObject records = o.value("records").toObject();
    QCOMPARE(records.value("variant").toString(), QString("classic"));
    QCOMPARE(records.value("used").toArray(), (QJsonArray{"game11.gsr", "game12.gsr", "game13.gsr"}));
    const QJsonArray skipped = records.value("skipped").toArray();
    QCOMPARE(skipped.size(), 3);
    QCOMPARE(skipped[0].toObject().value("file").toString(), QString("broken.gsr"));
    QCOMPARE(skipped[0].toObject().value("why").toString(), QString("unreadable"));
    QCOMPARE(skipped[1].toObject().value("reason").toString(), QString("other variant (quick)"));
    QCOMPARE(skipped[2].toObject().value("reason").toString(), QString("not finished"));
    QCOMPARE(o.value("a").toObject().value("games").toInt(), 3);
    QCOMPARE(o.value("b").toObject().value("games").toInt(), 4);
    QCOMPARE(o.value("b").toObject().value("white").toString(), QString("random"));
    QVERIFY(o.value("comparison").toObject().contains("white_win_rate"));
    QVERIFY(!o.value("verdict").toArray().isEmpty());
    QVERIFY(!o.contains("run"));

    const Run text = cli({"lab", "--records", dir_->path(), "--white", "random", "--black", "random", "--quiet"});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.contains("3 used, 3 skipped (variant classic)"), qPrintable(text.out));
    QVERIFY(text.out.contains("skipped other.gsr: other variant (quick)"));
    QVERIFY(text.out.contains("skipped unfinished.gsr: not finished"));
    QVERIFY(text.out.contains("computer games minus your games"));
}

void TestPlaytest::cliRefusesAFolderWithoutRecords()
{
    QTemporaryDir empty;
    const Run none = cli({"lab", "--records", empty.path(), "--quiet"});
    QCOMPARE(none.code, 2);
    QVERIFY(none.err.contains("no finished game record"));
    const Run missing = cli({"lab", "--records", empty.filePath("nowhere"), "--quiet"});
    QCOMPARE(missing.code, 2);
    const Run mixed = cli({"lab", "--records", dir_->path(), "--compare", "quick"});
    QCOMPARE(mixed.code, 2);
}

QTEST_GUILESS_MAIN(TestPlaytest)
#include "tst_playtest.moc"
