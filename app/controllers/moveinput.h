// Clicks on squares turned into moves, the red boxes, and the keyboard cursor: the same for
// a game, a tutorial exercise and a tutorial being recorded. Pure functions of the position.
#pragma once

#include "state.h"

#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace moveinput {

struct Click {
    std::optional<gs::Move> move;  // the move the click makes, if any
    int selected;                  // the counter picked up afterwards (-1 none)
    // The illegal move the click asked for, if it asked for one: a step of the picked counter
    // to a square it cannot reach (not a click on another counter that can move), or a
    // Penalty/Offside choice of a square that cannot be chosen. Feedback explains it.
    std::optional<gs::Move> refused = std::nullopt;
};

// A click on `square` with the counter on `selected` picked up (-1 none). A legal Penalty or
// Offside choice, or a legal step of the picked counter, is a move; otherwise the click picks
// up the counter there (or drops it when clicked again). In a Debut phase the promoted counter
// stays picked up, and so does any counter whose step was refused.
Click click(const gs::State& s, int selected, gs::Square square);

// Counters that can move now, and the squares the picked counter (or a choice) can go to.
void marks(const gs::State& s, int selected, std::set<int>& movable, std::set<int>& targets);

// The moves to mark on the pitch, as {from, to} square pairs (from -1 for a Penalty or Offside
// choice, whose `to` is the chosen counter): every move of the latest turn (the side that moved
// last, its Youth Counter move and its First Teamer move alike) and of the turn before it.
struct TurnMarks {
    std::vector<std::pair<int, int>> latest, earlier;
    bool operator==(const TurnMarks&) const = default;
};
// The marks for the position after `upTo` plies of a game: `positions` are the start and the
// state after each ply, `moves` the plies (upTo <= moves.size()).
TurnMarks turnMarks(const std::vector<gs::State>& positions, const std::vector<gs::Move>& moves, size_t upTo);

// The cursor moved one square in screen directions (dx right, dy up) on a pitch drawn
// flipped (Black at the bottom) or not; it stays on the pitch.
int stepCursor(const gs::Rules& rules, int cursor, int dx, int dy, bool flipped);

}  // namespace moveinput
