// The help a person may ask for during a game, and what QML reads of it (Assistance): the
// Hint (a search from the person's own views and the moves, hintsearch.h) and the Scout
// report, on or off (the odds for the opponent's hidden counters, as the pitch's badges and a
// sentence; scoutreport.h). GameController says when each may show, and redraws.
#pragma once

#include "assistance.h"
#include "game.h"
#include "hintsearch.h"
#include "scoutreport.h"

#include <QVariantList>

#include <optional>

class GameAids {
public:
    Assistance* values() { return &values_; }
    HintSearch& hint() { return hint_; }
    const HintSearch& hint() const { return hint_; }

    // Searches for a move for the side to act in `game`, from that side's views and the moves only.
    void startHint(const Game& game);
    // Where the Hint's move goes on the board, -1 for none (and in review, `reviewing`).
    int hintedSquare(bool reviewing) const { return hint_.text().isEmpty() || reviewing ? -1 : hint_.square(); }

    bool scoutReport() const { return scoutReport_; }
    bool setScoutReport(bool on);  // false when it was so already
    // The side whose Scout report shows where `game` stands (`m`): the person at the screen's
    // while the report is on and they are playing; none (hidden) otherwise.
    std::optional<gs::Side> scoutViewer(const Game& game, const GameMoment& m) const;

    // The Scout report for `viewer` (none: hidden) after `game`, brought up to date: the
    // pitch's badges. Then publish(): the Hint's state and the report's sentence, into the
    // values QML reads.
    QVariantList scout(const Game& game, std::optional<gs::Side> viewer);
    void publish(std::optional<gs::Side> viewer);

private:
    HintSearch hint_;
    bool scoutReport_ = false;
    ScoutReport scout_;  // drawn again only when the ply or the viewer changes
    Assistance values_;
};
