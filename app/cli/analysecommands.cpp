// analyse: a recorded game replayed from one side's seat, its chance at every ply and the
// moves that cost most (engine/analysis.h).
#include "cli.h"

#include "analysis.h"
#include "formats/analysisjson.h"
#include "notation.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cli {

int runAnalyse(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("record", "The game record to analyse.", "<file.gsr>");
    p.addOption({"as", "Whose seat: w or b. Only what that side could see at each move is used.", "side"});
    p.addOption({"json", "Write JSON instead of a table."});
    p.addOption({"deals", "Deals (one playout each) per estimate (default 2000).", "n"});
    p.addOption({"seed", "Seed of the deals (default 1).", "n"});
    ctx.parse(p, "analyse", args);
    const QStringList files = p.positionalArguments();
    if (files.size() != 1 || !p.isSet("as"))
        throw Failure{BadInput, "analyse needs one record file and --as w|b"};
    const gs::Side as = sideArg(p.value("as"));
    const gs::GameRecord r = ctx.readRecordFile(files.front());
    const std::vector<gs::State> positions = ctx.replayRecord(r, files.front());
    std::vector<gs::Move> moves;
    for (size_t k = 0; k < r.moves.size(); ++k)
        moves.push_back(gs::parseMove(r.moves[k], positions[k].rules()));
    gs::AnalysisOptions o;
    o.deals = ctx.positiveInt(p, "deals", o.deals);
    o.seed = ctx.seed(p, "seed", o.seed);
    const gs::GameAnalysis a = gs::analyseGame(positions, moves, as, o);
    const QJsonObject json = gs::analysisToJson(a, positions, o);
    if (p.isSet("json")) {
        ctx.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return Ok;
    }
    const QJsonObject sum = json["summary"].toObject();
    ctx.out << QString("%1 as %2: %3 decisions judged, %4 inaccuracies, %5 mistakes, %6 blunders; average loss %7\n")
                   .arg(files.front(), as == gs::Side::White ? "White" : "Black")
                   .arg(sum["judged"].toInt())
                   .arg(sum["inaccuracies"].toInt())
                   .arg(sum["mistakes"].toInt())
                   .arg(sum["blunders"].toInt())
                   .arg(sum["average_loss"].toDouble(), 0, 'f', 3);
    ctx.out << "ply  turn  side  move      chance  verdict     best      loss\n";
    for (const QJsonValue& v : json["plies"].toArray()) {
        const QJsonObject ply = v.toObject();
        ctx.out << QString("%1  %2  %3     %4  %5")
                       .arg(ply["ply"].toInt(), 3)
                       .arg(ply["turn"].toInt(), 4)
                       .arg(ply["mover"].toString())
                       .arg(ply["move"].toString(), -8)
                       .arg(ply["chance"].toDouble(), 6, 'f', 3);
        if (ply["judged"].toBool() && ply["verdict"].toString() != "good")
            ctx.out << QString("  %1  %2  %3").arg(ply["verdict"].toString(), -10).arg(ply["best"].toString(), -8).arg(ply["loss"].toDouble(), 0, 'f', 3);
        ctx.out << '\n';
    }
    ctx.out << QString("final result for %1: %2\n").arg(as == gs::Side::White ? "White" : "Black").arg(a.finalResult);
    return Ok;
}

}  // namespace cli
