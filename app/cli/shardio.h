// The CLI side of sharded runs (lab and play): --shard K/N, the --out file that a shard
// appends to and resumes from, and reading the files a `merge` is given.
#pragma once

#include "cli.h"

#include "formats/shardfile.h"

#include <QFile>
#include <QJsonObject>
#include <QSet>

namespace cli {

// --shard K/N (1 <= K <= N <= 100000); {1, 1} when the option is absent. Throws Failure.
struct ShardChoice {
    int shard = 1, shards = 1;
};
ShardChoice shardChoice(const QCommandLineParser& p);

// A shard's --out file, opened to go on where it stopped. The lines already there must be of
// this run and shard (else Failure: another run's file is never touched); an unfinished last
// line is cut off. New games are appended one line at a time and flushed, so a crash loses at
// most the games in progress. (Appending is the point, hence QFile and not QSaveFile.)
class ShardOutput {
public:
    ShardOutput(const QString& path, const QString& kind, const QJsonObject& run, ShardChoice choice);
    // Keys of the games already in the file (the "game" numbers, with "b" for a compared
    // variant's games in the Lab, "@<value>" for a sweep's: see key() and sweepKey()).
    bool has(const QString& key) const { return done_.contains(key); }
    int count() const { return int(done_.size()); }
    static QString key(const QJsonObject& game);
    static QString key(int game, bool partB = false);  // the same from the 1-based game number
    static QString sweepKey(int game, int value);       // a sweep's game: its number and the setting's value
    void append(const QJsonObject& game);  // throws Failure if the write fails
    const QString& path() const { return path_; }

private:
    QString path_, kind_;
    QJsonObject run_;
    ShardChoice choice_;
    QFile file_;
    QSet<QString> done_;
};

// All lines of the files a `merge` names; a file with an unfinished last line is refused
// (its shard is still running or was cut off: resume it first). Throws Failure.
std::vector<gs::ShardLine> readShardsForMerge(const QStringList& paths, const QString& kind);

// The "program" parameter of a run: shards from different builds may play differently.
QString programName();

}  // namespace cli
