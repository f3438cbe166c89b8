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
    // `shown`: the position as the viewer sees it (for gpnForViewer); nullptr without a game.
    static GameStatus::Values status(const Game& g, const GameMoment& m, const gs::State* shown);
    // Score, turn and the counters out are those of the position on the pitch: in review, the reviewed one.
    // `shown`: the position as the person at the screen sees it (their view, or everything
    // once the game is over), for what is hidden from them; null when there is no game.
    static Scoreboard::Values scoreboard(const Game& g, const GameMoment& m, const gs::State* shown);
    static ReviewState::Values review(const Game& g, const GameMoment& m);

    // Where Undo goes against the computer: back to the start of the human's last turn that
    // is not the present moment, but never before `revealFloor` (history.h's first position
    // after the last ply that showed the human a hidden identity): undo must not make a player
    // un-know what they saw (the captured counter was a 4, so it would be avoided next time),
    // nor before a clock move (a timeout's lost time is not given back). nullopt: nowhere to
    // go. Hot-seat games and the setting are the caller's business.
    static std::optional<size_t> undoTarget(const Game& g, size_t revealFloor);
};
