#include "assistance.h"

void Assistance::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    const bool c0 = next.hinting != v_.hinting;
    const bool c1 = next.hintText != v_.hintText;
    const bool c2 = next.scoutSummary != v_.scoutSummary;
    v_ = next;
    if (c0)
        emit hintingChanged();
    if (c1)
        emit hintTextChanged();
    if (c2)
        emit scoutSummaryChanged();
}
