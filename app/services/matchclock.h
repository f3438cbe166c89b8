// The clocks of a game under a variant's `clock` rules, as QML shows them: each side's game
// time and this move's timer, ticking ten times a second while a person is to act (the
// computer's time does not run). When the running side's time is up it says so with
// flagFell(); the game applies that as a clock move (Move::timeout), so records keep it.
#pragma once

#include "gameclock.h"

#include "types.h"
#include "variant.h"

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class MatchClock : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A MatchClock belongs to a GameSession")

    Q_PROPERTY(bool enabled READ enabled NOTIFY enabledChanged)    // a game with clocks is on
    Q_PROPERTY(double white READ white NOTIFY whiteChanged)         // ms left on White's game clock, -1 none
    Q_PROPERTY(double black READ black NOTIFY blackChanged)
    Q_PROPERTY(double move READ move NOTIFY moveChanged)            // ms left on this move's timer, -1 none
    Q_PROPERTY(QString running READ running NOTIFY runningChanged)  // "white", "black" or ""
    // The people at the screen are away from the pitch (another room, a dialog over it, another
    // window): no time runs until they are back, and `running` is "". Reading the rules must
    // not cost a turn. Set by the window (Shell.qml); false by default.
    Q_PROPERTY(bool held READ held WRITE setHeld NOTIFY heldChanged)

public:
    explicit MatchClock(QObject* parent = nullptr);

    bool enabled() const { return enabled_; }
    double white() const { return white_; }
    double black() const { return black_; }
    double move() const { return move_; }
    QString running() const { return running_; }
    bool held() const { return held_; }
    void setHeld(bool held);

    // A new game (nullopt: no game): full clocks, nobody's time running.
    void start(const std::optional<gs::ClockRules>& rules);
    void setGameLeft(gs::Side side, qint64 ms);  // resuming a saved game
    void setMoveLeft(qint64 ms);                 // the move timer where it stood when saved
    // A move was made: the mover's time is charged and the move timer is full again.
    void newMove();
    // Runs `side`'s time (nullopt: nobody's, e.g. the computer to act or a hand-over screen);
    // `over`: the game has ended, so nothing ticks.
    void follow(std::optional<gs::Side> side, bool over);
    const GameClock& times() const { return clock_; }

signals:
    void enabledChanged();
    void whiteChanged();
    void blackChanged();
    void moveChanged();
    void runningChanged();
    void heldChanged();
    // The running side's time is up under `rule`; emitted on every tick until the game moves on.
    void flagFell(gs::TimeoutRule rule);

private:
    void tick();
    void apply();    // runs the followed side's time unless held, ticks unless over
    void publish();  // the values QML reads, each signalled only when it changed

    GameClock clock_;
    QTimer timer_;
    bool enabled_ = false;
    bool held_ = false;
    std::optional<gs::Side> followed_;  // whose time runs when not held (follow())
    bool over_ = false;
    double white_ = -1, black_ = -1, move_ = -1;
    QString running_;
};
