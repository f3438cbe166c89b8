// NOTATION.md "A valid position": the checks a position (GPN, editor, tutorial) must pass
// before it can be played. Each problem names the GPN field and the offending item.
#pragma once

#include "state.h"

#include <string>
#include <vector>

namespace gs {

struct PositionProblem {
    std::string field;          // GPN field: "board", "side", "phase", "turn", "score", "substitutes"
    std::string message;        // names the offending item, e.g. "White has two 7s (e3 and the Substitute)"
    Square square = kNoSquare;  // the square to highlight, if any
};

// Every problem found (empty = valid). Checks: at most one counter of each identity per
// side (pitch and Substitute together) and at most 12 counters per side; each Goalkeeper in
// its own Goalkeeper's Area; no Youth Counter on the Goal Line it attacks (but a Star
// Player that ended the game there); the Star Player
// never the Substitute nor a First Teamer; the phase fits the board; turn within the limit.
std::vector<PositionProblem> checkPosition(const State& s);

}  // namespace gs
