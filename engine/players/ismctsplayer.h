// Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).
// Each iteration deals a determinization of the hidden identities consistent with the
// searching side's view (State::determinize, or a posterior's deals), walks one tree of public
// move sequences with UCB over availability counts, expands one move, plays a playout and backs
// the result up (searchtree.h). It is handed the view only, so it never reads what its side
// may not see. The options are in ismctsoptions.h.
#pragma once

#include "ismctsoptions.h"
#include "player.h"

#include <memory>
#include <utility>
#include <vector>

namespace gs {

class Posterior;

class IsmctsPlayer final : public Player {
public:
    explicit IsmctsPlayer(IsmctsOptions o);
    ~IsmctsPlayer() override;
    std::string spec() const override { return formatIsmctsSpec(o_); }
    bool seesEverything() const override { return o_.cheat; }
    // With an iteration budget and one thread, the move depends only on view and rng.
    Move choose(const State& view, Rng& rng) override;
    // With beliefs on, deals come from the posterior after `history`; otherwise as choose().
    Move chooseWithHistory(const PublicHistory& history, Rng& rng) override;
    bool readsHistory() const override { return (o_.beliefs != Beliefs::Uniform || o_.reuse) && !o_.cheat; }

    struct Stats {
        long long iterations = 0;  // summed over threads
        double seconds = 0;
        // Each legal root move with its visits summed over the trees, in legal-move order.
        // A pure speed-up of the search must leave these unchanged at a fixed seed.
        std::vector<std::pair<Move, int>> rootVisits;
        // With solve on: the move was a proven win (played at once or found in the tree).
        bool proven = false;
    };
    const Stats& lastSearch() const { return stats_; }

    // The visits the last search started with, summed over the trees: 0 unless a kept tree
    // was reused (IsmctsOptions::reuse).
    long long reusedVisits() const { return reusedVisits_; }

private:
    struct Kept;  // the trees of the last search and where in the game they stand
    Move search(const State& view, const Posterior* posterior, Rng& rng, const PublicHistory* history);
    IsmctsOptions o_;
    Stats stats_;
    std::unique_ptr<Kept> kept_;
    long long reusedVisits_ = 0;
};

}  // namespace gs
