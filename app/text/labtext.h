// The Lab's numbers in the user's language ("39,7" in German): a rate or a mean with its 95%
// interval, and a difference between two runs with its p-value.
#pragma once

#include "lab/labstats.h"

#include <QString>

namespace labtext {

// "52.3% (48.1–56.4)"
QString rate(const gs::Interval& i);
// "3.21 (3.02–3.40)"
QString mean(const gs::Summary& s);
// A signed share in percentage points with its interval, the unit left to the label (the
// column stays narrow): White's edge "+2.1 (-1.0 to 5.2)".
QString edge(const gs::Interval& i);
// B minus A: "+4.1 points (0.2 to 8.0), p = 0.030" for rates (`percent`), "-0.15 (-0.28 to
// -0.02), p = 0.029" for means; "p < 0.001" where three decimals would read 0.
QString difference(const gs::Difference& d, bool percent);

}  // namespace labtext
