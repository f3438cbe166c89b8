#include "scoutodds.h"

#include <cmath>

namespace scoutodds {

std::shared_ptr<const gs::Posterior> draw(const gs::PublicHistory& seen, gs::Rng& rng)
{
    // The kinds of opponent the levels' search tells apart (beliefs=mixed), so the odds shown
    // are the ones the computer plays by.
    return std::make_shared<const gs::Posterior>(seen, gs::mixedOpponents(), gs::PosteriorOptions{4096, 0.8, 1.0}, rng);
}

std::vector<gs::Square> hiddenYouth(const gs::State& view, gs::Side owner)
{
    std::vector<gs::Square> out;
    for (int i = 0; i < view.countersOnPitch(owner); ++i) {
        const gs::Square sq = view.counterSquare(owner, i);
        if (gs::cellIsHiddenYouth(view.at(sq)))
            out.push_back(sq);
    }
    return out;
}

Likeliest likeliestStar(const gs::Posterior& odds)
{
    Likeliest best;
    for (const gs::Square sq : hiddenYouth(odds.view(), odds.owner()))
        if (odds.chance(sq, gs::kStar) > best.star)
            best = {sq, odds.chance(sq, gs::kStar), 0};
    const auto percent = [](double p) { return std::lround(100 * p); };
    for (const gs::Square sq : hiddenYouth(odds.view(), odds.owner()))
        best.equals += percent(odds.chance(sq, gs::kStar)) == percent(best.star);
    return best;
}

}  // namespace scoutodds
