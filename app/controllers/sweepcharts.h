// A sweep's charts from its report, the JSON `goalscorer-cli lab --sweep --json` writes and the
// Lab's Export JSON keeps (engine formats/sweepexport.h): one source for a sweep played here and
// one opened from a file. Its words keep LabSweep's translation context.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QVariantList>

namespace sweepcharts {

// Why `report` is not a sweep's report, naming the field ("points[2].quality.plies: missing"),
// or "" when every field the charts read is there and of its type.
QString problem(const QJsonObject& report);

// What LabSweep::charts holds, one entry per measure: {key, title, unit, note, lines: [{name,
// points: [{x, y, low, high}]}]}, percentages as 0..100. Settled at and drama have no point
// where no game was won (note says where). `report` must pass problem().
QVariantList charts(const QJsonObject& report);

// The values of the points in `report`, in order.
QVariantList values(const QJsonObject& report);

}  // namespace sweepcharts
