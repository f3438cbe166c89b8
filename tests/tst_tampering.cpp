// A tampering peer: one side of a remote game whose messages a test double changes on the way
// (or writes itself). Each cheat is caught by the honest side with its sentence, and the honest
// side's game is kept: its moves, its position and its save.
#include "remotesupport.h"

#include "remote/commitment.h"
#include "remote/message.h"

#include <functional>

using namespace gs;
using namespace gs::remote;
using namespace test;

namespace {

using Tamper = std::function<QByteArray(const QByteArray&, bool* done)>;

// Like pump(), but the cheater's messages pass through `tamper` (until it sets *done). Returns
// the honest side's receipt of the last message it was given.
RemoteGame::Receipt pumpTampered(RemotePair& p, Side cheater, const Tamper& tamper, bool* done)
{
    RemoteGame::Receipt last = RemoteGame::Receipt::Applied;
    for (int round = 0; round < 100; ++round) {
        bool any = false;
        for (int from = 0; from < 2; ++from)
            for (QByteArray m : p.side[from]->takeOutgoing()) {
                any = true;
                if (Side(from) == cheater && !*done)
                    m = tamper(m, done);
                last = p.side[1 - from]->receive(m);
                if (last != RemoteGame::Receipt::Applied)
                    return last;
            }
        if (!any)
            break;
    }
    return last;
}

// Plays random moves until the tamper has done its work; returns the honest side's receipt then,
// or Duplicate if the game ended before the tamper found its message.
RemoteGame::Receipt playTampered(RemotePair& p, Side cheater, const Tamper& tamper, uint64_t seed)
{
    RandomPlayer random;
    Rng rng(seed);
    bool done = false;
    RemoteGame::Receipt r = pumpTampered(p, cheater, tamper, &done);
    while (!done && r == RemoteGame::Receipt::Applied) {
        RemoteGame* mover = p.white().myTurn() ? &p.white() : p.black().myTurn() ? &p.black() : nullptr;
        if (!mover)
            break;
        if (!mover->play(random.choose(mover->position(), rng)).empty())
            break;
        r = pumpTampered(p, cheater, tamper, &done);
    }
    return done ? r : RemoteGame::Receipt::Duplicate;
}

// The first game from `seed` on in which the tamper finds its message (random games may end
// before a cheat has a chance): its pair and the honest side's receipt.
std::pair<RemotePair, RemoteGame::Receipt> firstTampered(const Rules& rules, Side cheater, const Tamper& tamper, uint64_t seed)
{
    for (uint64_t s = seed; s < seed + 30; ++s) {
        RemotePair p = makePair(rules, s);
        const auto r = playTampered(p, cheater, tamper, s);
        if (r != RemoteGame::Receipt::Duplicate)
            return {std::move(p), r};
    }
    qWarning("no game from seed %llu gave the tamper its chance", static_cast<unsigned long long>(seed));
    return {makePair(rules, seed), RemoteGame::Receipt::Duplicate};
}

QByteArray rewrite(const QByteArray& bytes, const std::function<void(Message&)>& change)
{
    Message m = readMessage(bytes);
    change(m);
    return writeMessage(m);
}

// The first of the cheater's messages that shows proofs, changed by `change`.
Tamper onFirstProof(std::function<void(Message&)> change)
{
    return [change](const QByteArray& bytes, bool* done) {
        const Message m = readMessage(bytes);
        if (m.proofs.empty() || m.type == MessageType::Final)
            return bytes;
        *done = true;
        return rewrite(bytes, change);
    };
}

// The public view's hash a side's next move must name (PROTOCOL.md §4).
QByteArray publicHashOf(const RemoteGame& g) { return sha256(QByteArray::fromStdString(formatGpn(g.position().view(opponent(g.side()))))); }

Message forged(const RemoteGame& cheater, MessageType type)
{
    Message m;
    m.type = type;
    m.game = cheater.game();
    m.seq = int(cheater.sent().size()) + 1;
    return m;
}

}  // namespace

class TestTampering : public QObject {
    Q_OBJECT
private slots:
    void anIdentityChangedAfterItsCommitment();
    void aStarPlayerShownWhereADecoyWasCommitted();
    void anIllegalMove();
    void aMoveOutOfTurn();
    void aMessageReplayedWithOtherContents();
    void garbageOversizedAndNewerMessagesAreRefusedAndPlayGoesOn();
    void aWrongSeedAtTheFinalWhistle();
    void aDealChosenInsteadOfDealt();
    void aSideThatProvesNothing();
    void aPeerThatDropsMidTurnResumes();
    void aPeerThatLeaves();
    void aFriendThatNeverShowsItsCountersAfterTheWhistle();
    void aClockMoveOnlyUnderTheRuleThatMakesIt();
    void aFinishedGameStaysFinished();
};

// Helper checks: the honest side's game ended with the sentence and kept everything.
#define EXPECT_CAUGHT(pair, honest, receipt, words)                                                           \
    do {                                                                                                      \
        QCOMPARE(int(receipt), int(RemoteGame::Receipt::Failed));                                             \
        RemoteGame& h = *(pair).side[sideIndex(honest)];                                                      \
        QCOMPARE(int(h.stage()), int(RemoteGame::Stage::Failed));                                             \
        QVERIFY2(QString::fromStdString(h.problem()).contains(QStringLiteral(words)), h.problem().c_str());   \
        std::string error;                                                                                    \
        const auto kept = RemoteGame::restore(h.save(), h.rules(), &error);                                   \
        QVERIFY2(kept, error.c_str());                                                                        \
        QCOMPARE(int(kept->stage()), int(RemoteGame::Stage::Failed));                                         \
        QCOMPARE(kept->moves().size(), h.moves().size());                                                     \
    } while (0)

void TestTampering::anIdentityChangedAfterItsCommitment()
{
    for (const Side cheater : {Side::White, Side::Black}) {
        auto [p, r] = firstTampered(classic(), cheater, onFirstProof([](Message& m) {
            Proof& pr = m.proofs.front();
            pr.identity = pr.identity == 4 ? 5 : 4;
        }), 41);
        EXPECT_CAUGHT(p, opponent(cheater), r, "which is not what");
    }
}

// The cheater's Star Player was committed on one origin; it "reveals" the Star Player on another
// (a decoy), even with the true Star Player's salt.
void TestTampering::aStarPlayerShownWhereADecoyWasCommitted()
{
    const Side cheater = Side::Black;
    for (uint64_t seed = 42; seed < 72; ++seed) {
        RemotePair p = makePair(classic(), seed);
        QVERIFY(pump(p));
        // The cheater's secrets, drawn from its seeded source in order: seed, nonce, a salt per origin.
        auto source = seededSource(seed * 2 + 1);
        const QByteArray dealt = source(kSeedBytes);
        (void)source(kSeedBytes);
        std::vector<QByteArray> salts;
        for (int i = 0; i < 9; ++i)
            salts.push_back(source(kSaltBytes));
        const Message whiteNonce = readMessage(p.white().sent()[1]);
        QCOMPARE(int(whiteNonce.type), int(MessageType::Nonce));
        const Arrangement mine = arrangementOf(State::deal(classic(), dealSeed(cheater, dealt, whiteNonce.nonce)), cheater);
        const int star = int(std::find(mine.begin(), mine.end(), kStar) - mine.begin());
        const std::string starOrigin = originsOf(classic(), cheater).name(star, classic());
        const auto r = playTampered(p, cheater, [&](const QByteArray& bytes, bool* done) {
            const Message m = readMessage(bytes);
            if (m.type == MessageType::Final || m.proofs.empty() || m.proofs.front().origin == starOrigin)
                return bytes;
            *done = true;
            return rewrite(bytes, [&](Message& t) {
                t.proofs.front().identity = kStar;
                t.proofs.front().salt = salts[size_t(star)];
            });
        }, seed);
        if (r == RemoteGame::Receipt::Duplicate)
            continue;  // the game ended before Black had to show a counter
        EXPECT_CAUGHT(p, Side::White, r, "shown as the Star Player, which is not what Black committed to");
        return;
    }
    QFAIL("no game gave the cheat its chance");
}

void TestTampering::anIllegalMove()
{
    RemotePair p = makePair(classic(), 43);
    RandomPlayer random;
    Rng rng(43);
    QVERIFY(playOn(p, random, rng, 5));
    RemoteGame& cheater = p.white().myTurn() ? p.white() : p.black();
    RemoteGame& honest = &cheater == &p.white() ? p.black() : p.white();
    const size_t moves = honest.moves().size();
    Message m = forged(cheater, MessageType::Move);
    m.from = publicHashOf(cheater);
    // A First Teamer two squares at once, or a Youth Counter backwards: never legal.
    m.move = cheater.side() == Side::White ? "d1d3" : "d10d8";
    const auto r = honest.receive(writeMessage(m));
    EXPECT_CAUGHT(p, honest.side(), r, "is not legal");
    QCOMPARE(honest.moves().size(), moves);
}

void TestTampering::aMoveOutOfTurn()
{
    RemotePair p = makePair(classic(), 44);
    RandomPlayer random;
    Rng rng(44);
    QVERIFY(playOn(p, random, rng, 4));
    RemoteGame& honest = p.white().myTurn() ? p.white() : p.black();
    RemoteGame& cheater = &honest == &p.white() ? p.black() : p.white();
    Message m = forged(cheater, MessageType::Move);
    m.from = publicHashOf(cheater);
    m.move = "pass";
    const auto r = honest.receive(writeMessage(m));
    EXPECT_CAUGHT(p, honest.side(), r, "when it was not its turn");
}

void TestTampering::aMessageReplayedWithOtherContents()
{
    RemotePair p = makePair(classic(), 45);
    RandomPlayer random;
    Rng rng(45);
    QVERIFY(playOn(p, random, rng, 8));
    // The same message again is ignored...
    const QByteArray fourth = p.white().sent()[3];
    QCOMPARE(int(p.black().receive(fourth)), int(RemoteGame::Receipt::Duplicate));
    QCOMPARE(int(p.black().stage()), int(RemoteGame::Stage::Playing));
    // ...the same number with another move is a cheat.
    const QByteArray changed = rewrite(fourth, [](Message& m) { m.move = m.move == "pass" ? "nosub" : "pass"; });
    const auto r = p.black().receive(changed);
    EXPECT_CAUGHT(p, Side::Black, r, "a second time with other contents");
}

// What is not a message is refused with a reason; the game does not change and plays on to a
// verified end.
void TestTampering::garbageOversizedAndNewerMessagesAreRefusedAndPlayGoesOn()
{
    RemotePair p = makePair(classic(), 46);
    RandomPlayer random;
    Rng rng(46);
    QVERIFY(playOn(p, random, rng, 10));
    RemoteGame& honest = p.black();
    const std::string before = formatGpn(honest.position());
    Message newer = forged(p.white(), MessageType::Bye);
    newer.version = 2;
    QByteArray newerBytes = writeMessage(newer);
    const struct {
        QByteArray bytes;
        const char* reason;
    } cases[] = {
        {QByteArray("\x00\xff garbage \x01", 13), "not JSON"},
        {QByteArray(kMaxMessageBytes + 1, '{'), "over the limit"},
        {newerBytes, "update GOALSCORER"},
        {rewrite(p.white().sent().back(), [](Message& m) { m.game = QByteArray(kGameIdBytes, 'g'); }), "another game"},
        {rewrite(p.white().sent().back(), [](Message& m) { m.seq += 5; }), "has not arrived yet"},
    };
    for (const auto& c : cases) {
        QCOMPARE(int(honest.receive(c.bytes)), int(RemoteGame::Receipt::Refused));
        QVERIFY2(QString::fromStdString(honest.refusal()).contains(QLatin1String(c.reason)), honest.refusal().c_str());
        QCOMPARE(int(honest.stage()), int(RemoteGame::Stage::Playing));
        QCOMPARE(q(formatGpn(honest.position())), q(before));
    }
    QVERIFY(playOn(p, random, rng));
    QCOMPARE(int(honest.stage()), int(RemoteGame::Stage::Finished));
    QCOMPARE(q(p.white().verifiedRecord()), q(honest.verifiedRecord()));
}

void TestTampering::aWrongSeedAtTheFinalWhistle()
{
    auto [p, r] = firstTampered(classic(), Side::White, [](const QByteArray& bytes, bool* done) {
        const Message m = readMessage(bytes);
        if (m.type != MessageType::Final)
            return bytes;
        *done = true;
        return rewrite(bytes, [](Message& f) { f.seed[0] = char(f.seed[0] ^ 1); });
    }, 47);
    EXPECT_CAUGHT(p, Side::Black, r, "seed does not match the hash");
}

// The cheater arranges its counters as it likes under random setup (its app plays the same
// variant with manual setup) and plays honestly from there: its deal does not follow from its
// seed, and the final check says so.
void TestTampering::aDealChosenInsteadOfDealt()
{
    const Rules& manualClassic = classicWith("classic", [](Variant& v) { v.setup = SetupMode::Manual; });
    RemotePair p;
    Arrangement chosen{kStar, 2, 3, 4, 5, 6, 7, 8, 11};
    p.side[0] = std::make_unique<RemoteGame>(classic(), digestOf(classic()), Side::White, gameId(), std::nullopt, seededSource(1));
    p.side[1] = std::make_unique<RemoteGame>(manualClassic, digestOf(classic()), Side::Black, gameId(), chosen, seededSource(2));
    const auto r = playTampered(p, Side::Black, [](const QByteArray& b, bool* done) {
        *done = readMessage(b).type == MessageType::Final;  // honest play; its secrets tell at the end
        return b;
    }, 48);
    EXPECT_CAUGHT(p, Side::White, r, "the deal from its seed puts");
}

// A capture of a hidden counter that its owner does not prove: the mover waits; proofs of
// counters the rules do not show, or none where they do, end the game.
void TestTampering::aSideThatProvesNothing()
{
    for (const Side cheater : {Side::White, Side::Black}) {
        auto [p, r] = firstTampered(classic(), cheater, onFirstProof([](Message& m) { m.proofs.clear(); }), 49);
        // A move that needed its own proof is caught at once; a `reveal` with nothing in it
        // proves nothing the rules asked for.
        EXPECT_CAUGHT(p, opponent(cheater), r, "did not prove what it is");
    }
    auto [p, r] = firstTampered(classic(), Side::White, onFirstProof([](Message& m) {
        Proof extra = m.proofs.front();
        extra.origin = extra.origin == "sub" ? "d2" : "sub";
        m.proofs.push_back(extra);
    }), 50);
    EXPECT_CAUGHT(p, Side::Black, r, "which is not what");
}

// The friend's app stops mid-turn (a crash, a closed laptop): the honest side waits, loses
// nothing, and when the friend's app comes back from its own save and sends again, the game
// picks up and ends verified.
void TestTampering::aPeerThatDropsMidTurnResumes()
{
    RemotePair p = makePair(classic(), 51);
    RandomPlayer random;
    Rng rng(51);
    QVERIFY(playOn(p, random, rng, 9));
    RemoteGame& mover = p.white().myTurn() ? p.white() : p.black();
    const int dropped = 1 - sideIndex(mover.side());
    const QJsonObject lastSave = p.side[dropped]->save();
    QVERIFY(mover.play(random.choose(mover.position(), rng)).empty());
    (void)mover.takeOutgoing();  // never arrives: the friend's app is gone
    QCOMPARE(int(mover.stage()), int(RemoteGame::Stage::Playing));
    std::string error;
    p.side[dropped] = RemoteGame::restore(lastSave, classic(), &error);
    QVERIFY2(p.side[dropped], error.c_str());
    for (const QByteArray& m : mover.sent()) {
        const auto receipt = p.side[dropped]->receive(m);
        QVERIFY(receipt == RemoteGame::Receipt::Applied || receipt == RemoteGame::Receipt::Duplicate);
    }
    QVERIFY(playOn(p, random, rng));
    QCOMPARE(int(p.white().stage()), int(RemoteGame::Stage::Finished));
    QCOMPARE(q(p.white().verifiedRecord()), q(p.black().verifiedRecord()));
}

void TestTampering::aPeerThatLeaves()
{
    RemotePair p = makePair(classic(), 52);
    RandomPlayer random;
    Rng rng(52);
    QVERIFY(playOn(p, random, rng, 7));
    p.white().leave();
    QVERIFY(pump(p));
    QCOMPARE(int(p.black().stage()), int(RemoteGame::Stage::Abandoned));
    QCOMPARE(q(p.black().problem()), QStringLiteral("White left the game"));
    QVERIFY(!p.black().myTurn());
}

// The friend plays to the final whistle (perhaps "winning" with a set-up it never opens) and
// sends no `final`: the honest side's result stays unverified, and giving up waiting records
// the game as abandoned by the friend, not by the honest side.
void TestTampering::aFriendThatNeverShowsItsCountersAfterTheWhistle()
{
    auto [p, r] = firstTampered(classic(), Side::Black, [](const QByteArray& bytes, bool* done) {
        if (readMessage(bytes).type != MessageType::Final)
            return bytes;
        *done = true;
        return QByteArray("{}");  // never arrives as a final (refused as not a message)
    }, 53);
    QCOMPARE(int(r), int(RemoteGame::Receipt::Refused));
    RemoteGame& white = p.white();
    QCOMPARE(int(white.stage()), int(RemoteGame::Stage::Playing));
    QVERIFY(white.position().isTerminal());
    QVERIFY(white.verifiedRecord().empty());
    white.leave();
    QCOMPARE(int(white.stage()), int(RemoteGame::Stage::Abandoned));
    QVERIFY2(QString::fromStdString(white.problem()).contains(QStringLiteral("Black did not show its counters after the final whistle")),
             white.problem().c_str());
}

// `time` and `time-lost` are a side's own clock moves, and only of the kind a clock of the
// variant can cause: none under classic; under a game clock that loses, `time-lost` only.
void TestTampering::aClockMoveOnlyUnderTheRuleThatMakesIt()
{
    {
        RemotePair p = makePair(classic(), 54);
        QVERIFY(pump(p));
        Message m = forged(p.white(), MessageType::Move);
        m.from = publicHashOf(p.white());
        m.move = "time";
        const auto r = p.black().receive(writeMessage(m));
        EXPECT_CAUGHT(p, Side::Black, r, "is not legal");
    }
    const Rules& clocked = classicWith("clocked-lose", [](Variant& v) {
        v.clock.gameSeconds = 60;
        v.clock.gameTimeout = TimeoutRule::LoseGame;
    });
    for (const char* text : {"time", "time-lost"}) {
        RemotePair p = makePair(clocked, 55);
        QVERIFY(pump(p));
        Message m = forged(p.white(), MessageType::Move);
        m.from = publicHashOf(p.white());
        m.move = text;
        const auto r = p.black().receive(writeMessage(m));
        if (std::string(text) == "time") {
            EXPECT_CAUGHT(p, Side::Black, r, "is not legal");
        } else {
            QCOMPARE(int(r), int(RemoteGame::Receipt::Applied));
            QVERIFY(p.black().position().isTerminal());
            QCOMPARE(int(p.black().position().result()), int(Result::BlackWins));
        }
    }
}

// Once a game ended verified, nothing the friend sends changes that: a message number reused
// with other contents is refused, and the game stays finished.
void TestTampering::aFinishedGameStaysFinished()
{
    RemotePair p = makePair(classic(), 56);
    RandomPlayer random;
    Rng rng(56);
    QVERIFY(playOn(p, random, rng));
    QCOMPARE(int(p.black().stage()), int(RemoteGame::Stage::Finished));
    const std::string record = p.black().verifiedRecord();
    const QByteArray changed = rewrite(p.white().sent()[3], [](Message& m) { m.move = m.move == "pass" ? "nosub" : "pass"; });
    QCOMPARE(int(p.black().receive(changed)), int(RemoteGame::Receipt::Refused));
    QCOMPARE(int(p.black().stage()), int(RemoteGame::Stage::Finished));
    QCOMPARE(q(p.black().verifiedRecord()), q(record));
}

QTEST_GUILESS_MAIN(TestTampering)
#include "tst_tampering.moc"
