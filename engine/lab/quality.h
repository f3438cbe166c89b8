// Game-quality measures for the playtesting lab, after Browne's evaluation of game designs
// and Ludii's metrics: how balanced, decisive, dramatic and open a variant's games are. A
// QualityTracker watches one game ply by ply (no I/O, no allocation) and writes its numbers
// into the LabGame; analyseQuality and compareQuality turn many games into rates and means
// with 95% intervals. Each measure is defined once in README.md (Game-quality measures).
#pragma once

#include "../state.h"
#include "labstats.h"

#include <vector>

namespace gs {

struct LabGame;

// Follows one game's score and choices. Construct it on the start position, call observe()
// for every ply (the full states before and after it), then finish() once the game is over.
class QualityTracker {
public:
    explicit QualityTracker(const State& start);
    // One ply: counts the legal moves of `before` when it is a Move 1 or Move 2 position (a
    // pass counts as one move), and follows who leads on goals after it.
    void observe(const State& before, const State& after);
    // Writes leadChanges, settledPly, winnerTrailed, legalMoves and movePositions into `game`,
    // whose result must already be set; `plies` is the game's length.
    void finish(Result result, int plies, LabGame& game) const;

private:
    int ply_ = 0;
    int leader_ = 0;       // who is ahead on goals now: +1 White, -1 Black, 0 level
    int lastLeader_ = 0;   // the side that was ahead most recently (0: nobody yet)
    int leadChanges_ = 0;  // times the side ahead became the other side
    int lastChange_ = 0;   // the last ply after which `leader_` changed (0: never)
    bool trailed_[2] = {false, false};  // White / Black was behind at some point (start included)
    long long legalMoves_ = 0;
    int movePositions_ = 0;
};

// The measures of one run. Rates are Wilson intervals, means are Summaries (normal 95%).
struct LabQuality {
    int games = 0;
    int wonGames = 0;            // games with a winner (the base of settledAt and drama)
    int comebacks = 0;           // won games whose winner was behind at some point
    int starDecided = 0;         // games ended by a Star Player captured or on a Goal Line
    int blockedGames = 0;        // games in which a side could not move (ended or passed)
    double whitePoints = 0;      // White's match points (a draw is 1/2)
    int draws = 0;
    Interval whiteEdge;          // White's score rate minus 0.5, in -0.5..0.5 (0: balanced)
    Interval drawRate;           // share of drawn games
    Summary settledAt;           // won games: settledPly / plies, 0..1 (small: decided early)
    Summary leadChanges;         // per game
    Interval drama;              // comebacks / wonGames
    Summary plies;               // length in plies
    Interval starDecides;        // starDecided / games
    Summary branching;           // per game: mean legal moves at Move 1 and Move 2 positions
    Interval blocked;            // blockedGames / games
};
LabQuality analyseQuality(const std::vector<LabGame>& games);

// B minus A for each measure: rates as proportions (whiteEdge as White's score rate, drama
// over won games), means by Welch's statistic.
struct QualityComparison {
    Difference whiteEdge, drawRate, settledAt, leadChanges, drama, plies, starDecides, branching, blocked;
};
QualityComparison compareQuality(const LabQuality& a, const LabQuality& b);

}  // namespace gs
