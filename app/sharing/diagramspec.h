// What a diagram shows: a position as one viewer sees it (or everything), with a lesson's
// arrows and marked squares. A plain value, filled by the app (what a pitch shows) or the CLI
// (a GPN or a record's ply), and drawn by diagrampainter.
#pragma once

#include "state.h"

#include <QString>
#include <optional>
#include <utility>
#include <vector>

namespace sharing {

// Whose eyes: a side's view (State::view) or the whole position as given.
enum class Viewer { White, Black, All };

struct DiagramSpec {
    explicit DiagramSpec(gs::State s) : state(std::move(s)) {}
    gs::State state;                                     // drawn as it is: apply view() before
    std::vector<std::pair<gs::Square, gs::Square>> arrows;  // from, to square indices of state's rules
    std::vector<gs::Square> marks;                       // squares ringed as a lesson highlights them
    std::vector<gs::Square> lastMove;                    // from, to of the move that led here (tinted as the pitch tints them), or empty
    bool flipped = false;                                // Black's Goal Line at the bottom, as Black sees it
};

// The spec of `full` as `viewer` sees it: the view for a side (hidden identities become
// unknown, and the pitch is flipped for Black), the state itself for Viewer::All.
DiagramSpec specFor(const gs::State& full, Viewer viewer);

// The move that led to spec's position, shown as the pitch shows the last move: a step as an
// arrow, a Penalty or Offside choice ("@d9") as a ring on the chosen square; a Substitute
// choice, a pass or a clock event adds nothing.
void showMovePlayed(DiagramSpec& spec, gs::Move m);

// "w"/"white", "b"/"black", "all"/"" (everything). nullopt for anything else.
std::optional<Viewer> parseViewer(const QString& text);

// Arrows as text, comma-separated moves ("d3d4,c4xc5"; an `x` is allowed and ignored), each a
// step between two squares of `rules`' pitch. Returns false and sets *error (naming the item)
// on a malformed list; `out` is then unchanged.
bool parseArrows(const QString& text, const gs::Rules& rules,
                 std::vector<std::pair<gs::Square, gs::Square>>& out, QString* error);

}  // namespace sharing
