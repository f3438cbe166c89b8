// The race guard (issue 34 item 3): the defence keeps every hidden runner's path within reach
// before the runner arrives. A search sees a runner only a ply or two before it scores, because
// its random playouts seldom walk one counter up the pitch; by then no First Teamer can meet
// it. The guard reckons the race itself, as a small game of its own: the opponent's Youth
// Counter steps forward (RULES.md §4, onto empty squares only) towards our Goal Line, and after
// each of its steps one of our First Teamers may step (or none); the runner gets through when
// it reaches the Goal Line whatever our First Teamers do, and is stopped when a First Teamer
// can capture it (RULES.md §6) or every square in front of it is occupied. Everything else on
// the pitch stands still. It reads the side's view only: squares, and no hidden identity.
#pragma once

#include "../state.h"

#include <vector>

namespace gs {

class Posterior;

// Does the runner on `runner` (a Youth Counter of the opponent of `defender`) reach the
// defender's Goal Line whatever the defender's First Teamers do, when the runner moves next?
// `position` may be a view. `maxRows` bounds the work: a runner farther than that from the
// Goal Line counts as not getting through (false), and so does one whose race takes more than
// 20,000 positions to settle. Pure: depth at most maxRows steps.
bool runnerGetsThrough(const State& position, Side defender, Square runner, int maxRows);

// For each move of `legal` (the defender's First Teamer moves, phase `f`, in `view`), the
// Star Player odds summed over the opponent's Youth Counters within `rows` of the defender's
// Goal Line that get through after that move (runnerGetsThrough). A counter's odds are those
// of `posterior` (nullptr: a uniform deal), never below its uniform odds: a counter that
// could win the race is a threat whatever its odds. A revealed Star Player counts 1, a
// revealed other counter 0. Our own Star Player left where an opponent First Teamer can
// capture it adds 1. A capture removes the captured counter, whatever it is, and scales the
// sum by the chance that it was not the Star Player (whose capture ends the game). All zero
// when no runner is that near (the guard then leaves the search alone); empty when `view` is
// not at a First Teamer move.
// `approach`, when given, gets one entry per move too: for the runners that get through after
// it, their odds times the moves our First Teamers would still need to capture each where it
// stands (0 to 6), should it wait instead of running on; a runner one step from our Goal
// Line need not step on at once, and a defence that closes in takes it if it waits.
std::vector<double> raceThreats(const State& view, const MoveList& legal, int rows, const Posterior* posterior,
                                std::vector<double>* approach = nullptr);

// The move the guard plays, as an index into the legal moves: the most visited of those that
// leave the least threat (raceThreats), among the moves whose mean result (0..1, -1 for an
// unvisited move) is within `margin` of the search's choice `best`'s; margin >= 1 admits
// every move, so the guard never trades a line the search rates clearly better unless told.
// `threats`, `visits` and `means` have one entry per legal move; returns `best` when no
// other move qualifies. With `approach` (raceThreats' second answer), ties on the least threat
// go to the least approach before the most visited.
int guardedChoice(const std::vector<double>& threats, const std::vector<int>& visits, const std::vector<double>& means, int best, double margin,
                  const std::vector<double>* approach = nullptr);

}  // namespace gs
