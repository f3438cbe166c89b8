#include "analysis.h"

#include "match.h"
#include "rng.h"

#include <stdexcept>

namespace gs {

namespace {

double resultFor(const State& end, Side side)
{
    switch (end.result()) {
    case Result::WhiteWins: return side == Side::White ? 1 : 0;
    case Result::BlackWins: return side == Side::Black ? 1 : 0;
    default: return 0.5;
    }
}

// Mean result for `side` over the deals of `stream`, with `first` played first if given.
double meanResult(const State& view, Side side, const AnalysisOptions& o, uint64_t stream, const Move* first)
{
    double sum = 0;
    for (int j = 0; j < o.deals; ++j) {
        Rng rng(mixSeed(stream, uint64_t(j)));
        State s = view.isTerminal() ? view : view.determinize(rng);
        if (first && !s.isTerminal())
            s.apply(*first);
        if (!s.isTerminal())
            biasedPlayout(s, rng, PlayoutPolicy{o.captureBias});
        sum += resultFor(s, side);
    }
    return sum / o.deals;
}

}  // namespace

Verdict verdictFor(double loss)
{
    return loss >= 0.30 ? Verdict::Blunder : loss >= 0.15 ? Verdict::Mistake : loss >= 0.07 ? Verdict::Inaccuracy : Verdict::Good;
}

const char* verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Inaccuracy: return "inaccuracy";
    case Verdict::Mistake: return "mistake";
    case Verdict::Blunder: return "blunder";
    case Verdict::Good: break;
    }
    return "good";
}

double estimateChance(const State& view, Side side, const AnalysisOptions& options, uint64_t stream)
{
    if (view.isTerminal())
        return resultFor(view, side);
    return meanResult(view, side, options, stream, nullptr);
}

GameAnalysis analyseGame(const std::vector<State>& positions, const std::vector<Move>& moves, Side side,
                         const AnalysisOptions& o, const AnalysisProgress& progress)
{
    if (positions.size() != moves.size() + 1)
        throw std::invalid_argument("analyseGame: positions must be the start and the state after each move");
    if (o.deals < 1)
        throw std::invalid_argument("analyseGame: deals must be at least 1");
    GameAnalysis out;
    out.side = side;
    out.plies.reserve(moves.size());
    for (size_t k = 0; k < moves.size(); ++k) {
        // What the side could see before ply k: its view then, never the full state.
        const State view = positions[k].view(side);
        const uint64_t stream = mixSeed(o.seed, k);
        PlyAnalysis a;
        a.mover = positions[k].toAct();
        a.chance = estimateChance(view, side, o, stream);
        a.played = moves[k];
        MoveList legal;
        if (a.mover == side && !isTimeout(moves[k].kind) && !view.isTerminal())
            view.legalMoves(legal);
        if (legal.size >= 2) {
            a.judged = true;
            a.bestValue = -1;
            for (const Move& m : legal) {
                if (progress && !progress(k, moves.size()))
                    return out;  // asked to stop between two candidates of a long decision
                const double v = meanResult(view, side, o, stream, &m);
                if (m == moves[k])
                    a.playedValue = v;
                if (v > a.bestValue) {
                    a.bestValue = v;
                    a.best = m;
                }
            }
            a.loss = a.best == moves[k] ? 0 : std::max(0.0, a.bestValue - a.playedValue);
            a.verdict = verdictFor(a.loss);
        }
        out.plies.push_back(a);
        if (progress && !progress(k + 1, moves.size()))
            return out;
    }
    const State& end = positions.back();
    out.finalResult = end.isTerminal() ? resultFor(end, side) : estimateChance(end.view(side), side, o, mixSeed(o.seed, moves.size()));
    out.complete = true;
    return out;
}

}  // namespace gs
