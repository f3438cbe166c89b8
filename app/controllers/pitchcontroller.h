// What Pitch.qml draws and where its input goes: the contract every screen with a pitch
// fulfils (a game, a tutorial, the position editor, the tutorial recorder). QML takes it as a
// typed property, so the pitch asks no questions about which screen it is on.
//
// The marks (highlights, arrows, problem squares, scouting) are values the screen sets when
// its state changes; each has its own NOTIFY signal and is never computed in a getter.
#pragma once

#include "boardmodel.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class PitchController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A pitch is driven by a game, a tutorial, the position editor or the recorder")

    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    // The keyboard cursor: a square index, 0 .. squares-1 of the board shown.
    Q_PROPERTY(int cursor READ cursor WRITE setCursor NOTIFY cursorChanged)
    Q_PROPERTY(QVariantList highlights READ highlights NOTIFY highlightsChanged)  // square indices, ringed
    Q_PROPERTY(QVariantList arrows READ arrows NOTIFY arrowsChanged)              // [{from, to}] square indices
    Q_PROPERTY(QVariantList problemSquares READ problemSquares NOTIFY problemSquaresChanged)  // indices, in red
    // Scout report badges: [{square, star, goal}], chances 0..1 (a game with the report on).
    Q_PROPERTY(QVariantList scouting READ scouting NOTIFY scoutingChanged)
    // Counters are placed rather than played (the position editor): a drag moves a counter to
    // any square (moveCounter), a right-click or a drag off the pitch removes it, and movable
    // counters get no red box.
    Q_PROPERTY(bool freePlacement READ freePlacement CONSTANT)
    // The legal-move marks show even when Settings.showLegalMoves is off: always outside games,
    // and in a game while a move waits for Confirm.
    Q_PROPERTY(bool movesAlwaysMarked READ movesAlwaysMarked NOTIFY movesAlwaysMarkedChanged)

public:
    BoardModel* board() { return &board_; }
    int cursor() const { return cursor_; }
    // Ignores squares off the board shown.
    void setCursor(int square);
    QVariantList highlights() const { return highlights_; }
    QVariantList arrows() const { return arrows_; }
    QVariantList problemSquares() const { return problemSquares_; }
    QVariantList scouting() const { return scouting_; }
    bool freePlacement() const { return freePlacement_; }
    bool movesAlwaysMarked() const { return movesAlwaysMarked_; }

    // A click (or a tap, or Enter on the cursor) on a square index; what it does is the screen's.
    Q_INVOKABLE virtual void clickSquare(int index) = 0;
    // Right-click; only free-placement screens use it.
    Q_INVOKABLE virtual void secondaryClick(int index);
    // A counter dragged from one square to another. Playing screens treat it as picking up the
    // counter and clicking the target; free-placement screens move it there.
    Q_INVOKABLE virtual void moveCounter(int from, int to);
    // A counter dragged off the pitch; only free-placement screens use it.
    Q_INVOKABLE virtual void dropOffPitch(int index);

    // The cursor one square in screen directions (dx right, dy up), as the pitch is drawn.
    Q_INVOKABLE void moveCursor(int dx, int dy);
    Q_INVOKABLE void activateCursor();                    // clickSquare(cursor)
    Q_INVOKABLE int squareAt(const QString& name) const;  // "d3" -> index; -1 off the board or before a position

signals:
    void cursorChanged();
    void highlightsChanged();
    void arrowsChanged();
    void problemSquaresChanged();
    void scoutingChanged();
    void movesAlwaysMarkedChanged();

protected:
    PitchController(bool freePlacement, QObject* parent);
    // Setters for the screen's refresh: each emits only when the value changed.
    void setHighlights(const QVariantList& squares);
    void setArrows(const QVariantList& arrows);
    void setProblemSquares(const QVariantList& squares);
    void setScouting(const QVariantList& badges);
    void setMovesAlwaysMarked(bool on);
    // Puts the cursor on a square of the position about to be shown (setCursor checks against
    // the board already shown, which a newly opened position has not replaced yet).
    void placeCursor(int square);
    // Square names to indices, for marks written in GPN squares ("d4"; unknown names dropped).
    QVariantList squaresNamed(const QStringList& names) const;
    QVariantMap arrowBetween(const QString& from, const QString& to) const;

    BoardModel board_;

private:
    const bool freePlacement_;
    int cursor_ = 0;
    QVariantList highlights_, arrows_, problemSquares_, scouting_;
    bool movesAlwaysMarked_ = true;
};
