// Why the Hint suggests its move, in a short phrase from what the hinted side sees and may
// believe (the Scout report's odds: engine beliefs/posterior.h), never from hidden identities:
// "the likeliest Star Player (41%)", "your Star Player runs on: 3 rows to the Goal Line",
// "it cuts off the hidden counter on a4 before it can reach your Goal Line (Star Player 50%)".
// Empty when the move has no reason this can put in words (onBalance() says so then).
#pragma once

#include "history.h"
#include "move.h"

#include <QCoreApplication>
#include <QString>

class HintReason {
    Q_DECLARE_TR_FUNCTIONS(HintReason)

public:
    // `seen`: the hinted side's history (its views; seen.now() is the position of the move).
    // `seed` makes the odds' drawn deals reproducible.
    static QString of(const gs::PublicHistory& seen, gs::Move move, quint64 seed);
    // What the Hint says when of() finds no reason to name: the move is the search's pick on
    // balance, said so rather than left bare.
    static QString onBalance();
};
