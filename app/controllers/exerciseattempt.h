// An exercise of a tutorial step being answered (TutorialSession): which moves are right (the
// step's first move, or another right answer it lists), the wrong tries counted, whether the
// learner had help (the hint or the solution), and what the tutorial says after each
// (tutorialtext.h). Plain data and rules; the session moves the pitch and says what changed.
#pragma once

#include "exercisestate.h"

#include "formats/tutorial.h"
#include "rules.h"
#include "state.h"

#include <QString>

#include <functional>

class ExerciseAttempt {
public:
    // A step entered: an exercise waits for its answer; any step starts with nothing said.
    void begin(bool exercise);

    bool awaiting() const { return awaiting_; }
    // What the tutorial says now, in the interface's language at the time of asking (it is
    // worded again after a language switch).
    QString feedback() const { return say_ ? say_() : QString(); }

    // The move the exercise asks for: the step's first.
    static gs::Move answer(const gs::TutorialStep& step, const gs::Rules& rules);
    // Whether `m` answers the exercise: the answer itself, or one of the step's other right
    // answers (then `also` points to it; otherwise it is set to null).
    static bool isRight(const gs::TutorialStep& step, gs::Move m, const gs::Rules& rules, const gs::TutorialAnswer*& also);

    // Solved: by the learner, or shown (the solution); `also`: with another right answer, whose
    // own words are added. True when the learner solved it at the first try without help.
    bool solve(const gs::TutorialStep& step, bool byLearner, const gs::TutorialAnswer* also, const gs::Rules& rules);
    // A try `m` in `now` that is not an answer: counted, and why it is not said (with the
    // step's own `feedback`).
    void refuse(const gs::TutorialStep& step, const gs::State& now, gs::Move m);
    // The hint (the step's own, or where to look): the learner had help.
    void hint(const gs::TutorialStep& step, const gs::Rules& rules);

    // What QML reads of it; `prompt` is the step's task in the interface's language.
    ExerciseState::Values values(const QString& prompt) const;

private:
    bool awaiting_ = false;
    std::function<QString()> say_;  // the feedback, worded when asked
    int wrong_ = 0;
    bool helped_ = false;
};
