#include "pitchcontroller.h"

#include "moveinput.h"

PitchController::PitchController(bool freePlacement, QObject* parent)
    : QObject(parent)
    , freePlacement_(freePlacement)
{
}

void PitchController::setCursor(int square)
{
    const gs::Rules* rules = board_.rules();
    if (!rules || square < 0 || square >= rules->squareCount() || square == cursor_)
        return;
    cursor_ = square;
    emit cursorChanged();
}

void PitchController::placeCursor(int square)
{
    if (square == cursor_)
        return;
    cursor_ = square;
    emit cursorChanged();
}

void PitchController::secondaryClick(int) {}

void PitchController::moveCounter(int, int to) { clickSquare(to); }

void PitchController::dropOffPitch(int) {}

void PitchController::moveCursor(int dx, int dy)
{
    if (const gs::Rules* rules = board_.rules())
        setCursor(moveinput::stepCursor(*rules, cursor_, dx, dy, board_.flipped()));
}

void PitchController::activateCursor()
{
    if (board_.rules())
        clickSquare(cursor_);
}

int PitchController::squareAt(const QString& name) const
{
    const gs::Rules* rules = board_.rules();
    if (!rules)
        return -1;
    const auto sq = rules->parseSquare(name.toStdString());
    return sq ? int(*sq) : -1;
}

QVariantList PitchController::squaresNamed(const QStringList& names) const
{
    QVariantList out;
    for (const QString& name : names)
        if (const int sq = squareAt(name); sq >= 0)
            out << sq;
    return out;
}

QVariantMap PitchController::arrowBetween(const QString& from, const QString& to) const
{
    return {{"from", squareAt(from)}, {"to", squareAt(to)}};
}

void PitchController::setHighlights(const QVariantList& squares)
{
    if (squares == highlights_)
        return;
    highlights_ = squares;
    emit highlightsChanged();
}

void PitchController::setArrows(const QVariantList& arrows)
{
    if (arrows == arrows_)
        return;
    arrows_ = arrows;
    emit arrowsChanged();
}

void PitchController::setProblemSquares(const QVariantList& squares)
{
    if (squares == problemSquares_)
        return;
    problemSquares_ = squares;
    emit problemSquaresChanged();
}

void PitchController::setScouting(const QVariantList& badges)
{
    if (badges == scouting_)
        return;
    scouting_ = badges;
    emit scoutingChanged();
}

void PitchController::setMovesAlwaysMarked(bool on)
{
    if (on == movesAlwaysMarked_)
        return;
    movesAlwaysMarked_ = on;
    emit movesAlwaysMarkedChanged();
}
