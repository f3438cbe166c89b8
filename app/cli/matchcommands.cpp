// bench and demo: random playouts and searches measured, and a game watched in the terminal.
#include "boardtext.h"
#include "cli.h"

#include "explain.h"
#include "match.h"
#include "notation.h"
#include "players/ismctsplayer.h"
#include "players/searchthreads.h"
#include "record.h"

#include <QThread>

#include <chrono>

namespace cli {

int runBench(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOption({"games", "Number of random playouts (default 200000).", "n"});
    p.addOption({"seed", "Seed (default 1).", "s"});
    p.addOption({"variant", "Variant id or .json file (default classic).", "id|file", "classic"});
    p.addOption({"untimed", "No clocks: play --games playouts and one ISMCTS search of --iterations iterations and print "
                            "only counts, so instruction counts (valgrind --tool=callgrind) repeat exactly. Run it at two "
                            "lengths; the difference divided by the extra work is the cost of one playout or iteration."});
    p.addOption({"iterations", "With --untimed: the ISMCTS search's iterations (default 0: no search).", "n"});
    p.addOption({"threads", "Threads of the timed ISMCTS searches (default 1; 0: all cores).", "n"});
    p.addOption({"solve", "The searches keep proofs of wins and losses (AI SPEC solve=1), as the levels do."});
    ctx.parse(p, "bench", args);
    const bool untimed = p.isSet("untimed");
    auto count = [&](const QString& name, int fallback) {
        if (!p.isSet(name))
            return fallback;
        bool ok = false;
        const int v = p.value(name).toInt(&ok);
        if (!ok || v < 0)
            throw Failure{BadInput, "--" + name + " must be a whole number of 0 or more, got \"" + p.value(name) + "\""};
        return v;
    };
    const int games = untimed ? count("games", 0) : ctx.positiveInt(p, "games", 200000);
    const int searchIterations = count("iterations", 0);
    const int threads = count("threads", 1);
    if (threads > 64)
        throw Failure{BadInput, "--threads must be from 0 to 64, got \"" + p.value("threads") + "\""};
    const uint64_t seed = ctx.seed(p, "seed", 1);
    const gs::Rules& rules = ctx.variant(p.value("variant"));
    // Deals are made first: a search's playouts start from a given position, not a deal.
    std::vector<gs::State> starts;
    for (int i = 0; i < 256; ++i)
        starts.push_back(gs::State::deal(rules, gs::mixSeed(seed, uint64_t(i))));
    gs::Rng rng(seed);
    long long plies = 0;
    int goals = 0;
    if (untimed) {
        for (int g = 0; g < games; ++g) {
            gs::State s = starts[size_t(g) & 255];
            plies += gs::randomPlayout(s, rng);
            goals += s.score(gs::Side::White) + s.score(gs::Side::Black);
        }
        ctx.out << QString("%1 random playouts: %2 plies, %3 goals\n").arg(games).arg(plies).arg(goals);
        if (searchIterations > 0) {
            // A position a few plies into a game, searched from the view of the side to act.
            gs::State s = starts[3];
            gs::Rng walk(seed);
            for (int k = 0; k < 12 && !s.isTerminal(); ++k)
                s.apply(s.randomLegalMove(walk));
            if (s.isTerminal())
                throw Failure{BadInput, "the bench position ended within 12 plies under this variant and seed; try another --seed"};
            gs::IsmctsOptions o{searchIterations, 0, 1};
            o.solve = p.isSet("solve");
            gs::IsmctsPlayer ismcts(o);
            gs::Rng searchRng(seed);
            const gs::Move m = ismcts.choose(s.view(s.toAct()), searchRng);
            ctx.out << QString("ISMCTS, %1 iterations: %2\n").arg(searchIterations).arg(QString::fromStdString(gs::formatMove(m, rules)));
        }
        return Ok;
    }
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

    // ISMCTS: 250 ms per position, over positions a few moves into random games.
    long long iterations = 0;
    double searched = 0, worst = 0;
    gs::IsmctsOptions timed{0, 250, threads, 0.7};
    timed.solve = p.isSet("solve");
    gs::IsmctsPlayer ismcts(timed);
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
    const int used = threads > 0 ? threads : gs::autoSearchThreads();
    ctx.out << QString("ISMCTS iterations per second (%1): %2\n").arg(used == 1 ? QString("one thread") : QString("%1 threads").arg(used)).arg(qRound64(double(iterations) / searched));
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
    const gs::State start = gs::State::deal(rules, seed);
    gs::Rng rng(seed);
    ctx.out << "GOALSCORER self-play demo: " << p.value("white") << " (White) vs " << p.value("black") << " (Black), seed " << seed << "\n\n"
            << boardText(start) << '\n';
    const auto show = [&](const gs::State& before, gs::Move m, const gs::State& after, const gs::EventList& events) {
        ctx.out << "> " << QString::fromStdString(gs::formatMoveForPeople(m, before)) << '\n';
        for (const gs::Event& e : events)
            if (e.kind != gs::EventKind::Moved)
                ctx.out << "  " << QString::fromStdString(gs::english(gs::eventSentence(e, rules, gs::Audience::All))) << '\n';
        ctx.out << boardText(after) << '\n';
        ctx.out.flush();
        if (delay > 0)
            QThread::msleep(unsigned(delay));
    };
    const gs::PlayedGame played = [&] {
        try {
            return gs::playGame(start, *white, *black, rng, false, show);
        } catch (const std::logic_error& e) {
            throw Failure{IllegalMove, QString::fromUtf8(e.what())};  // a player's bug, said as such
        }
    }();
    const gs::State& s = played.final;
    ctx.out << QString("Final score %1-%2: %3 (%4)\n")
                   .arg(s.score(gs::Side::White))
                   .arg(s.score(gs::Side::Black))
                   .arg(s.result() == gs::Result::Draw ? QString("a draw") : s.result() == gs::Result::WhiteWins ? QString("White wins") : QString("Black wins"),
                        QString::fromStdString(gs::terminationText(s)));
    return Ok;
}

}  // namespace cli

