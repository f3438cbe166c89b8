#include "exerciseattempt.h"

#include "tutorialtext.h"

#include "notation.h"

void ExerciseAttempt::begin(bool exercise)
{
    awaiting_ = exercise;
    say_ = nullptr;
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
    const bool helped = helped_;
    const int wrong = wrong_;
    // The tutorial goes on along its own line: its later steps start from there.
    if (also)
        say_ = [=, also = *also, answer = answer(step, rules), rules = &rules] {
            return tutorialtext::alsoRight(tutorialtext::solved(byLearner, helped, wrong), also, answer, *rules);
        };
    else
        say_ = [=] { return tutorialtext::solved(byLearner, helped, wrong); };
    return byLearner && !helped_ && wrong_ == 0;
}

void ExerciseAttempt::refuse(const gs::TutorialStep& step, const gs::State& now, gs::Move m)
{
    ++wrong_;
    say_ = [step, now, m] { return tutorialtext::refusal(now, m, tutorialtext::stepText(step, "feedback")); };
}

void ExerciseAttempt::hint(const gs::TutorialStep& step, const gs::Rules& rules)
{
    helped_ = true;
    say_ = [step, answer = answer(step, rules), rules = &rules] { return tutorialtext::hint(tutorialtext::stepText(step, "hint"), answer, *rules); };
}

ExerciseState::Values ExerciseAttempt::values(const QString& prompt) const
{
    ExerciseState::Values v;
    v.awaitingAnswer = awaiting_;
    v.prompt = prompt;
    v.feedback = feedback();
    v.wrongAnswers = wrong_;
    v.helped = helped_;
    return v;
}
