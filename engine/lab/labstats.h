// Statistics for the playtesting lab: rates with confidence intervals and the significance of
// a difference between two variants. Plain arithmetic on counts; no I/O.
#pragma once

#include <array>
#include <map>
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

// Two proportions (kA of nA, kB of nB): Newcombe's hybrid score interval (from the two Wilson
// intervals; always within -1..1), p-value from the pooled z-test.
// Either n == 0 gives diff 0 and p 1.
Difference compareProportions(double kA, int nA, double kB, int nB);
// Two means by Welch's statistic with a normal reference (fine for the hundreds of games a
// lab runs). Zero variance on both sides: p = 1 if the means are equal, else 0.
Difference compareMeans(const Summary& a, const Summary& b);

// Standard normal cumulative distribution.
double normalCdf(double z);

// Elo difference of an expected score in (0, 1) on the logistic scale: -400 log10(1/s - 1).
// s is clamped to [0.001, 0.999] (about ±1200 Elo) so a clean sweep stays finite.
double eloFromScore(double s);
// The inverse: the expected score of an Elo difference, 1 / (1 + 10^(-elo/400)).
double scoreFromElo(double elo);

// Paired games (one deal played twice, colours swapped) counted by the pair's score for A:
// counts[k] pairs scored k/2 points out of 2 (k = 0..4: 0, ½, 1, 1½, 2). This pentanomial
// model sees that the two games of a pair share a deal, which makes its intervals honest and
// usually narrower than counting games one by one.
using Pentanomial = std::array<int, 5>;
// Counts one pair whose two games gave A `pairScore` points (0, 0.5, 1, 1.5 or 2).
void addPair(Pentanomial& counts, double pairScore);

// A's Elo from the pentanomial: the mean pair score per game, and a 95% interval from the
// variance of pair scores (normal approximation), both mapped through eloFromScore. No pairs:
// all zero.
struct PairedElo {
    int pairs = 0;
    double score = 0;  // A's mean score per game, 0..1
    double elo = 0, low = 0, high = 0;
};
PairedElo pentanomialElo(const Pentanomial& counts);

// The generalized sequential probability ratio test of fishtest (Van den Bergh's GSPRT
// approximation on the pentanomial): H0 "A is elo0 better", H1 "A is elo1 better", logistic
// Elo, elo0 < elo1. llr = N/2 · ln(r0 / r1), r = Σ p_k (x_k − s)², x_k = k/4, s = scoreFromElo;
// zero counts are replaced by 0.001 first, as fishtest does, so a lopsided start stays finite.
// Bounds: lower = ln(β / (1 − α)), upper = ln((1 − β) / α). The approximation needs the
// variance of pair scores, which a handful of pairs cannot give (two drawn pairs have
// variance ~0 and "prove" H0), so no decision is taken before `minPairs` pairs: the llr is
// reported, the decision stays Continue.
struct SprtResult {
    double llr = 0, lower = 0, upper = 0;
    enum Decision { Continue, AcceptH0, AcceptH1 } decision = Continue;
};
constexpr int kSprtMinPairs = 30;
SprtResult sprt(const Pentanomial& counts, double elo0, double elo1, double alpha = 0.05, double beta = 0.05,
                int minPairs = kSprtMinPairs);

// The test run on a paired match as its games come in, in any order: pair p (games 2p-1 and
// 2p) is tested once both of its games and every earlier pair are in, so the pair where it
// first decides, and hence the result, does not depend on which games finished first.
class SequentialSprt {
public:
    SequentialSprt(double elo0, double elo1, double alpha = 0.05, double beta = 0.05)
        : elo0_(elo0), elo1_(elo1), alpha_(alpha), beta_(beta) {}
    // Game `number` (1-based) scored `aScore` for A. True once the test has decided; games
    // after that change nothing.
    bool add(int number, double aScore);
    bool decided() const { return decided_; }
    int pairs() const { return pairs_; }  // pairs tested so far (all of them up to the decision)

private:
    double elo0_, elo1_, alpha_, beta_;
    std::map<int, double> waiting_;  // scores of games whose pair is not tested yet
    Pentanomial counts_{};
    int pairs_ = 0;
    bool decided_ = false;
};

}  // namespace gs
