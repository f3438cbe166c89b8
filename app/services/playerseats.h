// The two seats of a game (seat.h), White's first: filled from who sits where, handed the
// turn with only their own side's history, and stopped together. GameController decides when a
// seat may act; this class only knows who sits where.
#pragma once

#include "game.h"
#include "seat.h"

#include <QObject>

#include <array>
#include <memory>

class PlayerSeats : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~PlayerSeats() override;

    // People where the game is hot-seat or on the human's side, the computer at
    // game.strength (strengths.h, which must name a level) elsewhere; waits `delayMs`
    // before each computer move. A `spec` (an AI SPEC) replaces the strength's. Stops the
    // seats it replaces.
    void fill(const Game& game, int delayMs, const std::string& spec = {});
    // The same with the wait and the AI SPEC set below.
    void fill(const Game& game) { fill(game, delay_, spec_.toStdString()); }
    bool isComputer(gs::Side side) const;
    bool thinking() const;  // a computer seat is choosing
    const Seat* seat(gs::Side side) const { return seats_[size_t(gs::sideIndex(side))].get(); }  // nullptr before fill()
    // The side to act in `game` gets its turn, seeing its own views and the moves only; the
    // seed mixes the game's seed with the ply, so a replayed game gets the same answers.
    void offerTurn(const Game& game);
    void stop();            // no move of an earlier turn is announced after this
    void setDelay(int ms);  // for the computer seats now and later
    int delay() const { return delay_; }  // ms before each computer move
    // The AI SPEC (gs::makePlayer) the computer plays with from the next fill() on, instead of
    // its strength's; "" the strength's. One makePlayer refuses is refused: the reason, or "".
    QString setSpec(const QString& spec);
    const QString& spec() const { return spec_; }

signals:
    void chose(gs::Side side, gs::Move move);
    void thinkingChanged();

private:
    std::array<std::unique_ptr<Seat>, 2> seats_;
    int delay_ = 450;
    QString spec_;
};
