#include "seat.h"

#include "players/player.h"

ComputerSeat::ComputerSeat(std::string spec, int delayMs, QObject* parent)
    : Seat(parent)
    , spec_(std::move(spec))
    , delayMs_(delayMs)
{
    delay_.setSingleShot(true);
    connect(&search_, &SearchRunner::found, this, [this](gs::Move m) {
        setThinking(false);
        emit chose(m);
    });
}

void ComputerSeat::takeTurn(const gs::PublicHistory& seen, quint64 seed)
{
    stop();
    setThinking(true);
    delay_.disconnect();
    connect(&delay_, &QTimer::timeout, this, [this, seen, seed] {
        if (!player_)
            player_ = gs::makePlayer(spec_);
        search_.start(SearchRunner::playerSearch(player_, seen, seed));
    });
    delay_.start(delayMs_);
}

void ComputerSeat::stop()
{
    if (search_.busy())
        player_.reset();  // still in use on the worker thread until it sees the stop flag
    delay_.stop();
    search_.cancel();
    setThinking(false);
}

void ComputerSeat::setThinking(bool on)
{
    if (on == thinking_)
        return;
    thinking_ = on;
    emit thinkingChanged();
}
