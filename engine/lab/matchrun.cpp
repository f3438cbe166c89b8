#include "matchrun.h"
#include "lab.h"
#include "parallel.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <stdexcept>

namespace gs {

double MatchGame::aScore() const
{
    if (result == Result::Draw)
        return 0.5;
    return (result == Result::WhiteWins) == aWhite ? 1.0 : 0.0;
}

bool aIsWhite(int number) { return number % 2 == 1; }

State matchStart(const MatchConfig& c, int number)
{
    const int deal = c.paired ? (number + 1) / 2 : number;
    return State::deal(*c.rules, mixSeed(c.seed, uint64_t(deal)));
}

std::vector<MatchGame> runMatchGames(const MatchConfig& c, const std::vector<int>& numbers, const MatchGameDone& onGame,
                                     const std::atomic<bool>* stop)
{
    if (!c.rules)
        throw std::invalid_argument("a match needs a variant");
    for (int g : numbers)
        if (g < 1 || g > c.games)
            throw std::invalid_argument("game " + std::to_string(g) + " is outside the match");
    const int jobs = std::clamp(c.jobs, 1, std::min(64, std::max(1, int(numbers.size()))));
    std::vector<std::unique_ptr<Player>> as, bs;
    for (int w = 0; w < jobs; ++w) {
        as.push_back(makePlayer(c.aSpec));
        bs.push_back(makePlayer(c.bSpec));
        as.back()->setStopFlag(stop);
        bs.back()->setStopFlag(stop);
    }
    std::vector<MatchGame> out;
    out.reserve(numbers.size());
    std::mutex mutex;
    parallelFor(int(numbers.size()), jobs, [&](int w, int k) {
        const int number = numbers[size_t(k)];
        MatchGame g;
        g.number = number;
        g.aWhite = aIsWhite(number);
        Player& white = g.aWhite ? *as[size_t(w)] : *bs[size_t(w)];
        Player& black = g.aWhite ? *bs[size_t(w)] : *as[size_t(w)];
        Rng rng(mixSeed(c.seed ^ 0x5DEECE66Dull, uint64_t(number)));
        const PlayedGame played = playGame(matchStart(c, number), white, black, rng, c.keepPositions);
        g.result = played.final.result();
        g.goals = {played.final.score(Side::White), played.final.score(Side::Black)};
        g.plies = int(played.moves.size());
        g.reason = played.final.endReason();
        std::lock_guard lock(mutex);
        out.push_back(g);
        if (onGame)
            onGame(g, played, int(out.size()));
    }, stop);
    std::sort(out.begin(), out.end(), [](const MatchGame& x, const MatchGame& y) { return x.number < y.number; });
    return out;
}

std::vector<int> matchShardNumbers(const MatchConfig& c, int shard, int shards)
{
    std::vector<int> out;
    if (!c.paired) {
        for (int i : shardItems(c.games, shard, shards))
            out.push_back(i + 1);
        return out;
    }
    for (int p : shardItems(c.games / 2, shard, shards)) {
        out.push_back(2 * p + 1);
        out.push_back(2 * p + 2);
    }
    return out;
}

MatchStats analyseMatch(const std::vector<MatchGame>& games, bool paired)
{
    MatchStats s;
    double sumSq = 0;
    for (const MatchGame& g : games) {
        ++s.games;
        const double a = g.aScore();
        s.aWins += a == 1.0;
        s.bWins += a == 0.0;
        s.draws += a == 0.5;
        sumSq += a * a;
        s.plies += g.plies;
        s.goals[0] += g.goals[0];
        s.goals[1] += g.goals[1];
        ++s.endReasons[endReasonKey(g.reason)];
    }
    if (s.games == 0)
        return s;
    const double n = s.games;
    s.aScore = (s.aWins + 0.5 * s.draws) / n;
    const double var = s.games > 1 ? (sumSq - n * s.aScore * s.aScore) / (n - 1) : 0;
    s.aScoreCi95 = 1.96 * std::sqrt(std::max(0.0, var) / n);
    s.elo = std::round(eloFromScore(s.aScore));
    if (paired) {
        // Games come sorted by number; a pair counts once both of its games are here.
        for (size_t i = 0; i + 1 < games.size(); ++i) {
            const MatchGame& first = games[i];
            const MatchGame& second = games[i + 1];
            if (first.number % 2 == 1 && second.number == first.number + 1) {
                addPair(s.pentanomial, first.aScore() + second.aScore());
                ++i;
            }
        }
        s.pairedElo = pentanomialElo(s.pentanomial);
        s.pairs = s.pairedElo.pairs;
    }
    return s;
}

}  // namespace gs
