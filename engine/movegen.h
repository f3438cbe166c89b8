// Move generation's visitors (as Stockfish keeps move generation apart from the position):
// each legal move of the phase to act, handed to a callback, for movegen.cpp (legal moves,
// the random move), state.cpp (settle: has the side any move?) and playout.cpp (the playout's
// "has a move" check). Youth and First Teamer steps RULES.md §4, the Debut Move §5, Penalty
// and Offside choices §6. Private to the engine: include only from State's own files.
#pragma once

#include "state.h"

namespace gs {

inline bool ownedBy(Cell c, Side s) { return c != kEmpty && cellSide(c) == s; }

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

template <class F> bool State::forEachDebutMove(F&& f) const
{
    const Square from = phaseSquare_;
    const Identity id = cellIdentity(board_[from]);
    auto visit = [&](Square to) { return ownedBy(board_[to], toAct_) || f(Move::step(from, to)); };
    switch (id == kUnknown ? DebutRule::None : rules_->debutRule(id)) {
    case DebutRule::None:
        return true;
    case DebutRule::KeeperArea:
        for (Square to : rules_->keeperAreaSquares(toAct_))
            if (!visit(to))
                return false;
        return true;
    case DebutRule::Midfield:
        for (Square to : rules_->midfieldSquares())
            if (!visit(to))
                return false;
        return true;
    case DebutRule::Adjacent: {
        const Steps& st = rules_->kingSteps(from);
        for (int k = 0; k < st.count; ++k)
            if (!visit(st.to[k]))
                return false;
        return true;
    }
    }
    return true;
}

template <class F> bool State::forEachChoice(F&& f) const
{
    // Penalty: any of the opponent's Youth Counters; Offside: only unrevealed ones (RULES.md §6).
    const int oi = sideIndex(opponent(toAct_));
    const bool offside = phase_ == Phase::Offside;
    for (int i = 0; i < youth_[oi]; ++i) {
        const Square s = pieces_[oi][i];
        if (offside && cellIsRevealed(board_[s]))
            continue;
        if (!f(Move::choose(s)))
            return false;
    }
    return true;
}

}  // namespace gs
