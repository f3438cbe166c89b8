#include "solver.h"

namespace gs {

namespace {

bool knownTo(Cell c, Side observer)
{
    return cellSide(c) == observer || cellIsFirstTeamer(c) || cellIsRevealed(c);
}

}  // namespace

bool outcomeIsPublic(const State& s, Move m, Side observer)
{
    // The places State::apply reads an identity (and throws in a view that hides it).
    const Side mover = s.toAct();
    switch (s.phase()) {
    case Phase::YouthMove:
        // A counter reaching the Goal Line: the Star Player scores, another is promoted.
        return m.kind != MoveKind::Step || !s.rules().onAttackedGoalLine(mover, m.to) || knownTo(s.at(m.from), observer);
    case Phase::Substitution:
        // The counter on the square and the Substitute: the mover's own.
        return mover == observer || (m.kind == MoveKind::NoSubstitute && cellIsRevealed(s.at(s.phaseSquare())));
    case Phase::FirstTeamMove:
    case Phase::Debut:
        return m.kind != MoveKind::Step || s.at(m.to) == kEmpty || knownTo(s.at(m.to), observer);
    case Phase::Penalty:
    case Phase::Offside:
        return m.kind != MoveKind::Choose || knownTo(s.at(m.to), observer);
    case Phase::End:
        break;
    }
    return true;
}

std::optional<State> playedOnView(const State& view, Move m)
{
    State after = view;
    try {
        after.apply(m);
    } catch (const HiddenIdentityError&) {
        return std::nullopt;
    }
    return after;
}

std::optional<Move> winningMoveNow(const State& view)
{
    if (view.isTerminal())
        return std::nullopt;
    const Side me = view.toAct();
    MoveList legal;
    view.legalMoves(legal);
    std::optional<Move> best;
    int bestMargin = 0;
    for (const Move& m : legal) {
        const std::optional<State> played = playedOnView(view, m);
        if (!played || !played->isTerminal())
            continue;  // the outcome depends on the deal, or the game goes on
        const State& after = *played;
        const int margin = after.score(me) - after.score(opponent(me));
        const bool won = after.result() == (me == Side::White ? Result::WhiteWins : Result::BlackWins);
        if (won && (!best || margin > bestMargin)) {
            best = m;
            bestMargin = margin;
        }
    }
    return best;
}

}  // namespace gs
