// The child process of tst_faults' kill test: plays random games from a seed and autosaves
// after every move exactly as the app does (gamestorage::write, then AutosaveFile::write),
// printing "<plies> <move text>" once each write has returned, so the parent knows what was
// saved when it kills this process. Runs until killed.
//   autosavewriter <autosave path> <seed>
#include "autosavefile.h"
#include "gamestorage.h"

#include "formats/variantregistry.h"
#include "notation.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3)
        return 2;
    AutosaveFile autosave;
    autosave.setPath(QString::fromLocal8Bit(argv[1]));
    gs::Rng rng(std::strtoull(argv[2], nullptr, 10));
    const gs::Rules& classic = *gs::VariantRegistry::builtIn().find("classic");
    for (;;) {
        Game g;
        g.rules = &classic;
        g.seed = rng.next();
        g.history = {gs::State::deal(classic, g.seed)};
        g.hotSeat = true;
        std::printf("new %s\n", gs::formatGpn(g.history.front()).c_str());
        std::fflush(stdout);
        while (!g.over()) {
            gs::State next = g.now();
            const gs::Move m = next.randomLegalMove(rng);
            next.apply(m);
            g.moves.push_back(m);
            g.history.push_back(next);
            QString why;
            if (!autosave.write(gamestorage::write(g, "kill test", "White", "Black", {}), &why)) {
                std::fprintf(stderr, "cannot write: %s\n", qPrintable(why));
                return 1;
            }
            std::printf("%zu %s\n", g.moves.size(), gs::formatMove(m, classic).c_str());
            std::fflush(stdout);
        }
    }
}
