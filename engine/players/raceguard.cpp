#include "raceguard.h"

#include "../beliefs/posterior.h"
#include "../beliefs/uniform.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <unordered_map>

namespace gs {

namespace {

// Rows from `s` to the Goal Line `defender` defends.
int rowsToGo(const Rules& rules, Side defender, Square s)
{
    return defender == Side::White ? rules.rankOf(s) : rules.ranks() - 1 - rules.rankOf(s);
}

// The race as its own small game: which squares are taken, where the defender's First Teamers
// stand. Positions already decided are remembered (the same runner square and First Teamers
// reached by moves in another order).
class Race {
public:
    Race(const State& s, Side defender)
        : rules_(s.rules()), defender_(defender), runnerSide_(opponent(defender))
    {
        for (int q = 0; q < rules_.squareCount(); ++q) {
            const Cell c = s.at(Square(q));
            taken_[size_t(q)] = c != kEmpty;
            if (c != kEmpty && cellSide(c) == defender && cellIsFirstTeamer(c))
                firstTeamers_.push_back({Square(q), cellIdentity(c)});
        }
    }

    // Rows from `s` to the defender's Goal Line.
    int toGo(Square s) const { return rowsToGo(rules_, defender_, s); }

    // A First Teamer step of the defender: from its slot to an empty square, or a capture.
    void move(size_t slot, Square to)
    {
        taken_[firstTeamers_[slot].square] = false;
        taken_[to] = true;
        firstTeamers_[slot].square = to;
    }
    void remove(Square s)
    {
        taken_[s] = false;
        std::erase_if(firstTeamers_, [s](const FirstTeamer& f) { return f.square == s; });
    }
    int slotOf(Square s) const
    {
        for (size_t i = 0; i < firstTeamers_.size(); ++i)
            if (firstTeamers_[i].square == s)
                return int(i);
        return -1;
    }

    // The runner on `r` moves next: does it reach the Goal Line whatever the defence does?
    bool through(Square r)
    {
        const Key key = this->key(r);
        if (const auto it = known_.find(key); it != known_.end())
            return it->second;
        const bool result = search(r);
        known_.emplace(key, result);
        return result;
    }

    // How many moves of the defender, the runner on `r` standing still and nothing else
    // moving, before one of its First Teamers can capture it there: 0 when one can now;
    // kFar when none can within kFar - 1 moves. Each First Teamer walks its own steps
    // (RULES.md §4; the Goalkeeper's stay in its area) over empty squares.
    static constexpr int kFar = 6;
    int movesToCapture(Square r) const
    {
        int best = kFar;
        std::array<bool, kBoardCells> seen{};
        std::vector<Square> frontier, next;
        for (const FirstTeamer& f : firstTeamers_) {
            seen.fill(false);
            frontier.assign(1, f.square);
            seen[f.square] = true;
            for (int d = 0; d < best && !frontier.empty(); ++d) {
                next.clear();
                for (const Square q : frontier) {
                    const Steps& st = rules_.firstTeamerTable(defender_, f.id)[q];
                    for (int k = 0; k < st.count; ++k) {
                        const Square u = st.to[k];
                        if (u == r) {
                            best = d;
                            break;
                        }
                        if (!taken_[u] && !seen[u]) {
                            seen[u] = true;
                            next.push_back(u);
                        }
                    }
                    if (best == d)
                        break;
                }
                frontier.swap(next);
            }
        }
        return best;
    }

private:
    struct FirstTeamer {
        Square square;
        Identity id;
    };

    const Steps& steps(const FirstTeamer& f) const { return rules_.firstTeamerTable(defender_, f.id)[f.square]; }

    bool reaches(const FirstTeamer& f, Square t) const
    {
        const Steps& st = steps(f);
        for (int k = 0; k < st.count; ++k)
            if (st.to[k] == t)
                return true;
        return false;
    }

    int distance(Square a, Square b) const
    {
        return std::max(std::abs(rules_.fileOf(a) - rules_.fileOf(b)), std::abs(rules_.rankOf(a) - rules_.rankOf(b)));
    }

    bool search(Square r)
    {
        // A bound on the work, whatever the position (twelve First Teamers near a runner): past
        // it, a runner counts as stopped, so the guard leaves the search's choice alone.
        if (++searched_ > kMaxSearched)
            return false;
        const Steps& st = rules_.youthSteps(runnerSide_, r);
        for (int k = 0; k < st.count; ++k) {
            const Square t = st.to[k];
            if (taken_[t])
                continue;
            if (rules_.onOwnGoalLine(defender_, t))
                return true;
            if (std::any_of(firstTeamers_.begin(), firstTeamers_.end(), [&](const FirstTeamer& f) { return reaches(f, t); }))
                continue;  // captured on arrival
            taken_[r] = false;
            taken_[t] = true;
            const bool stopped = replyStops(t);
            taken_[t] = false;
            taken_[r] = true;
            if (!stopped)
                return true;
        }
        return false;
    }

    // The defender's First Teamer move after the runner stepped to `t`: does one stop it?
    bool replyStops(Square t)
    {
        // Only a First Teamer near the runner can still meet it: to capture it after k more
        // steps it must cover the runner's k steps and its own, so 2 x rows to go bounds it.
        const int reach = 2 * toGo(t) + 1;
        for (size_t i = 0; i < firstTeamers_.size(); ++i) {
            const FirstTeamer f = firstTeamers_[i];
            if (distance(f.square, t) > reach)
                continue;
            const Steps& st = steps(f);
            for (int k = 0; k < st.count; ++k) {
                const Square u = st.to[k];
                if (taken_[u])
                    continue;
                move(i, u);
                const bool through = this->through(t);
                move(i, f.square);
                if (!through)
                    return true;
            }
        }
        return !through(t);  // no First Teamer moves here (it moves elsewhere)
    }

    // The runner's square and the First Teamers' squares in slot order (moves put each back in
    // its slot, so one position has one order), a byte each: exact, no hash collisions.
    struct Key {
        uint64_t low = 0, high = 0;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        size_t operator()(const Key& k) const { return size_t((k.low * 0x9E3779B97F4A7C15ull) ^ (k.high + (k.low >> 29))); }
    };
    Key key(Square r) const
    {
        Key k{r, 0};
        for (size_t i = 0; i < firstTeamers_.size(); ++i)
            (i < 7 ? k.low : k.high) |= uint64_t(firstTeamers_[i].square) << (8 * ((i + 1) % 8));
        return k;
    }

    const Rules& rules_;
    Side defender_, runnerSide_;
    std::array<bool, kBoardCells> taken_{};
    std::vector<FirstTeamer> firstTeamers_;
    std::unordered_map<Key, bool, KeyHash> known_;
    static constexpr int kMaxSearched = 20000;  // about a millisecond
    int searched_ = 0;
};

}  // namespace

bool runnerGetsThrough(const State& position, Side defender, Square runner, int maxRows)
{
    Race race(position, defender);
    if (race.toGo(runner) > maxRows)
        return false;
    return race.through(runner);
}

std::vector<double> raceThreats(const State& view, const MoveList& legal, int rows, const Posterior* posterior, std::vector<double>* approach)
{
    std::vector<double> threats;
    if (approach)
        approach->clear();
    if (view.phase() != Phase::FirstTeamMove || view.isTerminal())
        return threats;
    const Side me = view.toAct(), them = opponent(me);
    const Rules& rules = view.rules();
    // The runners and their odds.
    const double floor = uniformBeliefs(view, them).p[kStar];
    struct Runner {
        Square square;
        double odds;
    };
    std::vector<Runner> runners;
    for (int i = 0; i < view.countersOnPitch(them); ++i) {
        const Square s = view.counterSquare(them, i);
        const Cell c = view.at(s);
        if (cellIsFirstTeamer(c))
            continue;
        if (rowsToGo(rules, me, s) > rows)
            continue;
        if (cellIdentity(c) == kStar)
            runners.push_back({s, 1.0});
        else if (cellIsHiddenYouth(c))
            runners.push_back({s, std::max(floor, posterior ? posterior->chance(s, kStar) : floor)});
    }
    threats.assign(size_t(legal.size), 0.0);
    if (approach)
        approach->assign(size_t(legal.size), 0.0);
    const Square ourStar = view.find(me, kStar);
    if (runners.empty())
        return threats;
    for (int m = 0; m < legal.size; ++m) {
        const Move move = legal[m];
        Race race(view, me);
        const int slot = move.kind == MoveKind::Step ? race.slotOf(move.from) : -1;
        if (slot >= 0) {
            race.remove(move.to);  // a capture takes the counter off, whatever it is
            race.move(size_t(slot), move.to);
        }
        for (const Runner& r : runners)
            if ((slot < 0 || r.square != move.to) && race.through(r.square)) {
                threats[size_t(m)] += r.odds;
                if (approach)
                    (*approach)[size_t(m)] += r.odds * race.movesToCapture(r.square);
            }
        // Our own Star Player left where an opponent First Teamer can capture it (RULES.md §6)
        // counts as a runner that gets through for sure: guarding one way to lose by opening
        // the other is no guard.
        if (ourStar != kNoSquare) {
            bool enPrise = false;
            for (int i = 0; i < view.countersOnPitch(them) && !enPrise; ++i) {
                const Square f = view.counterSquare(them, i);
                const Cell c = view.at(f);
                enPrise = cellIsFirstTeamer(c) && !(slot >= 0 && f == move.to) && rules.firstTeamerReach(them, cellIdentity(c))[f].has(ourStar);
            }
            threats[size_t(m)] += enPrise ? 1.0 : 0.0;
        }
        // A capture of the Star Player ends the game: no runner gets anywhere then.
        if (slot >= 0) {
            const Cell taken = view.at(move.to);
            if (taken != kEmpty && cellSide(taken) == them && !cellIsFirstTeamer(taken)) {
                const double star = cellIdentity(taken) == kStar ? 1.0
                    : cellIsHiddenYouth(taken)                  ? (posterior ? posterior->chance(move.to, kStar) : floor)
                                                                : 0.0;
                threats[size_t(m)] *= 1 - star;
            }
        }
    }
    return threats;
}

int guardedChoice(const std::vector<double>& threats, const std::vector<int>& visits, const std::vector<double>& means, int best, double margin,
                  const std::vector<double>* approach)
{
    const auto near = [&](size_t i) { return margin >= 1 || means[i] >= means[size_t(best)] - margin; };
    double least = 1e300;
    for (size_t i = 0; i < threats.size(); ++i)
        if (near(i))
            least = std::min(least, threats[i]);
    const auto safest = [&](size_t i) { return near(i) && threats[i] <= least + 1e-9; };
    // Among the safest, the nearest to the runners that get through anyway, should they wait.
    double closest = 0;
    if (approach && !approach->empty()) {
        closest = 1e300;
        for (size_t i = 0; i < threats.size(); ++i)
            if (safest(i))
                closest = std::min(closest, (*approach)[i]);
    }
    const auto chosenFrom = [&](size_t i) { return safest(i) && (!approach || approach->empty() || (*approach)[i] <= closest + 1e-9); };
    int chosen = -1;
    for (size_t i = 0; i < threats.size(); ++i)
        if (chosenFrom(i) && (chosen < 0 || visits[i] > visits[size_t(chosen)]))
            chosen = int(i);
    return chosen < 0 ? best : chosen;
}

}  // namespace gs
