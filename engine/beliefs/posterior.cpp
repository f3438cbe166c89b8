#include "posterior.h"

#include "uniform.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace gs {

namespace {

// One Youth move of the owner as the observer saw it: the counters (by track) that could have
// moved, where to, and which one did.
struct Option {
    int track;
    Square to;
};
struct Observation {
    std::vector<Option> options;
    int chosen = 0;
};

// Where each of the owner's counters went: a "track" per counter ever seen on the pitch.
struct Tracks {
    std::array<int, kBoardCells> at;   // track on each square now, -1 for none
    std::vector<Identity> leftAs;      // identity seen when the counter left the pitch (or kUnknown)
    std::vector<bool> leftHidden;      // replaced by the Substitute: identity never shown
    std::vector<Observation> observations;
};

Identity newlyGone(const State& before, const State& after, Side owner)
{
    const uint16_t fresh = uint16_t(after.goneKnown(owner) & ~before.goneKnown(owner));
    return fresh ? Identity(std::countr_zero(fresh)) : kUnknown;
}

Tracks follow(const PublicHistory& h, Side owner)
{
    Tracks t;
    t.at.fill(-1);
    const auto newTrack = [&t](Square s) {
        t.at[s] = int(t.leftAs.size());
        t.leftAs.push_back(kUnknown);
        t.leftHidden.push_back(false);
    };
    const State& start = h.views.front();
    for (int i = 0; i < start.countersOnPitch(owner); ++i)
        newTrack(start.counterSquare(owner, i));
    MoveList legal;
    for (size_t ply = 0; ply < h.moves.size(); ++ply) {
        const State& v = h.views[ply];
        const State& next = h.views[ply + 1];
        const Move m = h.moves[ply];
        if (v.toAct() == owner) {
            if (v.phase() == Phase::YouthMove && m.kind == MoveKind::Step) {
                Observation o;
                o.chosen = -1;
                v.legalMoves(legal);
                for (const Move& x : legal) {
                    if (x.kind != MoveKind::Step || t.at[x.from] < 0)
                        continue;
                    if (x == m)
                        o.chosen = int(o.options.size());
                    o.options.push_back({t.at[x.from], x.to});
                }
                if (o.chosen >= 0 && o.options.size() > 1)
                    t.observations.push_back(std::move(o));
            }
            if (m.kind == MoveKind::Step && t.at[m.from] >= 0) {
                t.at[m.to] = t.at[m.from];
                t.at[m.from] = -1;
            } else if (m.kind == MoveKind::Substitute && v.phaseSquare() != kNoSquare && t.at[v.phaseSquare()] >= 0) {
                t.leftHidden[size_t(t.at[v.phaseSquare()])] = true;
                newTrack(v.phaseSquare());
            }
        } else if ((m.kind == MoveKind::Step || m.kind == MoveKind::Choose) && t.at[m.to] >= 0) {
            // The observer captured the counter on `to`, or chose it for a Penalty or Offside:
            // it left the pitch unless it is still there (revealed) afterwards.
            const Cell c = next.at(m.to);
            if (c == kEmpty || cellSide(c) != owner || m.kind == MoveKind::Step) {
                t.leftAs[size_t(t.at[m.to])] = newlyGone(v, next, owner);
                t.at[m.to] = -1;
            }
        }
    }
    return t;
}

}  // namespace

Posterior::Posterior(const PublicHistory& history, const OpponentModel& model, const PosteriorOptions& options, Rng& rng)
    : Posterior(history, std::vector<OpponentKind>{{1.0, model}}, options, rng)
{
}

Posterior::Posterior(const PublicHistory& history, const std::vector<OpponentKind>& kinds, const PosteriorOptions& options, Rng& rng)
    : now_(history.now()), owner_(opponent(history.observer))
{
    if (kinds.empty())
        throw std::invalid_argument("Posterior: no opponent kind given");
    for (const OpponentKind& kind : kinds)
        if (!(kind.prior > 0))
            throw std::invalid_argument("Posterior: an opponent kind's prior must be > 0");
    const State& now = history.now();
    const int n = std::max(1, options.deals);
    deals_.reserve(size_t(n));
    for (int k = 0; k < n; ++k)
        deals_.push_back(now.determinize(rng));

    const Tracks t = follow(history, owner_);
    observations_ = int(t.observations.size());
    const size_t kindCount = kinds.size();
    // logLik[k * kindCount + j]: log P(every Youth move seen | deal k, kind j), tempered.
    std::vector<double> logLik(size_t(n) * kindCount, 0.0);
    std::vector<Identity> identity(t.leftAs.size());
    const Rules& rules = now.rules();
    for (int k = 0; k < n; ++k) {
        const State& d = deals_[size_t(k)];
        for (size_t tr = 0; tr < identity.size(); ++tr)
            identity[tr] = t.leftAs[tr];
        const uint16_t replaced = uint16_t(d.goneHidden(owner_) & ~now.goneHidden(owner_));
        for (size_t tr = 0; tr < identity.size(); ++tr)
            if (t.leftHidden[tr])
                identity[tr] = replaced ? Identity(std::countr_zero(replaced)) : kUnknown;
        for (int s = 0; s < rules.squareCount(); ++s)
            if (t.at[size_t(s)] >= 0)
                identity[size_t(t.at[size_t(s)])] = cellIdentity(d.at(Square(s)));
        for (size_t j = 0; j < kindCount; ++j) {
            const OpponentModel& model = kinds[j].model;
            double ll = 0;
            for (const Observation& o : t.observations) {
                double top = -1e300;
                double scores[kMaxMoves];
                for (size_t i = 0; i < o.options.size(); ++i)
                    top = std::max(top, scores[i] = model.score(youthMoveFeatures(rules, owner_, identity[size_t(o.options[i].track)], o.options[i].to)));
                double z = 0;
                for (size_t i = 0; i < o.options.size(); ++i)
                    z += std::exp(scores[i] - top);
                ll += scores[size_t(o.chosen)] - top - std::log(z);
            }
            logLik[size_t(k) * kindCount + j] = options.temperature * ll;
        }
    }
    // Sums of exp(logLik) over deals and kinds, taken relative to the largest for range.
    const double top = *std::max_element(logLik.begin(), logLik.end());
    std::vector<double> kindMass(kindCount, 0.0);
    std::vector<double> weight(size_t(n), 0.0);
    for (int k = 0; k < n; ++k)
        for (size_t j = 0; j < kindCount; ++j) {
            const double w = kinds[j].prior * std::exp(logLik[size_t(k) * kindCount + j] - top);
            weight[size_t(k)] += w;
            kindMass[j] += w;
        }
    const double massTotal = std::accumulate(kindMass.begin(), kindMass.end(), 0.0);
    kindOdds_.resize(kindCount);
    for (size_t j = 0; j < kindCount; ++j)
        kindOdds_[j] = kindMass[j] / massTotal;
    // A deal's log weight, for the steps below as for one kind.
    std::vector<double> logWeight(static_cast<size_t>(n));
    for (int k = 0; k < n; ++k)  // one kind: its log-likelihood as it is, to the last bit
        logWeight[size_t(k)] = kindCount == 1 ? logLik[size_t(k)] : std::log(weight[size_t(k)]) + top;
    const double best = *std::max_element(logWeight.begin(), logWeight.end());
    const double worst = *std::min_element(logWeight.begin(), logWeight.end());
    informative_ = best - worst > 1e-9;
    double total = 0;
    p_.resize(size_t(n));
    for (int k = 0; k < n; ++k)
        total += (p_[size_t(k)] = std::exp(logWeight[size_t(k)] - best));
    const double trust = std::clamp(options.trust, 0.0, 1.0);
    for (int k = 0; k < n; ++k)
        p_[size_t(k)] = trust * p_[size_t(k)] / total + (1 - trust) / n;
    cumulative_.resize(size_t(n));
    double run = 0;
    for (int k = 0; k < n; ++k)
        cumulative_[size_t(k)] = (run += p_[size_t(k)]);
    marginal_.assign(size_t(rules.squareCount()), {});
    if (informative_)
        for (int i = 0; i < now.countersOnPitch(owner_); ++i) {
            const Square s = now.counterSquare(owner_, i);
            for (int k = 0; k < n; ++k)
                if (isRealIdentity(cellIdentity(deals_[size_t(k)].at(s))))
                    marginal_[s][cellIdentity(deals_[size_t(k)].at(s))] += p_[size_t(k)];
        }
}

const State& Posterior::sample(Rng& rng) const
{
    const double x = rng.uniform() * cumulative_.back();
    const auto it = std::upper_bound(cumulative_.begin(), cumulative_.end(), x);
    return deals_[size_t(std::min<std::ptrdiff_t>(it - cumulative_.begin(), std::ptrdiff_t(deals_.size()) - 1))];
}

double Posterior::chance(Square s, Identity id) const
{
    const Cell c = now_.at(s);
    if (c == kEmpty || cellSide(c) != owner_)
        return 0;
    if (cellIdentity(c) != kUnknown)
        return cellIdentity(c) == id ? 1 : 0;
    if (!isRealIdentity(id))
        return 0;
    if (!informative_ && !cellIsFirstTeamer(c))
        return uniformBeliefs(now_, owner_).p[id];
    if (!informative_) {  // a hidden First Teamer (composed positions only): count the deals
        double sum = 0;
        for (size_t k = 0; k < deals_.size(); ++k)
            sum += cellIdentity(deals_[k].at(s)) == id ? p_[k] : 0;
        return sum;
    }
    return marginal_[s][id];
}

double Posterior::chance(Square s, CaptureResult r) const
{
    double sum = 0;
    for (Identity id = 1; id < kStar; ++id)
        if (now_.rules().captureResult(id) == r)
            sum += chance(s, id);
    return sum;
}

double Posterior::effectiveDeals() const
{
    double sq = 0;
    for (double p : p_)
        sq += p * p;
    return 1 / sq;
}

}  // namespace gs
