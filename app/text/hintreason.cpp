#include "hintreason.h"

#include "scoutodds.h"

#include "players/raceguard.h"
#include "rng.h"

#include <QtMath>

namespace {

int percent(double p) { return qRound(100 * p); }

}  // namespace

QString HintReason::of(const gs::PublicHistory& seen, gs::Move m, quint64 seed)
{
    const gs::State& view = seen.now();
    if (m.kind != gs::MoveKind::Step || view.isTerminal())
        return {};
    const gs::Rules& rules = view.rules();
    const gs::Side me = seen.observer, them = gs::opponent(me);
    const gs::Cell mover = view.at(m.from), target = view.at(m.to);

    // Odds for the opponent's hidden counters, as the Scout report draws them; only when needed.
    std::shared_ptr<const gs::Posterior> odds;
    const auto posterior = [&]() -> const gs::Posterior& {
        if (!odds) {
            gs::Rng rng(seed);
            odds = scoutodds::draw(seen, rng);
        }
        return *odds;
    };

    if (target != gs::kEmpty && gs::cellSide(target) == them) {
        const gs::Identity id = gs::cellIdentity(target);
        if (id == gs::kStar)
            return tr("their Star Player: two goals and the game");
        if (id != gs::kUnknown)
            return rules.captureResult(id) == gs::CaptureResult::Goal ? tr("their %1: a goal").arg(id) : QString();
        const gs::Posterior& b = posterior();
        const double star = b.chance(m.to, gs::kStar);
        if (m.to == scoutodds::likeliestStar(b).square && star >= 0.2)
            return tr("the likeliest Star Player (%1%)").arg(percent(star));
        return tr("a hidden counter: Star Player %1%, goalscorer %2%").arg(percent(star)).arg(percent(b.chance(m.to, gs::CaptureResult::Goal)));
    }

    if (gs::cellSide(mover) == me && gs::cellIdentity(mover) == gs::kStar) {
        if (rules.onAttackedGoalLine(me, m.to))
            return tr("your Star Player onto the Goal Line: two goals and the game");
        const int rows = me == gs::Side::White ? rules.ranks() - 1 - rules.rankOf(m.to) : rules.rankOf(m.to);
        return rows == 1 ? tr("your Star Player runs on: 1 row to the Goal Line") : tr("your Star Player runs on: %1 rows to the Goal Line").arg(rows);
    }

    // A Youth Counter promoted on the opponent's Goal Line (RULES.md §4, §5): what it may do next.
    if (gs::cellSide(mover) == me && !gs::cellIsFirstTeamer(mover) && rules.onAttackedGoalLine(me, m.to)) {
        const gs::Identity id = gs::cellIdentity(mover);
        if (id != gs::kUnknown && rules.debutRule(id) != gs::DebutRule::None)
            return tr("your %1 reaches their Goal Line: promoted, with a First Team Debut Move next").arg(id);
        return tr("your %1 reaches their Goal Line: promoted to First Teamer").arg(id);
    }

    // A First Teamer stepping next to a hidden counter in its own half: it meets a runner.
    if (gs::cellIsFirstTeamer(mover)) {
        const gs::Posterior* b = nullptr;
        gs::Square guarded = gs::kNoSquare;
        double best = 0;
        const gs::Steps& around = rules.kingSteps(m.to);
        for (int k = 0; k < around.count; ++k) {
            const gs::Square s = around.to[k];
            const gs::Cell c = view.at(s);
            const int fromOwnLine = me == gs::Side::White ? rules.rankOf(s) : rules.ranks() - 1 - rules.rankOf(s);
            if (c == gs::kEmpty || gs::cellSide(c) != them || !gs::cellIsHiddenYouth(c) || fromOwnLine >= rules.ranks() / 2)
                continue;
            if (!b)
                b = &posterior();
            if (b->chance(s, gs::kStar) > best) {
                best = b->chance(s, gs::kStar);
                guarded = s;
            }
        }
        if (guarded != gs::kNoSquare)
            return tr("it meets the hidden counter on %1 (Star Player %2%)").arg(QString::fromStdString(rules.squareName(guarded))).arg(percent(best));
        // A hidden counter that would reach our Goal Line whatever we did next, were this First
        // Teamer to stay, and no longer does after the move: it is cut off (the race guard's
        // reckoning, players/raceguard.h, within four rows).
        if (target == gs::kEmpty) {
            gs::State after = view;
            after.apply(m);
            for (const gs::Square s : scoutodds::hiddenYouth(view, them)) {
                if (!gs::runnerGetsThrough(view, me, s, 4) || gs::runnerGetsThrough(after, me, s, 4))
                    continue;
                if (!b)
                    b = &posterior();
                return tr("it cuts off the hidden counter on %1 before it can reach your Goal Line (Star Player %2%)")
                    .arg(QString::fromStdString(rules.squareName(s)))
                    .arg(percent(b->chance(s, gs::kStar)));
            }
        }
    }
    return {};
}

QString HintReason::onBalance()
{
    return tr("no capture or race decides it: the search rated it best on balance");
}
