#include "opponentmodel.h"

#include <cmath>

namespace gs {

ModelFeatures youthMoveFeatures(const Rules& rules, Side mover, Identity id, Square to)
{
    const int r = rules.rankOf(to);
    const double progress = double(mover == Side::White ? r : rules.ranks() - 1 - r) / double(rules.ranks() - 1);
    ModelFeatures f{};
    f[0] = progress;
    if (id == kStar) {
        f[1] = 1;
        f[2] = progress;
    } else if (isRealIdentity(id)) {
        f[3] = rules.captureResult(id) == CaptureResult::Goal ? 1 : 0;
        f[4] = rules.captureResult(id) == CaptureResult::Penalty ? 1 : 0;
    }
    return f;
}

OpponentModel OpponentModel::fitted()
{
    // `goalscorer-cli beliefs fit --games 300 --jobs 2 --seed 1`: 43,423 Youth move decisions
    // from the default population (beliefcommands.cpp); log-likelihood per decision -2.256
    // against -2.544 for uniform choice.
    OpponentModel m;
    m.w = {5.4825, 0.1578, 0.8575, -0.2273, 0.1332};
    return m;
}

OpponentModel OpponentModel::computer()
{
    // `goalscorer-cli beliefs fit --match "ismcts:iterations=4000 ismcts:iterations=4000"
    // --games 600 --jobs 2 --seed 1`: 18,770 Youth move decisions;
    // log-likelihood per decision -2.345 against -2.433 for uniform choice. Its Star Player
    // mostly stays home (star -2.43) and, when it moves, runs (starRun 4.58).
    OpponentModel m;
    m.w = {0.3513, -2.4293, 4.5807, -0.6208, 0.3276};
    return m;
}

std::vector<OpponentKind> mixedOpponents()
{
    return {{0.5, OpponentModel::computer(), "computer"}, {0.5, OpponentModel::fitted(), "runner"}};
}

double OpponentModel::score(const ModelFeatures& f) const
{
    double s = 0;
    for (int k = 0; k < kModelFeatures; ++k)
        s += w[size_t(k)] * f[size_t(k)];
    return s;
}

bool addYouthChoice(const State& s, Move m, std::vector<YouthChoice>& out)
{
    if (s.phase() != Phase::YouthMove || m.kind != MoveKind::Step)
        return false;
    MoveList legal;
    s.legalMoves(legal);
    YouthChoice c;
    c.chosen = -1;
    for (int i = 0; i < legal.size; ++i) {
        if (legal[i].kind != MoveKind::Step)
            continue;
        if (legal[i] == m)
            c.chosen = int(c.options.size());
        c.options.push_back(youthMoveFeatures(s.rules(), s.toAct(), cellIdentity(s.at(legal[i].from)), legal[i].to));
    }
    if (c.chosen < 0)
        return false;
    out.push_back(std::move(c));
    return true;
}

namespace {

// Log-likelihood, gradient and Hessian of the data at w (with the ridge penalty).
double evaluate(const std::vector<YouthChoice>& data, const OpponentModel& m, double ridge, ModelFeatures* grad,
                std::array<ModelFeatures, kModelFeatures>* hess)
{
    double ll = 0;
    if (grad)
        grad->fill(0);
    if (hess)
        for (auto& row : *hess)
            row.fill(0);
    std::vector<double> p;
    for (const YouthChoice& c : data) {
        p.resize(c.options.size());
        double top = -1e300;
        for (size_t i = 0; i < c.options.size(); ++i)
            top = std::max(top, p[i] = m.score(c.options[i]));
        double z = 0;
        for (double& x : p)
            z += (x = std::exp(x - top));
        ll += m.score(c.options[size_t(c.chosen)]) - top - std::log(z);
        if (!grad)
            continue;
        ModelFeatures mean{};
        for (size_t i = 0; i < p.size(); ++i) {
            p[i] /= z;
            for (int k = 0; k < kModelFeatures; ++k)
                mean[size_t(k)] += p[i] * c.options[i][size_t(k)];
        }
        for (int k = 0; k < kModelFeatures; ++k)
            (*grad)[size_t(k)] += c.options[size_t(c.chosen)][size_t(k)] - mean[size_t(k)];
        for (size_t i = 0; i < p.size(); ++i)
            for (int a = 0; a < kModelFeatures; ++a)
                for (int b = 0; b < kModelFeatures; ++b)
                    (*hess)[size_t(a)][size_t(b)] -= p[i] * (c.options[i][size_t(a)] - mean[size_t(a)]) * (c.options[i][size_t(b)] - mean[size_t(b)]);
    }
    for (int k = 0; k < kModelFeatures; ++k) {
        ll -= 0.5 * ridge * m.w[size_t(k)] * m.w[size_t(k)];
        if (grad)
            (*grad)[size_t(k)] -= ridge * m.w[size_t(k)];
        if (hess)
            (*hess)[size_t(k)][size_t(k)] -= ridge;
    }
    return ll;
}

// Solves A x = b for a negative definite A by Gaussian elimination with partial pivoting.
ModelFeatures solve(std::array<ModelFeatures, kModelFeatures> a, ModelFeatures b)
{
    constexpr int n = kModelFeatures;
    for (int col = 0; col < n; ++col) {
        int pivot = col;
        for (int r = col + 1; r < n; ++r)
            if (std::abs(a[size_t(r)][size_t(col)]) > std::abs(a[size_t(pivot)][size_t(col)]))
                pivot = r;
        std::swap(a[size_t(col)], a[size_t(pivot)]);
        std::swap(b[size_t(col)], b[size_t(pivot)]);
        for (int r = col + 1; r < n; ++r) {
            const double f = a[size_t(r)][size_t(col)] / a[size_t(col)][size_t(col)];
            for (int c = col; c < n; ++c)
                a[size_t(r)][size_t(c)] -= f * a[size_t(col)][size_t(c)];
            b[size_t(r)] -= f * b[size_t(col)];
        }
    }
    ModelFeatures x{};
    for (int r = n - 1; r >= 0; --r) {
        double s = b[size_t(r)];
        for (int c = r + 1; c < n; ++c)
            s -= a[size_t(r)][size_t(c)] * x[size_t(c)];
        x[size_t(r)] = s / a[size_t(r)][size_t(r)];
    }
    return x;
}

}  // namespace

ModelFit fitOpponentModel(const std::vector<YouthChoice>& data, double ridge, int maxIterations)
{
    ModelFit fit;
    fit.uniformLogLikelihood = evaluate(data, fit.model, 0, nullptr, nullptr);
    double ll = evaluate(data, fit.model, ridge, nullptr, nullptr);
    for (; fit.iterations < maxIterations; ++fit.iterations) {
        ModelFeatures g;
        std::array<ModelFeatures, kModelFeatures> h;
        evaluate(data, fit.model, ridge, &g, &h);
        const ModelFeatures step = solve(h, g);  // Newton: w - H^-1 g
        // Halve the step until the penalised likelihood does not fall.
        double t = 1;
        OpponentModel next;
        double nextLl = ll;
        for (int k = 0; k < 30; ++k, t /= 2) {
            for (int i = 0; i < kModelFeatures; ++i)
                next.w[size_t(i)] = fit.model.w[size_t(i)] - t * step[size_t(i)];
            nextLl = evaluate(data, next, ridge, nullptr, nullptr);
            if (nextLl >= ll - 1e-12)
                break;
        }
        const bool done = nextLl - ll < 1e-9;
        fit.model = next;
        ll = nextLl;
        if (done) {
            ++fit.iterations;
            break;
        }
    }
    fit.logLikelihood = evaluate(data, fit.model, 0, nullptr, nullptr);
    return fit;
}

}  // namespace gs
