// What the tutorial recorder tells the author: the line over its panel saying what a click on
// the pitch does now, or what is missing. TutorialRecorder's sentences, translated in its
// context ("TutorialRecorder"), where the translations/*.ts entries for them are.
#pragma once

#include "formats/tutorial.h"
#include "state.h"

#include <QString>

namespace recordertext {

// `now`: the position after every recorded move; `mode`: "move", "highlight" or "arrow"
// (TutorialRecorder::mode), `arrowStarted` once an arrow's first square is clicked; `current`
// the step the marks go to (0-based). "Click where the arrow ends.", "Move 1 (recorded into step 2)" ...
QString status(const gs::State& now, const gs::Tutorial& t, const QString& mode, bool arrowStarted, int current);

}  // namespace recordertext
