#include "uniform.h"

#include <bit>

namespace gs {

double HiddenBeliefs::chance(const Rules& rules, CaptureResult r) const
{
    double sum = 0;
    for (Identity id = 1; id <= 11; ++id)
        if (rules.captureResult(id) == r)
            sum += p[id];
    return sum;
}

HiddenBeliefs uniformBeliefs(const State& view, Side owner)
{
    HiddenBeliefs b;
    uint16_t known = view.goneKnown(owner) | view.goneHidden(owner);
    int hiddenFirstTeamers = 0;
    for (int i = 0; i < view.countersOnPitch(owner); ++i) {
        const Cell c = view.at(view.counterSquare(owner, i));
        if (cellIdentity(c) != kUnknown)
            known |= uint16_t(1u << cellIdentity(c));
        else if (cellIsFirstTeamer(c))
            ++hiddenFirstTeamers;
        else
            ++b.hiddenYouth;
    }
    const Identity sub = view.substitute(owner);
    if (isRealIdentity(sub))
        known |= uint16_t(1u << sub);
    if (b.hiddenYouth == 0)
        return b;
    const int otherSlots = hiddenFirstTeamers + (sub == kUnknown ? 1 : 0)
        + view.goneHiddenCount(owner) - std::popcount(view.goneHidden(owner));
    int nonStarPool = 0;
    for (Identity id = 1; id < kStar; ++id)
        nonStarPool += !(known & (1u << id));
    const bool starFree = !(known & (1u << kStar));
    const int poolSize = nonStarPool + (starFree ? 1 : 0);
    const int slots = b.hiddenYouth + otherSlots;
    // The Star Player sits in one hidden Youth slot, or (only in composed positions with
    // spare identities) outside the deal: weights 1 per slot vs poolSize - slots.
    const double pStar = starFree ? 1.0 / double(b.hiddenYouth + std::max(0, poolSize - slots)) : 0.0;
    b.p[kStar] = pStar;
    for (Identity id = 1; id < kStar; ++id)
        if (!(known & (1u << id)) && nonStarPool > 0)
            b.p[id] = (1.0 - pStar) / nonStarPool;
    return b;
}

}  // namespace gs
