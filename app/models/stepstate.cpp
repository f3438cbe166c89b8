#include "stepstate.h"

void StepState::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    const bool c0 = next.tutorialId != v_.tutorialId;
    const bool c1 = next.title != v_.title;
    const bool c2 = next.stepIndex != v_.stepIndex;
    const bool c3 = next.stepCount != v_.stepCount;
    const bool c4 = next.caption != v_.caption;
    const bool c5 = next.playing != v_.playing;
    const bool c6 = next.canGoBack != v_.canGoBack;
    const bool c7 = next.canGoNext != v_.canGoNext;
    const bool c8 = next.finished != v_.finished;
    const bool c9 = next.phase != v_.phase;
    const bool c10 = next.whiteScore != v_.whiteScore;
    const bool c11 = next.blackScore != v_.blackScore;
    v_ = next;
    if (c0)
        emit tutorialIdChanged();
    if (c1)
        emit titleChanged();
    if (c2)
        emit stepIndexChanged();
    if (c3)
        emit stepCountChanged();
    if (c4)
        emit captionChanged();
    if (c5)
        emit playingChanged();
    if (c6)
        emit canGoBackChanged();
    if (c7)
        emit canGoNextChanged();
    if (c8)
        emit finishedChanged();
    if (c9)
        emit phaseChanged();
    if (c10)
        emit whiteScoreChanged();
    if (c11)
        emit blackScoreChanged();
}
