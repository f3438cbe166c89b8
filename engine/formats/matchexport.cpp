#include "matchexport.h"

#include "../lab/lab.h"
#include "../record.h"

#include <QJsonArray>

namespace gs {

QString sprtDecisionText(SprtResult::Decision d)
{
    return d == SprtResult::AcceptH1 ? "H1" : d == SprtResult::AcceptH0 ? "H0" : "continue";
}

QJsonObject matchReportToJson(const MatchRunInfo& run, const MatchStats& s, const std::optional<SprtRequest>& request)
{
    QJsonObject r;
    const double n = std::max(1, s.games);
    r["games"] = s.games;
    r["a"] = run.a;
    r["b"] = run.b;
    r["variant"] = run.variant;
    r["seed"] = QString::number(run.seed);
    r["a_wins"] = s.aWins;
    r["b_wins"] = s.bWins;
    r["draws"] = s.draws;
    r["a_score"] = s.aScore;
    r["a_score_ci95"] = s.aScoreCi95;
    r["elo_a_minus_b"] = s.elo;
    QJsonObject reasons;
    for (const auto& [k, v] : s.endReasons)
        reasons[QString::fromStdString(k)] = v;
    r["reasons"] = reasons;
    r["avg_plies"] = double(s.plies) / n;
    r["avg_goals_white"] = double(s.goals[0]) / n;
    r["avg_goals_black"] = double(s.goals[1]) / n;
    if (run.paired) {
        r["pairs"] = s.pairs;
        QJsonArray penta;
        for (int c : s.pentanomial)
            penta.append(c);
        r["pentanomial"] = penta;
        r["elo"] = s.pairedElo.elo;
        r["elo_ci95"] = QJsonArray{s.pairedElo.low, s.pairedElo.high};
    }
    if (request) {
        const SprtResult t = sprt(s.pentanomial, request->elo0, request->elo1, request->alpha, request->beta);
        r["sprt"] = QJsonObject{{"llr", t.llr},
                                {"lower", t.lower},
                                {"upper", t.upper},
                                {"result", sprtDecisionText(t.decision)},
                                {"elo0", request->elo0},
                                {"elo1", request->elo1},
                                {"alpha", request->alpha},
                                {"beta", request->beta}};
    }
    return r;
}

QJsonObject matchGameToJson(const MatchGame& g)
{
    return {{"game", g.number},
            {"a_white", g.aWhite},
            {"result", QString::fromStdString(resultText(g.result))},
            {"goals", QJsonArray{g.goals[0], g.goals[1]}},
            {"plies", g.plies},
            {"end", endReasonKey(g.reason)}};
}

MatchGame matchGameFromJson(const QJsonObject& o)
{
    const auto whole = shardWholeNumber;
    MatchGame g;
    g.number = whole(o.value("game"), "game", 1, 1000000);
    if (!o.value("a_white").isBool() || o.value("a_white").toBool() != aIsWhite(g.number))
        throw std::invalid_argument("a_white: A is White in odd-numbered games only");
    g.aWhite = aIsWhite(g.number);
    g.result = shardResult(o.value("result"));
    const QJsonArray goals = o.value("goals").toArray();
    if (goals.size() != 2)
        throw std::invalid_argument("goals: must be [White, Black]");
    g.goals = {whole(goals[0], "goals", 0, 999), whole(goals[1], "goals", 0, 999)};
    g.plies = whole(o.value("plies"), "plies", 0, 1000000);
    const QString end = o.value("end").toString();
    for (int r = 1; r < 7; ++r)
        if (end == endReasonKey(EndReason(r)))
            g.reason = EndReason(r);
    if (g.reason == EndReason::None)
        throw std::invalid_argument("end: unknown end of game \"" + end.toStdString() + "\"");
    return g;
}

QJsonObject matchShardRun(const MatchConfig& c, const MatchRunInfo& info, const QString& digest, const QString& program)
{
    return {{"a", info.a},
            {"b", info.b},
            {"variant", info.variant},
            {"variant_sha256", digest},
            {"games", c.games},
            {"seed", QString::number(c.seed)},
            {"paired", c.paired},
            {"program", program}};
}

int matchShardOf(int number, bool paired, int shards)
{
    const int item = paired ? (number - 1) / 2 : number - 1;
    return item % shards + 1;
}

MergedMatch mergeMatchShards(const std::vector<ShardLine>& lines)
{
    auto keyOf = [](const QJsonObject& game) { return QString("game %1").arg(game.value("game").toVariant().toString()); };
    auto expected = [&](const QJsonObject& run, int shards) {
        const int games = run.value("games").toInt(0);
        if (games < 1 || games > 1000000)
            throw ShardError(QString("%1 line %2: run.games: must be from 1 to 1000000").arg(lines.front().file).arg(lines.front().line).toStdString());
        std::vector<ExpectedGame> want;
        for (int g = 1; g <= games; ++g)
            want.push_back({keyOf(QJsonObject{{"game", g}}), matchShardOf(g, run.value("paired").toBool(), shards)});
        return want;
    };
    const std::vector<const ShardLine*> games = mergeShardLines(lines, expected, keyOf);
    const QJsonObject run = lines.front().run;
    MergedMatch m;
    m.shards = lines.front().shards;
    bool ok = false;
    m.info = {run.value("a").toString(), run.value("b").toString(), run.value("variant").toString(),
              run.value("seed").toString().toULongLong(&ok), run.value("paired").toBool()};
    if (!ok)
        throw ShardError(QString("%1 line %2: run.seed: must be a whole number").arg(lines.front().file).arg(lines.front().line).toStdString());
    m.games = parseShardGames<MatchGame>(games, matchGameFromJson);
    return m;
}

}  // namespace gs
