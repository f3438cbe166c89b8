// goalscorer: links (URIs) that carry a position or a short game record, so a position can be
// shared as text anywhere a link goes. The payload is percent-encoded (QUrl):
//   goalscorer:position/<GPN>      e.g. goalscorer:position/...b1%2B.../...%20w%20y%201%200-0%205,5%20classic
//   goalscorer:record/<record>     a game record's text (NOTATION.md), tags and moves
// parseLink checks only the envelope (scheme, kind, size, encoding, characters); the payload
// is then read by the engine's own GPN and record readers, which name any problem.
#pragma once

#include <QString>
#include <optional>

namespace sharing {

// Links longer than this are refused before decoding: a position is a few hundred bytes and
// a short record a few kilobytes, so anything bigger is not ours.
inline constexpr int kMaxLinkChars = 32 * 1024;
inline constexpr int kMaxPositionPayload = 2048;  // decoded GPN, bytes

struct Link {
    enum class Kind { Position, Record };
    Kind kind = Kind::Position;
    QString payload;  // the decoded GPN line or record text
};

QString positionLink(const QString& gpn);
QString recordLink(const QString& recordText);

// True when `text` starts with the goalscorer: scheme (any case): a link, not a file name.
bool looksLikeLink(const QString& text);

// Decodes a link. On anything but a well-formed goalscorer: link of a known kind returns
// nullopt and sets *error to a sentence naming the problem (wrong scheme, unknown kind,
// too long, broken percent-encoding or UTF-8, control or bidi-override characters, empty).
std::optional<Link> parseLink(const QString& uri, QString* error);

// A position given as text where a GPN is expected (the editor's field, a paste, the CLI's
// arguments): the text itself when it is not a link, else a goalscorer:position link's GPN.
// For a game link, or a link parseLink refuses, nullopt with *error naming why.
std::optional<QString> positionText(const QString& text, QString* error);

}  // namespace sharing
