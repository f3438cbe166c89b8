#include "moveentry.h"

#include <utility>

void MoveEntry::reset(const gs::State& now)
{
    waiting_.reset();
    offered_ = false;
    selected_ = now.phase() == gs::Phase::Debut ? int(now.phaseSquare()) : -1;
}

std::optional<gs::Move> MoveEntry::waiting(const gs::State& now, size_t ply) const
{
    if (!waiting_ || waitingPly_ != ply || !now.isLegal(*waiting_))
        return std::nullopt;
    return waiting_;
}

std::optional<gs::Move> MoveEntry::click(const gs::State& now, size_t ply, gs::Square square, bool confirm)
{
    if (const auto m = waiting(now, ply)) {
        waiting_.reset();
        if (m->to == square)  // a second click on the target confirms
            return m;
    }
    const bool offered = std::exchange(offered_, false);
    if (offered && square == selected_)
        return std::nullopt;  // the hinted counter, clicked as the hint says: still in hand
    const moveinput::Click c = moveinput::click(now, selected_, square);
    if (c.move && confirm) {
        waiting_ = c.move;
        waitingPly_ = ply;
        return std::nullopt;
    }
    if (c.move)
        return c.move;
    // A refused step drops the counter, as it always did in a game; the tutorial explains it instead.
    selected_ = c.refused && c.refused->kind == gs::MoveKind::Step && now.phase() != gs::Phase::Debut ? -1 : c.selected;
    return std::nullopt;
}
