// Following every hidden counter from its origin through a game's public moves
// (PROTOCOL.md §1, §5), and which origins the rules have shown to the other side.
#pragma once

#include "origins.h"

#include <array>
#include <vector>

namespace gs::remote {

struct Tracked {
    State state;
    // Per square, the origin index (in its owner's Origins) of the counter there; -1 for an
    // empty square or a counter that starts on a fixed square (Goalkeeper, 9, 10).
    std::array<int8_t, kBoardCells> origin{};
    // Per side, the origins that left the pitch in sight of both (captured, Penalty).
    std::vector<bool> shownGone[2];
};

// Starts following the origins at a kick-off position (a State made by startFrom).
Tracked trackFrom(const State& start, const Origins origins[2]);
// Applies a move State::apply accepts (a legal move or a clock event) and follows the origins.
// Throws what apply throws.
void trackMove(Tracked& t, Move m, const Origins origins[2]);
// The origins of `side` whose identity the rules show the other side now (RULES.md §7): on
// the pitch as a First Teamer or revealed (not a counter waiting on its own side's Substitute
// decision, which may still leave hidden), or gone in sight of both. One flag per origin.
std::vector<bool> shownOrigins(const Tracked& t, Side side, const Origins& origins);

}  // namespace gs::remote
