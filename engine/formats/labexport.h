// Lab results as files: the report as JSON, every game as a CSV row (Qt JSON; shared by the
// CLI's `lab` and the app's Lab room).
#pragma once

#include "../lab/lab.h"

#include <QJsonObject>
#include <QString>

namespace gs {

// One run: its settings, the LabStats (rates with "low"/"high" 95% bounds) and game count.
QJsonObject labRunToJson(const LabConfig& config, const LabStats& stats);
// A report of one run, or of two (`b` non-null) with "comparison" (B minus A, p-values).
QJsonObject labReportToJson(const LabConfig& a, const LabStats& statsA, const LabConfig* b = nullptr,
                            const LabStats* statsB = nullptr);
// Header line plus one line per game; `variant` fills the first column so two runs can be
// concatenated. Lines end with "\n".
QString labCsvHeader();
QString labGamesToCsv(const QString& variant, const std::vector<LabGame>& games);

}  // namespace gs
