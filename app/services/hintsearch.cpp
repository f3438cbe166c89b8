#include "hintsearch.h"

#include "eventtext.h"
#include "hintreason.h"

#include "notation.h"

HintSearch::HintSearch(QObject* parent)
    : QObject(parent)
{
    connect(&runner_, &SearchRunner::found, this, &HintSearch::found);
    connect(&runner_, &SearchRunner::busyChanged, this, &HintSearch::busyChanged);
}

void HintSearch::start(const gs::PublicHistory& seen, quint64 seed)
{
    drop();
    seen_ = seen;
    seed_ = seed;
    runner_.start(SearchRunner::playerSearch("strong", seen, seed));
}

void HintSearch::drop()
{
    runner_.cancel();
    text_.clear();
    square_ = -1;
    move_.reset();
}

bool HintSearch::accept(const gs::State& now, gs::Move move)
{
    if (!now.isLegal(move)) {
        drop();
        return false;
    }
    square_ = move.kind == gs::MoveKind::Step || move.kind == gs::MoveKind::Choose ? int(move.to) : -1;
    move_ = move;
    retell(now);
    return true;
}

void HintSearch::retell(const gs::State& now)
{
    if (!move_)
        return;
    text_ = EventText::hint(now.view(now.toAct()), *move_);
    // Why, in a phrase from the side's own view and odds (the history it was started from).
    if (!seen_.views.empty() && gs::formatGpn(seen_.now()) == gs::formatGpn(now.view(now.toAct()))) {
        const QString why = HintReason::of(seen_, *move_, seed_);
        text_ = tr("%1 — %2").arg(text_, why.isEmpty() ? HintReason::onBalance() : why);
    }
}
