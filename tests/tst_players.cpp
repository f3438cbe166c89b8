// Baseline players: AI SPEC parsing, determinism, playing from the view only, greedy's sense.
#include "testsupport.h"

#include "analysis.h"
#include "match.h"
#include "notation.h"
#include "lab/parallel.h"
#include "players/exploiterplayer.h"
#include "players/ismctsplayer.h"
#include "players/searchthreads.h"
#include "players/player.h"

#include <map>
#include <QElapsedTimer>

#include <algorithm>

using namespace gs;
using namespace test;

namespace {

// A's match points per game against B over `games` deals, colours alternating.
double matchScore(Player& a, Player& b, int games, uint64_t seed, uint64_t dealOffset)
{
    Rng rng(seed);
    double score = 0;
    for (int g = 0; g < games; ++g) {
        const bool aWhite = g % 2 == 0;
        const PlayedGame p = playGame(State::deal(classic(), uint64_t(g) + dealOffset), aWhite ? a : b, aWhite ? b : a, rng);
        const Result r = p.final.result();
        score += r == Result::Draw ? 0.5 : ((r == Result::WhiteWins) == aWhite ? 1.0 : 0.0);
    }
    return score / games;
}

}  // namespace

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
    void ismctsIsReproducible();
    void allCoresMeansThisGamesShare();
    void ismctsNeverPeeks();
    void ismctsTreesStayTheSame_data();
    void ismctsTreesStayTheSame();
    void decisivePlayoutsReadBack();
    void ismctsTakesTheWinningCapture();
    void ismctsBeatsRandom();
    void ismctsStopsWhenAsked();
    void treeReuseStartsFromTheSubtree();
    void treeReuseNeverPeeks();
    void cheatUctSeesEverythingAndNobodyElseDoes();
    void flatMcBeatsRandom();
    void exploitersPlayTheirTricks();
    void newTricksKeepTheirRules();
    void analysisMarksTheMissedWinningCapture();
    void analysisReadsOnlyTheSidesView();
    void analysisStopsWhenAsked();
};

void TestPlayers::parsesSpecs()
{
    QCOMPARE(q(makePlayer("random")->spec()), QString("random"));
    QCOMPARE(q(makePlayer("greedy")->spec()), QString("greedy"));
    const PlayerSpec s = PlayerSpec::parse("ismcts:iterations=20000,threads=2");
    QCOMPARE(q(s.name), QString("ismcts"));
    QCOMPARE(q(s.options.at("iterations")), QString("20000"));
    QCOMPARE(q(s.options.at("threads")), QString("2"));
    QCOMPARE(q(makePlayer("ismcts:iterations=500,c=0.7,solve=1")->spec()), QString("ismcts:iterations=500,c=0.7,solve=1"));
    // A level at a fixed budget: its own search, the budget replaced, its other options kept.
    QCOMPARE(q(makePlayer("strong:iterations=30000")->spec()), QString("ismcts:iterations=30000,decisive=1,solve=1,reuse=1,guard=4,margin=0.05,approach=1,beliefs=mixed"));
    QCOMPARE(q(makePlayer("expert:ms=100,threads=2")->spec()), QString("ismcts:ms=100,threads=2,decisive=1,solve=1,reuse=1,guard=4,margin=0.05,approach=1,beliefs=mixed"));
    QCOMPARE(q(makePlayer("strong:decisive=0,reuse=0")->spec()), QString("ismcts:ms=700,threads=0,solve=1,guard=4,margin=0.05,approach=1,beliefs=mixed"));
    // The level without the solver and the race guard: Strong's search before issue 48.
    QCOMPARE(q(makePlayer("strong:iterations=3000,solve=0,guard=0")->spec()), QString("ismcts:iterations=3000,decisive=1,reuse=1,margin=0.05,approach=1,beliefs=mixed"));
    // The levels search on all cores; a fixed budget measures on one thread unless told.
    QCOMPARE(q(makePlayer("strong")->spec()), QString("ismcts:ms=700,threads=0,decisive=1,solve=1,reuse=1,guard=4,margin=0.05,approach=1,beliefs=mixed"));
    QCOMPARE(q(makePlayer("strong:iterations=16000,threads=2")->spec()), QString("ismcts:iterations=16000,threads=2,decisive=1,solve=1,reuse=1,guard=4,margin=0.05,approach=1,beliefs=mixed"));
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
    QTest::newRow("options for a trick") << "pair:iterations=5" << "player pair takes no options";
    QTest::newRow("ismcts zero iterations") << "ismcts:iterations=0" << "iterations must be a number from 1";
    QTest::newRow("ismcts ms text") << "ismcts:ms=fast" << "ms must be a number from 1";
    QTest::newRow("ismcts unknown option") << "ismcts:depth=3" << "ismcts has no option \"depth\"";
    QTest::newRow("ismcts both budgets") << "ismcts:iterations=10,ms=5" << "give iterations or ms, not both";
    QTest::newRow("ismcts too many threads") << "ismcts:threads=65" << "threads must be a number from 0 to 64";
    QTest::newRow("flatmc has no threads") << "flatmc:threads=2" << "flatmc has no option \"threads\"";
    QTest::newRow("a removed experiment") << "ismcts:bias=1" << "ismcts has no option \"bias\"";
    QTest::newRow("solve above one") << "ismcts:solve=2" << "solve must be a number from 0 to 1";
    QTest::newRow("flatmc has no solver") << "flatmc:solve=1" << "flatmc has no option \"solve\"";
    QTest::newRow("capture above one") << "cheat-uct:capture=1.5" << "capture must be a number from 0 to 1";
    QTest::newRow("margin above one") << "strong:guard=4,margin=2" << "margin must be a number from 0 to 1";
    QTest::newRow("cheat-uct needs no guard") << "cheat-uct:guard=4" << "cheat-uct has no option \"guard\"";
    QTest::newRow("options for a level that does not search") << "club:iterations=5" << "level club does not search, so it takes no options";
    QTest::newRow("a level's bad option") << "strong:depth=3" << "ismcts has no option \"depth\"";
    QTest::newRow("a level's bad budget") << "expert:iterations=0" << "iterations must be a number from 1";
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
            // The scripted tricks too (fresh players: a trick remembers its runner).
            for (const char* trick : {"rusher", "decoy", "bluffer", "fortress", "winger", "dodger", "late", "pair", "waiter", "switcher", "lurker"}) {
                Rng c{uint64_t(g)}, e{uint64_t(g)};
                QVERIFY2(makePlayer(trick)->choose(myView, c) == makePlayer(trick)->choose(other.view(me), e), trick);
            }
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
    const double score = matchScore(*greedy, *random, 200, 17, 1);
    qInfo("greedy scored %.3f against random over 200 games", score);
    QVERIFY(score > 0.85);
}

namespace {

State midgame(uint64_t seed, int plies)
{
    Rng walk(seed);
    State s = State::deal(classic(), seed);
    for (int k = 0; k < plies && !s.isTerminal(); ++k)
        s.apply(s.randomLegalMove(walk));
    return s;
}

}  // namespace

void TestPlayers::ismctsIsReproducible()
{
    auto a = makePlayer("ismcts:iterations=800");
    auto b = makePlayer("ismcts:iterations=800");
    for (int g = 0; g < 10; ++g) {
        const State s = midgame(uint64_t(g) + 40, 10 + g);
        if (s.isTerminal())
            continue;
        Rng ra{uint64_t(g)}, rb{uint64_t(g)};
        QVERIFY(a->choose(s.view(s.toAct()), ra) == b->choose(s.view(s.toAct()), rb));
    }
}

void TestPlayers::allCoresMeansThisGamesShare()
{
    // threads=0 searches with as many trees as autoSearchThreads says: the machine's cores, or
    // the share parallelFor gives each of several games at once. At a fixed budget and seed
    // that is the same search as naming the number.
    QVERIFY(autoSearchThreads() >= 1 && autoSearchThreads() <= kMaxAutoSearchThreads);
    const State s = midgame(77, 14);
    const State v = s.view(s.toAct());
    const auto visits = [&v](const char* spec) {
        auto p = makePlayer(spec);
        Rng rng(5);
        p->choose(v, rng);
        return static_cast<IsmctsPlayer*>(p.get())->lastSearch().rootVisits;
    };
    std::vector<std::pair<Move, int>> three, one, automatic;
    {
        const AutoSearchThreadsScope scope(3);
        QCOMPARE(autoSearchThreads(), 3);
        automatic = visits("ismcts:iterations=1500,threads=0");
    }
    three = visits("ismcts:iterations=1500,threads=3");
    one = visits("ismcts:iterations=1500");
    QVERIFY(automatic == three);
    QVERIFY(automatic != one);
    // parallelFor hands each of its games an equal share of the cores, at least one.
    const int cores = autoSearchThreads();
    std::vector<int> seen(4, 0);
    parallelFor(4, 2, [&](int, int k) { seen[size_t(k)] = autoSearchThreads(); });
    for (int n : seen)
        QCOMPARE(n, std::max(1, cores / 2));
    QCOMPARE(autoSearchThreads(), cores);
}

void TestPlayers::ismctsTreesStayTheSame_data()
{
    // Root visit counts recorded with the search as it was before the playout and tree
    // speed-ups (the notebook's "Speed"): a pure speed-up must reproduce them exactly, so the
    // same seed gives the same trees and the same games. Positions come from random walks
    // (deal seed, plies); the search runs from the view of the side to act.
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("dealSeed");
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("visits");
    QTest::newRow("ismcts:iterations=3000 101 12") << QString("ismcts:iterations=3000") << 101 << 12
                                               << QString("d2c3=288 a4a5=202 a4b5=71 b3b4=28 b3c4=474 d4d5=42 d4e5=5 d3c4=96 f3g4=38 f4e5=1490 f4f5=235 f4g5=31");
    QTest::newRow("ismcts:iterations=3000 102 25") << QString("ismcts:iterations=3000") << 102 << 25
                                               << QString("d5d4=8 d5c5=3 d5e5=306 d5c6=16 d5d6=321 d5e6=10 e4d3=287 e4f3=3 e4d4=271 e4f4=236 e4e5=120 e4f5=490 c2b1=48 c2c1=498 c2d1=121 c2b2=262");
    QTest::newRow("ismcts:iterations=3000 103 30") << QString("ismcts:iterations=3000") << 103 << 30
                                               << QString("d9e8=3 b7a6=120 b7b6=6 b7c6=361 b5b4=313 d8e7=706 d7c6=199 d7e6=571 f8e7=185 f8f7=139 f8g7=158 f6f5=143 f6g5=96");
    QTest::newRow("ismcts:iterations=3000,capture=0 104 14") << QString("ismcts:iterations=3000,capture=0") << 104 << 14
                                               << QString("d9e8=415 a8a7=337 c7b6=64 c7c6=16 c7d6=5 d8e7=33 d7c6=25 d7d6=65 f8e7=27 f8g7=505 f7f6=947 f7g6=561");
}

void TestPlayers::ismctsTreesStayTheSame()
{
    QFETCH(QString, spec);
    QFETCH(int, dealSeed);
    QFETCH(int, plies);
    QFETCH(QString, visits);
    const State s = midgame(uint64_t(dealSeed), plies);
    QVERIFY(!s.isTerminal());
    auto player = makePlayer(spec.toStdString());
    auto* ismcts = dynamic_cast<IsmctsPlayer*>(player.get());
    QVERIFY(ismcts);
    Rng rng(uint64_t(dealSeed) * 7 + 1);
    ismcts->choose(s.view(s.toAct()), rng);
    QStringList got;
    for (const auto& [move, n] : ismcts->lastSearch().rootVisits)
        got << QString::fromStdString(formatMove(move, s.rules())) + "=" + QString::number(n);
    QCOMPARE(got.join(' '), visits);
}

void TestPlayers::ismctsNeverPeeks()
{
    // RULES.md §7: permuting the opponent's hidden identities (any deal the view allows)
    // never changes the move at a fixed seed and iteration budget.
    Rng deal(77);
    int compared = 0;
    for (int g = 0; g < 40; ++g) {
        // Also with the solver, whose proofs hold only where the view decides the outcome; the
        // level (beliefs, solver, race guard); and the race guard, which reckons races from
        // squares alone.
        auto ismcts = makePlayer(g % 4 == 1 ? "ismcts:iterations=400,solve=1" : g % 4 == 2 ? "strong:iterations=400" : g % 4 == 3 ? "ismcts:iterations=400,guard=4,approach=1" : "ismcts:iterations=400");
        const State s = midgame(uint64_t(g) + 900, 6 + g % 20);
        if (s.isTerminal())
            continue;
        const Side me = s.toAct();
        Rng first{uint64_t(g)};
        const Move expected = ismcts->choose(s.view(me), first);
        for (int d = 0; d < 2; ++d) {
            const State other = s.view(me).determinize(deal);
            Rng again{uint64_t(g)};
            QVERIFY(ismcts->choose(other.view(me), again) == expected);
            ++compared;
        }
    }
    QVERIFY(compared >= 40);
}

void TestPlayers::ismctsTakesTheWinningCapture()
{
    const State s = position({{"d5", "w9+"}, {"e6", "bs!"}, {"c6", "b7!"}, {"a3", "w4"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w f 5 0-0 -,- classic");
    Rng rng(1);
    QCOMPARE(q(formatMove(makePlayer("ismcts:iterations=3000")->choose(s.view(Side::White), rng), classic())), QString("d5e6"));
}

void TestPlayers::ismctsBeatsRandom()
{
    auto ismcts = makePlayer("ismcts:iterations=300");
    auto random = makePlayer("random");
    const double score = matchScore(*ismcts, *random, 30, 23, 3);
    qInfo("ismcts:iterations=300 scored %.3f against random over 30 games", score);
    QVERIFY(score > 0.8);
}

void TestPlayers::ismctsStopsWhenAsked()
{
    // A stop raised before the search: it answers at once.
    auto slow = makePlayer("ismcts:iterations=100000000");
    std::atomic<bool> stop{true};
    slow->setStopFlag(&stop);
    const State s = State::deal(classic(), 3);
    Rng rng(1);
    QVERIFY(s.isLegal(slow->choose(s.view(Side::White), rng)));
    // A stop raised while it searches (a hundred million iterations would take a quarter of an hour): it answers
    // with a legal move soon after. The pause before the stop only puts it inside the search.
    auto running = makePlayer("ismcts:iterations=100000000");
    std::atomic<bool> stopLater{false};
    std::atomic<bool> started{false};
    running->setStopFlag(&stopLater);
    auto answer = std::async(std::launch::async, [&] {
        started = true;
        Rng r(2);
        return running->choose(s.view(Side::White), r);
    });
    while (!started)
        std::this_thread::yield();
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stopLater = true;
    QVERIFY2(answer.wait_for(std::chrono::seconds(60)) == std::future_status::ready, "the search ends after the stop");
    QVERIFY(s.isLegal(answer.get()));
}

// Tree reuse (IsmctsOptions::reuse): White's Move 2 search starts from the subtree its Move 1
// search built under the move it played, so it starts with visits; a player without reuse,
// and the first search of another game, start from nothing. The reused search still spends
// its whole budget.
void TestPlayers::treeReuseStartsFromTheSubtree()
{
    auto reuse = makePlayer("ismcts:iterations=1500,reuse=1");
    auto fresh = makePlayer("ismcts:iterations=1500");
    auto* kept = dynamic_cast<IsmctsPlayer*>(reuse.get());
    QVERIFY(kept && reuse->readsHistory());
    QCOMPARE(reuse->spec(), std::string("ismcts:iterations=1500,reuse=1"));
    for (uint64_t game = 1; game <= 2; ++game) {
        State s = State::deal(classic(), 40 + game);
        PublicHistory h = PublicHistory::startingAt(s, Side::White);
        Rng rng(game), walk(game + 7);
        int searches = 0, reused = 0;
        for (int ply = 0; ply < 24 && !s.isTerminal(); ++ply) {
            Move m;
            if (s.toAct() == Side::White) {
                MoveList legal;
                s.legalMoves(legal);
                const bool first = searches == 0;
                Rng again = rng;
                m = reuse->chooseWithHistory(h, rng);
                if (legal.size > 1) {
                    ++searches;
                    if (first)
                        QCOMPARE(kept->reusedVisits(), 0LL);  // a new game: nothing to reuse
                    reused += kept->reusedVisits() > 0;
                    QCOMPARE(kept->lastSearch().iterations, 1500LL);
                    fresh->chooseWithHistory(h, again);
                }
            } else {
                m = s.randomLegalMove(walk);
            }
            s.apply(m);
            h.add(m, s);
        }
        QVERIFY2(reused * 3 >= searches, qPrintable(QString("%1 of %2 searches reused a subtree").arg(reused).arg(searches)));
    }
}

// With reuse, two games that White cannot tell apart (Black's hidden identities dealt
// differently, the same moves) get the same White moves all the way: the kept trees hold
// only what the searches drew from White's views.
void TestPlayers::treeReuseNeverPeeks()
{
    int compared = 0;
    for (uint64_t g = 0; g < 12; ++g) {
        const State start = State::deal(classic(), g + 500);
        Rng dealer{g + 2000};
        const State other = start.view(Side::White).determinize(dealer);
        auto p1 = makePlayer("ismcts:iterations=600,reuse=2,beliefs=mixed,deals=128");
        auto p2 = makePlayer("ismcts:iterations=600,reuse=2,beliefs=mixed,deals=128");
        State s = start, t = other;
        PublicHistory hs = PublicHistory::startingAt(s, Side::White), ht = PublicHistory::startingAt(t, Side::White);
        Rng r1{g}, r2{g}, walk{g + 99};
        for (int ply = 0; ply < 30 && !s.isTerminal(); ++ply) {
            Move m;
            if (s.toAct() == Side::White) {
                m = p1->chooseWithHistory(hs, r1);
                QVERIFY(p2->chooseWithHistory(ht, r2) == m);
                ++compared;
            } else {
                m = s.randomLegalMove(walk);
            }
            if (!t.isLegal(m))
                break;
            s.apply(m);
            t.apply(m);
            hs.add(m, s);
            ht.add(m, t);
            if (formatGpn(hs.now()) != formatGpn(ht.now()) || s.isTerminal() != t.isTerminal())
                break;  // a capture showed White something that differs: the games part
        }
    }
    QVERIFY2(compared >= 60, qPrintable(QString::number(compared)));
}

void TestPlayers::cheatUctSeesEverythingAndNobodyElseDoes()
{
    // Two hidden Black counters next to White's 9: a Penalty defender and the Star Player.
    const State s = position({{"d5", "w9+"}, {"c6", "b2"}, {"e6", "bs"}, {"a3", "w4"}, {"d1", "w1+"}, {"d10", "b1+"}, {"a8", "b5"}}, "w f 5 0-0 -,- classic");
    auto cheat = makePlayer("cheat-uct:iterations=3000");
    QVERIFY(cheat->seesEverything());
    QVERIFY(!makePlayer("ismcts")->seesEverything() && !makePlayer("flatmc")->seesEverything() && !makePlayer("greedy")->seesEverything());
    Rng rng(2);
    QCOMPARE(q(formatMove(cheat->choose(s, rng), classic())), QString("d5e6"));
    // playGame hands the full state only to a player that says it sees everything.
    struct Probe : Player {
        bool all;
        bool sawHidden = false;
        explicit Probe(bool a) : all(a) {}
        std::string spec() const override { return "probe"; }
        bool seesEverything() const override { return all; }
        Move choose(const State& v, Rng& r) override
        {
            sawHidden = sawHidden || v.hasHiddenIdentities();
            return v.randomLegalMove(r);
        }
    };
    Probe honest(false), cheater(true);
    Rng g(3);
    playGame(State::deal(classic(), 9), honest, cheater, g);
    QVERIFY(honest.sawHidden);
    QVERIFY(!cheater.sawHidden);
}

void TestPlayers::flatMcBeatsRandom()
{
    auto flat = makePlayer("flatmc:iterations=400");
    auto random = makePlayer("random");
    const double score = matchScore(*flat, *random, 20, 29, 11);
    QVERIFY2(score > 0.8, qPrintable(QString::number(score)));
}

QTEST_APPLESS_MAIN(TestPlayers)
namespace {

// Could one of `by`'s First Teamers step onto `s` next turn?
bool attackedSquare(const State& st, Square s, Side by)
{
    for (int i = 0; i < st.countersOnPitch(by); ++i) {
        const Square from = st.counterSquare(by, i);
        if (!cellIsFirstTeamer(st.at(from)))
            continue;
        const Steps& steps = st.rules().firstTeamerTable(by, cellIdentity(st.at(from)))[from];
        for (int k = 0; k < steps.count; ++k)
            if (steps.to[k] == s)
                return true;
    }
    return false;
}

}  // namespace

// Each scripted trick plays legal games and really plays its trick: checked move by move over
// 30 games against random, as White and as Black.
void TestPlayers::exploitersPlayTheirTricks()
{
    QCOMPARE(q(makePlayer("bluffer")->spec()), QString("bluffer"));
    QVERIFY_THROWS_EXCEPTION(BadPlayerSpec, makePlayer("rusher:ms=5"));
    const Rules& r = classic();
    auto progress = [&](Side side, Square s) { return side == Side::White ? r.rankOf(s) : r.ranks() - 1 - r.rankOf(s); };
    auto edge = [&](Square s) { return std::min(r.fileOf(s), r.files() - 1 - r.fileOf(s)); };
    for (const char* trick : {"rusher", "winger", "decoy", "bluffer", "fortress"}) {
        int checked = 0;
        for (int g = 0; g < 30; ++g) {
            const Side me = g % 2 ? Side::Black : Side::White;
            auto exploiter = makePlayer(trick);
            auto other = makePlayer("random");
            Rng rng(uint64_t(500 + g));
            const PlayedGame game = playGame(State::deal(r, uint64_t(900 + g)), me == Side::White ? *exploiter : *other,
                                             me == Side::White ? *other : *exploiter, rng, true);
            Identity firstRunner = kNoIdentity;
            for (size_t i = 0; i < game.moves.size(); ++i) {
                const State& before = game.positions[i];
                const Move m = game.moves[i];
                if (before.toAct() != me || m.kind != MoveKind::Step)
                    continue;
                MoveList legal;
                before.legalMoves(legal);
                const Square star = before.find(me, kStar);
                const bool starCanStep = star != kNoSquare && std::any_of(legal.begin(), legal.end(), [&](const Move& x) { return x.from == star; });
                const Identity mover = cellIdentity(before.at(m.from));
                if (before.phase() == Phase::YouthMove) {
                    if (std::string(trick) == "rusher" && starCanStep) {
                        QCOMPARE(mover, kStar);  // the Star Player runs whenever it can
                        QVERIFY(progress(me, m.to) > progress(me, m.from));
                        ++checked;
                    }
                    if (std::string(trick) == "winger" && mover == kStar) {
                        // Never away from its wing, unless every step towards it could be captured.
                        const bool safeWingStep = std::any_of(legal.begin(), legal.end(), [&](const Move& x) {
                            return x.from == star && edge(x.to) <= edge(star) && !attackedSquare(before, x.to, opponent(me));
                        });
                        QVERIFY(edge(m.to) <= edge(m.from) || !safeWingStep);
                        ++checked;
                    }
                    if (std::string(trick) == "bluffer") {
                        QVERIFY2(mover != kStar || std::all_of(legal.begin(), legal.end(), [&](const Move& x) { return x.from == star; }),
                                 "the bluffer's Star Player moves only when nothing else can");
                        ++checked;
                    }
                    if (std::string(trick) == "decoy" && before.turn() <= 3 && mover != kStar) {
                        // The same non-Star counter runs from the first move on.
                        if (firstRunner == kNoIdentity)
                            firstRunner = mover;
                        QCOMPARE(mover, firstRunner);
                        ++checked;
                    }
                } else if (before.phase() == Phase::FirstTeamMove && std::string(trick) == "fortress" && before.at(m.to) != kEmpty) {
                    QVERIFY2(progress(me, m.to) * 2 < r.ranks(), "the fortress captures only in its own half");
                    ++checked;
                }
            }
        }
        QVERIFY2(checked >= 20, trick);
    }
}

// The tricks of issue 34 (dodger, late, pair, waiter) keep their rules move by move, in 30 games
// against random on each of three pitches and turn limits (classic; large: 9 x 12, 26 turns;
// quick: 10 turns), as White and as Black. "Only move" exceptions: a trick that must move the
// Star Player because no other Youth Counter can step is not held to its rule.
void TestPlayers::newTricksKeepTheirRules()
{
    for (const char* trick : {"dodger", "late", "pair", "waiter"}) {
        QCOMPARE(q(makePlayer(trick)->spec()), QString(trick));
        QVERIFY_THROWS_EXCEPTION(BadPlayerSpec, makePlayer(std::string(trick) + ":ms=5"));
        int checked = 0, waited = 0;
        std::string failure;
        for (const char* variant : {"classic", "large", "quick"}) {
            const Rules& r = *registry().find(variant);
            const int limit = r.variant().turnLimit;
            auto toGo = [&](Side side, Square s) { return side == Side::White ? r.ranks() - 1 - r.rankOf(s) : r.rankOf(s); };
            for (int g = 0; g < 30 && failure.empty(); ++g) {
                const Side me = g % 2 ? Side::Black : Side::White;
                auto exploiter = makePlayer(trick);
                const auto* ex = dynamic_cast<const ExploiterPlayer*>(exploiter.get());
                QVERIFY(ex);
                auto other = makePlayer("random");
                Rng rng(uint64_t(700 + g));
                Identity partner = kNoIdentity;
                bool formed = false;  // pair: the two have stood level on neighbouring files (same partner)
                auto fail = [&](const State& before, const std::string& what) {
                    if (failure.empty())
                        failure = std::string(trick) + " (" + variant + ", game " + std::to_string(g) + ", turn " + std::to_string(before.turn()) + "): " + what;
                };
                auto onPly = [&](const State& before, Move m, const State& after, const EventList&) {
                    if (before.toAct() != me || before.phase() != Phase::YouthMove || m.kind != MoveKind::Step)
                        return;
                    const Square star = before.find(me, kStar);
                    if (star == kNoSquare || cellIsFirstTeamer(before.at(star)))
                        return;
                    MoveList legal;
                    before.legalMoves(legal);
                    const bool moved = m.from == star, goal = r.onAttackedGoalLine(me, m.to);
                    const bool othersCould = std::any_of(legal.begin(), legal.end(), [&](const Move& x) { return x.from != star; });
                    const bool starCould = std::any_of(legal.begin(), legal.end(), [&](const Move& x) { return x.from == star; });
                    const int turnsLeft = limit - before.turn() + 1;
                    const std::string name = trick;
                    if (name == "dodger") {
                        const bool safeStep = std::any_of(legal.begin(), legal.end(), [&](const Move& x) {
                            return x.from == star && (r.onAttackedGoalLine(me, x.to) || !attackedSquare(before, x.to, opponent(me)));
                        });
                        if (moved && !goal && attackedSquare(before, m.to, opponent(me)) && othersCould)
                            fail(before, "the Star Player stepped onto a square a First Teamer attacks");
                        if (safeStep && !moved)
                            fail(before, "the Star Player did not run though it had a safe step");
                        checked += moved;
                        waited += !moved;
                    } else if (name == "late") {
                        const bool started = turnsLeft <= toGo(me, star) + 2;
                        if (!started && moved && othersCould)
                            fail(before, "the Star Player left home before the last turns");
                        if (started && starCould && !moved)
                            fail(before, "the Star Player did not run in the last turns");
                        checked += started && moved;
                        waited += !started && !moved;
                    } else if (name == "waiter") {
                        const bool early = turnsLeft > 2;
                        if (moved && early && toGo(me, m.to) < 2 && othersCould)
                            fail(before, "the Star Player went past its waiting rank before the last two turns");
                        if (toGo(me, star) > 2 && starCould && !moved)
                            fail(before, "the Star Player did not run to its waiting rank");
                        checked += !early && moved;
                        waited += early && toGo(me, star) == 2 && !moved;
                    } else if (name == "pair") {
                        if (ex->runner() != partner)
                            formed = false;
                        partner = ex->runner();
                        const Square mate = partner == kNoIdentity ? kNoSquare : before.find(me, partner);
                        if (mate == kNoSquare || cellIsFirstTeamer(before.at(mate)) || after.isTerminal())
                            return;
                        const Square s2 = after.find(me, kStar), m2 = after.find(me, partner);
                        if (m2 == kNoSquare || cellIsFirstTeamer(after.at(m2)))
                            return;
                        const int ranks = std::abs(r.rankOf(s2) - r.rankOf(m2)), files = std::abs(r.fileOf(s2) - r.fileOf(m2));
                        const bool othersToo = std::any_of(legal.begin(), legal.end(), [&](const Move& x) { return x.from != star && x.from != mate; });
                        if (formed && (moved || m.from == mate) && othersToo) {
                            if (ranks > 1 || files > 2)
                                fail(before, "the Star Player and its partner came apart");
                            if (ranks == 0 && files != 1)
                                fail(before, "the Star Player and its partner stand level but not side by side");
                            checked += moved;
                            waited += m.from == mate;
                        }
                        formed = formed || (ranks == 0 && files == 1);
                    }
                };
                playGame(State::deal(r, uint64_t(1300 + g)), me == Side::White ? *exploiter : *other,
                         me == Side::White ? *other : *exploiter, rng, false, onPly);
            }
        }
        QVERIFY2(failure.empty(), failure.c_str());
        // Each trick really plays: the Star Player's runs and its waits (or the partner's steps).
        QVERIFY2(checked >= 20 && waited >= 20, qPrintable(QString("%1: %2 runs, %3 waits").arg(trick).arg(checked).arg(waited)));
    }
}

// Post-game analysis (analysis.h): White's 9 could capture the revealed Star Player and
// stepped back instead; the analysis calls it costly and names the capture.
void TestPlayers::analysisMarksTheMissedWinningCapture()
{
    const State s = position({{"d5", "w9+"}, {"e6", "bs!"}, {"d1", "w1+"}, {"d10", "b1+"}}, "w f 5 0-0 -,- classic");
    State after = s;
    after.apply(move(s, "d5d4"));
    AnalysisOptions o;
    o.deals = 300;
    const GameAnalysis a = analyseGame({s, after}, {move(s, "d5d4")}, Side::White, o);
    QVERIFY(a.complete);
    QCOMPARE(int(a.plies.size()), 1);
    const PlyAnalysis& p = a.plies[0];
    QVERIFY(p.judged);
    QCOMPARE(q(formatMove(p.best, classic())), QString("d5e6"));
    QCOMPARE(p.bestValue, 1.0);
    QVERIFY2(p.verdict >= Verdict::Mistake, qPrintable(QString::number(p.loss)));
    QCOMPARE(p.loss, p.bestValue - p.playedValue);
    // Black's seat: White's moves are not Black's to judge.
    QVERIFY(!analyseGame({s, after}, {move(s, "d5d4")}, Side::Black, o).plies[0].judged);
}

// The analysis of a side never depends on what that side could not see: the same game with
// the opponent's hidden identities dealt differently at every ply gives the same analysis.
void TestPlayers::analysisReadsOnlyTheSidesView()
{
    auto white = makePlayer("greedy"), black = makePlayer("random");
    Rng rng(77);
    const PlayedGame g = playGame(State::deal(classic(), 77), *white, *black, rng, true);
    QVERIFY(g.moves.size() > 10);
    AnalysisOptions o;
    o.deals = 40;
    o.seed = 9;
    for (const Side side : {Side::White, Side::Black}) {
        const GameAnalysis a = analyseGame(g.positions, g.moves, side, o);
        std::vector<State> other;
        Rng deal(5);
        for (const State& st : g.positions)
            other.push_back(st.isTerminal() ? st : st.view(side).determinize(deal));
        const GameAnalysis b = analyseGame(other, g.moves, side, o);
        QVERIFY(a.complete && b.complete);
        QCOMPARE(a.plies.size(), g.moves.size());
        int judged = 0;
        for (size_t k = 0; k < a.plies.size(); ++k) {
            const PlyAnalysis &x = a.plies[k], &y = b.plies[k];
            QCOMPARE(x.chance, y.chance);
            QCOMPARE(x.judged, y.judged);
            QCOMPARE(x.best == y.best, true);
            QCOMPARE(x.playedValue, y.playedValue);
            QVERIFY(x.chance >= 0 && x.chance <= 1);
            QVERIFY(!x.judged || (x.mover == side && x.loss >= 0 && x.bestValue >= x.playedValue));
            judged += x.judged ? 1 : 0;
        }
        QVERIFY(judged > 3);
        QCOMPARE(a.finalResult, b.finalResult);
    }
}

void TestPlayers::analysisStopsWhenAsked()
{
    auto white = makePlayer("random"), black = makePlayer("random");
    Rng rng(3);
    const PlayedGame g = playGame(State::deal(classic(), 3), *white, *black, rng, true);
    AnalysisOptions o;
    o.deals = 5;
    int calls = 0;
    const GameAnalysis a = analyseGame(g.positions, g.moves, Side::White, o, [&calls](size_t done, size_t) { ++calls; return done < 3; });
    QVERIFY(!a.complete);
    QCOMPARE(int(a.plies.size()), 3);
    QVERIFY(calls > 3);  // asked between candidates too, so a long decision stops early
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, analyseGame(g.positions, {}, Side::White, o));
}

// Decisive playouts read back from their spec, and off they leave the spec (and the search)
// as it was.
void TestPlayers::decisivePlayoutsReadBack()
{
    QCOMPARE(makePlayer("ismcts:iterations=50,decisive=1")->spec(), std::string("ismcts:iterations=50,decisive=1"));
    QCOMPARE(makePlayer("ismcts:iterations=50,decisive=0")->spec(), std::string("ismcts:iterations=50"));
    QVERIFY_THROWS_EXCEPTION(BadPlayerSpec, makePlayer("flatmc:decisive=1"));
}

#include "tst_players.moc"
