#include "gametrace.h"

#include "notation.h"

#include <QLoggingCategory>

namespace {
Q_LOGGING_CATEGORY(lcGame, "goalscorer.game", QtWarningMsg)
}  // namespace

namespace gametrace {

void ply(const Game& g)
{
    if (g.moves.empty())
        return;
    const gs::State& before = g.history[g.history.size() - 2];
    qCInfo(lcGame, "ply %d: %s", int(g.moves.size()), gs::formatMove(g.moves.back(), before.rules()).c_str());
    if (g.now().isTerminal())
        qCInfo(lcGame, "final whistle after %d plies", int(g.moves.size()));
}

}  // namespace gametrace
