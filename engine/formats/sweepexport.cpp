#include "sweepexport.h"

#include "labexport.h"

#include <QJsonArray>

namespace gs {

QJsonObject sweepReportToJson(const LabRunInfo& run, const SweepSpec& spec, const std::vector<SweepStats>& points)
{
    QJsonObject o;
    o["variant"] = QString::fromStdString(run.variant);
    o["white"] = QString::fromStdString(run.whiteSpec);
    o["black"] = QString::fromStdString(run.blackSpec);
    o["seed"] = QString::number(run.seed);
    o["games"] = points.empty() ? 0 : points.front().stats.games;
    QJsonArray values;
    for (int v : spec.values())
        values.append(v);
    o["sweep"] = QJsonObject{{"field", QString::fromStdString(spec.field)}, {"from", spec.from}, {"to", spec.to}, {"step", spec.step}, {"values", values}};
    QJsonArray list;
    for (const SweepStats& p : points) {
        QJsonObject point = labRunToJson(run, p.stats);
        for (const char* k : {"variant", "white", "black", "seed"})
            point.remove(k);  // said once, above
        point["value"] = p.value;
        list.append(point);
    }
    o["points"] = list;
    return o;
}

QString sweepGamesToCsv(const LabRunInfo& run, const SweepSpec& spec, const std::vector<SweepPoint>& points)
{
    QString out;
    for (const SweepPoint& p : points)
        out += labGamesToCsv(QString("%1 %2=%3").arg(QString::fromStdString(run.variant), QString::fromStdString(spec.field)).arg(p.value), p.games);
    return out;
}

QJsonObject sweepShardRun(const LabConfig& base, const SweepSpec& spec, const QJsonObject& baseVariant, const QString& program)
{
    QJsonObject run = labShardRun(base, nullptr, baseVariant, {}, program);
    run["sweep"] = QString::fromStdString(spec.text());
    return run;
}

QJsonObject sweepShardGame(const LabGame& g, int value)
{
    QJsonObject o = labShardGame(g, false);
    o["value"] = value;
    return o;
}

MergedSweep mergeSweepShards(const std::vector<ShardLine>& lines)
{
    if (lines.empty())
        throw ShardError("no shard lines to merge");
    const ShardLine& first = lines.front();
    const QString where = QString("%1 line %2: ").arg(first.file).arg(first.line);
    MergedSweep m;
    try {
        m.spec = parseSweepSpec(first.run.value("sweep").toString().toStdString());
    } catch (const SweepSpecError& e) {
        throw ShardError((where + "run." + QString::fromUtf8(e.what())).toStdString());
    }
    const QString field = QString::fromStdString(m.spec.field);
    auto keyOf = [field](const QJsonObject& game) {
        return QString("game %1 at %2 = %3").arg(game.value("game").toVariant().toString(), field, game.value("value").toVariant().toString());
    };
    const std::vector<int> values = m.spec.values();
    auto expected = [&](const QJsonObject& run, int shards) {
        const int games = run.value("games").toInt(0);
        if (games < 1 || games > 100000)
            throw ShardError((where + "run.games: must be from 1 to 100000").toStdString());
        std::vector<ExpectedGame> want;
        for (int v : values)
            for (int i = 0; i < games; ++i)
                want.push_back({keyOf(QJsonObject{{"game", i + 1}, {"value", v}}), labShardOf(i, shards)});
        return want;
    };
    const std::vector<const ShardLine*> merged = mergeShardLines(lines, expected, keyOf);
    const QJsonObject run = first.run;
    m.shards = first.shards;
    m.games = run.value("games").toInt();
    bool ok = false;
    m.run = {run.value("variant").toString().toStdString(), run.value("white").toString().toStdString(),
             run.value("black").toString().toStdString(), run.value("seed").toString().toULongLong(&ok)};
    if (!ok || m.run.variant.empty())
        throw ShardError((where + "run: \"variant\" and \"seed\" are needed").toStdString());
    const std::vector<LabGame> games = parseShardGames<LabGame>(merged, labGameFromJson);
    for (size_t k = 0; k < values.size(); ++k) {  // in `expected` order: value by value, game by game
        SweepPoint p;
        p.value = values[k];
        p.games.assign(games.begin() + long(k * size_t(m.games)), games.begin() + long((k + 1) * size_t(m.games)));
        m.points.push_back(std::move(p));
    }
    return m;
}

}  // namespace gs
