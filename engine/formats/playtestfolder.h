// Playtest records from a folder (lab/playtest.h): the folder's game records read from disk,
// and the report of those games beside computer games of their variant as JSON (the CLI's
// `lab --records DIR` and the app's Open playtest records…).
#pragma once

#include "../lab/playtest.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace gs {

// Every game record (*.gsr, any case) directly in `folder`, sorted by name. A file that is too
// large (diskfile::kMaxRecordBytes) or cannot be opened comes with its `error` set instead of
// its text. A folder that cannot be listed gives no files.
std::vector<PlaytestFile> readPlaytestFolder(const QString& folder);

// The report's "records" part: the folder, the variant, the files used and the files skipped
// with their reasons ({"file", "reason", "why"}: the English reason and its key).
QJsonObject playtestRecordsToJson(const PlaytestRecords& records, const QString& folder);

// The whole report: labReportToJson with the records as A and the computer games as B (so
// "comparison" is computer games minus your games), "records" as above and "verdict" (the
// comparison's sentences in English). No "run": the people's games cannot be played again.
QJsonObject playtestReportJson(const PlaytestRecords& records, const QString& folder, const LabRunInfo& a, const LabStats& statsA,
                               const LabRunInfo& b, const LabStats& statsB);

// The names the report gives the two sides, in English.
inline constexpr char kPlaytestNameA[] = "your games";
inline constexpr char kPlaytestNameB[] = "computer games";

}  // namespace gs
