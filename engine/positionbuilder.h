// Setting a position's fields one by one, as the GPN parser and the position editor do. A
// playing State changes only by apply(); this is the one other way in (OpenSpiel keeps
// setters off its State too). No rule checks here: validity.h says whether a draft is a
// position the rules allow, and build() makes it playable.
#pragma once

#include "state.h"

namespace gs {

class PositionBuilder {
public:
    // An empty pitch of the variant: White to act, Move 1, turn 1, 0-0, no Substitutes.
    explicit PositionBuilder(const Rules& rules) : s_(rules) {}
    // Goes on editing `draft` (a draft made here before, or any position).
    explicit PositionBuilder(State draft) : s_(std::move(draft)) {}

    // Puts counter `c` on `s`, replacing what was there. Returns false, changing nothing,
    // if the side already has 12 counters on the pitch.
    bool put(Square s, Cell c) { return s_.put(s, c); }
    void clear(Square s) { s_.clear(s); }
    void setToAct(Side s) { s_.toAct_ = s; }
    // `square`: the counter of an `s:` (Substitution) or `d:` (Debut) phase, else kNoSquare.
    void setPhase(Phase p, Square square = kNoSquare)
    {
        s_.phase_ = p;
        s_.phaseSquare_ = square;
    }
    void setTurn(int turn) { s_.turn_ = int16_t(turn); }              // 1..the turn limit
    void setScore(Side s, int goals) { s_.score_[sideIndex(s)] = int16_t(goals); }
    void setSubstitute(Side s, Identity id) { s_.substitute_[sideIndex(s)] = id; }  // kNoIdentity: none
    void setEnded(EndReason r)  // the phase `end`; Unknown when a GPN does not say why
    {
        s_.phase_ = Phase::End;
        s_.endReason_ = r;
    }

    // The position as set so far, not settled and perhaps not legal (checkPosition says).
    const State& draft() const { return s_; }

    // The draft made playable: every identity neither on the pitch nor a Substitute counts
    // as out of the game and seen by both (a GPN cannot say otherwise), then the game ends,
    // or a phase with no possible move is skipped, as apply does (RULES.md §5, §6, §8).
    // Call on a draft that checkPosition accepts.
    State build(EventList* events = nullptr) const;

private:
    State s_;
};

}  // namespace gs
