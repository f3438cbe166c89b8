// lab --sweep: one numeric setting of a variant stepped through a range, the same games at
// every value (engine/lab/sweep.h), reported as a table, JSON or CSV; sharded like any run.
#pragma once

#include "cli.h"
#include "formats/shardfile.h"
#include "lab/lab.h"

namespace cli {

// Plays (or, with --shard/--out, plays one shard of) the sweep `p.value("sweep")` of the
// variant `base.rules` with base's players, games per value, seed and jobs. Throws Failure
// for a bad spec, a field that is not numeric or a value out of the field's range.
int runLabSweep(Context& ctx, const QCommandLineParser& p, const gs::LabConfig& base);
// `lab merge` of a sweep's shard files: the report of the whole sweep. Throws Failure.
int mergeLabSweep(Context& ctx, const QCommandLineParser& p, const std::vector<gs::ShardLine>& lines);

}  // namespace cli
