// Who sits on each side of a game, as KDE KReversi's players: a person, who answers through
// the pitch, or the computer, which answers with chose(). A seat is handed only what its side
// may know (its views and the moves), never the full state.
#pragma once

#include "searchrunner.h"

#include "history.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <string>

class Seat : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    virtual bool isComputer() const = 0;
    // It is this seat's turn. `seen` is its side's history; `seed` makes its choice repeatable.
    virtual void takeTurn(const gs::PublicHistory& seen, quint64 seed) = 0;
    // Stops thinking: no move chosen for an earlier turn is emitted after this.
    virtual void stop() {}
    virtual bool thinking() const { return false; }

signals:
    void chose(gs::Move move);
    void thinkingChanged();
};

// A person at the board: the game waits for the pitch (or playMove) to bring the move.
class HumanSeat : public Seat {
    Q_OBJECT

public:
    using Seat::Seat;
    bool isComputer() const override { return false; }
    void takeTurn(const gs::PublicHistory&, quint64) override {}
};

// The computer: waits `delayMs` (so people see each move land), then searches with the player
// `spec` (gs::makePlayer) on a worker thread and emits chose(). The seat keeps its player for
// the whole game (a new game or a load fills new seats), so a search can go on from the last
// one's tree; the player itself starts afresh when the history does not continue what it saw
// (an undo). A search stopped in flight takes its player with it: the next turn makes a new one.
class ComputerSeat : public Seat {
    Q_OBJECT

public:
    ComputerSeat(std::string spec, int delayMs, QObject* parent = nullptr);
    bool isComputer() const override { return true; }
    void takeTurn(const gs::PublicHistory& seen, quint64 seed) override;
    void stop() override;
    bool thinking() const override { return thinking_; }
    // A turn is waiting out its delay; its search has not started. After stop(), false, and
    // with search().busy() false nothing of an earlier turn can still be emitted.
    bool waiting() const { return delay_.isActive(); }
    void setDelay(int ms) { delayMs_ = ms; }
    // The search thread of the latest turn has returned (SearchRunner::ended): after stop(),
    // the machine is free again.
    const SearchRunner& search() const { return search_; }
    const std::string& spec() const { return spec_; }
    // The player this seat searches with (nullptr before its first search, or after a search
    // was stopped in flight).
    const gs::Player* player() const { return player_.get(); }

private:
    void setThinking(bool on);

    std::string spec_;
    std::shared_ptr<gs::Player> player_;  // made at the first turn
    int delayMs_;
    bool thinking_ = false;
    QTimer delay_;
    SearchRunner search_;
};
