#include "verdict.h"

#include "../explain.h"

#include <optional>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

// Marks a template for Qt Linguist (lupdate reads this file, as it reads explain.cpp) without
// needing Qt: the app translates it in the context "EventText".
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace gs {

namespace {

constexpr double kZ = 1.96;       // 95% two-sided
constexpr double kPowerZ = 0.84;  // 80% power

Sentence say(const char* text, std::vector<Sentence> args = {}) { return Sentence::of(text, std::move(args)); }
Sentence word(const std::string& w) { return Sentence::literal(w); }

// A whole number; 10,000 and up with thousands grouped as the language groups them.
Sentence count(long long n)
{
    if (n < 10000)
        return word(std::to_string(n));
    char group[8];
    std::snprintf(group, sizeof group, "%03lld", n % 1000);
    const long long rest = n / 1000;
    return say(QT_TRANSLATE_NOOP("EventText", "%1,%2"), {rest < 1000 ? word(std::to_string(rest)) : count(rest), word(group)});
}

// A share in whole percentage points ("4", "-2"); one decimal where the whole number would
// read 0 but the share is not (a clear result's bound of 0.3 points is not "0").
Sentence points(double share)
{
    const double v = 100 * share;
    const long long whole = std::llround(v);
    const long long tenths = std::llround(std::abs(v) * 10);
    if (whole != 0 || tenths == 0)
        return word(std::to_string(whole));
    return say(QT_TRANSLATE_NOOP("EventText", "%1.%2"), {word(v < 0 ? "-0" : "0"), word(std::to_string(tenths % 10))});
}

// A share in points rounded up ("would show a change of 3 points").
Sentence pointsUp(double share) { return word(std::to_string(std::max(1LL, (long long)std::ceil(100 * share - 1e-9)))); }

// One measure of a comparison that may be the clearest other change.
struct Candidate {
    const char* name;   // what it is, for "The clearest other change: %1, …"
    Difference d;
    double base = 0;    // A's mean for a per-game mean (the change is told relative to it); 0 for a rate
    bool rate = true;
};

// The finding of an adjusted difference (its interval's centre and standard error, as judged)
// told with the difference observed.
// `limit`: how far the measure can go either way (1 for a difference of two shares, ½ for a
// score's distance from an even 50%), where the interval stops.
VerdictFinding judgeAdjusted(double observed, double adjusted, double se, int games, double limit = 1.0)
{
    VerdictFinding f = judgeDifference(adjusted, se, games);
    f.estimate = observed;
    f.low = std::max(-limit, f.low);
    f.high = std::min(limit, f.high);
    if (f.kind != VerdictKind::Clear) {
        f.size = std::max(std::abs(observed), kVerdictChange);
        f.gamesNeeded = gamesToShow(se, games, f.size);
    }
    return f;
}

Sentence otherChange(const Candidate& c, const std::string& nameB, bool playtest)
{
    const bool higher = c.d.diff > 0;
    const double k = c.rate ? 1 : 1 / c.base;  // a mean's change as a share of A's mean
    // A count cannot fall by more than all of it: a mean's bounds stop at -100%.
    const double floor = -1.0;
    const double d = std::max(floor, k * c.d.diff), low = std::max(floor, k * c.d.low), high = std::max(floor, k * c.d.high);
    const std::vector<Sentence> args{say(c.name), points(std::abs(d)), word(nameB), points(higher ? low : -high),
                                     points(higher ? high : -low)};
    if (playtest) {
        const std::vector<Sentence> p{args[0], args[1], args[3], args[4]};
        if (c.rate)
            return higher ? say(QT_TRANSLATE_NOOP("EventText", "The clearest other difference: %1, %2 points higher in the computer's games (%3 to %4)."), p)
                          : say(QT_TRANSLATE_NOOP("EventText", "The clearest other difference: %1, %2 points lower in the computer's games (%3 to %4)."), p);
        return higher ? say(QT_TRANSLATE_NOOP("EventText", "The clearest other difference: %1, %2% higher in the computer's games (%3 to %4%)."), p)
                      : say(QT_TRANSLATE_NOOP("EventText", "The clearest other difference: %1, %2% lower in the computer's games (%3 to %4%)."), p);
    }
    if (c.rate)
        return higher ? say(QT_TRANSLATE_NOOP("EventText", "The clearest other change: %1, %2 points higher under %3 (%4 to %5)."), args)
                      : say(QT_TRANSLATE_NOOP("EventText", "The clearest other change: %1, %2 points lower under %3 (%4 to %5)."), args);
    return higher ? say(QT_TRANSLATE_NOOP("EventText", "The clearest other change: %1, %2% higher under %3 (%4 to %5%)."), args)
                  : say(QT_TRANSLATE_NOOP("EventText", "The clearest other change: %1, %2% lower under %3 (%4 to %5%)."), args);
}

}  // namespace

long long gamesToShow(double se, int games, double change)
{
    if (change <= 0 || games <= 0)
        return 0;
    const double raw = (kZ + kPowerZ) * (kZ + kPowerZ) * se * se * games / (change * change);
    if (raw <= 100)
        return std::max(1LL, (long long)std::ceil(raw - 1e-9));
    const double step = std::pow(10.0, std::floor(std::log10(raw)) - 1);  // two significant digits
    return (long long)(std::ceil(raw / step - 1e-9) * step + 0.5);
}

VerdictFinding judgeDifference(double estimate, double se, int games)
{
    VerdictFinding f;
    f.estimate = estimate;
    f.se = se;
    f.low = estimate - kZ * se;
    f.high = estimate + kZ * se;
    f.games = games;
    f.shows = (kZ + kPowerZ) * se;
    f.size = std::max(std::abs(estimate), kVerdictChange);
    if (f.low > 0 || f.high < 0) {
        f.kind = VerdictKind::Clear;
        return f;
    }
    f.kind = f.shows <= kVerdictChange + 1e-12 ? VerdictKind::Unclear : VerdictKind::TooFew;
    f.gamesNeeded = gamesToShow(se, games, f.size);
    return f;
}

LabVerdict singleVerdict(const LabStats& s, const std::string& whiteSpec, const std::string& blackSpec)
{
    LabVerdict v;
    const int n = s.games;
    if (n <= 0)
        return v;
    // White's score a game (a win 1, a draw ½, a loss 0) less ½: the measure the report's table
    // and a comparison's verdict use, so a designer reads one number for one thing. It is
    // half of (White's wins - Black's wins) / games. The interval's centre and variance from
    // the counts with one win added to each side (Agresti–Caffo), so that three White wins in
    // three games are not "certain".
    const double pw = double(s.whiteWins + 1) / (n + 2), pb = double(s.blackWins + 1) / (n + 2);
    const double var = pw + pb - (pw - pb) * (pw - pb);
    v.main = judgeAdjusted(double(s.whiteWins - s.blackWins) / (2.0 * n), (pw - pb) / 2, std::sqrt(var / n) / 2, n, 0.5);
    const VerdictFinding& f = v.main;
    if (f.kind == VerdictKind::Clear) {
        const bool white = f.estimate > 0;
        const Sentence meaning = whiteSpec != blackSpec
            ? say(QT_TRANSLATE_NOOP("EventText", "the players differ, so this measures them as well as the colours"))
            : white ? say(QT_TRANSLATE_NOOP("EventText", "the first move matters"))
                    : say(QT_TRANSLATE_NOOP("EventText", "moving second is an advantage"));
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "%1 scores %2% of the points (%3 to %4): %5."),
                                  {sideName(white ? Side::White : Side::Black), points(0.5 + std::abs(f.estimate)),
                                   points(0.5 + (white ? f.low : -f.high)), points(0.5 + (white ? f.high : -f.low)), meaning}));
    } else if (f.kind == VerdictKind::Unclear) {
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "Neither side scores more at %1 games (White's score: %2 to %3%); an edge of %4 points would have shown."),
                                  {count(n), points(0.5 + f.low), points(0.5 + f.high), pointsUp(f.shows)}));
    } else {
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "Neither side scores clearly more at %1 games (White's score: %2 to %3%), too few to tell: %4 games would show a %5-point edge."),
                                  {count(n), points(0.5 + f.low), points(0.5 + f.high), count(f.gamesNeeded), points(f.size)}));
    }
    if (s.draws == 0)
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "None of the %1 games was drawn."), {count(n)}));
    else
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "%1% of games are drawn (%2 to %3)."),
                                  {points(s.drawRate.estimate), points(s.drawRate.low), points(s.drawRate.high)}));
    return v;
}

namespace {

// Whether two runs on the same deals, of at least kSameGamesAtLeast games, came out alike in
// every count the report keeps: the results, how and when each game ended, its goals,
// Penalties, Offsides, promotions, substitutions, Debut Moves, passes, lead changes and moves
// to choose from. Different games of that number do not agree on all of these by chance, so
// the change between the variants never came into play.
// A run this small may agree by chance: it is told as any other (kSameGamesAtLeast games).
constexpr int kSameGamesAtLeast = 50;

bool sameGames(const LabStats& a, const LabStats& b)
{
    const auto same = [](const Summary& x, const Summary& y) { return x.n == y.n && x.mean == y.mean && x.sd == y.sd; };
    const LabQuality &qa = a.quality, &qb = b.quality;
    return a.games >= kSameGamesAtLeast && a.games == b.games && a.whiteWins == b.whiteWins && a.blackWins == b.blackWins
           && a.draws == b.draws && a.endReasons == b.endReasons && a.lengthCounts == b.lengthCounts
           && same(a.goalsWhite, b.goalsWhite) && same(a.goalsBlack, b.goalsBlack) && same(a.plies, b.plies)
           && same(a.turns, b.turns) && same(a.penalties, b.penalties) && same(a.penaltyGoals, b.penaltyGoals)
           && same(a.offsides, b.offsides) && same(a.promotions, b.promotions) && same(a.substitutions, b.substitutions)
           && same(a.debutMoves, b.debutMoves) && same(a.passes, b.passes) && same(qa.leadChanges, qb.leadChanges)
           && same(qa.branching, qb.branching) && qa.comebacks == qb.comebacks && qa.starDecided == qb.starDecided
           && qa.blockedGames == qb.blockedGames;
}

LabVerdict twoRunVerdict(const LabStats& a, const LabStats& b, const std::string& nameA, const std::string& nameB, bool playtest)
{
    LabVerdict v;
    if (a.games <= 0 || b.games <= 0)
        return v;
    if (!playtest && sameGames(a, b)) {
        // More games would not show what these players never meet (the verdict used to ask
        // for thousands more): say so, and what would.
        v.main = judgeDifference(0, 0, a.games);
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "Every game came out the same under %1 and %2 (%3 games each): with these players the change never came into play, and more games would not show it. Try other players, or a change these players meet."),
                                  {word(nameA), word(nameB), count(a.games)}));
        return v;
    }
    // White's score a game (a draw is half), B minus A; the standard error with one win and
    // one loss added to each run, as in singleVerdict.
    const double kA = a.whiteWins + 0.5 * a.draws, kB = b.whiteWins + 0.5 * b.draws;
    const double pa = (kA + 1) / (a.games + 2), pb = (kB + 1) / (b.games + 2);
    const double se = std::sqrt(pa * (1 - pa) / a.games + pb * (1 - pb) / b.games);
    v.main = judgeAdjusted(kB / b.games - kA / a.games, pb - pa, se, std::min(a.games, b.games));
    const VerdictFinding& f = v.main;
    if (f.kind == VerdictKind::Clear) {
        const bool more = f.estimate > 0;
        const std::vector<Sentence> args{word(nameB), points(std::abs(f.estimate)), word(nameA), points(more ? f.low : -f.high),
                                         points(more ? f.high : -f.low)};
        if (playtest)
            v.sentences.push_back(more ? say(QT_TRANSLATE_NOOP("EventText", "In the computer's games White scores %1 points more than in your games (%2 to %3)."), {args[1], args[3], args[4]})
                                       : say(QT_TRANSLATE_NOOP("EventText", "In the computer's games White scores %1 points less than in your games (%2 to %3)."), {args[1], args[3], args[4]}));
        else
            v.sentences.push_back(more ? say(QT_TRANSLATE_NOOP("EventText", "Under %1, White scores %2 points more than under %3 (%4 to %5): the change helps White."), args)
                                       : say(QT_TRANSLATE_NOOP("EventText", "Under %1, White scores %2 points less than under %3 (%4 to %5): the change helps Black."), args));
    } else if (playtest && f.kind == VerdictKind::Unclear) {
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "Your games and the computer's do not differ in balance (%1 to %2 points, %3 of your games); a difference of %4 points would have shown."),
                                  {points(f.low), points(f.high), count(a.games), pointsUp(f.shows)}));
    } else if (playtest) {
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "Your games and the computer's do not differ clearly in balance (%1 to %2 points, %3 of your games), too few to tell: %4 games would show a %5-point difference."),
                                  {points(f.low), points(f.high), count(a.games), count(f.gamesNeeded), points(f.size)}));
    } else if (f.kind == VerdictKind::Unclear) {
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "Nothing differs in balance between %1 and %2 at %3 games each (%4 to %5 points); a change of %6 points would have shown."),
                                  {word(nameA), word(nameB), count(f.games), points(f.low), points(f.high), pointsUp(f.shows)}));
    } else {
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "No difference in balance between %1 and %2 shows at %3 games each (%4 to %5 points), too few to tell: %6 games each would show a %7-point change."),
                                  {word(nameA), word(nameB), count(f.games), points(f.low), points(f.high), count(f.gamesNeeded), points(f.size)}));
    }

    // The clearest of the other measures, if any is clear once the number of measures looked
    // at is allowed for (Bonferroni: p below 0.05 / their number).
    const LabComparison c = compareLabs(a, b);
    const Candidate candidates[] = {
        {QT_TRANSLATE_NOOP("EventText", "draws"), c.drawRate},
        {QT_TRANSLATE_NOOP("EventText", "games the Star Player decides"), c.quality.starDecides},
        {QT_TRANSLATE_NOOP("EventText", "comebacks"), c.quality.drama},
        {QT_TRANSLATE_NOOP("EventText", "blocked games"), c.quality.blocked},
        {QT_TRANSLATE_NOOP("EventText", "game length"), c.turns, a.turns.mean, false},
        {QT_TRANSLATE_NOOP("EventText", "Penalties a game"), c.penalties, a.penalties.mean, false},
        {QT_TRANSLATE_NOOP("EventText", "Offsides a game"), c.offsides, a.offsides.mean, false},
        {QT_TRANSLATE_NOOP("EventText", "promotions a game"), c.promotions, a.promotions.mean, false},
        {QT_TRANSLATE_NOOP("EventText", "substitutions a game"), c.substitutions, a.substitutions.mean, false},
        {QT_TRANSLATE_NOOP("EventText", "lead changes a game"), c.quality.leadChanges, a.quality.leadChanges.mean, false},
        {QT_TRANSLATE_NOOP("EventText", "moves to choose from"), c.quality.branching, a.quality.branching.mean, false},
    };
    const double threshold = 0.05 / std::size(candidates);
    const Candidate* best = nullptr;
    for (const Candidate& k : candidates)
        if (k.d.pValue < threshold && (k.rate || k.base > 0) && (!best || k.d.pValue < best->d.pValue))
            best = &k;
    if (best)
        v.sentences.push_back(otherChange(*best, nameB, playtest));
    else
        v.sentences.push_back(say(QT_TRANSLATE_NOOP("EventText", "No other measure differs clearly.")));
    return v;
}

}  // namespace

LabVerdict comparisonVerdict(const LabStats& a, const LabStats& b, const std::string& nameA, const std::string& nameB)
{
    return twoRunVerdict(a, b, nameA, nameB, false);
}

namespace {

// Whether two variants play alike (names and the clock aside).
bool sameRules(const Variant& x, const Variant& y)
{
    return x.files == y.files && x.ranks == y.ranks && x.keeperAreaDepth == y.keeperAreaDepth && x.midfieldRanks == y.midfieldRanks
           && x.startFirstTeamers == y.startFirstTeamers && x.youthSquares == y.youthSquares && x.setup == y.setup
           && x.fixedYouth == y.fixedYouth && x.fixedSubstitute == y.fixedSubstitute && x.turnLimit == y.turnLimit
           && x.starGoals == y.starGoals && x.captureResults == y.captureResults && x.firstTeamerSteps == y.firstTeamerSteps
           && x.debutRules == y.debutRules && x.debutMoves == y.debutMoves && x.substitution == y.substitution
           && x.blockedEndsGame == y.blockedEndsGame;
}

}  // namespace

std::vector<Sentence> idleRules(const Variant& va, const Variant& vb, const LabStats& a, const LabStats& b, bool* allIdle)
{
    std::vector<Sentence> out;
    int differing = 0;
    const long long games = a.games + b.games;
    const auto total = [](const Summary& x) { return x.mean * x.n; };
    const auto ended = [&](EndReason r) { return a.endReasons[size_t(r)] + b.endReasons[size_t(r)]; };
    const auto rule = [&](bool differs, bool inPlay, const Sentence& said) {
        if (!differs)
            return;
        ++differing;
        if (!inPlay)
            out.push_back(said);
    };
    // The turn limit matters once a game of either run reaches the lower of the two limits.
    const int lower = std::min(va.turnLimit, vb.turnLimit);
    bool reached = ended(EndReason::TurnLimit) > 0;
    for (const LabStats* s : {&a, &b})
        for (size_t t = size_t(std::max(lower, 0)); t < s->lengthCounts.size(); ++t)
            reached = reached || s->lengthCounts[t] > 0;
    rule(va.turnLimit != vb.turnLimit, reached,
         say(QT_TRANSLATE_NOOP("EventText", "No game reached turn %1 (%2 games): the turn limit never ended a game."), {count(lower), count(games)}));
    const bool promoted = total(a.promotions) + total(b.promotions) > 0;
    rule(va.debutMoves != vb.debutMoves || va.debutRules != vb.debutRules, promoted,
         say(QT_TRANSLATE_NOOP("EventText", "No Youth Counter reached the Goal Line in %1 games: the change to the Debut Moves never came into play."), {count(games)}));
    rule(va.substitution != vb.substitution, promoted,
         say(QT_TRANSLATE_NOOP("EventText", "No Youth Counter reached the Goal Line in %1 games: the change to the Substitute never came into play."), {count(games)}));
    rule(va.blockedEndsGame != vb.blockedEndsGame, ended(EndReason::Blocked) + total(a.passes) + total(b.passes) > 0,
         say(QT_TRANSLATE_NOOP("EventText", "No side was ever unable to move in %1 games: the change to blocked sides never came into play."), {count(games)}));
    rule(va.starGoals != vb.starGoals, ended(EndReason::StarCaptured) + ended(EndReason::StarReachedGoalLine) > 0,
         say(QT_TRANSLATE_NOOP("EventText", "No Star Player was captured or reached the Goal Line in %1 games: the change to its goals never came into play."), {count(games)}));
    // What a capture of a number does (RULES.md §6): the change comes into play only when a
    // number it changes is captured. A capture shows in a run as the event that run's rules
    // make of it (a Penalty, an Offside, a goal; "nothing" leaves no trace), so the change is
    // idle when, for every number it changes, neither run shows the event its rules make of
    // that capture and at least one of them would have shown it. (The same deals make the two
    // runs' games the same until a rule tells them apart, as for the rules above.)
    const auto shown = [&](const LabStats& s, CaptureResult r) -> std::optional<double> {
        switch (r) {
        case CaptureResult::Penalty: return s.gamesWithPenalty.estimate * s.games;
        case CaptureResult::Offside: return s.gamesWithOffside.estimate * s.games;
        case CaptureResult::Goal: return total(s.goalsWhite) + total(s.goalsBlack);
        case CaptureResult::Nothing: break;
        }
        return std::nullopt;
    };
    bool capturesDiffer = false, capturesSeen = false;
    for (size_t id = 0; id < va.captureResults.size(); ++id) {
        if (va.captureResults[id] == vb.captureResults[id])
            continue;
        capturesDiffer = true;
        const std::optional<double> sa = shown(a, va.captureResults[id]), sb = shown(b, vb.captureResults[id]);
        capturesSeen = capturesSeen || (!sa && !sb) || (sa && *sa > 0.5) || (sb && *sb > 0.5);
    }
    rule(capturesDiffer, capturesSeen,
         say(QT_TRANSLATE_NOOP("EventText", "No counter whose capture the change affects was captured in %1 games: the change to what captures do never came into play."),
             {count(games)}));
    // Anything else that differs (the pitch, the set-up) is taken to come into play: the
    // counts cannot tell.
    if (allIdle) {
        const Variant& x = va;
        Variant y = vb;
        // The rules looked at above, made equal: what is left differs in ways not judged here.
        y.turnLimit = x.turnLimit;
        y.debutMoves = x.debutMoves;
        y.debutRules = x.debutRules;
        y.substitution = x.substitution;
        y.blockedEndsGame = x.blockedEndsGame;
        y.starGoals = x.starGoals;
        y.captureResults = x.captureResults;
        *allIdle = differing > 0 && int(out.size()) == differing && sameRules(x, y);
    }
    return out;
}

LabVerdict comparisonVerdict(const LabStats& a, const LabStats& b, const std::string& nameA, const std::string& nameB, const Variant& va,
                             const Variant& vb)
{
    LabVerdict v = twoRunVerdict(a, b, nameA, nameB, false);
    bool allIdle = false;
    const std::vector<Sentence> idle = idleRules(va, vb, a, b, &allIdle);
    if (idle.empty() || v.sentences.empty() || v.main.kind == VerdictKind::Clear)
        return v;
    if (allIdle && v.sentences.size() > 1) {
        // Every change sits where these players never go: the balance sentence's "more games
        // would show" is not so. Say why, and what would help.
        std::vector<Sentence> out = idle;
        out.push_back(say(QT_TRANSLATE_NOOP("EventText", "More games with these players are unlikely to show a difference: try players whose games reach the changed rules.")));
        out.insert(out.end(), v.sentences.begin() + 1, v.sentences.end());
        v.sentences = out;
    } else
        v.sentences.insert(v.sentences.begin() + 1, idle.begin(), idle.end());
    return v;
}

LabVerdict playtestVerdict(const LabStats& yours, const LabStats& computer)
{
    return twoRunVerdict(yours, computer, {}, {}, true);
}

std::string english(const LabVerdict& v)
{
    std::string out;
    for (const Sentence& s : v.sentences) {
        if (!out.empty())
            out += ' ';
        out += english(s);  // appended, not " " + ...: GCC 12's false -Wrestrict
    }
    return out;
}

}  // namespace gs
