// Remote play (PROTOCOL.md): two sides in one process play whole games through the protocol's
// messages, each with only its own secrets, and both end with the same verified record.
#include "remotesupport.h"

#include "record.h"
#include "remote/commitment.h"
#include "remote/message.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace gs;
using namespace gs::remote;
using namespace test;

class TestRemote : public QObject {
    Q_OBJECT
private slots:
    void fullGamesVerifyAndMatch_data();
    void fullGamesVerifyAndMatch();
    void eachSideSeesOnlyItsView();
    void aDealIsNeitherSidesChoice();
    void commitmentsBindIdentityOriginAndSide();
    void messagesRoundTrip();
    void messageRejections_data();
    void messageRejections();
    void aSavedGameResumes();
    void aMessageSentTwiceIsAppliedOnce();
};

void TestRemote::fullGamesVerifyAndMatch_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("greedy");
    for (const char* v : {"classic", "manual-setup", "fixed-setup", "no-penalties"})
        for (int seed = 1; seed <= 6; ++seed)
            QTest::addRow("%s %d%s", v, seed, seed > 3 ? " greedy" : "") << QString::fromLatin1(v) << seed << (seed > 3);
}

// A whole game to the final whistle: both sides verify everything, their records are the same
// bytes, and that record replays to the same end with every identity.
void TestRemote::fullGamesVerifyAndMatch()
{
    QFETCH(QString, variant);
    QFETCH(int, seed);
    QFETCH(bool, greedy);
    const Rules& rules = *registry().find(variant.toStdString());
    RemotePair p = makePair(rules, uint64_t(seed));
    RandomPlayer random;
    GreedyPlayer greedyPlayer;
    Rng rng{uint64_t(seed)};
    QVERIFY(playOn(p, greedy ? static_cast<Player&>(greedyPlayer) : random, rng));
    QCOMPARE(int(p.white().stage()), int(RemoteGame::Stage::Finished));
    QCOMPARE(int(p.black().stage()), int(RemoteGame::Stage::Finished));
    QVERIFY(!p.white().verifiedRecord().empty());
    QCOMPARE(q(p.white().verifiedRecord()), q(p.black().verifiedRecord()));
    const GameRecord r = readRecord(p.white().verifiedRecord());
    const std::vector<State> positions = replayRecord(r, registry().lookup());
    QVERIFY(positions.back().isTerminal());
    QCOMPARE(int(r.moves.size()), int(p.white().moves().size()));
    QVERIFY(!positions.front().hasHiddenIdentities());
    QCOMPARE(r.tag("Verified"), std::string("both sides' commitments, deals and moves checked"));
}

// After every move each side's position is exactly the rules' view of the true game (known
// only at the end): nothing hidden leaks, and nothing shown is missing.
void TestRemote::eachSideSeesOnlyItsView()
{
    for (const char* v : {"classic", "manual-setup"}) {
        const Rules& rules = *registry().find(v);
        for (uint64_t seed = 11; seed <= 14; ++seed) {
            RemotePair p = makePair(rules, seed);
            RandomPlayer random;
            Rng rng(seed);
            std::vector<std::pair<Side, State>> seen;
            QVERIFY(playOn(p, random, rng, 100000, &seen));
            const GameRecord r = readRecord(p.white().verifiedRecord());
            const std::vector<State> truth = replayRecord(r, registry().lookup());
            // Two snapshots (White's, Black's) per move; a move waiting on the friend's proofs
            // is not in moves() yet, so snapshots are compared by the number of moves each knew.
            QCOMPARE(seen.size(), 2 * (truth.size() - 1));
            for (size_t i = 0; i < seen.size(); ++i) {
                const auto& [side, pos] = seen[i];
                const State expected = truth[i / 2 + 1].view(side);
                if (formatGpn(pos) != formatGpn(expected))
                    QFAIL(qPrintable(QStringLiteral("%1 %2 after move %3 (%4):\n  has  %5\n  view %6")
                                         .arg(v).arg(sideChar(side)).arg(i / 2 + 1).arg(q(r.moves[i / 2]))
                                         .arg(q(formatGpn(pos)), q(formatGpn(expected)))));
            }
        }
    }
}

// Random set-up: a side's deal follows from its own seed and the friend's nonce; the same seed
// with another nonce deals otherwise, so no side can aim for a deal once the nonce is unknown.
void TestRemote::aDealIsNeitherSidesChoice()
{
    const Rules& rules = classic();
    const QByteArray seed(kSeedBytes, 'a');
    int differing = 0;
    for (int n = 0; n < 20; ++n) {
        const QByteArray nonce(kSeedBytes, char('0' + n));
        const Arrangement a = arrangementOf(State::deal(rules, dealSeed(Side::White, seed, nonce)), Side::White);
        const Arrangement b = arrangementOf(State::deal(rules, dealSeed(Side::White, seed, QByteArray(kSeedBytes, 'z'))), Side::White);
        QVERIFY(!arrangementProblem(rules, Side::White, a));
        differing += a != b;
    }
    QVERIFY(differing >= 18);
    QVERIFY(dealSeed(Side::White, seed, QByteArray(kSeedBytes, 'n')) != dealSeed(Side::Black, seed, QByteArray(kSeedBytes, 'n')));
    QCOMPARE(seedHash(seed), seedHash(seed));
    QVERIFY(seedHash(seed) != seedHash(QByteArray(kSeedBytes, 'b')));
}

void TestRemote::commitmentsBindIdentityOriginAndSide()
{
    const QByteArray salt(kSaltBytes, 's');
    const QByteArray c = commitment(Side::White, "d2", kStar, salt);
    QCOMPARE(c.size(), kHashBytes);
    QCOMPARE(commitment(Side::White, "d2", kStar, salt), c);
    QVERIFY(commitment(Side::White, "d2", 4, salt) != c);
    QVERIFY(commitment(Side::White, "a3", kStar, salt) != c);
    QVERIFY(commitment(Side::Black, "d2", kStar, salt) != c);
    QVERIFY(commitment(Side::White, "d2", kStar, QByteArray(kSaltBytes, 't')) != c);
    // Fields are separated, so "d2"+"11" cannot pass for "d21"+"1".
    QVERIFY(commitment(Side::White, "d2", 11, salt) != commitment(Side::White, "d21", 1, salt));
    const QByteArray r1 = randomBytes(kSaltBytes), r2 = randomBytes(kSaltBytes);
    QCOMPARE(r1.size(), kSaltBytes);
    QVERIFY(r1 != r2);
}

void TestRemote::messagesRoundTrip()
{
    // Every message of whole games reads back to the same bytes.
    int count = 0;
    for (uint64_t seed = 5; seed < 10; ++seed) {
        RemotePair p = makePair(classic(), seed);
        RandomPlayer random;
        Rng rng(seed);
        QVERIFY(playOn(p, random, rng));
        for (RemoteGame* g : {&p.white(), &p.black()})
            for (const QByteArray& m : g->sent()) {
                QCOMPARE(writeMessage(readMessage(m)), m);
                ++count;
            }
    }
    QVERIFY2(count > 100, qPrintable(QString::number(count)));
}

void TestRemote::messageRejections_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason");
    const QByteArray game = "\"game\":\"00112233445566778899aabbccddeeff\"";
    QTest::addRow("not JSON") << QByteArray("<b>hello</b>") << "not JSON";
    QTest::addRow("an array") << QByteArray("[1,2]") << "not a JSON object";
    QTest::addRow("no version") << ("{" + game + ",\"seq\":1,\"type\":\"bye\"}") << "no protocol version";
    QTest::addRow("newer version") << ("{\"v\":2," + game + ",\"seq\":1,\"type\":\"bye\"}") << "update GOALSCORER";
    QTest::addRow("short game id") << QByteArray("{\"v\":1,\"game\":\"0011\",\"seq\":1,\"type\":\"bye\"}") << "\"game\"";
    QTest::addRow("seq zero") << ("{\"v\":1," + game + ",\"seq\":0,\"type\":\"bye\"}") << "message number";
    QTest::addRow("seq fraction") << ("{\"v\":1," + game + ",\"seq\":1.5,\"type\":\"bye\"}") << "message number";
    QTest::addRow("unknown type") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"chat\"}") << "type";
    QTest::addRow("extra field") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"bye\",\"text\":\"hi\"}") << "no field \"text\"";
    QTest::addRow("missing field") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"nonce\"}") << "\"nonce\"";
    QTest::addRow("upper-case hex") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"nonce\",\"nonce\":\"" + QByteArray(64, 'A') + "\"}")
                                    << "lower-case hex";
    QTest::addRow("markup as a move") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"move\",\"move\":\"<b> x\",\"from\":\""
                                          + QByteArray(64, 'a') + "\",\"proofs\":[]}")
                                      << "printable ASCII";
    QTest::addRow("identity 12") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"reveal\",\"proofs\":[{\"origin\":\"d2\",\"identity\":\"12\",\"salt\":\""
                                     + QByteArray(32, 'a') + "\"}]}")
                                 << "not 1 to 11 or s";
    QTest::addRow("origin twice") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"reveal\",\"proofs\":[{\"origin\":\"d2\",\"identity\":\"4\",\"salt\":\""
                                      + QByteArray(32, 'a') + "\"},{\"origin\":\"d2\",\"identity\":\"5\",\"salt\":\"" + QByteArray(32, 'a') + "\"}]}")
                                  << "proven twice";
    QTest::addRow("oversized") << ("{\"v\":1," + game + ",\"seq\":1,\"type\":\"bye\",\"pad\":\"" + QByteArray(kMaxMessageBytes, 'x') + "\"}")
                               << "over the limit";
}

void TestRemote::messageRejections()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    try {
        readMessage(bytes);
        QFAIL("accepted");
    } catch (const MessageError& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(reason), e.what());
    }
}

// Both sides save mid-game (as their autosaves do), are rebuilt from the saves alone, and play
// on to the same verified record; a save holds no secret of the friend's.
void TestRemote::aSavedGameResumes()
{
    for (const char* v : {"classic", "manual-setup"}) {
        const Rules& rules = *registry().find(v);
        RemotePair p = makePair(rules, 21);
        RandomPlayer random;
        Rng rng(21);
        QVERIFY(playOn(p, random, rng, 17));
        QCOMPARE(int(p.white().stage()), int(RemoteGame::Stage::Playing));
        RemotePair resumed;
        for (int s = 0; s < 2; ++s) {
            const QJsonObject save = p.side[s]->save();
            QCOMPARE(RemoteGame::savedVariant(save), rules.id());
            std::string error;
            resumed.side[s] = RemoteGame::restore(save, rules, &error);
            QVERIFY2(resumed.side[s], error.c_str());
            QCOMPARE(q(formatGpn(resumed.side[s]->position())), q(formatGpn(p.side[s]->position())));
            QCOMPARE(resumed.side[s]->sent(), p.side[s]->sent());
        }
        // White's save holds none of Black's salts: they were never sent before the end.
        const QByteArray whiteSave = QJsonDocument(p.white().save()).toJson();
        QVERIFY(!whiteSave.contains("final"));
        Rng rngA(22), rngB(22);
        QVERIFY(playOn(p, random, rngA));
        QVERIFY(playOn(resumed, random, rngB));
        QCOMPARE(int(resumed.white().stage()), int(RemoteGame::Stage::Finished));
        QCOMPARE(q(resumed.white().verifiedRecord()), q(p.white().verifiedRecord()));
        QCOMPARE(q(resumed.black().verifiedRecord()), q(p.black().verifiedRecord()));
        // A damaged save is refused with a reason.
        QJsonObject damaged = p.white().save();
        damaged.insert(QStringLiteral("secrets"), QJsonArray{});
        std::string error;
        QVERIFY(!RemoteGame::restore(damaged, rules, &error));
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("cannot be read")), error.c_str());
    }
}

// After a reconnection each side sends everything again: what was applied is ignored, what
// was not is applied, and the game goes on from the last move both have.
void TestRemote::aMessageSentTwiceIsAppliedOnce()
{
    RemotePair p = makePair(classic(), 31);
    RandomPlayer random;
    Rng rng(31);
    QVERIFY(playOn(p, random, rng, 12));
    const std::string before = formatGpn(p.black().position());
    for (const QByteArray& m : p.white().sent())
        QCOMPARE(int(p.black().receive(m)), int(RemoteGame::Receipt::Duplicate));
    QCOMPARE(q(formatGpn(p.black().position())), q(before));
    // A move that got lost on the way: Black has not seen White's last message; resending all
    // applies just that one.
    RemotePair q2 = makePair(classic(), 32);
    Rng rng2(32);
    QVERIFY(playOn(q2, random, rng2, 6));
    RemoteGame* mover = q2.white().myTurn() ? &q2.white() : &q2.black();
    RemoteGame* other = mover == &q2.white() ? &q2.black() : &q2.white();
    QVERIFY(mover->play(random.choose(mover->position(), rng2)).empty());
    (void)mover->takeOutgoing();  // lost
    const size_t movesBefore = other->moves().size();
    int applied = 0;
    for (const QByteArray& m : mover->sent())
        applied += other->receive(m) == RemoteGame::Receipt::Applied;
    QVERIFY(applied >= 1);
    QVERIFY(other->moves().size() > movesBefore || mover->moves().size() == movesBefore);
    QVERIFY(playOn(q2, random, rng2));
    QCOMPARE(int(q2.white().stage()), int(RemoteGame::Stage::Finished));
}

QTEST_GUILESS_MAIN(TestRemote)
#include "tst_remote.moc"
