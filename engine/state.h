// The game state: a full position (or one side's view of it) plus what the rules need to go on.
// Modelled on OpenSpiel's State: legal moves, apply, copy (it is a small value: 256 bytes),
// a side's view, terminal and result. Undo = keep a copy.
#pragma once

#include "events.h"
#include "move.h"
#include "rng.h"
#include "rules.h"

#include <stdexcept>
#include <vector>

namespace gs {

// Thrown by apply() when a move's outcome depends on an identity this (view) state hides.
struct HiddenIdentityError : std::logic_error {
    using std::logic_error::logic_error;
};

// How a playout departs from uniformly random legal moves (State::playOut). The default is
// the uniform playout; each rule off draws nothing more, so the games stay those above.
struct PlayoutPolicy {
    // At a First Teamer move (phase `f`), a uniform draw below captureBias (0..1) takes a
    // random capture instead if there is one (captures in legalMoves order).
    double captureBias = 0;
    // Teytaud & Teytaud 2010: a side takes a move that wins on the spot before drawing one: at
    // a Youth Counter move its Star Player steps onto the Goal Line, at a First Teamer move a
    // First Teamer captures the opponent's Star Player, when those goals (the variant's
    // starGoals) put it ahead.
    bool decisive = false;
};

class State {
public:
    // An empty pitch: White to act, Move 1, turn 1, 0-0, no Substitutes.
    explicit State(const Rules& rules);

    // RULES.md §3: counters 1, 9, 10 (the variant's starting First Teamers) on their squares,
    // the rest dealt with `seed` (random setup) or as the variant fixes them. Manual setup
    // deals at random too; the app lets each side rearrange before play.
    static State deal(const Rules& rules, uint64_t seed);

    // RULES.md §3 manual setup: the side's dealt counters in the variant's Youth-square order,
    // and its Substitute. `arrange` puts them back in a new order before play: `youth` holds
    // one identity per Youth starting square. Returns false, changing nothing, unless this is
    // a dealt start (turn 1, nothing moved) and `youth` + `substitute` are exactly the side's
    // dealt identities with the Star Player not the Substitute.
    std::vector<Identity> dealtYouth(Side side) const;
    bool arrange(Side side, const std::vector<Identity>& youth, Identity substitute);

    const Rules& rules() const { return *rules_; }

    // ---- Reading the position ----
    Cell at(Square s) const { return board_[s]; }
    Side toAct() const { return toAct_; }
    Phase phase() const { return phase_; }
    Square phaseSquare() const { return phaseSquare_; }  // the square of `s:`/`d:` phases
    int turn() const { return turn_; }                   // turn number of the side to act, 1..turnLimit
    int score(Side s) const { return score_[sideIndex(s)]; }  // 0..kMaxGoals
    // The side's Substitute: an identity, kUnknown in a view that hides it, kNoIdentity if used or none.
    Identity substitute(Side s) const { return substitute_[sideIndex(s)]; }
    int countersOnPitch(Side s) const { return youth_[sideIndex(s)] + firstTeam_[sideIndex(s)]; }
    // The square of the side's i-th counter, 0 <= i < countersOnPitch (Youth Counters first).
    Square counterSquare(Side s, int i) const
    {
        const int si = sideIndex(s);
        return i < youth_[si] ? pieces_[si][i] : pieces_[si][kIdentityCount - firstTeam_[si] + (i - youth_[si])];
    }
    // Square of side's counter `id` (1..12), or kNoSquare if it is not on the pitch.
    Square find(Side s, Identity id) const;

    // Out-of-the-game identities (captured or removed by a Penalty, or replaced by the Substitute)
    // as bit masks over identities 1..12 (bit id). `goneKnownTo` is what both sides saw;
    // replaced counters are known only to their owner; a view holds only their count.
    uint16_t goneKnown(Side owner) const { return goneKnown_[sideIndex(owner)]; }
    uint16_t goneHidden(Side owner) const { return goneHidden_[sideIndex(owner)]; }
    int goneHiddenCount(Side owner) const { return goneHiddenCount_[sideIndex(owner)]; }

    bool isTerminal() const { return phase_ == Phase::End; }
    Result result() const;           // None until the game is over; then by goals (RULES.md §8)
    EndReason endReason() const { return endReason_; }
    // The side whose failure ended the game: with EndReason::Blocked the side that could not
    // move, with Timeout the side that ran out of time (and lost); otherwise White, meaningless.
    Side endingSide() const { return endingSide_; }

    // ---- Playing ----
    // Every legal move, in generation order (the CLI sorts them for people). Empty when over.
    void legalMoves(MoveList& out) const;
    bool isLegal(Move m) const;
    // A legal move drawn uniformly at random (the random player, playouts). Not terminal.
    // Same distribution as picking from legalMoves(), but usually without listing them.
    Move randomLegalMove(Rng& rng) const;
    // Plays to the end of the game: at each ply randomLegalMove, or what `policy` says
    // (PlayoutPolicy). Returns the plies played. The same games and the same random draws as
    // making those moves with apply one by one (tst_properties checks it), only faster: this is
    // the playout of search and of `goalscorer-cli bench` (playout.cpp). Throws
    // HiddenIdentityError like apply.
    int playOut(Rng& rng, const PlayoutPolicy& policy = {});
    // Applies a legal move (unchecked: call isLegal first on untrusted input), or a clock
    // event the app reports when the side to act runs out of time (variant `clock`), never
    // legal and never on a terminal state: Move::timePassed() passes the rest of its turn
    // (a pending Penalty/Offside or Debut Move lapses, the opponent begins its turn, the turn
    // limit still counts); Move::timeLost() ends the game with EndReason::Timeout, that side
    // losing whatever the score.
    // Throws HiddenIdentityError if the outcome depends on an identity this view hides.
    void apply(Move m, EventList* events = nullptr);

    // ---- Hidden information (RULES.md §7) ----
    // What `viewer` sees: the opponent's unrevealed Youth Counters and Substitute become
    // kUnknown, as does the counter being considered for substitution on an `s:` square.
    State view(Side viewer) const;
    // True if any counter or Substitute is kUnknown (this is a view, not a full state).
    bool hasHiddenIdentities() const;
    // A full state consistent with this view: the unknown identities of `owner` are dealt at
    // random among those the view cannot rule out (never the Star Player as Substitute,
    // replaced counter or First Teamer). Deterministic given rng's state.
    State determinize(Rng& rng) const;

private:
    friend class PositionBuilder;  // the only way to set fields directly (positionbuilder.h)

    // Editing, for PositionBuilder. put() returns false, changing nothing, if the side
    // already has 12 counters on the pitch.
    bool put(Square s, Cell c);
    void clear(Square s);
    // Every identity neither on the pitch nor the Substitute counts as out of the game and
    // seen by both (a GPN cannot say otherwise).
    void deriveGoneFromPosition();
    // Ends the game or skips a phase that has no possible move, as apply does.
    void settle(EventList* events = nullptr);
    // The side to act ran out of time: apply with Move::timePassed() or Move::timeLost().
    void timeOut(bool loseGame, EventList* events);

    template <class F> bool forEachYouthMove(F&& f) const;
    template <class F> bool forEachFirstTeamMove(F&& f) const;
    template <class F> bool forEachDebutMove(F&& f) const;
    template <class F> bool forEachChoice(F&& f) const;

    int generateSteps(Move* out) const;
    Move listedRandomMove(Rng& rng) const;
    // playOut's loop, compiled with and without `decisive` so that the plain playout pays
    // nothing for it.
    template <bool Decisive>
    int playOutLoop(Rng& rng, const PlayoutPolicy& policy);
    // The playout's put-off settle(): in a Youth or First Team phase with no move, under a
    // variant where that ends the game, winds `rng` back over the ply's `draws` and settles
    // (the game ends); returns whether it did. Otherwise changes nothing.
    bool settleIfBlocked(Rng& rng, int draws);
    void moveCounter(Square from, Square to);
    void promote(Square s, bool keepRevealed);
    void removeCounter(Square s);
    Phase capture(Square to, EventList* events);
    void enterDebut(Square s, EventList* events);
    void endTurn(Phase next, EventList* events);
    void endGame(EndReason r, EventList* events);
    void score(Side s, int goals, GoalCause cause, EventList* events);

    const Rules* rules_;
    Side toAct_ = Side::White;
    Phase phase_ = Phase::YouthMove;
    Square phaseSquare_ = kNoSquare;
    EndReason endReason_ = EndReason::None;
    Side endingSide_ = Side::White;
    int16_t turn_ = 1;
    int16_t score_[2] = {0, 0};
    Identity substitute_[2] = {kNoIdentity, kNoIdentity};
    uint16_t goneKnown_[2] = {0, 0};
    uint16_t goneHidden_[2] = {0, 0};
    uint8_t goneHiddenCount_[2] = {0, 0};
    // Each side's counters on the pitch as two stacks in one array, so each phase walks only
    // the counters it moves: Youth Counters from the front, First Teamers from the back.
    uint8_t youth_[2] = {0, 0};
    uint8_t firstTeam_[2] = {0, 0};
    Square pieces_[2][kIdentityCount];
    Cell board_[kBoardCells];
};

}  // namespace gs
