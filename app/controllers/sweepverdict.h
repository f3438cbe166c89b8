// A sweep's verdict in words, from its report (the JSON sweepcharts reads): which values differ
// clearly from the first in each measure, and where White's edge keeps within a bound the
// designer types ("White's edge within ±3 points"). Its words are LabSweep's.
#pragma once

#include <QJsonObject>
#include <QString>

namespace sweepverdict {

// Values whose estimate differs from the first value's by more than chance allows: |d| > 1.96
// × the two intervals' standard errors combined (read as independent, though the deals are
// paired, so the test errs on the side of "within chance"). One sentence per measure that
// moves, or one saying nothing does. `report` must pass sweepcharts::problem().
QString differences(const QJsonObject& report);

// Where White's edge is within ±`bound` points (its whole 95% interval inside), where it is
// outside (the whole interval beyond), and where the games cannot tell yet. `bound` in
// points, 0.5..50.
QString edgeWithin(const QJsonObject& report, double bound);

}  // namespace sweepverdict
