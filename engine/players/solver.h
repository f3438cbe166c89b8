// Proofs for the search (issue 48 item 1): an MCTS-Solver (Winands, Björnsson & Saito 2008)
// restricted to what holds in every deal. A game of hidden identities cannot prove much, but
// the endings that decide most games can be: a Star Player that steps onto the Goal Line or is
// captured (RULES.md §4, §6, §8.1) and the last turn's result (§8.2), when the counters they
// involve are known to the searching side. The search uses these to take a win at once and to
// avoid a move that lets the opponent win at once, instead of telling "wins" from "wins now"
// by visit counts.
#pragma once

#include "../state.h"

#include <optional>

namespace gs {

// True when every identity the rules read to play `m` in `s` is one `observer` knows: its own
// counters and Substitute, First Teamers, revealed counters. Then the outcome of `m` (score,
// phase, game over) is the same in every deal `observer`'s view allows, as long as the moves
// before it were too. `s` is a full state (a determinization) with `m` legal in it. False is
// conservative: a substitution by the opponent, a capture or choice of a counter `observer`
// cannot see, an unseen counter reaching the Goal Line. Pure and cheap: a few cell reads.
bool outcomeIsPublic(const State& s, Move m, Side observer);

// `view` after `m` (legal in it), or nullopt when the outcome of `m` needs an identity the view
// hides (State::apply's HiddenIdentityError): a capture or choice of a hidden counter, a hidden
// counter on the Goal Line, the opponent's substitution. What the view shows of the outcome.
std::optional<State> playedOnView(const State& view, Move m);

// The legal move of `view` (a side's view or a full state, not terminal) that ends the game
// at once with the side to act the winner in every deal the view allows, with the largest
// goal margin (the first listed among equals); nullopt when there is none. Plays each legal
// move on a copy of the view: a move whose outcome needs a hidden identity (State::apply's
// HiddenIdentityError) is not a proof.
std::optional<Move> winningMoveNow(const State& view);

}  // namespace gs
