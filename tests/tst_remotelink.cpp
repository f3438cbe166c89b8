// Remote play's transport: the invite and turn links, and whole games over a real TCP
// connection on loopback between two sessions in one process (the host and the friend who
// joins), a connection without the key, a second peer, an oversized frame, a dropped
// connection that resumes.
#include "testsupport.h"

#include "players/randomplayer.h"
#include "record.h"
#include "remote/commitment.h"
#include "remotelinks.h"
#include "remotesession.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QtEndian>

using namespace gs;
using gs::remote::RemoteGame;
using namespace test;

namespace {

// Plays a side's turns with random moves as the session says the game moved on.
class AutoPlayer : public QObject {
public:
    AutoPlayer(RemoteSession& s, uint64_t seed) : session_(s), rng_(seed)
    {
        connect(&s, &RemoteSession::gameChanged, this, [this] { QMetaObject::invokeMethod(this, [this] { move(); }, Qt::QueuedConnection); });
    }
    void move()
    {
        RemoteGame* g = session_.game();
        if (!g || !g->myTurn() || (limit_ >= 0 && played_ >= limit_))
            return;
        ++played_;
        const QString why = session_.play(player_.choose(g->position(), rng_));
        if (!why.isEmpty())
            qWarning("refused: %s", qPrintable(why));
    }
    int limit_ = -1;
    int played_ = 0;

private:
    RemoteSession& session_;
    RandomPlayer player_;
    Rng rng_;
};

bool finished(RemoteSession& s) { return s.game() && s.game()->stage() == RemoteGame::Stage::Finished; }

}  // namespace

class TestRemoteLink : public QObject {
    Q_OBJECT
private slots:
    void invitesRoundTripAndRefuseDamage();
    void turnLinksRoundTripAndRefuseDamage();
    void aLiveGameOverLoopback_data();
    void aLiveGameOverLoopback();
    void aGameByMessageLinks();
    void noKeyNoGame();
    void oneFriendPerGame();
    void aSilentStrangerDoesNotKeepTheFriendOut();
    void anOversizedFrameClosesTheConnection();
    void aDroppedConnectionResumes();
    void aRestartedAppResumesFromItsSave();
};

void TestRemoteLink::invitesRoundTripAndRefuseDamage()
{
    const remotelink::Invite in{QStringLiteral("192.168.1.20"), 47047, QByteArray::fromHex("00112233445566778899aabbccddeeff")};
    const QString link = remotelink::inviteLink(in);
    QCOMPARE(link, QStringLiteral("goalscorer:join/192.168.1.20:47047/00112233445566778899aabbccddeeff"));
    QString error;
    const auto out = remotelink::parseInvite(link + '.', &error);
    QVERIFY2(out, qPrintable(error));
    QCOMPARE(out->address, in.address);
    QCOMPARE(out->port, in.port);
    QCOMPARE(out->key, in.key);
    const auto v6 = remotelink::parseInvite(remotelink::inviteLink({QStringLiteral("::1"), 5, in.key}), &error);
    QVERIFY2(v6 && v6->address == QLatin1String("::1"), qPrintable(error));
    for (const char* bad : {"goalscorer:position/x", "goalscorer:join/host:99999/00112233445566778899aabbccddeeff",
                            "goalscorer:join/host:80/0011", "goalscorer:join/ho st:80/00112233445566778899aabbccddeeff",
                            "goalscorer:join/<b>:80/00112233445566778899aabbccddeeff"}) {
        QVERIFY2(!remotelink::parseInvite(QString::fromLatin1(bad), &error), bad);
        QVERIFY(!error.isEmpty());
    }
}

void TestRemoteLink::turnLinksRoundTripAndRefuseDamage()
{
    const std::vector<QByteArray> messages{"{\"a\":1}", "{\"b\":\"x\"}"};
    const QString link = remotelink::turnLink(messages);
    QVERIFY(link.startsWith(QLatin1String("goalscorer:turn/")));
    QString error;
    const auto back = remotelink::parseTurnLink(link, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, messages);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("qUncompress"));
    QVERIFY(!remotelink::parseTurnLink(link.left(link.size() - 5), &error));  // cut short
    QVERIFY(!remotelink::parseTurnLink(QStringLiteral("goalscorer:turn/@@@"), &error));
    QVERIFY(!remotelink::parseTurnLink(QStringLiteral("goalscorer:turn/") + QString(9000, 'A'), &error));
    QVERIFY(error.contains(QLatin1String("too long")));
    // A zip bomb: a tiny link that claims to unpack to a gigabyte is refused unpacked.
    QByteArray bomb = qCompress(QByteArray(1000, ' '));
    qToBigEndian(quint32(1u << 30), bomb.data());
    QVERIFY(!remotelink::parseTurnLink(QStringLiteral("goalscorer:turn/") + QString::fromLatin1(bomb.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals)), &error));
    QVERIFY2(error.contains(QLatin1String("more than")), qPrintable(error));
}

void TestRemoteLink::aLiveGameOverLoopback_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("hostIsWhite");
    QTest::newRow("classic, host White") << "classic" << true;
    QTest::newRow("manual setup, host Black") << "manual-setup" << false;
    QTest::newRow("no penalties, host White") << "no-penalties" << true;
}

void TestRemoteLink::aLiveGameOverLoopback()
{
    QFETCH(QString, variant);
    QFETCH(bool, hostIsWhite);
    const Rules& rules = *registry().find(variant.toStdString());
    const Side hostSide = hostIsWhite ? Side::White : Side::Black;
    auto arrange = [](const Rules& r, Side s) -> std::optional<remote::Arrangement> {
        return remote::arrangementOf(State::deal(r, 99), s);
    };
    RemoteSession host(registry()), guest(registry());
    QString error;
    std::optional<remote::Arrangement> manual;
    if (rules.variant().setup == SetupMode::Manual)
        manual = arrange(rules, hostSide);
    QVERIFY2(host.host(rules, hostSide, QHostAddress::LocalHost, 0, &error, manual), qPrintable(error));
    QVERIFY(host.link()->port() != 0);
    AutoPlayer a(host, 1), b(guest, 2);
    QVERIFY2(guest.join(host.invite(), &error, arrange), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(finished(host) && finished(guest), 60000);
    QCOMPARE(q(host.game()->verifiedRecord()), q(guest.game()->verifiedRecord()));
    QCOMPARE(guest.game()->side(), opponent(hostSide));
    QVERIFY(readRecord(host.game()->verifiedRecord()).moves.size() > 4);
}

void TestRemoteLink::aGameByMessageLinks()
{
    RemoteSession a(registry()), b(registry());
    QString error;
    QVERIFY(a.startByMessage(classic(), Side::Black, &error));
    QString link = a.turnLink();
    QVERIFY(!link.isEmpty());
    RandomPlayer random;
    Rng rng(7);
    RemoteSession* from = &a;
    RemoteSession* to = &b;
    for (int turn = 0; turn < 1000 && !(finished(a) && finished(b)); ++turn) {
        QVERIFY2(to->openTurnLink(link, &error), qPrintable(error));
        // Opening the same link twice changes nothing (every message in it is a duplicate).
        QVERIFY2(to->openTurnLink(link, &error), qPrintable(error));
        while (to->game()->myTurn())
            QVERIFY(to->play(random.choose(to->game()->position(), rng)).isEmpty());
        const QString reply = to->turnLink();
        std::swap(from, to);
        if (reply.isEmpty() || reply == link)
            break;
        link = reply;
        QVERIFY2(link.size() <= 2000, qPrintable(QString::number(link.size())));
    }
    QVERIFY(finished(a) && finished(b));
    QCOMPARE(q(a.game()->verifiedRecord()), q(b.game()->verifiedRecord()));
}

void TestRemoteLink::noKeyNoGame()
{
    RemoteSession host(registry());
    QString error;
    QVERIFY(host.host(classic(), Side::White, QHostAddress::LocalHost, 0, &error));
    QSignalSpy turned(host.link(), &LiveLink::turnedAway);
    // A stranger with the wrong key: turned away, and nothing of the game is sent to it.
    QTcpSocket stranger;
    stranger.connectToHost(QHostAddress::LocalHost, host.link()->port());
    QVERIFY(stranger.waitForConnected(5000));
    const QByteArray hello = "{\"type\":\"hello\",\"key\":\"ffffffffffffffffffffffffffffffff\",\"v\":1}";
    QByteArray frame(4, '\0');
    qToBigEndian(quint32(hello.size()), frame.data());
    stranger.write(frame + hello);
    QVERIFY(turned.wait(5000));
    QVERIFY(stranger.state() == QAbstractSocket::UnconnectedState || stranger.waitForDisconnected(5000));
    QCOMPARE(stranger.readAll(), QByteArray());
    // A stranger that sends a big first frame: turned away before it is read.
    QTcpSocket big;
    big.connectToHost(QHostAddress::LocalHost, host.link()->port());
    QVERIFY(big.waitForConnected(5000));
    qToBigEndian(quint32(1 << 20), frame.data());
    big.write(frame + QByteArray(1000, 'x'));
    QVERIFY(turned.wait(5000));
    QCOMPARE(big.readAll(), QByteArray());
    QCOMPARE(int(host.link()->status()), int(LiveLink::Status::Listening));
    QCOMPARE(int(host.game()->stage()), int(RemoteGame::Stage::Opening));
}

void TestRemoteLink::oneFriendPerGame()
{
    RemoteSession host(registry()), guest(registry());
    QString error;
    QVERIFY(host.host(classic(), Side::White, QHostAddress::LocalHost, 0, &error));
    QVERIFY(guest.join(host.invite(), &error));
    QTRY_VERIFY_WITH_TIMEOUT(guest.game() && guest.game()->stage() == RemoteGame::Stage::Playing, 10000);
    // The listener is closed while the friend is connected: a second peer finds nobody.
    QTcpSocket second;
    second.connectToHost(QHostAddress::LocalHost, host.link()->port());
    QVERIFY(!second.waitForConnected(2000) || second.waitForDisconnected(2000));
}

// A connection that never says its hello is turned away after the hello time, and the friend,
// turned away while it held the place, gets in on its next try.
void TestRemoteLink::aSilentStrangerDoesNotKeepTheFriendOut()
{
    RemoteSession host(registry()), guest(registry());
    QString error;
    QVERIFY(host.host(classic(), Side::White, QHostAddress::LocalHost, 0, &error));
    host.link()->setHelloTimeout(300);
    QSignalSpy turned(host.link(), &LiveLink::turnedAway);
    QTcpSocket silent;
    silent.connectToHost(QHostAddress::LocalHost, host.link()->port());
    QVERIFY(silent.waitForConnected(5000));
    QVERIFY(turned.wait(5000));
    QVERIFY2(turned.first().first().toString().contains(QLatin1String("in time")), qPrintable(turned.first().first().toString()));
    QVERIFY(guest.join(host.invite(), &error));
    QTRY_VERIFY_WITH_TIMEOUT(guest.game() && guest.game()->stage() == RemoteGame::Stage::Playing, 10000);
}

void TestRemoteLink::anOversizedFrameClosesTheConnection()
{
    RemoteSession host(registry());
    QString error;
    QVERIFY(host.host(classic(), Side::White, QHostAddress::LocalHost, 0, &error));
    const auto invite = remotelink::parseInvite(host.invite(), &error);
    QTcpSocket peer;
    peer.connectToHost(QHostAddress::LocalHost, invite->port);
    QVERIFY(peer.waitForConnected(5000));
    const QByteArray hello = "{\"key\":\"" + invite->key.toHex() + "\",\"type\":\"hello\",\"v\":1}";
    QByteArray frame(4, '\0');
    qToBigEndian(quint32(hello.size()), frame.data());
    QSignalSpy connected(host.link(), &LiveLink::connected);
    peer.write(frame + hello);
    QVERIFY(connected.wait(5000));
    QSignalSpy lost(host.link(), &LiveLink::lost);
    qToBigEndian(quint32(gs::remote::kMaxMessageBytes + 1), frame.data());
    peer.write(frame + QByteArray(100, '{'));
    QVERIFY(lost.wait(5000));
    QVERIFY2(lost.first().first().toString().contains(QLatin1String("over the limit")), qPrintable(lost.first().first().toString()));
    QCOMPARE(int(host.game()->stage()), int(RemoteGame::Stage::Opening));  // the game is untouched
    QCOMPARE(int(host.link()->status()), int(LiveLink::Status::Listening));  // and waits for the friend again
}

// The connection drops mid-game; the friend's app retries, the host listens again, and the
// game goes on from where both were to a verified end.
void TestRemoteLink::aDroppedConnectionResumes()
{
    RemoteSession host(registry()), guest(registry());
    QString error;
    QVERIFY(host.host(classic(), Side::White, QHostAddress::LocalHost, 0, &error));
    AutoPlayer a(host, 3), b(guest, 4);
    a.limit_ = 6;
    QVERIFY(guest.join(host.invite(), &error));
    QTRY_VERIFY_WITH_TIMEOUT(a.played_ >= 6 && guest.game() && guest.game()->moves().size() >= 11, 20000);
    QSignalSpy lost(guest.link(), &LiveLink::lost);
    QSignalSpy reconnected(guest.link(), &LiveLink::connected);
    host.link()->close();  // the network goes
    QString hostError;
    QVERIFY(lost.wait(5000));
    QVERIFY2(host.link()->host(QHostAddress::LocalHost, remotelink::parseInvite(host.invite(), &error)->port,
                               remotelink::parseInvite(host.invite(), &error)->key, &hostError), qPrintable(hostError));
    QVERIFY(reconnected.wait(10000));
    a.limit_ = -1;
    a.move();
    QTRY_VERIFY_WITH_TIMEOUT(finished(host) && finished(guest), 60000);
    QCOMPARE(q(host.game()->verifiedRecord()), q(guest.game()->verifiedRecord()));
}

// The friend's app is closed mid-game and started again from its save: it joins again with
// the same invite and the game ends verified.
void TestRemoteLink::aRestartedAppResumesFromItsSave()
{
    RemoteSession host(registry());
    auto guest = std::make_unique<RemoteSession>(registry());
    QString error;
    QVERIFY(host.host(classic(), Side::Black, QHostAddress::LocalHost, 0, &error));
    AutoPlayer a(host, 5);
    auto b = std::make_unique<AutoPlayer>(*guest, 6);
    b->limit_ = 5;
    QVERIFY(guest->join(host.invite(), &error));
    // The friend stops on its own turn after five moves, everything before it exchanged.
    QTRY_VERIFY_WITH_TIMEOUT(b->played_ >= 5 && guest->game()->myTurn(), 20000);
    const QJsonObject save = guest->save();
    const size_t moves = guest->game()->moves().size();
    b.reset();
    guest.reset();  // the app is gone
    RemoteSession again(registry());
    QVERIFY2(again.restore(save, &error), qPrintable(error));
    QCOMPARE(again.game()->moves().size(), moves);
    AutoPlayer c(again, 7);
    c.move();
    QTRY_VERIFY_WITH_TIMEOUT(finished(host) && finished(again), 60000);
    QCOMPARE(q(host.game()->verifiedRecord()), q(again.game()->verifiedRecord()));
}

QTEST_GUILESS_MAIN(TestRemoteLink)
#include "tst_remotelink.moc"
