#include "gamelog.h"
#include "localizedtext.h"

#include "eventtext.h"

#include <QCoreApplication>

void GameLog::begin(const Game& g, const QString& how, Origin origin, const QString& file)
{
    origin_ = origin;
    file_ = file;
    takenBack_.clear();
    originPly_ = g.moves.size();
    if (origin == Origin::New) {
        clear();
        note(how);
    } else {
        rebuild(g);
    }
}

void GameLog::ply(const Game& g, const gs::EventList& events, int turn)
{
    appendEvents(events, *g.rules, g.hotSeat ? gs::Audience::Public : gs::Audience::Side, g.human, turn);
}

void GameLog::note(const QString& text, int turn) { append(text, QString(), turn, "info"); }

void GameLog::tookBack(const Game& g, int turn)
{
    takenBack_.push_back({g.moves.size(), turn});
    note(tr("Move taken back"), turn);
}

void GameLog::setupBegun()
{
    note(QCoreApplication::translate("GameController", "Arrange your counters before the kick-off"));
}

void GameLog::arranged(gs::Side side)
{
    note(QCoreApplication::translate("GameController", "%1 has arranged its counters").arg(EventText::side(side)));
}

void GameLog::rebuild(const Game& g)
{
    clear();
    note(tr("Game: %1").arg(localizedText(g.rules->variant().name, g.rules->variant().nameIn)));
    // A manual setup: who arranged before the kick-off (White then Black at one screen; the
    // person against the computer), up to the side arranging now.
    if (g.rules->variant().setup == gs::SetupMode::Manual && g.startGpn.isEmpty() && (g.arranging || (originPly_ == 0 && origin_ == Origin::New))) {
        setupBegun();
        const std::vector<gs::Side> arrangers = g.hotSeat ? std::vector{gs::Side::White, gs::Side::Black} : std::vector{g.human};
        for (const gs::Side side : arrangers) {
            if (g.arranging && *g.arranging == side)
                break;
            arranged(side);
        }
    }
    // A take-back of plies the game has since gone back before is no longer part of it.
    std::erase_if(takenBack_, [&g](const TakenBack& t) { return t.plies > g.moves.size(); });
    const auto tellTakenBack = [this](size_t plies) {
        for (const TakenBack& t : takenBack_)
            if (t.plies == plies)
                note(tr("Move taken back"), t.turn);
    };
    for (size_t k = 0; k < g.moves.size(); ++k) {
        if (k == originPly_)
            tellOrigin(g);
        tellTakenBack(k);
        gs::State s = g.history[k];
        gs::EventList events;
        s.apply(g.moves[k], &events);
        ply(g, events, g.history[k].turn());
    }
    if (originPly_ >= g.moves.size())
        tellOrigin(g);
    tellTakenBack(g.moves.size());
}

void GameLog::tellOrigin(const Game& g)
{
    const int turn = originPly_ < g.history.size() ? g.history[originPly_].turn() : g.now().turn();
    if (origin_ == Origin::Resumed)
        note(tr("Game resumed"), turn);
    else if (origin_ == Origin::Opened)
        note(tr("Opened %1").arg(file_), turn);
}
