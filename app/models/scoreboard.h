// Who plays, the score, the turn and the counters out, for the side panel: values GameSession
// works out after every change. In review they are those of the reviewed position.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class Scoreboard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Scoreboard belongs to a GameSession")

    Q_PROPERTY(QString whiteName READ whiteName NOTIFY whiteNameChanged)  // "You", "Computer (Strong)", or "White" in hot-seat
    Q_PROPERTY(QString blackName READ blackName NOTIFY blackNameChanged)
    Q_PROPERTY(QString variantName READ variantName NOTIFY variantNameChanged)
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY hotSeatChanged)  // two people at one screen
    Q_PROPERTY(QString humanSide READ humanSide NOTIFY humanSideChanged)  // "white"/"black"; "" in hot-seat
    Q_PROPERTY(int whiteScore READ whiteScore NOTIFY whiteScoreChanged)
    Q_PROPERTY(int blackScore READ blackScore NOTIFY blackScoreChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    Q_PROPERTY(int turnLimit READ turnLimit NOTIFY turnLimitChanged)  // 0: none
    Q_PROPERTY(QStringList whiteOut READ whiteOut NOTIFY whiteOutChanged)  // White identities out of the game that both sides know ("7", "s")
    Q_PROPERTY(QStringList blackOut READ blackOut NOTIFY blackOutChanged)
    // Each side's Substitute on the bench (RULES.md §4) as the person at the screen sees it:
    // "7", "?" (hidden from them: the opponent's until the final whistle) or "" (none, or
    // already on the pitch).
    Q_PROPERTY(QString whiteSubstitute READ whiteSubstitute NOTIFY whiteSubstituteChanged)
    Q_PROPERTY(QString blackSubstitute READ blackSubstitute NOTIFY blackSubstituteChanged)

public:
    // Every value at once, as the owner worked it out after a change.
    struct Values {
        QString whiteName;
        QString blackName;
        QString variantName;
        bool hotSeat = false;
        QString humanSide;
        int whiteScore = 0;
        int blackScore = 0;
        int turn = 0;
        int turnLimit = 0;
        QStringList whiteOut;
        QStringList blackOut;
        QString whiteSubstitute;
        QString blackSubstitute;
    };

    explicit Scoreboard(QObject* parent = nullptr) : QObject(parent) {}

    // Takes the new values; each property that changed emits its own signal, after all are stored.
    void update(const Values& next);

    QString whiteName() const { return v_.whiteName; }
    QString blackName() const { return v_.blackName; }
    QString variantName() const { return v_.variantName; }
    bool hotSeat() const { return v_.hotSeat; }
    QString humanSide() const { return v_.humanSide; }
    int whiteScore() const { return v_.whiteScore; }
    int blackScore() const { return v_.blackScore; }
    int turn() const { return v_.turn; }
    int turnLimit() const { return v_.turnLimit; }
    QStringList whiteOut() const { return v_.whiteOut; }
    QStringList blackOut() const { return v_.blackOut; }
    QString whiteSubstitute() const { return v_.whiteSubstitute; }
    QString blackSubstitute() const { return v_.blackSubstitute; }

signals:
    void whiteNameChanged();
    void blackNameChanged();
    void variantNameChanged();
    void hotSeatChanged();
    void humanSideChanged();
    void whiteScoreChanged();
    void blackScoreChanged();
    void turnChanged();
    void turnLimitChanged();
    void whiteOutChanged();
    void blackOutChanged();
    void whiteSubstituteChanged();
    void blackSubstituteChanged();

private:
    Values v_;
};
