// What the game tells people, decided once for the CLI and the app: the phase ("White: Move 1,
// move a Youth Counter"), each event of the log, and why a move is illegal ("The Goalkeeper
// cannot leave its Goalkeeper's Area."), as Sentences (sentence.h) that the CLI prints in
// English and the app translates.
#pragma once

#include "events.h"
#include "sentence.h"
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

// Why `m` is not legal in `s`, naming the rule (RULES.md §4–§6), as one or two sentences
// ending with a full stop; when the reason is the phase, what the side to act must do now
// follows ("… Now: White: Move 2, move a First Teamer."). Empty if the move is legal.
Sentence illegalSentence(const State& s, Move m);
// The same in English, e.g. for a record's or a tutorial's error message.
std::string explainIllegal(const State& s, Move m);

Sentence sideName(Side s);  // "White" / "Black"

// What the side to act must do now, e.g. "White: Move 1, move a Youth Counter" (RULES.md §4–§7).
Sentence phaseSentence(const State& s);

// One line of the event log, e.g. "White's 9 captured Black's 7 on d6: Goal!". An identity
// the audience may not know is left out ("White's Youth Counter moved a3-a4"), and a replaced
// counter is named only to its owner: identityTold() (events.h) decides. `viewer` is read
// for Audience::Side only.
Sentence eventSentence(const Event& e, const Rules& rules, Audience audience, Side viewer = Side::White);

}  // namespace gs
