// play and play merge: matches between two computer players, paired deals, the SPRT, shards.
#include "cli.h"
#include "shardio.h"

#include "explain.h"
#include "formats/labexport.h"
#include "formats/matchexport.h"
#include "lab/matchrun.h"
#include "notation.h"
#include "record.h"

#include <QDir>
#include <QJsonDocument>

#include <atomic>
#include <map>
#include <optional>

namespace cli {

namespace {

// --sprt ELO0,ELO1[,ALPHA[,BETA]]: logistic Elo bounds of the sequential test, elo0 < elo1.
std::optional<gs::SprtRequest> sprtOption(const QCommandLineParser& p)
{
    if (!p.isSet("sprt"))
        return std::nullopt;
    const QStringList parts = p.value("sprt").split(',');
    std::vector<double> v;
    for (const QString& t : parts) {
        bool ok = false;
        v.push_back(t.trimmed().toDouble(&ok));
        if (!ok)
            v.clear();
        if (!ok)
            break;
    }
    gs::SprtRequest r;
    if (v.size() >= 2 && v.size() <= 4) {
        r.elo0 = v[0];
        r.elo1 = v[1];
        if (v.size() >= 3)
            r.alpha = v[2];
        if (v.size() >= 4)
            r.beta = v[3];
        if (r.elo0 < r.elo1 && r.alpha > 0 && r.alpha < 0.5 && r.beta > 0 && r.beta < 0.5)
            return r;
    }
    throw Failure{BadInput, "--sprt must be ELO0,ELO1[,ALPHA[,BETA]] with ELO0 < ELO1 and 0 < alpha, beta < 0.5 (e.g. 0,20), got \"" +
                                p.value("sprt") + "\""};
}

// The games of a paired match up to the pair where the sequential test first decides, taken
// in order: what `play --sprt` reports, whether the games were played here or merged.
std::vector<gs::MatchGame> sprtPrefix(const std::vector<gs::MatchGame>& games, const gs::SprtRequest& r)
{
    gs::SequentialSprt test(r.elo0, r.elo1, r.alpha, r.beta);
    for (const gs::MatchGame& g : games)
        if (test.add(g.number, g.aScore()))
            return {games.begin(), games.begin() + 2 * test.pairs()};
    return games;
}

void printSummary(Context& ctx, const gs::MatchRunInfo& info, const gs::MatchStats& s, const std::optional<gs::SprtRequest>& request)
{
    const double n = std::max(1, s.games);
    ctx.out << QString("\n%1 games, variant %2, seed %3\n").arg(s.games).arg(info.variant).arg(info.seed);
    ctx.out << QString("A %1: %2 wins   B %3: %4 wins   draws: %5\n").arg(info.a).arg(s.aWins).arg(info.b).arg(s.bWins).arg(s.draws);
    ctx.out << QString("A score %1 +/- %2 (95% CI), about %3 Elo for A\n").arg(s.aScore, 0, 'f', 3).arg(s.aScoreCi95, 0, 'f', 3).arg(s.elo);
    if (info.paired) {
        QStringList penta;
        for (int c : s.pentanomial)
            penta << QString::number(c);
        ctx.out << QString("%1 pairs, pentanomial [%2] (pair scores 0, 1/2, 1, 3/2, 2 for A): %3 Elo for A (95% CI %4 to %5)\n")
                       .arg(s.pairs)
                       .arg(penta.join(", "))
                       .arg(s.pairedElo.elo, 0, 'f', 1)
                       .arg(s.pairedElo.low, 0, 'f', 1)
                       .arg(s.pairedElo.high, 0, 'f', 1);
    }
    if (request) {
        const gs::SprtResult t = gs::sprt(s.pentanomial, request->elo0, request->elo1, request->alpha, request->beta);
        ctx.out << QString("SPRT [%1, %2] (alpha %3, beta %4): LLR %5 (bounds %6, %7): %8\n")
                       .arg(request->elo0)
                       .arg(request->elo1)
                       .arg(request->alpha)
                       .arg(request->beta)
                       .arg(t.llr, 0, 'f', 2)
                       .arg(t.lower, 0, 'f', 2)
                       .arg(t.upper, 0, 'f', 2)
                       .arg(gs::sprtDecisionText(t.decision));
    }
    QStringList rs;
    for (const auto& [k, v] : s.endReasons)
        rs << QString("%1 %2").arg(QString::fromStdString(k)).arg(v);
    ctx.out << "ended by: " << rs.join(", ") << '\n';
    ctx.out << QString("average plies %1, average goals White %2 Black %3\n")
                   .arg(double(s.plies) / n, 0, 'f', 1)
                   .arg(double(s.goals[0]) / n, 0, 'f', 2)
                   .arg(double(s.goals[1]) / n, 0, 'f', 2);
}

void writeRecord(const QString& dir, const gs::MatchConfig& c, const gs::MatchGame& g, const gs::PlayedGame& played)
{
    gs::GameRecord rec = gs::recordOf(played.positions.empty() ? gs::matchStart(c, g.number) : played.positions.front(), played.moves, played.final);
    rec.setTag("Event", "goalscorer-cli play");
    rec.setTag("Round", std::to_string(g.number));
    rec.setTag("White", g.aWhite ? c.aSpec : c.bSpec);
    rec.setTag("Black", g.aWhite ? c.bSpec : c.aSpec);
    writeWholeFile(QDir(dir).filePath(QString("game-%1.gsr").arg(g.number, 4, 10, QChar('0'))),
                   QByteArray::fromStdString(gs::writeRecord(rec, played.positions)));
}

// play merge FILE...: a sharded match's files back into the whole match's report.
int runPlayMerge(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription("Merges the shard files of one sharded match (play --shard K/N --out FILE) and prints the "
                                "match's summary, the same as an unsharded run gives. Refuses files of different runs, a "
                                "game found twice, and names the shards or games that are missing.");
    p.addOption({"json", "Print one JSON object instead of text."});
    p.addOption({"sprt", "Also test the merged pairs: H0 elo0 against H1 elo1 (logistic Elo).", "elo0,elo1[,alpha[,beta]]"});
    p.addPositionalArgument("files", "The shard files (.jsonl).", "FILE...");
    ctx.parse(p, "play merge", args);
    const std::optional<gs::SprtRequest> request = sprtOption(p);
    gs::MergedMatch m;
    try {
        m = gs::mergeMatchShards(readShardsForMerge(p.positionalArguments(), "play"));
    } catch (const gs::ShardError& e) {
        throw Failure{BadInput, QString::fromUtf8(e.what())};
    }
    if (request && !m.info.paired)
        throw Failure{BadInput, "--sprt needs a paired match (play --paired)"};
    if (request)
        m.games = sprtPrefix(m.games, *request);  // as `play --sprt` would have stopped
    const gs::MatchStats stats = gs::analyseMatch(m.games, m.info.paired);
    if (p.isSet("json"))
        ctx.out << QJsonDocument(gs::matchReportToJson(m.info, stats, request)).toJson(QJsonDocument::Compact) << '\n';
    else
        printSummary(ctx, m.info, stats, request);
    return Ok;
}

}  // namespace

int runPlay(Context& ctx, const QStringList& args)
{
    if (!args.isEmpty() && args.front() == "merge")
        return runPlayMerge(ctx, args.mid(1));
    QCommandLineParser p;
    p.setApplicationDescription("A match between two computer players. With --paired every deal is played twice, colours "
                                "swapped, and the report adds the pentanomial count of pair scores and Elo with its 95% "
                                "interval; --sprt stops as soon as the sequential test decides. With --shard K/N --out "
                                "FILE it plays one shard into a file; 'play merge FILE...' joins them.");
    p.addOption({"a", "Player A (AI SPEC); White in odd-numbered games.", "spec"});
    p.addOption({"b", "Player B (AI SPEC); White in even-numbered games.", "spec"});
    p.addOption({"games", "Number of games (default 100; even with --paired).", "n"});
    p.addOption({"seed", "Match seed (default 1).", "s"});
    p.addOption({"variant", "Variant id or .json file (default classic).", "id|file", "classic"});
    p.addOption({"paired", "Play each deal twice with the colours swapped (games 2p-1 and 2p share a deal)."});
    p.addOption({"sprt", "With --paired: stop as soon as the sequential test accepts H0 (A is elo0 better) or H1 (elo1 "
                         "better); logistic Elo, alpha = beta = 0.05 unless given.", "elo0,elo1[,alpha[,beta]]"});
    p.addOption({"jobs", "Games played at once (default 1; results do not depend on it).", "n"});
    p.addOption({"json", "Print one JSON object instead of text."});
    p.addOption({"records", "Write each game's record into <dir>.", "dir"});
    p.addOption({"shard", "Play only shard K of N (every N-th game, or pair with --paired); needs --out.", "K/N"});
    p.addOption({"out", "Append each finished game as a JSON line to <file>; a file already there is resumed.", "file"});
    ctx.parse(p, "play", args);
    if (!p.positionalArguments().isEmpty())
        throw Failure{BadInput, "unexpected argument \"" + p.positionalArguments().front() + "\""};
    if (!p.isSet("a") || !p.isSet("b"))
        throw Failure{BadInput, "both --a SPEC and --b SPEC are needed (e.g. --a greedy --b random)"};
    ctx.player(p.value("a"));  // names a bad SPEC the CLI's way before any game
    ctx.player(p.value("b"));
    gs::MatchConfig c;
    c.aSpec = p.value("a").toStdString();
    c.bSpec = p.value("b").toStdString();
    c.games = ctx.positiveInt(p, "games", 100);
    if (c.games > 1000000)
        throw Failure{BadInput, "--games must be at most 1000000"};
    c.seed = ctx.seed(p, "seed", 1);
    c.rules = &ctx.variant(p.value("variant"));
    c.paired = p.isSet("paired");
    c.jobs = ctx.positiveInt(p, "jobs", 1);
    if (c.paired && c.games % 2 != 0)
        throw Failure{BadInput, "--paired plays each deal twice, so --games must be even"};
    const std::optional<gs::SprtRequest> request = sprtOption(p);
    if (request && !c.paired)
        throw Failure{BadInput, "--sprt needs --paired (the test counts pairs of games)"};
    const bool json = p.isSet("json");
    const QString recordDir = p.value("records");
    if (!recordDir.isEmpty() && !QDir().mkpath(recordDir))
        throw Failure{BadInput, "cannot create the folder " + recordDir};
    c.keepPositions = !recordDir.isEmpty();
    const gs::MatchRunInfo info{p.value("a"), p.value("b"), QString::fromStdString(c.rules->id()), c.seed, c.paired};

    const ShardChoice choice = shardChoice(p);
    const bool sharded = p.isSet("out");
    if (p.isSet("shard") && !sharded)
        throw Failure{BadInput, "--shard needs --out FILE.jsonl (the shard's games go there; 'play merge' reads them)"};
    if (sharded && (json || request))
        throw Failure{BadInput, "a shard writes its games to --out only; ask 'play merge' for --json and --sprt"};
    std::unique_ptr<ShardOutput> out;
    const std::vector<int> mine = gs::matchShardNumbers(c, choice.shard, choice.shards);
    std::vector<int> todo = mine;
    if (sharded) {
        const QString digest = gs::variantDigest(ctx.registry.document(c.rules->id()));
        out = std::make_unique<ShardOutput>(p.value("out"), "play", gs::matchShardRun(c, info, digest, programName()), choice);
        todo.clear();
        for (int g : mine)
            if (!out->has(ShardOutput::key(g)))
                todo.push_back(g);
    }

    // The sequential test takes the pairs in order (SequentialSprt), so it decides on the same
    // pair whatever the number of jobs. Its games' lines and records wait until then, and only
    // the games of the tested pairs are shown and written.
    std::atomic<bool> stop{false};
    std::optional<gs::SequentialSprt> test;
    if (request)
        test.emplace(request->elo0, request->elo1, request->alpha, request->beta);
    std::map<int, gs::MatchGame> heldGames;
    std::map<int, QString> heldLines;
    std::map<int, gs::PlayedGame> heldRecords;
    const auto gameLine = [&](const gs::MatchGame& g, const gs::PlayedGame& played) {
        return QString("game %1: %2 (White) vs %3 (Black): %4-%5 %6, %7, %8 plies\n")
            .arg(g.number)
            .arg(QString::fromStdString(g.aWhite ? c.aSpec : c.bSpec), QString::fromStdString(g.aWhite ? c.bSpec : c.aSpec))
            .arg(g.goals[0])
            .arg(g.goals[1])
            .arg(QString::fromStdString(gs::resultText(g.result)), QString::fromStdString(gs::terminationText(played.final)))
            .arg(g.plies);
    };
    const auto onGame = [&](const gs::MatchGame& g, const gs::PlayedGame& played, int) {
        if (out)
            out->append(gs::matchGameToJson(g));
        if (!request) {
            if (!recordDir.isEmpty())
                writeRecord(recordDir, c, g, played);
            if (!json && !out)
                ctx.out << gameLine(g, played);
            ctx.out.flush();
            return;
        }
        if (test->decided())
            return;  // later games are not part of the result
        heldGames.insert_or_assign(g.number, g);
        if (!json)
            heldLines[g.number] = gameLine(g, played);
        if (!recordDir.isEmpty())
            heldRecords.insert_or_assign(g.number, played);
        if (test->add(g.number, g.aScore()))
            stop.store(true);
    };
    std::vector<gs::MatchGame> games;
    try {
        // Only the SPRT stops early; games in progress then are dropped, so they may be cut short.
        games = gs::runMatchGames(c, todo, onGame, request ? &stop : nullptr);
    } catch (const gs::BadPlayerSpec& e) {
        throw Failure{BadInput, e.what()};
    }
    if (request) {
        const int last = test->decided() ? 2 * test->pairs() : c.games;
        for (const auto& [number, line] : heldLines)
            if (number <= last)
                ctx.out << line;
        for (const auto& [number, played] : heldRecords)
            if (number <= last)
                writeRecord(recordDir, c, heldGames.at(number), played);
    }
    if (out) {
        ctx.out << QString("play shard %1/%2: %3 games played now, %4 of %5 in %6%7\n")
                       .arg(choice.shard)
                       .arg(choice.shards)
                       .arg(games.size())
                       .arg(out->count())
                       .arg(mine.size())
                       .arg(out->path(), todo.empty() ? " (already complete, nothing to do)" : "");
        return Ok;
    }
    if (request)
        games = sprtPrefix(games, *request);
    const gs::MatchStats stats = gs::analyseMatch(games, c.paired);
    if (json)
        ctx.out << QJsonDocument(gs::matchReportToJson(info, stats, request)).toJson(QJsonDocument::Compact) << '\n';
    else
        printSummary(ctx, info, stats, request);
    return Ok;
}


}  // namespace cli
