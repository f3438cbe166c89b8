// What the tutorial player says: a step's own texts in the interface's language, and an
// exercise's replies to the learner (the verdict once solved, a wrong try, the hint).
// TutorialSession's sentences, translated in its context ("TutorialSession") so that the
// translations/*.ts entries made for it apply as they are; app/sharing/tutorialexercise.cpp
// says the same on the exported web page.
#pragma once

#include "formats/tutorial.h"
#include "move.h"
#include "rules.h"
#include "state.h"

#include <QString>

namespace tutorialtext {

// The step's "caption", "prompt", "feedback" or "hint" (any other field: the hint) in the
// interface's language, its English where the tutorial gives no translation.
QString stepText(const gs::TutorialStep& step, const QString& field);
// The verdict once the exercise is solved: "Right first time!", "That's it, at try 3." ...;
// `byLearner` false: the answer was shown. `wrong`: the wrong tries before; `helped`: the
// learner asked for the hint (or was shown the answer).
QString solved(bool byLearner, bool helped, int wrong);
// The verdict when the learner found another right answer (`also`): its own feedback, else
// `verdict` and "That works too.", then that the tutorial goes on with its own `answer`
// (a move in `rules`), since its later steps start from there.
QString alsoRight(const QString& verdict, const gs::TutorialAnswer& also, gs::Move answer, const gs::Rules& rules);
// A try `m` in `s` that is not the answer: why it is illegal, or the move told, that it is
// legal but not the one asked for, and the step's `feedback` (else "Look again...").
QString refusal(const gs::State& s, gs::Move m, const QString& feedback);
// The hint: the step's own `hint` if it has one, else the counter that moves in `answer`
// (a move in `rules`) named, or a word about the phase for an answer that is no step.
QString hint(const QString& stepHint, gs::Move answer, const gs::Rules& rules);

}  // namespace tutorialtext
