// The pitch drawn as monospaced text for terminals (`show`, `demo`).
#pragma once

#include "state.h"

#include <QString>

namespace cli {

// Ranks from the top (Black's Goal Line) down, file letters below; Goalkeeper's Areas
// and the Midfield Area marked in the margin; score, turn and what to do under the pitch.
QString boardText(const gs::State& s);

}  // namespace cli
