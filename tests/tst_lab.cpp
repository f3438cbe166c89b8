// The playtesting lab: its statistics against hand-computed values, and lab runs that are
// reproducible, add up, and stop when asked.
#include "testsupport.h"

#include "formats/labexport.h"
#include "formats/matchexport.h"
#include "lab/lab.h"
#include "lab/matchrun.h"
#include "lab/parallel.h"
#include "lab/quality.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <atomic>
#include <stdexcept>

using namespace gs;
using namespace test;

class TestLab : public QObject {
    Q_OBJECT
private slots:
    void oneGameLoopUnderMatchesTheLabAndTheDemo();
    void parallelForPlaysEachItemOnceAndStops();
    void wilsonInterval();
    void summaryOfValues();
    void differenceOfProportions();
    void differenceOfMeans();
    void analyseHandMadeGames();
    void qualityOfScriptedGames();
    void qualityMeasuresOfHandMadeGames();
    void qualityInReportsAndShardLines();
    void runIsReproducibleWhateverTheJobs();
    void runCountsAddUp();
    void stopReturnsFinishedGames();
    void badSpecIsRefusedUpFront();
    void exportsJsonAndCsv();
    void pentanomialEloHandComputed();
    void sprtHandComputed();
    void shardItemsCoverEachGameOnce();
    void shardsMergeIntoTheSameReport();
    void mergeRefusesMissingDuplicateAndForeignShards();
    void shardFileResumesAfterAnUnfinishedLine();
    void pairedMatchSharesDealsAndCountsPairs();
    void matchShardsMergeIntoTheSameReport();
};

namespace {

bool near(double a, double b, double eps = 1e-9) { return std::fabs(a - b) < eps; }

// Plays shard K of N of a lab run as the CLI does and returns its lines as read back from a file.
std::vector<ShardLine> labShard(const LabConfig& a, const LabConfig* b, int k, int n, const QString& path)
{
    const QJsonObject run = labShardRun(a, b, registry().document(a.rules->id()), b ? registry().document(b->rules->id()) : QJsonObject(), "test");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    const std::vector<int> mine = shardItems(a.games, k, n);
    for (const LabGame& g : runLabGames(a, mine))
        f.write(shardLineText("lab", run, k, n, labShardGame(g, false)));
    if (b)
        for (const LabGame& g : runLabGames(*b, mine))
            f.write(shardLineText("lab", run, k, n, labShardGame(g, true)));
    f.close();
    return readShardFile(path, "lab").lines;
}

QByteArray reportBytes(const LabRunInfo& a, const std::vector<LabGame>& ga, const LabRunInfo* b, const std::vector<LabGame>& gb)
{
    const LabStats sa = analyseLab(ga), sb = analyseLab(gb);
    return QJsonDocument(labReportToJson(a, sa, b, b ? &sb : nullptr)).toJson(QJsonDocument::Compact);
}

QString mergeError(const std::vector<ShardLine>& lines)
{
    try {
        mergeLabShards(lines);
    } catch (const ShardError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

// A paired greedy-random match of `games` games, and the numbers 1..games.
MatchConfig pairedMatch(int games, uint64_t seed)
{
    MatchConfig c;
    c.rules = &classic();
    c.aSpec = "greedy";
    c.bSpec = "random";
    c.games = games;
    c.seed = seed;
    c.paired = true;
    return c;
}

std::vector<int> gameNumbers(int games)
{
    std::vector<int> all;
    for (int g = 1; g <= games; ++g)
        all.push_back(g);
    return all;
}

// Plays `moves` (each legal) from `s` with a QualityTracker watching, as playLabGame does.
LabGame scriptedGame(State s, std::initializer_list<const char*> moves)
{
    QualityTracker tracker(s);
    LabGame g;
    for (const char* m : moves) {
        const State before = s;
        play(s, {m});
        tracker.observe(before, s);
        ++g.plies;
    }
    g.result = s.result();
    g.reason = s.endReason();
    g.goals = {s.score(Side::White), s.score(Side::Black)};
    tracker.finish(g.result, g.plies, g);
    return g;
}

// Legal moves summed over the Move 1 / Move 2 positions of a scripted line.
int legalAlong(State s, std::initializer_list<const char*> moves)
{
    int sum = 0;
    for (const char* m : moves) {
        if (s.phase() == Phase::YouthMove || s.phase() == Phase::FirstTeamMove)
            sum += int(legal(s).size());
        play(s, {m});
    }
    return sum;
}

}  // namespace

void TestLab::wilsonInterval()
{
    // Hand-computed: 50 of 100 gives 0.5 (0.4038-0.5962); 0 of 10 gives 0 (0-0.2775).
    Interval i = wilson(50, 100);
    QCOMPARE(i.estimate, 0.5);
    QVERIFY(std::fabs(i.low - 0.40383) < 1e-4);
    QVERIFY(std::fabs(i.high - 0.59617) < 1e-4);
    i = wilson(0, 10);
    QCOMPARE(i.low, 0.0);
    QVERIFY(std::fabs(i.high - 0.277542) < 1e-5);
    i = wilson(10, 10);
    QCOMPARE(i.high, 1.0);
    QVERIFY(std::fabs(i.low - (1 - 0.277542)) < 1e-5);
    i = wilson(0, 0);
    QCOMPARE(i.low, 0.0);
    QCOMPARE(i.high, 1.0);
}

void TestLab::summaryOfValues()
{
    const Summary s = summarize({1, 2, 3, 4});
    QCOMPARE(s.n, 4);
    QCOMPARE(s.mean, 2.5);
    QVERIFY(std::fabs(s.sd - 1.290994) < 1e-6);   // sqrt(5/3)
    QVERIFY(std::fabs(s.low - 1.234826) < 1e-6);  // 2.5 - 1.96 * sd / 2
    QVERIFY(std::fabs(s.high - 3.765174) < 1e-6);
    const Summary one = summarize({7});
    QCOMPARE(one.sd, 0.0);
    QCOMPARE(one.low, 7.0);
    QCOMPARE(summarize({}).n, 0);
}

void TestLab::differenceOfProportions()
{
    // 30/100 against 45/100: +0.15, Newcombe's hybrid score interval 0.0158-0.2768 (the
    // normal one was 0.0174-0.2826), pooled z-test p = 0.0285.
    const Difference d = compareProportions(30, 100, 45, 100);
    QVERIFY(std::fabs(d.diff - 0.15) < 1e-12);
    QVERIFY(std::fabs(d.low - 0.015850) < 1e-5);
    QVERIFY(std::fabs(d.high - 0.276833) < 1e-5);
    QVERIFY(std::fabs(d.pValue - 0.028460) < 1e-5);
    QVERIFY(d.significant);
    const Difference same = compareProportions(40, 100, 40, 100);
    QCOMPARE(same.diff, 0.0);
    QVERIFY(std::fabs(same.pValue - 1.0) < 1e-12);
    QVERIFY(!same.significant);
    QVERIFY(!compareProportions(0, 0, 3, 10).significant);
    // Newcombe's own example (Statistics in Medicine 17, 1998, method 10): 56/70 against
    // 48/80, +0.2000, 0.0524 to 0.3339.
    const Difference newcombe = compareProportions(48, 80, 56, 70);
    QVERIFY(std::fabs(newcombe.low - 0.0524) < 5e-5 && std::fabs(newcombe.high - 0.3339) < 5e-5);
    // A few games never read past +-100 points (1 of 3 against 2 of 3: the normal interval
    // was -0.421 to 1.088), nor past the shares themselves (0 of 10 against 9 of 10).
    const Difference few = compareProportions(1, 3, 2, 3);
    QVERIFY(few.low > -1 && few.high < 1 && few.low < 0 && few.high > few.diff);
    QVERIFY(compareProportions(0, 10, 9, 10).high < 1);
}

void TestLab::differenceOfMeans()
{
    // {1,2,3,4} against {3.5,4.5,5.5,6.5}: +2.5, se 0.9129, z 2.7386, p 0.00617.
    const Difference d = compareMeans(summarize({1, 2, 3, 4}), summarize({3.5, 4.5, 5.5, 6.5}));
    QCOMPARE(d.diff, 2.5);
    QVERIFY(std::fabs(d.pValue - 0.0061699) < 1e-6);
    QVERIFY(std::fabs(d.low - 0.710773) < 1e-5);
    QVERIFY(d.significant);
    const Difference flat = compareMeans(summarize({2, 2}), summarize({2, 2, 2}));
    QCOMPARE(flat.pValue, 1.0);
    QCOMPARE(compareMeans(summarize({2, 2}), summarize({3, 3})).pValue, 0.0);
}

void TestLab::analyseHandMadeGames()
{
    auto game = [](Result r, int w, int b, int turns, EndReason why, int penalties) {
        LabGame g;
        g.result = r;
        g.goals = {w, b};
        g.turns = turns;
        g.plies = 4 * turns;
        g.reason = why;
        g.penalties = penalties;
        return g;
    };
    const std::vector<LabGame> games = {
        game(Result::WhiteWins, 2, 0, 5, EndReason::StarCaptured, 1),
        game(Result::BlackWins, 1, 3, 20, EndReason::TurnLimit, 0),
        game(Result::Draw, 1, 1, 20, EndReason::TurnLimit, 2),
        game(Result::WhiteWins, 1, 0, 3, EndReason::Blocked, 0),
    };
    const LabStats s = analyseLab(games);
    QCOMPARE(s.games, 4);
    QCOMPARE(s.whiteWins, 2);
    QCOMPARE(s.blackWins, 1);
    QCOMPARE(s.draws, 1);
    QCOMPARE(s.whiteScore.estimate, 0.625);  // (2 + 0.5) / 4
    QCOMPARE(s.goalsWhite.mean, 1.25);
    QCOMPARE(s.goalsBlack.mean, 1.0);
    QCOMPARE(s.turns.mean, 12.0);
    QCOMPARE(s.endReasons[size_t(EndReason::TurnLimit)], 2);
    QCOMPARE(s.endReasons[size_t(EndReason::StarCaptured)], 1);
    QCOMPARE(s.endReasons[size_t(EndReason::Blocked)], 1);
    QCOMPARE(int(s.lengthCounts.size()), 21);
    QCOMPARE(s.lengthCounts[20], 2);
    QCOMPARE(s.lengthCounts[3], 1);
    QCOMPARE(s.penalties.mean, 0.75);
    QCOMPARE(s.gamesWithPenalty.estimate, 0.5);
    // The interval around 0.75 penalties a game reaches below zero and is cut there.
    QCOMPARE(s.penalties.low, 0.0);
    QVERIFY2(s.penalties.high > 0.75 && s.penalties.high < 3, qPrintable(QString::number(s.penalties.high)));
}

void TestLab::runIsReproducibleWhateverTheJobs()
{
    LabConfig c;
    c.rules = &classic();
    c.games = 60;
    c.seed = 42;
    c.whiteSpec = "greedy";
    c.jobs = 1;
    const auto one = runLab(c);
    c.jobs = 3;
    const auto three = runLab(c);
    QCOMPARE(one.size(), size_t(60));
    QCOMPARE(three.size(), size_t(60));
    for (size_t i = 0; i < one.size(); ++i) {
        QCOMPARE(one[i].index, int(i));
        QCOMPARE(three[i].index, int(i));
        QCOMPARE(one[i].plies, three[i].plies);
        QCOMPARE(one[i].goals, three[i].goals);
        QCOMPARE(one[i].result, three[i].result);
    }
    c.seed = 43;
    const auto other = runLab(c);
    int differ = 0;
    for (size_t i = 0; i < one.size(); ++i)
        differ += one[i].plies != other[i].plies;
    QVERIFY(differ > 10);
}

void TestLab::runCountsAddUp()
{
    LabConfig c;
    c.rules = &classic();
    c.games = 300;
    c.jobs = 2;
    int calls = 0, last = 0;
    bool increasing = true;
    const auto games = runLab(c, [&](int done) {
        increasing = increasing && done == last + 1;
        last = done;
        ++calls;
    });
    QCOMPARE(calls, 300);
    QVERIFY(increasing);
    const LabStats s = analyseLab(games);
    QCOMPARE(s.whiteWins + s.blackWins + s.draws, 300);
    int reasons = 0;
    for (int n : s.endReasons)
        reasons += n;
    QCOMPARE(reasons, 300);
    int lengths = 0;
    for (int n : s.lengthCounts)
        lengths += n;
    QCOMPARE(lengths, 300);
    for (const LabGame& g : games) {
        // Score matches the result; Penalty goals and substitutions within what the rules allow.
        QCOMPARE(g.result, g.goals[0] > g.goals[1] ? Result::WhiteWins : g.goals[1] > g.goals[0] ? Result::BlackWins : Result::Draw);
        QVERIFY(g.penaltyGoals <= g.penalties);
        QVERIFY(g.substitutions <= 2);
        QVERIFY(g.substitutions <= g.promotions);
        QVERIFY(g.debutMoves <= g.promotions);
        QVERIFY(g.turns >= 1 && g.turns <= 20);
    }
    // Random play in classic: every kind of event shows up in 300 games.
    QVERIFY(s.penalties.mean > 0);
    QVERIFY(s.offsides.mean > 0);
    QVERIFY(s.promotions.mean > 0);
    QVERIFY(s.substitutions.mean > 0);
    QVERIFY(s.debutMoves.mean > 0);
}

void TestLab::stopReturnsFinishedGames()
{
    LabConfig c;
    c.rules = &classic();
    c.games = 1000;
    c.jobs = 2;
    std::atomic<bool> stop{false};
    const auto games = runLab(c, [&](int done) {
        if (done == 25)
            stop = true;
    }, &stop);
    QVERIFY(games.size() >= 25);
    QVERIFY(games.size() < 1000);
    for (size_t i = 1; i < games.size(); ++i)
        QVERIFY(games[i - 1].index < games[i].index);
}

void TestLab::badSpecIsRefusedUpFront()
{
    LabConfig c;
    c.rules = &classic();
    c.whiteSpec = "grandmaster";
    QVERIFY_THROWS_EXCEPTION(BadPlayerSpec, runLab(c));
}

// Two games played move by move from one position: White's First Teamer 9 on c5 can take
// Black's Youth 7 (a goal) and later the Star Player on d8 (two goals, the end); Black's 10
// on e5 can take White's Youth 8 and 11 (a goal each). Lead changes, the ply that settled the
// game and whether the winner was ever behind are known by hand.
void TestLab::qualityOfScriptedGames()
{
    const State start = position({{"d1", "w1+"}, {"c5", "w9+"}, {"a3", "w5"}, {"e4", "w8"}, {"f3", "w11"},
                                  {"d10", "b1+"}, {"e5", "b10+"}, {"c6", "b7"}, {"d8", "bs"}, {"g8", "b5"}},
                                 "w f 5 0-0 -,- classic");
    // 1-0, 1-1, 1-2, then the Star: 3-2. White led, Black led, White won from behind.
    const auto swing = {"c5xc6", "g8g7", "e5xe4", "a3a4", "c6c7", "g7g6", "e4xf3", "a4a5", "c7xd8"};
    const LabGame a = scriptedGame(start, swing);
    QCOMPARE(a.result, Result::WhiteWins);
    QCOMPARE(a.goals, (std::array<int, 2>{3, 2}));
    QCOMPARE(a.reason, EndReason::StarCaptured);
    QCOMPARE(a.plies, 9);
    QCOMPARE(a.leadChanges, 2);    // White to Black at ply 7, Black to White at ply 9 (level at 3 is no change)
    QCOMPARE(a.settledPly, 9);     // the last ply put the winner ahead
    QCOMPARE(a.winnerTrailed, 1);  // 1-2 after ply 7
    QCOMPARE(a.movePositions, 9);  // every ply was a Move 1 or Move 2
    QCOMPARE(a.legalMoves, legalAlong(start, swing));
    QVERIFY(a.legalMoves > 9);
    // 1-0 at once, then quiet moves, then the Star: 3-0, settled at ply 1 of 9, no drama.
    const auto early = {"c5xc6", "g8g7", "e5e6", "a3a4", "c6c7", "g7g6", "e6e5", "a4a5", "c7xd8"};
    const LabGame b = scriptedGame(start, early);
    QCOMPARE(b.goals, (std::array<int, 2>{3, 0}));
    QCOMPARE(b.leadChanges, 0);
    QCOMPARE(b.settledPly, 1);
    QCOMPARE(b.winnerTrailed, 0);
    QCOMPARE(b.legalMoves, legalAlong(start, early));
    // Black levels and the game stops there (a drawn line is not settled: no winner).
    const LabGame c = scriptedGame(start, {"c5xc6", "g8g7", "e5xe4"});
    QCOMPARE(c.result, Result::None);
    QCOMPARE(c.leadChanges, 0);
    QCOMPARE(c.settledPly, 0);
    QCOMPARE(c.winnerTrailed, 0);
    QCOMPARE(c.movePositions, 3);

    const LabQuality q = analyseQuality({a, b});
    QCOMPARE(q.wonGames, 2);
    QCOMPARE(q.settledAt.mean, (1.0 + 1.0 / 9) / 2);
    QCOMPARE(q.leadChanges.mean, 1.0);
    QCOMPARE(q.drama.estimate, 0.5);
    QCOMPARE(q.starDecides.estimate, 1.0);
    QCOMPARE(q.whiteEdge.estimate, 0.5);
    QCOMPARE(q.blocked.estimate, 0.0);
}

// The run's measures from games with known numbers, each with its interval and, against a
// second run, its difference.
void TestLab::qualityMeasuresOfHandMadeGames()
{
    auto game = [](Result r, int plies, int settled, int changes, int trailed, int legal, int positions, EndReason why, int passes) {
        LabGame g;
        g.result = r;
        g.plies = plies;
        g.settledPly = settled;
        g.leadChanges = changes;
        g.winnerTrailed = trailed;
        g.legalMoves = legal;
        g.movePositions = positions;
        g.reason = why;
        g.passes = passes;
        return g;
    };
    const std::vector<LabGame> games = {
        game(Result::WhiteWins, 10, 5, 2, 1, 100, 10, EndReason::StarCaptured, 0),
        game(Result::BlackWins, 20, 20, 0, 0, 300, 10, EndReason::TurnLimit, 1),
        game(Result::Draw, 40, 0, 1, 0, 200, 10, EndReason::Blocked, 0),
        game(Result::WhiteWins, 8, 2, 0, 0, 80, 8, EndReason::StarReachedGoalLine, 0),
    };
    const LabQuality q = analyseQuality(games);
    QCOMPARE(q.games, 4);
    QCOMPARE(q.wonGames, 3);
    QVERIFY(near(q.whiteEdge.estimate, 0.125));  // (2 + 1/2) / 4 - 1/2
    const Interval score = wilson(2.5, 4);
    QVERIFY(near(q.whiteEdge.low, score.low - 0.5) && near(q.whiteEdge.high, score.high - 0.5));
    QCOMPARE(q.drawRate.estimate, 0.25);
    QVERIFY(near(q.settledAt.mean, (0.5 + 1.0 + 0.25) / 3));  // won games only
    QCOMPARE(q.settledAt.n, 3);
    QVERIFY(q.settledAt.high <= 1.0 && q.settledAt.low >= 0.0);
    QCOMPARE(q.leadChanges.mean, 0.75);
    QVERIFY(near(q.drama.estimate, 1.0 / 3));
    QVERIFY(near(q.drama.low, wilson(1, 3).low) && near(q.drama.high, wilson(1, 3).high));
    QCOMPARE(q.plies.mean, 19.5);
    QCOMPARE(q.starDecides.estimate, 0.5);
    QCOMPARE(q.branching.mean, 17.5);  // (10 + 30 + 20 + 10) / 4
    QCOMPARE(q.blocked.estimate, 0.5);  // one blocked end, one pass
    const Summary branching = summarize({10, 30, 20, 10});
    QVERIFY(near(q.branching.low, branching.low) && near(q.branching.high, branching.high));
    // Against the same games with every winner's comeback taken away: drama falls by 1/3.
    std::vector<LabGame> calm = games;
    calm[0].winnerTrailed = 0;
    const QualityComparison c = compareQuality(q, analyseQuality(calm));
    QVERIFY(near(c.drama.diff, -1.0 / 3));
    const Difference expected = compareProportions(1, 3, 0, 3);
    QVERIFY(near(c.drama.low, expected.low) && near(c.drama.pValue, expected.pValue));
    QCOMPARE(c.leadChanges.diff, 0.0);
    QCOMPARE(c.whiteEdge.diff, 0.0);
    // The whole report carries them.
    QCOMPARE(analyseLab(games).quality.branching.mean, 17.5);
    QCOMPARE(compareLabs(analyseLab(games), analyseLab(calm)).quality.drama.diff, c.drama.diff);
}

void TestLab::qualityInReportsAndShardLines()
{
    LabConfig cfg;
    cfg.rules = &classic();
    cfg.whiteSpec = "greedy";
    cfg.games = 30;
    cfg.seed = 4;
    const std::vector<LabGame> games = runLab(cfg);
    int changes = 0;
    for (const LabGame& g : games) {
        QVERIFY(g.movePositions > 0 && g.movePositions <= g.plies);
        QVERIFY(g.settledPly <= g.plies);
        changes += g.leadChanges;
        // Every field goes to a shard line and back.
        const LabGame back = labGameFromJson(labGameToJson(g));
        QCOMPARE(back.leadChanges, g.leadChanges);
        QCOMPARE(back.settledPly, g.settledPly);
        QCOMPARE(back.winnerTrailed, g.winnerTrailed);
        QCOMPARE(back.legalMoves, g.legalMoves);
        QCOMPARE(back.movePositions, g.movePositions);
    }
    // A line from before these measures is refused, saying why.
    QJsonObject old = labGameToJson(games.front());
    for (const char* key : {"lead_changes", "settled_ply", "winner_trailed", "legal_moves", "move_positions"})
        old.remove(key);
    try {
        labGameFromJson(old);
        QFAIL("a line without the quality measures was read");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString(e.what()).contains("older goalscorer-cli"), e.what());
    }
    const LabStats s = analyseLab(games);
    const LabRunInfo info = labRunInfo(cfg);
    const QJsonObject report = labReportToJson(info, s, &info, &s);
    const QJsonObject q = report["a"].toObject()["quality"].toObject();
    for (const char* key : {"white_edge", "draws", "settled_at", "lead_changes", "drama", "plies", "star_decides", "branching", "blocked"})
        QVERIFY2(q.contains(key), key);
    QVERIFY(near(q["lead_changes"].toObject()["mean"].toDouble(), double(changes) / games.size()));
    QCOMPARE(q["won_games"].toInt(), s.whiteWins + s.blackWins);
    QVERIFY(q["branching"].toObject()["mean"].toDouble() > 1);
    const QJsonObject d = report["comparison"].toObject()["quality"].toObject();
    QCOMPARE(d["drama"].toObject()["diff"].toDouble(), 0.0);
    QVERIFY(labCsvHeader().trimmed().endsWith("lead_changes,settled_ply,winner_trailed,legal_moves,move_positions"));
}

void TestLab::exportsJsonAndCsv()
{
    LabConfig c;
    c.rules = &classic();
    c.games = 20;
    const auto a = runLab(c);
    LabConfig c2 = c;
    c2.rules = registry().find("quick");
    const auto b = runLab(c2);
    const LabStats sa = analyseLab(a), sb = analyseLab(b);
    const LabRunInfo ia = labRunInfo(c), ib = labRunInfo(c2);
    const QJsonObject report = labReportToJson(ia, sa, &ib, &sb);
    QCOMPARE(report["a"].toObject()["variant"].toString(), QString("classic"));
    QCOMPARE(report["b"].toObject()["variant"].toString(), QString("quick"));
    QCOMPARE(report["a"].toObject()["games"].toInt(), 20);
    QVERIFY(report["comparison"].toObject().contains("white_win_rate"));
    const QJsonObject rate = report["a"].toObject()["white_win_rate"].toObject();
    QVERIFY(rate["low"].toDouble() <= rate["rate"].toDouble() && rate["rate"].toDouble() <= rate["high"].toDouble());
    const QString csv = labCsvHeader() + labGamesToCsv("classic", a);
    const QStringList lines = csv.trimmed().split('\n');
    QCOMPARE(lines.size(), 21);
    const int columns = int(lines[0].count(',')) + 1;
    for (const QString& l : lines)
        QCOMPARE(int(l.count(',')) + 1, columns);
    QVERIFY(lines[1].startsWith("classic,1,"));
}

// Hand-computed (python, the formulas in labstats.h): mean pair score, Elo and its interval.
void TestLab::pentanomialEloHandComputed()
{
    // Symmetric counts: score 1/2, variance 0.075 per pair, half-width 1.96 * sqrt(0.075 / 100).
    PairedElo e = pentanomialElo({10, 20, 40, 20, 10});
    QCOMPARE(e.pairs, 100);
    QCOMPARE(e.score, 0.5);
    QVERIFY(near(e.elo, 0.0));
    QVERIFY(near(e.low, -37.44205973535754, 1e-6));
    QVERIFY(near(e.high, 37.44205973535754, 1e-6));
    e = pentanomialElo({5, 10, 30, 35, 20});
    QVERIFY(near(e.score, 0.6375));
    QVERIFY(near(e.elo, 98.06887127959205, 1e-6));
    QVERIFY(near(e.low, 59.651311967015985, 1e-6));
    QVERIFY(near(e.high, 138.98564716239602, 1e-6));
    // A clean sweep stays finite (the score is clamped to 0.999).
    e = pentanomialElo({0, 0, 0, 0, 5});
    QVERIFY(near(e.elo, 1199.8261952903777, 1e-6));
    QCOMPARE(pentanomialElo({}).pairs, 0);
    QVERIFY(near(eloFromScore(scoreFromElo(123.0)), 123.0, 1e-9));
}

void TestLab::sprtHandComputed()
{
    SprtResult r = sprt({10, 20, 40, 20, 10}, 0, 20);
    QVERIFY(near(r.lower, -2.9444389791664403));
    QVERIFY(near(r.upper, 2.9444389791664403));
    QVERIFY(near(r.llr, -0.5480487047519308, 1e-9));
    QCOMPARE(r.decision, SprtResult::Continue);
    r = sprt({5, 10, 30, 35, 20}, 0, 20);
    QVERIFY(near(r.llr, 4.067121592920034, 1e-9));
    QCOMPARE(r.decision, SprtResult::AcceptH1);
    r = sprt({30, 40, 20, 8, 2}, 0, 20);
    QVERIFY(near(r.llr, -5.778663345933805, 1e-9));
    QCOMPARE(r.decision, SprtResult::AcceptH0);
    // Zero counts are regularized (0.001), so five straight wins give a finite, small LLR.
    r = sprt({0, 0, 0, 0, 5}, 0, 20);
    QVERIFY(near(r.llr, 0.2961731047591488, 1e-9));
    // Two drawn pairs have no variance to speak of: a huge negative LLR, but too few pairs
    // (kSprtMinPairs) to decide anything. Thirty of them decide.
    r = sprt({0, 0, 2, 0, 0}, 0, 100);
    QVERIFY(r.llr < r.lower);
    QCOMPARE(r.decision, SprtResult::Continue);
    QCOMPARE(sprt({0, 0, kSprtMinPairs, 0, 0}, 0, 100).decision, SprtResult::AcceptH0);
    QCOMPARE(sprt({0, 0, kSprtMinPairs - 1, 0, 0}, 0, 100).decision, SprtResult::Continue);
    // Sequentially: 40 pairs A wins both games of (LLR crosses the upper bound once 30 pairs are
    // in), fed in order or with each pair's games swapped and the later pairs first, decide on
    // the same pair.
    SequentialSprt inOrder(0, 100), shuffled(0, 100);
    int decidedAt = 0;
    for (int g = 1; g <= 80 && !decidedAt; ++g)
        if (inOrder.add(g, 1.0))
            decidedAt = inOrder.pairs();
    QCOMPARE(decidedAt, kSprtMinPairs);
    for (int p = 40; p >= 1; --p) {
        shuffled.add(2 * p, 1.0);
        QVERIFY(!shuffled.decided());  // nothing is tested until pair 1 is complete
        shuffled.add(2 * p - 1, 1.0);
    }
    QVERIFY(shuffled.decided());
    QCOMPARE(shuffled.pairs(), decidedAt);
    // Other error rates move the bounds: ln(0.1 / 0.95) and ln(0.9 / 0.05).
    r = sprt({0, 0, 1, 0, 0}, 0, 20, 0.05, 0.1);
    QVERIFY(near(r.lower, std::log(0.1 / 0.95)));
    QVERIFY(near(r.upper, std::log(0.9 / 0.05)));
}

void TestLab::shardItemsCoverEachGameOnce()
{
    for (int n : {1, 2, 3, 7, 40}) {
        std::vector<int> seen(37, 0);
        size_t smallest = 1000, largest = 0;
        for (int k = 1; k <= n; ++k) {
            const std::vector<int> items = shardItems(37, k, n);
            smallest = std::min(smallest, items.size());
            largest = std::max(largest, items.size());
            for (int i : items) {
                QCOMPARE(labShardOf(i, n), k);
                ++seen[size_t(i)];
            }
        }
        QVERIFY(largest - smallest <= 1);
        QCOMPARE(std::count(seen.begin(), seen.end(), 1), 37L);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shardItems(10, 0, 3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shardItems(10, 4, 3));
}

// The report from merged shards is byte for byte the unsharded report, for several N and an
// uneven split (37 games), comparing two variants.
void TestLab::shardsMergeIntoTheSameReport()
{
    LabConfig a;
    a.rules = &classic();
    a.games = 37;
    a.seed = 11;
    a.whiteSpec = "greedy";
    a.jobs = 2;
    LabConfig b = a;
    b.rules = registry().find("quick");
    const LabRunInfo ia = labRunInfo(a), ib = labRunInfo(b);
    const QByteArray whole = reportBytes(ia, runLab(a), &ib, runLab(b));
    QTemporaryDir dir;
    for (int n : {1, 2, 3, 5, 8}) {
        std::vector<ShardLine> lines;
        // Shards merged in any order: last first.
        for (int k = n; k >= 1; --k)
            for (ShardLine& l : labShard(a, &b, k, n, dir.filePath(QString("n%1-k%2.jsonl").arg(n).arg(k))))
                lines.push_back(l);
        const MergedLab m = mergeLabShards(lines);
        QCOMPARE(m.shards, n);
        QVERIFY(m.compare);
        QCOMPARE(m.gamesA.size(), size_t(37));
        QCOMPARE(reportBytes(m.a, m.gamesA, &m.b, m.gamesB), whole);
    }
    // Every field of a game survives its line.
    for (const LabGame& g : runLab(a)) {
        const LabGame back = labGameFromJson(labGameToJson(g));
        QCOMPARE(labGameToJson(back), labGameToJson(g));
    }
}

void TestLab::mergeRefusesMissingDuplicateAndForeignShards()
{
    LabConfig a;
    a.rules = &classic();
    a.games = 20;
    QTemporaryDir dir;
    std::vector<std::vector<ShardLine>> shards;
    for (int k = 1; k <= 4; ++k)
        shards.push_back(labShard(a, nullptr, k, 4, dir.filePath(QString("s%1.jsonl").arg(k))));
    auto join = [](std::initializer_list<std::vector<ShardLine>> parts) {
        std::vector<ShardLine> all;
        for (const auto& p : parts)
            all.insert(all.end(), p.begin(), p.end());
        return all;
    };
    QVERIFY(mergeError(join({shards[0], shards[1], shards[2], shards[3]})).isEmpty());
    // A missing shard is named.
    QString e = mergeError(join({shards[0], shards[1], shards[3]}));
    QVERIFY2(e.contains("shard 3/4 missing"), qPrintable(e));
    e = mergeError(join({shards[0], shards[3]}));
    QVERIFY2(e.contains("shards 2/4 and 3/4 missing"), qPrintable(e));
    // A shard cut short names its missing games.
    std::vector<ShardLine> cut = shards[1];
    cut.pop_back();
    e = mergeError(join({shards[0], cut, shards[2], shards[3]}));
    QVERIFY2(e.contains("shard 2/4 lacks game 18"), qPrintable(e));
    // A game twice names both places.
    e = mergeError(join({shards[0], shards[1], shards[2], shards[3], {shards[2][1]}}));
    QVERIFY2(e.contains("game 7 appears twice: s3.jsonl line 2 and s3.jsonl line 2"), qPrintable(e));
    // Another run's shard (other players) is refused with the parameter that differs.
    LabConfig other = a;
    other.whiteSpec = "greedy";
    const std::vector<ShardLine> foreign = labShard(other, nullptr, 3, 4, dir.filePath("foreign.jsonl"));
    e = mergeError(join({shards[0], shards[1], foreign, shards[3]}));
    QVERIFY2(e.contains("foreign.jsonl line 1 belongs to another run") && e.contains("white: random vs greedy"), qPrintable(e));
    // A split into another number of shards is refused.
    const std::vector<ShardLine> halves = labShard(a, nullptr, 2, 2, dir.filePath("half.jsonl"));
    e = mergeError(join({shards[0], halves}));
    QVERIFY2(e.contains("split into 2 shards"), qPrintable(e));
    QVERIFY(mergeError({}).contains("no games"));
    // A line whose game belongs to another shard than it says is refused.
    std::vector<ShardLine> relabelled = shards[2];
    for (ShardLine& l : relabelled)
        l.shard = 2;
    e = mergeError(join({shards[0], shards[1], relabelled, shards[3]}));
    QVERIFY2(e.contains("belongs to shard 3/4, but the line says 2/4"), qPrintable(e));
}

// A shard file whose last line was cut off mid-write reads as its complete lines; a damaged
// line elsewhere, another kind of run or another version is refused with file and line.
void TestLab::shardFileResumesAfterAnUnfinishedLine()
{
    LabConfig a;
    a.rules = &classic();
    a.games = 6;
    QTemporaryDir dir;
    const QString path = dir.filePath("s.jsonl");
    const std::vector<ShardLine> lines = labShard(a, nullptr, 1, 1, path);
    QCOMPARE(lines.size(), size_t(6));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray all = f.readAll();
    f.close();
    const qint64 fiveLines = all.indexOf('\n', all.indexOf('\n', all.indexOf('\n', all.indexOf('\n', all.indexOf('\n') + 1) + 1) + 1) + 1) + 1;
    auto write = [&](const QByteArray& bytes) {
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();
    };
    write(all.left(fiveLines + 40));  // the sixth line cut off
    ShardFile r = readShardFile(path, "lab");
    QCOMPARE(r.lines.size(), size_t(5));
    QVERIFY(r.unfinishedTail);
    QCOMPARE(r.completeBytes, fiveLines);
    QVERIFY(readShardFile(dir.filePath("none.jsonl"), "lab").lines.empty());
    auto refused = [&](const QByteArray& bytes, const char* kind, const QString& needle) {
        write(bytes);
        try {
            readShardFile(path, kind);
        } catch (const ShardError& e) {
            return QString::fromUtf8(e.what()).contains(needle);
        }
        return false;
    };
    QVERIFY(refused(all.left(fiveLines) + "{oops\n" + all.mid(fiveLines), "lab", "s.jsonl line 6: not a JSON object"));
    QVERIFY(refused(all, "play", "s.jsonl line 1: a game of a lab run, not of a play run"));
    QVERIFY(refused(QByteArray(all).replace("\"version\":1", "\"version\":9"), "lab", "format version 9"));
    QVERIFY(refused("{\"format\":\"x\"}\n", "lab", "not a GOALSCORER shard line"));
    QVERIFY(refused(QByteArray(all).replace("\"shard\":[1,1]", "\"shard\":[2,1]"), "lab", "shard: must be [K, N]"));
    // A game with a bad field is refused when merged, naming file, line and field.
    write(QByteArray(all).replace("\"result\":\"", "\"result\":\"x"));
    const std::vector<ShardLine> badGames = readShardFile(path, "lab").lines;
    QVERIFY(mergeError(badGames).contains("s.jsonl line 1: game.result: must be 1-0, 0-1 or 1/2-1/2"));
}

void TestLab::pairedMatchSharesDealsAndCountsPairs()
{
    MatchConfig c = pairedMatch(40, 5);
    for (int p = 1; p <= 20; ++p) {
        QCOMPARE(gpn(matchStart(c, 2 * p - 1)), gpn(matchStart(c, 2 * p)));
        QVERIFY(gpn(matchStart(c, 2 * p)) != gpn(matchStart(c, 2 * p + 1)));
    }
    QVERIFY(aIsWhite(1) && !aIsWhite(2));
    const std::vector<int> all = gameNumbers(40);
    c.jobs = 1;
    const std::vector<MatchGame> one = runMatchGames(c, all);
    c.jobs = 3;
    const std::vector<MatchGame> three = runMatchGames(c, all);
    QCOMPARE(matchGameToJson(one[17]), matchGameToJson(three[17]));
    const MatchStats s = analyseMatch(one, true);
    QCOMPARE(s.pairs, 20);
    int pairs = 0;
    double points = 0;
    for (int k = 0; k < 5; ++k) {
        pairs += s.pentanomial[size_t(k)];
        points += s.pentanomial[size_t(k)] * k / 2.0;
    }
    QCOMPARE(pairs, 20);
    QCOMPARE(points, s.aWins + 0.5 * s.draws);  // the pentanomial adds up to A's points
    QVERIFY(s.pairedElo.low <= s.pairedElo.elo && s.pairedElo.elo <= s.pairedElo.high);
    // A pair never splits between shards; every game is in exactly one shard.
    std::vector<int> seen(41, 0);
    for (int k = 1; k <= 3; ++k)
        for (int g : matchShardNumbers(c, k, 3)) {
            ++seen[size_t(g)];
            QCOMPARE(matchShardOf(g, true, 3), k);
            QCOMPARE(matchShardOf(g % 2 ? g + 1 : g - 1, true, 3), k);
        }
    QCOMPARE(std::count(seen.begin() + 1, seen.end(), 1), 40L);
    // An incomplete last pair is not counted.
    std::vector<MatchGame> odd(one.begin(), one.end() - 1);
    QCOMPARE(analyseMatch(odd, true).pairs, 19);
}

void TestLab::matchShardsMergeIntoTheSameReport()
{
    const MatchConfig c = pairedMatch(34, 8);
    const MatchRunInfo info{"greedy", "random", "classic", 8, true};
    const std::vector<int> all = gameNumbers(c.games);
    const SprtRequest request{0, 50, 0.05, 0.05};
    const QByteArray whole = QJsonDocument(matchReportToJson(info, analyseMatch(runMatchGames(c, all), true), request)).toJson();
    QTemporaryDir dir;
    const QJsonObject run = matchShardRun(c, info, variantDigest(registry().document("classic")), "test");
    for (int n : {1, 4, 5}) {
        std::vector<ShardLine> lines;
        for (int k = 1; k <= n; ++k) {
            const QString path = dir.filePath(QString("m%1-%2.jsonl").arg(n).arg(k));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (const MatchGame& g : runMatchGames(c, matchShardNumbers(c, k, n)))
                f.write(shardLineText("play", run, k, n, matchGameToJson(g)));
            f.close();
            for (ShardLine& l : readShardFile(path, "play").lines)
                lines.push_back(l);
        }
        const MergedMatch m = mergeMatchShards(lines);
        QCOMPARE(QJsonDocument(matchReportToJson(m.info, analyseMatch(m.games, true), request)).toJson(), whole);
    }
    const QJsonObject report = QJsonDocument::fromJson(whole).object();
    QCOMPARE(report["pairs"].toInt(), 17);
    QCOMPARE(report["pentanomial"].toArray().size(), 5);
    QCOMPARE(report["elo_ci95"].toArray().size(), 2);
    // These 17 pairs lean to A but not past the upper bound (2.94 at alpha = beta = 0.05).
    QCOMPARE(report["sprt"].toObject()["result"].toString(), QString("continue"));
    QVERIFY(qAbs(report["sprt"].toObject()["llr"].toDouble() - 2.59036066435) < 1e-9);
}

// The one loop under the Lab and matches: every item once, on the workers asked for, in
// increasing order; a stop or an exception starts nothing new, and the exception comes back.
void TestLab::parallelForPlaysEachItemOnceAndStops()
{
    for (int jobs : {1, 2, 4}) {
        std::vector<std::atomic<int>> played(500);
        std::vector<int> lastOf(size_t(jobs), -1);  // each worker's items rise
        std::atomic<int> outOfOrder{0}, badWorker{0};
        parallelFor(500, jobs, [&](int worker, int k) {
            if (worker < 0 || worker >= jobs) {
                ++badWorker;
                return;
            }
            if (k <= lastOf[size_t(worker)])
                ++outOfOrder;
            lastOf[size_t(worker)] = k;
            ++played[size_t(k)];
        });
        for (int k = 0; k < 500; ++k)
            QVERIFY2(played[size_t(k)] == 1, qPrintable(QString("jobs %1: item %2 played %3 times").arg(jobs).arg(k).arg(played[size_t(k)].load())));
        QCOMPARE(badWorker.load(), 0);
        QCOMPARE(outOfOrder.load(), 0);
    }
    // A stop raised at item 10: once it is up, no worker starts a new item (one that had
    // already taken its number may still run: at most one a worker).
    std::atomic<bool> stop{false};
    std::atomic<int> afterStop{0}, played{0};
    parallelFor(1000, 4, [&](int, int k) {
        if (stop)
            ++afterStop;
        ++played;
        if (k == 10)
            stop = true;
    }, &stop);
    QVERIFY2(afterStop.load() <= 3, qPrintable(QString::number(afterStop.load())));
    // The first exception comes back to the caller, once, after every worker has joined (how
    // many items the others start while it unwinds is a race, so it is not counted here).
    std::vector<std::atomic<int>> tried(1000);
    int thrown = 0;
    try {
        parallelFor(1000, 3, [&](int, int k) {
            ++tried[size_t(k)];
            if (k == 5 || k == 6)
                throw std::runtime_error("item " + std::to_string(k));
        });
    } catch (const std::runtime_error& e) {
        thrown += QString(e.what()) == "item 5" || QString(e.what()) == "item 6";
    }
    QCOMPARE(thrown, 1);
    for (const auto& t : tried)
        QVERIFY(t.load() <= 1);
}

QTEST_GUILESS_MAIN(TestLab)
// playGame is the one loop: watching its plies changes nothing in the game, each ply is
// told with the states on both sides of it, and the Lab's counts come from what it told.
void TestLab::oneGameLoopUnderMatchesTheLabAndTheDemo()
{
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        const State start = State::deal(classic(), seed);
        auto w1 = makePlayer("greedy"), b1 = makePlayer("random"), w2 = makePlayer("greedy"), b2 = makePlayer("random");
        Rng r1(seed), r2(seed), r3(seed);
        const PlayedGame plain = playGame(start, *w1, *b1, r1, true);
        int plies = 0, promotions = 0;
        const PlayedGame watched = playGame(start, *w2, *b2, r2, false, [&](const State& before, Move m, const State& after, const EventList& events) {
            State replay = before;
            EventList again;
            replay.apply(m, &again);
            QCOMPARE(formatGpn(replay), formatGpn(after));
            QCOMPARE(again.size(), events.size());
            QCOMPARE(formatGpn(before), formatGpn(plain.positions[size_t(plies)]));
            promotions += int(std::count_if(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::Promoted; }));
            ++plies;
        });
        QCOMPARE(formatGpn(watched.final), formatGpn(plain.final));
        QCOMPARE(watched.moves, plain.moves);
        QCOMPARE(plies, int(plain.moves.size()));
        auto w3 = makePlayer("greedy"), b3 = makePlayer("random");
        const LabGame lab = playLabGame(start, *w3, *b3, r3);
        QCOMPARE(lab.plies, plies);
        QCOMPARE(lab.promotions, promotions);
        QCOMPARE(lab.goals, (std::array<int, 2>{plain.final.score(Side::White), plain.final.score(Side::Black)}));
        // The Lab's quality numbers are those of a tracker shown the same positions.
        QualityTracker tracker(start);
        for (size_t k = 0; k + 1 < plain.positions.size(); ++k)
            tracker.observe(plain.positions[k], plain.positions[k + 1]);
        LabGame expected;
        tracker.finish(plain.final.result(), plies, expected);
        QCOMPARE(lab.leadChanges, expected.leadChanges);
        QCOMPARE(lab.settledPly, expected.settledPly);
        QCOMPARE(lab.winnerTrailed, expected.winnerTrailed);
        QCOMPARE(lab.legalMoves, expected.legalMoves);
        QCOMPARE(lab.movePositions, expected.movePositions);
        QVERIFY(lab.movePositions > 0);
    }
}

#include "tst_lab.moc"
