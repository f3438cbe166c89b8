#include "playerseats.h"

#include "strengths.h"

#include "history.h"
#include "players/player.h"

PlayerSeats::~PlayerSeats()
{
    for (auto& seat : seats_)
        if (seat)
            seat->disconnect(this);  // nothing said while the seats go reaches the owner
    stop();
}

void PlayerSeats::fill(const Game& game, int delayMs, const std::string& spec)
{
    stop();
    for (gs::Side side : {gs::Side::White, gs::Side::Black}) {
        std::unique_ptr<Seat> seat;
        if (game.hotSeat || side == game.human)
            seat = std::make_unique<HumanSeat>();
        else
            seat = std::make_unique<ComputerSeat>(spec.empty() ? std::string(strengths::named(game.strength)->spec) : spec, delayMs);
        connect(seat.get(), &Seat::chose, this, [this, side](gs::Move m) { emit chose(side, m); });
        connect(seat.get(), &Seat::thinkingChanged, this, &PlayerSeats::thinkingChanged);
        seats_[gs::sideIndex(side)] = std::move(seat);
    }
}

bool PlayerSeats::isComputer(gs::Side side) const
{
    const auto& seat = seats_[gs::sideIndex(side)];
    return seat && seat->isComputer();
}

bool PlayerSeats::thinking() const
{
    return std::any_of(seats_.begin(), seats_.end(), [](const auto& s) { return s && s->thinking(); });
}

void PlayerSeats::offerTurn(const Game& game)
{
    const gs::Side side = game.now().toAct();
    if (const auto& seat = seats_[gs::sideIndex(side)])
        seat->takeTurn(gs::PublicHistory::observe(game.history, game.moves, side), gs::mixSeed(game.seed, game.history.size()));
}

void PlayerSeats::stop()
{
    for (auto& seat : seats_)
        if (seat)
            seat->stop();  // a running search answers at once; its answer is then dropped
}

void PlayerSeats::setDelay(int ms)
{
    delay_ = ms;
    for (auto& seat : seats_)
        if (auto* computer = qobject_cast<ComputerSeat*>(seat.get()))
            computer->setDelay(ms);
}

QString PlayerSeats::setSpec(const QString& spec)
{
    if (!spec.isEmpty()) {
        try {
            gs::makePlayer(spec.toStdString());
        } catch (const gs::BadPlayerSpec& e) {
            return QString::fromUtf8(e.what());
        }
    }
    spec_ = spec;
    return {};
}
