// play, bench, demo: whole games between computer players.
#include "boardtext.h"
#include "cli.h"

#include "explain.h"
#include "match.h"
#include "notation.h"
#include "players/ismctsplayer.h"
#include "record.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <chrono>
#include <cmath>
#include <map>

namespace cli {

namespace {

// Seeds of game `i` of a match: deterministic, well spread even for consecutive match seeds.
uint64_t mix(uint64_t seed, uint64_t i)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull * (i + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

QString reasonKey(const gs::State& s)
{
    switch (s.endReason()) {
    case gs::EndReason::StarCaptured: return "star_captured";
    case gs::EndReason::StarReachedGoalLine: return "star_reached_goal_line";
    case gs::EndReason::TurnLimit: return "turn_limit";
    case gs::EndReason::Blocked: return "blocked";
    case gs::EndReason::Timeout: return "timeout";
    default: return "other";
    }
}

}  // namespace

int runPlay(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOption({"a", "Player A (AI SPEC); White in odd-numbered games.", "spec"});
    p.addOption({"b", "Player B (AI SPEC); White in even-numbered games.", "spec"});
    p.addOption({"games", "Number of games (default 100).", "n"});
    p.addOption({"seed", "Match seed (default 1).", "s"});
    p.addOption({"variant", "Variant id or .json file (default classic).", "id|file", "classic"});
    p.addOption({"json", "Print one JSON object instead of text."});
    p.addOption({"records", "Write each game's record into <dir>.", "dir"});
    ctx.parse(p, "play", args);
    if (!p.positionalArguments().isEmpty())
        throw Failure{BadInput, "unexpected argument \"" + p.positionalArguments().front() + "\""};
    if (!p.isSet("a") || !p.isSet("b"))
        throw Failure{BadInput, "both --a SPEC and --b SPEC are needed (e.g. --a greedy --b random)"};
    auto a = ctx.player(p.value("a"));
    auto b = ctx.player(p.value("b"));
    const int games = ctx.positiveInt(p, "games", 100);
    const uint64_t seed = ctx.seed(p, "seed", 1);
    const gs::Rules& rules = ctx.variant(p.value("variant"));
    const bool json = p.isSet("json");
    const QString recordDir = p.value("records");
    if (!recordDir.isEmpty() && !QDir().mkpath(recordDir))
        throw Failure{BadInput, "cannot create the folder " + recordDir};

    int aWins = 0, bWins = 0, draws = 0;
    long long plies = 0;
    double sumSq = 0;
    long long goals[2] = {0, 0};
    std::map<QString, int> reasons;
    for (int g = 1; g <= games; ++g) {
        const bool aWhite = g % 2 == 1;
        gs::Player& white = aWhite ? *a : *b;
        gs::Player& black = aWhite ? *b : *a;
        const gs::State start = gs::State::deal(rules, mix(seed, uint64_t(g)));
        gs::Rng rng(mix(seed ^ 0x5DEECE66Dull, uint64_t(g)));
        const gs::PlayedGame played = gs::playGame(start, white, black, rng, !recordDir.isEmpty());
        const gs::State& end = played.final;
        const gs::Result res = end.result();
        double aScore = 0.5;
        if (res == gs::Result::Draw)
            ++draws;
        else if ((res == gs::Result::WhiteWins) == aWhite) {
            ++aWins;
            aScore = 1;
        } else {
            ++bWins;
            aScore = 0;
        }
        sumSq += aScore * aScore;
        plies += static_cast<long long>(played.moves.size());
        goals[0] += end.score(gs::Side::White);
        goals[1] += end.score(gs::Side::Black);
        ++reasons[reasonKey(end)];
        if (!json)
            ctx.out << QString("game %1: %2 (White) vs %3 (Black): %4-%5 %6, %7, %8 plies\n")
                           .arg(g)
                           .arg(QString::fromStdString(white.spec()), QString::fromStdString(black.spec()))
                           .arg(end.score(gs::Side::White))
                           .arg(end.score(gs::Side::Black))
                           .arg(QString::fromStdString(gs::resultText(res)), QString::fromStdString(gs::terminationText(end)))
                           .arg(played.moves.size());
        if (!recordDir.isEmpty()) {
            gs::GameRecord rec;
            rec.setTag("Event", "goalscorer-cli play");
            rec.setTag("Round", std::to_string(g));
            rec.setTag("White", white.spec());
            rec.setTag("Black", black.spec());
            rec.setTag("Variant", rules.id());
            rec.setTag("Start", gs::formatGpn(start));
            gs::setResultTags(rec, end);
            for (const gs::Move& m : played.moves)
                rec.moves.push_back(gs::formatMove(m, rules));
            QSaveFile f(QDir(recordDir).filePath(QString("game-%1.gsr").arg(g, 4, 10, QChar('0'))));
            if (!f.open(QIODevice::WriteOnly) || f.write(QByteArray::fromStdString(gs::writeRecord(rec, played.positions))) < 0 || !f.commit())
                throw Failure{BadInput, "cannot write " + f.fileName()};
        }
        ctx.out.flush();
    }
    const double n = games;
    const double mean = (aWins + 0.5 * draws) / n;
    const double var = games > 1 ? (sumSq - n * mean * mean) / (n - 1) : 0;
    const double ci = 1.96 * std::sqrt(std::max(0.0, var) / n);
    const double clamped = std::clamp(mean, 0.001, 0.999);
    const double elo = -400.0 * std::log10(1.0 / clamped - 1.0);

    if (json) {
        QJsonObject r;
        r["games"] = games;
        r["a"] = p.value("a");
        r["b"] = p.value("b");
        r["variant"] = QString::fromStdString(rules.id());
        r["seed"] = QString::number(seed);
        r["a_wins"] = aWins;
        r["b_wins"] = bWins;
        r["draws"] = draws;
        r["a_score"] = mean;
        r["a_score_ci95"] = ci;
        r["elo_a_minus_b"] = std::round(elo);
        QJsonObject rs;
        for (const auto& [k, v] : reasons)
            rs[k] = v;
        r["reasons"] = rs;
        r["avg_plies"] = double(plies) / n;
        r["avg_goals_white"] = double(goals[0]) / n;
        r["avg_goals_black"] = double(goals[1]) / n;
        ctx.out << QJsonDocument(r).toJson(QJsonDocument::Compact) << '\n';
        return Ok;
    }
    ctx.out << QString("\n%1 games, variant %2, seed %3\n").arg(games).arg(QString::fromStdString(rules.id())).arg(seed);
    ctx.out << QString("A %1: %2 wins   B %3: %4 wins   draws: %5\n").arg(p.value("a")).arg(aWins).arg(p.value("b")).arg(bWins).arg(draws);
    ctx.out << QString("A score %1 +/- %2 (95% CI), about %3 Elo for A\n").arg(mean, 0, 'f', 3).arg(ci, 0, 'f', 3).arg(std::round(elo));
    QStringList rs;
    for (const auto& [k, v] : reasons)
        rs << QString("%1 %2").arg(k).arg(v);
    ctx.out << "ended by: " << rs.join(", ") << '\n';
    ctx.out << QString("average plies %1, average goals White %2 Black %3\n")
                   .arg(double(plies) / n, 0, 'f', 1)
                   .arg(double(goals[0]) / n, 0, 'f', 2)
                   .arg(double(goals[1]) / n, 0, 'f', 2);
    return Ok;
}

int runBench(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOption({"games", "Number of random playouts (default 200000).", "n"});
    p.addOption({"seed", "Seed (default 1).", "s"});
    p.addOption({"variant", "Variant id or .json file (default classic).", "id|file", "classic"});
    ctx.parse(p, "bench", args);
    const int games = ctx.positiveInt(p, "games", 200000);
    const uint64_t seed = ctx.seed(p, "seed", 1);
    const gs::Rules& rules = ctx.variant(p.value("variant"));
    // Deals are made first: a search's playouts start from a given position, not a deal.
    std::vector<gs::State> starts;
    for (int i = 0; i < 256; ++i)
        starts.push_back(gs::State::deal(rules, mix(seed, uint64_t(i))));
    gs::Rng rng(seed);
    long long plies = 0;
    int goals = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        gs::State s = starts[size_t(g) & 255];
        plies += gs::randomPlayout(s, rng);
        goals += s.score(gs::Side::White) + s.score(gs::Side::Black);
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ctx.out << QString("%1 random games in %2 s on one core (variant %3)\n").arg(games).arg(secs, 0, 'f', 3).arg(QString::fromStdString(rules.id()));
    ctx.out << QString("games per second: %1\n").arg(qRound64(games / secs));
    ctx.out << QString("moves per second: %1\n").arg(qRound64(double(plies) / secs));
    ctx.out << QString("average plies per game: %1, average goals per game: %2\n").arg(double(plies) / games, 0, 'f', 1).arg(double(goals) / games, 0, 'f', 2);

    // ISMCTS: one thread, 250 ms per position, over positions a few moves into random games.
    long long iterations = 0;
    double searched = 0, worst = 0;
    gs::IsmctsPlayer ismcts(gs::IsmctsOptions{0, 250, 1, 0.7});
    for (int i = 0; i < 8; ++i) {
        gs::State s = starts[size_t(i)];
        for (int k = 0; k < 6 * i && !s.isTerminal(); ++k)
            s.apply(s.randomLegalMove(rng));
        if (s.isTerminal())
            continue;
        ismcts.choose(s.view(s.toAct()), rng);
        iterations += ismcts.lastSearch().iterations;
        searched += ismcts.lastSearch().seconds;
        worst = std::max(worst, ismcts.lastSearch().seconds);
    }
    ctx.out << QString("ISMCTS iterations per second (one thread): %1\n").arg(qRound64(double(iterations) / searched));
    ctx.out << QString("ISMCTS longest move with a 250 ms budget: %1 ms\n").arg(worst * 1000, 0, 'f', 1);
    return Ok;
}

int runDemo(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOption({"white", "White's player (default greedy).", "spec", "greedy"});
    p.addOption({"black", "Black's player (default greedy).", "spec", "greedy"});
    p.addOption({"seed", "Seed (default: random).", "s"});
    p.addOption({"variant", "Variant id or .json file (default classic).", "id|file", "classic"});
    p.addOption({"delay", "Pause after each move in milliseconds (default 600).", "ms"});
    ctx.parse(p, "demo", args);
    auto white = ctx.player(p.value("white"));
    auto black = ctx.player(p.value("black"));
    const gs::Rules& rules = ctx.variant(p.value("variant"));
    const uint64_t seed = ctx.seed(p, "seed", uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    const int delay = p.isSet("delay") ? p.value("delay").toInt() : 600;
    gs::State s = gs::State::deal(rules, seed);
    gs::Rng rng(seed);
    ctx.out << "GOALSCORER self-play demo: " << p.value("white") << " (White) vs " << p.value("black") << " (Black), seed " << seed << "\n\n"
            << boardText(s) << '\n';
    while (!s.isTerminal()) {
        gs::Player& pl = s.toAct() == gs::Side::White ? *white : *black;
        const gs::Move m = pl.choose(s.view(s.toAct()), rng);
        const std::string text = gs::formatMoveForPeople(m, s);
        gs::EventList events;
        s.apply(m, &events);
        ctx.out << "> " << QString::fromStdString(text) << '\n';
        for (const gs::Event& e : events)
            if (e.kind != gs::EventKind::Moved)
                ctx.out << "  " << QString::fromStdString(gs::describeEvent(e, rules)) << '\n';
        ctx.out << boardText(s) << '\n';
        ctx.out.flush();
        if (delay > 0)
            QThread::msleep(unsigned(delay));
    }
    ctx.out << QString("Final score %1-%2: %3 (%4)\n")
                   .arg(s.score(gs::Side::White))
                   .arg(s.score(gs::Side::Black))
                   .arg(s.result() == gs::Result::Draw ? QString("a draw") : s.result() == gs::Result::WhiteWins ? QString("White wins") : QString("Black wins"),
                        QString::fromStdString(gs::terminationText(s)));
    return Ok;
}

}  // namespace cli
