#include "match.h"

namespace gs {

PlayedGame playGame(const State& start, Player& white, Player& black, Rng& rng, bool keepPositions, const PlyObserver& onPly)
{
    PlayedGame g{start, {}, {}};
    if (keepPositions)
        g.positions.push_back(start);
    GameObservers seen(start, white, black);
    EventList events;
    while (!g.final.isTerminal()) {
        Player& p = g.final.toAct() == Side::White ? white : black;
        const Move m = seen.choose(p, g.final, rng);
        if (!g.final.isLegal(m))
            throw std::logic_error(p.spec() + " chose an illegal move");
        if (onPly) {
            const State before = g.final;
            events.clear();
            g.final.apply(m, &events);
            onPly(before, m, g.final, events);
        } else {
            g.final.apply(m);
        }
        seen.add(m, g.final);
        g.moves.push_back(m);
        if (keepPositions)
            g.positions.push_back(g.final);
    }
    return g;
}

GameObservers::GameObservers(const State& start, const Player& white, const Player& black)
{
    for (Side side : {Side::White, Side::Black})
        if ((side == Side::White ? white : black).readsHistory())
            seen_[sideIndex(side)] = PublicHistory::startingAt(start, side);
}

Move GameObservers::choose(Player& p, const State& s, Rng& rng) const
{
    // Only a reference player that declares it (cheat-uct) is handed the full state.
    if (p.seesEverything())
        return p.choose(s, rng);
    const auto& h = seen_[sideIndex(s.toAct())];
    return h ? p.chooseWithHistory(*h, rng) : p.choose(s.view(s.toAct()), rng);
}

void GameObservers::add(Move m, const State& after)
{
    for (auto& h : seen_)
        if (h)
            h->add(m, after);
}

int randomPlayout(State& s, Rng& rng)
{
    return s.playOut(rng);
}

void biasedPlayout(State& s, Rng& rng, const PlayoutPolicy& policy)
{
    s.playOut(rng, policy);
}

}  // namespace gs
