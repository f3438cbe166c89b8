#include "lab.h"
#include "parallel.h"
#include "../match.h"

#include <algorithm>
#include <mutex>
#include <numeric>
#include <stdexcept>

namespace gs {

namespace {

// Counts are never negative; the normal interval would say so for rare events.
Summary nonNegative(Summary s)
{
    s.low = std::max(0.0, s.low);
    return s;
}

Summary perGame(const std::vector<LabGame>& games, int LabGame::*field)
{
    std::vector<double> v;
    v.reserve(games.size());
    for (const LabGame& g : games)
        v.push_back(g.*field);
    return nonNegative(summarize(v));
}

Interval share(const std::vector<LabGame>& games, int LabGame::*field)
{
    int k = 0;
    for (const LabGame& g : games)
        k += g.*field > 0;
    return wilson(k, int(games.size()));
}

}  // namespace

const char* endReasonKey(EndReason r)
{
    switch (r) {
    case EndReason::StarCaptured: return "star_captured";
    case EndReason::StarReachedGoalLine: return "star_reached_goal_line";
    case EndReason::TurnLimit: return "turn_limit";
    case EndReason::Blocked: return "blocked";
    case EndReason::Timeout: return "timeout";
    case EndReason::Unknown: return "unknown";
    case EndReason::None: break;
    }
    return "none";
}

void LabGameCounter::ply(const State& before, Move m, const State& after, const EventList& events)
{
    quality_.observe(before, after);
    // A Debut Move is the step made from a `d:` phase (one that was not skipped).
    g_.debutMoves += before.phase() == Phase::Debut && m.kind == MoveKind::Step;
    ++g_.plies;
    for (const Event& e : events) {
        switch (e.kind) {
        case EventKind::PenaltyTaken: ++g_.penalties; break;
        case EventKind::OffsideTaken: ++g_.offsides; break;
        case EventKind::Promoted: ++g_.promotions; break;
        case EventKind::Substituted: ++g_.substitutions; break;
        case EventKind::Passed: ++g_.passes; break;
        case EventKind::Goal: g_.penaltyGoals += e.cause == GoalCause::PenaltyScored ? e.goals : 0; break;
        default: break;
        }
    }
}

LabGame LabGameCounter::finish(const State& s)
{
    LabGame g = g_;
    g.result = s.result();
    g.goals = {s.score(Side::White), s.score(Side::Black)};
    g.turns = s.turn();
    g.reason = s.endReason();
    quality_.finish(g.result, g.plies, g);
    return g;
}

LabGame playLabGame(const State& start, Player& white, Player& black, Rng& rng)
{
    LabGameCounter counter(start);
    const PlayedGame played = playGame(start, white, black, rng, false, [&counter](const State& before, Move m, const State& after, const EventList& events) {
        counter.ply(before, m, after, events);
    });
    return counter.finish(played.final);
}

std::vector<LabGame> runLab(const LabConfig& c, const std::function<void(int)>& progress, const std::atomic<bool>* stop)
{
    std::vector<int> all(size_t(std::clamp(c.games, 0, 100000)));
    std::iota(all.begin(), all.end(), 0);
    LabGameDone onGame;
    if (progress)
        onGame = [&](const LabGame&, int done) { progress(done); };
    return runLabGames(c, all, onGame, stop);
}

std::vector<LabGame> runLabGames(const LabConfig& c, const std::vector<int>& indices, const LabGameDone& onGame,
                                 const std::atomic<bool>* stop)
{
    if (!c.rules)
        throw std::invalid_argument("runLab needs a variant");
    const int games = std::clamp(c.games, 0, 100000);
    for (int i : indices)
        if (i < 0 || i >= games)
            throw std::invalid_argument("runLabGames: game " + std::to_string(i) + " is outside the run");
    makePlayer(c.whiteSpec);  // a bad SPEC fails here, before any thread starts
    makePlayer(c.blackSpec);
    const int jobs = std::clamp(c.jobs, 1, std::min(64, std::max(1, int(indices.size()))));
    std::vector<std::unique_ptr<Player>> whites, blacks;
    for (int w = 0; w < jobs; ++w) {
        whites.push_back(makePlayer(c.whiteSpec));
        blacks.push_back(makePlayer(c.blackSpec));
        whites.back()->setStopFlag(stop);
        blacks.back()->setStopFlag(stop);
    }
    std::vector<LabGame> results(indices.size());
    std::vector<char> finished(indices.size(), 0);
    std::mutex mutex;
    int done = 0;
    parallelFor(int(indices.size()), jobs, [&](int w, int k) {
        const int i = indices[size_t(k)];
        const State start = State::deal(*c.rules, mixSeed(c.seed, uint64_t(i)));
        Rng rng(mixSeed(c.seed ^ 0x5DEECE66Dull, uint64_t(i)));
        LabGame g = playLabGame(start, *whites[size_t(w)], *blacks[size_t(w)], rng);
        if (stop && stop->load())
            return;  // its last moves may have been cut short: not a fair game
        g.index = i;
        std::lock_guard lock(mutex);
        results[size_t(k)] = g;
        finished[size_t(k)] = 1;
        ++done;
        if (onGame)
            onGame(g, done);
    }, stop);
    std::vector<LabGame> out;
    out.reserve(size_t(done));
    for (size_t k = 0; k < indices.size(); ++k)
        if (finished[k])
            out.push_back(results[k]);
    std::sort(out.begin(), out.end(), [](const LabGame& x, const LabGame& y) { return x.index < y.index; });
    return out;
}

LabRunInfo labRunInfo(const LabConfig& c)
{
    return {c.rules ? c.rules->id() : std::string(), c.whiteSpec, c.blackSpec, c.seed};
}

std::vector<int> shardItems(int count, int shard, int shards)
{
    if (shards < 1 || shard < 1 || shard > shards)
        throw std::invalid_argument("a shard is K/N with 1 <= K <= N");
    std::vector<int> out;
    for (int i = shard - 1; i < count; i += shards)
        out.push_back(i);
    return out;
}

LabStats analyseLab(const std::vector<LabGame>& games)
{
    LabStats s;
    s.games = int(games.size());
    std::vector<double> score, gw, gb, plies, turns;
    int maxTurn = 0;
    for (const LabGame& g : games) {
        s.whiteWins += g.result == Result::WhiteWins;
        s.blackWins += g.result == Result::BlackWins;
        s.draws += g.result == Result::Draw;
        score.push_back(g.result == Result::WhiteWins ? 1.0 : g.result == Result::Draw ? 0.5 : 0.0);
        gw.push_back(g.goals[0]);
        gb.push_back(g.goals[1]);
        plies.push_back(g.plies);
        turns.push_back(g.turns);
        ++s.endReasons[size_t(g.reason)];
        maxTurn = std::max(maxTurn, g.turns);
    }
    s.whiteWinRate = wilson(s.whiteWins, s.games);
    s.blackWinRate = wilson(s.blackWins, s.games);
    s.drawRate = wilson(s.draws, s.games);
    s.whiteScore = wilson(s.whiteWins + 0.5 * s.draws, s.games);
    s.goalsWhite = nonNegative(summarize(gw));
    s.goalsBlack = nonNegative(summarize(gb));
    s.plies = summarize(plies);
    s.turns = summarize(turns);
    s.lengthCounts.assign(size_t(maxTurn + 1), 0);
    for (const LabGame& g : games)
        ++s.lengthCounts[size_t(std::max(0, g.turns))];
    s.penalties = perGame(games, &LabGame::penalties);
    s.penaltyGoals = perGame(games, &LabGame::penaltyGoals);
    s.offsides = perGame(games, &LabGame::offsides);
    s.promotions = perGame(games, &LabGame::promotions);
    s.substitutions = perGame(games, &LabGame::substitutions);
    s.debutMoves = perGame(games, &LabGame::debutMoves);
    s.passes = perGame(games, &LabGame::passes);
    s.gamesWithPenalty = share(games, &LabGame::penalties);
    s.gamesWithOffside = share(games, &LabGame::offsides);
    s.gamesWithPromotion = share(games, &LabGame::promotions);
    s.gamesWithSubstitution = share(games, &LabGame::substitutions);
    s.quality = analyseQuality(games);
    return s;
}

LabComparison compareLabs(const LabStats& a, const LabStats& b)
{
    LabComparison c;
    c.whiteWinRate = compareProportions(a.whiteWins, a.games, b.whiteWins, b.games);
    c.blackWinRate = compareProportions(a.blackWins, a.games, b.blackWins, b.games);
    c.drawRate = compareProportions(a.draws, a.games, b.draws, b.games);
    c.whiteScore = compareProportions(a.whiteWins + 0.5 * a.draws, a.games, b.whiteWins + 0.5 * b.draws, b.games);
    c.goalsWhite = compareMeans(a.goalsWhite, b.goalsWhite);
    c.goalsBlack = compareMeans(a.goalsBlack, b.goalsBlack);
    c.turns = compareMeans(a.turns, b.turns);
    c.penalties = compareMeans(a.penalties, b.penalties);
    c.offsides = compareMeans(a.offsides, b.offsides);
    c.promotions = compareMeans(a.promotions, b.promotions);
    c.substitutions = compareMeans(a.substitutions, b.substitutions);
    c.quality = compareQuality(a.quality, b.quality);
    return c;
}

}  // namespace gs
