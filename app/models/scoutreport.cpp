#include "scoutreport.h"

#include "scoutodds.h"

#include "beliefs/uniform.h"

void ScoutReport::update(const std::vector<gs::State>& history, const std::vector<gs::Move>& moves, gs::Side viewer, uint64_t seed)
{
    if (posterior_ && ply_ == history.size() && viewer_ == viewer)
        return;
    gs::Rng rng(gs::mixSeed(seed, history.size()));
    posterior_ = scoutodds::draw(gs::PublicHistory::observe(history, moves, viewer), rng);
    ply_ = history.size();
    viewer_ = viewer;
}

QVariantList ScoutReport::counters() const
{
    QVariantList out;
    if (!posterior_)
        return out;
    const gs::Posterior& b = *posterior_;
    for (const gs::Square sq : scoutodds::hiddenYouth(b.view(), b.owner()))
        out << QVariantMap{{"square", int(sq)}, {"star", b.chance(sq, gs::kStar)}, {"goal", b.chance(sq, gs::CaptureResult::Goal)}};
    return out;
}

QString ScoutReport::summary(const QString& opponentName) const
{
    if (!posterior_)
        return QString();
    const gs::Posterior& b = *posterior_;
    const gs::State& view = b.view();
    const gs::Rules& rules = view.rules();
    const gs::HiddenBeliefs u = gs::uniformBeliefs(view, b.owner());
    if (u.hiddenYouth == 0)
        return tr("Scout report: %1 has no hidden counters left.").arg(opponentName);
    if (!b.informative())
        return tr("Scout report: each of %1's %2 hidden counters is the Star Player with %3% and a goalscorer with %4%. "
                  "Capturing one: Penalty %5%, Offside %6%.")
            .arg(opponentName)
            .arg(u.hiddenYouth)
            .arg(qRound(100 * u.p[gs::kStar]))
            .arg(qRound(100 * u.chance(rules, gs::CaptureResult::Goal)))
            .arg(qRound(100 * u.chance(rules, gs::CaptureResult::Penalty)))
            .arg(qRound(100 * u.chance(rules, gs::CaptureResult::Offside)));
    // The likeliest Star Player, and the mean odds of a capture's result over the hidden counters.
    const scoutodds::Likeliest likeliest = scoutodds::likeliestStar(b);
    double penalty = 0, offside = 0;
    for (const gs::Square sq : scoutodds::hiddenYouth(view, b.owner())) {
        penalty += b.chance(sq, gs::CaptureResult::Penalty) / u.hiddenYouth;
        offside += b.chance(sq, gs::CaptureResult::Offside) / u.hiddenYouth;
    }
    if (likeliest.equals > 1)
        return tr("Scout report, from what you have seen and how %1 has moved: no counter stands out as the Star Player (%2 of the %3 hidden counters "
                  "share the top odds, %4%). Capturing one: Penalty %5%, Offside %6%.")
                   .arg(opponentName)
                   .arg(likeliest.equals)
                   .arg(u.hiddenYouth)
                   .arg(qRound(100 * likeliest.star))
                   .arg(qRound(100 * penalty))
                   .arg(qRound(100 * offside))
            + style(opponentName);
    return tr("Scout report, from what you have seen and how %1 has moved: the Star Player is most likely the counter on %2 (%3%). "
              "Capturing one of the %4 hidden counters: Penalty %5%, Offside %6%.")
               .arg(opponentName)
               .arg(QString::fromStdString(rules.squareName(likeliest.square)))
               .arg(qRound(100 * likeliest.star))
               .arg(u.hiddenYouth)
               .arg(qRound(100 * penalty))
               .arg(qRound(100 * offside))
        + style(opponentName);
}

QString ScoutReport::style(const QString& opponentName) const
{
    const std::vector<gs::OpponentKind> kinds = gs::mixedOpponents();
    double runner = 0;
    for (size_t k = 0; k < kinds.size(); ++k)
        if (std::string_view(kinds[k].name) == "runner")
            runner = posterior_->kindOdds()[k];
    // Said only once the moves lean clearly one way: odds near even would read as a verdict.
    if (runner >= 0.7)
        return ' ' + tr("%1 plays like a runner, pushing counters at your Goal Line (%2%).").arg(opponentName).arg(qRound(100 * runner));
    if (runner <= 0.3)
        return ' ' + tr("%1 plays patiently, as the computer does (%2%).").arg(opponentName).arg(qRound(100 * (1 - runner)));
    return QString();
}
