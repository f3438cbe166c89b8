#include "flatmcplayer.h"

#include "../match.h"

#include <chrono>
#include <vector>

namespace gs {

std::string FlatMcPlayer::spec() const
{
    return "flatmc:" + (o_.iterations > 0 ? "iterations=" + std::to_string(o_.iterations) : "ms=" + std::to_string(o_.ms));
}

Move FlatMcPlayer::choose(const State& view, Rng& rng)
{
    MoveList legal;
    view.legalMoves(legal);
    if (legal.size == 0)
        throw std::logic_error("FlatMcPlayer: no legal move");
    if (legal.size == 1)
        return legal[0];
    const Side me = view.toAct();
    std::vector<double> reward(size_t(legal.size), 0.0);
    std::vector<int> tries(size_t(legal.size), 0);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(o_.ms);
    for (long long n = 0;; ++n) {
        if (o_.iterations > 0 ? n >= o_.iterations : (n % 16 == 0 && std::chrono::steady_clock::now() >= deadline))
            break;
        if (n % 64 == 0 && stopRequested())
            break;
        const int i = int(n % legal.size);  // round robin: every move gets its share
        State s = view.determinize(rng);
        s.apply(legal[i]);
        biasedPlayout(s, rng, PlayoutPolicy{o_.captureBias});
        const Result r = s.result();
        reward[size_t(i)] += r == Result::Draw ? 0.5 : ((r == Result::WhiteWins) == (me == Side::White) ? 1.0 : 0.0);
        ++tries[size_t(i)];
    }
    int best = 0;
    double bestMean = -1;
    for (int i = 0; i < legal.size; ++i) {
        const double mean = tries[size_t(i)] ? reward[size_t(i)] / tries[size_t(i)] : 0.0;
        if (mean > bestMean) {
            bestMean = mean;
            best = i;
        }
    }
    return legal[best];
}

}  // namespace gs
