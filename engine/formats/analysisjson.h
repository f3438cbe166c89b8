// A post-game analysis (analysis.h) as JSON, the same for `goalscorer-cli analyse --json` and
// the app's analysis view:
//   {"side": "w", "deals": 2000, "seed": 1, "complete": true, "final_result": 1,
//    "summary": {"judged": 40, "inaccuracies": 3, "mistakes": 1, "blunders": 0, "average_loss": 0.031},
//    "plies": [{"ply": 1, "turn": 1, "mover": "w", "move": "d3d4", "chance": 0.512,
//               "judged": true, "best": "c3c4", "played_value": 0.47, "best_value": 0.55,
//               "loss": 0.08, "verdict": "inaccuracy"}, ...]}
// Chances and values are the analysed side's expected result (0..1), rounded to 3 places;
// plies not judged (the opponent's, forced ones) carry only ply, turn, mover, move, chance.
#pragma once

#include "../analysis.h"

#include <QJsonObject>

#include <vector>

namespace gs {

QJsonObject analysisToJson(const GameAnalysis& a, const std::vector<State>& positions, const AnalysisOptions& options);

}  // namespace gs
