#include "exerciseattempt.h"

#include "tutorialtext.h"

#include "notation.h"

void ExerciseAttempt::begin(bool exercise)
{
    awaiting_ = exercise;
    feedback_.clear();
    wrong_ = 0;
    helped_ = false;
}

gs::Move ExerciseAttempt::answer(const gs::TutorialStep& step, const gs::Rules& rules)
{
    return gs::parseMove(step.moves.front().toStdString(), rules);
}

bool ExerciseAttempt::isRight(const gs::TutorialStep& step, gs::Move m, const gs::Rules& rules, const gs::TutorialAnswer*& also)
{
    also = nullptr;
    if (m == answer(step, rules))
        return true;
    for (const gs::TutorialAnswer& a : step.alsoRight)
        if (gs::parseMove(a.move.toStdString(), rules) == m) {
            also = &a;
            return true;
        }
    return false;
}

bool ExerciseAttempt::solve(const gs::TutorialStep& step, bool byLearner, const gs::TutorialAnswer* also, const gs::Rules& rules)
{
    awaiting_ = false;
    helped_ = helped_ || !byLearner;
    feedback_ = tutorialtext::solved(byLearner, helped_, wrong_);
    // The tutorial goes on along its own line: its later steps start from there.
    if (also)
        feedback_ = tutorialtext::alsoRight(feedback_, *also, answer(step, rules), rules);
    return byLearner && !helped_ && wrong_ == 0;
}

void ExerciseAttempt::refuse(const gs::State& now, gs::Move m, const QString& feedback)
{
    ++wrong_;
    feedback_ = tutorialtext::refusal(now, m, feedback);
}

void ExerciseAttempt::hint(const gs::TutorialStep& step, const QString& hintText, const gs::Rules& rules)
{
    helped_ = true;
    feedback_ = tutorialtext::hint(hintText, answer(step, rules), rules);
}

ExerciseState::Values ExerciseAttempt::values(const QString& prompt) const
{
    ExerciseState::Values v;
    v.awaitingAnswer = awaiting_;
    v.prompt = prompt;
    v.feedback = feedback_;
    v.wrongAnswers = wrong_;
    v.helped = helped_;
    return v;
}
