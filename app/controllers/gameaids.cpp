#include "gameaids.h"

#include "eventtext.h"

#include "history.h"

#include <QRandomGenerator>

void GameAids::startHint(const Game& game)
{
    // Only what the side to act may see: its views and the moves.
    hint_.start(gs::PublicHistory::observe(game.history, game.moves, game.now().toAct()), QRandomGenerator::global()->generate64());
}

bool GameAids::setScoutReport(bool on)
{
    if (on == scoutReport_)
        return false;
    scoutReport_ = on;
    return true;
}

std::optional<gs::Side> GameAids::scoutViewer(const Game& game, const GameMoment& m) const
{
    if (!scoutReport_ || !game.active() || game.over() || m.covered || m.reviewing || m.arranging)
        return std::nullopt;
    return game.hotSeat ? game.now().toAct() : game.human;
}

QVariantList GameAids::scout(const Game& game, std::optional<gs::Side> viewer)
{
    if (!viewer)
        return {};
    scout_.update(game.history, game.moves, *viewer, game.seed);
    return scout_.counters();
}

void GameAids::publish(std::optional<gs::Side> viewer)
{
    Assistance::Values as;
    as.hinting = hint_.busy();
    as.hintText = hint_.text();
    as.scoutSummary = viewer ? scout_.summary(EventText::side(gs::opponent(*viewer))) : QString();
    values_.update(as);
}
