// Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).
// Each iteration deals a determinization of the hidden identities consistent with the
// searching side's view (State::determinize), walks one tree of public move sequences with
// UCB over availability counts, expands one move, plays a random playout and backs the
// result up. It is handed the view only, so it never reads what its side may not see.
#pragma once

#include "player.h"
#include "../beliefs/opponentmodel.h"

#include <atomic>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace gs {

class Posterior;

// Where ISMCTS's determinizations come from (IsmctsOptions::beliefs). Uniform: uniform deals,
// the algorithm before beliefs; Model: a posterior under the opponent model fitted to a
// population with the tricks in it; Computer: under the model of the computer's own
// self-play; Mixed: under both kinds, the moves telling which (OpponentKind).
enum class Beliefs { Uniform, Model, Computer, Mixed };
// The SPEC value ("uniform", "model", "computer", "mixed") and back; nullopt for another word.
const char* beliefsName(Beliefs b);
std::optional<Beliefs> beliefsFromName(std::string_view name);
// The kinds of opponent a posterior weighs for `b` (not Uniform): Mixed gives
// mixedOpponents(rusherPrior); Computer and Model one kind, "computer" or "runner".
std::vector<OpponentKind> opponentKinds(Beliefs b, double rusherPrior = 0);
// The odds (0..1) that the opponent is not the patient "computer" kind, from a posterior made
// with opponentKinds(b, rusherPrior): how far its moves so far read as a runner's. 1 when no
// kind is "computer" (beliefs=model).
double runnerOdds(const Posterior& posterior, Beliefs b, double rusherPrior);

struct IsmctsOptions {
    int iterations = 0;    // iteration budget per move (0: use `ms`)
    int ms = 1000;         // time budget per move in milliseconds, when iterations is 0
    // Root parallelism: independent trees whose root visits are summed. 0 = all cores
    // (autoSearchThreads: the machine's, or this game's share when several play at once).
    int threads = 1;
    // UCB constant c in  mean + c * sqrt(ln(available) / visits). 0.4 beat 0.7 at equal time
    // (0.704 +/- 0.074 at 30 ms, 0.625 +/- 0.113 at 100 ms); 0.2 was no better than 0.4.
    double exploration = 0.4;
    // Playout policy: at a First Teamer move, take a random capture (if any) with this
    // probability, else any random move. 0 = uniform random playouts. 0.9 won 0.681 +/- 0.094
    // against 0 at equal time (30 ms a move, 80 games); README has the figures.
    double captureBias = 0.9;
    // Runner playouts: at a Youth Counter move, step the side's Star Player forward with this
    // probability (State::playOut starRun), so that a runner in the determinized deal is seen
    // as the threat it is. 0 = off: star=0.5 won the self-play SPRT at 2,000 iterations
    // (+27 Elo) but lost it at 8,000 (-65 Elo); README "Runner playouts" has the figures.
    double starRun = 0;
    // Decisive playouts (State::playOut decisive): in a playout a side takes a move that wins
    // on the spot (its Star Player onto the Goal Line, a capture of the opponent's Star
    // Player). SPEC `decisive=1`; README "Decisive playouts" has its SPRT.
    bool decisive = false;
    // Defending playouts (State::playOut defend): a side whose First Teamer can capture the
    // opponent's Star Player one step from its Goal Line does (an anti-decisive move, Teytaud &
    // Teytaud 2010), so a runner is met in the playouts as a defender would meet it. SPEC
    // `defend=1`; README "Defending playouts" has its SPRT.
    bool defend = false;
    // Race playouts (PlayoutPolicy::raceRows): a Star Player within this many rows of the Goal
    // Line that no defender can meet in time runs in the playouts, for both sides, so a
    // position where the defence has lost the race scores as lost before the runner is
    // adjacent. SPEC `race=ROWS`, 0 = off; README "Race playouts" has its SPRT.
    int raceRows = 0;
    // Opponent statistics split by its Star Player (issue 34 item 1; a multiple-observer idea
    // of Cowling, Whitehouse & Powley 2015 restricted to the one identity that ends games): at
    // a node where the opponent moves, each child's UCB statistics are kept apart by the square
    // of the opponent's Star Player in this iteration's determinization, so in the tree a Star
    // Player runs and a decoy does not. The tree stays one tree of public moves and our own
    // nodes pool over deals as before. Only the drawn deal is read, never the real identities.
    // SPEC `split=1`; README "Opponents that know their Star Player" has its SPRT.
    bool starSplit = false;
    // Progressive bias (Chaslot et al. 2008) in the tree: a capture gets  bias / (visits + 1)
    // added to its UCB value, so early visits go to captures and the pull fades with visits.
    // 0 = off: bias=1 scored 0.485 +/- 0.064 against 0 at equal time (30 ms, 200 games).
    double progressiveBias = 0;
    // Belief weighting of determinizations (State::determinize starLean): the opponent's
    // Star Player is dealt more often to its advanced hidden counters. 0 = uniform deals.
    // Off by default: lean=3 lost to uniform deals in self-play (0.380 +/- 0.075, 30 ms, 133
    // games) though it beat greedy, which pushes its Star Player, more often (README).
    double starLean = 0;
    // Belief inference (beliefs/posterior.h): determinizations are drawn from a posterior
    // that weighs deals by how the opponent has moved, when the caller hands over the history
    // (chooseWithHistory); Uniform is the algorithm before beliefs. README "Belief
    // inference" has the SPRTs that decided the default.
    Beliefs beliefs = Beliefs::Uniform;
    double trust = 0.8;  // PosteriorOptions::trust
    // beliefs=mixed only: the prior of a third kind of opponent, "rusher" (mixedOpponents),
    // 0..0.99. 0 = two kinds: rushers=0.1 beat the runner tricks more often but lost the
    // self-play SPRT at 4,000 iterations (-4 Elo, H0); README "Belief inference".
    double rushers = 0;
    int deals = 1024;    // PosteriorOptions::deals
    // The posterior's pause floor (PosteriorOptions::floorRows): a hidden counter this many
    // rows or fewer from our Goal Line keeps at least its uniform Star Player odds. 0 = off.
    // SPEC `floor=ROWS`; README "Opponents that know their Star Player" has its SPRT.
    int floorRows = 0;
    // Tree reuse (issue 34 item 4): the next search (chooseWithHistory) starts from the
    // subtree the last one built under the moves played since, instead of an empty tree.
    // 1: only across this side's own moves (Move 1 to Move 2 of a turn), where nothing new is
    // known of the opponent; 2: across the opponent's moves too, whose subtree was grown on the
    // beliefs before those moves. Kept per player for one game: a history that does not
    // continue the last one (a new game, an undo, a load) starts afresh. SPEC `reuse=N`, 0 =
    // off; README "Tree reuse" has the SPRTs and why 2 is not used.
    int reuse = 0;
    // The race guard (issue 34 item 3, raceguard.h): at a First Teamer move, among the root's
    // moves the search keeps only those that leave the least Star Player odds on hidden
    // runners within this many rows of our Goal Line that get through whatever our First
    // Teamers do, and plays the most visited of them. 0 = off. SPEC `guard=ROWS`; README
    // "The race guard" has its SPRT.
    int guardRows = 0;
    // The guard chooses only among the root moves whose mean result for this side is within
    // this much (0..1) of the most visited move's, so it never gives up a line the search
    // rates clearly better for safety. 1 = every move. SPEC `margin=M`.
    double guardMargin = 1;
    // The guard acts only when the posterior's odds that the opponent is not the patient
    // "computer" kind (beliefs=mixed, opponentmodel.h) are at least this much (0..1): it
    // sends defenders back against an opponent that has shown it runs, and leaves the search
    // alone against one that plays as the computer does, whom the guard only costs. 0 = always
    // (and always without beliefs, which know no kinds). SPEC `wary=W`.
    double guardWary = 0;
    // Ties among the guard's safest moves go to the one that leaves our First Teamers fewest
    // moves from capturing the runners that get through anyway, where they stand, should they
    // wait (raceThreats' `approach`). SPEC `approach=1`.
    bool guardApproach = false;
    // cheat-uct: handed the full state (no determinization happens), an upper reference for
    // what hidden information costs. Never offered to people.
    bool cheat = false;
};

class IsmctsPlayer final : public Player {
public:
    explicit IsmctsPlayer(IsmctsOptions o);
    ~IsmctsPlayer() override;
    std::string spec() const override;
    bool seesEverything() const override { return o_.cheat; }
    // With an iteration budget and one thread, the move depends only on view and rng.
    Move choose(const State& view, Rng& rng) override;
    // With beliefs on, deals come from the posterior after `history`; otherwise as choose().
    Move chooseWithHistory(const PublicHistory& history, Rng& rng) override;
    bool readsHistory() const override { return (o_.beliefs != Beliefs::Uniform || o_.reuse) && !o_.cheat; }

    struct Stats {
        long long iterations = 0;  // summed over threads
        double seconds = 0;
        // Each legal root move with its visits summed over the trees, in legal-move order.
        // A pure speed-up of the search must leave these unchanged at a fixed seed.
        std::vector<std::pair<Move, int>> rootVisits;
    };
    const Stats& lastSearch() const { return stats_; }

    // The visits the last search started with, summed over the trees: 0 unless a kept tree
    // was reused (IsmctsOptions::reuse).
    long long reusedVisits() const { return reusedVisits_; }

private:
    struct Kept;  // the trees of the last search and where in the game they stand
    Move search(const State& view, const Posterior* posterior, Rng& rng, const PublicHistory* history);
    IsmctsOptions o_;
    Stats stats_;
    std::unique_ptr<Kept> kept_;
    long long reusedVisits_ = 0;
};

}  // namespace gs
