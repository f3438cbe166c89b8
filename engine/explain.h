// Why a move is illegal, in words a player understands ("a Goalkeeper cannot leave its
// Goalkeeper's Area"). Used by the CLI's error messages and the app's feedback.
#pragma once

#include "events.h"
#include "state.h"

#include <string>

namespace gs {

// Why a move is not legal, as data, so that the CLI (English) and the app (translated) word
// it from one decision (RULES.md §4–§6). `square` and `counter` fill the sentence where it
// names them; every reason that ends "; it is <phase>" adds the phase of the side to act.
struct Illegality {
    enum class Reason : uint8_t {
        None,                  // the move is legal
        GameOver,
        TimeoutIsNotChosen,    // a Timeout move is the clock's, never a side's
        CannotPass,            // + phase
        NoSubstitutionNow,     // sub/nosub outside the Substitution phase; + phase
        ChooseIsNotStep,       // a step in a Penalty/Offside phase; + phase
        NotOpponentsCounter,   // Penalty/Offside chose `square`, not an opponent counter
        ChoseFirstTeamer,      // Penalty/Offside chose a First Teamer on `square`
        AlreadyRevealed,       // Offside chose a revealed counter on `square`
        NothingToChoose,       // @square outside Penalty/Offside; + phase
        WrongPhase,            // the move does not fit the phase at all; + phase
        EmptySquare,           // no counter on `square` (the move's from)
        OpponentsCounter,      // `square` holds the opponent's counter; + phase
        YouthMoveNotFirstTeamer,  // Move 1 tried with the First Teamer on `square`
        YouthDirection,        // a Youth Counter steps one square forward or diagonally forward
        YouthNeverCaptures,    // `square` (the target) is occupied
        KeeperLeavesArea,      // the Goalkeeper stays in its Goalkeeper's Area
        NotTheDebutCounter,    // the Debut Move belongs to the counter on `square`
        OwnCounterThere,       // `square` (the target) holds the mover's own counter
        DebutToKeeperArea,     // `counter`'s Debut Move lands in its own Goalkeeper's Area
        DebutToMidfield,       // ... in the Midfield Area
        DebutToAdjacent,       // ... on an adjacent square
        FirstTeamMoveNotYouth, // Move 2 tried with the Youth Counter on `square`
        FirstTeamerOneSquare,  // a First Teamer steps one square
        OrthogonalOnly,        // `counter` never moves diagonally
    };
    Reason reason = Reason::None;
    Square square = kNoSquare;
    Identity counter = kNoIdentity;  // an identity, kUnknown for a hidden counter
    bool withPhase = false;          // the sentence ends with the phase of the side to act
};

// Why `m` is not legal in `s` (Reason::None if it is legal).
Illegality whyIllegal(const State& s, Move m);

// A one-sentence reason that `m` is not legal in `s`, naming the rule (RULES.md §4–§6), in
// English. Returns an empty string if the move is legal.
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
