// What the fuzz targets share: the built-in variants, a few positions in every phase, and a
// check that stops the run (a finding) when a property fails.
#pragma once

#include "formats/variantregistry.h"
#include "notation.h"
#include "rng.h"
#include "state.h"

#include <QJsonDocument>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace fuzz {

inline const gs::VariantLookup& lookup()
{
    static const gs::VariantLookup l = gs::VariantRegistry::builtIn().lookup();
    return l;
}

inline void require(bool ok, const char* what)
{
    if (!ok) {
        std::fprintf(stderr, "property failed: %s\n", what);
        std::abort();
    }
}

// Legal moves, views and a short random continuation of a parsed position must all work.
inline void exercise(const gs::State& s)
{
    gs::State g = s;
    (void)g.view(gs::Side::White);
    (void)g.view(gs::Side::Black);
    gs::Rng rng(1);
    gs::MoveList moves;
    try {
        for (int ply = 0; ply < 8 && !g.isTerminal(); ++ply) {
            g.legalMoves(moves);
            require(moves.size > 0, "a position that is not over has a legal move");
            g.apply(g.randomLegalMove(rng));
        }
    } catch (const gs::HiddenIdentityError&) {
        // a view (identities written "x") cannot play on where a capture would reveal one
    }
}

// Classic positions in every phase the move parser meets: dealt, and after random play.
inline const std::vector<gs::State>& positions()
{
    static const std::vector<gs::State> all = [] {
        std::vector<gs::State> out;
        const gs::Rules* classic = lookup()("classic");
        gs::Rng rng(3);
        for (uint64_t seed = 1; seed <= 40 && out.size() < 24; ++seed) {
            gs::State s = gs::State::deal(*classic, seed);
            while (!s.isTerminal()) {
                if (s.phase() != gs::Phase::YouthMove || out.empty())
                    out.push_back(s);
                s.apply(s.randomLegalMove(rng));
            }
        }
        return out;
    }();
    return all;
}

}  // namespace fuzz
