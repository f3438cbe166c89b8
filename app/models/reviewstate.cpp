#include "reviewstate.h"

void ReviewState::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    const bool c0 = next.reviewing != v_.reviewing;
    const bool c1 = next.reviewIndex != v_.reviewIndex;
    const bool c2 = next.reviewLength != v_.reviewLength;
    const bool c3 = next.canUndo != v_.canUndo;
    const bool c4 = next.undoNote != v_.undoNote;
    v_ = next;
    if (c0)
        emit reviewingChanged();
    if (c1)
        emit reviewIndexChanged();
    if (c2)
        emit reviewLengthChanged();
    if (c3)
        emit canUndoChanged();
    if (c4)
        emit undoNoteChanged();
}
