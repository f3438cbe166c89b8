#include "remotelinks.h"

#include "remote/message.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace remotelink {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("remotelink", text); }

const QString kJoin = QStringLiteral("goalscorer:join/");
const QString kTurn = QStringLiteral("goalscorer:turn/");

// As people pass links on: "goalscorer://join/…", a full stop or bracket after it.
QString envelope(const QString& text, const QString& prefix)
{
    QString t = text.trimmed();
    if (t.startsWith(QLatin1String("goalscorer://"), Qt::CaseInsensitive))
        t = QStringLiteral("goalscorer:") + t.mid(13);
    while (!t.isEmpty() && QStringLiteral(".,;!)]>'\"").contains(t.back()))
        t.chop(1);
    if (!t.startsWith(prefix, Qt::CaseInsensitive))
        return {};
    return t.mid(prefix.size());
}

}  // namespace

QString inviteLink(const Invite& invite)
{
    const QString address = invite.address.contains(':') ? '[' + invite.address + ']' : invite.address;
    return kJoin + address + ':' + QString::number(invite.port) + '/' + QString::fromLatin1(invite.key.toHex());
}

std::optional<Invite> parseInvite(const QString& text, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (text.size() > 400)
        return fail(tr("The invite is too long to be one."));
    const QString rest = envelope(text, kJoin);
    if (rest.isEmpty())
        return fail(tr("Not an invite: it must start with \"goalscorer:join/\"."));
    static const QRegularExpression shape(QStringLiteral("^(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]+):([0-9]{1,5})/([0-9a-f]{32})$"));
    const QRegularExpressionMatch m = shape.match(rest);
    if (!m.hasMatch())
        return fail(tr("The invite is damaged: it must be goalscorer:join/<address>:<port>/<key of 32 hex digits>."));
    const int port = m.captured(2).toInt();
    if (port < 1 || port > 65535)
        return fail(tr("The invite's port %1 is not 1 to 65535.").arg(port));
    Invite invite;
    invite.address = m.captured(1);
    if (invite.address.startsWith('['))
        invite.address = invite.address.mid(1, invite.address.size() - 2);
    invite.port = quint16(port);
    invite.key = QByteArray::fromHex(m.captured(3).toLatin1());
    return invite;
}

QString turnLink(const std::vector<QByteArray>& messages)
{
    QJsonArray list;
    for (const QByteArray& m : messages)
        list.append(QJsonDocument::fromJson(m).object());
    const QByteArray packed = qCompress(QJsonDocument(list).toJson(QJsonDocument::Compact), 9);
    return kTurn + QString::fromLatin1(packed.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<std::vector<QByteArray>> parseTurnLink(const QString& text, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (text.size() > kMaxTurnLinkChars)
        return fail(tr("The move link is too long (%1 characters; one has at most %2).").arg(text.size()).arg(kMaxTurnLinkChars));
    const QString rest = envelope(text, kTurn);
    if (rest.isEmpty())
        return fail(tr("Not a move link: it must start with \"goalscorer:turn/\"."));
    static const QRegularExpression base64url(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (!base64url.match(rest).hasMatch())
        return fail(tr("The move link is damaged: it holds characters a move link does not."));
    const auto decoded = QByteArray::fromBase64Encoding(rest.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() < 4)
        return fail(tr("The move link is damaged: it cannot be decoded."));
    // qCompress' first four bytes are the unpacked size: refuse a bomb before unpacking it.
    const QByteArray& packed = decoded.decoded;
    const quint32 size = (quint32(uchar(packed[0])) << 24) | (quint32(uchar(packed[1])) << 16) | (quint32(uchar(packed[2])) << 8) | uchar(packed[3]);
    if (size > quint32(kMaxMessagesPerLink * gs::remote::kMaxMessageBytes))
        return fail(tr("The move link unpacks to more than a move link holds."));
    const QByteArray json = qUncompress(packed);
    if (json.isEmpty())
        return fail(tr("The move link is damaged: it does not unpack."));
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isArray())
        return fail(tr("The move link is damaged: it holds no list of messages."));
    const QJsonArray list = doc.array();
    if (list.isEmpty() || list.size() > kMaxMessagesPerLink)
        return fail(tr("The move link holds %1 messages; one holds 1 to %2.").arg(list.size()).arg(kMaxMessagesPerLink));
    std::vector<QByteArray> out;
    for (const QJsonValue& v : list) {
        if (!v.isObject())
            return fail(tr("The move link is damaged: an entry is not a message."));
        out.push_back(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    }
    return out;
}

bool isRemoteLink(const QString& text)
{
    return !envelope(text, kJoin).isEmpty() || !envelope(text, kTurn).isEmpty();
}

}  // namespace remotelink
