// Games as the app saves them (NOTATION.md "Game record"): the record, with the tags that let
// the app resume a game as it was — who sat where (Mode, Human), the computer's Strength, the
// Seed, a game from a position (FromPosition), the game clocks (WhiteClock, BlackClock), the
// move timer (MoveClock) and,
// before the kick-off of a manual setup, the side still arranging (Arranging).
#pragma once

#include "game.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <optional>

namespace gamestorage {

// The record's text. `event`: the Event tag; the names go to the White and Black tags;
// `clockLeft`: each side's game time left in ms, if the variant has game clocks; `moveLeft`:
// the move timer's ms left on the move to play (MoveClock), if it has one.
QByteArray write(const Game& g, const char* event, const QString& whiteName, const QString& blackName,
                 const std::array<std::optional<qint64>, 2>& clockLeft, std::optional<qint64> moveLeft = std::nullopt);

struct Loaded {
    // Every ply replayed and checked. A seed of 0 and an unknown strength ("") are left for
    // the caller to fill in.
    Game game;
    std::array<std::optional<qint64>, 2> clockLeft;
    std::optional<qint64> moveLeft;
};
// A record's text as a game. Throws std::exception saying what is wrong (syntax, an unknown
// variant, an illegal move); nothing is changed then.
Loaded read(const QByteArray& text);

// What can be read of a damaged record (gs::readReadablePrefix): the game up to the first move
// that cannot be read or played, as an unfinished game. None if not even its start can be read.
struct Prefix {
    Loaded loaded;
    int movesRead = 0, movesInFile = 0;
    QString where;  // where the damage starts: "line 12: move 35: …"
};
std::optional<Prefix> readPrefix(const QByteArray& text);

}  // namespace gamestorage
