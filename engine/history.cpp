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

}  // namespace gs
