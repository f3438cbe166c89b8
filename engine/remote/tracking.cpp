#include "tracking.h"

namespace gs::remote {

Tracked trackFrom(const State& start, const Origins origins[2])
{
    Tracked t{start, {}, {}};
    t.origin.fill(-1);
    for (const Side side : {Side::White, Side::Black}) {
        const Origins& o = origins[sideIndex(side)];
        for (size_t i = 0; i < o.squares.size(); ++i)
            t.origin[o.squares[i]] = int8_t(i);
        t.shownGone[sideIndex(side)].assign(size_t(o.size()), false);
    }
    return t;
}

void trackMove(Tracked& t, Move m, const Origins origins[2])
{
    const State before = t.state;
    t.state.apply(m);
    switch (m.kind) {
    case MoveKind::Step: {
        const Cell victim = before.at(m.to);
        if (victim != kEmpty && t.origin[m.to] >= 0)
            t.shownGone[sideIndex(cellSide(victim))][size_t(t.origin[m.to])] = true;
        t.origin[m.to] = t.origin[m.from];
        t.origin[m.from] = -1;
        break;
    }
    case MoveKind::Substitute: {
        const Square s = before.phaseSquare();
        t.origin[s] = int8_t(origins[sideIndex(before.toAct())].subIndex());
        break;
    }
    case MoveKind::Choose:
        if (before.phase() == Phase::Penalty && t.state.at(m.to) == kEmpty) {
            if (t.origin[m.to] >= 0)
                t.shownGone[sideIndex(cellSide(before.at(m.to)))][size_t(t.origin[m.to])] = true;
            t.origin[m.to] = -1;
        }
        break;
    default:
        break;
    }
}

std::vector<bool> shownOrigins(const Tracked& t, Side side, const Origins& origins)
{
    std::vector<bool> shown = t.shownGone[sideIndex(side)];
    shown.resize(size_t(origins.size()), false);
    const State& s = t.state;
    for (int i = 0; i < s.countersOnPitch(side); ++i) {
        const Square sq = s.counterSquare(side, i);
        const int o = t.origin[sq];
        if (o < 0)
            continue;
        const Cell c = s.at(sq);
        bool visible = cellIsFirstTeamer(c) || cellIsRevealed(c);
        if (s.phase() == Phase::Substitution && sq == s.phaseSquare() && s.toAct() == side)
            visible = cellIsRevealed(c);
        if (visible)
            shown[size_t(o)] = true;
    }
    return shown;
}

}  // namespace gs::remote
