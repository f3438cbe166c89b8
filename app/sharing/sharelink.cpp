#include "sharelink.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QUrl>

namespace sharing {
namespace {

const QString kScheme = QStringLiteral("goalscorer");

// lupdate files these under the namespace, "sharing"; the lookup uses the same context.
QString tr(const char* text) { return QCoreApplication::translate("sharing", text); }

// Characters no payload may hold: controls (a record may hold line breaks and tabs), and the
// bidirectional overrides and isolates that make text read other than it is.
bool forbidden(char32_t ch, bool multiline)
{
    if (ch == '\n' || ch == '\t' || ch == '\r')
        return !multiline;
    return ch < 0x20 || (ch >= 0x7f && ch < 0xa0) || (ch >= 0x202a && ch <= 0x202e) || (ch >= 0x2066 && ch <= 0x2069);
}

}  // namespace

QString positionLink(const QString& gpn)
{
    return kScheme + QStringLiteral(":position/") + QString::fromLatin1(QUrl::toPercentEncoding(gpn.trimmed()));
}

QString recordLink(const QString& recordText)
{
    return kScheme + QStringLiteral(":record/") + QString::fromLatin1(QUrl::toPercentEncoding(recordText));
}

bool looksLikeLink(const QString& text)
{
    return text.startsWith(kScheme + ':', Qt::CaseInsensitive);
}

std::optional<Link> parseLink(const QString& uri, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (uri.size() > kMaxLinkChars)
        return fail(tr("The link is too long (%1 characters; a GOALSCORER link has at most %2).").arg(uri.size()).arg(kMaxLinkChars));
    const QString text = uri.trimmed();
    if (!looksLikeLink(text))
        return fail(tr("Not a GOALSCORER link: it must start with \"goalscorer:\"."));
    QString rest = text.mid(kScheme.size() + 1);
    // As people pass links on: "goalscorer://…" (the way web links are written), a query or
    // an anchor a chat added (a payload's own ? and # are always percent-encoded), and a link
    // at the end of a sentence with its full stop or in brackets. A GPN ends with its
    // variant's id ([a-z0-9_-]), so no such character belongs to a position's link. A record's
    // text may end in one (an encoder may leave . ! ' ) * as they are), so a record link loses
    // them only where they follow its last line break (%0A), as the app's own record links end.
    if (rest.startsWith(QLatin1String("//")))
        rest = rest.mid(2);
    if (const qsizetype cut = rest.indexOf(QRegularExpression("[?#]")); cut >= 0)
        rest.truncate(cut);
    const qsizetype slash = rest.indexOf('/');
    const QString kindText = (slash < 0 ? rest : rest.left(slash)).toLower();
    {
        QString stripped = rest;
        while (!stripped.isEmpty() && QStringLiteral(".,;:!)]>'\"").contains(stripped.back()))
            stripped.chop(1);
        if (kindText == QLatin1String("position") || stripped.endsWith(QLatin1String("%0A"), Qt::CaseInsensitive))
            rest = stripped;
    }
    Link link;
    if (kindText == QLatin1String("position"))
        link.kind = Link::Kind::Position;
    else if (kindText == QLatin1String("record"))
        link.kind = Link::Kind::Record;
    else
        return fail(tr("The link is for \"%1\"; GOALSCORER links hold a position or a record.").arg(kindText.left(40)));
    const QString encoded = slash < 0 ? QString() : rest.mid(slash + 1);
    for (const QChar ch : encoded)
        if (ch.unicode() < 0x21 || ch.unicode() > 0x7e)
            return fail(tr("The link holds characters a link cannot hold (spaces or controls); it may have been cut or altered."));
    // Every % starts two hexadecimal digits; QByteArray::fromPercentEncoding would read "%G1"
    // as some other character instead of saying the link was damaged.
    static const QRegularExpression brokenEscape("%(?![0-9A-Fa-f]{2})");
    if (encoded.contains(brokenEscape))
        return fail(tr("The link's percent-encoding is broken (a % not followed by two hexadecimal digits); it may have been cut or altered."));
    const QByteArray bytes = QByteArray::fromPercentEncoding(encoded.toLatin1());
    QStringDecoder decode(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString payload = decode(bytes);
    if (decode.hasError())
        return fail(tr("The link's content is not valid UTF-8 text."));
    if (payload.trimmed().isEmpty())
        return fail(tr("The link holds no position or record."));
    if (link.kind == Link::Kind::Position && bytes.size() > kMaxPositionPayload)
        return fail(tr("The link's position is too long (%1 bytes; a position has at most %2).").arg(bytes.size()).arg(kMaxPositionPayload));
    const bool multiline = link.kind == Link::Kind::Record;
    for (const char32_t ch : payload.toUcs4())
        if (forbidden(ch, multiline))
            return fail(tr("The link holds a control character (U+%1), so it was not opened.").arg(QString::number(uint(ch), 16).toUpper().rightJustified(4, '0')));
    link.payload = link.kind == Link::Kind::Position ? payload.trimmed() : payload;
    return link;
}

std::optional<QString> positionText(const QString& text, QString* error)
{
    if (!looksLikeLink(text.trimmed()))
        return text;
    const std::optional<Link> link = parseLink(text, error);
    if (!link)
        return std::nullopt;
    if (link->kind != Link::Kind::Position) {
        if (error)
            *error = tr("This link holds a game, not a position.");
        return std::nullopt;
    }
    return link->payload;
}

}  // namespace sharing
