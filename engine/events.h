// What happened when a move was applied: the app animates and announces these, tests add
// up their goals. Produced only when State::apply is given a sink, so playouts pay nothing.
#pragma once

#include "types.h"
#include "variant.h"

#include <vector>

namespace gs {

enum class EventKind : uint8_t {
    Moved,           // side's counter `id` stepped from -> to (a Youth, First Teamer or Debut Move)
    Promoted,        // side's Youth Counter `id` reached the Goal Line on `to` and is a First Teamer (§4)
    Substituted,     // side's Substitute `id` came on at `to`; `other` left the game, hidden from the opponent
    Captured,        // side captured the opponent's `id` on `to`; `result` says what it causes (§6)
    Goal,            // side scored `goals` (1 or the Star Player's value); `cause` below
    PenaltyTaken,    // side chose the opponent's `id` on `to` as its Penalty (§6)
    OffsideTaken,    // side revealed the opponent's `id` on `to` as its Offside decision (§6)
    DecisionLapsed,  // side had a Penalty/Offside to take but nothing could be chosen (§6)
    DebutSkipped,    // side's promoted counter on `to` had no Debut Move; a normal Move 2 follows (§5)
    Passed,          // side was blocked and passed (variants with blockedEndsGame = false)
    TimedOut,        // side ran out of time; `reason` is Timeout if that lost the game, else its turn passed
    GameOver,        // the game ended for `reason`
};

enum class GoalCause : uint8_t { None, CapturedGoalscorer, StarCaptured, StarReachedGoalLine, PenaltyScored };

struct Event {
    EventKind kind = EventKind::Moved;
    Side side = Side::White;
    Identity id = kNoIdentity;
    Identity other = kNoIdentity;
    Square from = kNoSquare;
    Square to = kNoSquare;
    int goals = 0;
    GoalCause cause = GoalCause::None;
    CaptureResult result = CaptureResult::Nothing;
    EndReason reason = EndReason::None;
    // True if `side`'s opponent did not see identity `id` (a hidden Youth Counter stepping,
    // a promoted counter that may still be substituted). Logs shown to the opponent omit it.
    bool hiddenFromOpponent = false;
};

using EventList = std::vector<Event>;

// Who reads an account of events: everything (a finished game, the CLI), one side (a game
// against the computer), or both sides at one screen (hot-seat: the public account).
enum class Audience : uint8_t { All, Side, Public };

// Whether `e`'s identity may be told to `audience` (`viewer` matters for Audience::Side only):
// what a side has not seen is never told to it (RULES.md §2, NOTATION.md's views). The one
// rule for every log, banner and CLI line.
inline bool identityTold(const Event& e, Audience audience, Side viewer)
{
    return !e.hiddenFromOpponent || audience == Audience::All || (audience == Audience::Side && viewer == e.side);
}

}  // namespace gs
