// Shard files: how one run (a Lab run or a match) split into shards travels between machines.
// JSON Lines: every finished game is one self-contained line that also carries the run's
// parameters, the shard it belongs to and the format version, so files can be concatenated,
// resumed after a crash, and checked against each other when they are merged.
//
//   {"format":"goalscorer-shard","version":1,"kind":"lab","run":{...},"shard":[2,4],"game":{...}}
#pragma once

#include "../types.h"

#include <QJsonObject>
#include <QString>

#include <functional>
#include <stdexcept>
#include <vector>

namespace gs {

constexpr int kShardFormatVersion = 1;

// A shard file or a set of them that cannot be used; what() names the file (and line or
// shard) and the problem in one sentence.
struct ShardError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One game line. `kind` is "lab" or "play"; `run` the run's parameters (identical on every
// line of one run); shard K of N (1 <= K <= N); `file` and `line` (1-based) say where it was read.
struct ShardLine {
    QString kind;
    QJsonObject run;
    int shard = 1, shards = 1;
    QJsonObject game;
    QString file;
    int line = 0;
};

// The text of one line, ending with '\n' (compact JSON, keys sorted: Qt's order).
QByteArray shardLineText(const QString& kind, const QJsonObject& run, int shard, int shards, const QJsonObject& game);

// A shard file as read back. A run cut off mid-write leaves a last line without its newline:
// it is not in `lines`, and `completeBytes` is where the complete lines end, so a resumed run
// cuts the file there and goes on (a crash loses at most the games in progress).
struct ShardFile {
    std::vector<ShardLine> lines;
    qint64 completeBytes = 0;
    bool unfinishedTail = false;
};

// Reads `path`; a missing file reads as empty. Throws ShardError for a file that cannot be
// read, a complete line that is not a shard line of this format version, or one of `kind`.
ShardFile readShardFile(const QString& path, const QString& kind);
// The same from bytes; `path` names the file in messages and in each line's `file`.
ShardFile parseShardFile(const QByteArray& bytes, const QString& path, const QString& kind);

// The first parameter in which two runs differ, as "white: greedy vs random"; empty if none.
QString firstRunDifference(const QJsonObject& a, const QJsonObject& b);

// The whole-run check of `merge`: every line of `lines` must have the first line's kind, run
// parameters and shard count; `keyOf(game)` names each game ("game 17", "game 17 of quick")
// and no name may appear twice; every name of `expected(run)` (with the shard that should
// have played it) must be there. Throws ShardError naming the differing parameter, the
// duplicated game with both places, or the missing shards / games. Returns the games in the
// order of `expected`.
struct ExpectedGame {
    QString key;
    int shard = 1;
};
std::vector<const ShardLine*> mergeShardLines(const std::vector<ShardLine>& lines,
                                              const std::function<std::vector<ExpectedGame>(const QJsonObject& run, int shards)>& expected,
                                              const std::function<QString(const QJsonObject& game)>& keyOf);

// Parses each merged line's game with `parse` (which throws std::invalid_argument naming the
// field); a failure becomes a ShardError naming the file, the line and "game.<field>".
template <class Game, class Parse>
std::vector<Game> parseShardGames(const std::vector<const ShardLine*>& lines, Parse parse)
{
    std::vector<Game> out;
    out.reserve(lines.size());
    for (const ShardLine* l : lines) {
        try {
            out.push_back(parse(l->game));
        } catch (const std::invalid_argument& e) {
            throw ShardError(QString("%1 line %2: game.%3").arg(l->file).arg(l->line).arg(QString::fromUtf8(e.what())).toStdString());
        }
    }
    return out;
}

// Readers of a game's fields for parse functions: a whole number in [low, high], and a
// result ("1-0", "0-1", "1/2-1/2"). Throw std::invalid_argument naming `field`.
int shardWholeNumber(const QJsonValue& v, const char* field, int low, int high);
Result shardResult(const QJsonValue& v);

}  // namespace gs
