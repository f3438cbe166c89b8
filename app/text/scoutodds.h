// The Scout report's odds, drawn one way for the two that read them: the report itself
// (scoutreport.h) and the Hint's reason (hintreason.h). The posterior over the opponent's hidden
// counters (engine beliefs/posterior.h) under the kinds of opponent the levels' search tells
// apart, the hidden Youth Counters it is about, and the one likeliest to be the Star Player.
#pragma once

#include "beliefs/posterior.h"

#include <memory>
#include <vector>

namespace scoutodds {

// The odds for the opponent's hidden counters after `seen` (the viewer's history), with the
// deals drawn from `rng`.
std::shared_ptr<const gs::Posterior> draw(const gs::PublicHistory& seen, gs::Rng& rng);

// The squares of `owner`'s hidden Youth Counters in `view` (gs::cellIsHiddenYouth), in counter order.
std::vector<gs::Square> hiddenYouth(const gs::State& view, gs::Side owner);

// The hidden Youth Counter of the posterior's owner likeliest to be the Star Player (the first
// of equals) and its chance; gs::kNoSquare and -1 when none is hidden. `equals` counts the
// hidden counters whose chance reads the same in whole percent (1 when one stands out): a
// report naming one of five counters at 13% would point at a counter the odds do not single out.
struct Likeliest {
    gs::Square square = gs::kNoSquare;
    double star = -1;
    int equals = 0;
};
Likeliest likeliestStar(const gs::Posterior& odds);

}  // namespace scoutodds
