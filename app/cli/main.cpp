// goalscorer-cli: positions, legal moves, self-play, benchmarks and game records from a terminal.
#include "cli.h"
#include "textrules.h"
#include "formats/userfolders.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <map>
#include <memory>

namespace {

const char* kUsage =
    "usage: goalscorer-cli <command> [options] [arguments]\n"
    "\n"
    "commands:\n"
    "  new      [--variant ID|FILE] [--seed N]           a dealt starting position (GPN)\n"
    "  legal    <GPN>                                    the legal moves, one per line, sorted\n"
    "  apply    <GPN> <move>... [--seed N]               the position after the moves\n"
    "  view     <GPN> w|b                                what that side sees\n"
    "  show     <GPN> [--as w|b]                         the pitch drawn as text\n"
    "  think    <GPN> --ai SPEC [--seed N]               the move a computer player picks\n"
    "  think    --record FILE.gsr --ai SPEC [--seed N] [--replay]\n"
    "                                                    ... after a recorded game, as the side to act saw it\n"
    "  scout    --record FILE.gsr --as w|b [--json]      what that side may believe of the other's hidden counters\n"
    "  analyse  FILE.gsr --as w|b [--json] [--deals N]   that side's chance at every move and its costly moves\n"
    "  beliefs  fit [--match \"A B\"]... [--games N]      fits the opponent model belief inference uses\n"
    "  play     --a SPEC --b SPEC [--games N] [--seed S] [--variant ID] [--paired] [--sprt E0,E1]\n"
    "           [--jobs N] [--json] [--records DIR] [--shard K/N --out FILE]\n"
    "                                                    a match; A is White in odd games\n"
    "  play merge FILE... [--json] [--sprt E0,E1]        a sharded match's files, as one report\n"
    "  bench    [--games N] [--seed S] [--variant ID] [--untimed [--iterations N]]\n"
    "                                                    random playouts per second, one core; --untimed for callgrind\n"
    "  demo     [--white SPEC] [--black SPEC] [--seed S] [--delay MS]\n"
    "                                                    watch a game, the pitch after every move\n"
    "  record   play|replay|check ...                    write, replay and check game records\n"
    "  variant  list | check FILE...                     the known variants; validate variant files\n"
    "  tutorial list | check FILE...                     the shipped tutorials; replay and check tutorial files\n"
    "  tutorial html FILE|ID --out DIR                   the tutorial as one self-contained web page, DIR/<id>.html\n"
    "  lab      [--variant ID] [--compare ID] [--white SPEC] [--black SPEC] [--games N] [--csv F] [--json]\n"
    "           [--shard K/N --out FILE]                 playtest a variant: win rates, goals, how games end\n"
    "  lab merge FILE... [--json] [--csv F] [--report F] a sharded lab run's files, as one report\n"
    "  remote   host|join|resume|selfplay|latency ...     play a friend at a distance (PROTOCOL.md); protocol self-play\n"
    "  diagram  <GPN> --out FILE.svg|png [--as w|b|all] [--arrows d3d4,c4xc5] [--marks d4,e5] [--size PX]\n"
    "  diagram  --record FILE.gsr [--ply N] --out FILE.svg|png   one ply of a game, its last move as an arrow\n"
    "  diagram  --record FILE.gsr --sequence DIR [--format png|svg]   every ply, one picture each\n"
    "\n"
    "AI SPEC: random | greedy | ismcts[:ms=M|iterations=N][,threads=T] | flatmc[:...] | cheat-uct[:...]\n"
    "exit codes: 0 success, 1 illegal move, 2 bad input. 'goalscorer-cli <command> --help' for more.\n";

}  // namespace

int main(int argc, char** argv)
{
    // Drawing (fonts, QPainter) needs a QGuiApplication; the CLI shows no window, so it uses
    // the offscreen platform and runs without a display. Everything else stays QCoreApplication.
    const bool draws = argc > 1 && (std::strcmp(argv[1], "diagram") == 0
                                    || (argc > 2 && std::strcmp(argv[1], "tutorial") == 0 && std::strcmp(argv[2], "html") == 0));
    if (draws)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application =
        draws ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication& app = *application;
    // The app's names, so QStandardPaths gives the same data folder: `--variant ID` finds the
    // variants saved in the app (cli.cpp, userfolders.h).
    QCoreApplication::setOrganizationName(gs::kOrganizationName);
    QCoreApplication::setApplicationName(gs::kApplicationName);
    QCoreApplication::setApplicationVersion(GOALSCORER_VERSION);
    QStringList args = app.arguments().mid(1);
    if (args.isEmpty() || args.front() == "--help" || args.front() == "-h" || args.front() == "help") {
        std::fputs(kUsage, args.isEmpty() ? stderr : stdout);
        return args.isEmpty() ? cli::BadInput : cli::Ok;
    }
    if (args.front() == "--version") {
        std::printf("goalscorer-cli %s\n", GOALSCORER_VERSION);
        return cli::Ok;
    }
    const std::map<QString, int (*)(cli::Context&, const QStringList&)> commands = {
        {"new", cli::runNew},     {"legal", cli::runLegal}, {"apply", cli::runApply},   {"view", cli::runView},
        {"show", cli::runShow},   {"think", cli::runThink}, {"play", cli::runPlay},     {"bench", cli::runBench},
        {"demo", cli::runDemo},   {"record", cli::runRecord}, {"variant", cli::runVariant},
        {"tutorial", cli::runTutorial}, {"lab", cli::runLab}, {"scout", cli::runScout}, {"beliefs", cli::runBeliefs},
        {"analyse", cli::runAnalyse}, {"diagram", cli::runDiagram}, {"remote", cli::runRemote},
    };
    const QString command = args.takeFirst();
    const auto it = commands.find(command);
    if (it == commands.end()) {
        std::fprintf(stderr, "goalscorer-cli: unknown command \"%s\" (try --help)\n", gs::quoteText(command.toStdString()).c_str());
        return cli::BadInput;
    }
    try {
        cli::Context ctx(gs::VariantRegistry::builtIn());
        const int code = it->second(ctx, args);
        ctx.out.flush();
        return code;
    } catch (const cli::Failure& f) {
        if (!f.message.isEmpty())
            std::fprintf(stderr, "goalscorer-cli: %s\n", gs::printableLines(QString(f.message).replace('\n', ' ').toStdString()).c_str());
        return f.code;
    } catch (const gs::VariantLoadError& e) {
        std::fprintf(stderr, "goalscorer-cli: %s\n", gs::printableLines(e.what()).c_str());
        return cli::BadInput;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "goalscorer-cli: internal error: %s\n", gs::printableLines(e.what()).c_str());
        return 3;
    }
}
