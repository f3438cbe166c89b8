// Issue 34: the computer meets a hidden runner before it is too late. In set positions a
// hidden Youth Counter stands three moves from the defender's Goal Line and one First Teamer
// move now is the last that can still reach its path; the search must make it. Both sides.
// The race guard (raceguard.h) is checked on its own too: its reckoning of each position,
// blocks, a Goalkeeper's reach, and a capture that may end the game.
#include "testsupport.h"

#include "history.h"
#include "match.h"
#include "players/exploiterplayer.h"
#include "players/player.h"
#include "players/raceguard.h"

#include <cstdlib>

using namespace gs;
using namespace test;

namespace {

struct Case {
    const char* name;
    State position;   // the defender to make its First Teamer move
    Square runner;    // the hidden runner's square
};

Square sq(const char* name) { return *classic().parseSquare(name); }

// Does some First Teamer of `defender` meet the runner walking straight on: after the
// runner's k-th step, a First Teamer within k king-steps of it (PlayoutPolicy::raceRows's
// reckoning, with the defender to move next)?
bool meetsThePath(const State& s, Side defender, Square runner)
{
    const Rules& r = s.rules();
    const int forward = defender == Side::White ? -1 : 1;  // the runner's direction
    const int toGo = defender == Side::White ? r.rankOf(runner) : r.ranks() - 1 - r.rankOf(runner);
    for (int i = 0; i < s.countersOnPitch(defender); ++i) {
        const Square f = s.counterSquare(defender, i);
        if (!cellIsFirstTeamer(s.at(f)))
            continue;
        for (int k = 1; k < toGo; ++k) {
            const int y = r.rankOf(runner) + k * forward;
            if (std::max(std::abs(r.fileOf(f) - r.fileOf(runner)), std::abs(r.rankOf(f) - y)) <= k)
                return true;
        }
    }
    return false;
}

std::vector<Case> cases()
{
    return {
        // Black's hidden counter on a4 (a3, a2, a1 to go), its Star Player or its 2 (g9) at
        // even odds; White's 9 on d5 reaches a2 in time only by stepping to c4 now, and has
        // nothing to capture sooner.
        {"White, the a-file", position({{"g1", "w1+"}, {"d5", "w9+"}, {"c3", "ws"}, {"g3", "w4"},
                                        {"d10", "b1+"}, {"a4", "bs"}, {"g9", "b2"}},
                                       "w f 8 0-0 -,- classic"),
         sq("a4")},
        // The mirror image on the g-file, the runner not the Star Player: Black's 2 on g4;
        // White's 9 on d5 must go to e4.
        {"White, the g-file", position({{"a1", "w1+"}, {"d5", "w9+"}, {"e3", "ws"}, {"a3", "w4"},
                                        {"d10", "b1+"}, {"g4", "b2"}, {"a9", "bs"}},
                                       "w f 8 0-0 -,- classic"),
         sq("g4")},
        // Black defends: White's hidden counter on a7; Black's 9 on d6 must go to c7.
        {"Black, the a-file", position({{"d1", "w1+"}, {"a7", "ws"}, {"g2", "w2"},
                                        {"g10", "b1+"}, {"d6", "b9+"}, {"c8", "bs"}, {"g8", "b4"}},
                                       "b f 8 0-0 -,- classic"),
         sq("a7")},
        // Black, the g-file: White's 2 on g7, its Star Player on a2; Black's 9 on d6 must go
        // to e7.
        {"Black, the g-file", position({{"d1", "w1+"}, {"g7", "w2"}, {"a2", "ws"},
                                        {"a10", "b1+"}, {"d6", "b9+"}, {"e8", "bs"}, {"a8", "b4"}},
                                       "b f 8 0-0 -,- classic"),
         sq("g7")},
    };
}

}  // namespace

class TestDefence : public QObject {
    Q_OBJECT
private slots:
    void thePositionsAreRaces();
    void theGuardReckonsTheRace();
    void theGuardReckonsBlocksAndCaptures();
    void theComputerCutsOffTheRunner_data();
    void theComputerCutsOffTheRunner();
    void theLevelsGuardAgainstRunners();
    void theGuardClosesInOnARunnerThatWaits();
    void theGuardTricksKeepTheirRules();
};

// Each case is what it says: no First Teamer meets the path yet, one move can make it meet,
// and most moves do not.
void TestDefence::thePositionsAreRaces()
{
    for (const Case& c : cases()) {
        const Side defender = c.position.toAct();
        QVERIFY2(!meetsThePath(c.position, defender, c.runner), c.name);
        QCOMPARE(cellIdentity(c.position.view(defender).at(c.runner)), kUnknown);
        MoveList legal;
        c.position.legalMoves(legal);
        int meeting = 0;
        for (const Move& m : legal) {
            State after = c.position;
            after.apply(m);
            meeting += meetsThePath(after, defender, c.runner);
        }
        QVERIFY2(meeting >= 1 && 3 * meeting <= legal.size, qPrintable(QString("%1: %2 of %3").arg(c.name).arg(meeting).arg(legal.size)));
    }
}

// The race guard's reckoning (raceguard.h) in the four positions: before the defender's move
// the runner gets through; the move that reaches its path leaves it no way through, and a
// move elsewhere leaves it one. raceThreats adds the runner's odds (here its uniform odds, at
// least) for exactly the moves that let it through.
void TestDefence::theGuardReckonsTheRace()
{
    const char* cutOff[] = {"d5c4", "d5e4", "d6c7", "d6e7"};
    const char* elsewhere[] = {"d5e5", "d5c5", "d6e6", "d6c6"};
    int i = 0;
    for (const Case& c : cases()) {
        const Side defender = c.position.toAct();
        const State view = c.position.view(defender);
        QVERIFY2(runnerGetsThrough(view, defender, c.runner, 4), c.name);
        QVERIFY2(!runnerGetsThrough(view, defender, c.runner, 2), c.name);  // farther than 2 rows: not counted
        MoveList legal;
        view.legalMoves(legal);
        const std::vector<double> threats = raceThreats(view, legal, 4, nullptr);
        QCOMPARE(int(threats.size()), legal.size);
        for (int m = 0; m < legal.size; ++m) {
            const std::string name = formatMove(legal[m], view.rules());
            if (name == cutOff[i])
                QVERIFY2(threats[size_t(m)] == 0, qPrintable(QString("%1: %2").arg(c.name, name.c_str())));
            if (name == elsewhere[i])
                QVERIFY2(threats[size_t(m)] > 0.1, qPrintable(QString("%1: %2").arg(c.name, name.c_str())));
        }
        ++i;
    }
}

// A runner stops where every square in front of it is taken, and a First Teamer that can
// capture it where it steps stops it; a Goalkeeper never leaves its area to do so.
void TestDefence::theGuardReckonsBlocksAndCaptures()
{
    // Black's hidden counter on b3, White's Goalkeeper on b1: whatever the runner does (a2,
    // b2, c2) the Goalkeeper captures it there.
    const State keeper = position({{"b1", "w1+"}, {"g5", "w9+"}, {"d3", "ws"}, {"d10", "b1+"}, {"b3", "bs"}, {"g9", "b2"}},
                                  "w f 8 0-0 -,- classic");
    QVERIFY(!runnerGetsThrough(keeper.view(Side::White), Side::White, *classic().parseSquare("b3"), 4));
    // The Goalkeeper on e1 is too far: the runner goes a2, then a1 or b1.
    const State far = position({{"e1", "w1+"}, {"g5", "w9+"}, {"d3", "ws"}, {"d10", "b1+"}, {"b3", "bs"}, {"g9", "b2"}},
                               "w f 8 0-0 -,- classic");
    QVERIFY(runnerGetsThrough(far.view(Side::White), Side::White, *classic().parseSquare("b3"), 4));
    // Black's own Youth Counters on a2, b2 and c2 fill every square in front of it.
    const State blocked = position({{"e1", "w1+"}, {"g5", "w9+"}, {"d3", "ws"},
                                    {"d10", "b1+"}, {"b3", "bs"}, {"a2", "b4"}, {"b2", "b5"}, {"c2", "b6"}},
                                   "w f 8 0-0 -,- classic");
    QVERIFY(!runnerGetsThrough(blocked.view(Side::White), Side::White, *classic().parseSquare("b3"), 4));
    // With the runner loose, a capture of another hidden counter (f6) ends the game when that
    // counter is the Star Player: its move leaves the runner's odds times the chance it is
    // not, 2/3 x 1/3 (three hidden counters, uniform odds); the other moves leave 1/3.
    const State loose = position({{"e1", "w1+"}, {"g5", "w9+"}, {"d3", "ws"}, {"d10", "b1+"}, {"b3", "b2"}, {"f6", "bs"}, {"g9", "b3"}},
                                 "w f 8 0-0 -,- classic");
    const State view = loose.view(Side::White);
    MoveList legal;
    view.legalMoves(legal);
    const std::vector<double> threats = raceThreats(view, legal, 4, nullptr);
    int checked = 0;
    for (int m = 0; m < legal.size; ++m) {
        if (legal[m].from != *classic().parseSquare("g5"))
            continue;
        const double expected = formatMove(legal[m], view.rules()) == "g5f6" ? 2.0 / 9 : 1.0 / 3;
        QVERIFY2(std::abs(threats[size_t(m)] - expected) < 1e-9, formatMove(legal[m], view.rules()).c_str());
        ++checked;
    }
    QCOMPARE(checked, 5);  // g4, g6, f4, f5, f6
    // White's own Star Player on f5 is en prise to Black's 9 on g6: leaving it there counts 1
    // beside the runner's odds (1/2: two hidden counters); taking the 9 leaves only the runner.
    const State enPrise = position({{"e1", "w1+"}, {"g5", "w9+"}, {"f5", "ws"}, {"d10", "b1+"}, {"g6", "b9+"}, {"b3", "b2"}, {"a8", "bs"}},
                                   "w f 8 0-0 -,- classic");
    const State ours = enPrise.view(Side::White);
    ours.legalMoves(legal);
    const std::vector<double> left = raceThreats(ours, legal, 4, nullptr);
    for (int m = 0; m < legal.size; ++m)
        QVERIFY2(std::abs(left[size_t(m)] - (formatMove(legal[m], ours.rules()) == "g5g6" ? 0.5 : 1.5)) < 1e-9, formatMove(legal[m], ours.rules()).c_str());
}

void TestDefence::theComputerCutsOffTheRunner_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("strong as shipped") << "strong:iterations=3000";
    QTest::newRow("strong, race guard") << "strong:iterations=3000,guard=4";
    QTest::newRow("strong, race guard within 0.05") << "strong:iterations=3000,guard=4,margin=0.05";
}

// The search decides from the defender's view only; over three seeds each, it makes a move
// that meets the runner's path.
void TestDefence::theComputerCutsOffTheRunner()
{
    QFETCH(QString, spec);
    auto player = makePlayer(spec.toStdString());
    for (const Case& c : cases()) {
        const Side defender = c.position.toAct();
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            Rng rng(seed);
            const Move m = player->choose(c.position.view(defender), rng);
            State after = c.position;
            after.apply(m);
            QVERIFY2(meetsThePath(after, defender, c.runner),
                     qPrintable(QString("%1, seed %2: %3 lets it run").arg(c.name).arg(seed).arg(QString::fromStdString(formatMove(m, c.position.rules())))));
        }
    }
}

// The levels carry the race guard (issue 48 item 3): as the app plays, with the game so far
// (beliefs, a kept tree), Strong cuts every runner off, where its search without the guard
// (`strong:guard=0`, the level before issue 48) lets some run.
void TestDefence::theLevelsGuardAgainstRunners()
{
    auto plain = makePlayer("strong:iterations=3000,guard=0");
    auto shipped = makePlayer("strong:iterations=3000");
    QVERIFY(plain->readsHistory() && shipped->readsHistory());
    int plainLetsItRun = 0;
    for (const Case& c : cases()) {
        const Side defender = c.position.toAct();
        const PublicHistory history = PublicHistory::startingAt(c.position, defender);
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            const auto choose = [&](Player& p) {
                Rng rng(seed);
                return p.chooseWithHistory(history, rng);
            };
            State after = c.position;
            after.apply(choose(*plain));
            plainLetsItRun += !meetsThePath(after, defender, c.runner);
            const Move m = choose(*shipped);
            after = c.position;
            after.apply(m);
            QVERIFY2(meetsThePath(after, defender, c.runner),
                     qPrintable(QString("%1, seed %2: %3 lets it run").arg(c.name).arg(seed).arg(QString::fromStdString(formatMove(m, c.position.rules())))));
        }
    }
    QVERIFY2(plainLetsItRun > 0, "the search alone meets every runner here: the test would show nothing");
}

// A runner that is through whatever we do (Black's hidden counter on c2, one step from White's
// Goal Line, no First Teamer beside it) need not step on at once; greedy's runners waited up to
// six turns there. `approach` counts the moves our First Teamers still need to capture it where
// it stands: two now (the Goalkeeper f2 to e1 or e2, then d1 or d2; the 10 on f5 by e4 to d3),
// one after f2e1, f2e2 or f5e4. Every move leaves the same threat, so the guard with `approach`
// plays one of those three, whatever the visits say, and the search with `approach=1` does too.
void TestDefence::theGuardClosesInOnARunnerThatWaits()
{
    const State s = position({{"f2", "w1+"}, {"e6", "w9+"}, {"f5", "w10+"}, {"e3", "ws"}, {"a3", "w7"},
                              {"e9", "b1+"}, {"c2", "bs"}, {"b8", "b2"}, {"f8", "b4"}},
                             "w f 8 0-0 -,- classic");
    const State view = s.view(Side::White);
    QVERIFY(runnerGetsThrough(view, Side::White, sq("c2"), 4));
    MoveList legal;
    view.legalMoves(legal);
    std::vector<double> approach;
    const std::vector<double> threats = raceThreats(view, legal, 4, nullptr, &approach);
    QCOMPARE(approach.size(), threats.size());
    const double odds = threats[0];
    QVERIFY(odds > 0.1);
    std::vector<int> visits(threats.size(), 1);
    std::vector<double> means(threats.size(), 0.5);
    int elsewhere = -1;
    for (int m = 0; m < legal.size; ++m) {
        const std::string name = formatMove(legal[m], view.rules());
        QCOMPARE(threats[size_t(m)], odds);  // through after every move
        const bool closesIn = name == "f2e1" || name == "f2e2" || name == "f5e4";
        QVERIFY2(std::abs(approach[size_t(m)] - (closesIn ? 1 : 2) * odds) < 1e-9, name.c_str());
        if (name == "e6e7")
            elsewhere = m;
    }
    QVERIFY(elsewhere >= 0);
    visits[size_t(elsewhere)] = 100;  // the search would rather play e6e7
    QCOMPARE(guardedChoice(threats, visits, means, elsewhere, 1), elsewhere);
    const int chosen = guardedChoice(threats, visits, means, elsewhere, 1, &approach);
    QCOMPARE(approach[size_t(chosen)], odds);

    auto player = makePlayer("strong:iterations=3000,guard=4,margin=0.05,approach=1");
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        Rng rng(seed);
        const std::string m = formatMove(player->choose(view, rng), view.rules());
        QVERIFY2(m == "f2e1" || m == "f2e2" || m == "f5e4", qPrintable(QString("seed %1: %2").arg(seed).arg(m.c_str())));
    }
}

// The two tricks against the race guard (issue 48 item 5) keep their rules move by move, in 30
// games each against random, as White and as Black. switcher: the Star Player stays put while
// its decoy (ExploiterPlayer::runner) is a Youth Counter more than kSwitchRanks from the Goal
// Line, unless nothing else can move; then it runs. lurker: from kLurkRanks it steps on only
// when it wins the race (runnerGetsThrough) or only the turns it needs plus one are left.
void TestDefence::theGuardTricksKeepTheirRules()
{
    for (const char* trick : {"switcher", "lurker"}) {
        QCOMPARE(q(makePlayer(trick)->spec()), QString(trick));
        const Rules& r = classic();
        const int limit = r.variant().turnLimit;
        const auto toGo = [&](Side side, Square s) { return side == Side::White ? r.ranks() - 1 - r.rankOf(s) : r.rankOf(s); };
        int ran = 0, waited = 0;
        std::string failure;
        for (int g = 0; g < 30 && failure.empty(); ++g) {
            const Side me = g % 2 ? Side::Black : Side::White;
            auto exploiter = makePlayer(trick);
            const auto* ex = dynamic_cast<const ExploiterPlayer*>(exploiter.get());
            QVERIFY(ex);
            auto other = makePlayer("random");
            Rng rng(uint64_t(4800 + g));
            bool decoyDone = false;
            const auto onPly = [&](const State& before, Move m, const State&, const EventList&) {
                if (before.toAct() != me || before.phase() != Phase::YouthMove || m.kind != MoveKind::Step)
                    return;
                const Square star = before.find(me, kStar);
                if (star == kNoSquare || cellIsFirstTeamer(before.at(star)))
                    return;
                MoveList legal;
                before.legalMoves(legal);
                const bool moved = m.from == star;
                const bool othersCould = std::any_of(legal.begin(), legal.end(), [&](const Move& x) { return x.from != star; });
                const auto fail = [&](const std::string& what) {
                    if (failure.empty())
                        failure = std::string(trick) + " (game " + std::to_string(g) + ", turn " + std::to_string(before.turn()) + "): " + what;
                };
                if (std::string(trick) == "switcher") {
                    const Square decoy = ex->runner() == kNoIdentity ? kNoSquare : before.find(me, ex->runner());
                    const bool decoyRuns = decoy != kNoSquare && !cellIsFirstTeamer(before.at(decoy)) && toGo(me, decoy) > kSwitchRanks;
                    decoyDone = decoyDone || !decoyRuns;
                    if (!decoyDone && moved && othersCould)
                        fail("the Star Player moved while its decoy was still running");
                    ran += decoyDone && moved;
                    waited += !decoyDone && !moved;
                } else {
                    const int turnsLeft = limit - before.turn() + 1;
                    const bool through = runnerGetsThrough(before.view(me), opponent(me), star, kLurkRanks);
                    if (toGo(me, star) == kLurkRanks && moved && othersCould && !through && turnsLeft > kLurkRanks + 1)
                        fail("the Star Player left its waiting rank before the race was won");
                    ran += moved && toGo(me, star) == kLurkRanks;
                    waited += !moved && toGo(me, star) == kLurkRanks;
                }
            };
            playGame(State::deal(r, uint64_t(4900 + g)), me == Side::White ? *exploiter : *other, me == Side::White ? *other : *exploiter, rng, false, onPly);
        }
        QVERIFY2(failure.empty(), failure.c_str());
        QVERIFY2(ran > 3 && waited > 3, qPrintable(QString("%1: ran %2, waited %3").arg(trick).arg(ran).arg(waited)));
    }
}

QTEST_GUILESS_MAIN(TestDefence)

#include "tst_defence.moc"
