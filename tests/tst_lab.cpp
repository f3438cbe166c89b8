// The playtesting lab: its statistics against hand-computed values, and lab runs that are
// reproducible, add up, and stop when asked.
#include "testsupport.h"

#include "formats/labexport.h"
#include "lab/lab.h"

#include <QJsonArray>

using namespace gs;
using namespace test;

class TestLab : public QObject {
    Q_OBJECT
private slots:
    void wilsonInterval();
    void summaryOfValues();
    void differenceOfProportions();
    void differenceOfMeans();
    void analyseHandMadeGames();
    void runIsReproducibleWhateverTheJobs();
    void runCountsAddUp();
    void stopReturnsFinishedGames();
    void badSpecIsRefusedUpFront();
    void exportsJsonAndCsv();
};

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
    // 30/100 against 45/100: +0.15, interval 0.0174-0.2826, pooled z-test p = 0.0285.
    const Difference d = compareProportions(30, 100, 45, 100);
    QVERIFY(std::fabs(d.diff - 0.15) < 1e-12);
    QVERIFY(std::fabs(d.low - 0.017428) < 1e-5);
    QVERIFY(std::fabs(d.high - 0.282572) < 1e-5);
    QVERIFY(std::fabs(d.pValue - 0.028460) < 1e-5);
    QVERIFY(d.significant);
    const Difference same = compareProportions(40, 100, 40, 100);
    QCOMPARE(same.diff, 0.0);
    QVERIFY(std::fabs(same.pValue - 1.0) < 1e-12);
    QVERIFY(!same.significant);
    QVERIFY(!compareProportions(0, 0, 3, 10).significant);
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
    QVERIFY(s.penalties.low >= 0);
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
    const QJsonObject report = labReportToJson(c, sa, &c2, &sb);
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

QTEST_GUILESS_MAIN(TestLab)
#include "tst_lab.moc"
