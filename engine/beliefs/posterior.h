// Belief inference: what a side may believe about the opponent's hidden deal from its view and
// from how the opponent has moved (Bayesian opponent modelling, as in Stankiewicz & Schadd,
// "Opponent Modelling in Stratego").
//
// Method: importance sampling of deals. `deals` determinizations of the view now are drawn
// uniformly (State::determinize), so each one agrees with every hard fact the view holds:
// captures, reveals, Penalty and Offside results, promotions, the Star Player never the
// Substitute. Following the opponent's counters square by square through the history gives,
// in each deal, the identity of every counter the opponent ever moved; the deal is weighed by
// the likelihood of all the opponent's Youth moves under OpponentModel, tempered
// (likelihood ^ temperature). To stay robust to bluffing the posterior mixes the weighted
// deals with the uniform prior: P(deal) = trust x weight + (1 - trust) / deals.
// With several kinds of opponent (OpponentKind), a deal's weight is the prior-weighted sum of
// its likelihoods under each kind's model, so the moves also tell which kind is playing: a
// kind's odds grow with how well its model predicts every Youth move seen (its marginal
// likelihood over the deals), identity-free features included.
// Reads only the public history: the views of one side and the moves.
#pragma once

#include "../history.h"
#include "opponentmodel.h"

#include <array>
#include <vector>

namespace gs {

struct PosteriorOptions {
    int deals = 1024;          // determinizations weighed, >= 1
    double trust = 0.8;        // 0..1: weight of what the moves say against the uniform prior
    double temperature = 1.0;  // >= 0: 1 = Bayes' rule, smaller = more cautious
};

class Posterior {
public:
    // The observer's beliefs about its opponent's hidden identities after `history`.
    // Deterministic given rng's state. Throws std::invalid_argument if the view cannot be dealt.
    Posterior(const PublicHistory& history, const OpponentModel& model, const PosteriorOptions& options, Rng& rng);
    // The same with a mixture of opponent kinds (at least one, priors > 0, need not sum to 1).
    // Throws std::invalid_argument for an empty list or a prior <= 0.
    Posterior(const PublicHistory& history, const std::vector<OpponentKind>& kinds, const PosteriorOptions& options, Rng& rng);

    Side owner() const { return owner_; }  // whose identities are inferred: the observer's opponent
    const State& view() const { return now_; }  // the observer's view the odds are about
    // A full state drawn from the posterior, consistent with the view now.
    const State& sample(Rng& rng) const;
    // P(the owner's counter on `s` is `id`). For a square whose identity the view shows, 1 or 0.
    // When no move was informative this is the exact uniform prior (beliefs/uniform.h).
    double chance(Square s, Identity id) const;
    // P(capturing the counter on `s` has result `r`) (RULES.md §6).
    double chance(Square s, CaptureResult r) const;

    int observations() const { return observations_; }  // the opponent's Youth moves weighed
    // false: every deal weighs the same, so the posterior is the uniform prior.
    bool informative() const { return informative_; }
    // 1 / sum of squared deal probabilities: `deals` when nothing was learnt.
    double effectiveDeals() const;
    // P(kind k | the moves seen), in the order the kinds were given; sums to 1. Exactly the
    // priors (normalised) while no Youth move of the opponent has been weighed.
    const std::vector<double>& kindOdds() const { return kindOdds_; }

private:
    State now_;  // the view the posterior is about
    Side owner_;
    int observations_ = 0;
    bool informative_ = false;
    std::vector<State> deals_;
    std::vector<double> p_;           // each deal's probability (sums to 1)
    std::vector<double> cumulative_;  // running sums of p_
    std::vector<double> kindOdds_;
    // P(square holds identity) over the deals, summed once: [square][identity 0..kStar].
    std::vector<std::array<double, kStar + 1>> marginal_;
};

}  // namespace gs
