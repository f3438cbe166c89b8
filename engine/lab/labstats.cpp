#include "labstats.h"

#include <algorithm>
#include <cmath>

namespace gs {

double normalCdf(double z)
{
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

Interval wilson(double k, int n, double z)
{
    if (n <= 0)
        return {0, 0, 1};
    const double p = k / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Summary summarize(const std::vector<double>& values)
{
    Summary s;
    s.n = int(values.size());
    if (s.n == 0)
        return s;
    double sum = 0;
    for (double v : values)
        sum += v;
    s.mean = sum / s.n;
    if (s.n > 1) {
        double sq = 0;
        for (double v : values)
            sq += (v - s.mean) * (v - s.mean);
        s.sd = std::sqrt(sq / (s.n - 1));
    }
    const double half = 1.96 * s.sd / std::sqrt(double(s.n));
    s.low = s.mean - half;
    s.high = s.mean + half;
    return s;
}

namespace {

Difference fromZ(double diff, double se, double seTest)
{
    Difference d;
    d.diff = diff;
    d.low = diff - 1.96 * se;
    d.high = diff + 1.96 * se;
    if (seTest > 0)
        d.pValue = 2 * (1 - normalCdf(std::fabs(diff) / seTest));
    else
        d.pValue = diff == 0 ? 1 : 0;
    d.pValue = std::clamp(d.pValue, 0.0, 1.0);
    d.significant = d.pValue < 0.05;
    return d;
}

}  // namespace

Difference compareProportions(double kA, int nA, double kB, int nB)
{
    if (nA <= 0 || nB <= 0)
        return {};
    const double pA = kA / nA, pB = kB / nB;
    const double se = std::sqrt(pA * (1 - pA) / nA + pB * (1 - pB) / nB);
    const double pooled = (kA + kB) / (nA + nB);
    const double seTest = std::sqrt(pooled * (1 - pooled) * (1.0 / nA + 1.0 / nB));
    return fromZ(pB - pA, se, seTest);
}

Difference compareMeans(const Summary& a, const Summary& b)
{
    if (a.n <= 0 || b.n <= 0)
        return {};
    const double se = std::sqrt(a.sd * a.sd / a.n + b.sd * b.sd / b.n);
    return fromZ(b.mean - a.mean, se, se);
}

}  // namespace gs
