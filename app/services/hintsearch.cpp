#include "hintsearch.h"

#include "eventtext.h"

HintSearch::HintSearch(QObject* parent)
    : QObject(parent)
{
    connect(&runner_, &SearchRunner::found, this, &HintSearch::found);
    connect(&runner_, &SearchRunner::busyChanged, this, &HintSearch::busyChanged);
}

void HintSearch::start(const gs::PublicHistory& seen, quint64 seed)
{
    drop();
    runner_.start(SearchRunner::playerSearch("strong", seen, seed));
}

void HintSearch::drop()
{
    runner_.cancel();
    text_.clear();
    square_ = -1;
}

bool HintSearch::accept(const gs::State& now, gs::Move move)
{
    if (!now.isLegal(move)) {
        drop();
        return false;
    }
    square_ = move.kind == gs::MoveKind::Step || move.kind == gs::MoveKind::Choose ? int(move.to) : -1;
    text_ = EventText::hint(now.view(now.toAct()), move);
    return true;
}
