// Property tests over many random games: invariants that must hold in every position.
#include "testsupport.h"

#include "match.h"
#include "players/player.h"

#include <bit>
#include <set>

using namespace gs;
using namespace test;

namespace {

constexpr int kGames = 10000;

// Checks every invariant of one position; returns an empty string or what is wrong.
QString checkInvariants(const State& s, int goalsFromEvents[2])
{
    const Rules& r = s.rules();
    std::set<Square> squares;
    for (Side side : {Side::White, Side::Black}) {
        uint16_t ids = 0;
        for (int i = 0; i < s.countersOnPitch(side); ++i) {
            const Square sq = s.counterSquare(side, i);
            if (sq >= r.squareCount())
                return "a counter is off the pitch";
            if (!squares.insert(sq).second)
                return "two counters on " + q(r.squareName(sq));
            const Cell c = s.at(sq);
            if (c == kEmpty || cellSide(c) != side)
                return "piece list and board disagree on " + q(r.squareName(sq));
            const Identity id = cellIdentity(c);
            if (!isRealIdentity(id))
                return "a full state holds an unknown identity";
            if (ids & (1u << id))
                return "identity held twice";
            ids |= uint16_t(1u << id);
        }
        const Identity sub = s.substitute(side);
        if (sub == kStar)
            return "the Star Player is a Substitute";
        if (isRealIdentity(sub)) {
            if (ids & (1u << sub))
                return "the Substitute is also on the pitch";
            ids |= uint16_t(1u << sub);
        }
        const uint16_t gone = s.goneKnown(side) | s.goneHidden(side);
        if ((gone & ids) != 0 || (s.goneKnown(side) & s.goneHidden(side)) != 0)
            return "an identity is both in play and out of the game";
        if (std::popcount(uint16_t(ids | gone)) != 12)
            return QString("counters not conserved: %1 accounted for").arg(std::popcount(uint16_t(ids | gone)));
        if (s.score(side) != goalsFromEvents[sideIndex(side)])
            return "score differs from the goals in the events";
    }
    int onBoard = 0;
    for (int sq = 0; sq < r.squareCount(); ++sq)
        onBoard += s.at(Square(sq)) != kEmpty;
    if (onBoard != int(squares.size()))
        return "the board holds counters the piece lists do not";
    if (s.turn() < 1 || s.turn() > r.variant().turnLimit)
        return "turn outside the turn limit";
    return {};
}

// A side's view may hold an opponent identity only if that side may see it (RULES.md §7).
QString checkView(const State& full, Side viewer)
{
    const State v = full.view(viewer);
    const Side opp = opponent(viewer);
    const Rules& r = full.rules();
    for (int sq = 0; sq < r.squareCount(); ++sq) {
        const Cell fc = full.at(Square(sq)), vc = v.at(Square(sq));
        if ((fc == kEmpty) != (vc == kEmpty))
            return "the view moved a counter";
        if (fc == kEmpty)
            continue;
        if (cellSide(fc) == viewer) {
            if (fc != vc)
                return "the view changed its own counter";
            continue;
        }
        const bool hiddenSub = full.phase() == Phase::Substitution && full.toAct() == opp && Square(sq) == full.phaseSquare() && !cellIsRevealed(fc);
        const bool visible = (cellIsFirstTeamer(fc) || cellIsRevealed(fc)) && !hiddenSub;
        if (cellIdentity(vc) != kUnknown && !visible)
            return "the view shows hidden " + q(formatCell(fc)) + " on " + q(r.squareName(Square(sq)));
        if (visible && vc != fc)
            return "the view hides a visible counter";
    }
    if (isRealIdentity(v.substitute(opp)))
        return "the view shows the opponent's Substitute";
    if (v.goneHidden(opp) != 0)
        return "the view knows which counter the opponent replaced";
    return {};
}

}  // namespace

class TestProperties : public QObject {
    Q_OBJECT
private slots:
    void randomGamesKeepEveryInvariant();
    void randomLegalMoveIsUniform();
    void playOutMakesTheSameGamesAsMoveByMove();
    void rngStepsBack();
    void decisivePlayoutsTakeTheWinOnTheSpot();
    void determinizedViewsAreConsistent();
    void determinizeNeverDealsAStartingFirstTeamer();
    void playersOnlyEverSeeViews();
};

void TestProperties::randomGamesKeepEveryInvariant()
{
    Rng rng(2026);
    long long plies = 0;
    std::map<EndReason, int> reasons;
    const int limit = classic().variant().turnLimit;
    for (int g = 0; g < kGames; ++g) {
        State s = State::deal(classic(), rng.next());
        int goals[2] = {0, 0};
        int ply = 0;
        while (true) {
            const QString problem = checkInvariants(s, goals);
            QVERIFY2(problem.isEmpty(), qPrintable(QString("game %1 ply %2: %3 in %4").arg(g).arg(ply).arg(problem, gpn(s))));
            for (Side v : {Side::White, Side::Black}) {
                const QString vp = checkView(s, v);
                QVERIFY2(vp.isEmpty(), qPrintable(vp + " in " + gpn(s)));
            }
            // GPN round trip, of the position and of both views.
            const std::string text = formatGpn(s);
            QCOMPARE(gpn(parseGpn(text, registry().lookup())), q(text));
            for (Side v : {Side::White, Side::Black}) {
                const std::string vt = formatGpn(s.view(v));
                QCOMPARE(gpn(parseGpn(vt, registry().lookup())), q(vt));
            }
            if (s.isTerminal())
                break;
            // legal and apply agree: every listed move applies and leaves a settled state;
            // a random step not in the list is refused.
            MoveList moves;
            s.legalMoves(moves);
            QVERIFY2(moves.size > 0, qPrintable("no legal move in a live game: " + gpn(s)));
            if (g < kGames / 10) {
                for (const Move& m : moves) {
                    QVERIFY(s.isLegal(m));
                    State copy = s;
                    copy.apply(m);
                    MoveList next;
                    copy.legalMoves(next);
                    QVERIFY2(copy.isTerminal() || next.size > 0, qPrintable("stuck after a legal move: " + gpn(copy)));
                }
                const Move junk = Move::step(Square(rng.below(70)), Square(rng.below(70)));
                QCOMPARE(s.isLegal(junk), moves.contains(junk));
            }
            const Move m = s.randomLegalMove(rng);
            QVERIFY(moves.contains(m));
            EventList events;
            s.apply(m, &events);
            for (const Event& e : events)
                if (e.kind == EventKind::Goal)
                    goals[sideIndex(e.side)] += e.goals;
            ++ply;
            QVERIFY2(ply <= 4 * limit + 8, "the game outlived the turn limit");
        }
        QVERIFY(s.result() != Result::None);
        QVERIFY(s.turn() <= limit);
        ++reasons[s.endReason()];
        plies += ply;
    }
    // Random games end in every way the rules allow.
    QVERIFY(reasons[EndReason::StarCaptured] > 0);
    QVERIFY(reasons[EndReason::StarReachedGoalLine] > 0);
    QVERIFY(reasons[EndReason::Blocked] > 0);
    qInfo("%d games, %lld plies; ended by Star captured %d, Star on Goal Line %d, turn limit %d, blocked %d", kGames, plies,
          reasons[EndReason::StarCaptured], reasons[EndReason::StarReachedGoalLine], reasons[EndReason::TurnLimit], reasons[EndReason::Blocked]);
}

namespace {

// The playout as it was written before State::playOut: one randomLegalMove (or, at a First
// Teamer move, a capture drawn from the listed legal moves) applied at a time.
int movesOneByOne(State& s, Rng& rng, double captureBias)
{
    int plies = 0;
    MoveList moves;
    Move captures[kMaxMoves];
    while (!s.isTerminal()) {
        ++plies;
        if (captureBias > 0 && s.phase() == Phase::FirstTeamMove && rng.uniform() < captureBias) {
            s.legalMoves(moves);
            int n = 0;
            for (int i = 0; i < moves.size; ++i)
                if (moves[i].kind == MoveKind::Step && s.at(moves[i].to) != kEmpty)
                    captures[n++] = moves[i];
            if (n > 0) {
                s.apply(captures[rng.below(uint32_t(n))]);
                continue;
            }
        }
        s.apply(s.randomLegalMove(rng));
    }
    return plies;
}

}  // namespace

// Rng::back undoes next() exactly (the playout winds its draws back with it when a side it
// put off checking turns out to have no move): k draws then k steps back give the same stream.
void TestProperties::rngStepsBack()
{
    for (uint64_t seed : {0ull, 1ull, 2026ull, ~0ull}) {
        Rng a(seed), b(seed);
        for (int k : {1, 2, 33, 500}) {
            uint64_t first = 0;
            for (int i = 0; i < k; ++i) {
                const uint64_t x = a.next();
                if (i == 0)
                    first = x;
            }
            for (int i = 0; i < k; ++i)
                a.back();
            QCOMPARE(a.next(), first);
            QCOMPARE(a.next(), (b.next(), b.next()));
            b.back();
            b.back();
            a.back();
            a.back();
        }
        QCOMPARE(a.next(), b.next());
    }
}

void TestProperties::playOutMakesTheSameGamesAsMoveByMove()
{
    // The playout is a speed-up only: from the same state and random numbers it must reach
    // the same end, by the same number of plies, leaving the generator in the same state
    // (so the next playout of a search is the same too). Every built-in variant (blocked
    // sides that pass, no Debut Moves, fixed setups, other pitch sizes), deals and midgames.
    int games = 0;
    for (const QString& id : registry().ids()) {
        const Rules& rules = *registry().find(id.toStdString());
        for (double bias : {0.0, 0.5, 0.9, 1.0}) {
            Rng walk(uint64_t(games) + 7);
            for (int g = 0; g < 500; ++g, ++games) {
                State start = State::deal(rules, walk.next());
                const int plies = int(walk.below(60));
                for (int k = 0; k < plies && !start.isTerminal(); ++k)
                    start.apply(start.randomLegalMove(walk));
                if (start.isTerminal())
                    continue;
                const uint64_t seed = walk.next();
                State slow = start, fast = start;
                Rng slowRng(seed), fastRng(seed);
                const int slowPlies = movesOneByOne(slow, slowRng, bias);
                const int fastPlies = fast.playOut(fastRng, {bias});
                const QString where = QString("variant %1, bias %2, from %3").arg(id).arg(bias).arg(gpn(start));
                QVERIFY2(fast.isTerminal(), qPrintable(where));
                QVERIFY2(gpn(fast) == gpn(slow), qPrintable(where + ": ended in " + gpn(fast) + ", one by one in " + gpn(slow)));
                QVERIFY2(fastPlies == slowPlies, qPrintable(where));
                QVERIFY2(fast.endReason() == slow.endReason() && fast.result() == slow.result(), qPrintable(where));
                QVERIFY2(fastRng.next() == slowRng.next(), qPrintable(where + ": a different number of random draws"));
            }
        }
    }
    QVERIFY(games >= 4 * 500 * 8);
}

// Decisive playouts (State::playOut decisive): a win one move away is taken at once, every
// time, and only when it wins; without the option the same position often plays on.
void TestProperties::decisivePlayoutsTakeTheWinOnTheSpot()
{
    const auto plies = [](const State& start, bool decisive, uint64_t seed, State* end = nullptr) {
        State s = start;
        Rng rng(seed);
        const int n = s.playOut(rng, {0.9, decisive});
        if (end)
            *end = s;
        return n;
    };
    // White's Star Player on g9, one step from the Goal Line it attacks.
    const State run = position({{"d1", "w1+"}, {"a3", "w7"}, {"b3", "w4"}, {"g9", "ws"}, {"d4", "w9+"},
                                {"c10", "b1+"}, {"a8", "b2"}, {"e8", "bs"}},
                               "w y 5 0-0 -,- classic");
    // Black's Star Player on d5, beside White's 9, at White's First Teamer move.
    const State capture = position({{"d1", "w1+"}, {"a3", "w7"}, {"b3", "w4"}, {"g3", "ws"}, {"d4", "w9+"},
                                    {"c10", "b1+"}, {"a8", "b2"}, {"d5", "bs"}},
                                   "w f 5 0-0 -,- classic");
    int longerWithout = 0;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
        State end = run;
        QCOMPARE(plies(run, true, seed, &end), 1);
        QCOMPARE(end.endReason(), EndReason::StarReachedGoalLine);
        QCOMPARE(end.result(), Result::WhiteWins);
        QCOMPARE(plies(capture, true, seed, &end), 1);
        QCOMPARE(end.endReason(), EndReason::StarCaptured);
        QCOMPARE(end.result(), Result::WhiteWins);
        longerWithout += plies(run, false, seed) > 1;
        longerWithout += plies(capture, false, seed) > 1;
    }
    QVERIFY2(longerWithout > 100, qPrintable(QString::number(longerWithout)));
    // Three goals down, the Star Player's two do not win: no shortcut, the game plays on.
    const State behind = position({{"d1", "w1+"}, {"a3", "w7"}, {"b3", "w4"}, {"g9", "ws"}, {"d4", "w9+"},
                                   {"c10", "b1+"}, {"a8", "b2"}, {"e8", "bs"}},
                                  "w y 5 0-3 -,- classic");
    int playedOn = 0;
    for (uint64_t seed = 1; seed <= 50; ++seed)
        playedOn += plies(behind, true, seed) > 1;
    QVERIFY(playedOn > 25);
}

void TestProperties::randomLegalMoveIsUniform()
{
    // Chi-square test of randomLegalMove against the legal move list, in Move 1 and Move 2
    // positions of several random games.
    Rng rng(99);
    int tested = 0;
    for (int g = 0; g < 40 && tested < 20; ++g) {
        State s = State::deal(classic(), uint64_t(g) + 1000);
        for (int ply = 0; ply < 24 && !s.isTerminal(); ++ply) {
            if ((ply % 5) == 4 && (s.phase() == Phase::YouthMove || s.phase() == Phase::FirstTeamMove)) {
                MoveList moves;
                s.legalMoves(moves);
                if (moves.size >= 3) {
                    std::vector<int> counts(size_t(moves.size), 0);
                    const int draws = 400 * moves.size;
                    for (int i = 0; i < draws; ++i) {
                        const Move m = s.randomLegalMove(rng);
                        int k = 0;
                        while (k < moves.size && !(moves[k] == m))
                            ++k;
                        QVERIFY(k < moves.size);
                        ++counts[size_t(k)];
                    }
                    double chi2 = 0;
                    for (int c : counts)
                        chi2 += (c - 400.0) * (c - 400.0) / 400.0;
                    // Critical value for p = 0.0001 is below 3.5 x degrees of freedom + 20 here.
                    const double dof = moves.size - 1;
                    QVERIFY2(chi2 < 3.5 * dof + 20, qPrintable(QString("chi2 %1 with %2 dof in %3").arg(chi2).arg(dof).arg(gpn(s))));
                    ++tested;
                }
            }
            s.apply(s.randomLegalMove(rng));
        }
    }
    QVERIFY(tested >= 10);
}

// The variant's starting First Teamers (classic: the 1, 9 and 10) are never Youth Counters,
// so never dealt to a hidden one, even when a view leaves one off the pitch without saying
// it was captured: the Goalkeeper was dealt to a6 and the state could not be read back.
void TestProperties::determinizeNeverDealsAStartingFirstTeamer()
{
    const State missingTen = parseGpn("...b1+.../......./......./......./wx....../......./......./w2w3w4w5w6w7ws/..w11.w9+../...w1+... w f 1 0-0 -,- classic", registry().lookup());
    const Square a6 = missingTen.rules().square(0, 5);
    for (uint64_t seed = 0; seed < 200; ++seed) {
        Rng rng(seed);
        QCOMPARE(int(cellIdentity(missingTen.determinize(rng).at(a6))), 8);
    }
    // With none left for its hidden counter, the position is refused when read (validity.cpp
    // counts as determinize deals), so no caller gets one it cannot deal.
    QVERIFY_THROWS_EXCEPTION(NotationError, parseGpn("...b1+.../......./......./......./wx....../......./......./w2w3w4w5w6w7w8/..w11ws.../....... w f 1 0-0 -,- classic", registry().lookup()));
}

void TestProperties::determinizedViewsAreConsistent()
{
    Rng rng(7);
    int checked = 0;
    for (int g = 0; g < 300; ++g) {
        State s = State::deal(classic(), uint64_t(g) + 77);
        while (!s.isTerminal()) {
            for (Side v : {Side::White, Side::Black}) {
                const State view = s.view(v);
                const State full = view.determinize(rng);
                QVERIFY(!full.hasHiddenIdentities());
                QCOMPARE(gpn(full.view(v)), gpn(view));  // consistent with everything v saw
                QVERIFY(full.substitute(opponent(v)) != kStar);
                int none[2] = {full.score(Side::White), full.score(Side::Black)};
                const QString problem = checkInvariants(full, none);
                QVERIFY2(problem.isEmpty(), qPrintable(problem + " in " + gpn(full)));
                ++checked;
            }
            s.apply(s.randomLegalMove(rng));
        }
    }
    QVERIFY(checked > 1000);
}

void TestProperties::playersOnlyEverSeeViews()
{
    // playGame hands each player the view of the side to act; a player that checks what it
    // is given never finds an opponent identity it may not see.
    struct Auditor : Player {
        std::string spec() const override { return "auditor"; }
        Move choose(const State& view, Rng& rng) override
        {
            const Side opp = opponent(view.toAct());
            for (int i = 0; i < view.countersOnPitch(opp); ++i) {
                const Cell c = view.at(view.counterSquare(opp, i));
                if (!cellIsFirstTeamer(c) && !cellIsRevealed(c) && cellIdentity(c) != kUnknown)
                    leaked = true;
            }
            leaked = leaked || isRealIdentity(view.substitute(opp));
            return view.randomLegalMove(rng);
        }
        bool leaked = false;
    };
    Auditor white, black;
    Rng rng(5);
    for (int g = 0; g < 500; ++g)
        playGame(State::deal(classic(), uint64_t(g)), white, black, rng);
    QVERIFY(!white.leaked);
    QVERIFY(!black.leaked);
}

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
