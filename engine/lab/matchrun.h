// Matches between two computer players (goalscorer-cli play): which games a match plays, with
// which seeds, on how many threads, and what its games add up to. Shards of a match play
// disjoint sets of game numbers and merge into the same statistics.
#pragma once

#include "../match.h"
#include "labstats.h"

#include <array>
#include <atomic>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace gs {

// One match: A against B over `games` games of `rules`. A is White in odd-numbered games.
// With `paired`, games 2p-1 and 2p are pair p: the same deal with the colours swapped, so luck
// of the deal cancels (games must then be even).
struct MatchConfig {
    const Rules* rules = nullptr;
    std::string aSpec, bSpec;  // AI SPECs, see makePlayer
    int games = 100;           // 1..1000000
    uint64_t seed = 1;         // game g is dealt and played with seeds derived from (seed, g)
    bool paired = false;
    int jobs = 1;              // games played at once, 1..64; results do not depend on it
    bool keepPositions = false;  // PlayedGame::positions, for game records
};

// What one finished game contributes to a match report.
struct MatchGame {
    int number = 0;  // 1-based game number within the match
    bool aWhite = true;
    Result result = Result::None;
    std::array<int, 2> goals{};  // White, Black
    int plies = 0;
    EndReason reason = EndReason::None;
    double aScore() const;       // 1 win, 1/2 draw, 0 loss for A
};

// A is White in game `number` (odd numbers). The deal of game `number`: paired games share
// their pair's deal.
bool aIsWhite(int number);
State matchStart(const MatchConfig& config, int number);

// Called once per finished game, one call at a time, from a worker thread, in finishing order;
// `played` has the moves (and positions with keepPositions) for a game record.
using MatchGameDone = std::function<void(const MatchGame& game, const PlayedGame& played, int done)>;

// Plays the games `numbers` (1-based, each at most config.games) of the match on config.jobs
// threads; returns them sorted by number. When *stop turns true no new game starts; games in
// progress finish. Throws BadPlayerSpec up front, std::invalid_argument for a bad number,
// std::logic_error if a player answers with an illegal move.
std::vector<MatchGame> runMatchGames(const MatchConfig& config, const std::vector<int>& numbers,
                                     const MatchGameDone& onGame = {}, const std::atomic<bool>* stop = nullptr);

// The game numbers of shard K of N: every N-th game, or with `paired` every N-th pair (both
// of its games), so a pair never splits between shards.
std::vector<int> matchShardNumbers(const MatchConfig& config, int shard, int shards);

// What a match's games add up to (games sorted by number, as runMatchGames returns them).
struct MatchStats {
    int games = 0, aWins = 0, bWins = 0, draws = 0;
    double aScore = 0;      // A's mean score per game
    double aScoreCi95 = 0;  // half-width of its 95% interval (games taken one by one)
    double elo = 0;         // eloFromScore(aScore), rounded
    long long plies = 0;
    std::array<long long, 2> goals{};       // White, Black, summed
    std::map<std::string, int> endReasons;  // by endReasonKey
    // Paired matches only: complete pairs, their pentanomial and A's Elo from it.
    int pairs = 0;
    Pentanomial pentanomial{};
    PairedElo pairedElo;
};
MatchStats analyseMatch(const std::vector<MatchGame>& games, bool paired);

}  // namespace gs
