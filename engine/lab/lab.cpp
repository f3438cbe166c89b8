#include "lab.h"

#include <algorithm>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace gs {

namespace {

// Seeds of game i: well spread even for consecutive run seeds (SplitMix64).
uint64_t mix(uint64_t seed, uint64_t i)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull * (i + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

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

LabGame playLabGame(const State& start, Player& white, Player& black, Rng& rng)
{
    LabGame g;
    State s = start;
    EventList events;
    while (!s.isTerminal()) {
        Player& p = s.toAct() == Side::White ? white : black;
        const Move m = p.choose(p.seesEverything() ? s : s.view(s.toAct()), rng);
        if (!s.isLegal(m))
            throw std::logic_error(p.spec() + " chose an illegal move");
        // A Debut Move is the step made from a `d:` phase (one that was not skipped).
        g.debutMoves += s.phase() == Phase::Debut && m.kind == MoveKind::Step;
        events.clear();
        s.apply(m, &events);
        ++g.plies;
        for (const Event& e : events) {
            switch (e.kind) {
            case EventKind::PenaltyTaken: ++g.penalties; break;
            case EventKind::OffsideTaken: ++g.offsides; break;
            case EventKind::Promoted: ++g.promotions; break;
            case EventKind::Substituted: ++g.substitutions; break;
            case EventKind::Passed: ++g.passes; break;
            case EventKind::Goal: g.penaltyGoals += e.cause == GoalCause::PenaltyScored ? e.goals : 0; break;
            default: break;
            }
        }
    }
    g.result = s.result();
    g.goals = {s.score(Side::White), s.score(Side::Black)};
    g.turns = s.turn();
    g.reason = s.endReason();
    return g;
}

std::vector<LabGame> runLab(const LabConfig& c, const std::function<void(int)>& progress, const std::atomic<bool>* stop)
{
    if (!c.rules)
        throw std::invalid_argument("runLab needs a variant");
    makePlayer(c.whiteSpec);  // a bad SPEC fails here, before any thread starts
    makePlayer(c.blackSpec);
    const int games = std::clamp(c.games, 0, 100000);
    const int jobs = std::clamp(c.jobs, 1, std::min(64, std::max(1, games)));
    std::vector<LabGame> results(static_cast<size_t>(games));
    std::vector<char> finished(static_cast<size_t>(games), 0);
    std::atomic<int> next{0};
    std::mutex mutex;
    int done = 0;
    std::exception_ptr failure;
    auto worker = [&] {
        try {
            auto white = makePlayer(c.whiteSpec);
            auto black = makePlayer(c.blackSpec);
            white->setStopFlag(stop);
            black->setStopFlag(stop);
            for (;;) {
                const int i = next.fetch_add(1);
                if (i >= games || (stop && stop->load()))
                    return;
                const State start = State::deal(*c.rules, mix(c.seed, uint64_t(i)));
                Rng rng(mix(c.seed ^ 0x5DEECE66Dull, uint64_t(i)));
                LabGame g = playLabGame(start, *white, *black, rng);
                if (stop && stop->load())
                    return;  // its last moves may have been cut short: not a fair game
                g.index = i;
                std::lock_guard lock(mutex);
                results[size_t(i)] = g;
                finished[size_t(i)] = 1;
                ++done;
                if (progress)
                    progress(done);
            }
        } catch (...) {
            std::lock_guard lock(mutex);
            if (!failure)
                failure = std::current_exception();
            next.store(games);
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < jobs; ++t)
        threads.emplace_back(worker);
    worker();
    for (auto& t : threads)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
    std::vector<LabGame> out;
    out.reserve(size_t(done));
    for (int i = 0; i < games; ++i)
        if (finished[size_t(i)])
            out.push_back(results[size_t(i)]);
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
    return c;
}

}  // namespace gs
