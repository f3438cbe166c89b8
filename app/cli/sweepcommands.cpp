#include "sweepcommands.h"
#include "shardio.h"

#include "formats/labexport.h"
#include "formats/sweepexport.h"
#include "formats/sweepvariants.h"
#include "rules.h"

#include <QJsonDocument>

#include <chrono>
#include <cstdio>

namespace cli {

namespace {

QString pct(const gs::Interval& i)
{
    return QString("%1 (%2-%3)").arg(100 * i.estimate, 0, 'f', 1).arg(100 * i.low, 0, 'f', 1).arg(100 * i.high, 0, 'f', 1);
}

QString edge(const gs::Interval& i)
{
    return QString("%1%2 (%3 to %4)").arg(i.estimate >= 0 ? "+" : "").arg(100 * i.estimate, 0, 'f', 1).arg(100 * i.low, 0, 'f', 1).arg(100 * i.high, 0, 'f', 1);
}

QString mean(const gs::Summary& s, int decimals)
{
    return QString("%1 (%2-%3)").arg(s.mean, 0, 'f', decimals).arg(s.low, 0, 'f', decimals).arg(s.high, 0, 'f', decimals);
}

// The table: one row per value, each measure with its 95% interval.
void printSweep(QTextStream& out, const gs::LabRunInfo& run, const gs::SweepSpec& spec, const std::vector<gs::SweepStats>& points)
{
    out << QString("%1, %2 from %3 to %4 in steps of %5: %6 games a value (the same deals at every value), White %7, Black %8, seed %9\n")
               .arg(QString::fromStdString(run.variant), QString::fromStdString(spec.field))
               .arg(spec.from)
               .arg(spec.to)
               .arg(spec.step)
               .arg(points.empty() ? 0 : points.front().stats.games)
               .arg(QString::fromStdString(run.whiteSpec), QString::fromStdString(run.blackSpec))
               .arg(run.seed);
    const QStringList heads = {QString::fromStdString(spec.field), "White wins %", "Black wins %", "draws %", "White's edge, points",
                               "length, plies", "settled at", "lead changes", "drama %"};
    std::vector<QStringList> rows{heads};
    for (const gs::SweepStats& p : points) {
        const gs::LabStats& s = p.stats;
        const gs::LabQuality& q = s.quality;
        rows.push_back({QString::number(p.value), pct(s.whiteWinRate), pct(s.blackWinRate), pct(s.drawRate), edge(q.whiteEdge),
                        mean(q.plies, 1), mean(q.settledAt, 2), mean(q.leadChanges, 2), pct(q.drama)});
    }
    std::vector<int> width(heads.size(), 0);
    for (const QStringList& r : rows)
        for (int c = 0; c < r.size(); ++c)
            width[size_t(c)] = std::max(width[size_t(c)], int(r[c].size()));
    for (const QStringList& r : rows) {
        QStringList cells;
        for (int c = 0; c < r.size(); ++c)
            cells << (c == 0 ? r[c].rightJustified(width[0]) : r[c].leftJustified(width[size_t(c)]));
        QString line = "  " + cells.join("  ");
        while (line.endsWith(' '))
            line.chop(1);
        out << line << '\n';
    }
}

void emitSweep(Context& ctx, const QCommandLineParser& p, const gs::LabRunInfo& run, const gs::SweepSpec& spec,
               const std::vector<gs::SweepPoint>& points)
{
    const std::vector<gs::SweepStats> stats = gs::analyseSweep(points);
    const QJsonObject report = gs::sweepReportToJson(run, spec, stats);
    if (p.isSet("csv"))
        writeWholeFile(p.value("csv"), (gs::labCsvHeader() + gs::sweepGamesToCsv(run, spec, points)).toUtf8());
    if (p.isSet("report"))
        writeWholeFile(p.value("report"), QJsonDocument(report).toJson());
    if (p.isSet("json"))
        ctx.out << QJsonDocument(report).toJson(QJsonDocument::Compact) << '\n';
    else
        printSweep(ctx.out, run, spec, stats);
}

}  // namespace

int runLabSweep(Context& ctx, const QCommandLineParser& p, const gs::LabConfig& base)
{
    if (p.isSet("compare"))
        throw Failure{BadInput, "--sweep and --compare do not go together: a sweep compares the values of one setting"};
    gs::SweepSpec spec;
    std::vector<gs::SweepValue> values;
    const QJsonObject document = ctx.registry.document(base.rules->id());
    try {
        spec = gs::parseSweepSpec(p.value("sweep").toStdString());
        values = gs::sweepVariants(document, spec);
    } catch (const gs::SweepSpecError& e) {
        throw Failure{BadInput, "--" + QString::fromUtf8(e.what())};
    }

    const ShardChoice choice = shardChoice(p);
    const std::vector<int> mine = gs::shardItems(base.games, choice.shard, choice.shards);
    std::unique_ptr<ShardOutput> out;
    if (p.isSet("out"))
        out = std::make_unique<ShardOutput>(p.value("out"), "lab", gs::sweepShardRun(base, spec, document, programName()), choice);
    // Each value's games still to play: this shard's, less those its file already has.
    std::vector<std::vector<int>> todo;
    int total = 0;
    for (const gs::SweepValue& v : values) {
        std::vector<int> left;
        for (int i : mine)
            if (!out || !out->has(ShardOutput::sweepKey(i + 1, v.value)))
                left.push_back(i);
        total += int(left.size());
        todo.push_back(std::move(left));
    }

    const bool quiet = p.isSet("quiet");
    const auto t0 = std::chrono::steady_clock::now();
    int finished = 0;
    std::vector<gs::SweepPoint> points;
    for (size_t k = 0; k < values.size(); ++k) {
        const int value = values[k].value;
        gs::SweepPoint point;
        point.value = value;
        point.games = gs::runLabGames(gs::sweepConfig(base, values[k]), todo[k], [&](const gs::LabGame& g, int) {
            if (out)
                out->append(gs::sweepShardGame(g, value));
            ++finished;
            if (quiet || (finished % std::max(1, total / 20) != 0 && finished != total))
                return;
            const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            std::fprintf(stderr, "lab sweep: %d/%d games, %.0f s left\n", finished, total, secs / finished * (total - finished));
        });
        points.push_back(std::move(point));
    }
    if (out) {
        ctx.out << QString("lab sweep shard %1/%2: %3 games played now, %4 of %5 in %6%7\n")
                       .arg(choice.shard)
                       .arg(choice.shards)
                       .arg(total)
                       .arg(out->count())
                       .arg(int(mine.size() * values.size()))
                       .arg(out->path(), total == 0 ? " (already complete, nothing to do)" : "");
        return Ok;
    }
    emitSweep(ctx, p, gs::labRunInfo(base), spec, points);
    return Ok;
}

int mergeLabSweep(Context& ctx, const QCommandLineParser& p, const std::vector<gs::ShardLine>& lines)
{
    gs::MergedSweep m;
    try {
        m = gs::mergeSweepShards(lines);
    } catch (const gs::ShardError& e) {
        throw Failure{BadInput, QString::fromUtf8(e.what())};
    }
    emitSweep(ctx, p, m.run, m.spec, m.points);
    return Ok;
}

}  // namespace cli
