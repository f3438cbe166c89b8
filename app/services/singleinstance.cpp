#include "singleinstance.h"

#include "sharelink.h"

#include <QFileInfo>
#include <QLocalSocket>
#include <QRegularExpression>

#include <memory>

namespace {
constexpr int kTimeoutMs = 1000;
constexpr qint64 kMaxMessage = 256 * 1024;  // a few links or paths; more is not a hand-over
}  // namespace

SingleInstance::SingleInstance(QString name, QObject* parent)
    : QObject(parent), name_(std::move(name))
{
}

bool SingleInstance::handOver(const QStringList& arguments) const
{
    QLocalSocket socket;
    socket.connectToServer(name_);
    if (!socket.waitForConnected(kTimeoutMs))
        return false;
    socket.write(arguments.join('\n').toUtf8());
    socket.flush();
    socket.disconnectFromServer();
    if (socket.state() != QLocalSocket::UnconnectedState)
        socket.waitForDisconnected(kTimeoutMs);
    return true;
}

bool SingleInstance::listen()
{
    server_.setSocketOptions(QLocalServer::UserAccessOption);  // only this user may hand over files
    if (!server_.listen(name_)) {
        QLocalServer::removeServer(name_);  // left by an app that crashed
        if (!server_.listen(name_))
            return false;
    }
    connect(&server_, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = server_.nextPendingConnection()) {
            auto buffer = std::make_shared<QByteArray>();
            connect(socket, &QLocalSocket::readyRead, socket, [socket, buffer] {
                buffer->append(socket->readAll());
                if (buffer->size() > kMaxMessage)
                    socket->abort();
            });
            connect(socket, &QLocalSocket::disconnected, this, [this, socket, buffer] {
                buffer->append(socket->readAll());
                if (buffer->size() <= kMaxMessage)
                    emit received(QString::fromUtf8(*buffer).split('\n', Qt::SkipEmptyParts));
                socket->deleteLater();
            });
        }
    });
    return true;
}

QStringList absoluteArguments(const QStringList& arguments)
{
    static const QRegularExpression url(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*:"));
    QStringList out;
    for (const QString& a : arguments)
        out << ((sharing::looksLikeLink(a) || (url.match(a).hasMatch() && !QFileInfo::exists(a))) ? a : QFileInfo(a).absoluteFilePath());
    return out;
}
