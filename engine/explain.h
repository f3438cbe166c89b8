// Why a move is illegal, in words a player understands ("a Goalkeeper cannot leave its
// Goalkeeper's Area"). Used by the CLI's error messages and the app's feedback.
#pragma once

#include "events.h"
#include "state.h"

#include <string>

namespace gs {

// A one-sentence reason that `m` is not legal in `s`, naming the rule (RULES.md §4–§6).
// Returns an empty string if the move is legal.
std::string explainIllegal(const State& s, Move m);

// What the side to act must do now, e.g. "White: Move 1, move a Youth Counter".
std::string describePhase(const State& s);

// One sentence for the event log, e.g. "White's 9 captured Black's 7 on d6: Goal!".
// With `viewer`, identities that side may not see are left out ("a Youth Counter"), and a
// replaced counter is named only to its owner; without a viewer, everything is told.
std::string describeEvent(const Event& e, const Rules& rules);
std::string describeEvent(const Event& e, const Rules& rules, Side viewer);
// The public account: identities hidden from either side are left out (hot-seat logs).
std::string describeEventPublicly(const Event& e, const Rules& rules);

}  // namespace gs
