// Lab results as files: the report as JSON, every game as a CSV row (Qt JSON; shared by the
// CLI's `lab` and the app's Lab room).
#pragma once

#include "../lab/lab.h"
#include "shardfile.h"

#include <QJsonObject>
#include <QString>

namespace gs {

// One run: its settings, the LabStats (rates with "low"/"high" 95% bounds) and game count.
QJsonObject labRunToJson(const LabRunInfo& run, const LabStats& stats);
// A report of one run, or of two (`b` non-null) with "comparison" (B minus A, p-values).
// Built from the games alone (sorted by index), so merged shards give the same bytes.
QJsonObject labReportToJson(const LabRunInfo& a, const LabStats& statsA, const LabRunInfo* b = nullptr,
                            const LabStats* statsB = nullptr);

// One game as a line of a shard file (every field of LabGame; "game" is 1-based) and back.
// labGameFromJson throws std::invalid_argument naming the field that is missing or wrong.
QJsonObject labGameToJson(const LabGame& game);
LabGame labGameFromJson(const QJsonObject& o);
// Header line plus one line per game; `variant` fills the first column so two runs can be
// concatenated. Lines end with "\n".
QString labCsvHeader();
QString labGamesToCsv(const QString& variant, const std::vector<LabGame>& games);

// A sharded Lab run's parameters, as every line of its shard files carries them: the variant
// ids with a digest of each resolved variant document (so two machines with different files
// under one id cannot be merged), the players, the number of games, the seed and the program.
QJsonObject labShardRun(const LabConfig& a, const LabConfig* b, const QJsonObject& variantA, const QJsonObject& variantB,
                        const QString& program);
// The first 16 hex digits of the SHA-256 of a variant document's compact JSON.
QString variantDigest(const QJsonObject& variantDocument);
// A shard line's "game" for game `g` of part "a" (the variant) or "b" (the compared one).
QJsonObject labShardGame(const LabGame& g, bool partB);
// Which shard plays game `index` (0-based): (index mod shards) + 1, for both variants.
int labShardOf(int index, int shards);

// Shard files merged back into one run: checked with mergeShardLines (one run, every game
// once, none missing) and parsed. Throws ShardError naming the file and line of a bad game.
struct MergedLab {
    LabRunInfo a, b;
    bool compare = false;
    std::vector<LabGame> gamesA, gamesB;  // sorted by index
    int shards = 1;
};
// A sweep's lines (run.sweep set) are refused: they go to mergeSweepShards (sweepexport.h).
MergedLab mergeLabShards(const std::vector<ShardLine>& lines);

}  // namespace gs
