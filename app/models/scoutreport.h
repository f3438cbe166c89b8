// The Scout report's numbers and sentence: one viewer's odds for each of the opponent's hidden
// counters after the game so far (engine beliefs/posterior.h: what the viewer has seen and how
// the opponent has moved). Kept apart from GameSession, which only says when it is shown.
#pragma once

#include "beliefs/posterior.h"

#include <QCoreApplication>
#include <QVariantList>

#include <memory>

class ScoutReport {
    Q_DECLARE_TR_FUNCTIONS(GameSession)  // its sentences keep GameSession's translations

public:
    // Brings the report up to date for `viewer` after `history` (full states, the start first)
    // and `moves`; the posterior is drawn again only when the ply or the viewer changed.
    // `seed` makes the drawn deals reproducible.
    void update(const std::vector<gs::State>& history, const std::vector<gs::Move>& moves, gs::Side viewer, uint64_t seed);

    // One map per hidden Youth Counter of the opponent: square (index), star and goal (0..1).
    QVariantList counters() const;
    // The side panel's line; `opponentName` is the opponent's side in the user's words.
    QString summary(const QString& opponentName) const;

private:
    // Which kind of player the moves suggest (Posterior::kindOdds), as " " and one sentence,
    // or nothing while neither kind has 70% odds.
    QString style(const QString& opponentName) const;

    std::shared_ptr<const gs::Posterior> posterior_;
    size_t ply_ = 0;
    gs::Side viewer_ = gs::Side::White;
};
