#include "gamereview.h"

#include "gamevalues.h"

#include "history.h"

#include <algorithm>

void GameReview::reset()
{
    reviewing_ = false;
    index_ = 0;
}

bool GameReview::start(const Game& game)
{
    if (!game.over())
        return false;
    reviewing_ = true;
    index_ = int(game.moves.size());
    return true;
}

bool GameReview::goTo(const Game& game, int index)
{
    if (!reviewing_)
        return false;
    index_ = std::clamp(index, 0, int(game.moves.size()));
    return true;
}

void GameReview::followReveals(const Game& game)
{
    revealFloor_ = game.active() ? gs::firstPositionAfterLastReveal(game.history, game.human) : 0;
}

std::optional<size_t> GameReview::undoTarget(const Game& game, bool allowed) const
{
    if (!game.active() || game.hotSeat || !allowed || reviewing_)
        return std::nullopt;
    return GameValues::undoTarget(game, revealFloor_);
}

bool GameReview::revealBlocksUndo(const Game& game, bool allowed) const
{
    return game.active() && !game.hotSeat && allowed && revealFloor_ > 0;
}

void GameReview::describe(GameMoment& m, const Game& game, bool allowed) const
{
    m.reviewing = reviewing_;
    m.reviewIndex = index_;
    m.canUndo = undoTarget(game, allowed).has_value();
    m.revealBlocksUndo = revealBlocksUndo(game, allowed);
}
