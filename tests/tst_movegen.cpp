// Random move generation: State::randomLegalMove, which the playout draws with too (rejection
// sampling over counter and step slot, state.cpp), picks every legal move as often as a
// uniform choice among legalMoves would, on every pitch size up to the largest a variant may
// have and in every phase. A chi-square test per position, fixed seeds.
#include "testsupport.h"

#include "rules.h"

#include <cmath>
#include <functional>
#include <map>
#include <memory>

using namespace gs;
using namespace test;

namespace {

// A pitch of 12 x 16 = 192 squares, the largest a variant may have.
const Rules& widest()
{
    static const std::shared_ptr<const Rules> rules = [] {
        Variant v = registry().find("large")->variant();
        v.id = "widest";
        v.files = 12;
        v.ranks = 16;
        v.midfieldRanks = {7, 8};
        return Rules::make(v);
    }();
    return *rules;
}

// The first position of a random game from `seed`, at ply `minPly` or later, that `wanted`
// accepts and that has at least `minMoves` legal moves; null state if none in 200 games.
std::unique_ptr<State> findPosition(const Rules& rules, uint64_t seed, int minPly, int minMoves, const std::function<bool(const State&)>& wanted)
{
    Rng rng(seed);
    for (int game = 0; game < 200; ++game) {
        State s = State::deal(rules, rng.next());
        for (int ply = 0; !s.isTerminal(); ++ply) {
            MoveList moves;
            s.legalMoves(moves);
            if (ply >= minPly && moves.size >= minMoves && wanted(s))
                return std::make_unique<State>(s);
            s.apply(s.randomLegalMove(rng));
        }
    }
    return nullptr;
}

// The chi-square statistic's critical value for `df` degrees of freedom at p = 1e-5
// (Wilson-Hilferty): a fair generator fails one position in 100,000.
double criticalChiSquare(int df)
{
    const double z = 4.265, a = 2.0 / (9.0 * df);
    return df * std::pow(1 - a + z * std::sqrt(a), 3);
}

}  // namespace

class TestMoveGen : public QObject {
    Q_OBJECT
private slots:
    void randomLegalMovesAreUniform_data();
    void randomLegalMovesAreUniform();
    void playoutsOnTheWidestPitchMatchMoveByMove();
};

void TestMoveGen::randomLegalMovesAreUniform_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("minPly");
    QTest::addColumn<int>("minMoves");
    const auto row = [](const char* name, const char* variant, Phase phase, int minPly, int minMoves) {
        QTest::newRow(name) << QString(variant) << int(phase) << minPly << minMoves;
    };
    row("classic, Youth Counter move, start", "classic", Phase::YouthMove, 0, 5);
    row("classic, Youth Counter move, midgame", "classic", Phase::YouthMove, 30, 8);
    row("classic, First Teamer move", "classic", Phase::FirstTeamMove, 20, 15);
    row("large, Youth Counter move", "large", Phase::YouthMove, 20, 10);
    row("large, First Teamer move", "large", Phase::FirstTeamMove, 30, 15);
    row("12 x 16, Youth Counter move", "widest", Phase::YouthMove, 20, 10);
    row("12 x 16, First Teamer move", "widest", Phase::FirstTeamMove, 30, 15);
    row("classic, Penalty choice", "classic", Phase::Penalty, 0, 3);
    row("classic, Debut Move", "classic", Phase::Debut, 0, 5);
}

void TestMoveGen::randomLegalMovesAreUniform()
{
    QFETCH(QString, variant);
    QFETCH(int, phase);
    QFETCH(int, minPly);
    QFETCH(int, minMoves);
    const Rules& rules = variant == "widest" ? widest() : *registry().find(variant.toStdString());
    const auto start = findPosition(rules, 29, minPly, minMoves, [&](const State& s) { return int(s.phase()) == phase; });
    QVERIFY2(start, "no such position in 200 random games");
    MoveList legal;
    start->legalMoves(legal);
    constexpr int perMove = 400;
    const int draws = perMove * legal.size;
    std::map<uint32_t, int> seen;
    const auto key = [](Move m) { return uint32_t(m.kind) | uint32_t(m.from) << 8 | uint32_t(m.to) << 16; };
    Rng rng(2029);
    for (int i = 0; i < draws; ++i) {
        const Move m = start->randomLegalMove(rng);
        QVERIFY2(legal.contains(m), qPrintable("an illegal move drawn in " + q(formatGpn(*start))));
        ++seen[key(m)];
    }
    double chiSquare = 0;
    for (const Move& m : legal) {
        const double d = seen[key(m)] - perMove;
        chiSquare += d * d / perMove;
    }
    const int df = legal.size - 1;
    QVERIFY2(chiSquare < criticalChiSquare(df),
             qPrintable(QString("chi-square %1 over %2 moves (critical %3) in %4")
                            .arg(chiSquare)
                            .arg(legal.size)
                            .arg(criticalChiSquare(df))
                            .arg(q(formatGpn(*start)))));
}

void TestMoveGen::playoutsOnTheWidestPitchMatchMoveByMove()
{
    // tst_properties checks this for the built-in variants; the largest pitch here.
    Rng walk(31);
    for (int g = 0; g < 300; ++g) {
        State start = State::deal(widest(), walk.next());
        const int plies = int(walk.below(80));
        for (int k = 0; k < plies && !start.isTerminal(); ++k)
            start.apply(start.randomLegalMove(walk));
        if (start.isTerminal())
            continue;
        const uint64_t seed = walk.next();
        State slow = start, fast = start;
        Rng slowRng(seed), fastRng(seed);
        int slowPlies = 0;
        for (; !slow.isTerminal(); ++slowPlies)
            slow.apply(slow.randomLegalMove(slowRng));
        const int fastPlies = fast.playOut(fastRng);
        QCOMPARE(q(formatGpn(fast)), q(formatGpn(slow)));
        QCOMPARE(fastPlies, slowPlies);
        QCOMPARE(fastRng.next(), slowRng.next());
    }
}

QTEST_GUILESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
