// Going back over a game: Review (a finished game's positions, one ply at a time) and Undo
// (the human's last turn taken back against the computer). Where each may go is worked out
// from the game alone: review stays within the game; undo never goes back before the last
// reveal the human saw (history.h), and not at all in hot-seat, in review or when the
// settings forbid it. GameController stops what is in flight and redraws.
#pragma once

#include "game.h"

#include <optional>

class GameReview {
public:
    bool reviewing() const { return reviewing_; }
    int index() const { return index_; }  // in review: plies from the start shown
    // The position review shows.
    const gs::State& shown(const Game& game) const { return game.history[size_t(index_)]; }

    void reset();                            // a new game: no review
    bool start(const Game& game);            // from the end; only once the game is over
    bool goTo(const Game& game, int index);  // clamped to the game; false when not reviewing
    void stop() { reviewing_ = false; }

    // After every change: the first position after the last reveal the human saw, which undo
    // goes no further back than.
    void followReveals(const Game& game);
    // Where Undo goes (GameValues::undoTarget) if it may; `allowed`: the settings allow undo.
    std::optional<size_t> undoTarget(const Game& game, bool allowed) const;
    // Undo is allowed, but a reveal since the human's turn keeps it from going back.
    bool revealBlocksUndo(const Game& game, bool allowed) const;
    // The review and undo of where the game stands: reviewing, reviewIndex, canUndo and revealBlocksUndo.
    void describe(GameMoment& m, const Game& game, bool allowed) const;

private:
    bool reviewing_ = false;
    int index_ = 0;
    size_t revealFloor_ = 0;
};
