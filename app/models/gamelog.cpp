#include "gamelog.h"

void GameLog::begin(const Game& g, const QString& how, Origin origin, const QString& file)
{
    origin_ = origin;
    file_ = file;
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

void GameLog::rebuild(const Game& g)
{
    clear();
    note(tr("Game: %1").arg(QString::fromStdString(g.rules->variant().name)));
    for (size_t k = 0; k < g.moves.size(); ++k) {
        if (k == originPly_)
            tellOrigin(g);
        gs::State s = g.history[k];
        gs::EventList events;
        s.apply(g.moves[k], &events);
        ply(g, events, g.history[k].turn());
    }
    if (originPly_ >= g.moves.size())
        tellOrigin(g);
}

void GameLog::tellOrigin(const Game& g)
{
    const int turn = originPly_ < g.history.size() ? g.history[originPly_].turn() : g.now().turn();
    if (origin_ == Origin::Resumed)
        note(tr("Game resumed"), turn);
    else if (origin_ == Origin::Opened)
        note(tr("Opened %1").arg(file_), turn);
}
