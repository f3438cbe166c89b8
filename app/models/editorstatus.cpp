#include "editorstatus.h"

void EditorStatus::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    const bool c0 = next.gpn != v_.gpn;
    const bool c1 = next.gpnError != v_.gpnError;
    const bool c2 = next.valid != v_.valid;
    const bool c3 = next.problems != v_.problems;
    const bool c4 = next.overAtOnce != v_.overAtOnce;
    const bool c5 = next.legalMoves != v_.legalMoves;
    const bool c6 = next.previewGpn != v_.previewGpn;
    const bool c7 = next.phaseChoices != v_.phaseChoices;
    const bool c8 = next.turnLimit != v_.turnLimit;
    const bool c9 = next.selected != v_.selected;
    const bool c10 = next.selectedCounter != v_.selectedCounter;
    const bool c11 = next.selectedDescription != v_.selectedDescription;
    const bool c12 = next.canUndo != v_.canUndo;
    const bool c13 = next.canRedo != v_.canRedo;
    const bool c14 = next.phaseLabels != v_.phaseLabels;
    v_ = next;
    if (c0)
        emit gpnChanged();
    if (c1)
        emit gpnErrorChanged();
    if (c2)
        emit validChanged();
    if (c3)
        emit problemsChanged();
    if (c4)
        emit overAtOnceChanged();
    if (c5)
        emit legalMovesChanged();
    if (c6)
        emit previewGpnChanged();
    if (c7)
        emit phaseChoicesChanged();
    if (c8)
        emit turnLimitChanged();
    if (c9)
        emit selectedChanged();
    if (c10)
        emit selectedCounterChanged();
    if (c11)
        emit selectedDescriptionChanged();
    if (c12)
        emit canUndoChanged();
    if (c13)
        emit canRedoChanged();
    if (c14)
        emit phaseLabelsChanged();
}
