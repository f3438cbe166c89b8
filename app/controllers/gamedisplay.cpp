#include "gamedisplay.h"

#include "gamevalues.h"
#include "moveinput.h"

#include <set>

gs::State GameDisplay::shown(const Game& game, const GameMoment& m)
{
    if (m.reviewing)
        return game.history[size_t(m.reviewIndex)];
    const gs::State& s = game.now();
    if (s.isTerminal())
        return s;  // every identity is revealed at the end
    if (m.covered)
        return s.view(gs::Side::White).view(gs::Side::Black);  // public: hidden from both
    if (m.arranging)
        return s.view(*m.arranging);
    return s.view(game.hotSeat ? s.toAct() : game.human);
}

void GameDisplay::draw(BoardModel& board, const Game& game, const GameMoment& m, const MoveEntry& entry, const ManualSetup& setup, const Pitch& pitch)
{
    std::set<int> movable, targets;
    if (m.humanToAct && !m.covered && !m.reviewing)  // the person at the screen may play
        moveinput::marks(game.now(), entry.selected(), movable, targets);
    if (m.pending) {  // only the move waiting for Confirm
        movable.clear();
        targets = {int(m.pending->to)};
    }
    setup.marks(movable, targets);
    const auto turns = moveinput::turnMarks(game.history, game.moves, m.reviewing ? size_t(m.reviewIndex) : game.moves.size());
    const bool flipped = (!game.hotSeat && game.human == gs::Side::Black) != pitch.turnedAround;
    board.show(shown(game, m), flipped, movable, m.reviewing ? -1 : entry.selected(), targets, turns, pitch.animate, pitch.hinted);
}

void GameDisplay::publish(const Game& game, const GameMoment& m)
{
    const std::optional<gs::State> seen = game.active() ? std::optional(shown(game, m)) : std::nullopt;
    status_.update(GameValues::status(game, m, seen ? &*seen : nullptr));
    scoreboard_.update(GameValues::scoreboard(game, m, seen ? &*seen : nullptr));
    review_.update(GameValues::review(game, m));
}
