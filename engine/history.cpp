#include "history.h"

namespace gs {

PublicHistory PublicHistory::observe(const std::vector<State>& positions, const std::vector<Move>& moves, Side observer)
{
    if (positions.empty() || positions.size() != moves.size() + 1)
        throw std::invalid_argument("PublicHistory: one position more than moves is needed");
    PublicHistory h = startingAt(positions.front(), observer);
    h.views.reserve(positions.size());
    for (size_t i = 0; i < moves.size(); ++i)
        h.add(moves[i], positions[i + 1]);
    return h;
}

PublicHistory PublicHistory::startingAt(const State& start, Side observer)
{
    PublicHistory h;
    h.observer = observer;
    h.views.push_back(start.view(observer));
    return h;
}

void PublicHistory::add(Move m, const State& after)
{
    moves.push_back(m);
    views.push_back(after.view(observer));
}

uint16_t identitiesSeen(const State& state, Side viewer)
{
    const State view = state.view(viewer);
    const Side owner = opponent(viewer);
    uint16_t seen = view.goneKnown(owner);
    const auto add = [&seen](Identity id) {
        if (isRealIdentity(id))
            seen = uint16_t(seen | (1u << id));
    };
    for (int i = 0; i < view.countersOnPitch(owner); ++i)
        add(cellIdentity(view.at(view.counterSquare(owner, i))));
    add(view.substitute(owner));
    return seen;
}

size_t firstPositionAfterLastReveal(const std::vector<State>& positions, Side viewer)
{
    size_t after = 0;
    uint16_t before = positions.empty() ? 0 : identitiesSeen(positions.front(), viewer);
    for (size_t i = 1; i < positions.size(); ++i) {
        const uint16_t now = identitiesSeen(positions[i], viewer);
        // At the final whistle (RULES.md §8) every identity is shown to both: nothing before it
        // can be taken back without un-knowing.
        if ((now & ~before) || positions[i].isTerminal())
            after = i;
        before = now;
    }
    return after;
}

}  // namespace gs
