// A variant file's field (a JSON path such as "start.youth[3]", as variant validation and
// loading name them) in the variant editor's words, so the problem list speaks the
// designer's language; the editor keeps the path itself for a tooltip. And the pitch the
// editor draws, from the document alone.
#pragma once

#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QVariantList>

// "Youth square 4" for "start.youth[3]", "Numbers table" for "captureResults.7", "Turn limit"
// for "turnLimit"; a field with no name in the form comes back as it is.
QString variantFieldLabel(const QString& field);

// "d2" for file 3, rank 1 (0-based).
QString variantSquareName(int file, int rank);
// The variant editor's `squares` for a variant document: one entry per square, rank 1 first
// (see VariantEditor::squares), a square marked as a problem when one of `problemFields`
// ("start.youth[3]", "start.firstTeamers.9") names it. Empty for a pitch of no sensible size.
QVariantList variantSquares(const QJsonObject& doc, const QSet<QString>& problemFields);
