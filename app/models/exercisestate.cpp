#include "exercisestate.h"

void ExerciseState::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    const bool c0 = next.awaitingAnswer != v_.awaitingAnswer;
    const bool c1 = next.prompt != v_.prompt;
    const bool c2 = next.feedback != v_.feedback;
    const bool c3 = next.wrongAnswers != v_.wrongAnswers;
    const bool c4 = next.helped != v_.helped;
    v_ = next;
    if (c0)
        emit awaitingAnswerChanged();
    if (c1)
        emit promptChanged();
    if (c2)
        emit feedbackChanged();
    if (c3)
        emit wrongAnswersChanged();
    if (c4)
        emit helpedChanged();
}
