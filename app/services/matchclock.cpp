#include "matchclock.h"

MatchClock::MatchClock(QObject* parent)
    : QObject(parent)
{
    timer_.setInterval(100);
    connect(&timer_, &QTimer::timeout, this, &MatchClock::tick);
}

void MatchClock::start(const std::optional<gs::ClockRules>& rules)
{
    clock_.start(rules.value_or(gs::ClockRules{}));
    timer_.stop();
    followed_.reset();  // nobody's time until the new game says whose (follow())
    over_ = false;
    if (const bool on = rules && clock_.enabled(); on != enabled_) {
        enabled_ = on;
        emit enabledChanged();
    }
    publish();
}

void MatchClock::setGameLeft(gs::Side side, qint64 ms)
{
    clock_.setGameLeft(gs::sideIndex(side), ms);
    publish();
}

void MatchClock::setMoveLeft(qint64 ms)
{
    clock_.setMoveLeft(ms);
    publish();
}

void MatchClock::newMove()
{
    clock_.run(-1);
    clock_.newMove();
    publish();
}

void MatchClock::follow(std::optional<gs::Side> side, bool over)
{
    followed_ = side;
    over_ = over;
    apply();
}

void MatchClock::setHeld(bool held)
{
    if (held == held_)
        return;
    held_ = held;
    emit heldChanged();
    apply();
}

void MatchClock::apply()
{
    clock_.run(enabled_ && followed_ && !held_ ? gs::sideIndex(*followed_) : -1);
    if (enabled_ && !over_)
        timer_.start();
    else
        timer_.stop();
    publish();
}

void MatchClock::tick()
{
    const auto rule = clock_.charge();
    publish();
    if (rule)
        emit flagFell(*rule);
}

void MatchClock::publish()
{
    auto update = [this](auto& field, auto value, void (MatchClock::*signal)()) {
        if (field == value)
            return;
        field = value;
        emit(this->*signal)();
    };
    const bool on = enabled_;
    update(white_, on ? double(clock_.gameLeft(0)) : -1.0, &MatchClock::whiteChanged);
    update(black_, on ? double(clock_.gameLeft(1)) : -1.0, &MatchClock::blackChanged);
    update(move_, on ? double(clock_.moveLeft()) : -1.0, &MatchClock::moveChanged);
    const int r = clock_.running();
    update(running_, r == 0 ? QStringLiteral("white") : r == 1 ? QStringLiteral("black") : QString(), &MatchClock::runningChanged);
}
