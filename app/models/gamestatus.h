// The state of the game in progress as QML shows it: whose turn, what to do, how it ended, the
// human's legal moves. Values only: GameSession works them out once after every change (so a
// read never formats moves or replays a game) and each property signals on its own.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameStatus : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameStatus belongs to a GameSession")

    Q_PROPERTY(bool active READ active NOTIFY activeChanged)  // a game is loaded
    Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)  // what to do now, in words
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)  // the GPN phase: y f s d p o, or "end"
    Q_PROPERTY(QString sideToAct READ sideToAct NOTIFY sideToActChanged)  // "white" or "black"
    Q_PROPERTY(bool humanToAct READ humanToAct NOTIFY humanToActChanged)  // a person may move now (not the computer, not during manual setup)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)  // the computer is choosing a move
    Q_PROPERTY(bool covered READ covered NOTIFY coveredChanged)  // the hot-seat hand-over screen is up
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY gameOverChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY resultTextChanged)  // "You win, 2–1"
    Q_PROPERTY(QString reasonText READ reasonText NOTIFY reasonTextChanged)  // "The Star Player was captured"
    Q_PROPERTY(QStringList legalMoves READ legalMoves NOTIFY legalMovesChanged)  // the human’s legal moves as move text, sorted; empty when not theirs to move
    Q_PROPERTY(QString pendingMoveText READ pendingMoveText NOTIFY pendingMoveTextChanged)  // with Settings.confirmMoves: the move waiting for Confirm, in words
    Q_PROPERTY(int pendingSquare READ pendingSquare NOTIFY pendingSquareChanged)  // its destination's square index (the Confirm bar keeps off it); -1 if none
    Q_PROPERTY(QVariantMap substitution READ substitution NOTIFY substitutionChanged)  // the offer while the phase is "s": square, promoted, substitute, their Debut Moves
    Q_PROPERTY(QString gpnForViewer READ gpnForViewer NOTIFY gpnForViewerChanged)  // the position as the viewer sees it

public:
    // Every value at once, as the owner worked it out after a change.
    struct Values {
        bool active = false;
        QString prompt;
        QString phase;
        QString sideToAct;
        bool humanToAct = false;
        bool thinking = false;
        bool covered = false;
        bool gameOver = false;
        QString resultText;
        QString reasonText;
        QStringList legalMoves;
        QString pendingMoveText;
        int pendingSquare = -1;
        QVariantMap substitution;
        QString gpnForViewer;
    };

    explicit GameStatus(QObject* parent = nullptr) : QObject(parent) {}

    // Takes the new values; each property that changed emits its own signal, after all are stored.
    void update(const Values& next);

    bool active() const { return v_.active; }
    QString prompt() const { return v_.prompt; }
    QString phase() const { return v_.phase; }
    QString sideToAct() const { return v_.sideToAct; }
    bool humanToAct() const { return v_.humanToAct; }
    bool thinking() const { return v_.thinking; }
    bool covered() const { return v_.covered; }
    bool gameOver() const { return v_.gameOver; }
    QString resultText() const { return v_.resultText; }
    QString reasonText() const { return v_.reasonText; }
    QStringList legalMoves() const { return v_.legalMoves; }
    QString pendingMoveText() const { return v_.pendingMoveText; }
    int pendingSquare() const { return v_.pendingSquare; }
    QVariantMap substitution() const { return v_.substitution; }
    QString gpnForViewer() const { return v_.gpnForViewer; }

signals:
    void activeChanged();
    void promptChanged();
    void phaseChanged();
    void sideToActChanged();
    void humanToActChanged();
    void thinkingChanged();
    void coveredChanged();
    void gameOverChanged();
    void resultTextChanged();
    void reasonTextChanged();
    void legalMovesChanged();
    void pendingMoveTextChanged();
    void pendingSquareChanged();
    void substitutionChanged();
    void gpnForViewerChanged();

private:
    Values v_;
};
