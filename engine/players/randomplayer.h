// Uniform over the legal moves: the weakest yardstick.
#pragma once

#include "player.h"

namespace gs {

class RandomPlayer final : public Player {
public:
    std::string spec() const override { return "random"; }
    Move choose(const State& view, Rng& rng) override;
};

}  // namespace gs
