// A live game's connection (PROTOCOL.md §7): the host listens on the address and port it
// picks for one peer; the peer's first frame must be a `hello` with the invite's key, or the
// connection is closed before anything else is read. Each frame is a 4-byte big-endian length
// and one message. The link only carries bytes: RemoteSession gives them to the RemoteGame.
#pragma once

#include "remotelinks.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

class LiveLink : public QObject {
    Q_OBJECT

public:
    enum class Status { Closed, Listening, Connecting, Connected };
    Q_ENUM(Status)

    explicit LiveLink(QObject* parent = nullptr);
    ~LiveLink() override;

    // Listens on `address`:`port` (0: a free port, see port()) for the peer with `key`. False
    // with *error (the port taken, the address not this machine's) and nothing listening.
    bool host(const QHostAddress& address, quint16 port, const QByteArray& key, QString* error);
    // Connects to an invite's host, and again every `retryMs` after the connection is lost or
    // refused, until close().
    void join(const remotelink::Invite& invite, int retryMs = 1000);
    // Sends one message now; false (nothing sent) unless connected. RemoteSession sends again
    // what the friend has not answered after a reconnection.
    bool send(const QByteArray& message);
    // Stops listening, connecting and retrying; drops the peer.
    void close();

    // How long a connection may take to say its hello before it is turned away (ms; 10 s).
    void setHelloTimeout(int ms) { helloMs_ = ms; }

    Status status() const { return status_; }
    quint16 port() const;
    bool hosting() const { return hosting_; }

signals:
    void statusChanged();
    void connected();
    void received(const QByteArray& message);
    // The connection went (the peer closed it, the network failed); the host listens again,
    // the joiner retries.
    void lost(const QString& why);
    // A connection the host turned away (no hello, a wrong key, a second peer): why, in words.
    void turnedAway(const QString& why);

private:
    void setStatus(Status s);
    void acceptPeer();
    void readFrames();
    void dropPeer(const QString& why);
    void retry();

    QTcpServer server_;
    QPointer<QTcpSocket> peer_;
    bool hosting_ = false;
    bool greeted_ = false;  // the host has the peer's hello; the joiner has sent its own
    QHostAddress address_;
    quint16 wantedPort_ = 0;
    QByteArray key_;
    remotelink::Invite invite_;
    int retryMs_ = 1000;
    QTimer retry_;
    QTimer helloDeadline_;  // a peer that says nothing is not let hold the game's one place
    int helloMs_ = 10000;
    QByteArray buffer_;
    Status status_ = Status::Closed;
};
