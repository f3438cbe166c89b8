// Baseline players: AI SPEC parsing, determinism, playing from the view only, greedy's sense.
#include "testsupport.h"

#include "match.h"
#include "players/player.h"

#include <algorithm>

using namespace gs;
using namespace test;

class TestPlayers : public QObject {
    Q_OBJECT
private slots:
    void parsesSpecs();
    void rejectsBadSpecs_data();
    void rejectsBadSpecs();
    void sameViewAndSeedSameMove();
    void hiddenIdentitiesNeverChangeTheChoice();
    void greedyTakesAWinningCapture();
    void greedyAvoidsALosingStarCapture();
    void greedyTakesTheRevealedGoalscorerAsPenalty();
    void greedySubstitutesWhenTheSubstituteCanWin();
    void greedyBeatsRandom();
};

void TestPlayers::parsesSpecs()
{
    QCOMPARE(q(makePlayer("random")->spec()), QString("random"));
    QCOMPARE(q(makePlayer("greedy")->spec()), QString("greedy"));
    const PlayerSpec s = PlayerSpec::parse("ismcts:iterations=20000,threads=2");
    QCOMPARE(q(s.name), QString("ismcts"));
    QCOMPARE(q(s.options.at("iterations")), QString("20000"));
    QCOMPARE(q(s.options.at("threads")), QString("2"));
}

void TestPlayers::rejectsBadSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << "" << "has no player name";
    QTest::newRow("options only") << ":ms=5" << "has no player name";
    QTest::newRow("colon, nothing after") << "greedy:" << "nothing after ':'";
    QTest::newRow("option without value") << "greedy:ms" << "option \"ms\" is not key=value";
    QTest::newRow("option twice") << "x:a=1,a=2" << "option \"a\" given twice";
    QTest::newRow("trailing comma") << "x:a=1," << "trailing ','";
    QTest::newRow("unknown player") << "alphazero" << "unknown player \"alphazero\"";
    QTest::newRow("options for greedy") << "greedy:depth=2" << "player greedy takes no options";
}

void TestPlayers::rejectsBadSpecs()
{
    QFETCH(QString, spec);
    QFETCH(QString, message);
    try {
        makePlayer(spec.toStdString());
        QFAIL("accepted a bad spec");
    } catch (const BadPlayerSpec& e) {
        QVERIFY2(q(e.what()).contains(message), e.what());
    }
}

void TestPlayers::sameViewAndSeedSameMove()
{
    Rng walk(8);
    for (const char* spec : {"random", "greedy"}) {
        auto p = makePlayer(spec);
        for (int g = 0; g < 50; ++g) {
            State s = State::deal(classic(), uint64_t(g));
            for (int k = 0; k < 15 && !s.isTerminal(); ++k)
                s.apply(s.randomLegalMove(walk));
            if (s.isTerminal())
                continue;
            const State v = s.view(s.toAct());
            Rng a(g), b(g);
            QVERIFY(p->choose(v, a) == p->choose(v, b));
        }
    }
}

void TestPlayers::hiddenIdentitiesNeverChangeTheChoice()
{
    // Two full states that differ only in the opponent's hidden identities give the side to
    // act the same view, so (fixed seed) the same move: what it may not see cannot matter.
    auto greedy = makePlayer("greedy");
    Rng walk(31);
    int compared = 0;
    for (int g = 0; g < 200; ++g) {
        State s = State::deal(classic(), uint64_t(g) + 500);
        for (int k = 0; k < int(walk.below(30)) && !s.isTerminal(); ++k)
            s.apply(s.randomLegalMove(walk));
        if (s.isTerminal())
            continue;
        const Side me = s.toAct();
        const State myView = s.view(me);
        for (int d = 0; d < 3; ++d) {
            const State other = myView.determinize(walk);  // another deal of what `me` cannot see
            QCOMPARE(gpn(other.view(me)), gpn(myView));
            Rng a{uint64_t(g)}, b{uint64_t(g)};
            QVERIFY(greedy->choose(myView, a) == greedy->choose(other.view(me), b));
            ++compared;
        }
    }
    QVERIFY(compared > 300);
}

void TestPlayers::greedyTakesAWinningCapture()
{
    const State s = position({{"d5", "w9+"}, {"e6", "bs!"}, {"c6", "b7!"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w f 5 0-0 -,- classic");
    Rng rng(1);
    QCOMPARE(q(formatMove(makePlayer("greedy")->choose(s.view(Side::White), rng), classic())), QString("d5e6"));
}

void TestPlayers::greedyAvoidsALosingStarCapture()
{
    // Capturing the Star Player ends the game 2-3: greedy takes the goalscorer instead.
    const State s = position({{"d5", "w9+"}, {"e6", "bs!"}, {"c6", "b7!"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w f 5 0-3 -,- classic");
    Rng rng(1);
    QCOMPARE(q(formatMove(makePlayer("greedy")->choose(s.view(Side::White), rng), classic())), QString("d5c6"));
}

void TestPlayers::greedyTakesTheRevealedGoalscorerAsPenalty()
{
    const State s = position({{"a8", "b7!"}, {"b8", "b2"}, {"c8", "b4"}, {"d10", "b1+"}, {"d1", "w1+"}, {"a3", "w5"}}, "w p 5 0-0 -,- classic");
    Rng rng(1);
    QCOMPARE(q(formatMove(makePlayer("greedy")->choose(s.view(Side::White), rng), classic())), QString("@a8"));
}

void TestPlayers::greedySubstitutesWhenTheSubstituteCanWin()
{
    // The rules' Substitute example, from White's side: greedy swaps in the 7.
    State s = position({{"b9", "w3"}, {"c4", "w9+"}, {"d1", "w1+"}, {"e6", "bs!"}, {"c7", "b9+"}, {"d10", "b1+"}, {"a8", "b4"}}, "w y 12 0-1 7,- classic");
    play(s, {"b9b10"});
    auto greedy = makePlayer("greedy");
    Rng rng(1);
    QVERIFY(greedy->choose(s.view(Side::White), rng) == Move::substitute());
    play(s, {"sub"});
    QCOMPARE(q(formatMove(greedy->choose(s.view(Side::White), rng), classic())), QString("b10e6"));
}

void TestPlayers::greedyBeatsRandom()
{
    auto greedy = makePlayer("greedy");
    auto random = makePlayer("random");
    Rng rng(17);
    double score = 0;
    const int games = 200;
    for (int g = 0; g < games; ++g) {
        const bool greedyWhite = g % 2 == 0;
        const PlayedGame p = playGame(State::deal(classic(), uint64_t(g) * 7 + 1), greedyWhite ? *greedy : *random,
                                      greedyWhite ? *random : *greedy, rng);
        const Result r = p.final.result();
        score += r == Result::Draw ? 0.5 : ((r == Result::WhiteWins) == greedyWhite ? 1.0 : 0.0);
    }
    qInfo("greedy scored %.3f against random over %d games", score / games, games);
    QVERIFY(score / games > 0.85);
}

QTEST_APPLESS_MAIN(TestPlayers)
#include "tst_players.moc"
