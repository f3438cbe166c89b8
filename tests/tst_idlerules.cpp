// Issue 52 item 1: in a Lab comparison, a changed rule the players never meet is named with the
// count that shows it (gs::idleRules), and when every change is such a rule the verdict stops
// asking for more games (gs::comparisonVerdict with the two variants).
#include "testsupport.h"

#include "lab/lab.h"
#include "lab/verdict.h"

#include <QtTest>

using namespace gs;
using namespace test;

namespace {

// A run's statistics: `white`, `black` and `draws` games, each ending in a turn from `firstTurn`
// to firstTurn + 3 (the Star Player captured), with `penalties` Penalties and `promotions`
// promotions.
LabStats games(int white, int black, int draws, int firstTurn, int penalties = 0, int promotions = 0, int goals = 0)
{
    std::vector<LabGame> out;
    auto add = [&](Result r, int n) {
        for (int i = 0; i < n; ++i) {
            LabGame g;
            g.index = int(out.size());
            g.result = r;
            g.turns = firstTurn + i % 4;
            g.plies = 4 * g.turns;
            g.penalties = penalties;
            g.promotions = promotions;
            g.goals = {goals, 0};
            g.reason = EndReason::StarCaptured;
            out.push_back(g);
        }
    };
    add(Result::WhiteWins, white);
    add(Result::BlackWins, black);
    add(Result::Draw, draws);
    return analyseLab(out);
}

QString text(const Sentence& s) { return QString::fromStdString(english(s)); }
QString text(const LabVerdict& v) { return QString::fromStdString(english(v)); }

}  // namespace

class TestIdleRules : public QObject {
    Q_OBJECT
private slots:
    void aTurnLimitNobodyReaches();
    void oneChangeIdleOneInPlay();
    void debutMovesAndTheSubstitute();
    void whatTheCountsCannotJudge();
    void penaltiesAndOffsidesNobodyCaptures();
};

void TestIdleRules::aTurnLimitNobodyReaches()
{
    const Variant classic = test::classic().variant();
    Variant turn12 = classic;
    turn12.turnLimit = 12;
    const LabStats a = games(90, 90, 20, 3), b = games(85, 95, 20, 3);  // every game over by turn 6
    bool allIdle = false;
    const std::vector<Sentence> idle = idleRules(classic, turn12, a, b, &allIdle);
    QCOMPARE(int(idle.size()), 1);
    QVERIFY(allIdle);
    QCOMPARE(text(idle[0]), "No game reached turn 12 (400 games): the turn limit never ended a game.");
    const LabVerdict v = comparisonVerdict(a, b, "Classic", "Turn 12", classic, turn12);
    QVERIFY2(text(v).startsWith("No game reached turn 12 (400 games): the turn limit never ended a game. More games with these players "
                                "are unlikely to show a difference"),
             qPrintable(text(v)));
    QVERIFY(!text(v).contains("too few to tell"));
    // Games that reach turn 12 bring the limit into play: the verdict as without the variants.
    const LabStats late = games(90, 90, 20, 11), later = games(85, 95, 20, 11);
    QVERIFY(idleRules(classic, turn12, late, later).empty());
    QCOMPARE(text(comparisonVerdict(late, later, "Classic", "Turn 12", classic, turn12)), text(comparisonVerdict(late, later, "Classic", "Turn 12")));
}

void TestIdleRules::oneChangeIdleOneInPlay()
{
    // The turn limit is reached, no counter is promoted: the Debut Moves are named after the
    // balance sentence, which stands.
    const Variant classic = test::classic().variant();
    Variant both = classic;
    both.turnLimit = 12;
    both.debutMoves = false;
    const LabStats a = games(90, 90, 20, 11), b = games(85, 95, 20, 11);
    bool allIdle = true;
    const std::vector<Sentence> idle = idleRules(classic, both, a, b, &allIdle);
    QCOMPARE(int(idle.size()), 1);
    QVERIFY(!allIdle);
    QCOMPARE(text(idle[0]), "No Youth Counter reached the Goal Line in 400 games: the change to the Debut Moves never came into play.");
    const LabVerdict v = comparisonVerdict(a, b, "Classic", "Both", classic, both);
    QVERIFY(text(v.sentences[0]).startsWith("No difference in balance"));
    QCOMPARE(text(v.sentences[1]), text(idle[0]));
}

void TestIdleRules::debutMovesAndTheSubstitute()
{
    const Variant classic = test::classic().variant();
    Variant noPenalties = classic, noDebuts = classic, noSubstitute = classic;
    for (CaptureResult& r : noPenalties.captureResults)
        if (r == CaptureResult::Penalty)
            r = CaptureResult::Nothing;
    noDebuts.debutMoves = false;
    // A changed Penalty is judged by the Penalties the classic games gave: one, and it is in play.
    bool allIdle = true;
    QVERIFY(idleRules(classic, noPenalties, games(90, 90, 20, 3, 1), games(85, 95, 20, 3), &allIdle).empty());
    QVERIFY(!allIdle);
    noSubstitute.substitution = false;
    const LabStats quiet = games(90, 90, 20, 3), b = games(85, 95, 20, 3);
    QCOMPARE(int(idleRules(classic, noDebuts, quiet, b).size()), 1);
    QVERIFY(idleRules(classic, noDebuts, quiet, games(85, 95, 20, 3, 0, 1)).empty());
    QCOMPARE(text(idleRules(classic, noSubstitute, quiet, b).at(0)),
             "No Youth Counter reached the Goal Line in 400 games: the change to the Substitute never came into play.");
    // Nothing differs: nothing to say.
    QVERIFY(idleRules(classic, classic, quiet, b).empty());
}

void TestIdleRules::whatTheCountsCannotJudge()
{
    // A wider pitch comes into play whatever the counts say: never "all idle".
    const Variant classic = test::classic().variant();
    Variant wider = classic;
    wider.turnLimit = 12;
    wider.files = 9;
    bool allIdle = true;
    QCOMPARE(int(idleRules(classic, wider, games(90, 90, 20, 3), games(85, 95, 20, 3), &allIdle).size()), 1);
    QVERIFY(!allIdle);
}

// The "no Penalties" change: it comes into play when a capture of a 2 to 6 shows as a
// Penalty or an Offside in the classic run; without one, it is named as idle, and being the
// only change, the verdict stops asking for more games.
void TestIdleRules::penaltiesAndOffsidesNobodyCaptures()
{
    const Variant classic = test::classic().variant();
    Variant noPenalties = classic;
    for (const Identity id : {2, 3, 4, 5, 6})
        noPenalties.captureResults[size_t(id)] = CaptureResult::Nothing;
    bool allIdle = false;
    const std::vector<Sentence> idle = idleRules(classic, noPenalties, games(90, 90, 20, 3), games(85, 95, 20, 3), &allIdle);
    QCOMPARE(int(idle.size()), 1);
    QCOMPARE(text(idle[0]), "No counter whose capture the change affects was captured in 400 games: the change to what captures do never came into play.");
    QVERIFY(allIdle);
    // A Penalty in the classic games: the change came into play.
    QVERIFY(idleRules(classic, noPenalties, games(90, 90, 20, 3, 1), games(85, 95, 20, 3)).empty());
    // Two results that leave no trace either way (nothing against nothing cannot differ; a
    // Goalkeeper made a goal, seen only as goals): the goals decide.
    Variant keeperScores = classic;
    keeperScores.captureResults[1] = CaptureResult::Goal;
    QCOMPARE(int(idleRules(classic, keeperScores, games(90, 90, 20, 3), games(85, 95, 20, 3)).size()), 1);
    // ... and with goals scored where a Goalkeeper's capture would be one (the run under
    // keeperScores), one of them may have been: in play. Goals under classic's rules tell
    // nothing of the Goalkeeper, whose capture there leaves no trace.
    QVERIFY(idleRules(classic, keeperScores, games(90, 90, 20, 3), games(85, 95, 20, 3, 0, 0, 1)).empty());
    QCOMPARE(int(idleRules(classic, keeperScores, games(90, 90, 20, 3, 0, 0, 1), games(85, 95, 20, 3)).size()), 1);
}

QTEST_GUILESS_MAIN(TestIdleRules)
#include "tst_idlerules.moc"
