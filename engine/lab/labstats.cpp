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
    Difference d = fromZ(pB - pA, se, seTest);
    // Newcombe's hybrid score interval (1998, method 10) from each side's Wilson interval: the
    // normal one (diff +- 1.96 se) runs past +-100 points on a few games (1 of 3 against 2 of
    // 3 read "-42 to +109 points") and is too narrow near 0% and 100%.
    const Interval a = wilson(kA, nA), b = wilson(kB, nB);
    d.low = d.diff - std::sqrt((pB - b.low) * (pB - b.low) + (a.high - pA) * (a.high - pA));
    d.high = d.diff + std::sqrt((b.high - pB) * (b.high - pB) + (pA - a.low) * (pA - a.low));
    return d;
}

Difference compareMeans(const Summary& a, const Summary& b)
{
    if (a.n <= 0 || b.n <= 0)
        return {};
    const double se = std::sqrt(a.sd * a.sd / a.n + b.sd * b.sd / b.n);
    return fromZ(b.mean - a.mean, se, se);
}

double eloFromScore(double s)
{
    s = std::clamp(s, 0.001, 0.999);
    return -400.0 * std::log10(1.0 / s - 1.0);
}

double scoreFromElo(double elo)
{
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

PairedElo pentanomialElo(const Pentanomial& counts)
{
    PairedElo e;
    for (int c : counts)
        e.pairs += c;
    if (e.pairs == 0)
        return e;
    const double n = e.pairs;
    double mean = 0;
    for (size_t k = 0; k < counts.size(); ++k)
        mean += counts[k] * (k / 4.0);
    mean /= n;
    double var = 0;
    for (size_t k = 0; k < counts.size(); ++k)
        var += counts[k] * (k / 4.0 - mean) * (k / 4.0 - mean);
    var /= n;
    const double half = 1.959963984540054 * std::sqrt(var / n);
    e.score = mean;
    e.elo = eloFromScore(mean);
    e.low = eloFromScore(mean - half);
    e.high = eloFromScore(mean + half);
    return e;
}

SprtResult sprt(const Pentanomial& counts, double elo0, double elo1, double alpha, double beta, int minPairs)
{
    SprtResult r;
    r.lower = std::log(beta / (1 - alpha));
    r.upper = std::log((1 - beta) / alpha);
    double n = 0;
    std::array<double, 5> p{};
    for (size_t k = 0; k < counts.size(); ++k) {
        p[k] = counts[k] > 0 ? counts[k] : 1e-3;
        n += p[k];
    }
    const double s0 = scoreFromElo(elo0), s1 = scoreFromElo(elo1);
    double r0 = 0, r1 = 0;
    for (size_t k = 0; k < p.size(); ++k) {
        const double x = k / 4.0;
        r0 += p[k] / n * (x - s0) * (x - s0);
        r1 += p[k] / n * (x - s1) * (x - s1);
    }
    r.llr = n / 2 * std::log(r0 / r1);
    int pairs = 0;
    for (int c : counts)
        pairs += c;
    if (pairs >= minPairs)
        r.decision = r.llr >= r.upper ? SprtResult::AcceptH1 : r.llr <= r.lower ? SprtResult::AcceptH0 : SprtResult::Continue;
    return r;
}

void addPair(Pentanomial& counts, double pairScore)
{
    ++counts[size_t(std::clamp(std::lround(2 * pairScore), 0L, 4L))];
}

bool SequentialSprt::add(int number, double aScore)
{
    if (decided_)
        return true;
    waiting_[number] = aScore;
    for (;;) {
        const auto first = waiting_.find(2 * pairs_ + 1), second = waiting_.find(2 * pairs_ + 2);
        if (first == waiting_.end() || second == waiting_.end())
            return false;
        addPair(counts_, first->second + second->second);
        waiting_.erase(first);
        waiting_.erase(second);
        ++pairs_;
        if (sprt(counts_, elo0_, elo1_, alpha_, beta_).decision != SprtResult::Continue) {
            decided_ = true;
            return true;
        }
    }
}

}  // namespace gs
