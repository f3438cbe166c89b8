#include "gamevalues.h"

#include <algorithm>
#include "localizedtext.h"

#include "eventtext.h"
#include "gametext.h"

#include "notation.h"

GameStatus::Values GameValues::status(const Game& g, const GameMoment& m, const gs::State* shown)
{
    GameStatus::Values v;
    v.active = g.active();
    v.humanToAct = m.humanToAct;
    v.thinking = m.thinking;
    v.covered = m.covered;
    v.gameOver = g.over();
    v.sideToAct = g.active() && g.now().toAct() == gs::Side::Black ? QStringLiteral("black") : QStringLiteral("white");
    if (g.active() && m.humanToAct && !m.covered && !m.reviewing)
        v.legalMoves = GameText::legalMoves(g.now());
    GameMoment forPrompt = m;
    forPrompt.onlyPass = v.legalMoves == QStringList{"pass"};
    v.prompt = GameText::prompt(g, forPrompt);
    v.resultText = GameText::result(g);
    if (!g.active())
        return v;
    const gs::State& s = g.now();
    v.phase = QString::fromStdString(gs::phaseText(s)).left(s.phase() == gs::Phase::End ? 3 : 1);
    v.reasonText = g.over() ? EventText::ending(s) : QString();
    v.pendingMoveText = m.pending ? EventText::proposal(s.view(s.toAct()), *m.pending) : QString();
    v.pendingSquare = m.pending && m.pending->to != gs::kNoSquare ? int(m.pending->to) : -1;
    v.substitution = m.humanToAct && !m.covered ? GameText::substitution(s) : QVariantMap();
    v.gpnForViewer = shown ? QString::fromStdString(gs::formatGpn(*shown)) : QString();
    return v;
}

Scoreboard::Values GameValues::scoreboard(const Game& g, const GameMoment& m, const gs::State* seen)
{
    Scoreboard::Values v;
    v.whiteName = GameText::playerName(g, gs::Side::White);
    v.blackName = GameText::playerName(g, gs::Side::Black);
    v.hotSeat = g.hotSeat;
    v.humanSide = g.hotSeat ? QString() : g.human == gs::Side::White ? QStringLiteral("white") : QStringLiteral("black");
    if (g.rules) {
        v.variantName = localizedText(g.rules->variant().name, g.rules->variant().nameIn);
        v.turnLimit = g.rules->variant().turnLimit;
    }
    if (g.active()) {
        const gs::State& shown = m.reviewing ? g.history[size_t(m.reviewIndex)] : g.now();
        v.whiteScore = shown.score(gs::Side::White);
        v.blackScore = shown.score(gs::Side::Black);
        v.turn = shown.turn();
        v.whiteOut = GameText::outOfGame(shown, gs::Side::White);
        v.blackOut = GameText::outOfGame(shown, gs::Side::Black);
    }
    if (seen) {
        const auto bench = [seen](gs::Side side) {
            const gs::Identity id = seen->substitute(side);
            return id == gs::kNoIdentity ? QString() : id == gs::kUnknown ? QStringLiteral("?") : QString::number(int(id));
        };
        v.whiteSubstitute = bench(gs::Side::White);
        v.blackSubstitute = bench(gs::Side::Black);
    }
    return v;
}

ReviewState::Values GameValues::review(const Game& g, const GameMoment& m)
{
    ReviewState::Values v;
    v.reviewing = m.reviewing;
    v.reviewIndex = m.reviewIndex;
    v.reviewLength = int(g.moves.size());
    v.canUndo = m.canUndo;
    if (m.revealBlocksUndo && !g.over() && !m.canUndo)
        v.undoNote = tr("Undo cannot go back past a move that showed you a hidden counter: taking it back would not make you forget it.");
    return v;
}

std::optional<size_t> GameValues::undoTarget(const Game& g, size_t revealFloor)
{
    if (!g.active())
        return std::nullopt;
    const size_t current = g.history.size() - 1;
    // Nor back past a clock move: time that ran out is not given back (an Undo after a move
    // timer had passed the turn handed back the turn with a full timer).
    size_t floor = revealFloor;
    for (size_t i = 0; i < g.moves.size(); ++i)
        if (gs::isTimeout(g.moves[i].kind))
            floor = std::max(floor, i + 1);
    std::optional<size_t> target;
    for (size_t i = floor; i < current; ++i) {
        const bool turnStart = g.history[i].toAct() == g.human && (i == 0 || g.history[i - 1].toAct() != g.human);
        if (turnStart)
            target = i;
    }
    return target;
}
