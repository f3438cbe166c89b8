// Small helpers the scripted tricks (exploiterplayer.h) share: where a counter stands, which
// squares the opponent's First Teamers attack, a runner's best step. All read one side's view.
#pragma once

#include "../state.h"

namespace gs::tricks {

// How far `s` is along `side`'s attack: 0 on its own Goal Line, 1 on the one it attacks.
double progress(const Rules& r, Side side, Square s);

// How many steps forward `side`'s counter on `s` still needs to reach the Goal Line it attacks.
int ranksToGo(const Rules& r, Side side, Square s);

// The turns `view.toAct()` has left, this one included (RULES.md §8.2: the game ends after
// Black's turn number turnLimit, so both sides play turnLimit turns).
int turnsLeft(const State& view);

// Could one of `by`'s First Teamers that `view` shows step onto `s` next turn?
bool attacked(const State& view, Square s, Side by);

// Whether `s` holds one of `me`'s Youth Counters (false for kNoSquare).
bool isOwnYouth(const State& view, Square s, Side me);

// Where the side to act's counter `id` stands, or kNoSquare (also for kNoIdentity).
Square squareOf(const State& view, Identity id);

// The best step of the Youth Counter on `from` for a runner: the Goal Line at once, else a
// square no visible First Teamer can reach, then the most progress, then straight ahead
// (or, with `towardsFile` >= 0, towards that file first). A kNoSquare-from move if it cannot.
Move runnerStep(const State& view, const MoveList& moves, Square from, int towardsFile = -1);

// The moves of `moves` that do not start on `a` or `b`.
MoveList movesExcept(const MoveList& moves, Square a, Square b = kNoSquare);

// A non-Star Youth Counter of the side to act for a decoy: the one farthest (by file) from its
// Star Player, the more advanced on ties, then the lowest number; kNoIdentity if none.
Identity pickRunner(const State& view);

}  // namespace gs::tricks
