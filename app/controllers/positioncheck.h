// The position editor's live validation: the position checked after every change
// (gs::checkPosition, NOTATION.md "A valid position") and what follows from the verdict: the
// problems as QML lists them and their squares on the pitch and, for a valid position, the
// game it starts (built once), with its legal moves and whether it is over at once.
#pragma once

#include "editorstatus.h"

#include "state.h"
#include "validity.h"

#include <QVariantList>

#include <optional>
#include <vector>

class PositionCheck {
public:
    void check(const gs::State& pos);

    bool valid() const { return problems_.empty(); }
    const std::vector<gs::PositionProblem>& problems() const { return problems_; }
    QVariantList problemSquares() const;  // the squares the problems name, as indices
    // The settled position to play from; nullopt if invalid.
    const std::optional<gs::State>& playable() const { return playable_; }
    // The verdict into `v`: valid, problems, overAtOnce and legalMoves.
    void describe(EditorStatus::Values& v) const;

private:
    std::vector<gs::PositionProblem> problems_;
    std::optional<gs::State> playable_;
};
