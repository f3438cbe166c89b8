// lab: many computer games under one or two variants, and a balance report.
#include "cli.h"
#include "labrecordcommands.h"
#include "shardio.h"
#include "sweepcommands.h"

#include "formats/labexport.h"
#include "formats/labrerun.h"
#include "labreportpage.h"
#include "lab/verdict.h"
#include "rules.h"

#include <QDate>
#include <QFileInfo>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

#include <chrono>
#include <cstdio>

namespace cli {

namespace {

QString pct(const gs::Interval& i)
{
    return QString("%1% (%2-%3)").arg(100 * i.estimate, 0, 'f', 1).arg(100 * i.low, 0, 'f', 1).arg(100 * i.high, 0, 'f', 1);
}

QString mean(const gs::Summary& s, int decimals = 2)
{
    return QString("%1 (%2-%3)").arg(s.mean, 0, 'f', decimals).arg(s.low, 0, 'f', decimals).arg(s.high, 0, 'f', decimals);
}

QString diff(const gs::Difference& d, bool percent)
{
    const double k = percent ? 100 : 1;
    return QString("%1%2%7 (%3 to %4), p=%5%6")
        .arg(d.diff >= 0 ? "+" : "")
        .arg(k * d.diff, 0, 'f', percent ? 1 : 2)
        .arg(k * d.low, 0, 'f', percent ? 1 : 2)
        .arg(k * d.high, 0, 'f', percent ? 1 : 2)
        .arg(d.pValue, 0, 'f', 3)
        .arg(d.significant ? "  significant" : "")
        .arg(percent ? " points" : "");
}

// The report of one run (or two, compared) from its games, sorted by index: printed as text or
// JSON and written to --csv / --report / --html. An unsharded run, merged shards and --rerun
// all end here; `run` is what the report says was run (labrerun.h).
void emitReport(Context& ctx, const QCommandLineParser& p, const gs::LabRerun& run, const gs::LabRunInfo& a,
                const std::vector<gs::LabGame>& gamesA, const gs::LabRunInfo* b, const std::vector<gs::LabGame>& gamesB)
{
    const gs::LabStats sa = gs::analyseLab(gamesA);
    const gs::LabStats sb = gs::analyseLab(gamesB);
    const QJsonObject report = gs::labReportWithRun(run, a, sa, b, b ? &sb : nullptr);
    if (p.isSet("csv")) {
        QString csv = gs::labCsvHeader() + gs::labGamesToCsv(QString::fromStdString(a.variant), gamesA);
        if (b)
            csv += gs::labGamesToCsv(QString::fromStdString(b->variant), gamesB);
        writeWholeFile(p.value("csv"), csv.toUtf8());
    }
    if (p.isSet("report"))
        writeWholeFile(p.value("report"), QJsonDocument(report).toJson());
    if (p.isSet("html")) {
        sharing::LabReportData page;
        page.run = run;
        page.nameA = QString::fromStdString(a.variant);
        page.nameB = b ? QString::fromStdString(b->variant) : QString();
        page.a = sa;
        if (b)
            page.b = sb;
        page.verdict = sharing::labVerdictText(sa, b ? &sb : nullptr, a.whiteSpec, a.blackSpec, page.nameA, page.nameB, &run);
        page.json = QJsonDocument(report).toJson();
        page.date = QDate::currentDate().toString(Qt::ISODate);
        writeWholeFile(p.value("html"), sharing::labReportPage(page));
    }

    if (p.isSet("json")) {
        ctx.out << QJsonDocument(report).toJson(QJsonDocument::Compact) << '\n';
        return;
    }
    for (const QJsonValue& sentence : report.value("verdict").toArray())
        ctx.out << sentence.toString() << '\n';
    printLabRun(ctx.out, a, sa);
    if (b) {
        printLabRun(ctx.out, *b, sb);
        printLabComparison(ctx.out, QString::fromStdString(a.variant), sa, QString::fromStdString(b->variant), sb);
    }
}

void addReportOptions(QCommandLineParser& p)
{
    p.addOption({"json", "Print the report as one JSON object."});
    p.addOption({"csv", "Also write every game as a CSV row to <file>.", "file"});
    p.addOption({"report", "Also write the JSON report to <file>.", "file"});
    p.addOption({"html", "Also write the report as a self-contained web page to <file>.", "file"});
}

// lab merge FILE...: shard files back into the report of the whole run.
int runLabMerge(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription("Merges the shard files of one sharded lab run or sweep (lab --shard K/N --out FILE) and "
                                "prints the report of the whole run, the same as an unsharded run gives. Refuses files of different "
                                "runs, a game found twice, and names the shards or games that are missing.");
    addReportOptions(p);
    p.addPositionalArgument("files", "The shard files (.jsonl).", "FILE...");
    ctx.parse(p, "lab merge", args);
    const std::vector<gs::ShardLine> lines = readShardsForMerge(p.positionalArguments(), "lab");
    if (!lines.empty() && lines.front().run.contains("sweep"))
        return mergeLabSweep(ctx, p, lines);
    gs::MergedLab m;
    QJsonObject shardRun;
    try {
        m = gs::mergeLabShards(lines);
        shardRun = lines.front().run;
    } catch (const gs::ShardError& e) {
        throw Failure{BadInput, QString::fromUtf8(e.what())};
    }
    const gs::LabRerun run = gs::labRerunOf(m.a, m.compare ? &m.b : nullptr, int(m.gamesA.size()), ctx.registry, shardRun);
    emitReport(ctx, p, run, m.a, m.gamesA, m.compare ? &m.b : nullptr, m.gamesB);
    return Ok;
}

// The run of the JSON report at `path` (--rerun) into `a` and `b`; true when it compares two
// variants. Each variant is the report's copy of its file: the one registered under its id
// when that is the same, else the copy itself, registered for this run.
bool rerunConfig(Context& ctx, const QString& path, gs::LabConfig& a, gs::LabConfig& b)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Failure{BadInput, path + ": " + f.errorString()};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (!doc.isObject())
        throw Failure{BadInput, path + ": not a JSON report: " + error.errorString()};
    gs::LabRerun run;
    try {
        run = gs::labRerunFromReport(doc.object());
    } catch (const std::invalid_argument& e) {
        throw Failure{BadInput, path + ": " + QString::fromUtf8(e.what())};
    }
    auto variant = [&](const QString& id, const QJsonObject& file) -> const gs::Rules* {
        const gs::Rules* known = ctx.registry.find(id.toStdString());
        if (known && gs::reportVariantFile(ctx.registry.document(id.toStdString())) == file)
            return known;
        try {
            return &ctx.registry.loadJson(QJsonDocument(file).toJson(), QFileInfo(path).fileName() + " (" + id + ")", true);
        } catch (const gs::VariantLoadError& e) {
            throw Failure{BadInput, e.what()};
        } catch (const gs::InvalidVariant& e) {
            throw Failure{BadInput, path + ": " + id + ": " + e.what()};
        }
    };
    a = gs::LabConfig{};
    a.rules = variant(run.variant, run.variantFile);
    a.whiteSpec = run.whiteSpec;
    a.blackSpec = run.blackSpec;
    a.games = run.games;
    a.seed = run.seed;
    b = a;
    if (run.compare.isEmpty())
        return false;
    b.rules = variant(run.compare, run.compareFile);
    return true;
}

}  // namespace

void printLabRun(QTextStream& out, const gs::LabRunInfo& c, const gs::LabStats& s)
{
    out << QString("%1: %2 games, White %3, Black %4, seed %5\n")
               .arg(QString::fromStdString(c.variant))
               .arg(s.games)
               .arg(QString::fromStdString(c.whiteSpec), QString::fromStdString(c.blackSpec))
               .arg(c.seed);
    out << "  White wins   " << pct(s.whiteWinRate) << '\n';
    out << "  Black wins   " << pct(s.blackWinRate) << '\n';
    out << "  draws        " << pct(s.drawRate) << '\n';
    out << "  goals        White " << mean(s.goalsWhite) << ", Black " << mean(s.goalsBlack) << '\n';
    out << "  length       " << mean(s.turns, 1) << " turns, " << mean(s.plies, 1) << " plies\n";
    QStringList ends;
    for (size_t r = 0; r < s.endReasons.size(); ++r)
        if (s.endReasons[r] > 0)
            ends << QString("%1 %2").arg(gs::endReasonKey(gs::EndReason(r))).arg(s.endReasons[r]);
    out << "  ended by     " << ends.join(", ") << '\n';
    out << "  per game     Penalties " << mean(s.penalties) << ", Offsides " << mean(s.offsides) << ", promotions "
        << mean(s.promotions) << ", substitutions " << mean(s.substitutions) << '\n';
    out << "  games with   a Penalty " << pct(s.gamesWithPenalty) << ", an Offside " << pct(s.gamesWithOffside)
        << ", a substitution " << pct(s.gamesWithSubstitution) << '\n';
    const gs::LabQuality& q = s.quality;
    out << "  quality      White's edge " << QString("%1%2 points (%3 to %4)")
                                                 .arg(q.whiteEdge.estimate >= 0 ? "+" : "")
                                                 .arg(100 * q.whiteEdge.estimate, 0, 'f', 1)
                                                 .arg(100 * q.whiteEdge.low, 0, 'f', 1)
                                                 .arg(100 * q.whiteEdge.high, 0, 'f', 1)
        << ", draws " << pct(q.drawRate) << '\n';
    out << "               settled at " << mean(q.settledAt) << " of the game (" << q.wonGames << " won games), lead changes "
        << mean(q.leadChanges) << ", drama " << pct(q.drama) << '\n';
    out << "               length " << mean(q.plies, 1) << " plies, Star Player decides " << pct(q.starDecides)
        << ", branching " << mean(q.branching, 1) << " moves, blocked " << pct(q.blocked) << '\n';
}


void printLabComparison(QTextStream& out, const QString& nameA, const gs::LabStats& sa, const QString& nameB, const gs::LabStats& sb)
{
    const gs::LabComparison c = gs::compareLabs(sa, sb);
    out << QString("%1 minus %2 (95% interval, p-value):\n").arg(nameB, nameA);
    out << "  White wins   " << diff(c.whiteWinRate, true) << '\n';
    out << "  Black wins   " << diff(c.blackWinRate, true) << '\n';
    out << "  draws        " << diff(c.drawRate, true) << '\n';
    out << "  White goals  " << diff(c.goalsWhite, false) << '\n';
    out << "  Black goals  " << diff(c.goalsBlack, false) << '\n';
    out << "  turns        " << diff(c.turns, false) << '\n';
    out << "  Penalties    " << diff(c.penalties, false) << '\n';
    out << "  Offsides     " << diff(c.offsides, false) << '\n';
    const gs::QualityComparison& q = c.quality;
    out << "  White's edge " << diff(q.whiteEdge, true) << '\n';
    out << "  settled at   " << diff(q.settledAt, false) << '\n';
    out << "  lead changes " << diff(q.leadChanges, false) << '\n';
    out << "  drama        " << diff(q.drama, true) << '\n';
    out << "  plies        " << diff(q.plies, false) << '\n';
    out << "  Star decides " << diff(q.starDecides, true) << '\n';
    out << "  branching    " << diff(q.branching, false) << '\n';
    out << "  blocked      " << diff(q.blocked, true) << '\n';
}

int runLab(Context& ctx, const QStringList& args)
{
    if (!args.isEmpty() && args.front() == "merge")
        return runLabMerge(ctx, args.mid(1));
    QCommandLineParser p;
    p.setApplicationDescription("Plays many computer games under a variant (and optionally a second one) and reports "
                                "win rates with 95% confidence intervals, goals, game length, how games end and how "
                                "often Penalties, Offsides, promotions and substitutions happen. With --sweep it plays the "
                                "same games at each value of one setting. With --shard K/N --out FILE it plays one shard "
                                "of the run into a file; 'lab merge FILE...' joins them.");
    p.addOption({"variant", "Variant id (built in, or saved in the app) or .json file (default classic).", "id|file", "classic"});
    p.addOption({"compare", "A second variant to run with the same players and seeds, and compare.", "id|file"});
    p.addOption({"sweep", "Play the same games at each value of one numeric setting of the variant and report every measure "
                          "against it, e.g. turnLimit=10:30:5 (FIELD=FROM:TO:STEP; FIELD as in variants/README.md).", "spec"});
    p.addOption({"white", QString("White's AI SPEC (default %1, as the app's Lab).").arg(gs::kLabDefaultPlayer), "spec", gs::kLabDefaultPlayer});
    p.addOption({"black", QString("Black's AI SPEC (default %1).").arg(gs::kLabDefaultPlayer), "spec", gs::kLabDefaultPlayer});
    p.addOption({"games", QString("Games per variant (default %1).").arg(gs::kLabDefaultGames), "n"});
    p.addOption({"seed", "Run seed (default 1).", "s"});
    p.addOption({"jobs", "Games played at once (default: the number of cores).", "n"});
    addReportOptions(p);
    p.addOption({"shard", "Play only shard K of N of the run (every N-th game from game K); needs --out.", "K/N"});
    p.addOption({"out", "Append each finished game as a JSON line to <file>; a file already there is resumed.", "file"});
    p.addOption({"rerun", "Play the run of a JSON report (--report, --json or the Lab's Export JSON) again, with the "
                          "variant files it carries; the same players, games and seed give the same report.", "report.json"});
    p.addOption({"records", "Report the game records (*.gsr) in <dir>, games people played, beside computer games of their "
                            "variant (players as for a run, games default the number of records); records of another "
                            "variant, broken or unfinished ones are listed and skipped.", "dir"});
    p.addOption({"quiet", "No progress on standard error."});
    ctx.parse(p, "lab", args);
    if (p.isSet("records"))
        return runLabRecords(ctx, p);
    if (!p.positionalArguments().isEmpty())
        throw Failure{BadInput, "unexpected argument \"" + p.positionalArguments().front() + "\""};

    gs::LabConfig a;
    gs::LabConfig b;
    bool compare = false;
    if (p.isSet("rerun")) {
        for (const char* option : {"variant", "compare", "white", "black", "games", "seed", "shard", "out"})
            if (p.isSet(option))
                throw Failure{BadInput, QString("--rerun takes the run from the report; --%1 cannot change it").arg(option)};
        compare = rerunConfig(ctx, p.value("rerun"), a, b);
    } else {
        a.rules = &ctx.variant(p.value("variant"));
        a.whiteSpec = p.value("white").toStdString();
        a.blackSpec = p.value("black").toStdString();
        a.games = ctx.positiveInt(p, "games", gs::kLabDefaultGames);
        if (a.games > 100000)
            throw Failure{BadInput, "--games must be at most 100000"};
        a.seed = ctx.seed(p, "seed", 1);
        b = a;
        compare = p.isSet("compare");
        if (compare)
            b.rules = &ctx.variant(p.value("compare"));
    }
    ctx.player(QString::fromStdString(a.whiteSpec));  // names a bad SPEC the CLI's way before any game
    ctx.player(QString::fromStdString(a.blackSpec));
    a.jobs = b.jobs = ctx.positiveInt(p, "jobs", std::max(1, QThread::idealThreadCount()));
    const ShardChoice choice = shardChoice(p);
    const bool sharded = p.isSet("out");
    if (p.isSet("shard") && !sharded)
        throw Failure{BadInput, "--shard needs --out FILE.jsonl (the shard's games go there; 'lab merge' reads them)"};
    if (sharded && (p.isSet("json") || p.isSet("csv") || p.isSet("report")))
        throw Failure{BadInput, "a shard writes its games to --out only; ask 'lab merge' for --json, --csv or --report"};

    if (p.isSet("sweep"))
        return runLabSweep(ctx, p, a);

    // Which games to play: all of them, or this shard's less those its file already has.
    std::unique_ptr<ShardOutput> out;
    const std::vector<int> mine = gs::shardItems(a.games, choice.shard, choice.shards);
    std::vector<int> todoA = mine, todoB = compare ? mine : std::vector<int>{};
    if (sharded) {
        const QJsonObject run = gs::labShardRun(a, compare ? &b : nullptr, ctx.registry.document(a.rules->id()),
                                                compare ? ctx.registry.document(b.rules->id()) : QJsonObject(), programName());
        out = std::make_unique<ShardOutput>(p.value("out"), "lab", run, choice);
        auto left = [&](const std::vector<int>& items, bool partB) {
            std::vector<int> rest;
            for (int i : items)
                if (!out->has(ShardOutput::key(i + 1, partB)))
                    rest.push_back(i);
            return rest;
        };
        todoA = left(todoA, false);
        todoB = left(todoB, true);
    }

    const bool quiet = p.isSet("quiet");
    const int total = int(todoA.size() + todoB.size());
    const auto t0 = std::chrono::steady_clock::now();
    auto onGame = [&](int offset, bool partB) -> gs::LabGameDone {
        return [&, offset, partB](const gs::LabGame& g, int done) {
            if (out)
                out->append(gs::labShardGame(g, partB));
            if (quiet)
                return;
            const int all = offset + done;
            if (all % std::max(1, total / 20) != 0 && all != total)
                return;
            const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            std::fprintf(stderr, "lab: %d/%d games, %.0f s left\n", all, total, secs / all * (total - all));
        };
    };
    const std::vector<gs::LabGame> gamesA = gs::runLabGames(a, todoA, onGame(0, false));
    std::vector<gs::LabGame> gamesB;
    if (compare)
        gamesB = gs::runLabGames(b, todoB, onGame(int(todoA.size()), true));
    if (out) {
        const int wanted = int(mine.size()) * (compare ? 2 : 1);
        ctx.out << QString("lab shard %1/%2: %3 games played now, %4 of %5 in %6%7\n")
                       .arg(choice.shard)
                       .arg(choice.shards)
                       .arg(total)
                       .arg(out->count())
                       .arg(wanted)
                       .arg(out->path(), total == 0 ? " (already complete, nothing to do)" : "");
        return Ok;
    }
    const gs::LabRunInfo infoA = gs::labRunInfo(a), infoB = gs::labRunInfo(b);
    emitReport(ctx, p, gs::labRerunOf(infoA, compare ? &infoB : nullptr, a.games, ctx.registry), infoA, gamesA,
               compare ? &infoB : nullptr, gamesB);
    return Ok;
}

}  // namespace cli
