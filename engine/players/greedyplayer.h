// One-ply greedy player: scores each legal move by its immediate expected result and a few
// positional terms, all computed from its own side's view (hidden identities are weighed by
// uniformBeliefs, never read). A yardstick for the search players.
#pragma once

#include "player.h"

namespace gs {

class GreedyPlayer final : public Player {
public:
    std::string spec() const override { return "greedy"; }
    Move choose(const State& view, Rng& rng) override;
};

}  // namespace gs
