#include "greedyplayer.h"

#include "../beliefs/uniform.h"

#include <cmath>
#include <limits>

namespace gs {

namespace {

// Values are in goals; ending the game is worth far more than any single goal.
constexpr double kWin = 10.0;
constexpr double kPenaltyCost = 0.6;   // the opponent removes one of our Youth Counters, maybe scoring
constexpr double kOffsideCost = 0.25;  // the opponent learns one identity
constexpr double kRemoval = 0.1;       // one fewer opponent counter

struct Context {
    const State& v;
    const Rules& rules;
    Side me, opp;
    HiddenBeliefs beliefs;

    double ending(int myGoals, int oppGoals) const
    {
        return myGoals > oppGoals ? kWin : myGoals < oppGoals ? -kWin : 0.0;
    }

    // Expected value of capturing an opponent counter whose identity is `id` (RULES.md §6).
    double outcome(Identity id) const
    {
        if (id == kStar)
            return ending(v.score(me) + rules.variant().starGoals, v.score(opp));
        switch (rules.captureResult(id)) {
        case CaptureResult::Goal: return 1.0;
        case CaptureResult::Penalty: return -kPenaltyCost;
        case CaptureResult::Offside: return -kOffsideCost;
        case CaptureResult::Nothing: return kRemoval;
        }
        return 0;
    }

    double captureValue(Cell target) const
    {
        const Identity id = cellIdentity(target);
        if (id != kUnknown)
            return outcome(id);
        double sum = 0;
        for (Identity k = 1; k <= kStar; ++k)
            if (beliefs.p[k] > 0)
                sum += beliefs.p[k] * outcome(k);
        return sum;
    }

    // Can one of `by`'s visible First Teamers step onto `s` next turn?
    bool attacked(Square s, Side by, Square ignore = kNoSquare) const
    {
        for (int i = 0; i < v.countersOnPitch(by); ++i) {
            const Square from = v.counterSquare(by, i);
            const Cell c = v.at(from);
            if (from == ignore || !cellIsFirstTeamer(c) || cellIdentity(c) == kUnknown)
                continue;
            const Identity id = cellIdentity(c);
            if (id == kGoalkeeper && !rules.inKeeperArea(by, s))
                continue;
            const Steps& st = rules.firstTeamerSteps(id, from);
            for (int k = 0; k < st.count; ++k)
                if (st.to[k] == s)
                    return true;
        }
        return false;
    }

    // What the opponent gains by capturing our counter `id` there (negated: our loss).
    double exposure(Identity id) const
    {
        if (id == kStar)
            return -3.0;
        switch (rules.captureResult(id)) {
        case CaptureResult::Goal: return -0.45;
        case CaptureResult::Penalty: return 0.15;  // bait: capturing it hands us a Penalty
        case CaptureResult::Offside: return 0.05;
        case CaptureResult::Nothing: return 0.0;
        }
        return 0;
    }

    // How many opponent Youth Counters a First Teamer on `s` could capture next turn.
    int threats(Identity id, Square s) const
    {
        const Steps& st = rules.firstTeamerSteps(id, s);
        int n = 0;
        for (int k = 0; k < st.count; ++k) {
            const Cell c = v.at(st.to[k]);
            if (c != kEmpty && cellSide(c) == opp && !(id == kGoalkeeper && !rules.inKeeperArea(me, st.to[k])))
                ++n;
        }
        return n;
    }

    double progress(Square s) const
    {
        const int r = rules.rankOf(s);
        return double(me == Side::White ? r : rules.ranks() - 1 - r) / double(rules.ranks() - 1);
    }

    double youthMove(Move m) const
    {
        const Identity id = cellIdentity(v.at(m.from));
        if (rules.onAttackedGoalLine(me, m.to)) {
            if (id == kStar)
                return ending(v.score(me) + rules.variant().starGoals, v.score(opp));
            return 1.5;
        }
        double value = 0.05 + (id == kStar ? 0.3 : 0.05) * progress(m.to);
        if (attacked(m.to, opp))
            value += exposure(id) * (id == kStar && cellIsRevealed(v.at(m.from)) ? 2.0 : 1.0);
        return value;
    }

    double firstTeamMove(Move m) const
    {
        const Cell mover = v.at(m.from);
        const Identity id = cellIdentity(mover);
        const Cell target = v.at(m.to);
        double value = target != kEmpty ? captureValue(target) : 0.0;
        if (target != kEmpty && cellIdentity(target) == kStar)
            return value;  // the game ends
        value += 0.03 * threats(id, m.to);
        if (attacked(m.to, opp))
            value += exposure(id);
        return value;
    }

    // Best immediate Debut Move value a counter `id` standing on `s` would have.
    double bestDebut(Identity id, Square s) const
    {
        double best = 0;
        auto consider = [&](Square to) {
            const Cell c = v.at(to);
            if (c != kEmpty && cellSide(c) == opp)
                best = std::max(best, captureValue(c));
        };
        switch (rules.debutRule(id)) {
        case DebutRule::KeeperArea:
            for (Square to : rules.keeperAreaSquares(me))
                consider(to);
            break;
        case DebutRule::Midfield:
            for (Square to : rules.midfieldSquares())
                consider(to);
            break;
        case DebutRule::Adjacent: {
            const Steps& st = rules.kingSteps(s);
            for (int k = 0; k < st.count; ++k)
                consider(st.to[k]);
            break;
        }
        case DebutRule::None:
            break;
        }
        return best;
    }

    double choice(Square s) const
    {
        const Cell c = v.at(s);
        const Identity id = cellIdentity(c);
        // Counters nearest our Goal Line threaten most (the Star Player may be among them).
        const int r = rules.rankOf(s);
        const double nearUs = double(me == Side::White ? rules.ranks() - 1 - r : r) / double(rules.ranks());
        if (v.phase() == Phase::Penalty) {
            if (id == kUnknown)
                return beliefs.chance(rules, CaptureResult::Goal) + 0.3 * beliefs.p[kStar] + 0.01 * (1 - nearUs);
            if (id == kStar)
                return cellIsRevealed(c) ? -1.0 : 0.3;
            return rules.captureResult(id) == CaptureResult::Goal ? 1.0 : kRemoval;
        }
        return beliefs.p[kStar] + 0.05 * (1 - nearUs);
    }
};

}  // namespace

Move GreedyPlayer::choose(const State& view, Rng& rng)
{
    MoveList moves;
    view.legalMoves(moves);
    if (moves.size == 0)
        throw std::logic_error("GreedyPlayer: no legal move");
    Context ctx{view, view.rules(), view.toAct(), opponent(view.toAct()), uniformBeliefs(view, opponent(view.toAct()))};
    double best = -std::numeric_limits<double>::infinity();
    Move bestMove = moves[0];
    for (const Move& m : moves) {
        double value = 0;
        switch (m.kind) {
        case MoveKind::Step:
            value = view.phase() == Phase::YouthMove ? ctx.youthMove(m) : ctx.firstTeamMove(m);
            break;
        case MoveKind::Choose:
            value = ctx.choice(m.to);
            break;
        case MoveKind::Substitute:
            value = ctx.bestDebut(view.substitute(ctx.me), view.phaseSquare());
            break;
        case MoveKind::NoSubstitute:
            value = ctx.bestDebut(cellIdentity(view.at(view.phaseSquare())), view.phaseSquare()) + 0.05;
            break;
        case MoveKind::Pass:
        case MoveKind::TimePassed:
        case MoveKind::TimeLost:
            break;
        }
        value += rng.uniform() * 1e-3;  // break ties at random, reproducibly
        if (value > best) {
            best = value;
            bestMove = m;
        }
    }
    return bestMove;
}

}  // namespace gs
