// A Lab report as one self-contained web page a designer can send to co-designers: the verdict
// at the top, what was run (players, games, seed, variants, program, date), the numbers with
// their 95% intervals, the charts as inline SVG, a copy of each variant's file and the report's
// JSON (which `goalscorer-cli lab --rerun` plays again). No script and no network: a
// Content-Security-Policy refuses any. Every text (variant names, files, players) is
// HTML-escaped; the page is well-formed XHTML as well as HTML. Used by the Lab (Export report…)
// and by `goalscorer-cli lab --html`.
#pragma once

#include "formats/labrerun.h"
#include "lab/lab.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace sharing {

// Everything the page shows.
struct LabReportData {
    QStringList verdict;            // the verdict's sentences in the page's language
    gs::LabRerun run;               // what was run (labrerun.h)
    QString nameA, nameB;           // the variants as the reader knows them; nameB "" for one run
    gs::LabStats a;
    std::optional<gs::LabStats> b;  // the compared variant
    QByteArray json;                // the report's JSON, as Export JSON writes it
    QString date;                   // when the report was made, "2025-03-14"
    QString language = QStringLiteral("en");  // the page's lang attribute
};

// The verdict's sentences in the user's language (EventText): one run, or B against A; with
// the run's settings (its variant files), a comparison also says which changed rule never
// came into play (gs::idleRules).
QStringList labVerdictText(const gs::LabStats& a, const gs::LabStats* b, const std::string& whiteSpec, const std::string& blackSpec,
                           const QString& nameA, const QString& nameB, const gs::LabRerun* run = nullptr);
// The same for playtest records (A) against the computer's games (B) (gs::playtestVerdict).
QStringList playtestVerdictText(const gs::LabStats& yours, const gs::LabStats& computer);

// The page, UTF-8. Its own words are the app's, translated where a translator is installed.
QByteArray labReportPage(const LabReportData& d);

// Writes the page to `path`, whole or not at all. False with *why.
bool writeLabReportPage(const QString& path, const LabReportData& d, QString* why);

}  // namespace sharing
