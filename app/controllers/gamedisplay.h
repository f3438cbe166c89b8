// What the people at the screen see of a game, drawn again after every change: the board (the
// position for whose eyes it is, with its marks) and the values QML reads of the game
// (status, scoreboard, review), each object signalling only what changed. GameController
// works out where the game stands (GameMoment) and hands it here with what is being picked up
// on the pitch; the words are GameValues' and GameText's.
#pragma once

#include "boardmodel.h"
#include "game.h"
#include "gamestatus.h"
#include "manualsetup.h"
#include "moveentry.h"
#include "reviewstate.h"
#include "scoreboard.h"

class GameDisplay {
public:
    GameStatus* status() { return &status_; }
    const GameStatus* status() const { return &status_; }
    Scoreboard* scoreboard() { return &scoreboard_; }
    ReviewState* review() { return &review_; }

    // Whose eyes the board is drawn for: the human's, the side to act's in hot-seat, nobody's
    // (public) behind the hand-over cover, the arranging side's in manual setup, everybody's
    // once the game is over; in review, the position reviewed.
    static gs::State shown(const Game& game, const GameMoment& m);

    // What the pitch shows beyond the position and the picked counter: the Hint's square (-1
    // none), the pitch turned around from its side's usual way, and a move that slides in.
    struct Pitch {
        int hinted = -1;
        bool turnedAround = false;
        bool animate = false;
    };
    // The board of an active game: the red boxes where the person at the screen may move now
    // (only the move waiting for Confirm, if there is one), the manual setup's, the last two
    // turns' moves (up to the reviewed ply in review).
    static void draw(BoardModel& board, const Game& game, const GameMoment& m, const MoveEntry& entry, const ManualSetup& setup, const Pitch& pitch);

    // status, scoreboard and review for where the game stands.
    void publish(const Game& game, const GameMoment& m);

private:
    GameStatus status_;
    Scoreboard scoreboard_;
    ReviewState review_;
};
