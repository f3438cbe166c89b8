// lab --records DIR: games people played, from their records, beside computer games of their
// variant (lab/playtest.h, formats/playtestfolder.h); and the text report parts it shares with
// the rest of `lab`.
#pragma once

#include "cli.h"

#include "lab/lab.h"

namespace cli {

// `lab --records DIR [--variant ID] [--white SPEC --black SPEC] [--games N] [--seed S] [--json]`,
// with `p` already parsed by runLab. Throws Failure for a bad option or a folder with no
// record to report.
int runLabRecords(Context& ctx, const QCommandLineParser& p);

// The text report of one run: rates, goals, length, events and quality (labcommands.cpp).
void printLabRun(QTextStream& out, const gs::LabRunInfo& run, const gs::LabStats& s);
// B minus A measure by measure, with 95% intervals and p-values (labcommands.cpp).
void printLabComparison(QTextStream& out, const QString& nameA, const gs::LabStats& a, const QString& nameB, const gs::LabStats& b);

}  // namespace cli
