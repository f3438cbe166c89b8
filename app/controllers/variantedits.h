// The variant editor's edits that change more than the one value the form shows: a click on
// the pitch (areas and starting squares) and the arrangement a setup made Fixed starts with.
// Worked out from the variant document alone; the editor stores the result as any other edit
// (VariantEditor::setValue), so it is checked and marked unsaved the same way.
#pragma once

#include <QJsonObject>
#include <QString>

// One top-level field of the document and its new value.
struct VariantEdit {
    QString field;  // "pitch" or "start"; empty: the click changes nothing
    QJsonObject value;
    // When a starting square is refused because another counter starts there: the square's
    // name and what starts there ("youth", or a First Teamer "1".."11"). Empty otherwise.
    QString square = {}, heldBy = {};
};

// What a click on square `index` (rank 1 first, on a pitch of `files` x `ranks`) does with
// `tool` (see VariantEditor::tool): "keeper" sets the Goalkeeper's Area depth to reach the
// square, "midfield" toggles its rank in the Midfield Area, "youth" toggles a Youth starting
// square and "1".."11" places that First Teamer (again on its square: removes it). Starting
// squares are White's: a click in Black's half edits its mirror image. Nothing for a square
// off the pitch or an unknown tool. A square where another counter starts is refused (heldBy
// says which), never taken over: the counter would vanish from the pitch without a word.
VariantEdit variantClick(const QJsonObject& doc, const QString& tool, int files, int ranks, int index);

// The arrangement a setup made Fixed starts with, for "fixedSetup": both sides alike, the
// Star Player ("s") on the middle Youth starting square and the First Teamers that have no
// starting square of their own (2..11, in order) on the others; the last of those is the
// substitute (2 when there are too few).
QJsonObject defaultFixedSetup(const QJsonObject& doc);
