// Belief inference: the opponent model's fit, the posterior on hand-computed cases, its hard
// facts, and that a player using it still decides from its own view and the public moves only.
#include "testsupport.h"

#include "beliefs/posterior.h"
#include "beliefs/uniform.h"
#include "match.h"
#include "players/player.h"

#include <cmath>

using namespace gs;
using namespace test;

namespace {

Square sq(const char* name) { return *classic().parseSquare(name); }

// White: Goalkeeper and two Youth Counters; Black: Goalkeeper, its Star Player on c8 and its 2
// on e8, everything else gone. Black to make its Youth move.
State twoHidden()
{
    return position({{"c8", "bs"}, {"e8", "b2"}, {"d10", "b1+"}, {"d1", "w1+"}, {"a3", "w4"}, {"g3", "w5"}},
                    "b y 5 0-0 -,- classic");
}

// The history as White saw it after Black plays `moves` from `start`.
PublicHistory after(const State& start, std::initializer_list<const char*> moves)
{
    PublicHistory h = PublicHistory::startingAt(start, Side::White);
    State s = start;
    for (const char* m : moves) {
        play(s, {m});
        h.add(move(s, m), s);
    }
    return h;
}

OpponentModel starWeight(double w)
{
    OpponentModel m;
    m.w[1] = w;  // feature 1: the moved counter is the Star Player
    return m;
}

}  // namespace

class TestBeliefs : public QObject {
    Q_OBJECT
private slots:
    void youthMoveFeaturesOnHandBuiltMoves_data();
    void youthMoveFeaturesOnHandBuiltMoves();
    void noInformativeMoveGivesTheUniformPrior();
    void oneMoveOfTwoCountersByBayesRule();
    void trustMixesWithThePrior();
    void knownIdentitiesAreHardFacts();
    void kindsOfOpponentMixByBayesRule();
    void aRunnerIsSuspected();
    void fitRecoversAKnownModel();
    void playerWithBeliefsNeverPeeks_data();
    void playerWithBeliefsNeverPeeks();
    void beliefsAreReproducible();
    void theSearchingLevelsReadHowTheOpponentMoves();
};

// The opponent model's five features (opponentmodel.h) of one Youth move: progress towards
// the Goal Line the mover attacks (0 on its own Goal Line, 1 on the one it attacks), star,
// starRun (star x progress), scorer and penalty, as the variant's capture results say.
void TestBeliefs::youthMoveFeaturesOnHandBuiltMoves_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("identity");  // GPN: 1-11, s, x
    QTest::addColumn<QString>("to");
    QTest::addColumn<QList<double>>("features");  // progress, star, starRun, scorer, penalty

    QTest::newRow("White's 7 to a4: a goalscorer, a third of the way") << "classic" << "w" << "7" << "a4" << QList<double>{3.0 / 9, 0, 0, 1, 0};
    QTest::newRow("Black's 7 to a4: two thirds of Black's way") << "classic" << "b" << "7" << "a4" << QList<double>{6.0 / 9, 0, 0, 1, 0};
    QTest::newRow("White's Star Player onto the Goal Line") << "classic" << "w" << "s" << "c10" << QList<double>{1, 1, 1, 0, 0};
    QTest::newRow("Black's Star Player to c7") << "classic" << "b" << "s" << "c7" << QList<double>{3.0 / 9, 1, 3.0 / 9, 0, 0};
    QTest::newRow("Black's Star Player at home: no run") << "classic" << "b" << "s" << "f10" << QList<double>{0, 1, 0, 0, 0};
    QTest::newRow("White's 2 gives a Penalty") << "classic" << "w" << "2" << "b2" << QList<double>{1.0 / 9, 0, 0, 0, 1};
    QTest::newRow("White's 3 gives a Penalty") << "classic" << "w" << "3" << "g9" << QList<double>{8.0 / 9, 0, 0, 0, 1};
    QTest::newRow("White's 4 gives an Offside: neither") << "classic" << "w" << "4" << "e5" << QList<double>{4.0 / 9, 0, 0, 0, 0};
    QTest::newRow("White's 1 gives nothing") << "classic" << "w" << "1" << "d1" << QList<double>{0, 0, 0, 0, 0};
    QTest::newRow("a hidden identity sets progress only") << "classic" << "w" << "x" << "e6" << QList<double>{5.0 / 9, 0, 0, 0, 0};
    QTest::newRow("Black's hidden counter onto White's Goal Line") << "classic" << "b" << "x" << "a1" << QList<double>{1, 0, 0, 0, 0};
    QTest::newRow("no-penalties: the 2 gives nothing") << "no-penalties" << "w" << "2" << "b4" << QList<double>{3.0 / 9, 0, 0, 0, 0};
    QTest::newRow("no-penalties: the 9 still scores") << "no-penalties" << "b" << "9" << "b4" << QList<double>{6.0 / 9, 0, 0, 1, 0};
    QTest::newRow("large: White's 8 onto rank 12") << "large" << "w" << "8" << "e12" << QList<double>{1, 0, 0, 1, 0};
    QTest::newRow("large: Black's 3 to e4") << "large" << "b" << "3" << "e4" << QList<double>{8.0 / 11, 0, 0, 0, 1};
    QTest::newRow("large: Black's Star Player to i9") << "large" << "b" << "s" << "i9" << QList<double>{3.0 / 11, 1, 3.0 / 11, 0, 0};
}

void TestBeliefs::youthMoveFeaturesOnHandBuiltMoves()
{
    QFETCH(QString, variant);
    QFETCH(QString, side);
    QFETCH(QString, identity);
    QFETCH(QString, to);
    QFETCH(QList<double>, features);
    const Rules& rules = *registry().find(variant.toStdString());
    const Identity id = identity == "s" ? kStar : identity == "x" ? kUnknown : Identity(identity.toInt());
    const ModelFeatures f = youthMoveFeatures(rules, side == "w" ? Side::White : Side::Black, id, *rules.parseSquare(to.toStdString()));
    QCOMPARE(QList<double>(f.begin(), f.end()), features);
}

void TestBeliefs::noInformativeMoveGivesTheUniformPrior()
{
    // With every weight 0 no move tells anything: the odds are exactly uniformBeliefs'.
    const State start = twoHidden();
    PublicHistory h = PublicHistory::startingAt(start, Side::White);
    State s = start;
    const Move m = move(s, "c8c7");
    s.apply(m);
    h.add(m, s);
    Rng rng(1);
    const Posterior flat(h, OpponentModel{}, PosteriorOptions{256, 0.8, 1.0}, rng);
    QVERIFY(!flat.informative());
    QCOMPARE(flat.observations(), 1);
    const HiddenBeliefs u = uniformBeliefs(h.now(), Side::Black);
    QCOMPARE(flat.chance(sq("c7"), kStar), u.p[kStar]);
    QCOMPARE(flat.chance(sq("e8"), kStar), 0.5);
    QCOMPARE(flat.chance(sq("e8"), CaptureResult::Penalty), 0.5);
    QCOMPARE(flat.effectiveDeals(), 256.0);
}

void TestBeliefs::oneMoveOfTwoCountersByBayesRule()
{
    // Black's two hidden counters, one of them the Star Player, each with 3 forward squares.
    // Under weight w on "the Star Player moves", moving c8 has likelihood e^w/(3e^w+3) if c8
    // is the Star Player, 1/(3+3e^w) if e8 is: P(c8 is the Star Player) = e^w / (1 + e^w).
    const PublicHistory h = after(twoHidden(), {"c8c7"});
    for (double w : {1.0, 2.0, -1.0}) {
        Rng rng(5);
        const Posterior post(h, starWeight(w), PosteriorOptions{20000, 1.0, 1.0}, rng);
        QVERIFY(post.informative());
        const double expected = std::exp(w) / (1 + std::exp(w));
        QVERIFY2(std::abs(post.chance(sq("c7"), kStar) - expected) < 0.01, qPrintable(QString::number(post.chance(sq("c7"), kStar))));
        QVERIFY(std::abs(post.chance(sq("e8"), kStar) - (1 - expected)) < 0.01);
        // The other identity is the 2, a Penalty number, wherever the Star Player is not.
        QVERIFY(std::abs(post.chance(sq("e8"), CaptureResult::Penalty) - expected) < 0.01);
    }
    // Two moves of the same counter: the likelihood ratio squares, e^2w / (1 + e^2w).
    const PublicHistory twice = after(twoHidden(), {"c8c7", "d10d9", "a3a4", "d1d2", "c7c6"});
    Rng rng(6);
    const Posterior post(twice, starWeight(1.0), PosteriorOptions{20000, 1.0, 1.0}, rng);
    QCOMPARE(post.observations(), 2);
    QVERIFY(std::abs(post.chance(sq("c6"), kStar) - std::exp(2.0) / (1 + std::exp(2.0))) < 0.01);
}

void TestBeliefs::trustMixesWithThePrior()
{
    // trust t: t x posterior + (1 - t) x prior, so a bluff can only move the odds so far.
    const PublicHistory h = after(twoHidden(), {"c8c7"});
    Rng rng(7);
    const Posterior post(h, starWeight(30), PosteriorOptions{20000, 0.6, 1.0}, rng);
    QVERIFY(std::abs(post.chance(sq("c7"), kStar) - (0.6 * 1.0 + 0.4 * 0.5)) < 0.01);
    // Temperature 0 ignores the moves altogether.
    Rng again(7);
    const Posterior cold(h, starWeight(30), PosteriorOptions{2000, 1.0, 0.0}, again);
    QVERIFY(!cold.informative());
    QCOMPARE(cold.chance(sq("c7"), kStar), 0.5);
}

void TestBeliefs::knownIdentitiesAreHardFacts()
{
    // Whatever the moves suggest, a counter the view shows keeps its identity, deals agree
    // with the view, and the Star Player is never dealt to a First Teamer or the Substitute.
    const State s = position({{"c8", "bs"}, {"e8", "b2!"}, {"f8", "b7"}, {"c7", "b9+"}, {"d10", "b1+"}, {"d1", "w1+"}, {"a3", "w4"}},
                             "b y 5 0-0 -,8 classic");
    const PublicHistory h = after(s, {"e8e7"});  // the revealed 2 runs like a Star Player
    Rng rng(9);
    const Posterior post(h, starWeight(3), PosteriorOptions{4000, 1.0, 1.0}, rng);
    QCOMPARE(post.chance(sq("e7"), kStar), 0.0);
    QCOMPARE(post.chance(sq("e7"), Identity(2)), 1.0);
    QCOMPARE(post.chance(sq("c7"), Identity(9)), 1.0);
    Rng draw(10);
    for (int i = 0; i < 500; ++i) {
        const State d = post.sample(draw);
        QCOMPARE(gpn(d.view(Side::White)), gpn(h.now()));
        QVERIFY(d.substitute(Side::Black) != kStar);
        QVERIFY(cellIdentity(d.at(sq("c8"))) == kStar || cellIdentity(d.at(sq("f8"))) == kStar);
    }
}

void TestBeliefs::kindsOfOpponentMixByBayesRule()
{
    // Kind A: weight 2 on "the Star Player moves"; kind B: every weight 0. Even priors.
    const std::vector<OpponentKind> kinds{{1.0, starWeight(2.0)}, {1.0, OpponentModel{}}};
    const double e2 = std::exp(2.0);
    // c8 moves. Deal c8 = Star Player: A gives it e^2 / (3e^2 + 3), B 1/6; deal e8 = Star
    // Player: A 1 / (3 + 3e^2), B 1/6. Both kinds predict the move equally well on average, so
    // the kinds keep even odds and P(c8 is the Star Player) = e^2 / (2 (1 + e^2)) + 1/4: half
    // way between A's e^2 / (1 + e^2) and B's 1/2.
    {
        const PublicHistory h = after(twoHidden(), {"c8c7"});
        Rng rng(5);
        const Posterior post(h, kinds, PosteriorOptions{20000, 1.0, 1.0}, rng);
        const double expected = e2 / (2 * (1 + e2)) + 0.25;
        QVERIFY2(std::abs(post.chance(sq("c7"), kStar) - expected) < 0.01, qPrintable(QString::number(post.chance(sq("c7"), kStar))));
        QCOMPARE(int(post.kindOdds().size()), 2);
        QVERIFY(std::abs(post.kindOdds()[0] - 0.5) < 0.01);
    }
    // The Star Player on c8 is known and moves: A predicted it with e^2 / (3e^2 + 3), B with
    // 1/6, so P(A) = 2e^2 / (3e^2 + 1) from even priors; from priors 1 : 3, 2e^2 / (5e^2 + 3).
    const State known = position({{"c8", "bs!"}, {"e8", "b2"}, {"d10", "b1+"}, {"d1", "w1+"}, {"a3", "w4"}, {"g3", "w5"}},
                                 "b y 5 0-0 -,- classic");
    const PublicHistory h = after(known, {"c8c7"});
    Rng rng(6);
    const Posterior post(h, kinds, PosteriorOptions{64, 1.0, 1.0}, rng);
    QVERIFY(std::abs(post.kindOdds()[0] - 2 * e2 / (3 * e2 + 1)) < 1e-9);
    QVERIFY(std::abs(post.kindOdds()[1] - (e2 + 1) / (3 * e2 + 1)) < 1e-9);
    Rng again(6);
    const Posterior uneven(h, {{1.0, starWeight(2.0)}, {3.0, OpponentModel{}}}, PosteriorOptions{64, 1.0, 1.0}, again);
    QVERIFY(std::abs(uneven.kindOdds()[0] - 2 * e2 / (5 * e2 + 3)) < 1e-9);
    // Before any Youth move of Black's: the priors, and the uniform odds.
    Rng before(7);
    const Posterior none(PublicHistory::startingAt(twoHidden(), Side::White), {{1.0, starWeight(2.0)}, {3.0, OpponentModel{}}},
                         PosteriorOptions{64, 1.0, 1.0}, before);
    QCOMPARE(none.kindOdds()[0], 0.25);
    QVERIFY(!none.informative());
    QCOMPARE(none.chance(sq("c8"), kStar), 0.5);
    // One kind is the single-model posterior, bit for bit.
    Rng one(8), single(8);
    const PublicHistory moved = after(twoHidden(), {"c8c7"});
    const Posterior asKinds(moved, {{2.0, starWeight(2.0)}}, PosteriorOptions{500, 0.8, 1.0}, one);
    const Posterior asModel(moved, starWeight(2.0), PosteriorOptions{500, 0.8, 1.0}, single);
    QCOMPARE(asKinds.chance(sq("c7"), kStar), asModel.chance(sq("c7"), kStar));
    QCOMPARE(asKinds.kindOdds()[0], 1.0);
    // The kinds the levels weigh: computer and runner at even odds.
    const std::vector<OpponentKind> two = mixedOpponents();
    QCOMPARE(int(two.size()), 2);
    QCOMPARE(std::string(two[0].name), std::string("computer"));
    QCOMPARE(std::string(two[1].name), std::string("runner"));
    QVERIFY(two[0].prior == 0.5 && two[1].prior == 0.5);
    // A kind list must name at least one kind, each with a positive prior.
    Rng bad(9);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Posterior(moved, std::vector<OpponentKind>{}, PosteriorOptions{}, bad));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Posterior(moved, {{0.0, starWeight(1.0)}}, PosteriorOptions{}, bad));
}

void TestBeliefs::aRunnerIsSuspected()
{
    // The shipped model: a hidden counter that runs four squares straight at White's Goal
    // Line gets clearly the highest Star Player odds; the counters that stayed home share the rest.
    State s = State::deal(classic(), 3);
    PublicHistory h = PublicHistory::startingAt(s, Side::White);
    Rng walk(4);
    Square runner = sq("d8");
    for (int turn = 0; turn < 4; ++turn) {
        // White: a quiet Youth move and First Teamer move away from the d and e files.
        for (int k = 0; k < 2; ++k) {
            MoveList legal;
            s.legalMoves(legal);
            Move pick = legal[0];
            for (const Move& m : legal)
                if (m.kind == MoveKind::Step && s.at(m.to) == kEmpty && classic().fileOf(m.to) != 3 && classic().fileOf(m.to) != 4) {
                    pick = m;
                    break;
                }
            s.apply(pick);
            h.add(pick, s);
        }
        // Black: the counter that started on d8 runs straight down the d-file.
        const Square to = Square(runner - classic().files());
        const Move run = Move::step(runner, to);
        QVERIFY2(s.isLegal(run), qPrintable(gpn(s)));
        s.apply(run);
        h.add(run, s);
        runner = to;
        MoveList legal;
        s.legalMoves(legal);
        Move keeper = legal[0];
        for (const Move& m : legal)
            if (m.kind == MoveKind::Step && cellIdentity(s.at(m.from)) == kGoalkeeper)
                keeper = m;
        s.apply(keeper);
        h.add(keeper, s);
    }
    Rng rng(11);
    const Posterior post(h, OpponentModel::fitted(), PosteriorOptions{8000, 0.8, 1.0}, rng);
    QVERIFY(post.informative());
    const double runnerOdds = post.chance(runner, kStar);
    double highestOther = 0;
    for (int i = 0; i < h.now().countersOnPitch(Side::Black); ++i) {
        const Square x = h.now().counterSquare(Side::Black, i);
        if (x != runner && cellIdentity(h.now().at(x)) == kUnknown && !cellIsFirstTeamer(h.now().at(x)))
            highestOther = std::max(highestOther, post.chance(x, kStar));
    }
    QVERIFY2(runnerOdds > 2 * highestOther && runnerOdds > 0.3,
             qPrintable(QString("runner %1, highest other %2").arg(runnerOdds).arg(highestOther)));
}

void TestBeliefs::fitRecoversAKnownModel()
{
    // Decisions drawn from a known conditional logit: the fit finds its weights again.
    OpponentModel truth;
    truth.w = {2.0, 0.5, 1.5, -0.7, 0.3};
    Rng rng(12);
    std::vector<YouthChoice> data;
    for (int d = 0; d < 6000; ++d) {
        YouthChoice c;
        const int n = 2 + int(rng.below(10));
        std::vector<double> weights;
        double total = 0;
        const int star = int(rng.below(uint32_t(n)));
        for (int i = 0; i < n; ++i) {
            const double progress = rng.uniform();
            ModelFeatures f{progress, i == star ? 1.0 : 0.0, i == star ? progress : 0.0, 0, 0};
            if (i != star) {
                f[3] = rng.below(2);
                f[4] = f[3] ? 0 : rng.below(2);
            }
            c.options.push_back(f);
            weights.push_back(std::exp(truth.score(f)));
            total += weights.back();
        }
        double x = rng.uniform() * total;
        c.chosen = n - 1;
        for (int i = 0; i < n; ++i)
            if ((x -= weights[size_t(i)]) < 0) {
                c.chosen = i;
                break;
            }
        data.push_back(c);
    }
    const ModelFit fit = fitOpponentModel(data, 0.0);
    for (int k = 0; k < kModelFeatures; ++k)
        QVERIFY2(std::abs(fit.model.w[size_t(k)] - truth.w[size_t(k)]) < 0.25,
                 qPrintable(QString("w%1 = %2").arg(k).arg(fit.model.w[size_t(k)])));
    QVERIFY(fit.logLikelihood > fit.uniformLogLikelihood);
    // Played games give data too: one decision per Youth move.
    const PlayedGame g = playGame(State::deal(classic(), 1), *makePlayer("greedy"), *makePlayer("greedy"), rng, true);
    std::vector<YouthChoice> played;
    int youthMoves = 0;
    for (size_t i = 0; i < g.moves.size(); ++i) {
        youthMoves += g.positions[i].phase() == Phase::YouthMove && g.moves[i].kind == MoveKind::Step;
        addYouthChoice(g.positions[i], g.moves[i], played);
    }
    QCOMPARE(int(played.size()), youthMoves);
    QVERIFY2(youthMoves > 5, qPrintable(QString("%1 Youth moves in %2 plies").arg(youthMoves).arg(g.moves.size())));
}

void TestBeliefs::playerWithBeliefsNeverPeeks_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* b : {"model", "computer", "mixed", "mixed,solve=1,guard=4,approach=1"})
        QTest::newRow(b) << QString("ismcts:iterations=300,beliefs=%1,deals=256").arg(b);
}

void TestBeliefs::playerWithBeliefsNeverPeeks()
{
    // Two games whose starts differ only in Black's hidden identities, with the same moves and
    // so the same views for White all the way: White's move with beliefs is the same.
    QFETCH(QString, spec);
    auto player = makePlayer(spec.toStdString());
    QVERIFY(player->readsHistory());
    int compared = 0;
    for (int g = 0; g < 30 && compared < 12; ++g) {
        const State start = State::deal(classic(), uint64_t(g) + 300);
        // Another deal of what White cannot see (Black's hidden identities and Substitute).
        Rng dealer{uint64_t(g) + 1000};
        const State other = start.view(Side::White).determinize(dealer);
        Rng walk{uint64_t(g)};
        State s = start, t = other;
        PublicHistory hs = PublicHistory::startingAt(s, Side::White), ht = PublicHistory::startingAt(t, Side::White);
        bool same = true;
        for (int k = 0; k < 8 + g % 20 && same && !s.isTerminal(); ++k) {
            const Move m = s.randomLegalMove(walk);
            if (!t.isLegal(m)) {
                same = false;
                break;
            }
            s.apply(m);
            t.apply(m);
            hs.add(m, s);
            ht.add(m, t);
            same = gpn(hs.now()) == gpn(ht.now()) && s.isTerminal() == t.isTerminal();
        }
        if (!same || s.isTerminal() || s.toAct() != Side::White)
            continue;
        Rng r1{uint64_t(g)}, r2{uint64_t(g)};
        QVERIFY(player->chooseWithHistory(hs, r1) == player->chooseWithHistory(ht, r2));
        ++compared;
    }
    QVERIFY2(compared >= 6, qPrintable(QString::number(compared)));
}

void TestBeliefs::beliefsAreReproducible()
{
    // Same history and seed, same move; the spec round-trips; uniform beliefs stay reachable.
    QVERIFY(!makePlayer(makePlayer("ismcts:iterations=500,beliefs=uniform")->spec())->readsHistory());
    QVERIFY(makePlayer(makePlayer("ismcts:iterations=500,beliefs=model")->spec())->readsHistory());
    QCOMPARE(q(makePlayer("ismcts:iterations=500,beliefs=model,trust=0.5,deals=300")->spec()),
             QString("ismcts:iterations=500,beliefs=model,trust=0.5,deals=300"));
    QVERIFY(!makePlayer("ismcts:iterations=500,beliefs=uniform")->readsHistory());
    for (const char* b : {"computer", "mixed"}) {
        const std::string spec = std::string("ismcts:iterations=500,beliefs=") + b;
        QCOMPARE(makePlayer(spec)->spec(), spec);
        QVERIFY(makePlayer(spec)->readsHistory());
    }
    try {
        makePlayer("ismcts:iterations=500,beliefs=psychic");
        QFAIL("beliefs=psychic was taken");
    } catch (const BadPlayerSpec& e) {
        QVERIFY2(QString(e.what()).contains("uniform, model, computer or mixed"), e.what());
    }
    // The mixed posterior gives its own moves, reproducibly.
    auto mixed = makePlayer("ismcts:iterations=800,beliefs=mixed");
    const PublicHistory run = after(twoHidden(), {"c8c7", "d10d9", "a3a4", "d1d2", "c7c6", "d9d10"});
    Rng m1(4), m2(4);
    QVERIFY(mixed->chooseWithHistory(run, m1) == mixed->chooseWithHistory(run, m2));
    const PublicHistory h = after(twoHidden(), {"c8c7", "d10d9"});
    auto p = makePlayer("ismcts:iterations=800,beliefs=model");
    Rng a(3), b(3);
    QVERIFY(p->chooseWithHistory(h, a) == p->chooseWithHistory(h, b));
}

void TestBeliefs::theSearchingLevelsReadHowTheOpponentMoves()
{
    // Strong and Expert (and so the app's Hint) search with beliefs=mixed and decisive
    // playouts, the settings the SPRTs adopted; the levels below them do not search.
    for (const char* level : {"strong", "expert"}) {
        auto p = makePlayer(level);
        QVERIFY2(p->readsHistory(), level);
        QVERIFY2(p->spec().find(",beliefs=mixed") != std::string::npos, p->spec().c_str());
        QVERIFY2(p->spec().find(",decisive=1") != std::string::npos, p->spec().c_str());
    }
    QVERIFY(!makePlayer("beginner")->readsHistory());
    QVERIFY(!makePlayer("club")->readsHistory());
}

QTEST_GUILESS_MAIN(TestBeliefs)
#include "tst_beliefs.moc"
