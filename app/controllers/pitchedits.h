// The position editor's pitch as pure edits, as its form's fields are (positionfields.h):
// each takes the position being edited and returns the edited draft (through
// gs::PositionBuilder). Validation is the editor's job afterwards (gs::checkPosition), so a
// draft may be invalid.
#pragma once

#include "state.h"

#include <optional>

namespace pitchedits {

// `cell` on `square`, in place of what stood there; nullopt when the cell's side has 12
// counters on the pitch already.
std::optional<gs::State> placed(const gs::State& pos, gs::Square square, gs::Cell cell);
// The counter on `from` moved to `to`, in place of what stood there; a phase square (a
// Substitution's or a Debut Move's) follows its counter.
gs::State moved(const gs::State& pos, gs::Square from, gs::Square to);
// Whatever stood on `square` taken off.
gs::State removed(const gs::State& pos, gs::Square square);
// The counter on `square` as a First Teamer or not, and revealed or not.
gs::State flagged(const gs::State& pos, gs::Square square, bool firstTeamer, bool revealed);

}  // namespace pitchedits
