// A variant file's field (a JSON path such as "start.youth[3]", as variant validation and
// loading name them) in the variant editor's words, so the problem list speaks the
// designer's language; the editor keeps the path itself for a tooltip.
#pragma once

#include <QString>

// "Youth square 4" for "start.youth[3]", "Numbers table" for "captureResults.7", "Turn limit"
// for "turnLimit"; a field with no name in the form comes back as it is.
QString variantFieldLabel(const QString& field);
