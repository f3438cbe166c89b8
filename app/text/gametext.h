// The game's own sentences for the side panel, in the user's language: what to do now, the
// result, the Substitution offer, the players' names and the counters out of the game. The
// event log's sentences are EventText's.
#pragma once

#include "game.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVariantMap>

#include <optional>

class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    // What to do now, e.g. "Move 1 — move a Youth Counter" (RULES.md §4–§7), the result once
    // the game is over, or the reviewed ply in the log's words.
    static QString prompt(const Game& g, const GameMoment& m);
    // "You win, 2–1", "Black wins, 1–2", "A draw, 0–0"; "" while the game goes on.
    static QString result(const Game& g);
    // "You", "Computer (Strong)", or "White"/"Black" in hot-seat.
    static QString playerName(const Game& g, gs::Side s);
    // The legal moves of `s` as move text ("d3d4", "sub", "pass"), sorted; none once it is over.
    static QStringList legalMoves(const gs::State& s);
    // The identities of `side` out of the game that both sides know, in `shown` ("7", "s").
    static QStringList outOfGame(const gs::State& shown, gs::Side side);
    // The Substitution offer (RULES.md §6) in `s` for the side to act: square, promoted,
    // promotedDebut, substitute, substituteDebut; empty outside the Substitution phase.
    static QVariantMap substitution(const gs::State& s);
};
