#include "ismctsplayer.h"

#include "../beliefs/posterior.h"
#include "../match.h"
#include "../notation.h"
#include "raceguard.h"
#include "searchthreads.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cmath>
#include <thread>
#include <vector>

namespace gs {

namespace {

using Clock = std::chrono::steady_clock;

struct Node {
    Move move;               // the move that led here (unused at the root)
    Side mover = Side::White;
    int parent = -1;
    int firstChild = -1;
    int nextSibling = -1;
    int visits = 0;
    int available = 0;       // times this move was legal when its parent was selected through
    double reward = 0;       // summed results for `mover`: win 1, draw 1/2, loss 0
};

double resultFor(Result r, Side side)
{
    if (r == Result::Draw)
        return 0.5;
    return (r == Result::WhiteWins) == (side == Side::White) ? 1.0 : 0.0;
}

class Tree {
public:
    Tree(const State& view, const Posterior* posterior, const IsmctsOptions& o, uint64_t seed)
        : view_(view), posterior_(posterior), c_(o.exploration), playout_{o.captureBias, o.starRun, o.decisive, o.defend, o.raceRows}, split_(o.starSplit), me_(view.toAct()), bias_(o.progressiveBias), lean_(o.starLean), rng_(seed)
    {
        nodes_.reserve(1 << 16);
        nodes_.push_back(Node{});
        if (split_) {
            splitHead_.reserve(1 << 16);
            splitHead_.push_back(-1);
            splits_.reserve(1 << 16);
        }
        log_ = logTable();
    }

    void iterate()
    {
        State s = posterior_ ? posterior_->sample(rng_) : view_.determinize(rng_, lean_);
        int node = 0;
        path_.clear();
        splitPath_.clear();
        // Selection: descend while every legal move here already has a child.
        while (!s.isTerminal()) {
            s.legalMoves(moves_);
            matchChildren(node);
            // At the opponent's nodes (starSplit), each child's statistics for where the
            // opponent's Star Player stands in this deal.
            const bool split = split_ && s.toAct() != me_;
            const Square star = split ? s.find(s.toAct(), kStar) : kNoSquare;
            int untried = 0;
            for (int i = 0; i < moves_.size; ++i) {
                const int child = childOf_[i];
                if (child < 0)
                    untriedMoves_[untried++] = moves_[i];
                else {
                    ++nodes_[size_t(child)].available;
                    if (split) {
                        splitOf_[i] = splitOf(child, star);
                        ++splits_[size_t(splitOf_[i])].available;
                    }
                }
            }
            if (untried > 0) {  // Expansion of one untried move.
                const Move m = untriedMoves_[rng_.below(uint32_t(untried))];
                const int child = addChild(node, m, s.toAct());
                ++nodes_[size_t(child)].available;
                int k = -1;
                if (split) {
                    k = splitOf(child, star);
                    ++splits_[size_t(k)].available;
                }
                s.apply(m);
                node = child;
                path_.push_back(node);
                if (split_)
                    splitPath_.push_back(k);
                break;
            }
            int k = -1;
            if (split) {
                const int i = selectSplit();
                node = childOf_[i];
                k = splitOf_[i];
            } else
                node = selectChild(s);
            s.apply(nodes_[size_t(node)].move);
            path_.push_back(node);
            if (split_)
                splitPath_.push_back(k);
        }
        biasedPlayout(s, rng_, playout_);  // Simulation.
        const Result result = s.result();  // once, not once per node
        for (size_t p = 0; p < path_.size(); ++p) {  // Backpropagation.
            Node& x = nodes_[size_t(path_[p])];
            const double r = resultFor(result, x.mover);
            ++x.visits;
            x.reward += r;
            if (split_ && splitPath_[p] >= 0) {
                Split& y = splits_[size_t(splitPath_[p])];
                ++y.visits;
                y.reward += r;
            }
        }
    }

    // Root children's (move, visits).
    std::vector<std::pair<Move, int>> rootVisits() const
    {
        std::vector<std::pair<Move, int>> out;
        for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[size_t(c)].nextSibling)
            out.emplace_back(nodes_[size_t(c)].move, nodes_[size_t(c)].visits);
        return out;
    }

    // Root children's (move, summed reward for the searching side).
    std::vector<std::pair<Move, double>> rootRewards() const
    {
        std::vector<std::pair<Move, double>> out;
        for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[size_t(c)].nextSibling)
            out.emplace_back(nodes_[size_t(c)].move, nodes_[size_t(c)].reward);
        return out;
    }

    // The next search of the same game: its view and its posterior (nullptr: uniform deals).
    void prepare(const State& view, const Posterior* posterior)
    {
        view_ = view;
        posterior_ = posterior;
    }

    // Visits summed over the root's children: what a reused tree starts with.
    long long rootChildVisits() const
    {
        long long n = 0;
        for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[size_t(c)].nextSibling)
            n += nodes_[size_t(c)].visits;
        return n;
    }

    // Tree reuse: the node reached from the root by `path` (the moves played since this tree's
    // search) becomes the root, its subtree kept with every statistic, the rest dropped. False,
    // changing nothing, when the tree never expanded that line.
    bool reroot(const std::vector<Move>& path)
    {
        int node = 0;
        for (const Move& m : path) {
            int c = nodes_[size_t(node)].firstChild;
            while (c >= 0 && !(nodes_[size_t(c)].move == m))
                c = nodes_[size_t(c)].nextSibling;
            if (c < 0)
                return false;
            node = c;
        }
        if (node == 0)
            return true;
        std::vector<Node> out;
        out.reserve(std::max<size_t>(nodes_.capacity(), 1 << 16));
        std::vector<int> heads;
        std::vector<Split> splits;
        out.push_back(Node{});
        out[0].visits = nodes_[size_t(node)].visits;
        out[0].reward = nodes_[size_t(node)].reward;
        if (split_)
            heads.push_back(-1);
        // Depth first, each node's children copied in their order (the order selection and
        // rootVisits read them in).
        std::vector<std::pair<int, int>> todo{{node, 0}};
        while (!todo.empty()) {
            const auto [from, to] = todo.back();
            todo.pop_back();
            int last = -1;
            for (int c = nodes_[size_t(from)].firstChild; c >= 0; c = nodes_[size_t(c)].nextSibling) {
                Node x = nodes_[size_t(c)];
                x.parent = to;
                x.firstChild = x.nextSibling = -1;
                out.push_back(x);
                const int id = int(out.size()) - 1;
                (last < 0 ? out[size_t(to)].firstChild : out[size_t(last)].nextSibling) = id;
                last = id;
                if (split_) {
                    int head = -1;
                    for (int k = splitHead_[size_t(c)]; k >= 0; k = splits_[size_t(k)].next) {
                        Split y = splits_[size_t(k)];
                        y.next = head;
                        splits.push_back(y);
                        head = int(splits.size()) - 1;
                    }
                    heads.push_back(head);
                }
                todo.emplace_back(c, id);
            }
        }
        nodes_.swap(out);
        splitHead_.swap(heads);
        splits_.swap(splits);
        return true;
    }

private:
    // kind | from << 8 | to << 16 (a Move's spare byte is 0): one load instead of three.
    static uint32_t key(Move m) { return std::bit_cast<uint32_t>(m); }

    // childOf_[i] = the child of `node` reached by moves_[i], or -1: one pass over the legal
    // moves (into a small hash table) and one over the children, where looking each legal
    // move up in the sibling list cost moves x children comparisons.
    void matchChildren(int node)
    {
        if (++stamp_ == 0) {  // wrapped: forget every stamp
            std::fill(std::begin(slotStamp_), std::end(slotStamp_), 0u);
            stamp_ = 1;
        }
        for (int i = 0; i < moves_.size; ++i) {
            childOf_[i] = -1;
            const uint32_t k = key(moves_[i]);
            uint32_t h = (k * 0x9E3779B1u) >> 24;
            while (slotStamp_[h] == stamp_)
                h = (h + 1) & 255;
            slotStamp_[h] = stamp_;
            slotKey_[h] = k;
            slotMove_[h] = uint8_t(i);
        }
        for (int c = nodes_[size_t(node)].firstChild; c >= 0; c = nodes_[size_t(c)].nextSibling) {
            const uint32_t k = key(nodes_[size_t(c)].move);
            for (uint32_t h = (k * 0x9E3779B1u) >> 24; slotStamp_[h] == stamp_; h = (h + 1) & 255)
                if (slotKey_[h] == k) {
                    childOf_[slotMove_[h]] = c;
                    break;
                }
        }
    }

    // log(n) for the UCB term, from a table for small n: the same values std::log gives. The
    // table is built once per program; each tree keeps a pointer, so no guard is checked.
    static const double* logTable()
    {
        static const std::vector<double> table = [] {
            std::vector<double> t(kLogTableSize);
            for (size_t i = 1; i < t.size(); ++i)
                t[i] = std::log(double(i));
            return t;
        }();
        return table.data();
    }
    double logOf(int n) const { return unsigned(n) < kLogTableSize ? log_[n] : std::log(double(n)); }
    // 2 MB, filled at the first search: a level's root children pass 16,384 visits (Strong
    // searches about 240,000 iterations a move), where libm's log cost about 160 instructions.
    static constexpr unsigned kLogTableSize = 1 << 18;

    // The statistics of `child` for the opponent's Star Player on `star` (kNoSquare: not on
    // the pitch), made on first use. A child has one per square seen there: a short list.
    int splitOf(int child, Square star)
    {
        for (int k = splitHead_[size_t(child)]; k >= 0; k = splits_[size_t(k)].next)
            if (splits_[size_t(k)].star == star)
                return k;
        splits_.push_back(Split{splitHead_[size_t(child)], star, 0, 0, 0});
        return splitHead_[size_t(child)] = int(splits_.size()) - 1;
    }

    // UCB1 over the split statistics in splitOf_ (every legal move has a child here). Each
    // child's mean starts from its pooled mean, worth kSplitPrior visits, so a Star Player
    // square seen for the first time does not try every move again from nothing.
    int selectSplit() const
    {
        int best = 0;
        double bestValue = -1;
        for (int i = 0; i < moves_.size; ++i) {
            const Split& x = splits_[size_t(splitOf_[i])];
            const Node& pooled = nodes_[size_t(childOf_[i])];
            const double n = x.visits + kSplitPrior;
            const double mean = (x.reward + kSplitPrior * pooled.reward / pooled.visits) / n;
            const double value = mean + c_ * std::sqrt(logOf(x.available + 1) / n);
            if (value > bestValue) {
                bestValue = value;
                best = i;
            }
        }
        return best;
    }
    static constexpr double kSplitPrior = 2;

    int addChild(int node, Move m, Side mover)
    {
        Node n;
        n.move = m;
        n.mover = mover;
        n.parent = node;
        n.nextSibling = nodes_[size_t(node)].firstChild;
        nodes_.push_back(n);
        const int id = int(nodes_.size()) - 1;
        nodes_[size_t(node)].firstChild = id;
        if (split_)
            splitHead_.push_back(-1);
        return id;
    }

    // UCB1 with availability counts in place of the parent's visits (SO-ISMCTS); only
    // children legal in this determinization compete (matchChildren has put them in childOf_).
    int selectChild(const State& s)
    {
        int best = -1;
        double bestValue = -1;
        for (int i = 0; i < moves_.size; ++i) {
            const int c = childOf_[i];
            const Node& x = nodes_[size_t(c)];
            double value = x.reward / x.visits + c_ * std::sqrt(logOf(x.available) / x.visits);
            if (bias_ > 0 && moves_[i].kind == MoveKind::Step && s.at(moves_[i].to) != kEmpty)
                value += bias_ / (x.visits + 1);
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    State view_;
    const Posterior* posterior_;
    double c_;
    PlayoutPolicy playout_;
    bool split_;
    Side me_;  // the searching side: the root's side to act
    double bias_;
    double lean_;
    Rng rng_;
    const double* log_ = nullptr;
    std::vector<Node> nodes_;
    std::vector<int> path_;
    // starSplit: one Split per (opponent's child, Star Player square), listed from
    // splitHead_[child]; splitPath_[p] is the Split path_[p] went through, or -1.
    struct Split {
        int next;
        Square star;
        int visits;
        int available;
        double reward;
    };
    std::vector<Split> splits_;
    std::vector<int> splitHead_;
    std::vector<int> splitPath_;
    int splitOf_[kMaxMoves];
    MoveList moves_;
    Move untriedMoves_[kMaxMoves];
    int childOf_[kMaxMoves];
    // The legal moves' hash table (256 slots for at most 128 moves); a slot is in use when
    // its stamp is this visit's.
    uint32_t stamp_ = 0;
    uint32_t slotStamp_[256] = {};
    uint32_t slotKey_[256];
    uint8_t slotMove_[256];
};

}  // namespace

IsmctsPlayer::IsmctsPlayer(IsmctsOptions o)
    : o_(o)
{
}

namespace {
constexpr std::pair<Beliefs, const char*> kBeliefsNames[] = {
    {Beliefs::Uniform, "uniform"}, {Beliefs::Model, "model"}, {Beliefs::Computer, "computer"}, {Beliefs::Mixed, "mixed"}};
}

const char* beliefsName(Beliefs b)
{
    for (const auto& [value, name] : kBeliefsNames)
        if (value == b)
            return name;
    return "uniform";
}

std::optional<Beliefs> beliefsFromName(std::string_view name)
{
    for (const auto& [value, text] : kBeliefsNames)
        if (name == text)
            return value;
    return std::nullopt;
}

std::vector<OpponentKind> opponentKinds(Beliefs b, double rusherPrior)
{
    if (b == Beliefs::Mixed)
        return mixedOpponents(rusherPrior);
    if (b == Beliefs::Computer)
        return {{1.0, OpponentModel::computer(), "computer"}};
    return {{1.0, OpponentModel::fitted(), "runner"}};
}

double runnerOdds(const Posterior& posterior, Beliefs b, double rusherPrior)
{
    // kindOdds come in the order opponentKinds gave the kinds to the posterior.
    const std::vector<OpponentKind> kinds = opponentKinds(b, rusherPrior);
    const std::vector<double>& odds = posterior.kindOdds();
    double computer = 0;
    for (size_t k = 0; k < kinds.size() && k < odds.size(); ++k)
        if (std::string_view(kinds[k].name) == "computer")
            computer += odds[k];
    return 1 - computer;
}

std::string IsmctsPlayer::spec() const
{
    std::string s = o_.cheat ? "cheat-uct:" : "ismcts:";
    s += o_.iterations > 0 ? "iterations=" + std::to_string(o_.iterations) : "ms=" + std::to_string(o_.ms);
    if (o_.threads != 1)
        s += ",threads=" + std::to_string(o_.threads);
    // Options away from their defaults, so the spec parses back to this player.
    const IsmctsOptions defaults;
    const auto add = [&s](const char* key, double value, double byDefault) {
        if (value == byDefault)
            return;
        char buf[48];
        std::snprintf(buf, sizeof buf, ",%s=%g", key, value);
        s += buf;
    };
    add("capture", o_.captureBias, defaults.captureBias);
    add("star", o_.starRun, defaults.starRun);
    add("decisive", o_.decisive, defaults.decisive);
    add("defend", o_.defend, defaults.defend);
    add("split", o_.starSplit, defaults.starSplit);
    add("reuse", o_.reuse, defaults.reuse);
    add("guard", o_.guardRows, defaults.guardRows);
    add("margin", o_.guardMargin, defaults.guardMargin);
    add("wary", o_.guardWary, defaults.guardWary);
    add("approach", o_.guardApproach, defaults.guardApproach);
    add("race", o_.raceRows, defaults.raceRows);
    add("bias", o_.progressiveBias, defaults.progressiveBias);
    add("lean", o_.starLean, defaults.starLean);
    if (!o_.cheat && o_.beliefs != defaults.beliefs)
        s += std::string(",beliefs=") + beliefsName(o_.beliefs);
    add("trust", o_.trust, defaults.trust);
    add("rushers", o_.rushers, defaults.rushers);
    add("deals", o_.deals, defaults.deals);
    add("floor", o_.floorRows, defaults.floorRows);
    return s;
}

Move IsmctsPlayer::chooseWithHistory(const PublicHistory& history, Rng& rng)
{
    if (!readsHistory())
        return choose(history.now(), rng);
    MoveList legal;
    history.now().legalMoves(legal);
    if (legal.size == 1)
        return legal[0];
    if (o_.beliefs == Beliefs::Uniform)
        return search(history.now(), nullptr, rng, &history);
    Rng dealRng(rng.next());
    const PosteriorOptions po{o_.deals, o_.trust, 1.0, o_.floorRows};
    const Posterior posterior(history, opponentKinds(o_.beliefs, o_.rushers), po, dealRng);
    return search(history.now(), &posterior, rng, &history);
}

Move IsmctsPlayer::choose(const State& view, Rng& rng)
{
    return search(view, nullptr, rng, nullptr);
}

struct IsmctsPlayer::Kept {
    std::vector<std::unique_ptr<Tree>> trees;  // one per thread, in thread order
    Side observer = Side::White;
    size_t ply = 0;    // the history's moves when they searched
    std::string root;  // the view they searched from (GPN), to know the game goes on from it
};

IsmctsPlayer::~IsmctsPlayer() = default;

Move IsmctsPlayer::search(const State& view, const Posterior* posterior, Rng& rng, const PublicHistory* history)
{
    MoveList legal;
    view.legalMoves(legal);
    if (legal.size == 0)
        throw std::logic_error("IsmctsPlayer: no legal move");
    if (legal.size == 1) {
        stats_ = Stats{0, 0, {{legal[0], 0}}};
        return legal[0];  // nothing to think about (sub/nosub always has two)
    }

    const auto start = Clock::now();
    const auto deadline = start + std::chrono::milliseconds(o_.ms);
    const int threads = o_.threads > 0 ? o_.threads : autoSearchThreads();
    std::vector<uint64_t> seeds;
    for (int t = 0; t < threads; ++t)
        seeds.push_back(rng.next());
    std::vector<std::vector<std::pair<Move, int>>> results(static_cast<size_t>(threads));
    std::vector<std::vector<std::pair<Move, double>>> rewards(static_cast<size_t>(threads));
    std::vector<long long> counts(static_cast<size_t>(threads), 0);
    // Tree reuse: the last search's trees, rerooted under the moves played since, when this
    // history continues the one they searched.
    std::vector<std::unique_ptr<Tree>> trees(static_cast<size_t>(threads));
    reusedVisits_ = 0;
    const auto ownMovesOnly = [&] {
        for (size_t i = kept_->ply; i < history->moves.size(); ++i)
            if (history->views[i].toAct() != history->observer)
                return false;
        return true;
    };
    if (o_.reuse > 0 && history && kept_ && kept_->trees.size() == trees.size() && kept_->observer == history->observer
        && kept_->ply < history->moves.size() && formatGpn(history->views[kept_->ply]) == kept_->root
        && (o_.reuse >= 2 || ownMovesOnly())) {
        const std::vector<Move> path(history->moves.begin() + std::ptrdiff_t(kept_->ply), history->moves.end());
        for (size_t t = 0; t < trees.size(); ++t)
            if (kept_->trees[t]->reroot(path)) {
                trees[t] = std::move(kept_->trees[t]);
                trees[t]->prepare(view, posterior);
                reusedVisits_ += trees[t]->rootChildVisits();
            }
    }
    kept_.reset();
    for (size_t t = 0; t < trees.size(); ++t)
        if (!trees[t])
            trees[t] = std::make_unique<Tree>(view, posterior, o_, seeds[t]);
    auto search = [&](int t) {
        Tree& tree = *trees[size_t(t)];
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
        results[size_t(t)] = tree.rootVisits();
        if (o_.guardRows > 0)
            rewards[size_t(t)] = tree.rootRewards();
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

    // Most visited root move over all trees; ties go to the first listed legal move.
    int bestVisits = -1;
    Move best = legal[0];
    stats_.rootVisits.clear();
    for (const Move& m : legal) {
        int v = 0;
        for (const auto& r : results)
            for (const auto& [move, visits] : r)
                if (move == m)
                    v += visits;
        stats_.rootVisits.emplace_back(m, v);
        if (v > bestVisits) {
            bestVisits = v;
            best = m;
        }
    }
    if (o_.guardRows > 0 && !o_.cheat && view.phase() == Phase::FirstTeamMove
        && (o_.guardWary <= 0 || !posterior || runnerOdds(*posterior, o_.beliefs, o_.rushers) >= o_.guardWary)) {
        // The race guard (raceguard.h), from the trees' root visits and mean results.
        std::vector<double> approach;
        const std::vector<double> threats = raceThreats(view, legal, o_.guardRows, posterior, o_.guardApproach ? &approach : nullptr);
        if (!threats.empty()) {
            std::vector<int> visits(size_t(legal.size));
            std::vector<double> means(size_t(legal.size));
            int bestIndex = 0;
            for (int i = 0; i < legal.size; ++i) {
                double reward = 0;
                for (const auto& r : rewards)
                    for (const auto& [move, sum] : r)
                        if (move == legal[i])
                            reward += sum;
                visits[size_t(i)] = stats_.rootVisits[size_t(i)].second;
                means[size_t(i)] = visits[size_t(i)] > 0 ? reward / visits[size_t(i)] : -1;
                if (legal[i] == best)
                    bestIndex = i;
            }
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
