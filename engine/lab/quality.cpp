#include "quality.h"

#include "lab.h"

#include <algorithm>

namespace gs {

namespace {

int leaderOf(const State& s)
{
    const int d = s.score(Side::White) - s.score(Side::Black);
    return d > 0 ? 1 : d < 0 ? -1 : 0;
}

Summary clamped(Summary s, double low, double high)
{
    s.low = std::max(low, s.low);
    s.high = std::min(high, s.high);
    return s;
}

}  // namespace

QualityTracker::QualityTracker(const State& start)
{
    leader_ = leaderOf(start);
    lastLeader_ = leader_;
    trailed_[0] = leader_ < 0;
    trailed_[1] = leader_ > 0;
}

void QualityTracker::observe(const State& before, const State& after)
{
    ++ply_;
    if (before.phase() == Phase::YouthMove || before.phase() == Phase::FirstTeamMove) {
        MoveList moves;
        before.legalMoves(moves);
        legalMoves_ += moves.size;
        ++movePositions_;
    }
    const int now = leaderOf(after);
    if (now == leader_)
        return;
    leader_ = now;
    lastChange_ = ply_;
    if (now != 0) {
        leadChanges_ += lastLeader_ != 0 && lastLeader_ != now;
        lastLeader_ = now;
        trailed_[now > 0 ? 1 : 0] = true;  // the other side is behind
    }
}

void QualityTracker::finish(Result result, int plies, LabGame& g) const
{
    g.leadChanges = leadChanges_;
    g.legalMoves = int(std::min<long long>(legalMoves_, 1000000));
    g.movePositions = movePositions_;
    g.settledPly = 0;
    g.winnerTrailed = 0;
    const int winner = result == Result::WhiteWins ? 1 : result == Result::BlackWins ? -1 : 0;
    if (winner == 0)
        return;
    // The winner is ahead on goals at the end (RULES.md §8), so the last change of leader put
    // it ahead for good; a game won otherwise (a timeout) is settled by its last ply.
    g.settledPly = leader_ == winner ? lastChange_ : plies;
    g.winnerTrailed = trailed_[winner > 0 ? 0 : 1];
}

LabQuality analyseQuality(const std::vector<LabGame>& games)
{
    LabQuality q;
    q.games = int(games.size());
    std::vector<double> settled, changes, plies, branching;
    for (const LabGame& g : games) {
        q.whitePoints += g.result == Result::WhiteWins ? 1.0 : g.result == Result::Draw ? 0.5 : 0.0;
        q.draws += g.result == Result::Draw;
        if (g.result == Result::WhiteWins || g.result == Result::BlackWins) {
            ++q.wonGames;
            q.comebacks += g.winnerTrailed > 0;
            settled.push_back(g.plies > 0 ? double(g.settledPly) / g.plies : 1.0);
        }
        q.starDecided += g.reason == EndReason::StarCaptured || g.reason == EndReason::StarReachedGoalLine;
        q.blockedGames += g.reason == EndReason::Blocked || g.passes > 0;
        changes.push_back(g.leadChanges);
        plies.push_back(g.plies);
        if (g.movePositions > 0)
            branching.push_back(double(g.legalMoves) / g.movePositions);
    }
    const Interval score = wilson(q.whitePoints, q.games);
    q.whiteEdge = {score.estimate - 0.5, score.low - 0.5, score.high - 0.5};
    if (q.games == 0)
        q.whiteEdge = {0, -0.5, 0.5};
    q.drawRate = wilson(q.draws, q.games);
    q.settledAt = clamped(summarize(settled), 0, 1);
    q.leadChanges = clamped(summarize(changes), 0, 1e9);
    q.drama = wilson(q.comebacks, q.wonGames);
    q.plies = summarize(plies);
    q.starDecides = wilson(q.starDecided, q.games);
    q.branching = clamped(summarize(branching), 0, 1e9);
    q.blocked = wilson(q.blockedGames, q.games);
    return q;
}

QualityComparison compareQuality(const LabQuality& a, const LabQuality& b)
{
    QualityComparison c;
    c.whiteEdge = compareProportions(a.whitePoints, a.games, b.whitePoints, b.games);
    c.drawRate = compareProportions(a.draws, a.games, b.draws, b.games);
    c.settledAt = compareMeans(a.settledAt, b.settledAt);
    c.leadChanges = compareMeans(a.leadChanges, b.leadChanges);
    c.drama = compareProportions(a.comebacks, a.wonGames, b.comebacks, b.wonGames);
    c.plies = compareMeans(a.plies, b.plies);
    c.starDecides = compareProportions(a.starDecided, a.games, b.starDecided, b.games);
    c.branching = compareMeans(a.branching, b.branching);
    c.blocked = compareProportions(a.blockedGames, a.games, b.blockedGames, b.games);
    return c;
}

}  // namespace gs
