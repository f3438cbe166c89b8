// What one side has seen of a game so far: its own view before every ply, and every move.
// Moves are public (RULES.md §7: both sides see where every counter goes), so a player that
// reads how the opponent has moved (the ISMCTS posterior, beliefs/posterior.h) needs only this.
#pragma once

#include "state.h"

#include <vector>

namespace gs {

struct PublicHistory {
    Side observer = Side::White;
    // views[i]: the observer's view before ply i; views.back() is the view now. Never empty.
    std::vector<State> views;
    // moves[i] is ply i; moves.size() + 1 == views.size().
    std::vector<Move> moves;

    // The history of a game as `observer` saw it. `positions` are full states, the start
    // first and then the state after each ply (positions.size() == moves.size() + 1, at least 1).
    // Throws std::invalid_argument if the sizes disagree.
    static PublicHistory observe(const std::vector<State>& positions, const std::vector<Move>& moves, Side observer);
    // A game that starts at the full state `start`.
    static PublicHistory startingAt(const State& start, Side observer);

    // Adds one ply: `m` was played and led to the full state `after`.
    void add(Move m, const State& after);
    const State& now() const { return views.back(); }
};

// The identities of the opponent's counters that `viewer` can see in `state` (a full state or
// a view): on the pitch, out of the game (RULES.md §7), or its Substitute. Bit id is set for
// identity id (1..12). A promoted counter waiting on an `s:` square, or one replaced by the
// Substitute, stays hidden as the rules say.
uint16_t identitiesSeen(const State& state, Side viewer);

// `positions`: full states, the start first and then the state after each ply. Returns the
// index of the earliest position from which `viewer` has seen no new opponent identity up to
// the last one: 0 if nothing was ever revealed to it, k + 1 if ply k was the last to show it one.
// A ply that ends the game counts as showing everything, since every identity is shown then.
// The app's undo goes back no further, so taking back a move never makes a player un-know.
size_t firstPositionAfterLastReveal(const std::vector<State>& positions, Side viewer);

}  // namespace gs
