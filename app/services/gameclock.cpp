#include "gameclock.h"

#include "timesource.h"

#include <algorithm>

void GameClock::start(const gs::ClockRules& rules)
{
    rules_ = rules;
    game_[0] = game_[1] = qint64(rules.gameSeconds) * 1000;
    move_ = qint64(rules.moveSeconds) * 1000;
    running_ = -1;
}

void GameClock::newMove()
{
    move_ = qint64(rules_.moveSeconds) * 1000;
    since_ = timesource::now();
}

void GameClock::run(int side)
{
    if (side == running_)
        return;
    charge();
    running_ = enabled() ? side : -1;
    since_ = timesource::now();
}

std::optional<gs::TimeoutRule> GameClock::charge()
{
    if (running_ < 0)
        return std::nullopt;
    const qint64 now = timesource::now();
    const qint64 spent = now - since_;
    since_ = now;
    if (rules_.gameSeconds > 0) {
        game_[running_] = std::max<qint64>(0, game_[running_] - spent);
        if (game_[running_] == 0)
            return rules_.gameTimeout;
    }
    if (rules_.moveSeconds > 0) {
        move_ = std::max<qint64>(0, move_ - spent);
        if (move_ == 0)
            return rules_.moveTimeout;
    }
    return std::nullopt;
}

qint64 GameClock::gameLeft(int side) const
{
    return rules_.gameSeconds > 0 ? game_[side] : -1;
}

qint64 GameClock::moveLeft() const
{
    return rules_.moveSeconds > 0 ? move_ : -1;
}

void GameClock::setMoveLeft(qint64 ms)
{
    move_ = std::clamp<qint64>(ms, 0, qint64(rules_.moveSeconds) * 1000);
}

void GameClock::setGameLeft(int side, qint64 ms)
{
    game_[side] = std::clamp<qint64>(ms, 0, qint64(rules_.gameSeconds) * 1000);
}
