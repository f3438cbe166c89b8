// The playout: the hot loop of search and of `goalscorer-cli bench`. It makes exactly the
// moves and random draws that `apply(randomLegalMove(rng))` (and the capture-biased draw)
// would make, with the two common plies written out: a Youth Counter stepping short of the
// Goal Line and a First Teamer stepping onto an empty square. Everything else (Goal Line,
// captures, Penalty, Offside, substitution, Debut Moves, a side that must pass or is
// blocked) goes through apply and settle, so the rules live in one place (state.cpp).
//
// Why it is faster: the counter's place in its stack is known from the draw (no search), the
// Goal Line test is a subtraction, and values are kept in locals (Cell is a byte type, so every
// board store would otherwise make the compiler reload the State's fields). After a written-out
// ply, whether the next phase has any move (settle()'s question) is not asked at once: the next
// ply's draws find a move whenever there is one, and only when they all miss is the question
// asked; if there is none, the generator is wound back over the ply's draws (Rng::back) and
// settle() runs, as it would have run straight after the last ply. So the same draws, moves
// and games.
#include "state.h"
#include "movegen.h"

#include <bit>

namespace gs {

int State::playOut(Rng& rng, const PlayoutPolicy& policy)
{
    return policy.decisive ? playOutLoop<true>(rng, policy) : playOutLoop<false>(rng, policy);
}

bool State::settleIfBlocked(Rng& rng, int draws)
{
    const auto noMove = [](Move) { return false; };
    if (!rules_->variant().blockedEndsGame
        || (phase_ == Phase::YouthMove ? !forEachYouthMove(noMove) : !forEachFirstTeamMove(noMove)))
        return false;  // a move, or a pass: settle() would change nothing
    for (; draws > 0; --draws)
        rng.back();
    settle();
    return true;
}

template <bool Decisive>
int State::playOutLoop(Rng& shared, const PlayoutPolicy& policy)
{
    // The generator's state in a local whose address never escapes, so it can stay in
    // registers across apply() and settle(); handed back (and taken again) around the calls
    // that draw from it. The same draws in the same order as using `shared` throughout.
    Rng rng = shared;
    const double captureBias = policy.captureBias;
    const Rules& rules = *rules_;
    const int starGoals = rules.variant().starGoals;
    Cell* const board = board_;
    const int files = rules.files();
    const int goalLineStart[2] = {rules.squareCount() - files, 0};  // of the line each side attacks
    const int turnLimit = rules.variant().turnLimit;
    int plies = 0;
    for (;;) {
        const Phase phase = phase_;
        if (phase == Phase::End) {
            shared = rng;
            return plies;
        }
        ++plies;
        const Side me = toAct_;
        const int si = sideIndex(me);
        Square* const stack = pieces_[si];
        if (phase == Phase::YouthMove) {
            // Move 1, drawn as randomLegalMove draws it.
            const int n = youth_[si];
            if (n > 0) {
                const Steps* const* tables = rules.youthTables(me);
                if (Decisive && score_[si] + starGoals > score_[si ^ 1]) {
                    // A Star Player one step from the Goal Line it attacks steps onto it and wins.
                    Square winFrom = kNoSquare, winTo = kNoSquare;
                    for (int i = 0; i < n; ++i)
                        if (cellIdentity(board[stack[i]]) == kStar) {
                            const Steps& steps = tables[kStar][stack[i]];
                            for (int j = 0; j < steps.count; ++j)
                                if (unsigned(steps.to[j] - goalLineStart[si]) < unsigned(files) && board[steps.to[j]] == kEmpty)
                                    winFrom = stack[i], winTo = steps.to[j];
                            break;
                        }
                    if (winFrom != kNoSquare) {
                        apply(Move::step(winFrom, winTo));
                        continue;
                    }
                }
                int tries = 0, slot = 0;
                Square from = kNoSquare, to = kNoSquare;
                for (; tries < 32; ++tries) {
                    const uint64_t r = rng.next();
                    slot = int((uint64_t(uint32_t(r)) * uint32_t(n)) >> 32);
                    from = stack[slot];
                    to = tables[cellIdentity(board[from])][from].to[((r >> 32) * 3) >> 32];
                    if (board[to] == kEmpty)
                        break;
                }
                if (tries == 32) {
                    shared = rng;
                    if (settleIfBlocked(shared, 32)) {  // the rejected draws
                        rng = shared;
                        --plies;
                        continue;
                    }
                    apply(listedRandomMove(shared));
                    rng = shared;
                } else if (unsigned(to - goalLineStart[si]) < unsigned(files)) {
                    apply(Move::step(from, to));  // the Goal Line: Star Player, promotion, Substitute
                } else {
                    board[to] = board[from];
                    board[from] = kEmpty;
                    stack[slot] = to;
                    phase_ = Phase::FirstTeamMove;  // settle() put off: see settleIfBlocked
                }
                continue;
            }
        } else if (phase == Phase::FirstTeamMove) {
            // Move 2, drawn as the capture-biased playout and randomLegalMove draw it.
            const Steps* const* tables = rules.firstTeamerTables(me);
            const Cell own = me == Side::Black ? kBlackBit : 0;
            const int ft = firstTeam_[si];
            if (Decisive && ft > 0 && score_[si] + starGoals > score_[si ^ 1]) {
                // A First Teamer that can capture the opponent's Star Player does: that wins.
                const Square* theirs = pieces_[si ^ 1];
                Square star = kNoSquare;
                for (int i = 0; i < youth_[si ^ 1]; ++i)
                    if (cellIdentity(board[theirs[i]]) == kStar)
                        star = theirs[i];
                Square takeFrom = kNoSquare;
                if (star != kNoSquare)
                    for (int i = kIdentityCount - ft; i < kIdentityCount && takeFrom == kNoSquare; ++i)
                        if (rules.firstTeamerReach(me, cellIdentity(board[stack[i]]))[stack[i]].has(star))
                            takeFrom = stack[i];
                if (takeFrom != kNoSquare) {
                    apply(Move::step(takeFrom, star));
                    continue;
                }
            }
            if (captureBias > 0 && rng.uniform() < captureBias) {
                // Captures in legalMoves order: stack slot by slot, each counter's squares
                // ascending (its table's step order), found by intersecting square sets.
                const int oi = si ^ 1;
                const Square* theirs = pieces_[oi];
                SquareSet opp;
                for (int i = 0; i < youth_[oi]; ++i)
                    opp.add(theirs[i]);
                for (int i = kIdentityCount - firstTeam_[oi]; i < kIdentityCount; ++i)
                    opp.add(theirs[i]);
                // Squares, not Moves: an array of Moves would be filled with its default
                // value at every First Teamer move (a Move's members have initializers).
                struct {
                    Square from, to;
                } captures[kMaxMoves];
                int n = 0;
                for (int i = kIdentityCount - ft; i < kIdentityCount; ++i) {
                    const Square from = stack[i];
                    const SquareSet& reach = rules.firstTeamerReach(me, cellIdentity(board[from]))[from];
                    for (int w = 0; w < 3; ++w)
                        for (uint64_t b = reach.w[w] & opp.w[w]; b; b &= b - 1)
                            captures[n++] = {from, Square(64 * w + std::countr_zero(b))};
                }
                if (n > 0) {
                    const auto& c = captures[rng.below(uint32_t(n))];
                    apply(Move::step(c.from, c.to));
                    continue;
                }
            }
            if (ft > 0) {
                int tries = 0, slot = 0;
                Square from = kNoSquare, to = kNoSquare;
                Cell t = kEmpty;
                for (; tries < 32; ++tries) {
                    const uint64_t r = rng.next();
                    slot = kIdentityCount - 1 - int((uint64_t(uint32_t(r)) * uint32_t(ft)) >> 32);
                    from = stack[slot];
                    to = tables[cellIdentity(board[from])][from].to[(r >> 32) & 7];
                    t = board[to];
                    if (t == kEmpty || (t & kBlackBit) != own)
                        break;
                }
                if (tries == 32) {
                    shared = rng;
                    if (settleIfBlocked(shared, 32 + (captureBias > 0))) {  // the rejected draws and the capture bias's
                        rng = shared;
                        --plies;
                        continue;
                    }
                    apply(listedRandomMove(shared));
                    rng = shared;
                } else if (t != kEmpty) {
                    apply(Move::step(from, to));  // a capture: its result decides the next phase
                } else {
                    board[to] = board[from];
                    board[from] = kEmpty;
                    stack[slot] = to;
                    // endTurn(Phase::YouthMove), written out.
                    if (me == Side::Black) {
                        if (turn_ >= turnLimit) {
                            endGame(EndReason::TurnLimit, nullptr);
                            continue;
                        }
                        ++turn_;
                    }
                    const Side next = opponent(me);
                    toAct_ = next;
                    phase_ = Phase::YouthMove;
                    phaseSquare_ = kNoSquare;  // settle() put off: see settleIfBlocked
                }
                continue;
            }
        }
        shared = rng;
        // No counters to move in this phase? (A First Team phase drew the capture bias.)
        if ((phase == Phase::YouthMove || phase == Phase::FirstTeamMove)
            && settleIfBlocked(shared, phase == Phase::FirstTeamMove && captureBias > 0)) {
            rng = shared;
            --plies;
            continue;
        }
        apply(randomLegalMove(shared));  // the rare phases, and a side with no counters to move
        rng = shared;
    }
}

}  // namespace gs
