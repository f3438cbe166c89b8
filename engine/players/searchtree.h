// One tree of single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): its nodes and their
// statistics, selection by UCB over availability counts, expansion, the playout and the
// backup, and the proofs of wins and losses that hold in every deal (solver.h). IsmctsPlayer
// runs one per thread and reads their roots; the tree never sees more than the view it is
// handed (or the posterior's deals of it).
#pragma once

#include "../state.h"

#include <cstdint>
#include <vector>

namespace gs {

class Posterior;

struct SearchTreeOptions {
    double exploration = 0.4;  // UCB constant c (IsmctsOptions::exploration)
    PlayoutPolicy playout;     // the simulation (IsmctsOptions::captureBias, decisive)
    bool solve = false;        // keep proofs (IsmctsOptions::solve)
};

// A root move as the search left it. `proof`: +1 the move wins for the searching side in
// every deal the view allows, whatever the opponent does, as far as the tree has looked; -1
// it loses in every deal; 0 not proven (or solve is off).
struct RootChild {
    Move move;
    int visits = 0;
    double reward = 0;  // summed results for the searching side: win 1, draw 1/2, loss 0
    int proof = 0;
};

class SearchTree {
public:
    // `view`: the searching side's view, not terminal. `posterior`: where deals come from
    // (nullptr: uniform deals, State::determinize); it must outlive the searches that use it.
    SearchTree(const State& view, const Posterior* posterior, const SearchTreeOptions& o, uint64_t seed);

    // One iteration: a deal, selection, expansion of one move, a playout, the backup.
    void iterate();

    // The root's children, in the tree's order (newest first).
    std::vector<RootChild> rootChildren() const;
    // Visits summed over the root's children: what a reused tree starts with.
    long long rootChildVisits() const;

    // The next search of the same game: its view and its posterior (nullptr: uniform deals).
    void prepare(const State& view, const Posterior* posterior);
    // Tree reuse: the node reached from the root by `path` (the moves played since this
    // tree's search) becomes the root, its subtree kept with every statistic and proof, the
    // rest dropped. False, changing nothing, when the tree never expanded that line. The
    // caller reroots only across moves whose outcome revealed nothing (a proof or a
    // statistic grown on deals the reveal ruled out would mislead the next search).
    bool reroot(const std::vector<Move>& path);

private:
    struct Node {
        Move move;  // the move that led here (unused at the root)
        Side mover = Side::White;
        int8_t proof = 0;   // +1 a win for `mover` in every deal, -1 a loss, 0 unknown
        bool open = false;  // every move from the root to here has a deal-free outcome
        bool full = false;  // open, and every legal move here has a child
        int parent = -1;
        int firstChild = -1;
        int nextSibling = -1;
        int visits = 0;
        int available = 0;  // times this move was legal when its parent was selected through
        double reward = 0;  // summed results for `mover`
    };

    void matchChildren(int node);
    int addChild(int node, Move m, Side mover);
    int selectChild() const;
    // A proof has just been set on `child`: what it proves of its parent, and so on upwards.
    void proveUpwards(int child);
    double logOf(int n) const;

    State view_;
    const Posterior* posterior_;
    double c_;
    PlayoutPolicy playout_;
    bool solve_;
    Side me_;  // the searching side: the root's side to act
    Rng rng_;
    const double* log_ = nullptr;
    std::vector<Node> nodes_;
    std::vector<int> path_;
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

}  // namespace gs
