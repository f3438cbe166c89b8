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

}  // namespace gs
