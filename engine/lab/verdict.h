// The Lab's verdict: one or two plain sentences for what a run found, written from its
// intervals ("White scores 52% of the points (51 to 54): the first move matters.").
// Pure arithmetic on a report's counts, no I/O; the sentences are Sentences (sentence.h), so
// the CLI prints them in English and the app translates them. README.md (The verdict) states
// the rules.
#pragma once

#include "../sentence.h"
#include "lab.h"

#include <string>
#include <vector>

namespace gs {

// How sure a finding is: Clear (the 95% interval excludes 0), Unclear (it includes 0 but the
// run was big enough to show a kVerdictChange difference 80% of the time), TooFew (it was not).
enum class VerdictKind { Clear, Unclear, TooFew };

// The smallest change a verdict speaks of as worth finding: 3 percentage points.
constexpr double kVerdictChange = 0.03;

// One difference judged: shares (0.04 = 4 points), its 95% interval (normal, ±1.96 se) and,
// unless it is clear, how many games would show a change of `size`.
struct VerdictFinding {
    VerdictKind kind = VerdictKind::TooFew;
    double estimate = 0, low = 0, high = 0;
    double se = 0;
    int games = 0;            // games (per variant) behind it
    double shows = 0;         // the smallest change this run shows 80% of the time: 2.8 se
    double size = 0;          // the change `gamesNeeded` is for: the larger of |estimate| and kVerdictChange
    long long gamesNeeded = 0;  // games (per variant) that would show `size`; 0 when clear
};

// Judges `estimate` with standard error `se` from `games` games (see VerdictKind).
VerdictFinding judgeDifference(double estimate, double se, int games);

// Games (per variant) that would show a true change of `change` 80% of the time at the 5%
// level, for a run of `games` games whose standard error was `se`: (1.96 + 0.84)² · var / change²
// with var = se² · games, rounded up to two significant digits (2,587 → 2,600).
long long gamesToShow(double se, int games, double change);

// A report's verdict: the main finding and its sentences (one to three), each ending in a full stop.
struct LabVerdict {
    VerdictFinding main;  // one run: White's wins minus Black's; two: B's White score minus A's
    std::vector<Sentence> sentences;
};

// One run: does White or Black score more (White's score a game less ½, a draw counting ½,
// the measure of the report's table and of a comparison; the interval's centre and standard
// error with one win added to each side, Agresti–Caffo, so that a few games are never
// "certain"), and how often games are drawn. `whiteSpec` and `blackSpec` are the players: when they
// differ, the verdict says the difference measures them as well as the first move.
LabVerdict singleVerdict(const LabStats& s, const std::string& whiteSpec, const std::string& blackSpec);

// Two runs, B against A under their names: did White's score (a draw counts half) change,
// and which other measure changed most clearly (the smallest p-value below 0.05).
LabVerdict comparisonVerdict(const LabStats& a, const LabStats& b, const std::string& nameA, const std::string& nameB);
// The same, knowing the two variants: a rule they set differently that never came into play
// in either run (idleRules) is said after the balance sentence; when every difference is such a
// rule, it replaces the balance sentence's "more games would show", which is then not so.
LabVerdict comparisonVerdict(const LabStats& a, const LabStats& b, const std::string& nameA, const std::string& nameB, const Variant& va,
                             const Variant& vb);

// The rules `va` and `vb` set differently (the turn limit, the Debut Moves, the Substitute,
// blocked sides, the Star Player's goals, what a capture of each number does: RULES.md §6)
// that never came into play in the runs `a` and `b`, one sentence each ("No game reached turn
// 12 (2,000 games): the turn limit never ended a game."); empty when every such rule came into
// play or none differs. A rule comes into play when the event it governs happened in either
// run: a game reached the lower turn limit, a promotion, a blocked side, a Star Player's
// ending, a capture of a changed number (seen as the Penalty, Offside or goal a run's rules
// make of it; a change between two results that leave no trace counts as in play). A searching player's choices may
// still differ under the two rules (its lookahead knows them), so "never came into play" is
// said of the games, and "more games are unlikely to show it" rather than "would not". `allIdle`, when given, is set to whether the variants
// differ only in such rules and every one of them is idle.
std::vector<Sentence> idleRules(const Variant& va, const Variant& vb, const LabStats& a, const LabStats& b, bool* allIdle = nullptr);

// People's games (A, a folder of playtest records) against the computer's games of that
// variant (B): the same findings as comparisonVerdict, worded for the two kinds of games
// ("In the computer's games White scores 9 points more than in your games (2 to 16).").
LabVerdict playtestVerdict(const LabStats& yours, const LabStats& computer);

// The sentences in English, joined by spaces.
std::string english(const LabVerdict& v);

}  // namespace gs
