// What makes a Lab report reproducible: the "run" object every report carries (players, games,
// seed, a copy of each variant's file and the program), read back so that `goalscorer-cli lab
// --rerun REPORT.json` and the Lab's Run again play the very same games and write the very
// same JSON. The date is deliberately not in it (README.md, A reproducible report).
#pragma once

#include "../lab/lab.h"
#include "variantregistry.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <utility>
#include <string>

namespace gs {

// The settings of one Lab run (one variant, or two compared with the same players and seeds).
struct LabRerun {
    std::string whiteSpec = "random", blackSpec = "random";  // AI SPECs as run
    int games = 0;                 // games asked for, per variant
    uint64_t seed = 1;
    QString variant, compare;      // variant ids; `compare` empty for a run of one variant
    QJsonObject variantFile, compareFile;  // the variants as run: whole documents, no "parent"
    QString program;               // "GOALSCORER <version>" of the program that played it
};

// The program as a report names it: the application's name and version.
QString labProgram();

// A registered variant document as a report keeps it: inheritance is already resolved, so
// "parent" goes and the file stands alone on a machine that lacks the parent.
QJsonObject reportVariantFile(const QJsonObject& registryDocument);

// The two variants of a comparison as run (variantFile, compareFile), so that a verdict can
// tell which changed rule never came into play (verdict.h idleRules); nullopt for a run of one
// variant, or when either file is missing or cannot be read.
std::optional<std::pair<Variant, Variant>> comparedVariants(const LabRerun& run);

// The settings of a report of run `a` (and `b`, compared), `games` per variant, with the
// variants' files from `registry`. `shardRun`, for a report merged from shard files: a variant
// whose file here differs from the one the shards played (its digest) gets no file, so the
// report cannot claim to reproduce it.
LabRerun labRerunOf(const LabRunInfo& a, const LabRunInfo* b, int games, const VariantRegistry& registry,
                    const QJsonObject& shardRun = {});

// The report's "run" object, and back from a whole report (its "run"). labRerunFromReport
// throws std::invalid_argument naming the field that is missing or wrong.
QJsonObject labRerunToJson(const LabRerun& r);
LabRerun labRerunFromReport(const QJsonObject& report);

// The whole report as --json, --report, Export JSON and Run again write it: labReportToJson
// (formats/labexport.h) with "run" (the settings above) and "verdict" (lab/verdict.h, in
// English, the variants by id). Nothing in it depends on the date, the machine or the language.
QJsonObject labReportWithRun(const LabRerun& run, const LabRunInfo& a, const LabStats& statsA, const LabRunInfo* b = nullptr,
                             const LabStats* statsB = nullptr);

}  // namespace gs
