// Move generation (RULES.md §4–§6): every legal move of the phase to act, and a uniformly
// random one, for State's public legalMoves, randomLegalMove and isLegal. The visitors they
// share with settle() and the playout are in movegen.h; state.cpp keeps the rules'
// bookkeeping (apply, settle, views, determinization).
#include "movegen.h"

#include <stdexcept>

namespace gs {

// The playout hot path: no callbacks, a local count (Move stores are bytes and would
// otherwise force `out.size` to be reloaded), and branch-free appends.
int State::generateSteps(Move* out) const
{
    const int si = sideIndex(toAct_);
    int n = 0;
    if (phase_ == Phase::YouthMove) {
        for (int i = 0; i < youth_[si]; ++i) {
            const Square from = pieces_[si][i];
            const Steps& st = rules_->youthTable(toAct_, cellIdentity(board_[from]))[from];
            for (int k = 0; k < 3; ++k) {  // walls pad the forward steps to 3
                const Square to = st.to[k];
                out[n] = Move::step(from, to);
                n += board_[to] == kEmpty;
            }
        }
    } else {
        const Cell own = toAct_ == Side::Black ? kBlackBit : 0;
        for (int i = kIdentityCount - firstTeam_[si]; i < kIdentityCount; ++i) {
            const Square from = pieces_[si][i];
            const Steps& st = rules_->firstTeamerTable(toAct_, cellIdentity(board_[from]))[from];
            for (int k = 0; k < 8; ++k) {  // walls pad every table to 8
                const Square to = st.to[k];
                const Cell t = board_[to];
                out[n] = Move::step(from, to);
                n += (t == kEmpty) | ((t & kBlackBit) != own);
            }
        }
    }
    return n;
}

void State::legalMoves(MoveList& out) const
{
    out.size = 0;
    auto push = [&out](Move m) {
        out.push(m);
        return true;
    };
    switch (phase_) {
    case Phase::YouthMove:
    case Phase::FirstTeamMove:
        out.size = generateSteps(out.moves.data());
        if (out.size == 0 && !rules_->variant().blockedEndsGame)
            out.push(Move::pass());
        break;
    case Phase::Substitution:
        out.push(Move::substitute());
        out.push(Move::noSubstitute());
        break;
    case Phase::Debut:
        forEachDebutMove(push);
        break;
    case Phase::Penalty:
    case Phase::Offside:
        forEachChoice(push);
        break;
    case Phase::End:
        break;
    }
}

Move State::randomLegalMove(Rng& rng) const
{
    // Rejection sampling over (counter, step slot) pairs: each legal step is exactly one
    // pair and every pair is drawn equally often, so accepted draws are uniform over the
    // legal moves. Walls and blocked squares are rejected. settle() guarantees a legal step
    // exists in these phases unless the side must pass; after 32 misses, list them instead.
    const int si = sideIndex(toAct_);
    if (phase_ == Phase::YouthMove && youth_[si] > 0) {
        for (int tries = 0; tries < 32; ++tries) {
            const uint64_t r = rng.next();
            const Square from = pieces_[si][(uint64_t(uint32_t(r)) * youth_[si]) >> 32];
            const Square to = rules_->youthTable(toAct_, cellIdentity(board_[from]))[from].to[((r >> 32) * 3) >> 32];
            if (board_[to] == kEmpty)
                return Move::step(from, to);
        }
    } else if (phase_ == Phase::FirstTeamMove && firstTeam_[si] > 0) {
        const Cell own = toAct_ == Side::Black ? kBlackBit : 0;
        for (int tries = 0; tries < 32; ++tries) {
            const uint64_t r = rng.next();
            const Square from = pieces_[si][kIdentityCount - 1 - ((uint64_t(uint32_t(r)) * firstTeam_[si]) >> 32)];
            const Square to = rules_->firstTeamerTable(toAct_, cellIdentity(board_[from]))[from].to[(r >> 32) & 7];
            const Cell t = board_[to];
            if (t == kEmpty || (t & kBlackBit) != own)
                return Move::step(from, to);
        }
    }
    return listedRandomMove(rng);
}

// randomLegalMove's slow way: every legal move listed, one drawn.
Move State::listedRandomMove(Rng& rng) const
{
    MoveList moves;
    legalMoves(moves);
    if (moves.size == 0)
        throw std::logic_error("randomLegalMove: no legal move");
    return moves[int(rng.below(uint32_t(moves.size)))];
}

bool State::isLegal(Move m) const
{
    MoveList list;
    legalMoves(list);
    return list.contains(m);
}

}  // namespace gs
