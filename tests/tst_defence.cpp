// Issue 34: the computer meets a hidden runner before it is too late. In set positions a
// hidden Youth Counter stands three moves from the defender's Goal Line and one First Teamer
// move now is the last that can still reach its path; the search must make it. Both sides.
#include "testsupport.h"

#include "players/player.h"

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
    void theComputerCutsOffTheRunner_data();
    void theComputerCutsOffTheRunner();
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

void TestDefence::theComputerCutsOffTheRunner_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("strong") << "strong:iterations=3000,race=4";
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

QTEST_GUILESS_MAIN(TestDefence)
#include "tst_defence.moc"
