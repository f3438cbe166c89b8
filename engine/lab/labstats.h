// Statistics for the playtesting lab: rates with confidence intervals and the significance of
// a difference between two variants. Plain arithmetic on counts; no I/O.
#pragma once

#include <vector>

namespace gs {

// An estimate with its 95% confidence interval; low <= estimate <= high.
struct Interval {
    double estimate = 0;
    double low = 0;
    double high = 0;
};

// Wilson score interval for `successes` out of `n` trials (successes may be fractional, e.g.
// match points with draws as halves). n == 0 gives {0, 0, 1}. Stays within [0, 1] even at
// 0% and 100%, where the textbook normal interval collapses to a point.
Interval wilson(double successes, int n, double z = 1.96);

// Mean, sample standard deviation and 95% interval of the mean (normal approximation).
// Fewer than two values: sd 0 and an interval of just the mean. Empty: all zero.
struct Summary {
    int n = 0;
    double mean = 0;
    double sd = 0;
    double low = 0;
    double high = 0;
};
Summary summarize(const std::vector<double>& values);

// B minus A with a 95% interval and a two-sided p-value; `significant` means p < 0.05.
struct Difference {
    double diff = 0;
    double low = 0;
    double high = 0;
    double pValue = 1;
    bool significant = false;
};

// Two proportions (kA of nA, kB of nB): unpooled interval, p-value from the pooled z-test.
// Either n == 0 gives diff 0 and p 1.
Difference compareProportions(double kA, int nA, double kB, int nB);
// Two means by Welch's statistic with a normal reference (fine for the hundreds of games a
// lab runs). Zero variance on both sides: p = 1 if the means are equal, else 0.
Difference compareMeans(const Summary& a, const Summary& b);

// Standard normal cumulative distribution.
double normalCdf(double z);

}  // namespace gs
