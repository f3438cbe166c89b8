#include "ismctsplayer.h"

#include "../beliefs/posterior.h"
#include "../notation.h"
#include "raceguard.h"
#include "searchthreads.h"
#include "searchtree.h"
#include "solver.h"

#include <chrono>
#include <thread>

namespace gs {

namespace {

using Clock = std::chrono::steady_clock;

// Whether playing `m` in `view` shows the viewer an identity it did not know: the outcome needs
// what the view hides (solver.h).
bool reveals(const State& view, Move m) { return !playedOnView(view, m); }

}  // namespace

IsmctsPlayer::IsmctsPlayer(IsmctsOptions o)
    : o_(o)
{
}

Move IsmctsPlayer::chooseWithHistory(const PublicHistory& history, Rng& rng)
{
    if (!readsHistory())
        return choose(history.now(), rng);
    MoveList legal;
    history.now().legalMoves(legal);
    if (legal.size == 1) {
        stats_ = Stats{0, 0, {{legal[0], 0}}, false};  // nothing searched: no last search's figures
        reusedVisits_ = 0;
        return legal[0];
    }
    if (o_.beliefs == Beliefs::Uniform)
        return search(history.now(), nullptr, rng, &history);
    Rng dealRng(rng.next());
    const PosteriorOptions po{o_.deals, o_.trust, 1.0};
    const Posterior posterior(history, opponentKinds(o_.beliefs), po, dealRng);
    return search(history.now(), &posterior, rng, &history);
}

Move IsmctsPlayer::choose(const State& view, Rng& rng)
{
    return search(view, nullptr, rng, nullptr);
}

struct IsmctsPlayer::Kept {
    std::vector<std::unique_ptr<SearchTree>> trees;  // one per thread, in thread order
    Side observer = Side::White;
    size_t ply = 0;    // the history's moves when they searched
    std::string root;  // the view they searched from (GPN), to know the game goes on from it
};

IsmctsPlayer::~IsmctsPlayer() = default;

Move IsmctsPlayer::search(const State& view, const Posterior* posterior, Rng& rng, const PublicHistory* history)
{
    reusedVisits_ = 0;
    MoveList legal;
    view.legalMoves(legal);
    if (legal.size == 0)
        throw std::logic_error("IsmctsPlayer: no legal move");
    if (legal.size == 1) {
        stats_ = Stats{0, 0, {{legal[0], 0}}, false};
        return legal[0];  // nothing to think about (sub/nosub always has two)
    }
    const auto start = Clock::now();
    if (o_.solve) {
        // A win at once in every deal: no search can find a better move (solver.h).
        if (const std::optional<Move> win = winningMoveNow(view)) {
            stats_ = Stats{0, 0, {}, true};
            for (const Move& m : legal)
                stats_.rootVisits.emplace_back(m, 0);
            kept_.reset();
            return *win;
        }
    }

    const auto deadline = start + std::chrono::milliseconds(o_.ms);
    const int threads = o_.threads > 0 ? o_.threads : autoSearchThreads();
    std::vector<uint64_t> seeds;
    for (int t = 0; t < threads; ++t)
        seeds.push_back(rng.next());
    std::vector<std::vector<RootChild>> roots(static_cast<size_t>(threads));
    std::vector<long long> counts(static_cast<size_t>(threads), 0);
    // Tree reuse: the last search's trees, rerooted under the moves played since, when this
    // history continues the one they searched and none of those moves revealed an identity.
    std::vector<std::unique_ptr<SearchTree>> trees(static_cast<size_t>(threads));
    const auto reusable = [&] {
        for (size_t i = kept_->ply; i < history->moves.size(); ++i)
            if ((o_.reuse < 2 && history->views[i].toAct() != history->observer) || reveals(history->views[i], history->moves[i]))
                return false;
        return true;
    };
    if (o_.reuse > 0 && history && kept_ && kept_->trees.size() == trees.size() && kept_->observer == history->observer
        && kept_->ply < history->moves.size() && formatGpn(history->views[kept_->ply]) == kept_->root && reusable()) {
        const std::vector<Move> path(history->moves.begin() + std::ptrdiff_t(kept_->ply), history->moves.end());
        for (size_t t = 0; t < trees.size(); ++t)
            if (kept_->trees[t]->reroot(path)) {
                trees[t] = std::move(kept_->trees[t]);
                trees[t]->prepare(view, posterior);
                reusedVisits_ += trees[t]->rootChildVisits();
            }
    }
    kept_.reset();
    const SearchTreeOptions treeOptions{o_.exploration, PlayoutPolicy{o_.captureBias, o_.decisive}, o_.solve};
    for (size_t t = 0; t < trees.size(); ++t)
        if (!trees[t])
            trees[t] = std::make_unique<SearchTree>(view, posterior, treeOptions, seeds[t]);
    auto search = [&](int t) {
        SearchTree& tree = *trees[size_t(t)];
        long long n = 0;
        if (o_.iterations > 0) {
            const long long quota = o_.iterations / threads + (t < o_.iterations % threads ? 1 : 0);
            for (; n < quota && !(n % 64 == 0 && stopRequested()); ++n)
                tree.iterate();
        } else {
            // Check the clock every 16 iterations: one iteration is a few microseconds.
            do {
                for (int k = 0; k < 16; ++k)
                    tree.iterate();
                n += 16;
            } while (Clock::now() < deadline && !stopRequested());
        }
        counts[size_t(t)] = n;
        roots[size_t(t)] = tree.rootChildren();
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(search, t);
    search(0);
    for (auto& th : pool)
        th.join();
    if (o_.reuse > 0 && history) {
        kept_ = std::make_unique<Kept>();
        kept_->trees = std::move(trees);
        kept_->observer = history->observer;
        kept_->ply = history->moves.size();
        kept_->root = formatGpn(view);
    }

    // Each legal move's visits and summed reward over all trees, and its proof: a proof in
    // any tree holds in every deal.
    std::vector<int> visits(size_t(legal.size), 0);
    std::vector<double> rewards(size_t(legal.size), 0);
    std::vector<int> proofs(size_t(legal.size), 0);
    for (const auto& r : roots)
        for (const RootChild& c : r)
            for (int i = 0; i < legal.size; ++i)
                if (c.move == legal[i]) {
                    visits[size_t(i)] += c.visits;
                    rewards[size_t(i)] += c.reward;
                    if (c.proof != 0)
                        proofs[size_t(i)] = c.proof;
                    break;
                }
    // The most visited root move, a proven loss only if every move is one; ties go to the
    // first listed legal move. A proven win is played whatever its visits.
    bool allLose = true;
    for (int p : proofs)
        allLose = allLose && p < 0;
    int bestIndex = -1;
    stats_.rootVisits.clear();
    stats_.proven = false;
    for (int i = 0; i < legal.size; ++i) {
        stats_.rootVisits.emplace_back(legal[i], visits[size_t(i)]);
        if (stats_.proven || (proofs[size_t(i)] < 0 && !allLose))
            continue;
        if (proofs[size_t(i)] > 0) {
            bestIndex = i;
            stats_.proven = true;
        } else if (bestIndex < 0 || visits[size_t(i)] > visits[size_t(bestIndex)])
            bestIndex = i;
    }
    Move best = legal[bestIndex];
    if (o_.guardRows > 0 && !o_.cheat && !stats_.proven && view.phase() == Phase::FirstTeamMove) {
        // The race guard (raceguard.h), from the trees' root visits and mean results; a
        // proven loss is never in reach of its margin.
        std::vector<double> approach;
        std::vector<double> threats = raceThreats(view, legal, o_.guardRows, posterior, o_.guardApproach ? &approach : nullptr);
        if (!threats.empty()) {
            // Whatever the margin, a proven loss is never the safest move.
            for (int i = 0; i < legal.size; ++i)
                if (proofs[size_t(i)] < 0 && !allLose)
                    threats[size_t(i)] = 1e300;
            std::vector<double> means(size_t(legal.size));
            for (int i = 0; i < legal.size; ++i)
                means[size_t(i)] = visits[size_t(i)] > 0 && (proofs[size_t(i)] >= 0 || allLose) ? rewards[size_t(i)] / visits[size_t(i)] : -1;
            best = legal[guardedChoice(threats, visits, means, bestIndex, o_.guardMargin, o_.guardApproach ? &approach : nullptr)];
        }
    }
    stats_.iterations = 0;
    for (long long c : counts)
        stats_.iterations += c;
    stats_.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return best;
}

}  // namespace gs
