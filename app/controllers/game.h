// The game in progress as plain data: who sits where, how it was dealt, and every position so
// far. GameController owns one and changes it; the texts (gametext.h) and the files
// (gamestorage.h) read it.
#pragma once

#include "state.h"

#include <QString>

#include <optional>
#include <vector>

struct Game {
    const gs::Rules* rules = nullptr;  // nullptr before the first game
    std::vector<gs::State> history;    // the start, then the full state after each ply
    std::vector<gs::Move> moves;       // the plies: history.size() == moves.size() + 1
    bool hotSeat = false;              // two people at one screen
    gs::Side human = gs::Side::White;  // the person's side against the computer
    QString strength = QStringLiteral("Strong");  // a strengths::named() name
    quint64 seed = 0;                  // the deal's, and the computer's random numbers
    QString startGpn;                  // a game from a position: that position, for a rematch
    // Manual setup (RULES.md §3) under way: the side arranging now. Kept in the record (the
    // Arranging tag), so a game quit while arranging resumes arranging, the arrangement kept.
    std::optional<gs::Side> arranging;

    bool active() const { return !history.empty(); }
    const gs::State& now() const { return history.back(); }
    bool over() const { return active() && now().isTerminal(); }

    // Plays `m`, legal in now(): the ply and the position after it are added, and `events`
    // says what happened.
    void play(gs::Move m, gs::EventList& events)
    {
        gs::State next = now();
        next.apply(m, &events);
        history.push_back(next);
        moves.push_back(m);
    }
    // Back to position `target` (0 is the start): the later positions and plies go.
    void takeBack(size_t target)
    {
        history.erase(history.begin() + std::ptrdiff_t(target) + 1, history.end());
        moves.resize(target);
    }
};

// Where a game stands for the person at the screen, beyond the Game itself: what GameValues
// and GameText word, worked out once per change by GameController::publish().
struct GameMoment {
    bool reviewing = false;
    int reviewIndex = 0;                // in review: plies from the start shown
    bool covered = false;               // the hot-seat hand-over cover is up
    std::optional<gs::Side> arranging;  // manual setup in progress (RULES.md §3)
    bool humanToAct = false;
    bool onlyPass = false;              // the human's one legal move is "pass"
    bool thinking = false;              // a computer seat is choosing
    std::optional<gs::Move> pending;    // a move waiting for Confirm
    bool canUndo = false;
    bool revealBlocksUndo = false;      // undo is allowed but a reveal since the human's turn stops it
};
