#include "gamestatus.h"

void GameStatus::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    const bool c0 = next.active != v_.active;
    const bool c1 = next.prompt != v_.prompt;
    const bool c2 = next.phase != v_.phase;
    const bool c3 = next.sideToAct != v_.sideToAct;
    const bool c4 = next.humanToAct != v_.humanToAct;
    const bool c5 = next.thinking != v_.thinking;
    const bool c6 = next.covered != v_.covered;
    const bool c7 = next.gameOver != v_.gameOver;
    const bool c8 = next.resultText != v_.resultText;
    const bool c9 = next.reasonText != v_.reasonText;
    const bool c10 = next.legalMoves != v_.legalMoves;
    const bool c11 = next.pendingMoveText != v_.pendingMoveText;
    const bool c12 = next.substitution != v_.substitution;
    const bool c13 = next.gpnForViewer != v_.gpnForViewer;
    const bool c14 = next.pendingSquare != v_.pendingSquare;
    v_ = next;
    if (c0)
        emit activeChanged();
    if (c1)
        emit promptChanged();
    if (c2)
        emit phaseChanged();
    if (c3)
        emit sideToActChanged();
    if (c4)
        emit humanToActChanged();
    if (c5)
        emit thinkingChanged();
    if (c6)
        emit coveredChanged();
    if (c7)
        emit gameOverChanged();
    if (c8)
        emit resultTextChanged();
    if (c9)
        emit reasonTextChanged();
    if (c10)
        emit legalMovesChanged();
    if (c11)
        emit pendingMoveTextChanged();
    if (c14)
        emit pendingSquareChanged();
    if (c12)
        emit substitutionChanged();
    if (c13)
        emit gpnForViewerChanged();
}
