#include "moveinput.h"

#include <algorithm>

namespace moveinput {

Click click(const gs::State& s, int selected, gs::Square square)
{
    if (s.phase() == gs::Phase::Penalty || s.phase() == gs::Phase::Offside) {
        if (s.isLegal(gs::Move::choose(square)))
            return {gs::Move::choose(square), selected};
        return {std::nullopt, selected, gs::Move::choose(square)};
    }
    if (selected >= 0 && s.isLegal(gs::Move::step(gs::Square(selected), square)))
        return {gs::Move::step(gs::Square(selected), square), selected};
    gs::MoveList list;
    s.legalMoves(list);
    bool movable = false;
    for (const gs::Move& m : list)
        movable = movable || (m.kind == gs::MoveKind::Step && m.from == square);
    const int index = int(square);
    if (selected >= 0 && selected != index && !movable)
        return {std::nullopt, selected, gs::Move::step(gs::Square(selected), square)};
    return {std::nullopt, movable && selected != index ? index : (s.phase() == gs::Phase::Debut ? int(s.phaseSquare()) : -1)};
}

void marks(const gs::State& s, int selected, std::set<int>& movable, std::set<int>& targets)
{
    gs::MoveList list;
    s.legalMoves(list);
    for (const gs::Move& m : list) {
        if (m.kind == gs::MoveKind::Choose)
            targets.insert(m.to);
        else if (m.kind == gs::MoveKind::Step) {
            movable.insert(m.from);
            if (m.from == selected)
                targets.insert(m.to);
        }
    }
}

int stepCursor(const gs::Rules& rules, int cursor, int dx, int dy, bool flipped)
{
    const int f = std::clamp(rules.fileOf(gs::Square(cursor)) + (flipped ? -dx : dx), 0, rules.files() - 1);
    const int r = std::clamp(rules.rankOf(gs::Square(cursor)) + (flipped ? -dy : dy), 0, rules.ranks() - 1);
    return rules.square(f, r);
}

TurnMarks turnMarks(const std::vector<gs::State>& positions, const std::vector<gs::Move>& moves, size_t upTo)
{
    TurnMarks marks;
    upTo = std::min({upTo, moves.size(), positions.empty() ? size_t(0) : positions.size() - 1});
    // Walk back over the plies: a turn is a run of plies by one side.
    size_t ply = upTo;
    for (auto* turn : {&marks.latest, &marks.earlier}) {
        if (ply == 0)
            break;
        const gs::Side mover = positions[ply - 1].toAct();
        for (; ply > 0 && positions[ply - 1].toAct() == mover; --ply) {
            const gs::Move& m = moves[ply - 1];
            if (m.kind == gs::MoveKind::Step)
                turn->insert(turn->begin(), {int(m.from), int(m.to)});
            else if (m.kind == gs::MoveKind::Choose)
                turn->insert(turn->begin(), {-1, int(m.to)});
        }
    }
    return marks;
}

}  // namespace moveinput
