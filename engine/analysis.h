// Post-game analysis: a finished (or stopped) game replayed from one side's seat. At every
// position the side's chance is estimated from what that side could see then (its view at
// that ply, never the full state), and each of its own decisions is compared with the best
// move the estimate finds, so that the moves that cost most can be marked.
//
// Method: determinized flat Monte Carlo with common random numbers. For position k, deal j
// draws the hidden identities from the view (State::determinize) with seed mixSeed(seed,
// k, j); a capture-biased playout (biasedPlayout) finishes the game. Every candidate move of
// a decision is tried on the same deals and playouts seeds, so differences between moves
// are not drowned by deal-to-deal noise. Deterministic given the options.
#pragma once

#include "state.h"

#include <functional>
#include <vector>

namespace gs {

struct AnalysisOptions {
    int deals = 2000;           // determinizations (one playout each) per estimate, >= 1
    uint64_t seed = 1;
    double captureBias = 0.9;   // playout policy, as in IsmctsOptions
};

// How much a decision cost, by the drop in the side's expected result (0..1, a win 1 and a
// draw 1/2) from the best move found to the move played. Thresholds after lichess's
// win-chance verdicts: 0.07 inaccuracy, 0.15 mistake, 0.30 blunder.
enum class Verdict : uint8_t { Good, Inaccuracy, Mistake, Blunder };
Verdict verdictFor(double loss);
const char* verdictName(Verdict v);  // "good", "inaccuracy", "mistake", "blunder"

struct PlyAnalysis {
    Side mover = Side::White;
    // The analysed side's expected result at the position before this ply, from its view
    // then (0..1).
    double chance = 0;
    // Set when the analysed side made this move and had a choice (two or more legal moves
    // and not a Timeout): the move played, the best found, and its expected result after
    // each. loss = bestValue - playedValue (>= 0 up to noise; 0 when the best was played).
    bool judged = false;
    Move played, best;
    double playedValue = 0, bestValue = 0, loss = 0;
    Verdict verdict = Verdict::Good;
};

struct GameAnalysis {
    Side side = Side::White;        // whose seat the game is seen from
    std::vector<PlyAnalysis> plies; // one per ply analysed, in order
    double finalResult = 0;         // the side's result at the end (1, 1/2 or 0); the last position's chance if unfinished
    bool complete = false;          // false if the progress callback stopped it
};

// Reports plies done out of total, after each ply and between the candidate moves of a
// decision; returning false stops the analysis (GameAnalysis::complete stays false).
using AnalysisProgress = std::function<bool(size_t done, size_t total)>;

// Analyses the game `positions` (start, then the state after each ply: full states, as a
// record replays) and `moves` (positions.size() == moves.size() + 1) from `side`'s seat.
// Throws std::invalid_argument if the sizes do not match or options.deals < 1.
GameAnalysis analyseGame(const std::vector<State>& positions, const std::vector<Move>& moves, Side side,
                         const AnalysisOptions& options, const AnalysisProgress& progress = {});

// The side's expected result at `view` (a view of that side, or a full state) by
// options.deals deals and playouts; `stream` keeps the seeds of different positions apart.
double estimateChance(const State& view, Side side, const AnalysisOptions& options, uint64_t stream);

}  // namespace gs
