#include "state.h"
#include "movegen.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace gs {

namespace {

constexpr uint16_t bit(Identity id) { return uint16_t(1u << id); }
constexpr uint16_t kAllIdentities = 0x1FFE;  // bits 1..12

void emit(EventList* events, const Event& e)
{
    if (events)
        events->push_back(e);
}

}  // namespace

State::State(const Rules& rules)
    : rules_(&rules)
{
    std::memset(board_, 0, sizeof board_);
    std::memset(pieces_, 0, sizeof pieces_);
    board_[kWallWhite] = makeCell(Side::White, kUnknown, true);
    board_[kWallBlack] = makeCell(Side::Black, kUnknown, true);
}

State State::deal(const Rules& rules, uint64_t seed)
{
    State st(rules);
    const Variant& v = rules.variant();
    uint16_t fixed = 0;
    for (const auto& [id, c] : v.startFirstTeamers)
        fixed |= bit(id);
    Rng rng(seed);
    for (Side side : {Side::White, Side::Black}) {
        const int si = sideIndex(side);
        for (const auto& [id, c] : v.startFirstTeamers)
            st.put(rules.startSquare(side, c), makeCell(side, id, true));
        std::vector<Identity> youth;
        Identity sub = kNoIdentity;
        if (v.setup == SetupMode::Fixed) {
            youth = v.fixedYouth[si];
            sub = v.fixedSubstitute[si];
        } else {
            std::vector<Identity> dealt;
            for (Identity id = 1; id <= kStar; ++id)
                if (!(fixed & bit(id)))
                    dealt.push_back(id);
            // The Substitute is drawn from the non-Star counters (RULES.md §3); the rest are
            // shuffled onto the Youth squares. Both draws uniform, so every legal deal is equally likely.
            const int nonStar = int(dealt.size()) - 1;  // dealt is sorted, the Star Player last
            sub = dealt[rng.below(uint32_t(nonStar))];
            dealt.erase(std::find(dealt.begin(), dealt.end(), sub));
            for (int i = int(dealt.size()) - 1; i > 0; --i)
                std::swap(dealt[i], dealt[rng.below(uint32_t(i + 1))]);
            youth = std::move(dealt);
        }
        for (size_t i = 0; i < youth.size(); ++i)
            st.put(rules.startSquare(side, v.youthSquares[i]), makeCell(side, youth[i], false));
        st.substitute_[si] = sub;
    }
    st.settle();
    return st;
}

std::vector<Identity> State::dealtYouth(Side side) const
{
    std::vector<Identity> out;
    for (const Coord& c : rules_->variant().youthSquares) {
        const Cell cell = board_[rules_->startSquare(side, c)];
        const bool dealt = cell != kEmpty && cellSide(cell) == side && !cellIsFirstTeamer(cell);
        out.push_back(dealt ? cellIdentity(cell) : kNoIdentity);
    }
    return out;
}

bool State::arrange(Side side, const std::vector<Identity>& youth, Identity substitute)
{
    const int si = sideIndex(side);
    if (turn_ != 1 || phase_ != Phase::YouthMove || toAct_ != Side::White || goneKnown_[si] || goneHidden_[si])
        return false;
    const std::vector<Identity> now = dealtYouth(side);
    if (youth.size() != now.size() || substitute == kStar || !isRealIdentity(substitute))
        return false;
    std::vector<Identity> have = now, want = youth;
    have.push_back(substitute_[si]);
    want.push_back(substitute);
    std::sort(have.begin(), have.end());
    std::sort(want.begin(), want.end());
    if (have != want || std::find(have.begin(), have.end(), kNoIdentity) != have.end())
        return false;
    const auto& squares = rules_->variant().youthSquares;
    for (size_t i = 0; i < squares.size(); ++i)
        clear(rules_->startSquare(side, squares[i]));
    for (size_t i = 0; i < squares.size(); ++i)
        put(rules_->startSquare(side, squares[i]), makeCell(side, youth[i], false));
    substitute_[si] = substitute;
    return true;
}

Square State::find(Side s, Identity id) const
{
    for (int i = 0; i < countersOnPitch(s); ++i)
        if (cellIdentity(board_[counterSquare(s, i)]) == id)
            return counterSquare(s, i);
    return kNoSquare;
}

Result State::result() const
{
    if (phase_ != Phase::End)
        return Result::None;
    if (endReason_ == EndReason::Timeout)
        return endingSide_ == Side::White ? Result::BlackWins : Result::WhiteWins;
    if (score_[0] > score_[1])
        return Result::WhiteWins;
    if (score_[1] > score_[0])
        return Result::BlackWins;
    return Result::Draw;
}

// ---- Applying moves

void State::moveCounter(Square from, Square to)
{
    const Cell c = board_[from];
    const int si = sideIndex(cellSide(c));
    board_[to] = c;
    board_[from] = kEmpty;
    const int lo = cellIsFirstTeamer(c) ? kIdentityCount - firstTeam_[si] : 0;
    const int hi = cellIsFirstTeamer(c) ? kIdentityCount : youth_[si];
    for (int i = lo; i < hi; ++i)
        if (pieces_[si][i] == from) {
            pieces_[si][i] = to;
            return;
        }
}

void State::removeCounter(Square s)
{
    const Cell c = board_[s];
    const int si = sideIndex(cellSide(c));
    board_[s] = kEmpty;
    if (cellIsFirstTeamer(c)) {
        const int lo = kIdentityCount - firstTeam_[si];
        for (int i = lo; i < kIdentityCount; ++i)
            if (pieces_[si][i] == s) {
                pieces_[si][i] = pieces_[si][lo];
                --firstTeam_[si];
                return;
            }
    } else {
        for (int i = 0; i < youth_[si]; ++i)
            if (pieces_[si][i] == s) {
                pieces_[si][i] = pieces_[si][--youth_[si]];
                return;
            }
    }
}

// Moves the Youth Counter on `s` to the First Teamers' stack and marks it (RULES.md §4).
// While it may still be swapped for the Substitute, a revealed bit is kept: the opponent
// already knows this identity, so it must stay known if the counter leaves.
void State::promote(Square s, bool keepRevealed)
{
    const Cell c = board_[s];
    removeCounter(s);
    const int si = sideIndex(cellSide(c));
    board_[s] = Cell((c | kFirstTeamBit) & (keepRevealed ? 0xFF : ~kRevealedBit));
    pieces_[si][kIdentityCount - ++firstTeam_[si]] = s;
}

void State::score(Side s, int goals, GoalCause cause, EventList* events)
{
    // At most kMaxGoals, which GPN's four digits hold: a position may start at any score it
    // reads, and what it plays to must read back (1000 did not). Only a made-up position gets there.
    score_[sideIndex(s)] = int16_t(std::min(kMaxGoals, score_[sideIndex(s)] + goals));
    Event e;
    e.kind = EventKind::Goal;
    e.side = s;
    e.goals = goals;
    e.cause = cause;
    emit(events, e);
}

void State::endGame(EndReason r, EventList* events)
{
    phase_ = Phase::End;
    phaseSquare_ = kNoSquare;
    endReason_ = r;
    Event e;
    e.kind = EventKind::GameOver;
    e.side = toAct_;
    e.reason = r;
    emit(events, e);
}

// RULES.md §6: the captured counter leaves the pitch, its identity public; returns what the
// opponent's next Move 1 becomes.
Phase State::capture(Square to, EventList* events)
{
    const Side me = toAct_, opp = opponent(toAct_);
    const Identity id = cellIdentity(board_[to]);
    removeCounter(to);
    goneKnown_[sideIndex(opp)] |= bit(id);
    const CaptureResult result = id == kStar ? CaptureResult::Goal : rules_->captureResult(id);
    Event e;
    e.kind = EventKind::Captured;
    e.side = me;
    e.id = id;
    e.to = to;
    e.result = result;
    emit(events, e);
    if (id == kStar) {
        score(me, rules_->variant().starGoals, GoalCause::StarCaptured, events);
        return Phase::End;
    }
    switch (result) {
    case CaptureResult::Goal:
        score(me, 1, GoalCause::CapturedGoalscorer, events);
        break;
    case CaptureResult::Penalty:
        return Phase::Penalty;
    case CaptureResult::Offside:
        return Phase::Offside;
    case CaptureResult::Nothing:
        break;
    }
    return Phase::YouthMove;
}

void State::enterDebut(Square s, EventList* events)
{
    const Identity id = cellIdentity(board_[s]);
    if (id != kUnknown && rules_->debutRule(id) == DebutRule::None) {
        phase_ = Phase::FirstTeamMove;
        phaseSquare_ = kNoSquare;
    } else {
        phase_ = Phase::Debut;
        phaseSquare_ = s;
    }
    settle(events);
}

void State::timeOut(bool lose, EventList* events)
{
    if (events) {
        Event e;
        e.kind = EventKind::TimedOut;
        e.side = toAct_;
        e.reason = lose ? EndReason::Timeout : EndReason::None;
        events->push_back(e);
    }
    if (lose) {
        endingSide_ = toAct_;
        endGame(EndReason::Timeout, events);
        return;
    }
    endTurn(Phase::YouthMove, events);
}

void State::endTurn(Phase next, EventList* events)
{
    if (toAct_ == Side::Black && turn_ >= rules_->variant().turnLimit) {
        endGame(EndReason::TurnLimit, events);
        return;
    }
    if (toAct_ == Side::Black)
        ++turn_;
    toAct_ = opponent(toAct_);
    phase_ = next;
    phaseSquare_ = kNoSquare;
    settle(events);
}

void State::settle(EventList* events)
{
    auto any = [](Move) { return false; };
    for (;;) {
        switch (phase_) {
        case Phase::YouthMove:
            if (forEachYouthMove(any) && rules_->variant().blockedEndsGame) {
                endingSide_ = toAct_;
                endGame(EndReason::Blocked, events);
            }
            return;
        case Phase::FirstTeamMove:
            if (forEachFirstTeamMove(any) && rules_->variant().blockedEndsGame) {
                endingSide_ = toAct_;
                endGame(EndReason::Blocked, events);
            }
            return;
        case Phase::Debut:
            if (!forEachDebutMove(any))
                return;
            {
                Event e;
                e.kind = EventKind::DebutSkipped;
                e.side = toAct_;
                e.to = phaseSquare_;
                emit(events, e);
            }
            phase_ = Phase::FirstTeamMove;  // RULES.md §5 [decided]
            phaseSquare_ = kNoSquare;
            continue;
        case Phase::Penalty:
        case Phase::Offside:
            if (!forEachChoice(any))
                return;
            {
                Event e;
                e.kind = EventKind::DecisionLapsed;
                e.side = toAct_;
                e.result = phase_ == Phase::Penalty ? CaptureResult::Penalty : CaptureResult::Offside;
                emit(events, e);
            }
            phase_ = Phase::YouthMove;  // RULES.md §6 [decided]
            continue;
        case Phase::Substitution:
        case Phase::End:
            return;
        }
    }
}

void State::apply(Move m, EventList* events)
{
    if (isTimeout(m.kind)) {
        timeOut(m.kind == MoveKind::TimeLost, events);
        return;
    }
    const Side me = toAct_;
    const int mi = sideIndex(me);
    switch (phase_) {
    case Phase::YouthMove: {
        if (m.kind == MoveKind::Pass) {
            emit(events, Event{EventKind::Passed, me});
            phase_ = Phase::FirstTeamMove;
            settle(events);
            return;
        }
        const Cell c = board_[m.from];
        const Identity id = cellIdentity(c);
        const bool goalLine = rules_->onAttackedGoalLine(me, m.to);
        if (goalLine && id == kUnknown)
            throw HiddenIdentityError("a hidden Youth Counter reached the Goal Line");
        moveCounter(m.from, m.to);
        if (events) {
            Event e{EventKind::Moved, me, id, kNoIdentity, m.from, m.to};
            e.hiddenFromOpponent = !cellIsRevealed(c);
            events->push_back(e);
        }
        if (!goalLine) {
            phase_ = Phase::FirstTeamMove;
            settle(events);
            return;
        }
        if (id == kStar) {  // RULES.md §4: 2 goals and the game ends at once; now both sides know it
            board_[m.to] = Cell(board_[m.to] | kRevealedBit);
            score(me, rules_->variant().starGoals, GoalCause::StarReachedGoalLine, events);
            endGame(EndReason::StarReachedGoalLine, events);
            return;
        }
        const bool mayStillSwap = rules_->variant().substitution && substitute_[mi] != kNoIdentity;
        promote(m.to, mayStillSwap);
        if (events) {
            Event e{EventKind::Promoted, me, id, kNoIdentity, kNoSquare, m.to};
            e.hiddenFromOpponent = mayStillSwap && !cellIsRevealed(c);  // shown once the counter stays (nosub)
            events->push_back(e);
        }
        if (mayStillSwap) {
            phase_ = Phase::Substitution;
            phaseSquare_ = m.to;
            return;
        }
        enterDebut(m.to, events);
        return;
    }
    case Phase::Substitution: {
        const Square s = phaseSquare_;
        const Identity out = cellIdentity(board_[s]);
        const bool outKnown = cellIsRevealed(board_[s]);
        if (out == kUnknown || (m.kind == MoveKind::Substitute && substitute_[mi] == kUnknown))
            throw HiddenIdentityError("the substitution's identities are hidden in this view");
        if (m.kind == MoveKind::NoSubstitute) {
            board_[s] = Cell(board_[s] & ~kRevealedBit);
            if (events && !outKnown) {
                Event e{EventKind::Promoted, me, out, kNoIdentity, kNoSquare, s};
                events->push_back(e);  // now the opponent learns who was promoted
            }
        } else {
            const Identity in = substitute_[mi];
            board_[s] = makeCell(me, in, true);
            if (outKnown) {  // revealed earlier: the opponent saw it leave
                goneKnown_[mi] |= bit(out);
            } else {
                goneHidden_[mi] |= bit(out);
                ++goneHiddenCount_[mi];
            }
            substitute_[mi] = kNoIdentity;
            Event e{EventKind::Substituted, me, in, out, kNoSquare, s};
            e.hiddenFromOpponent = !outKnown;
            emit(events, e);
        }
        enterDebut(s, events);
        return;
    }
    case Phase::FirstTeamMove:
    case Phase::Debut: {
        if (m.kind == MoveKind::Pass) {
            emit(events, Event{EventKind::Passed, me});
            endTurn(Phase::YouthMove, events);
            return;
        }
        const Cell target = board_[m.to];
        if (target != kEmpty && cellIdentity(target) == kUnknown)
            throw HiddenIdentityError("the captured counter's identity is hidden in this view");
        Phase next = Phase::YouthMove;
        const Identity id = cellIdentity(board_[m.from]);
        if (target != kEmpty) {
            // The victim leaves before the capturer lands; events list the step first.
            const int before = events ? int(events->size()) : 0;
            next = capture(m.to, events);
            moveCounter(m.from, m.to);
            if (events)
                events->insert(events->begin() + before, Event{EventKind::Moved, me, id, kNoIdentity, m.from, m.to});
        } else {
            moveCounter(m.from, m.to);
            emit(events, Event{EventKind::Moved, me, id, kNoIdentity, m.from, m.to});
        }
        if (next == Phase::End) {
            endGame(EndReason::StarCaptured, events);
            return;
        }
        endTurn(next, events);
        return;
    }
    case Phase::Penalty: {
        const Square s = m.to;
        const Cell c = board_[s];
        const Identity id = cellIdentity(c);
        if (id == kUnknown)
            throw HiddenIdentityError("the Penalty victim's identity is hidden in this view");
        Event e{EventKind::PenaltyTaken, me, id, kNoIdentity, kNoSquare, s};
        if (id == kStar) {  // revealed, stays on the pitch (RULES.md §6)
            board_[s] = Cell(c | kRevealedBit);
            e.result = CaptureResult::Nothing;
            emit(events, e);
        } else {
            const bool goal = rules_->captureResult(id) == CaptureResult::Goal;
            removeCounter(s);
            goneKnown_[sideIndex(opponent(me))] |= bit(id);
            e.result = goal ? CaptureResult::Goal : CaptureResult::Nothing;
            emit(events, e);
            if (goal)
                score(me, 1, GoalCause::PenaltyScored, events);
        }
        phase_ = Phase::FirstTeamMove;
        settle(events);
        return;
    }
    case Phase::Offside: {
        const Square s = m.to;
        const Identity id = cellIdentity(board_[s]);
        if (id == kUnknown)
            throw HiddenIdentityError("the Offside reveal's identity is hidden in this view");
        board_[s] = Cell(board_[s] | kRevealedBit);
        emit(events, Event{EventKind::OffsideTaken, me, id, kNoIdentity, kNoSquare, s});
        phase_ = Phase::FirstTeamMove;
        settle(events);
        return;
    }
    case Phase::End:
        throw std::logic_error("the game is over");
    }
}

// ---- Hidden information

State State::view(Side viewer) const
{
    State v = *this;
    const Side opp = opponent(viewer);
    const int oi = sideIndex(opp);
    for (int i = 0; i < countersOnPitch(opp); ++i) {
        const Square s = counterSquare(opp, i);
        const Cell c = board_[s];
        bool hide = !cellIsFirstTeamer(c) && !cellIsRevealed(c);
        // The promoted counter may still be swapped out; if it is, it leaves hidden (RULES.md §4)
        // unless it had been revealed before.
        if (phase_ == Phase::Substitution && s == phaseSquare_ && toAct_ == opp)
            hide = !cellIsRevealed(c);
        if (hide)
            v.board_[s] = Cell((c & ~kIdentityMask) | kUnknown);
    }
    if (substitute_[oi] != kNoIdentity)
        v.substitute_[oi] = kUnknown;
    v.goneHidden_[oi] = 0;
    return v;
}

bool State::hasHiddenIdentities() const
{
    for (int si = 0; si < 2; ++si) {
        if (substitute_[si] == kUnknown || goneHiddenCount_[si] != std::popcount(goneHidden_[si]))
            return true;
        for (int i = 0; i < countersOnPitch(Side(si)); ++i)
            if (cellIdentity(board_[counterSquare(Side(si), i)]) == kUnknown)
                return true;
    }
    return false;
}

State State::determinize(Rng& rng) const
{
    State full = *this;
    // The variant's starting First Teamers (the Goalkeeper among them) are never Youth
    // Counters, Substitutes or promoted counters (RULES.md §3), so never a hidden identity: a
    // view that left one of them off the pitch without a word had it dealt to a hidden Youth
    // Counter (a Goalkeeper outside its area). A mask the Rules made once.
    const uint16_t startFirstTeamers = rules_->startFirstTeamerMask();
    for (int si = 0; si < 2; ++si) {
        // Slots to fill: hidden counters on the pitch, a hidden Substitute, replaced counters
        // whose identity this view never learnt. The Star Player may only go to a pitch slot
        // that is not a First Teamer.
        Square pitchSlots[kIdentityCount];
        bool starAllowed[kIdentityCount];
        int nPitch = 0, nAllowed = 0;
        uint16_t known = goneKnown_[si] | goneHidden_[si] | startFirstTeamers;
        for (int i = 0; i < countersOnPitch(Side(si)); ++i) {
            const Square s = counterSquare(Side(si), i);
            const Cell c = board_[s];
            if (cellIdentity(c) == kUnknown) {
                starAllowed[nPitch] = !cellIsFirstTeamer(c);
                nAllowed += starAllowed[nPitch];
                pitchSlots[nPitch++] = s;
            } else {
                known |= bit(cellIdentity(c));
            }
        }
        const bool subSlot = substitute_[si] == kUnknown;
        if (isRealIdentity(substitute_[si]))
            known |= bit(substitute_[si]);
        const int goneSlots = goneHiddenCount_[si] - std::popcount(goneHidden_[si]);
        const int need = nPitch + (subSlot ? 1 : 0) + goneSlots;
        if (need == 0)
            continue;
        // The free identities but the Star Player, ascending. Zeroed (two stores) only so that
        // GCC does not warn: it cannot see that the deal reads no more than poolCount of them.
        Identity pool[kIdentityCount] = {};
        int poolCount = 0;
        for (Identity id = 1; id < kStar; ++id)
            if (!(known & bit(id)))
                pool[poolCount++] = id;
        const bool starFree = !(known & bit(kStar));
        const int poolSize = poolCount + (starFree ? 1 : 0);
        if (poolSize < need || (starFree && nAllowed == 0 && poolCount < need))
            throw std::invalid_argument("this view cannot be dealt: too few identities are left for its hidden counters");

        // Uniform over valid deals: each allowed slot holds the Star Player with weight 1,
        // leaving it out of the deal has weight (poolSize - need).
        int starSlot = -1;
        if (starFree && nAllowed > 0) {
            const uint32_t r = rng.below(uint32_t(nAllowed + (poolSize - need)));
            if (int(r) < nAllowed)
                for (int i = 0, k = 0; i < nPitch; ++i)
                    if (starAllowed[i] && k++ == int(r))
                        starSlot = i;
        }
        for (int i = poolCount - 1; i > 0; --i)
            std::swap(pool[i], pool[rng.below(uint32_t(i + 1))]);
        int next = 0;
        const Side side = Side(si);
        for (int i = 0; i < nPitch; ++i) {
            const Identity id = i == starSlot ? kStar : pool[next++];
            const Cell c = board_[pitchSlots[i]];
            full.board_[pitchSlots[i]] = Cell((c & ~kIdentityMask) | id);
        }
        if (subSlot)
            full.substitute_[si] = pool[next++];
        for (int g = 0; g < goneSlots; ++g)
            full.goneHidden_[si] |= bit(pool[next++]);
        (void)side;
    }
    return full;
}

// ---- Editing (PositionBuilder)

bool State::put(Square s, Cell c)
{
    const int si = sideIndex(cellSide(c));
    const bool replacesOwn = board_[s] != kEmpty && cellSide(board_[s]) == cellSide(c);
    if (youth_[si] + firstTeam_[si] - (replacesOwn ? 1 : 0) >= kIdentityCount)
        return false;  // nothing changed
    if (board_[s] != kEmpty)
        clear(s);
    board_[s] = c;
    if (cellIsFirstTeamer(c))
        pieces_[si][kIdentityCount - ++firstTeam_[si]] = s;
    else
        pieces_[si][youth_[si]++] = s;
    return true;
}

void State::clear(Square s)
{
    if (board_[s] != kEmpty)
        removeCounter(s);
}

void State::deriveGoneFromPosition()
{
    for (int si = 0; si < 2; ++si) {
        uint16_t present = 0;
        bool hidden = substitute_[si] == kUnknown;
        for (int i = 0; i < countersOnPitch(Side(si)); ++i) {
            const Identity id = cellIdentity(board_[counterSquare(Side(si), i)]);
            if (id == kUnknown)
                hidden = true;
            else
                present |= bit(id);
        }
        if (isRealIdentity(substitute_[si]))
            present |= bit(substitute_[si]);
        // In a view the absent identities may be hidden counters, so nothing is ruled out.
        goneKnown_[si] = hidden ? 0 : uint16_t(kAllIdentities & ~present);
        goneHidden_[si] = 0;
        goneHiddenCount_[si] = 0;
    }
}

}  // namespace gs
