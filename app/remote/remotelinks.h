// The two links of remote play (PROTOCOL.md §7), as text any chat or email carries:
//   goalscorer:join/<address>:<port>/<key>   a live game's invite: where the host listens and
//                                            the one-time key (32 hex digits) it asks for
//   goalscorer:turn/<payload>                one side's messages since its last link (base64url
//                                            of zlib-compressed JSON), for play by message
// Reading checks the envelope and size; the messages inside are read by gs::remote::readMessage.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace remotelink {

inline constexpr quint16 kDefaultPort = 47047;
inline constexpr int kKeyBytes = 16;
// A turn link is refused beyond this (the target is 2,000 characters for any move of a classic
// game; an opening or a final message makes the longest).
inline constexpr int kMaxTurnLinkChars = 8000;
inline constexpr int kMaxMessagesPerLink = 64;

struct Invite {
    QString address;  // an IPv4 or IPv6 address or a host name
    quint16 port = kDefaultPort;
    QByteArray key;   // kKeyBytes
};

QString inviteLink(const Invite& invite);
// nullopt with *error naming the problem (not a join link, a bad port, a key that is not
// 32 hex digits, characters no address has).
std::optional<Invite> parseInvite(const QString& text, QString* error);

QString turnLink(const std::vector<QByteArray>& messages);
std::optional<std::vector<QByteArray>> parseTurnLink(const QString& text, QString* error);

// True when `text` (trimmed, any case) is a join or turn link, not another goalscorer: link.
bool isRemoteLink(const QString& text);

}  // namespace remotelink
