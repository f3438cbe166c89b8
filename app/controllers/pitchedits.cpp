#include "pitchedits.h"

#include "positionbuilder.h"

namespace pitchedits {

std::optional<gs::State> placed(const gs::State& pos, gs::Square square, gs::Cell cell)
{
    gs::PositionBuilder next(pos);
    next.clear(square);
    if (!next.put(square, cell))
        return std::nullopt;
    return next.draft();
}

gs::State moved(const gs::State& pos, gs::Square from, gs::Square to)
{
    gs::PositionBuilder next(pos);
    const gs::Cell c = next.draft().at(from);
    next.clear(from);
    next.clear(to);
    next.put(to, c);
    if (next.draft().phaseSquare() == from)  // a phase square follows its counter
        next.setPhase(next.draft().phase(), to);
    return next.draft();
}

gs::State removed(const gs::State& pos, gs::Square square)
{
    gs::PositionBuilder next(pos);
    next.clear(square);
    return next.draft();
}

gs::State flagged(const gs::State& pos, gs::Square square, bool firstTeamer, bool revealed)
{
    const gs::Cell c = pos.at(square);
    gs::PositionBuilder next(pos);
    next.clear(square);
    next.put(square, gs::makeCell(gs::cellSide(c), gs::cellIdentity(c), firstTeamer, revealed));
    return next.draft();
}

}  // namespace pitchedits
