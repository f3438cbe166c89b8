// The plies and final whistles of the game being played, told to the Qt logging category
// "goalscorer.game" (off unless QT_LOGGING_RULES="goalscorer.game.info=true"): scripts/monkey.sh
// counts the plies and the games played to the final whistle from these lines.
#pragma once

#include "game.h"

namespace gametrace {

// After a ply was added to `g`: its number and move text, and the final whistle if it ended
// the game.
void ply(const Game& g);

}  // namespace gametrace
