// The playtesting lab: many computer games under one variant, and what they say about it
// (who wins, how games end, how often the rules' special events happen).
#pragma once

#include "../players/player.h"
#include "labstats.h"
#include "quality.h"

#include <array>
#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace gs {

// What one finished game contributes to a lab report.
struct LabGame {
    int index = 0;                 // 0-based game number within the run (its seeds derive from it)
    Result result = Result::None;
    std::array<int, 2> goals{};    // White, Black
    int plies = 0;
    int turns = 0;                 // the turn number the game ended in, 1..turnLimit
    EndReason reason = EndReason::None;
    int penalties = 0;             // Penalty decisions taken (RULES.md §6)
    int penaltyGoals = 0;
    int offsides = 0;              // Offside reveals taken
    int promotions = 0;            // Youth Counters reaching the Goal Line (RULES.md §4)
    int substitutions = 0;
    int debutMoves = 0;            // promotions followed by a First Team Debut Move (§5)
    int passes = 0;                // blocked moves passed (blockedEndsGame = false)
    // Game quality (quality.h), from the score after every ply and the moves on offer:
    int leadChanges = 0;           // times the side ahead on goals became the other side
    int settledPly = 0;            // won games: the ply after which the winner led for good (0: from the start)
    int winnerTrailed = 0;         // won games: 1 if the winner was behind on goals at some point
    int legalMoves = 0;            // legal moves summed over the Move 1 and Move 2 positions
    int movePositions = 0;         // how many Move 1 and Move 2 positions there were
};

// Counts a game ply by ply into a LabGame: what playLabGame does for a game being played, and
// what playtest records (playtest.h) do for a game replayed from its record.
class LabGameCounter {
public:
    explicit LabGameCounter(const State& start) : quality_(start) {}
    // One ply: `m` took `before` to `after` with `events`.
    void ply(const State& before, Move m, const State& after, const EventList& events);
    // The game's counts, its result and quality from `final`, the state after the last ply.
    LabGame finish(const State& final);

private:
    LabGame g_;
    QualityTracker quality_;
};

// Plays one game from `start` between two players (each sees only its side's view) and
// counts what happened. Throws std::logic_error if a player answers with an illegal move.
LabGame playLabGame(const State& start, Player& white, Player& black, Rng& rng);

// What a Lab run starts with, in the app and in `goalscorer-cli lab` alike (issue 52 item 1):
// both sides a searching level at a small budget, whose games look like people's (they last,
// reach a turn limit, give Penalties and promotions; greedy's end in four turns, the Star
// Player deciding nearly all of them, so every rule but that looked irrelevant), and enough
// games to tell a 4-point change: a comparison takes minutes on two cores.
inline constexpr const char* kLabDefaultPlayer = "strong:iterations=1000";
inline constexpr int kLabDefaultGames = 1000;

// One lab run: `games` games of `rules`, `whiteSpec` always White (balance is what we measure).
struct LabConfig {
    const Rules* rules = nullptr;
    std::string whiteSpec = "random";  // AI SPECs, see makePlayer
    std::string blackSpec = "random";
    int games = 100;                   // 1..100000
    uint64_t seed = 1;                 // game i is dealt and played with seeds derived from (seed, i)
    int jobs = 1;                      // games played at once, 1..64; results do not depend on it
};

// What a report says about a run: the variant's id and the players, not the Rules, so that a
// report can be rebuilt from shard files on a machine that lacks the variant's file.
struct LabRunInfo {
    std::string variant;  // Rules::id()
    std::string whiteSpec, blackSpec;
    uint64_t seed = 1;
};
LabRunInfo labRunInfo(const LabConfig& config);

// Runs the games on `jobs` threads. `progress(done)` is called after each finished game (from
// a worker thread, one call at a time). When `stop` turns true, games in progress are
// abandoned and the finished ones returned (sorted by index). Throws BadPlayerSpec up front.
std::vector<LabGame> runLab(const LabConfig& config, const std::function<void(int done)>& progress = {},
                            const std::atomic<bool>* stop = nullptr);

// Called once per finished game, one call at a time, from a worker thread, in the order the
// games finish; `done` counts the games finished so far in this call (1, 2, ...).
using LabGameDone = std::function<void(const LabGame& game, int done)>;

// Plays only the games `indices` (0-based, each below config.games) of the run `config`: the
// same games, with the same seeds, that runLab plays under those numbers. This is how a shard
// or a resumed shard plays its part. Returns them sorted by index; otherwise as runLab.
std::vector<LabGame> runLabGames(const LabConfig& config, const std::vector<int>& indices, const LabGameDone& onGame = {},
                                 const std::atomic<bool>* stop = nullptr);

// The 0-based items of shard `shard` (1-based) of `shards` out of `count`: every shards-th
// item starting at shard-1, so every shard gets a spread of the run and sizes differ by at
// most one. Throws std::invalid_argument unless 1 <= shard <= shards.
std::vector<int> shardItems(int count, int shard, int shards);

// The report of one run. Rates are Wilson intervals over the games; means are Summaries.
struct LabStats {
    int games = 0;
    int whiteWins = 0, blackWins = 0, draws = 0;
    Interval whiteWinRate, blackWinRate, drawRate;
    Interval whiteScore;           // White's match points per game (draw = 1/2)
    Summary goalsWhite, goalsBlack, plies, turns;
    // Games by EndReason, indexed by int(EndReason).
    std::array<int, 7> endReasons{};
    // lengthCounts[t] = games that ended in turn t (size maxTurn + 1).
    std::vector<int> lengthCounts;
    Summary penalties, penaltyGoals, offsides, promotions, substitutions, debutMoves, passes;  // per game
    // Share of games with at least one Penalty / Offside / promotion / substitution.
    Interval gamesWithPenalty, gamesWithOffside, gamesWithPromotion, gamesWithSubstitution;
    LabQuality quality;            // balance, decisiveness, drama, branching, ... (quality.h)
};
LabStats analyseLab(const std::vector<LabGame>& games);

// B against A, each measure as B minus A.
struct LabComparison {
    Difference whiteWinRate, blackWinRate, drawRate, whiteScore;
    Difference goalsWhite, goalsBlack, turns;
    Difference penalties, offsides, promotions, substitutions;
    QualityComparison quality;
};
LabComparison compareLabs(const LabStats& a, const LabStats& b);

// Stable short names for EndReason used in reports, CSV and JSON ("star_captured", ...).
const char* endReasonKey(EndReason r);

}  // namespace gs
