// Time left for the people in a game under a variant's clock (variant `clock`: a per-move
// timer and a game clock per side). Not a QObject: MatchClock drives it and GameController applies the
// timeout it reports as Move::timeout, so the game record keeps it.
#pragma once

#include "variant.h"

#include <QtGlobal>

#include <optional>

class GameClock {
public:
    // Both game clocks full, the move timer full, nobody's time running.
    void start(const gs::ClockRules& rules);
    bool enabled() const { return rules_.enabled(); }
    // A move was made: the move timer is full again (the game clocks go on from where they are).
    void newMove();
    // Counts down for side 0 (White) or 1 (Black); -1 stops. Time until now is charged first.
    void run(int side);
    int running() const { return running_; }
    // Charges the time since the last call to the running side; the timeout now due, if any
    // (the game clock's rule first when both run out together).
    std::optional<gs::TimeoutRule> charge();
    qint64 gameLeft(int side) const;   // ms, >= 0; -1 without a game clock
    qint64 moveLeft() const;           // ms, >= 0; -1 without a move timer
    void setGameLeft(int side, qint64 ms);  // resuming a saved game
    void setMoveLeft(qint64 ms);            // and the move timer where it stood

private:
    gs::ClockRules rules_;
    qint64 game_[2] = {0, 0};
    qint64 move_ = 0;
    int running_ = -1;
    qint64 since_ = 0;  // timesource::now() when the running side was last charged
};
