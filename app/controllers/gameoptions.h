// The options of GameSession::newGame and startFromPosition, checked before anything changes:
// either the game that would begin (who sits where, the rules, the start) or a sentence that
// says which option is wrong, so a bad option leaves the current game as it was.
#pragma once

#include "game.h"

#include <QCoreApplication>
#include <QString>
#include <QVariantMap>

#include <optional>

class GameOptions {
    Q_DECLARE_TR_FUNCTIONS(GameOptions)

public:
    struct Checked {
        std::optional<Game> game;  // history holds the start only; empty when `error` says why not
        QString seedText;          // the seed as the user typed it (empty: dealt at random)
        QString error;
    };

    // variant (an id), opponent ("computer" or "human"), side ("white"/"black": the human's
    // side against the computer), strength (a strengths.h name), seed (a whole number as text;
    // empty: random). Options not given keep `last`'s, and its variant `lastVariant`.
    static Checked forNewGame(const QVariantMap& options, const Game& last, const QString& lastVariant);
    // A game from a GPN position (NOTATION.md): a view's unknown identities are dealt from the
    // seed. Takes opponent, side, strength and seed as above (empty seed: random).
    static Checked forPosition(const QString& gpn, const QVariantMap& options, const Game& last);
    // A seed as people type it: a whole number 0 or more (spaces ignored); empty: a random
    // one. nullopt for anything else.
    static std::optional<quint64> seedFrom(const QString& text);
};
