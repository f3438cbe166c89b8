#include "livelink.h"

#include "remote/message.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

namespace {

// A hello is small; a longer first frame is turned away unread.
constexpr int kMaxHelloBytes = 256;

QByteArray frame(const QByteArray& message)
{
    QByteArray out(4, '\0');
    qToBigEndian(quint32(message.size()), out.data());
    return out + message;
}

QByteArray hello(const QByteArray& key)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("v"), gs::remote::kProtocolVersion},
                                     {QStringLiteral("type"), QStringLiteral("hello")},
                                     {QStringLiteral("key"), QString::fromLatin1(key.toHex())}})
        .toJson(QJsonDocument::Compact);
}

// Compares every byte whatever the first difference, so the time taken says nothing of the key.
bool sameKey(const QByteArray& a, const QByteArray& b)
{
    if (a.size() != b.size())
        return false;
    unsigned diff = 0;
    for (int i = 0; i < a.size(); ++i)
        diff |= unsigned(uchar(a[i]) ^ uchar(b[i]));
    return diff == 0;
}

}  // namespace

LiveLink::LiveLink(QObject* parent) : QObject(parent)
{
    server_.setMaxPendingConnections(1);
    connect(&server_, &QTcpServer::newConnection, this, &LiveLink::acceptPeer);
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &LiveLink::retry);
    helloDeadline_.setSingleShot(true);
    connect(&helloDeadline_, &QTimer::timeout, this, [this] {
        if (hosting_ && peer_ && !greeted_) {
            emit turnedAway(tr("A connection was turned away: it did not say the invite's key in time."));
            dropPeer({});
        }
    });
}

LiveLink::~LiveLink()
{
    blockSignals(true);  // nobody hears of a link that is going away
    close();
}

void LiveLink::setStatus(Status s)
{
    if (status_ == s)
        return;
    status_ = s;
    emit statusChanged();
}

quint16 LiveLink::port() const { return hosting_ ? (server_.isListening() ? server_.serverPort() : wantedPort_) : invite_.port; }

bool LiveLink::host(const QHostAddress& address, quint16 port, const QByteArray& key, QString* error)
{
    close();
    if (!server_.listen(address, port)) {
        if (error)
            *error = tr("Cannot listen on %1 port %2: %3").arg(address.toString()).arg(port).arg(server_.errorString());
        return false;
    }
    hosting_ = true;
    address_ = address;
    wantedPort_ = server_.serverPort();  // the same port again after a lost connection
    key_ = key;
    setStatus(Status::Listening);
    return true;
}

void LiveLink::join(const remotelink::Invite& invite, int retryMs)
{
    close();
    hosting_ = false;
    invite_ = invite;
    retryMs_ = retryMs;
    retry();
}

void LiveLink::retry()
{
    if (hosting_ || peer_)
        return;
    auto* socket = new QTcpSocket(this);
    peer_ = socket;
    socket->setReadBufferSize(2 * (gs::remote::kMaxMessageBytes + 4));
    greeted_ = false;
    buffer_.clear();
    setStatus(Status::Connecting);
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        socket->write(frame(hello(invite_.key)));
        greeted_ = true;
        setStatus(Status::Connected);
        emit connected();
    });
    connect(socket, &QTcpSocket::readyRead, this, &LiveLink::readFrames);
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        if (socket == peer_)
            dropPeer(tr("The connection was closed."));
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        if (socket == peer_)
            dropPeer(socket->errorString());
    });
    socket->connectToHost(invite_.address, invite_.port);
}

void LiveLink::acceptPeer()
{
    while (QTcpSocket* incoming = server_.nextPendingConnection()) {
        if (peer_) {  // one peer per game
            emit turnedAway(tr("A second connection was turned away: this game has its friend."));
            incoming->abort();
            incoming->deleteLater();
            continue;
        }
        peer_ = incoming;
        incoming->setParent(this);
        incoming->setReadBufferSize(2 * (gs::remote::kMaxMessageBytes + 4));
        greeted_ = false;
        buffer_.clear();
        helloDeadline_.start(helloMs_);
        connect(incoming, &QTcpSocket::readyRead, this, &LiveLink::readFrames);
        connect(incoming, &QTcpSocket::disconnected, this, [this, incoming] {
            if (incoming == peer_)
                dropPeer(tr("The friend's app closed the connection."));
        });
    }
}

void LiveLink::readFrames()
{
    QTcpSocket* socket = peer_;
    if (!socket)
        return;
    buffer_ += socket->readAll();  // at most the socket's read buffer (two messages' worth)
    while (buffer_.size() >= 4) {
        const quint32 size = qFromBigEndian<quint32>(buffer_.constData());
        if (!greeted_ && size > quint32(kMaxHelloBytes)) {
            emit turnedAway(tr("A connection was turned away: it did not begin with the invite's key."));
            dropPeer({});
            return;
        }
        if (size > quint32(gs::remote::kMaxMessageBytes)) {
            dropPeer(tr("The friend's app sent a message of %1 bytes, over the limit of %2; the connection was closed.")
                         .arg(size).arg(gs::remote::kMaxMessageBytes));
            return;
        }
        if (buffer_.size() < qsizetype(4 + size))
            break;
        const QByteArray message = buffer_.mid(4, size);
        buffer_.remove(0, 4 + size);
        if (!greeted_) {  // the host's first frame from this peer
            const QJsonObject o = QJsonDocument::fromJson(message).object();
            const QByteArray key = QByteArray::fromHex(o.value(QStringLiteral("key")).toString().toLatin1());
            if (o.value(QStringLiteral("type")).toString() != QLatin1String("hello") || !sameKey(key, key_)) {
                emit turnedAway(tr("A connection was turned away: it did not begin with the invite's key."));
                dropPeer({});
                return;
            }
            greeted_ = true;
            helloDeadline_.stop();
            server_.close();  // one peer: nobody else is heard while it is connected
            setStatus(Status::Connected);
            emit connected();
            continue;
        }
        emit received(message);
        if (socket != peer_)
            return;  // a receiver closed the link
    }
    if (socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &LiveLink::readFrames, Qt::QueuedConnection);
}

bool LiveLink::send(const QByteArray& message)
{
    if (!peer_ || status_ != Status::Connected)
        return false;
    peer_->write(frame(message));
    return true;
}

void LiveLink::dropPeer(const QString& why)
{
    const bool wasGreeted = greeted_;
    if (QTcpSocket* socket = peer_) {
        peer_ = nullptr;
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    greeted_ = false;
    buffer_.clear();
    if (hosting_) {
        if (!server_.isListening() && !server_.listen(address_, wantedPort_)) {
            setStatus(Status::Closed);
            emit lost(tr("Cannot listen again on port %1: %2").arg(wantedPort_).arg(server_.errorString()));
            return;
        }
        setStatus(Status::Listening);
        if (wasGreeted)
            emit lost(why);
        return;
    }
    if (status_ == Status::Closed)
        return;
    setStatus(Status::Connecting);
    emit lost(why);
    retry_.start(retryMs_);
}

void LiveLink::close()
{
    retry_.stop();
    helloDeadline_.stop();
    const bool wasHosting = hosting_;
    hosting_ = false;
    setStatus(Status::Closed);
    if (QTcpSocket* socket = peer_) {
        peer_ = nullptr;
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    greeted_ = false;
    buffer_.clear();
    if (wasHosting || server_.isListening())
        server_.close();
}
