// Scenario tests: every rule of RULES.md §1–§8 and every worked case of §9, as positions and moves.
#include "testsupport.h"

#include "positionbuilder.h"
#include "history.h"

#include "beliefs/uniform.h"

#include <bit>
#include <set>

using namespace gs;
using namespace test;

namespace {

VariantLookup lookupFor(const Rules& r)
{
    return [&r](std::string_view id) { return id == r.id() ? &r : registry().find(id); };
}

}  // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    // §1, §3 Setup
    void dealPlacesFixedCountersAndDealsTheRest();
    void dealIsReproducibleAndVaries();
    void starPlayerIsNeverTheSubstitute();
    // §4 Move 1 and Move 2
    void youthCountersStepForwardToEmptySquares();
    void blackYouthCountersStepDown();
    void youthCountersNeverCapture();
    void firstTeamerSteps();
    void goalkeeperCannotLeaveItsAreaEvenToCapture();
    void turnFlowAndTurnCounter();
    // §4 promotion, substitution; §5 Debut Moves
    void promotionGivesAdjacentDebut();
    void debutToOwnGoalkeepersArea();
    void debutToMidfieldArea();
    void debutWithoutDestinationFallsBackToFirstTeamerMove();
    void debutMovesOffMeansNormalMove2();
    void nosubKeepsTheSubstitute();
    void substitutionAtMostOnce();
    void substitutionDisabledByVariant();
    void replacedCounterStaysHidden();
    void replacedRevealedCounterStaysKnown();
    void substitutionDecisionNeedsTheFullState();
    void failedPutChangesNothing();
    void builtPositionIsSettledAndCountsTheMissing();
    // §6 Captures
    void captureConsequences_data();
    void captureConsequences();
    void undoFloorFollowsRealRevealsAndTheFinalWhistle();
    void penaltyOnGoalscorerScores();
    void penaltyOnStarPlayerRevealsItOnly();
    void penaltyOnOtherCounterRemovesIt();
    void offsideRevealsForTheRestOfTheGame();
    void penaltyLapsesWithoutYouthCounters();
    void offsideLapsesWhenAllRevealed();
    // §7 Views
    void viewHidesOpponentYouthAndSubstitute();
    void eventDescriptionsHideWhatTheViewerMayNotSee();
    void sentencesFillTheirMarkersOnce();
    // §8 End of the game
    void starPlayerReachingGoalLineScoresAndEnds();
    void starPlayerGoalsCanStillLose();
    void turnLimitEndsAfterBlacksLastTurn();
    void blockedAtMove1EndsGame();
    void blockedAtMove2EndsGame();
    void blockedSidePassesWhenVariantSaysSo();
    // §3 manual setup
    void arrangeRearrangesTheDealtCounters();
    void arrangeRefusesWhatIsNotTheDeal();
    // Variant clocks: running out of time
    void timeoutPassesTheRestOfTheTurn();
    void timeoutPassInBlacksLastTurnEndsTheGame();
    void timeoutLosesWhateverTheScore();
    void resultFollowsGoals();
    // §9 Worked cases: the guide's four play examples and the rules' Substitute example
    void guideExampleCapturingTheStarPlayer();
    void guideExampleScoringAGoal();
    void guideExampleOffside();
    void guideExamplePenalty();
    void rulesSubstituteExample();
};

void TestRules::dealPlacesFixedCountersAndDealsTheRest()
{
    const State s = State::deal(classic(), 11);
    const Rules& r = classic();
    QCOMPARE(q(formatCell(s.at(*r.parseSquare("d1")))), QString("w1+"));
    QCOMPARE(q(formatCell(s.at(*r.parseSquare("c4")))), QString("w9+"));
    QCOMPARE(q(formatCell(s.at(*r.parseSquare("e4")))), QString("w10+"));
    QCOMPARE(q(formatCell(s.at(*r.parseSquare("d10")))), QString("b1+"));
    QCOMPARE(q(formatCell(s.at(*r.parseSquare("c7")))), QString("b9+"));
    QCOMPARE(q(formatCell(s.at(*r.parseSquare("e7")))), QString("b10+"));
    for (const char* sq : {"d2", "a3", "b3", "c3", "d3", "e3", "f3", "g3"}) {
        const Cell c = s.at(*r.parseSquare(sq));
        QVERIFY(c != kEmpty && cellSide(c) == Side::White && !cellIsFirstTeamer(c) && !cellIsRevealed(c));
    }
    for (const char* sq : {"d9", "a8", "b8", "c8", "d8", "e8", "f8", "g8"}) {
        const Cell c = s.at(*r.parseSquare(sq));
        QVERIFY(c != kEmpty && cellSide(c) == Side::Black && !cellIsFirstTeamer(c));
    }
    for (Side side : {Side::White, Side::Black}) {
        QCOMPARE(s.countersOnPitch(side), 11);
        uint16_t seen = uint16_t(1u << s.substitute(side));
        for (int i = 0; i < 11; ++i)
            seen |= uint16_t(1u << cellIdentity(s.at(s.counterSquare(side, i))));
        QCOMPARE(int(seen), 0x1FFE);  // identities 1..12, each once
    }
    QCOMPARE(s.toAct(), Side::White);
    QCOMPARE(s.phase(), Phase::YouthMove);
    QCOMPARE(s.turn(), 1);
}

void TestRules::dealIsReproducibleAndVaries()
{
    QCOMPARE(gpn(State::deal(classic(), 5)), gpn(State::deal(classic(), 5)));
    QVERIFY(gpn(State::deal(classic(), 5)) != gpn(State::deal(classic(), 6)));
}

void TestRules::starPlayerIsNeverTheSubstitute()
{
    // Over many deals: never the Star Player, every other dealt counter sometimes, and the
    // Star Player on every Youth starting square sometimes.
    std::set<int> subs, starSquares;
    for (uint64_t seed = 0; seed < 3000; ++seed) {
        const State s = State::deal(classic(), seed);
        QVERIFY(s.substitute(Side::White) != kStar);
        QVERIFY(s.substitute(Side::Black) != kStar);
        subs.insert(s.substitute(Side::White));
        starSquares.insert(s.find(Side::White, kStar));
    }
    QCOMPARE(int(subs.size()), 8);  // 2-8 and 11
    QCOMPARE(int(starSquares.size()), 8);
    QVERIFY(!subs.count(1) && !subs.count(9) && !subs.count(10));
}

void TestRules::youthCountersStepForwardToEmptySquares()
{
    const State s = position({{"d3", "w5"}, {"d4", "b5"}, {"a3", "w6"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w y 3 0-0 -,- classic");
    QCOMPARE(legal(s), QStringList({"a3a4", "a3b4", "d3c4", "d3e4"}));
}

void TestRules::blackYouthCountersStepDown()
{
    const State s = position({{"c8", "b7"}, {"d10", "b1+"}, {"d1", "w1+"}}, "b y 3 0-0 -,- classic");
    QCOMPARE(legal(s), QStringList({"c8b7", "c8c7", "c8d7"}));
}

void TestRules::youthCountersNeverCapture()
{
    const State s = position({{"d4", "w7"}, {"c5", "b8"}, {"d5", "b3"}, {"e5", "b4"}, {"a3", "w2"}}, "w y 2 0-0 -,- classic");
    QCOMPARE(legal(s), QStringList({"a3a4", "a3b4"}));
    QVERIFY(q(explainIllegal(s, move(s, "d4d5"))).contains("never capture"));
}

void TestRules::firstTeamerSteps()
{
    // 4 orthogonally only; 8 in all eight directions, capturing but never onto its own
    // counter; the Goalkeeper only inside its Goalkeeper's Area.
    const State s = position({{"d5", "w4+"}, {"b2", "w8+"}, {"c3", "w5"}, {"a3", "b6"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w f 4 0-0 -,- classic");
    QCOMPARE(legal(s), QStringList({"b2a1", "b2a2", "b2a3", "b2b1", "b2b3", "b2c1", "b2c2", "d1c1", "d1c2", "d1d2", "d1e1",
                                    "d1e2", "d5c5", "d5d4", "d5d6", "d5e5"}));
    QVERIFY(q(explainIllegal(s, move(s, "d5e6"))).contains("straight only, never diagonally"));
    QVERIFY(q(explainIllegal(s, move(s, "b2c3"))).contains("your own counter"));
}

void TestRules::goalkeeperCannotLeaveItsAreaEvenToCapture()
{
    const State s = position({{"d2", "w1+"}, {"d3", "b7"}, {"c3", "b8"}, {"d10", "b1+"}}, "w f 6 0-0 -,- classic");
    QCOMPARE(legal(s), QStringList({"d2c1", "d2c2", "d2d1", "d2e1", "d2e2"}));
    QVERIFY(q(explainIllegal(s, move(s, "d2d3"))).contains("Goalkeeper's Area"));
}

void TestRules::turnFlowAndTurnCounter()
{
    State s = State::deal(classic(), 7);
    play(s, {"a3a4"});
    QCOMPARE(s.toAct(), Side::White);
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
    play(s, {"c4c5"});
    QCOMPARE(s.toAct(), Side::Black);
    QCOMPARE(s.phase(), Phase::YouthMove);
    QCOMPARE(s.turn(), 1);
    play(s, {"a8a7", "c7c6"});
    QCOMPARE(s.toAct(), Side::White);
    QCOMPARE(s.turn(), 2);
    // Move 1 must be a Youth Counter, Move 2 a First Teamer.
    QVERIFY(!s.isLegal(move(s, "c5c6")));
    QVERIFY(q(explainIllegal(s, move(s, "c5c6"))).contains("Move 1 moves a Youth Counter"));
}

void TestRules::promotionGivesAdjacentDebut()
{
    State s = position({{"c9", "w8"}, {"d10", "b1+"}, {"d1", "w1+"}, {"a8", "b4"}}, "w y 8 0-0 -,- classic");
    const EventList ev = play(s, {"c9c10"});
    QVERIFY(hasEvent(ev, EventKind::Promoted));
    QCOMPARE(q(formatCell(s.at(*classic().parseSquare("c10")))), QString("w8+"));
    QCOMPARE(q(phaseText(s)), QString("d:c10"));
    QCOMPARE(legal(s), QStringList({"c10b10", "c10b9", "c10c9", "c10d10", "c10d9"}));
    // Promoted counters are visible to both sides.
    QVERIFY(gpn(s.view(Side::Black)).contains("w8+"));
    // Capturing the Goalkeeper on its Debut Move changes nothing but the pitch.
    play(s, {"c10d10"});
    QCOMPARE(s.score(Side::White), 0);
    QCOMPARE(s.toAct(), Side::Black);
    QCOMPARE(s.phase(), Phase::YouthMove);
}

void TestRules::debutToOwnGoalkeepersArea()
{
    State s = position({{"f9", "w3"}, {"d1", "w1+"}, {"a2", "b7"}, {"d10", "b1+"}}, "w y 8 0-0 -,- classic");
    play(s, {"f9f10"});
    QCOMPARE(q(phaseText(s)), QString("d:f10"));
    const QStringList moves = legal(s);
    QCOMPARE(moves.size(), 13);  // 14 squares of ranks 1-2, less the own Goalkeeper's
    QVERIFY(moves.contains("f10a2"));
    QVERIFY(!moves.contains("f10d1"));
    play(s, {"f10a2"});  // captures the 7 far from the action: a goal
    QCOMPARE(s.score(Side::White), 1);
}

void TestRules::debutToMidfieldArea()
{
    State s = position({{"a9", "w6"}, {"c5", "w9+"}, {"e6", "b2"}, {"d10", "b1+"}}, "w y 8 0-0 -,- classic");
    play(s, {"a9a10"});
    const QStringList moves = legal(s);
    QCOMPARE(moves.size(), 13);  // 14 squares of ranks 5-6, less the own 9
    for (const QString& m : moves)
        QVERIFY2(m.endsWith('5') || m.endsWith('6'), qPrintable(m));
    QVERIFY(moves.contains("a10e6"));
}

void TestRules::debutWithoutDestinationFallsBackToFirstTeamerMove()
{
    const Rules& narrow = classicWith("test-narrow-midfield", [](Variant& v) { v.midfieldRanks = {4}; });
    State s = position({{"a5", "w2"}, {"b5", "w4"}, {"c5", "w5"}, {"d5", "w7"}, {"e5", "w8"}, {"f5", "w11"}, {"g5", "ws"},
                        {"a9", "w6"}, {"d1", "w1+"}, {"d10", "b1+"}},
                       "w y 8 0-0 -,- test-narrow-midfield", lookupFor(narrow));
    const EventList ev = play(s, {"a9a10"});
    QVERIFY(hasEvent(ev, EventKind::DebutSkipped));
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
    QVERIFY(legal(s).contains("a10b10"));
    QVERIFY(legal(s).contains("d1d2"));
}

void TestRules::debutMovesOffMeansNormalMove2()
{
    const Rules& off = classicWith("test-no-debut", [](Variant& v) { v.debutMoves = false; });
    State s = position({{"f9", "w3"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w y 8 0-0 -,- test-no-debut", lookupFor(off));
    play(s, {"f9f10"});
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
    QCOMPARE(legal(s), QStringList({"d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "f10e10", "f10f9", "f10g10"}));
}

void TestRules::nosubKeepsTheSubstitute()
{
    State s = position({{"b9", "w3"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w y 8 0-0 7,- classic");
    play(s, {"b9b10"});
    QCOMPARE(q(phaseText(s)), QString("s:b10"));
    QCOMPARE(legal(s), QStringList({"nosub", "sub"}));
    play(s, {"nosub"});
    QCOMPARE(q(phaseText(s)), QString("d:b10"));
    QCOMPARE(s.substitute(Side::White), Identity(7));
    QCOMPARE(q(formatCell(s.at(*classic().parseSquare("b10")))), QString("w3+"));
}

void TestRules::substitutionAtMostOnce()
{
    State s = position({{"b9", "w3"}, {"f9", "w4"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w y 8 0-0 7,- classic");
    play(s, {"b9b10", "sub", "b10d5", "a8a7", "d10c10"});
    QCOMPARE(s.substitute(Side::White), kNoIdentity);
    play(s, {"f9f10"});
    QCOMPARE(q(phaseText(s)), QString("d:f10"));  // no second substitution
}

void TestRules::substitutionDisabledByVariant()
{
    const Rules& off = classicWith("test-no-subs", [](Variant& v) { v.substitution = false; });
    State s = position({{"b9", "w3"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w y 8 0-0 7,- test-no-subs", lookupFor(off));
    play(s, {"b9b10"});
    QCOMPARE(q(phaseText(s)), QString("d:b10"));
}

void TestRules::replacedCounterStaysHidden()
{
    State s = position({{"b9", "w3"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w y 8 0-0 7,- classic");
    play(s, {"b9b10"});
    // While White decides, Black does not see which counter was promoted.
    QCOMPARE(q(formatCell(s.view(Side::Black).at(*classic().parseSquare("b10")))), QString("wx+"));
    const EventList ev = play(s, {"sub"});
    QCOMPARE(ev.front().kind, EventKind::Substituted);
    QCOMPARE(ev.front().other, Identity(3));
    const State black = s.view(Side::Black);
    QCOMPARE(q(formatCell(black.at(*classic().parseSquare("b10")))), QString("w7+"));
    QVERIFY(!gpn(black).contains("w3"));
    QCOMPARE(black.goneHidden(Side::White), uint16_t(0));
    QCOMPARE(black.goneHiddenCount(Side::White), 1);
    QCOMPARE(s.view(Side::White).goneHidden(Side::White), uint16_t(1u << 3));  // White remembers
}

void TestRules::replacedRevealedCounterStaysKnown()
{
    // The 8 was revealed by an Offside; swapped out, Black still knows it has left the game.
    State s = position({{"a9", "w8!"}, {"c3", "w7"}, {"e3", "ws"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w y 1 0-0 5,- classic");
    play(s, {"a9a10"});
    QCOMPARE(q(formatCell(s.view(Side::Black).at(*classic().parseSquare("a10")))), QString("w8+"));
    const EventList ev = play(s, {"sub"});
    QVERIFY(q(english(eventSentence(ev.front(), classic(), Audience::Side, Side::Black))).contains("for the 8"));
    const State black = s.view(Side::Black);
    QVERIFY(black.goneKnown(Side::White) & (1u << 8));
    QCOMPARE(black.goneHiddenCount(Side::White), 0);
    QCOMPARE(uniformBeliefs(black, Side::White).p[8], 0.0);
}

void TestRules::substitutionDecisionNeedsTheFullState()
{
    State full = position({{"a10", "w8+"}, {"d5", "w9+"}, {"d10", "b1+"}}, "w s:a10 1 0-0 5,- classic");
    State view = full.view(Side::Black);
    const std::string before = formatGpn(view);
    QVERIFY_THROWS_EXCEPTION(HiddenIdentityError, view.apply(Move::noSubstitute()));
    QVERIFY_THROWS_EXCEPTION(HiddenIdentityError, view.apply(Move::substitute()));
    QCOMPARE(gpn(view), q(before));
    full.apply(Move::noSubstitute());
    QCOMPARE(q(phaseText(full)), QString("d:a10"));
}

void TestRules::failedPutChangesNothing()
{
    State s = position({{"a3", "w2"}, {"b3", "w3"}, {"c3", "w4"}, {"d3", "w5"}, {"e3", "w6"}, {"f3", "w7"}, {"g3", "w8"},
                        {"a4", "w11"}, {"b4", "ws"}, {"c4", "w9+"}, {"e4", "w10+"}, {"d1", "w1+"}, {"d8", "b7"}, {"d10", "b1+"}},
                       "w y 3 0-0 -,- classic");
    const std::string before = formatGpn(s);
    PositionBuilder b(s);
    QVERIFY(!b.put(*classic().parseSquare("d8"), makeCell(Side::White, kUnknown, false)));
    QCOMPARE(gpn(b.draft()), q(before));
    QVERIFY(b.put(*classic().parseSquare("a3"), makeCell(Side::White, 2, false, true)));  // replacing its own: fine
}

void TestRules::builtPositionIsSettledAndCountsTheMissing()
{
    // A draft stays as set; build() makes it playable: the identities on neither the pitch
    // nor the bench are out of the game for both to see, and an Offside with no unrevealed
    // Youth Counter to choose lapses (RULES.md §6), as apply would have it.
    const Rules& r = classic();
    PositionBuilder b(r);
    QVERIFY(b.put(*r.parseSquare("d1"), makeCell(Side::White, kGoalkeeper, true)));
    QVERIFY(b.put(*r.parseSquare("c4"), makeCell(Side::White, kStar, false, true)));
    QVERIFY(b.put(*r.parseSquare("d10"), makeCell(Side::Black, kGoalkeeper, true)));
    QVERIFY(b.put(*r.parseSquare("e9"), makeCell(Side::Black, 9, true)));
    QVERIFY(b.put(*r.parseSquare("d8"), makeCell(Side::Black, 7, false)));
    b.setToAct(Side::Black);
    b.setPhase(Phase::Offside);
    b.setTurn(4);
    b.setScore(Side::White, 1);
    b.setSubstitute(Side::White, 5);
    QCOMPARE(b.draft().phase(), Phase::Offside);
    QCOMPARE(b.draft().goneKnown(Side::White), uint16_t(0));
    const State s = b.build();
    QCOMPARE(s.phase(), Phase::YouthMove);
    QCOMPARE(s.toAct(), Side::Black);
    QCOMPARE(s.turn(), 4);
    QCOMPARE(s.score(Side::White), 1);
    QCOMPARE(s.substitute(Side::White), Identity(5));
    // White: 1, 12 and the Substitute 5 are accounted for; the other nine are gone.
    QCOMPARE(std::popcount(s.goneKnown(Side::White)), 9);
    QVERIFY(!(s.goneKnown(Side::White) & (1u << 5)) && !(s.goneKnown(Side::White) & (1u << kStar)));
    QCOMPARE(std::popcount(s.goneKnown(Side::Black)), 9);
    QCOMPARE(gpn(s), gpn(parseGpn(formatGpn(s), registry().lookup())));
}

void TestRules::captureConsequences_data()
{
    QTest::addColumn<QString>("victim");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("phase");  // what Black must do next, or "end"
    QTest::newRow("Star Player: 2 goals, game over") << "bs" << "2-0" << "end";
    for (const char* id : {"7", "8", "9", "10", "11"})
        QTest::newRow(qPrintable(QString("%1: goal").arg(id))) << QString("b%1").arg(id) << "1-0" << "y";
    for (const char* id : {"4", "5", "6"})
        QTest::newRow(qPrintable(QString("%1: Offside").arg(id))) << QString("b%1").arg(id) << "0-0" << "o";
    for (const char* id : {"2", "3"})
        QTest::newRow(qPrintable(QString("%1: Penalty").arg(id))) << QString("b%1").arg(id) << "0-0" << "p";
    QTest::newRow("1: nothing") << "b1+" << "0-0" << "y";
}

void TestRules::captureConsequences()
{
    QFETCH(QString, victim);
    QFETCH(QString, score);
    QFETCH(QString, phase);
    const std::string v = victim.toStdString();
    State s = position({{"d8", "w9+"}, {"d9", v.c_str()}, {"a3", "w7"}, {"b3", "w4"}, {"g3", "ws"}, {"d1", "w1+"},
                        {"a8", victim == "b2" ? "b3" : "b2"}, {"c10", victim == "b1+" ? "bs" : "b1+"}},
                       "w f 5 0-0 -,- classic");
    QString number = victim.mid(1);
    number.remove('+');
    const Identity id = number == "s" ? kStar : Identity(number.toInt());
    QVERIFY(!(s.view(Side::White).goneKnown(Side::Black) & (1u << id)));
    const EventList ev = play(s, {"d8d9"});
    QVERIFY(hasEvent(ev, EventKind::Captured));
    QCOMPARE(QString("%1-%2").arg(s.score(Side::White)).arg(s.score(Side::Black)), score);
    QCOMPARE(q(phaseText(s)), phase);
    // The captured identity itself is out of the game and public, to both sides.
    QVERIFY(s.view(Side::White).goneKnown(Side::Black) & (1u << id));
    QVERIFY(s.view(Side::Black).goneKnown(Side::Black) & (1u << id));
    if (phase == "o" || phase == "p")
        QCOMPARE(legal(s), QStringList({"@a3", "@b3", "@g3"}));
    if (phase == "end")
        QCOMPARE(s.endReason(), EndReason::StarCaptured);
}

void TestRules::penaltyOnGoalscorerScores()
{
    State s = position({{"a3", "w7"}, {"g3", "ws"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "b p 5 0-0 -,- classic");
    const EventList ev = play(s, {"@a3"});
    QCOMPARE(s.score(Side::Black), 1);
    QCOMPARE(s.at(*classic().parseSquare("a3")), kEmpty);
    QCOMPARE(s.phase(), Phase::FirstTeamMove);  // then Black's Move 2 as usual
    QCOMPARE(s.toAct(), Side::Black);
    QVERIFY(hasEvent(ev, EventKind::PenaltyTaken));
    QCOMPARE(ev.front().id, Identity(7));
}

void TestRules::penaltyOnStarPlayerRevealsItOnly()
{
    State s = position({{"a3", "w7"}, {"g3", "ws"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "b p 5 0-0 -,- classic");
    play(s, {"@g3"});
    QCOMPARE(s.score(Side::Black), 0);
    QCOMPARE(q(formatCell(s.at(*classic().parseSquare("g3")))), QString("ws!"));
    QCOMPARE(q(formatCell(s.view(Side::Black).at(*classic().parseSquare("g3")))), QString("ws!"));
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
}

void TestRules::penaltyOnOtherCounterRemovesIt()
{
    State s = position({{"a3", "w4"}, {"g3", "ws"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "b p 5 0-0 -,- classic");
    play(s, {"@a3"});
    QCOMPARE(s.score(Side::Black), 0);
    QCOMPARE(s.at(*classic().parseSquare("a3")), kEmpty);
    QVERIFY(s.view(Side::Black).goneKnown(Side::White) & (1u << 4));
}

void TestRules::offsideRevealsForTheRestOfTheGame()
{
    State s = position({{"a3", "w4"}, {"g3", "ws"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "b o 5 0-0 -,- classic");
    QCOMPARE(legal(s), QStringList({"@a3", "@g3"}));
    play(s, {"@g3"});
    QCOMPARE(q(formatCell(s.view(Side::Black).at(*classic().parseSquare("g3")))), QString("ws!"));
    play(s, {"d10c10", "g3g4"});
    QCOMPARE(q(formatCell(s.view(Side::Black).at(*classic().parseSquare("g4")))), QString("ws!"));
}

void TestRules::penaltyLapsesWithoutYouthCounters()
{
    // White captures a 2 but has no Youth Counter left: Black's Penalty lapses.
    State s = position({{"d8", "w9+"}, {"d9", "b2"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w f 5 0-0 -,- classic");
    const EventList ev = play(s, {"d8d9"});
    QVERIFY(hasEvent(ev, EventKind::DecisionLapsed));
    QCOMPARE(s.phase(), Phase::YouthMove);
    QCOMPARE(s.toAct(), Side::Black);
}

void TestRules::offsideLapsesWhenAllRevealed()
{
    State s = position({{"d8", "w9+"}, {"d9", "b4"}, {"a3", "w7!"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w f 5 0-0 -,- classic");
    const EventList ev = play(s, {"d8d9"});
    QVERIFY(hasEvent(ev, EventKind::DecisionLapsed));
    QCOMPARE(s.phase(), Phase::YouthMove);
}

void TestRules::viewHidesOpponentYouthAndSubstitute()
{
    const State s = position({{"a3", "w4"}, {"b3", "w7!"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}, {"b8", "bs!"}},
                             "w y 5 0-0 3,6 classic");
    QCOMPARE(gpn(s.view(Side::Black)), q(boardField({{"a3", "wx"}, {"b3", "w7!"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}, {"b8", "bs!"}}) + " w y 5 0-0 x,6 classic"));
    QCOMPARE(gpn(s.view(Side::White)), q(boardField({{"a3", "w4"}, {"b3", "w7!"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "bx"}, {"b8", "bs!"}}) + " w y 5 0-0 3,x classic"));
}

void TestRules::eventDescriptionsHideWhatTheViewerMayNotSee()
{
    State s = position({{"b9", "w3"}, {"a3", "w11"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w y 8 0-0 7,- classic");
    EventList ev = play(s, {"b9b10", "sub"});
    QStringList mine, theirs, all;
    for (const Event& e : ev) {
        mine << q(english(eventSentence(e, classic(), Audience::Side, Side::White)));
        theirs << q(english(eventSentence(e, classic(), Audience::Side, Side::Black)));
        all << q(english(eventSentence(e, classic(), Audience::Public)));
    }
    QVERIFY2(mine.join('|').contains("for the 3"), qPrintable(mine.join('|')));
    for (const QString& t : theirs + all)
        QVERIFY2(!t.contains(" 3 ") && !t.contains("the 3"), qPrintable(t));
    QVERIFY(theirs.join('|').contains("Substitute 7"));
    // A hidden Youth Counter's step is told without its number to the opponent.
    State t = position({{"a3", "w11"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w y 8 0-0 -,- classic");
    const Event step = play(t, {"a3a4"}).front();
    QCOMPARE(q(english(eventSentence(step, classic(), Audience::Side, Side::Black))), QString("White's Youth Counter moved a3-a4"));
    QCOMPARE(q(english(eventSentence(step, classic(), Audience::Side, Side::White))), QString("White's 11 moved a3-a4"));
}

void TestRules::starPlayerReachingGoalLineScoresAndEnds()
{
    State s = position({{"c9", "ws"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w y 9 1-1 -,- classic");
    play(s, {"c9c10"});
    QVERIFY(s.isTerminal());
    QCOMPARE(s.endReason(), EndReason::StarReachedGoalLine);
    QCOMPARE(s.score(Side::White), 3);
    QCOMPARE(s.result(), Result::WhiteWins);
}

void TestRules::starPlayerGoalsCanStillLose()
{
    State s = position({{"c2", "bs"}, {"d1", "w1+"}, {"d10", "b1+"}}, "b y 9 3-0 -,- classic");
    play(s, {"c2c1"});
    QCOMPARE(s.score(Side::Black), 2);
    QCOMPARE(s.result(), Result::WhiteWins);
}

void TestRules::turnLimitEndsAfterBlacksLastTurn()
{
    State w = position({{"a3", "w4"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w f 20 0-0 -,- classic");
    play(w, {"d1d2"});
    QVERIFY(!w.isTerminal());  // White's 20th turn is not the end
    QCOMPARE(w.toAct(), Side::Black);
    QCOMPARE(w.turn(), 20);
    play(w, {"a8a7", "d10c10"});
    QVERIFY(w.isTerminal());
    QCOMPARE(w.endReason(), EndReason::TurnLimit);
    QCOMPARE(w.result(), Result::Draw);
    QCOMPARE(legal(w), QStringList());
}

void TestRules::blockedAtMove1EndsGame()
{
    // White's only Youth Counter is boxed in: at White's Move 1 the game ends (classic).
    State s = position({{"d4", "w7"}, {"c5", "b8"}, {"d5", "b3"}, {"e5", "b4"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}},
                       "b f 6 1-0 -,- classic");
    const EventList ev = play(s, {"d10c10"});
    QVERIFY(s.isTerminal());
    QCOMPARE(s.endReason(), EndReason::Blocked);
    QCOMPARE(s.endingSide(), Side::White);
    QCOMPARE(s.result(), Result::WhiteWins);
    QVERIFY(hasEvent(ev, EventKind::GameOver));
}

void TestRules::blockedAtMove2EndsGame()
{
    State s = position({{"d4", "w7"}, {"d10", "b1+"}, {"a8", "b5"}}, "w y 6 0-0 -,- classic");
    play(s, {"d4d5"});  // White has no First Teamer for Move 2
    QVERIFY(s.isTerminal());
    QCOMPARE(s.endReason(), EndReason::Blocked);
    QCOMPARE(s.endingSide(), Side::White);
}

void TestRules::arrangeRearrangesTheDealtCounters()
{
    State s = State::deal(classic(), 5);
    std::vector<Identity> youth = s.dealtYouth(Side::Black);
    QCOMPARE(youth.size(), size_t(8));
    const Identity sub = s.substitute(Side::Black);
    // Reverse the order and swap the Substitute with the first non-Star counter.
    std::reverse(youth.begin(), youth.end());
    const auto swapAt = std::find_if(youth.begin(), youth.end(), [](Identity id) { return id != kStar; });
    const Identity newSub = *swapAt;
    *swapAt = sub;
    const State before = s;
    QVERIFY(s.arrange(Side::Black, youth, newSub));
    QCOMPARE(s.dealtYouth(Side::Black), youth);
    QCOMPARE(s.substitute(Side::Black), newSub);
    QCOMPARE(s.dealtYouth(Side::White), before.dealtYouth(Side::White));
    QCOMPARE(s.countersOnPitch(Side::Black), 11);
    QVERIFY(s.find(Side::Black, kStar) != kNoSquare);
    // The arranged start plays on legally.
    Rng rng(3);
    while (!s.isTerminal())
        s.apply(s.randomLegalMove(rng));
}

void TestRules::arrangeRefusesWhatIsNotTheDeal()
{
    State s = State::deal(classic(), 6);
    const State before = s;
    std::vector<Identity> youth = s.dealtYouth(Side::White);
    const Identity sub = s.substitute(Side::White);
    // The Star Player may never be the Substitute.
    std::vector<Identity> starOff = youth;
    const auto star = std::find(starOff.begin(), starOff.end(), kStar);
    *star = sub;
    QVERIFY(!s.arrange(Side::White, starOff, kStar));
    // Not the dealt identities: a First Teamer's number, or one counter twice.
    std::vector<Identity> wrong = youth;
    wrong[0] = 9;
    QVERIFY(!s.arrange(Side::White, wrong, sub));
    wrong = youth;
    wrong[1] = wrong[0];
    QVERIFY(!s.arrange(Side::White, wrong, sub));
    QVERIFY(!s.arrange(Side::White, std::vector<Identity>(youth.begin(), youth.end() - 1), sub));
    QCOMPARE(formatGpn(s), formatGpn(before));
    // Once play has begun the deal is fixed.
    Rng rng(1);
    s.apply(s.randomLegalMove(rng));
    QVERIFY(!s.arrange(Side::White, youth, sub));
}

void TestRules::timeoutPassesTheRestOfTheTurn()
{
    // White made Move 1 and then ran out of time: its Move 2 is passed, Black begins turn 6.
    State s = position({{"d4", "w7"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w y 6 1-0 -,- classic");
    play(s, {"d4d5"});
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
    EventList ev;
    s.apply(Move::timePassed(), &ev);
    QVERIFY(hasEvent(ev, EventKind::TimedOut));
    QVERIFY(!s.isTerminal());
    QCOMPARE(s.toAct(), Side::Black);
    QCOMPARE(s.phase(), Phase::YouthMove);
    QCOMPARE(s.turn(), 6);
    QCOMPARE(s.score(Side::White), 1);
    // A pending Penalty lapses with the turn: Black times out at its Penalty choice.
    State p = position({{"d4", "w7"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "b p 6 0-0 -,- classic");
    p.apply(Move::timePassed());
    QCOMPARE(p.toAct(), Side::White);
    QCOMPARE(p.phase(), Phase::YouthMove);
    QCOMPARE(p.turn(), 7);
}

void TestRules::timeoutPassInBlacksLastTurnEndsTheGame()
{
    State s = position({{"d4", "w7"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "b y 20 0-1 -,- classic");
    s.apply(Move::timePassed());
    QVERIFY(s.isTerminal());
    QCOMPARE(s.endReason(), EndReason::TurnLimit);
    QCOMPARE(s.result(), Result::BlackWins);
}

void TestRules::timeoutLosesWhateverTheScore()
{
    State s = position({{"d4", "w7"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w f 6 3-0 -,- classic");
    EventList ev;
    s.apply(Move::timeLost(), &ev);
    QVERIFY(s.isTerminal());
    QCOMPARE(s.endReason(), EndReason::Timeout);
    QCOMPARE(s.endingSide(), Side::White);
    QCOMPARE(s.result(), Result::BlackWins);
    QCOMPARE(s.score(Side::White), 3);
    QVERIFY(hasEvent(ev, EventKind::TimedOut));
    QVERIFY(hasEvent(ev, EventKind::GameOver));
}

void TestRules::blockedSidePassesWhenVariantSaysSo()
{
    const Rules& pass = classicWith("test-blocked-pass", [](Variant& v) { v.blockedEndsGame = false; });
    State s = position({{"d4", "w7"}, {"c5", "b8"}, {"d5", "b3"}, {"e5", "b4"}, {"c4", "w9+"}, {"d1", "w1+"}, {"d10", "b1+"}},
                       "w y 6 0-0 -,- test-blocked-pass", lookupFor(pass));
    QVERIFY(!s.isTerminal());
    QCOMPARE(legal(s), QStringList({"pass"}));
    const EventList ev = play(s, {"pass"});
    QVERIFY(hasEvent(ev, EventKind::Passed));
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
    QVERIFY(legal(s).contains("c4c5"));
    // In classic, `pass` is never legal.
    const State c = State::deal(classic(), 1);
    QVERIFY(!c.isLegal(Move::pass()));
}

void TestRules::resultFollowsGoals()
{
    const State w = position({{"d1", "w1+"}, {"d10", "b1+"}}, "b end 20 2-1 -,- classic");
    QCOMPARE(w.result(), Result::WhiteWins);
    const State d = position({{"d1", "w1+"}, {"d10", "b1+"}}, "b end 20 1-1 -,- classic");
    QCOMPARE(d.result(), Result::Draw);
    const State b = position({{"d1", "w1+"}, {"d10", "b1+"}}, "b end 20 0-2 -,- classic");
    QCOMPARE(b.result(), Result::BlackWins);
}

// §9: the guide's play example "capturing the Star Player". White's 10 stands next to a
// Black Youth Counter it cannot identify; it captures: the Star Player, 2 goals, game over.
void TestRules::guideExampleCapturingTheStarPlayer()
{
    State s = position({{"e4", "w10+"}, {"c4", "w9+"}, {"e3", "w8"}, {"d1", "w1+"}, {"f5", "bs"}, {"c6", "b7"}, {"d10", "b1+"}, {"c7", "b9+"}},
                       "w y 4 0-0 -,- classic");
    QCOMPARE(q(formatCell(s.view(Side::White).at(*classic().parseSquare("f5")))), QString("bx"));
    QVERIFY(!s.isLegal(move(s, "e3e4")));  // a Youth Counter cannot step onto its own First Teamer
    const EventList ev = play(s, {"e3d4", "e4xf5"});
    QVERIFY(hasEvent(ev, EventKind::Captured));
    QCOMPARE(s.score(Side::White), 2);
    QVERIFY(s.isTerminal());
    QCOMPARE(s.endReason(), EndReason::StarCaptured);
    QCOMPARE(s.result(), Result::WhiteWins);
}

// §9: "scoring a goal": White's 9 captures a hidden counter, which is a 7: 1-0, and Black
// simply starts its turn.
void TestRules::guideExampleScoringAGoal()
{
    State s = position({{"c4", "w9+"}, {"a3", "w5"}, {"d1", "w1+"}, {"c5", "b7"}, {"g8", "b2"}, {"d10", "b1+"}}, "w y 6 0-0 -,- classic");
    const EventList ev = play(s, {"a3a4", "c4c5"});
    QCOMPARE(s.score(Side::White), 1);
    QCOMPARE(s.toAct(), Side::Black);
    QCOMPARE(s.phase(), Phase::YouthMove);
    bool announced = false;
    for (const Event& e : ev)
        if (e.kind == EventKind::Captured)
            announced = q(english(eventSentence(e, classic(), Audience::All))).contains("Goal!");
    QVERIFY(announced);
}

// §9: "an Offside": White's 9 captures a 5. Black's next Move 1 becomes the Offside
// decision: it reveals one of White's Youth Counters - the Star Player - and its 10 then
// captures it on Move 2.
void TestRules::guideExampleOffside()
{
    State s = position({{"c4", "w9+"}, {"f5", "ws"}, {"b3", "w8"}, {"d1", "w1+"}, {"c5", "b5"}, {"f6", "b10+"}, {"d10", "b1+"}, {"a8", "b3"}},
                       "w y 7 0-0 -,- classic");
    play(s, {"b3b4", "c4c5"});
    QCOMPARE(s.toAct(), Side::Black);
    QCOMPARE(s.phase(), Phase::Offside);
    QCOMPARE(legal(s), QStringList({"@b4", "@f5"}));
    play(s, {"@f5"});
    QCOMPARE(q(formatCell(s.view(Side::Black).at(*classic().parseSquare("f5")))), QString("ws!"));
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
    play(s, {"f6f5"});
    QCOMPARE(s.score(Side::Black), 2);
    QCOMPARE(s.endReason(), EndReason::StarCaptured);
}

// §9: "a Penalty": White's 10 captures a 3. Black takes the Penalty instead of its Move 1,
// choosing White's 11: a goal, and the 11 leaves the pitch. Black then makes Move 2.
void TestRules::guideExamplePenalty()
{
    State s = position({{"e4", "w10+"}, {"a3", "w11"}, {"g3", "w6"}, {"d1", "w1+"}, {"e5", "b3"}, {"c7", "b9+"}, {"d10", "b1+"}, {"a8", "b4"}},
                       "w y 7 0-0 -,- classic");
    play(s, {"g3g4", "e4e5"});
    QCOMPARE(s.phase(), Phase::Penalty);
    QCOMPARE(s.toAct(), Side::Black);
    QCOMPARE(legal(s), QStringList({"@a3", "@g4"}));
    const EventList ev = play(s, {"@a3"});
    QCOMPARE(s.score(Side::Black), 1);
    QCOMPARE(s.at(*classic().parseSquare("a3")), kEmpty);
    QVERIFY(hasEvent(ev, EventKind::Goal));
    QCOMPARE(s.phase(), Phase::FirstTeamMove);
    play(s, {"c7c6"});
    QCOMPARE(s.toAct(), Side::White);
    QCOMPARE(s.turn(), 8);
}

// §9: the rules' Substitute example. White trails 0-1; Black's Star Player has been revealed
// next to the Half Way Line (e6). White's 3 reaches the Goal Line; its own Debut Move would go
// to White's Goalkeeper's Area, but the Substitute is the 7, whose Debut Move reaches the
// Midfield Area: swap it in and capture the Star Player, 2-1.
void TestRules::rulesSubstituteExample()
{
    const State start = position({{"b9", "w3"}, {"c4", "w9+"}, {"d1", "w1+"}, {"e6", "bs!"}, {"c7", "b9+"}, {"d10", "b1+"}, {"a8", "b4"}},
                                 "w y 12 0-1 7,- classic");
    // Without the Substitute the 3 cannot reach the Star Player.
    State keep = start;
    play(keep, {"b9b10", "nosub"});
    QVERIFY(!legal(keep).contains("b10e6"));
    for (const QString& m : legal(keep))
        QVERIFY(m.endsWith('1') || m.endsWith('2'));

    State s = start;
    play(s, {"b9b10"});
    QCOMPARE(q(phaseText(s)), QString("s:b10"));
    const EventList ev = play(s, {"sub", "b10e6"});
    QVERIFY(hasEvent(ev, EventKind::Substituted));
    QCOMPARE(s.score(Side::White), 2);
    QCOMPARE(s.score(Side::Black), 1);
    QVERIFY(s.isTerminal());
    QCOMPARE(s.result(), Result::WhiteWins);
    QCOMPARE(s.endReason(), EndReason::StarCaptured);
}

QTEST_APPLESS_MAIN(TestRules)
// A Sentence's arguments are filled all at once (an argument's own "%2" stays as it is),
// nested sentences are filled first, and a capitalized one starts with a capital (unless it
// starts with a square's name: "E4 is occupied" in the app and the tutorial pages).
void TestRules::sentencesFillTheirMarkersOnce()
{
    const Sentence inner = Sentence::of("%1 and %2", {Sentence::literal("%2"), Sentence::literal("b")});
    QCOMPARE(q(english(inner)), QString("%2 and b"));
    Sentence outer = Sentence::of("%2, then %1", {inner, Sentence::literal("c")});
    QCOMPARE(q(english(outer)), QString("c, then %2 and b"));
    Sentence square = Sentence::of("%1 is occupied", {Sentence::literal("d5")});
    square.capitalized = true;
    QCOMPARE(q(english(square)), QString("d5 is occupied"));  // a square's name stays lower case
    Sentence counter = Sentence::of("%1 moves straight only", {Sentence::literal("the 4")});
    counter.capitalized = true;
    QCOMPARE(q(english(counter)), QString("The 4 moves straight only"));
    QVERIFY(Sentence().empty() && !Sentence::literal("x").empty());
    // Why a move is illegal is a full sentence; when the phase is the reason, it says what to do.
    const State s = position({{"d4", "w7"}, {"c5", "b8"}, {"d5", "b3"}, {"e5", "b4"}, {"a3", "w2"}}, "w y 2 0-0 -,- classic");
    QCOMPARE(q(explainIllegal(s, move(s, "d4d5"))), QString("d5 is occupied, and Youth Counters never capture."));
    QCOMPARE(q(explainIllegal(s, move(s, "c5c4"))), QString("c5 holds Black's counter. Now: White: Move 1, move a Youth Counter."));
    QCOMPARE(q(explainIllegal(s, move(s, "a3a4"))), QString());
    // What an audience may be told of a hidden identity: its owner and everybody after the game.
    Event hidden;
    hidden.side = Side::White;
    hidden.hiddenFromOpponent = true;
    QVERIFY(identityTold(hidden, Audience::All, Side::Black));
    QVERIFY(identityTold(hidden, Audience::Side, Side::White));
    QVERIFY(!identityTold(hidden, Audience::Side, Side::Black));
    QVERIFY(!identityTold(hidden, Audience::Public, Side::White));
    hidden.hiddenFromOpponent = false;
    QVERIFY(identityTold(hidden, Audience::Public, Side::Black) && identityTold(hidden, Audience::Side, Side::Black));
}

// firstPositionAfterLastReveal (history.h), the floor of the app's Undo, on real plays: a
// capture shows White the captured identity, an Offside shows the chosen counter, and the
// final whistle shows everything.
void TestRules::undoFloorFollowsRealRevealsAndTheFinalWhistle()
{
    State s = position({{"d8", "w9+"}, {"d9", "b5"}, {"a3", "w7"}, {"b3", "w4"}, {"g3", "ws"}, {"d1", "w1+"},
                        {"a8", "b2"}, {"c10", "b1+"}, {"f8", "b8"}},
                       "w f 5 0-0 -,- classic");
    std::vector<State> h{s};
    const auto ply = [&](const char* m) {
        play(s, {m});
        h.push_back(s);
    };
    QCOMPARE(firstPositionAfterLastReveal(h, Side::White), size_t(0));
    ply("d8d9");  // captures Black's 5: White now knows it (an Offside for Black)
    QCOMPARE(firstPositionAfterLastReveal(h, Side::White), size_t(1));
    QCOMPARE(firstPositionAfterLastReveal(h, Side::Black), size_t(0));  // Black knew its own 5
    ply("@b3");  // Black reveals White's 4 as its Offside decision: Black sees it, White knew it
    QCOMPARE(firstPositionAfterLastReveal(h, Side::Black), size_t(2));
    QCOMPARE(firstPositionAfterLastReveal(h, Side::White), size_t(1));
    // Plies that show nothing new leave the floor where it is.
    Rng rng(3);
    for (int draw = 0; draw < 200 && h.size() < 6; ++draw) {
        State next = s;
        EventList ev;
        next.apply(next.randomLegalMove(rng), &ev);
        if (hasEvent(ev, EventKind::Captured) || hasEvent(ev, EventKind::PenaltyTaken) || hasEvent(ev, EventKind::OffsideTaken) || next.isTerminal())
            continue;  // another draw from the same position
        s = next;
        h.push_back(s);
    }
    QCOMPARE(h.size(), size_t(6));
    QCOMPARE(firstPositionAfterLastReveal(h, Side::White), size_t(1));
    // The final whistle: every identity is shown, whatever the last ply was.
    while (!s.isTerminal()) {
        s.apply(s.randomLegalMove(rng));
        h.push_back(s);
    }
    QCOMPARE(firstPositionAfterLastReveal(h, Side::White), h.size() - 1);
    QCOMPARE(firstPositionAfterLastReveal(h, Side::Black), h.size() - 1);
}

#include "tst_rules.moc"
