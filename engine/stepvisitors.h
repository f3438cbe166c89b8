// The Youth and First Teamer step visitors of State (RULES.md §4), in a header because
// state.cpp (legal moves, settle) and playout.cpp (the playout's "has a move" check) both
// use them. Private to the engine: include only from State's own files.
#pragma once

#include "state.h"

namespace gs {

// Each visitor returns false to stop early; the loops return false if stopped.
template <class F> bool State::forEachYouthMove(F&& f) const
{
    const int si = sideIndex(toAct_);
    for (int i = 0; i < youth_[si]; ++i) {
        const Square from = pieces_[si][i];
        const Steps& st = rules_->youthTable(toAct_, cellIdentity(board_[from]))[from];
        for (int k = 0; k < st.count; ++k)
            if (board_[st.to[k]] == kEmpty && !f(Move::step(from, st.to[k])))
                return false;
    }
    return true;
}

template <class F> bool State::forEachFirstTeamMove(F&& f) const
{
    const int si = sideIndex(toAct_);
    const Cell own = toAct_ == Side::Black ? kBlackBit : 0;
    for (int i = kIdentityCount - firstTeam_[si]; i < kIdentityCount; ++i) {
        const Square from = pieces_[si][i];
        // A hidden First Teamer (only the `s:` square in a view) steps like any counter.
        const Steps& st = rules_->firstTeamerTable(toAct_, cellIdentity(board_[from]))[from];
        for (int k = 0; k < st.count; ++k) {
            const Cell t = board_[st.to[k]];
            if ((t == kEmpty || (t & kBlackBit) != own) && !f(Move::step(from, st.to[k])))
                return false;
        }
    }
    return true;
}

}  // namespace gs
