// A sweep's results as files (Qt JSON; shared by `goalscorer-cli lab --sweep` and the app's
// Lab room): the report as JSON, every game as CSV rows, and the shard lines of a sweep
// split across machines (shardfile.h) with their merge.
#pragma once

#include "../lab/sweep.h"
#include "shardfile.h"

#include <QJsonObject>
#include <QString>

namespace gs {

// The report: {"variant", "white", "black", "seed", "games" (per value), "sweep": {"field",
// "from", "to", "step", "values": [...]}, "points": [{"value": v, ...labRunToJson's keys}]},
// points in the order of the values. Built from the games alone, so merged shards give the
// same bytes as one machine.
QJsonObject sweepReportToJson(const LabRunInfo& run, const SweepSpec& spec, const std::vector<SweepStats>& points);

// Every game of every value as labCsvHeader() rows; the variant column reads
// "<variant> <field>=<value>" (e.g. "classic turnLimit=10").
QString sweepGamesToCsv(const LabRunInfo& run, const SweepSpec& spec, const std::vector<SweepPoint>& points);

// The run parameters of a sharded sweep: labShardRun's (the base variant's id and digest,
// the players, games per value, seed, program) plus "sweep": spec.text(). A shard plays its
// games (labShardOf) at every value.
QJsonObject sweepShardRun(const LabConfig& base, const SweepSpec& spec, const QJsonObject& baseVariant, const QString& program);
// A shard line's "game": labShardGame's keys plus "value", the setting it was played at.
QJsonObject sweepShardGame(const LabGame& g, int value);

// Shard files of one sweep merged back: every game at every value once, none missing
// (mergeShardLines). Throws ShardError naming the file and line of a bad line, or the
// missing shards and games ("game 7 at turnLimit = 15").
struct MergedSweep {
    LabRunInfo run;
    SweepSpec spec;
    std::vector<SweepPoint> points;  // in the order of spec.values(), games sorted by index
    int games = 0;                   // per value
    int shards = 1;
};
MergedSweep mergeSweepShards(const std::vector<ShardLine>& lines);

}  // namespace gs
