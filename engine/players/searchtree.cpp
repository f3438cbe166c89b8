#include "searchtree.h"

#include "../beliefs/posterior.h"
#include "../match.h"
#include "solver.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gs {

namespace {

double resultFor(Result r, Side side)
{
    if (r == Result::Draw)
        return 0.5;
    return (r == Result::WhiteWins) == (side == Side::White) ? 1.0 : 0.0;
}

// kind | from << 8 | to << 16 (a Move's spare byte is 0): one load instead of three.
uint32_t key(Move m)
{
    return std::bit_cast<uint32_t>(m);
}

// 2 MB, filled at the first search: a level's root children pass 16,384 visits (Strong
// searches about 240,000 iterations a move), where libm's log cost about 160 instructions.
constexpr unsigned kLogTableSize = 1 << 18;

// log(n) for the UCB term, from a table for small n: the same values std::log gives. The
// table is built once per program; each tree keeps a pointer, so no guard is checked.
const double* logTable()
{
    static const std::vector<double> table = [] {
        std::vector<double> t(kLogTableSize);
        for (size_t i = 1; i < t.size(); ++i)
            t[i] = std::log(double(i));
        return t;
    }();
    return table.data();
}

}  // namespace

SearchTree::SearchTree(const State& view, const Posterior* posterior, const SearchTreeOptions& o, uint64_t seed)
    : view_(view), posterior_(posterior), c_(o.exploration), playout_(o.playout), solve_(o.solve), me_(view.toAct()), rng_(seed)
{
    nodes_.reserve(1 << 16);
    nodes_.push_back(Node{});
    nodes_[0].open = true;
    log_ = logTable();
}

double SearchTree::logOf(int n) const
{
    return unsigned(n) < kLogTableSize ? log_[n] : std::log(double(n));
}

void SearchTree::iterate()
{
    State s = posterior_ ? posterior_->sample(rng_) : view_.determinize(rng_);
    int node = 0;
    path_.clear();
    // Selection: descend while every legal move here already has a child.
    while (!s.isTerminal()) {
        s.legalMoves(moves_);
        matchChildren(node);
        int untried = 0;
        for (int i = 0; i < moves_.size; ++i) {
            const int child = childOf_[i];
            if (child < 0)
                untriedMoves_[untried++] = moves_[i];
            else
                ++nodes_[size_t(child)].available;
        }
        if (untried > 0) {  // Expansion of one untried move.
            const Move m = untriedMoves_[rng_.below(uint32_t(untried))];
            const Side mover = s.toAct();
            const bool open = solve_ && nodes_[size_t(node)].open && outcomeIsPublic(s, m, me_);
            const int child = addChild(node, m, mover);
            ++nodes_[size_t(child)].available;
            s.apply(m);
            path_.push_back(child);
            if (open) {
                // Open nodes have the same legal moves in every deal: this one is full once
                // its last untried move has a child.
                nodes_[size_t(child)].open = true;
                nodes_[size_t(node)].full = untried == 1;
                if (s.isTerminal() && s.result() != Result::Draw) {
                    nodes_[size_t(child)].proof = resultFor(s.result(), mover) > 0.5 ? 1 : -1;
                    proveUpwards(child);
                } else if (untried == 1)
                    proveUpwards(child);  // the last child, if every other one loses
            }
            break;
        }
        node = selectChild();
        s.apply(nodes_[size_t(node)].move);
        path_.push_back(node);
    }
    biasedPlayout(s, rng_, playout_);  // Simulation.
    const Result result = s.result();  // once, not once per node
    for (const int p : path_) {        // Backpropagation.
        Node& x = nodes_[size_t(p)];
        ++x.visits;
        x.reward += resultFor(result, x.mover);
    }
}

void SearchTree::proveUpwards(int child)
{
    for (int c = child;;) {
        const Node& x = nodes_[size_t(c)];
        const int p = x.parent;
        if (p <= 0)
            return;  // the root's children are read by the player
        Node& parent = nodes_[size_t(p)];
        if (parent.proof != 0)
            return;
        // x.mover acts at `parent`: one winning move wins it; it is lost when every legal
        // move has a child and each of them loses.
        int forActor = 0;
        if (x.proof > 0)
            forActor = 1;
        else {
            if (!parent.full)
                return;
            for (int k = parent.firstChild; k >= 0; k = nodes_[size_t(k)].nextSibling)
                if (nodes_[size_t(k)].proof >= 0)
                    return;
            forActor = -1;
        }
        parent.proof = int8_t(parent.mover == x.mover ? forActor : -forActor);
        c = p;
    }
}

std::vector<RootChild> SearchTree::rootChildren() const
{
    std::vector<RootChild> out;
    for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[size_t(c)].nextSibling) {
        const Node& x = nodes_[size_t(c)];
        out.push_back(RootChild{x.move, x.visits, x.reward, x.proof});
    }
    return out;
}

void SearchTree::prepare(const State& view, const Posterior* posterior)
{
    view_ = view;
    posterior_ = posterior;
}

long long SearchTree::rootChildVisits() const
{
    long long n = 0;
    for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[size_t(c)].nextSibling)
        n += nodes_[size_t(c)].visits;
    return n;
}

bool SearchTree::reroot(const std::vector<Move>& path)
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
    out.push_back(Node{});
    out[0].visits = nodes_[size_t(node)].visits;
    out[0].reward = nodes_[size_t(node)].reward;
    out[0].open = true;  // the moves on `path` revealed nothing (see the declaration)
    out[0].full = nodes_[size_t(node)].full;
    // Depth first, each node's children copied in their order (the order selection and
    // rootChildren read them in).
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
            todo.emplace_back(c, id);
        }
    }
    nodes_.swap(out);
    return true;
}

// childOf_[i] = the child of `node` reached by moves_[i], or -1: one pass over the legal
// moves (into a small hash table) and one over the children, where looking each legal move
// up in the sibling list cost moves x children comparisons.
void SearchTree::matchChildren(int node)
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

int SearchTree::addChild(int node, Move m, Side mover)
{
    Node n;
    n.move = m;
    n.mover = mover;
    n.parent = node;
    n.nextSibling = nodes_[size_t(node)].firstChild;
    nodes_.push_back(n);
    const int id = int(nodes_.size()) - 1;
    nodes_[size_t(node)].firstChild = id;
    return id;
}

// UCB1 with availability counts in place of the parent's visits (SO-ISMCTS); only children
// legal in this determinization compete (matchChildren has put them in childOf_). A proven
// win for the side to act is taken; a proven loss only when every move loses.
int SearchTree::selectChild() const
{
    int best = -1;
    double bestValue = -1e300;
    for (int i = 0; i < moves_.size; ++i) {
        const int c = childOf_[i];
        const Node& x = nodes_[size_t(c)];
        double value = x.reward / x.visits + c_ * std::sqrt(logOf(x.available) / x.visits);
        if (x.proof != 0) {
            if (x.proof > 0)
                return c;
            value -= 1e9;
        }
        if (value > bestValue) {
            bestValue = value;
            best = c;
        }
    }
    return best;
}

}  // namespace gs
