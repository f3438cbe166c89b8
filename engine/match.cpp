#include "match.h"

namespace gs {

PlayedGame playGame(const State& start, Player& white, Player& black, Rng& rng, bool keepPositions)
{
    PlayedGame g{start, {}, {}};
    if (keepPositions)
        g.positions.push_back(start);
    while (!g.final.isTerminal()) {
        Player& p = g.final.toAct() == Side::White ? white : black;
        const Move m = p.choose(g.final.view(g.final.toAct()), rng);
        if (!g.final.isLegal(m))
            throw std::logic_error(p.spec() + " chose an illegal move");
        g.final.apply(m);
        g.moves.push_back(m);
        if (keepPositions)
            g.positions.push_back(g.final);
    }
    return g;
}

int randomPlayout(State& s, Rng& rng)
{
    int plies = 0;
    while (!s.isTerminal()) {
        s.apply(s.randomLegalMove(rng));
        ++plies;
    }
    return plies;
}

}  // namespace gs
