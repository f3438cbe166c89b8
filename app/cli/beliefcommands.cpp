// scout (what a side may believe about the opponent's hidden counters after a recorded game)
// and beliefs fit (fitting the opponent model that belief inference uses, from self-play).
#include "cli.h"

#include "beliefs/posterior.h"
#include "lab/matchrun.h"
#include "players/ismctsplayer.h"
#include "notation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <mutex>

namespace cli {

namespace {

double rounded(double x) { return std::round(x * 10000) / 10000; }

// The population the shipped model is fitted to: how the computer plays, a capture-first
// player, and the tricks people try (each against the computer, both colours).
const char* const kDefaultMatches[] = {
    "ismcts:iterations=1000 ismcts:iterations=1000",
    "greedy greedy",
    "rusher ismcts:iterations=1000",
    "decoy ismcts:iterations=1000",
    "bluffer ismcts:iterations=1000",
    "winger ismcts:iterations=1000",
    "fortress ismcts:iterations=1000",
};

}  // namespace

int runScout(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOption({"record", "The game record to read.", "file"});
    p.addOption({"as", "Whose beliefs: w or b (about the other side's hidden counters).", "side"});
    p.addOption({"json", "Write JSON instead of a table."});
    p.addOption({"deals", "Deals weighed by the posterior (default 4096).", "n"});
    p.addOption({"seed", "Seed of the deals drawn (default 0).", "n"});
    p.addOption({"beliefs", "The opponent model: mixed (default, as the levels), computer or model.", "kind"});
    ctx.parse(p, "scout", args);
    if (!p.isSet("record") || !p.isSet("as"))
        throw Failure{BadInput, "scout needs --record FILE.gsr and --as w|b"};
    if (!p.positionalArguments().isEmpty())
        throw Failure{BadInput, "unexpected argument \"" + p.positionalArguments().front() + "\""};
    const gs::Side as = sideArg(p.value("as"));
    const gs::PublicHistory h = ctx.recordHistory(p.value("record"), as);
    gs::Rng rng(ctx.seed(p, "seed", 0));
    gs::PosteriorOptions o;
    o.deals = ctx.positiveInt(p, "deals", 4096);
    const QString model = p.value("beliefs").isEmpty() ? "mixed" : p.value("beliefs");
    const std::optional<gs::Beliefs> beliefs = gs::beliefsFromName(model.toStdString());
    if (!beliefs || *beliefs == gs::Beliefs::Uniform)
        throw Failure{BadInput, "--beliefs must be mixed, computer or model, got \"" + model + "\""};
    const std::vector<gs::OpponentKind> kinds = gs::opponentKinds(*beliefs);
    std::optional<gs::Posterior> post;
    try {
        post.emplace(h, kinds, o, rng);
    } catch (const std::invalid_argument& e) {
        throw Failure{BadInput, p.value("record") + ": " + e.what()};
    }
    const gs::State& v = h.now();
    const gs::Side opp = gs::opponent(as);
    QJsonArray counters;
    double penalty = 0, offside = 0;
    for (int i = 0; i < v.countersOnPitch(opp); ++i) {
        const gs::Square sq = v.counterSquare(opp, i);
        const gs::Cell c = v.at(sq);
        if (gs::cellIdentity(c) != gs::kUnknown || gs::cellIsFirstTeamer(c))
            continue;
        const double pen = post->chance(sq, gs::CaptureResult::Penalty), off = post->chance(sq, gs::CaptureResult::Offside);
        penalty += pen;
        offside += off;
        counters.append(QJsonObject{{"square", QString::fromStdString(v.rules().squareName(sq))},
                                    {"star", rounded(post->chance(sq, gs::kStar))},
                                    {"goalscorer", rounded(post->chance(sq, gs::CaptureResult::Goal))},
                                    {"penalty", rounded(pen)},
                                    {"offside", rounded(off)}});
    }
    const int n = int(counters.size());
    QJsonObject kindOdds;
    QStringList kindText;
    for (size_t k = 0; k < kinds.size(); ++k) {
        kindOdds[kinds[k].name] = rounded(post->kindOdds()[k]);
        kindText << QString("%1 %2%").arg(kinds[k].name).arg(qRound(100 * post->kindOdds()[k]));
    }
    QJsonObject out{{"as", QString(gs::sideChar(as))},
                    {"plies", int(h.moves.size())},
                    {"observed_moves", post->observations()},
                    {"informative", post->informative()},
                    {"effective_deals", std::round(post->effectiveDeals())},
                    {"kinds", kindOdds},
                    {"counters", counters},
                    {"penalty", rounded(n ? penalty / n : 0)},
                    {"offside", rounded(n ? offside / n : 0)}};
    if (p.isSet("json")) {
        ctx.out << QJsonDocument(out).toJson(QJsonDocument::Indented);
        return Ok;
    }
    ctx.out << QString("%1's beliefs about %2's %3 hidden counters after %4 plies (%5 of %2's Youth moves weighed):\n")
                   .arg(as == gs::Side::White ? "White" : "Black", opp == gs::Side::White ? "White" : "Black")
                   .arg(n)
                   .arg(h.moves.size())
                   .arg(post->observations());
    ctx.out << QString("%1 moves like: %2\n").arg(opp == gs::Side::White ? "White" : "Black", kindText.join(", "));
    ctx.out << "square  star   goalscorer  penalty  offside\n";
    for (const QJsonValue& x : counters) {
        const QJsonObject o = x.toObject();
        ctx.out << QString("%1  %2  %3  %4  %5\n")
                       .arg(o["square"].toString(), -6)
                       .arg(o["star"].toDouble(), 5, 'f', 3)
                       .arg(o["goalscorer"].toDouble(), 10, 'f', 3)
                       .arg(o["penalty"].toDouble(), 7, 'f', 3)
                       .arg(o["offside"].toDouble(), 7, 'f', 3);
    }
    return Ok;
}

int runBeliefs(Context& ctx, const QStringList& args)
{
    if (args.isEmpty() || args.front() != "fit")
        throw Failure{BadInput, "beliefs needs a sub-command: fit"};
    QCommandLineParser p;
    p.addOption({"match", "Two AI SPECs separated by a space whose games to learn from (repeatable; default: the shipped population).", "\"A B\""});
    p.addOption({"games", "Games per match (default 100; colours alternate).", "n"});
    p.addOption({"variant", "Variant id or .json file (default classic).", "id"});
    p.addOption({"seed", "Seed of the games (default 1).", "n"});
    p.addOption({"jobs", "Games played at once (default 1).", "n"});
    p.addOption({"json", "Write JSON instead of text."});
    ctx.parse(p, "beliefs fit", args.mid(1));
    QStringList matches = p.values("match");
    if (matches.isEmpty())
        for (const char* m : kDefaultMatches)
            matches << m;
    std::vector<gs::YouthChoice> data;
    std::mutex lock;
    for (const QString& m : matches) {
        const QStringList specs = m.split(' ', Qt::SkipEmptyParts);
        if (specs.size() != 2)
            throw Failure{BadInput, "--match must be two AI SPECs separated by a space, got \"" + m + "\""};
        gs::MatchConfig c;
        c.rules = &ctx.variant(p.value("variant").isEmpty() ? "classic" : p.value("variant"));
        c.aSpec = specs[0].toStdString();
        c.bSpec = specs[1].toStdString();
        c.games = ctx.positiveInt(p, "games", 100);
        c.seed = ctx.seed(p, "seed", 1);
        c.jobs = ctx.positiveInt(p, "jobs", 1);
        c.keepPositions = true;
        std::vector<int> numbers;
        for (int g = 1; g <= c.games; ++g)
            numbers.push_back(g);
        try {
            gs::runMatchGames(c, numbers, [&](const gs::MatchGame&, const gs::PlayedGame& played, int) {
                std::lock_guard guard(lock);
                for (size_t i = 0; i < played.moves.size(); ++i)
                    gs::addYouthChoice(played.positions[i], played.moves[i], data);
            });
        } catch (const gs::BadPlayerSpec& e) {
            throw Failure{BadInput, e.what()};
        }
    }
    const gs::ModelFit fit = gs::fitOpponentModel(data);
    const char* names[gs::kModelFeatures] = {"progress", "star", "starRun", "scorer", "penalty"};
    QJsonObject weights;
    for (int k = 0; k < gs::kModelFeatures; ++k)
        weights[names[k]] = rounded(fit.model.w[size_t(k)]);
    const double per = data.empty() ? 0 : 1.0 / double(data.size());
    if (p.isSet("json")) {
        ctx.out << QJsonDocument(QJsonObject{{"decisions", int(data.size())},
                                             {"weights", weights},
                                             {"log_likelihood_per_decision", rounded(fit.logLikelihood * per)},
                                             {"uniform_log_likelihood_per_decision", rounded(fit.uniformLogLikelihood * per)},
                                             {"newton_steps", fit.iterations}})
                       .toJson(QJsonDocument::Indented);
        return Ok;
    }
    ctx.out << QString("%1 Youth move decisions from %2 matches\n").arg(data.size()).arg(matches.size());
    for (int k = 0; k < gs::kModelFeatures; ++k)
        ctx.out << QString("  %1 %2\n").arg(names[k], -9).arg(fit.model.w[size_t(k)], 0, 'f', 4);
    ctx.out << QString("log-likelihood per decision %1 (uniform %2), %3 Newton steps\n")
                   .arg(fit.logLikelihood * per, 0, 'f', 4)
                   .arg(fit.uniformLogLikelihood * per, 0, 'f', 4)
                   .arg(fit.iterations);
    return Ok;
}

}  // namespace cli
