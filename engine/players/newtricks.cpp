// The tricks of issue 34 item 7 (exploiterplayer.h): dodger, late, pair and waiter. Each decides
// only the Youth move (Move 1); everything else is greedy's, as for the first five tricks.
#include "exploiterplayer.h"

#include "trickmoves.h"

#include <cstdlib>
#include <limits>

namespace gs {

using namespace tricks;

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();

// A partner for the pair: one of our non-Star Youth Counters, level with the Star Player on a
// neighbouring file if there is one, else the nearest such square; unrevealed ones first.
Identity pickPartner(const State& view, Square star)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    Identity best = kNoIdentity;
    double bestValue = kNone;
    for (int i = 0; i < view.countersOnPitch(me); ++i) {
        const Square s = view.counterSquare(me, i);
        const Cell c = view.at(s);
        const Identity id = cellIdentity(c);
        if (cellIsFirstTeamer(c) || id == kStar)
            continue;
        const int ranks = std::abs(r.rankOf(s) - r.rankOf(star)), files = std::abs(r.fileOf(s) - r.fileOf(star));
        const double value = -10.0 * (ranks + std::abs(files - 1)) + (cellIsRevealed(c) ? 0 : 15) - id * 1e-3;
        if (value > bestValue) {
            bestValue = value;
            best = id;
        }
    }
    return best;
}

}  // namespace

Move ExploiterPlayer::greedyExcept(const State& view, const MoveList& moves, Rng& rng, Square a, Square b)
{
    const Move g = greedy_.choose(view, rng);
    if (g.from != a && g.from != b)
        return g;
    const MoveList others = movesExcept(moves, a, b);
    if (others.size == 0)
        return g;
    return runnerStep(view, others, others[int(rng.below(uint32_t(others.size)))].from);
}

Move ExploiterPlayer::dodgerMove(const State& view, const MoveList& moves, Rng& rng)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    const Square star = view.find(me, kStar);
    if (!isOwnYouth(view, star, me))
        return greedy_.choose(view, rng);
    // The Star Player's best step among those no First Teamer can answer with a capture.
    Move best{};
    double bestValue = kNone;
    for (const Move& m : moves) {
        if (m.kind != MoveKind::Step || m.from != star)
            continue;
        const bool goal = r.onAttackedGoalLine(me, m.to);
        if (!goal && attacked(view, m.to, opponent(me)))
            continue;
        const double value = (goal ? 1000 : 0) + progress(r, me, m.to) * 10 + (r.fileOf(m.to) == r.fileOf(star) ? 0.5 : 0);
        if (value > bestValue) {
            bestValue = value;
            best = m;
        }
    }
    if (best.from != kNoSquare)
        return best;
    return greedyExcept(view, moves, rng, star);
}

Move ExploiterPlayer::lateMove(const State& view, const MoveList& moves, Rng& rng)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    const Square star = view.find(me, kStar);
    if (!isOwnYouth(view, star, me))
        return greedy_.choose(view, rng);
    const int need = ranksToGo(r, me, star);
    if (turnsLeft(view) > need + kLateMargin)
        return greedyExcept(view, moves, rng, star);  // not yet: the Star Player stays home
    if (wing_ < 0) {
        // The wing with fewer opponent First Teamers level with or ahead of the Star Player (the
        // half of the pitch nearer each touchline); the nearer wing on a tie.
        int left = 0, right = 0;
        const Side opp = opponent(me);
        for (int i = 0; i < view.countersOnPitch(opp); ++i) {
            const Square s = view.counterSquare(opp, i);
            if (!cellIsFirstTeamer(view.at(s)) || ranksToGo(r, me, s) > need)
                continue;
            const int twice = 2 * r.fileOf(s);
            left += twice < r.files() - 1;
            right += twice > r.files() - 1;
        }
        const int file = r.fileOf(star);
        const int nearer = file < r.files() - 1 - file ? 0 : r.files() - 1;
        wing_ = left < right ? 0 : right < left ? r.files() - 1 : nearer;
    }
    if (const Move m = runnerStep(view, moves, star, wing_); m.from != kNoSquare)
        return m;
    return greedy_.choose(view, rng);
}

Move ExploiterPlayer::pairMove(const State& view, const MoveList& moves, Rng& rng)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    const Square star = view.find(me, kStar);
    if (!isOwnYouth(view, star, me))
        return greedy_.choose(view, rng);
    Square mate = squareOf(view, runner_);
    if (!isOwnYouth(view, mate, me)) {
        runner_ = pickPartner(view, star);
        mate = squareOf(view, runner_);
    }
    if (const Move m = runnerStep(view, moves, star); m.from != kNoSquare && (mate == kNoSquare || r.onAttackedGoalLine(me, m.to)))
        return m;  // a goal at once, or nobody left to run with
    if (mate == kNoSquare)
        return greedy_.choose(view, rng);
    auto fileGap = [&](Square x, Square y) { return std::abs(r.fileOf(x) - r.fileOf(y)); };
    auto bestStep = [&](Square from, auto&& score) {
        Move best{};
        double bestValue = kNone;
        for (const Move& m : moves)
            if (m.kind == MoveKind::Step && m.from == from)
                if (const double v = score(m); v > bestValue) {
                    bestValue = v;
                    best = m;
                }
        return best;
    };
    auto safe = [&](Square s) { return attacked(view, s, opponent(me)) ? 0.0 : 100.0; };
    const int starBehind = ranksToGo(r, me, star) - ranksToGo(r, me, mate);
    if (starBehind != 0) {
        // The one behind catches up: level with the other, on a neighbouring file.
        const Square lag = starBehind > 0 ? star : mate, lead = starBehind > 0 ? mate : star;
        const Move m = bestStep(lag, [&](const Move& x) {
            if (std::abs(starBehind) > 1)  // not formed yet: close in
                return progress(r, me, x.to) * 10 - fileGap(x.to, lead);
            return fileGap(x.to, lead) == 1 ? safe(x.to) + (r.fileOf(x.to) == r.fileOf(lag) ? 1 : 0) : kNone;
        });
        if (m.from != kNoSquare)
            return m;
        return greedyExcept(view, moves, rng, star, mate);  // wait for the square to clear
    }
    // Level: one of the two steps on (either may go first), keeping within two files of the
    // other so it can come up beside, and a free square for it if there is one.
    auto lead = [&](Square from, Square other) {
        return bestStep(from, [&](const Move& x) {
            const int gap = fileGap(x.to, other);
            if (gap > 2 && gap >= fileGap(from, other))
                return kNone;
            double v = safe(x.to) + (gap == 1 ? 1 : 0);
            for (int f : {r.fileOf(x.to) - 1, r.fileOf(x.to) + 1}) {
                if (f < 0 || f >= r.files() || std::abs(f - r.fileOf(other)) > 1)
                    continue;
                if (view.at(r.square(f, r.rankOf(x.to))) == kEmpty) {
                    v += 50;
                    break;
                }
            }
            return v;
        });
    };
    const bool starFirst = rng.below(2) == 0;
    const Square first = starFirst ? star : mate, second = starFirst ? mate : star;
    if (const Move m = lead(first, second); m.from != kNoSquare)
        return m;
    if (const Move m = lead(second, first); m.from != kNoSquare)
        return m;
    return greedyExcept(view, moves, rng, star, mate);
}

Move ExploiterPlayer::waiterMove(const State& view, const MoveList& moves, Rng& rng)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    const Square star = view.find(me, kStar);
    if (!isOwnYouth(view, star, me))
        return greedy_.choose(view, rng);
    if (ranksToGo(r, me, star) <= kWaiterRanks && turnsLeft(view) > kWaiterRanks)
        return greedyExcept(view, moves, rng, star);  // wait short of the Goal Line
    if (const Move m = runnerStep(view, moves, star); m.from != kNoSquare)
        return m;
    return greedy_.choose(view, rng);
}

}  // namespace gs
