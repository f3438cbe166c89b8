// The event log of one game, as its viewer may read it: a line for each event of every ply
// (told to one side against the computer, to both in hot-seat), where the game came from
// (resumed, opened), and notes. Rebuilt whole from the game after an undo or a language switch.
#pragma once

#include "game.h"
#include "logmodel.h"

#include <vector>

class GameLog : public LogModel {
    Q_OBJECT

public:
    // Where the game came from, told at the ply it was resumed or opened.
    enum class Origin { New, Resumed, Opened };

    using LogModel::LogModel;

    // A fresh log for `g`: its first line `how`; `origin` (with the opened `file`) is told
    // at the ply `g` has now.
    void begin(const Game& g, const QString& how, Origin origin = Origin::New, const QString& file = {});
    // The events of the ply just played in `g`, under the turn it was played in.
    void ply(const Game& g, const gs::EventList& events, int turn);
    void note(const QString& text, int turn = 0);  // "Arrange your counters…"
    // "Move taken back", after `g` has been taken back to where it is now: told again, in the
    // language of the day, wherever the log is rebuilt (until the game goes back before it).
    void tookBack(const Game& g, int turn);
    // Manual setup's lines (RULES.md §3): arranging begins; `side` has arranged its counters.
    // Told again on a rebuild (it dropped them), in GameController's words.
    void setupBegun();
    void arranged(gs::Side side);
    // Every line again, from the game's plies, in the current language.
    void rebuild(const Game& g);

private:
    void tellOrigin(const Game& g);

    struct TakenBack {
        size_t plies;  // moves in the game when it was taken back
        int turn;
    };
    std::vector<TakenBack> takenBack_;
    Origin origin_ = Origin::New;
    QString file_;
    size_t originPly_ = 0;
};
