// A Lab sweep as one self-contained web page, as a run's report is (labreportpage.h): the
// verdict, what was run, a table of the measures at each value with their 95% intervals, a
// line chart per measure as inline SVG with its interval band, and the report's JSON. No
// script and no network (the same Content-Security-Policy); every text is HTML-escaped.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace sharing {

struct SweepReportData {
    QJsonObject report;             // the sweep's report (engine formats/sweepexport.h)
    QStringList verdict;            // its sentences in the page's language
    QString variantName;            // the variant as the reader knows it
    QString fieldLabel;             // the swept setting in the reader's words ("Turn limit")
    QString program;                // "GOALSCORER desktop 1.0"
    QString language = QStringLiteral("en");
};

// The page, UTF-8. `report` must have the keys sweepcharts::problem() checks.
QByteArray sweepReportPage(const SweepReportData& d);

}  // namespace sharing
