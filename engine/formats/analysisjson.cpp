#include "analysisjson.h"

#include "../notation.h"

#include <QJsonArray>

#include <cmath>

namespace gs {

namespace {
double rounded(double x) { return std::round(x * 1000) / 1000; }
QString sideText(Side s) { return QString(sideChar(s)); }
}  // namespace

QJsonObject analysisToJson(const GameAnalysis& a, const std::vector<State>& positions, const AnalysisOptions& o)
{
    QJsonArray plies;
    int judged = 0, counts[4] = {0, 0, 0, 0};
    double lossSum = 0;
    for (size_t k = 0; k < a.plies.size(); ++k) {
        const PlyAnalysis& p = a.plies[k];
        const Rules& r = positions[k].rules();
        QJsonObject ply{{"ply", int(k + 1)},
                        {"turn", positions[k].turn()},
                        {"mover", sideText(p.mover)},
                        {"move", QString::fromStdString(formatMove(p.played, r))},
                        {"chance", rounded(p.chance)}};
        if (p.judged) {
            ++judged;
            ++counts[int(p.verdict)];
            lossSum += p.loss;
            ply["judged"] = true;
            ply["best"] = QString::fromStdString(formatMove(p.best, r));
            ply["played_value"] = rounded(p.playedValue);
            ply["best_value"] = rounded(p.bestValue);
            ply["loss"] = rounded(p.loss);
            ply["verdict"] = QString(verdictName(p.verdict));
        }
        plies.append(ply);
    }
    return QJsonObject{
        {"side", sideText(a.side)},
        {"deals", o.deals},
        {"seed", QString::number(o.seed)},
        {"complete", a.complete},
        {"final_result", rounded(a.finalResult)},
        {"summary", QJsonObject{{"judged", judged},
                                {"inaccuracies", counts[int(Verdict::Inaccuracy)]},
                                {"mistakes", counts[int(Verdict::Mistake)]},
                                {"blunders", counts[int(Verdict::Blunder)]},
                                {"average_loss", rounded(judged ? lossSum / judged : 0)}}},
        {"plies", plies},
    };
}

}  // namespace gs
