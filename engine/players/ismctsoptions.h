// The options of the ISMCTS search (ismctsplayer.h) and the AI SPEC words that set them
// (`ismcts:iterations=8000,beliefs=mixed,...`). Only what a level, a test of shipped behaviour
// or a figure of today's search uses is here; ideas that lost their SPRT left main, each with
// a line and the commit that held it in engine/players/README.md.
#pragma once

#include "../beliefs/opponentmodel.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gs {

// Where ISMCTS's determinizations come from (IsmctsOptions::beliefs). Uniform: uniform deals,
// the algorithm before beliefs; Model: a posterior under the opponent model fitted to a
// population with the tricks in it; Computer: under the model of the computer's own
// self-play; Mixed: under both kinds, the moves telling which (OpponentKind).
enum class Beliefs { Uniform, Model, Computer, Mixed };
// The SPEC value ("uniform", "model", "computer", "mixed") and back; nullopt for another word.
const char* beliefsName(Beliefs b);
std::optional<Beliefs> beliefsFromName(std::string_view name);
// The kinds of opponent a posterior weighs for `b` (not Uniform): Mixed gives
// mixedOpponents(); Computer and Model one kind, "computer" or "runner".
std::vector<OpponentKind> opponentKinds(Beliefs b);

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
    // against 0 at equal time (30 ms a move, 80 games); the notebook has the figures.
    double captureBias = 0.9;
    // Decisive playouts (State::playOut decisive): in a playout a side takes a move that wins
    // on the spot (its Star Player onto the Goal Line, a capture of the opponent's Star
    // Player). SPEC `decisive=1`; the notebook's "Decisive playouts" has its SPRT.
    bool decisive = false;
    // The solver (solver.h, issue 48 item 1): a move that wins at once in every deal the view
    // allows is played without a search, and in the tree a move that wins (or loses) in every
    // deal, one move or a proven line away, is taken (or avoided) instead of weighed by its
    // visits. SPEC `solve=1`.
    bool solve = false;
    // Belief inference (beliefs/posterior.h): determinizations are drawn from a posterior
    // that weighs deals by how the opponent has moved, when the caller hands over the history
    // (chooseWithHistory); Uniform is the algorithm before beliefs.
    Beliefs beliefs = Beliefs::Uniform;
    double trust = 0.8;  // PosteriorOptions::trust
    int deals = 1024;    // PosteriorOptions::deals
    // Tree reuse: the next search (chooseWithHistory) starts from the subtree the last one
    // built under the moves played since, instead of an empty tree, unless one of those moves
    // revealed an identity (its subtree grew on deals the reveal ruled out).
    // 1: only across this side's own moves (Move 1 to Move 2 of a turn, a Penalty or Offside
    // choice to Move 2); 2: across the opponent's moves too, whose subtree was grown on the
    // beliefs before those moves. Kept per player for one game: a history that does not
    // continue the last one (a new game, an undo, a load) starts afresh. SPEC `reuse=N`, 0 =
    // off; the notebook's "Tree reuse" has the SPRTs and why 2 is not used.
    int reuse = 0;
    // The race guard (raceguard.h): at a First Teamer move, among the root's moves the search
    // keeps only those that leave the least Star Player odds on hidden runners within this
    // many rows of our Goal Line that get through whatever our First Teamers do, and plays
    // the most visited of them. 0 = off. SPEC `guard=ROWS`.
    int guardRows = 0;
    // The guard chooses only among the root moves whose mean result for this side is within
    // this much (0..1) of the most visited move's, so it never gives up a line the search
    // rates clearly better for safety. 1 = every move. SPEC `margin=M`.
    double guardMargin = 1;
    // Ties among the guard's safest moves go to the one that leaves our First Teamers fewest
    // moves from capturing the runners that get through anyway, where they stand, should they
    // wait (raceThreats' `approach`). SPEC `approach=1`.
    bool guardApproach = false;
    // cheat-uct: handed the full state (no determinization happens), an upper reference for
    // what hidden information costs. Never offered to people.
    bool cheat = false;
};

// The options of an `ismcts`, `cheat-uct` or `flatmc` AI SPEC (`name` and its key=value
// options; `text` the whole SPEC, for messages). Throws BadPlayerSpec (player.h) naming the
// key and the range for an unknown key, a bad value, or iterations and ms both given.
IsmctsOptions parseIsmctsOptions(const std::string& name, const std::map<std::string, std::string>& options, std::string_view text);
// The SPEC that parses back to `o`: "ismcts:iterations=8000,beliefs=mixed" (options at their
// defaults left out); "cheat-uct:..." when o.cheat.
std::string formatIsmctsSpec(const IsmctsOptions& o);

}  // namespace gs
