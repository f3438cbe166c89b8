#include "scoreboard.h"

void Scoreboard::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    const bool c0 = next.whiteName != v_.whiteName;
    const bool c1 = next.blackName != v_.blackName;
    const bool c2 = next.variantName != v_.variantName;
    const bool c3 = next.hotSeat != v_.hotSeat;
    const bool c4 = next.humanSide != v_.humanSide;
    const bool c5 = next.whiteScore != v_.whiteScore;
    const bool c6 = next.blackScore != v_.blackScore;
    const bool c7 = next.turn != v_.turn;
    const bool c8 = next.turnLimit != v_.turnLimit;
    const bool c9 = next.whiteOut != v_.whiteOut;
    const bool c10 = next.blackOut != v_.blackOut;
    const bool c11 = next.whiteSubstitute != v_.whiteSubstitute;
    const bool c12 = next.blackSubstitute != v_.blackSubstitute;
    v_ = next;
    if (c0)
        emit whiteNameChanged();
    if (c1)
        emit blackNameChanged();
    if (c2)
        emit variantNameChanged();
    if (c3)
        emit hotSeatChanged();
    if (c4)
        emit humanSideChanged();
    if (c5)
        emit whiteScoreChanged();
    if (c6)
        emit blackScoreChanged();
    if (c7)
        emit turnChanged();
    if (c8)
        emit turnLimitChanged();
    if (c9)
        emit whiteOutChanged();
    if (c10)
        emit blackOutChanged();
    if (c11)
        emit whiteSubstituteChanged();
    if (c12)
        emit blackSubstituteChanged();
}
