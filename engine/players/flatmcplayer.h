// Determinized flat Monte Carlo: a reference for ISMCTS. Every iteration deals the hidden
// identities consistent with the view, tries the next root move in turn and plays out; the
// move with the best mean result wins. No tree, so no look-ahead beyond the playouts.
#pragma once

#include "player.h"

namespace gs {

struct FlatMcOptions {
    int iterations = 0;         // budget per move (0: use `ms`)
    int ms = 1000;              // time budget per move, when iterations is 0
    double captureBias = 0.9;   // playout policy, as in IsmctsOptions
};

class FlatMcPlayer final : public Player {
public:
    explicit FlatMcPlayer(FlatMcOptions o) : o_(o) {}
    std::string spec() const override;
    Move choose(const State& view, Rng& rng) override;

private:
    FlatMcOptions o_;
};

}  // namespace gs
