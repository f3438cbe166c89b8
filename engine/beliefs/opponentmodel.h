// How a side picks its Youth Counter move (RULES.md §4, Move 1), given identities it knows and
// its opponent does not: the likelihood that belief inference (posterior.h) weighs deals with.
//
// The model is a conditional logit, a softmax over the legal Youth moves of the position:
//     P(move) = exp(w . f(move)) / sum over legal Youth moves m' of exp(w . f(m'))
// with five features of a move of the counter with identity `id` to square `to`:
//     0 progress   how far `to` lies towards the Goal Line the mover attacks, 0..1
//     1 star       1 if `id` is the Star Player
//     2 starRun    star x progress: the Star Player heading for the Goal Line
//     3 scorer     1 if capturing `id` gives a goal (7-11 in classic, RULES.md §6)
//     4 penalty    1 if capturing `id` gives a Penalty (2, 3 in classic)
// Only features 1-4 depend on hidden identities; feature 0 shapes the rest of the softmax.
// The weights are fitted by maximum likelihood to game records (fitOpponentModel, run by
// `goalscorer-cli beliefs fit`); engine/players/README.md gives the data and the command.
#pragma once

#include "../state.h"

#include <array>
#include <vector>

namespace gs {

constexpr int kModelFeatures = 5;
using ModelFeatures = std::array<double, kModelFeatures>;

// f(move) above. `id` may be kUnknown (no identity feature is set).
ModelFeatures youthMoveFeatures(const Rules& rules, Side mover, Identity id, Square to);

struct OpponentModel {
    ModelFeatures w{};  // all zero: every legal Youth move equally likely (no inference)

    // The weights shipped with the program (fitted; the notebook's "Belief inference", engine/players/README.md):
    // fitted(): a mixed population, the computer, a capture-first player and the scripted
    // tricks, so it leans towards runners (`beliefs=model`);
    // computer(): the computer's own self-play (ISMCTS against ISMCTS) alone.
    static OpponentModel fitted();
    static OpponentModel computer();
    double score(const ModelFeatures& f) const;  // w . f
};

// One kind of opponent the posterior considers, with its prior probability (> 0).
struct OpponentKind {
    double prior = 1;
    OpponentModel model;
    const char* name = "";  // a lower-case word for reports ("computer", "runner")
};
// `beliefs=mixed`: the opponent is a "computer" (OpponentModel::computer(): patient, its Star
// Player mostly at home) or a "runner" (OpponentModel::fitted(): pushes its counters at the
// Goal Line, its Star Player most), even odds at first; the posterior learns which from the
// moves (posterior.h). In this order.
std::vector<OpponentKind> mixedOpponents();

// One Youth move decision of a side that knew its identities: the features of every legal
// Youth move and which one was made. The data fitOpponentModel learns from.
struct YouthChoice {
    std::vector<ModelFeatures> options;
    int chosen = 0;
};

// The decision `m` makes in the full state `s` (its phase must be YouthMove and `m` a legal
// Youth move; otherwise nothing is added). Returns whether one was added.
bool addYouthChoice(const State& s, Move m, std::vector<YouthChoice>& out);

struct ModelFit {
    OpponentModel model;
    double logLikelihood = 0;  // of the data under `model`, natural log
    double uniformLogLikelihood = 0;  // of the data with all weights 0, for comparison
    int iterations = 0;        // Newton steps taken
};

// Maximum likelihood weights by Newton's method (the log-likelihood of a conditional logit is
// concave), with a small ridge penalty (`ridge` x |w|^2 / 2) so that data a feature separates
// perfectly still gives finite weights. Deterministic.
ModelFit fitOpponentModel(const std::vector<YouthChoice>& data, double ridge = 0.01, int maxIterations = 50);

}  // namespace gs
