// The game's sentences in the user's language. The phase, the event log's lines and why a
// move is illegal are decided by the engine (explain.h, the same Sentences the CLI prints in
// English) and translated here; the rest (endings, attempts, hints) are the app's own.
#pragma once

#include "events.h"
#include "sentence.h"
#include "state.h"

#include <QCoreApplication>
#include <QString>

class EventText {
    Q_DECLARE_TR_FUNCTIONS(EventText)

public:
    // An engine Sentence in the user's language: its template and each argument translated
    // in the context "EventText", the arguments filled in.
    static QString say(const gs::Sentence& sentence);

    // One sentence for `e`, e.g. "White's 9 captured Black's 7 on d6: Goal!", telling the
    // audience only what it may know (gs::eventSentence). `viewer` is read only for Audience::Side.
    static QString event(const gs::Event& e, const gs::Rules& rules, gs::Audience audience, gs::Side viewer = gs::Side::White);
    // What the side to act must do now, e.g. "White: Move 1, move a Youth Counter" (RULES.md §4–§6).
    static QString phase(const gs::State& s);
    static QString side(gs::Side s);  // "White" / "Black"
    // Whether `e` gets a line of its own in the log: a goal from a capture or a Penalty does
    // not, as the capture's or the Penalty's line already says "Goal!".
    static bool hasOwnLine(const gs::Event& e) { return e.kind != gs::EventKind::Goal || e.cause == gs::GoalCause::StarReachedGoalLine; }
    // Why a finished game ended, e.g. "The Star Player was captured." (RULES.md §8); "" if
    // `s` is not over.
    static QString ending(const gs::State& s);
    // Why `m` is not legal in `s`, one sentence from gs::whyIllegal, e.g. "The 4 moves
    // straight only, never diagonally" (RULES.md §4–§6); empty if it is legal.
    static QString illegal(const gs::State& s, gs::Move m);
    // The move a player tried, told from the mover's side without playing it, e.g. "You
    // moved your 4 from c5 to b5" or "You captured on d6 with your 10".
    static QString attempt(const gs::State& s, gs::Move m);
    // A suggested move, told from `view` (the side to act's view), e.g. "Hint: the 9 from c4
    // captures on c5"; "" for a Timeout.
    static QString hint(const gs::State& view, gs::Move m);
    // The move waiting for Confirm, in the words the Hint uses, e.g. "the 5 from d3 to d4",
    // "the 9 from c4, capturing on c5", "the counter on e6"; "" for a Timeout.
    static QString proposal(const gs::State& view, gs::Move m);

private:
    static QString moverName(const gs::State& view, gs::Square from);
};
