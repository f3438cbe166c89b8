#include "labexport.h"

#include "../record.h"
#include "../rules.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace gs {

namespace {

QJsonObject interval(const Interval& i)
{
    return {{"rate", i.estimate}, {"low", i.low}, {"high", i.high}};
}

QJsonObject summary(const Summary& s)
{
    return {{"mean", s.mean}, {"sd", s.sd}, {"low", s.low}, {"high", s.high}};
}

QJsonObject difference(const Difference& d)
{
    return {{"diff", d.diff}, {"low", d.low}, {"high", d.high}, {"p", d.pValue}, {"significant", d.significant}};
}

// The game-quality measures (lab/quality.h; README.md, Game-quality measures).
QJsonObject qualityToJson(const LabQuality& q)
{
    QJsonObject o;
    o["white_edge"] = QJsonObject{{"edge", q.whiteEdge.estimate}, {"low", q.whiteEdge.low}, {"high", q.whiteEdge.high}};
    o["draws"] = interval(q.drawRate);
    o["won_games"] = q.wonGames;
    o["settled_at"] = summary(q.settledAt);
    o["lead_changes"] = summary(q.leadChanges);
    o["drama"] = interval(q.drama);
    o["plies"] = summary(q.plies);
    o["star_decides"] = interval(q.starDecides);
    o["branching"] = summary(q.branching);
    o["blocked"] = interval(q.blocked);
    return o;
}

QJsonObject qualityDifferences(const QualityComparison& c)
{
    QJsonObject d;
    d["white_edge"] = difference(c.whiteEdge);
    d["draws"] = difference(c.drawRate);
    d["settled_at"] = difference(c.settledAt);
    d["lead_changes"] = difference(c.leadChanges);
    d["drama"] = difference(c.drama);
    d["plies"] = difference(c.plies);
    d["star_decides"] = difference(c.starDecides);
    d["branching"] = difference(c.branching);
    d["blocked"] = difference(c.blocked);
    return d;
}

}  // namespace

QJsonObject labRunToJson(const LabRunInfo& c, const LabStats& s)
{
    QJsonObject o;
    o["variant"] = QString::fromStdString(c.variant);
    o["white"] = QString::fromStdString(c.whiteSpec);
    o["black"] = QString::fromStdString(c.blackSpec);
    o["seed"] = QString::number(c.seed);
    o["games"] = s.games;
    o["white_wins"] = s.whiteWins;
    o["black_wins"] = s.blackWins;
    o["draws"] = s.draws;
    o["white_win_rate"] = interval(s.whiteWinRate);
    o["black_win_rate"] = interval(s.blackWinRate);
    o["draw_rate"] = interval(s.drawRate);
    o["white_score"] = interval(s.whiteScore);
    o["goals_white"] = summary(s.goalsWhite);
    o["goals_black"] = summary(s.goalsBlack);
    o["plies"] = summary(s.plies);
    o["turns"] = summary(s.turns);
    QJsonObject reasons;
    for (size_t r = 0; r < s.endReasons.size(); ++r)
        if (s.endReasons[r] > 0)
            reasons[endReasonKey(EndReason(r))] = s.endReasons[r];
    o["end_reasons"] = reasons;
    QJsonArray lengths;
    for (int n : s.lengthCounts)
        lengths.append(n);
    o["games_by_turns"] = lengths;
    QJsonObject perGame;
    perGame["penalties"] = summary(s.penalties);
    perGame["penalty_goals"] = summary(s.penaltyGoals);
    perGame["offsides"] = summary(s.offsides);
    perGame["promotions"] = summary(s.promotions);
    perGame["substitutions"] = summary(s.substitutions);
    perGame["debut_moves"] = summary(s.debutMoves);
    perGame["passes"] = summary(s.passes);
    o["per_game"] = perGame;
    QJsonObject share;
    share["penalty"] = interval(s.gamesWithPenalty);
    share["offside"] = interval(s.gamesWithOffside);
    share["promotion"] = interval(s.gamesWithPromotion);
    share["substitution"] = interval(s.gamesWithSubstitution);
    o["games_with"] = share;
    o["quality"] = qualityToJson(s.quality);
    return o;
}

QJsonObject labReportToJson(const LabRunInfo& a, const LabStats& sa, const LabRunInfo* b, const LabStats* sb)
{
    QJsonObject o;
    o["a"] = labRunToJson(a, sa);
    if (b && sb) {
        o["b"] = labRunToJson(*b, *sb);
        const LabComparison c = compareLabs(sa, *sb);
        QJsonObject d;
        d["white_win_rate"] = difference(c.whiteWinRate);
        d["black_win_rate"] = difference(c.blackWinRate);
        d["draw_rate"] = difference(c.drawRate);
        d["white_score"] = difference(c.whiteScore);
        d["goals_white"] = difference(c.goalsWhite);
        d["goals_black"] = difference(c.goalsBlack);
        d["turns"] = difference(c.turns);
        d["penalties"] = difference(c.penalties);
        d["offsides"] = difference(c.offsides);
        d["promotions"] = difference(c.promotions);
        d["substitutions"] = difference(c.substitutions);
        d["quality"] = qualityDifferences(c.quality);
        o["comparison"] = d;
    }
    return o;
}

QString labCsvHeader()
{
    return "variant,game,result,goals_white,goals_black,plies,turns,end,penalties,penalty_goals,offsides,"
           "promotions,substitutions,debut_moves,passes,lead_changes,settled_ply,winner_trailed,legal_moves,move_positions\n";
}

QString labGamesToCsv(const QString& variant, const std::vector<LabGame>& games)
{
    QString out;
    for (const LabGame& g : games)
        out += QString("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20\n")
                   .arg(variant)
                   .arg(g.index + 1)
                   .arg(QString::fromStdString(resultText(g.result)))
                   .arg(g.goals[0])
                   .arg(g.goals[1])
                   .arg(g.plies)
                   .arg(g.turns)
                   .arg(endReasonKey(g.reason))
                   .arg(g.penalties)
                   .arg(g.penaltyGoals)
                   .arg(g.offsides)
                   .arg(g.promotions)
                   .arg(g.substitutions)
                   .arg(g.debutMoves)
                   .arg(g.passes)
                   .arg(g.leadChanges)
                   .arg(g.settledPly)
                   .arg(g.winnerTrailed)
                   .arg(g.legalMoves)
                   .arg(g.movePositions);
    return out;
}

namespace {

// The keys of LabGame's counters in a shard line, and where each lives.
struct Counter {
    const char* key;
    int LabGame::*field;
};
const Counter kCounters[] = {
    {"plies", &LabGame::plies},         {"turns", &LabGame::turns},
    {"penalties", &LabGame::penalties}, {"penalty_goals", &LabGame::penaltyGoals},
    {"offsides", &LabGame::offsides},   {"promotions", &LabGame::promotions},
    {"substitutions", &LabGame::substitutions}, {"debut_moves", &LabGame::debutMoves},
    {"passes", &LabGame::passes},
    {"lead_changes", &LabGame::leadChanges}, {"settled_ply", &LabGame::settledPly},
    {"winner_trailed", &LabGame::winnerTrailed}, {"legal_moves", &LabGame::legalMoves},
    {"move_positions", &LabGame::movePositions},
};

}  // namespace

QJsonObject labGameToJson(const LabGame& g)
{
    QJsonObject o;
    o["game"] = g.index + 1;
    o["result"] = QString::fromStdString(resultText(g.result));
    o["goals"] = QJsonArray{g.goals[0], g.goals[1]};
    o["end"] = endReasonKey(g.reason);
    for (const Counter& c : kCounters)
        o[c.key] = g.*c.field;
    return o;
}

LabGame labGameFromJson(const QJsonObject& o)
{
    LabGame g;
    g.index = shardWholeNumber(o.value("game"), "game", 1, 100000) - 1;
    g.result = shardResult(o.value("result"));
    const QJsonArray goals = o.value("goals").toArray();
    if (goals.size() != 2)
        throw std::invalid_argument("goals: must be [White, Black]");
    g.goals = {shardWholeNumber(goals[0], "goals", 0, 999), shardWholeNumber(goals[1], "goals", 0, 999)};
    const QString end = o.value("end").toString();
    g.reason = EndReason::None;
    for (int r = 0; r < 7; ++r)
        if (end == endReasonKey(EndReason(r)))
            g.reason = EndReason(r);
    if (g.reason == EndReason::None)
        throw std::invalid_argument("end: unknown end of game \"" + end.toStdString() + "\"");
    // Lines of a goalscorer-cli from before the game-quality measures lack them all.
    if (!o.contains("lead_changes") && !o.contains("legal_moves"))
        throw std::invalid_argument("lead_changes: missing: written by an older goalscorer-cli without the game-quality "
                                    "measures; play this shard again with this version");
    for (const Counter& c : kCounters)
        g.*c.field = shardWholeNumber(o.value(c.key), c.key, 0, 1000000);
    return g;
}

QString variantDigest(const QJsonObject& doc)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(doc).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex().left(16));
}

QJsonObject labShardRun(const LabConfig& a, const LabConfig* b, const QJsonObject& variantA, const QJsonObject& variantB,
                        const QString& program)
{
    QJsonObject run;
    run["variant"] = QString::fromStdString(a.rules->id());
    run["variant_sha256"] = variantDigest(variantA);
    if (b) {
        run["compare"] = QString::fromStdString(b->rules->id());
        run["compare_sha256"] = variantDigest(variantB);
    }
    run["white"] = QString::fromStdString(a.whiteSpec);
    run["black"] = QString::fromStdString(a.blackSpec);
    run["games"] = a.games;
    run["seed"] = QString::number(a.seed);
    run["program"] = program;
    return run;
}

QJsonObject labShardGame(const LabGame& g, bool partB)
{
    QJsonObject o = labGameToJson(g);
    o["part"] = partB ? "b" : "a";
    return o;
}

int labShardOf(int index, int shards) { return index % shards + 1; }

MergedLab mergeLabShards(const std::vector<ShardLine>& lines)
{
    if (!lines.empty() && lines.front().run.contains("sweep"))
        throw ShardError(QString("%1 line %2 is a game of the sweep %3, not of a run: merge its files with goalscorer-cli lab merge")
                             .arg(lines.front().file)
                             .arg(lines.front().line)
                             .arg(lines.front().run.value("sweep").toString())
                             .toStdString());
    auto keyOf = [](const QJsonObject& game) {
        return QString("game %1%2").arg(game.value("game").toVariant().toString(), game.value("part").toString() == "b" ? " of the compared variant" : "");
    };
    auto expected = [&](const QJsonObject& run, int shards) {
        const int games = run.value("games").toInt(0);
        if (games < 1 || games > 100000)
            throw ShardError(QString("%1 line %2: run.games: must be from 1 to 100000").arg(lines.front().file).arg(lines.front().line).toStdString());
        std::vector<ExpectedGame> want;
        for (int part = 0; part < (run.contains("compare") ? 2 : 1); ++part)
            for (int i = 0; i < games; ++i)
                want.push_back({keyOf(QJsonObject{{"game", i + 1}, {"part", part ? "b" : "a"}}), labShardOf(i, shards)});
        return want;
    };
    const std::vector<const ShardLine*> games = mergeShardLines(lines, expected, keyOf);
    MergedLab m;
    const QJsonObject run = lines.front().run;
    m.shards = lines.front().shards;
    m.compare = run.contains("compare");
    bool ok = false;
    m.a = {run.value("variant").toString().toStdString(), run.value("white").toString().toStdString(),
           run.value("black").toString().toStdString(), run.value("seed").toString().toULongLong(&ok)};
    if (!ok || m.a.variant.empty())
        throw ShardError(QString("%1 line %2: run: \"variant\" and \"seed\" are needed").arg(lines.front().file).arg(lines.front().line).toStdString());
    m.b = m.a;
    m.b.variant = run.value("compare").toString().toStdString();
    for (LabGame& g : parseShardGames<LabGame>(games, labGameFromJson))
        (int(m.gamesA.size()) < run.value("games").toInt() ? m.gamesA : m.gamesB).push_back(g);  // in `expected` order: A, then B
    return m;
}

}  // namespace gs
