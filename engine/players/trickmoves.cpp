#include "trickmoves.h"

#include <cstdlib>
#include <limits>

namespace gs::tricks {

double progress(const Rules& r, Side side, Square s)
{
    const int rank = r.rankOf(s);
    return double(side == Side::White ? rank : r.ranks() - 1 - rank) / double(r.ranks() - 1);
}

int ranksToGo(const Rules& r, Side side, Square s)
{
    const int rank = r.rankOf(s);
    return side == Side::White ? r.ranks() - 1 - rank : rank;
}

int turnsLeft(const State& view)
{
    return view.rules().variant().turnLimit - view.turn() + 1;
}

bool attacked(const State& view, Square s, Side by)
{
    const Rules& r = view.rules();
    for (int i = 0; i < view.countersOnPitch(by); ++i) {
        const Square from = view.counterSquare(by, i);
        const Cell c = view.at(from);
        if (!cellIsFirstTeamer(c) || cellIdentity(c) == kUnknown)
            continue;
        const Steps& st = r.firstTeamerTable(by, cellIdentity(c))[from];
        for (int k = 0; k < st.count; ++k)
            if (st.to[k] == s)
                return true;
    }
    return false;
}

bool isOwnYouth(const State& view, Square s, Side me)
{
    if (s == kNoSquare)
        return false;
    const Cell c = view.at(s);
    return c != kEmpty && cellSide(c) == me && !cellIsFirstTeamer(c);
}

Square squareOf(const State& view, Identity id)
{
    return id == kNoIdentity ? kNoSquare : view.find(view.toAct(), id);
}

Move runnerStep(const State& view, const MoveList& moves, Square from, int towardsFile)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    Move best{};
    double bestValue = -std::numeric_limits<double>::infinity();
    for (const Move& m : moves) {
        if (m.kind != MoveKind::Step || m.from != from)
            continue;
        double value = progress(r, me, m.to) * 10;
        if (r.onAttackedGoalLine(me, m.to))
            value += 1000;
        if (!attacked(view, m.to, opponent(me)))
            value += 100;
        const int file = r.fileOf(m.to), was = r.fileOf(from);
        if (towardsFile >= 0 && was != towardsFile)
            value += std::abs(file - towardsFile) < std::abs(was - towardsFile) ? 1 : 0;
        else
            value += file == was ? 0.5 : 0;
        if (value > bestValue) {
            bestValue = value;
            best = m;
        }
    }
    return best;
}

MoveList movesExcept(const MoveList& moves, Square a, Square b)
{
    MoveList out;
    for (const Move& m : moves)
        if (m.from != a && (b == kNoSquare || m.from != b))
            out.push(m);
    return out;
}

Identity pickRunner(const State& view)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    const Square star = view.find(me, kStar);
    Identity best = kNoIdentity;
    double bestValue = -1;
    for (int i = 0; i < view.countersOnPitch(me); ++i) {
        const Square s = view.counterSquare(me, i);
        const Cell c = view.at(s);
        const Identity id = cellIdentity(c);
        if (cellIsFirstTeamer(c) || id == kStar)
            continue;
        double value = (star == kNoSquare ? 0 : std::abs(r.fileOf(s) - r.fileOf(star))) * 10 + progress(r, me, s) - id * 1e-3;
        if (value > bestValue) {
            bestValue = value;
            best = id;
        }
    }
    return best;
}

}  // namespace gs::tricks
