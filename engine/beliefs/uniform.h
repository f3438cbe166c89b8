// What a side can infer about the opponent's hidden identities from its own view alone.
#pragma once

#include "../state.h"

namespace gs {

// Under a uniform deal consistent with the view, every hidden Youth Counter of `owner` on the
// pitch has the same chance of being each identity. p[id] for id 1..12 sums to 1 when the
// owner has hidden counters; all zero otherwise.
struct HiddenBeliefs {
    double p[kStar + 1] = {};
    int hiddenYouth = 0;  // hidden Youth Counters of `owner` on the pitch

    // Chance a hidden Youth Counter's capture causes each result (RULES.md §6).
    double chance(const Rules& rules, CaptureResult r) const;
};

// `view` is the viewer's view (opponent identities may be kUnknown); `owner` the side whose
// hidden counters are estimated. Reads only what the view shows.
HiddenBeliefs uniformBeliefs(const State& view, Side owner);

}  // namespace gs
