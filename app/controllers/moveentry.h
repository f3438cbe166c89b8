// A move made on the pitch by the person at the screen: the counter picked up, and, with
// Settings::confirmMoves, the move that waits for Confirm. Knows nothing of whose turn it is:
// GameController only hands it clicks the person may make.
#pragma once

#include "moveinput.h"

#include <cstddef>
#include <optional>

class MoveEntry {
public:
    int selected() const { return selected_; }  // the square of the counter picked up; -1 none
    // After a move, undo or a new game: in a Debut phase the promoted counter is picked up
    // (RULES.md §7), otherwise nothing; no move waits.
    void reset(const gs::State& now);
    void select(int square)
    {
        selected_ = square;
        offered_ = false;
    }
    // The Hint picks up the counter it suggests: a person who then clicks that counter, as the
    // hint says ("from d3 to d4"), keeps it in hand rather than putting it down.
    void offer(int square)
    {
        selected_ = square;
        offered_ = true;
    }
    void forgetWaiting() { waiting_.reset(); }

    // The move waiting for Confirm, if it was made in this position (`ply`: history size then)
    // and is legal in `now`; Confirm goes to State::apply, which trusts its move.
    std::optional<gs::Move> waiting(const gs::State& now, size_t ply) const;

    // A click on `square` in `now`. Returns the move to play now, if any; with `confirm`, a
    // move waits instead, and a second click on its target plays it.
    std::optional<gs::Move> click(const gs::State& now, size_t ply, gs::Square square, bool confirm);

private:
    int selected_ = -1;
    bool offered_ = false;  // selected_ was picked up by offer() and not clicked since
    std::optional<gs::Move> waiting_;
    size_t waitingPly_ = 0;  // made where history had this size; stale otherwise
};
