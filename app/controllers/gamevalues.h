// What QML reads of a game, worked out from the game and where it stands: the values
// GameController::publish() hands to its value objects after every change. Pure, so each is
// computed once per change and can be checked without a session.
#pragma once

#include "game.h"
#include "gamestatus.h"
#include "reviewstate.h"
#include "scoreboard.h"

#include <QCoreApplication>

#include <optional>

class GameValues {
    Q_DECLARE_TR_FUNCTIONS(GameValues)

public:
    // Where the game stands for the person at the screen.
    struct Moment {
        bool reviewing = false;
        int reviewIndex = 0;                // in review: plies from the start shown
        bool covered = false;               // the hot-seat hand-over cover is up
        std::optional<gs::Side> arranging;  // manual setup in progress (RULES.md §3)
        bool humanToAct = false;
        bool thinking = false;              // a computer seat is choosing
        std::optional<gs::Move> pending;    // a move waiting for Confirm
        bool canUndo = false;
        bool revealBlocksUndo = false;      // undo is allowed but a reveal since the human's turn stops it
    };

    // `shown`: the position as the viewer sees it (for gpnForViewer); nullptr without a game.
    static GameStatus::Values status(const Game& g, const Moment& m, const gs::State* shown);
    // Score, turn and the counters out are those of the position on the pitch: in review, the reviewed one.
    static Scoreboard::Values scoreboard(const Game& g, const Moment& m);
    static ReviewState::Values review(const Game& g, const Moment& m);

    // Where Undo goes against the computer: back to the start of the human's last turn that
    // is not the present moment, but never before `revealFloor` (history.h's first position
    // after the last ply that showed the human a hidden identity): undo must not make a player
    // un-know what they saw (the captured counter was a 4, so it would be avoided next time).
    // nullopt: nowhere to go. Hot-seat games and the setting are the caller's business.
    static std::optional<size_t> undoTarget(const Game& g, size_t revealFloor);
};
