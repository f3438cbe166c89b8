// Sweeps: one numeric setting of a variant stepped through a range, the same games (the same
// deals and the same seeds) played at every value, and each measure read against the setting.
// This part is plain C++: the spec, its values and the runs. Building the variant for each
// value is formats/sweepvariants.h (it reads variant documents).
#pragma once

#include "lab.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace gs {

// A sweep spec that cannot be used; what() is one sentence naming the part that is wrong.
struct SweepSpecError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// "FIELD=FROM:TO:STEP" (STEP may be left out: 1), e.g. "turnLimit=10:30:5" or
// "pitch.ranks=8:12". FIELD is a dotted variant-file field (variants/README.md); whether it is
// numeric and which values it takes is the variant format's business (sweepVariants).
struct SweepSpec {
    std::string field;
    int from = 0, to = 0, step = 1;  // from <= to, step >= 1, to - from a multiple of step
    // from, from + step, ..., to: exactly, in order; between 2 and kMaxSweepValues of them.
    std::vector<int> values() const;
    std::string text() const;  // the canonical "field=from:to:step"
};
constexpr int kMaxSweepValues = 50;

// Parses a spec as typed. Throws SweepSpecError: not of the shape FIELD=FROM:TO:STEP, a part
// that is not a whole number, a step below 1, TO below FROM, TO not reached from FROM in
// whole steps (the message suggests the last value that is), one value only, or more than
// kMaxSweepValues values.
SweepSpec parseSweepSpec(const std::string& text);
// The same checks for a spec given as parts (the app's form); returns it with `field` set.
SweepSpec makeSweepSpec(const std::string& field, int from, int to, int step);

// One value of a sweep: the rules to play it under (the base variant with the field set).
struct SweepValue {
    int value = 0;
    std::shared_ptr<const Rules> rules;
};

// The games of one sweep point, sorted by index.
struct SweepPoint {
    int value = 0;
    std::vector<LabGame> games;
};

// Called once per finished game, one call at a time, from a worker thread: `point` is the
// 0-based index of its value, `done` counts the games finished so far over the whole sweep.
using SweepGameDone = std::function<void(int point, const LabGame& game, int done)>;

// Plays games `indices` (0-based, each below base.games) at every value: each value's run is
// `base` with its rules replaced and nothing else, so game i of every value is dealt and
// played with the same seeds (derived from base.seed and i) and the values are paired deal
// for deal. Values are played one after the other, each on base.jobs threads. When `stop`
// turns true the finished games are returned (a value not started returns none). Throws as
// runLabGames does; std::invalid_argument for a value without rules.
std::vector<SweepPoint> runSweep(const LabConfig& base, const std::vector<SweepValue>& values, const std::vector<int>& indices,
                                 const SweepGameDone& onGame = {}, const std::atomic<bool>* stop = nullptr);

// The LabConfig that runSweep plays value `v` under: `base` with v.rules, nothing else changed.
LabConfig sweepConfig(const LabConfig& base, const SweepValue& v);

// A sweep's report: per value, the full LabStats (rates with Wilson intervals, quality
// measures with 95% intervals, quality.h).
struct SweepStats {
    int value = 0;
    LabStats stats;
};
std::vector<SweepStats> analyseSweep(const std::vector<SweepPoint>& points);

}  // namespace gs
