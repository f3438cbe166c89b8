#include "fileopener.h"

#include "remotelinks.h"

#include "filekind.h"
#include "formats/diskfile.h"
#include "formats/variantregistry.h"
#include "notation.h"
#include "record.h"
#include "sharelink.h"

#include <QDir>
#include <QFileInfo>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>

FileOpener& FileOpener::instance()
{
    static FileOpener* opener = new FileOpener;  // lives as long as the app
    return *opener;
}

FileOpener* FileOpener::create(QQmlEngine*, QJSEngine*)
{
    FileOpener* o = &instance();
    QQmlEngine::setObjectOwnership(o, QQmlEngine::CppOwnership);
    return o;
}

void FileOpener::receive(const QStringList& arguments)
{
    bool added = false;
    for (const QString& a : arguments)
        if (!a.trimmed().isEmpty()) {
            pending_ << a;
            added = true;
        }
    if (added)
        emit arrived();
}

QStringList FileOpener::takePending()
{
    QStringList taken;
    taken.swap(pending_);
    if (!taken.isEmpty())
        emit arrived();
    return taken;
}

QVariantMap FileOpener::classifyLink(const QString& text) const
{
    // Play a friend's links (remotelinks.h): the room reads and checks them itself.
    if (remotelink::isRemoteLink(text))
        return {{"kind", "friend"}};
    QString why;
    const auto link = sharing::parseLink(text, &why);
    if (!link)
        return {{"kind", QString()}, {"error", why}};
    const auto lookup = gs::VariantRegistry::builtIn().lookup();
    if (link->kind == sharing::Link::Kind::Position) {
        try {
            const gs::State s = gs::parseGpn(link->payload.toStdString(), lookup);
            return {{"kind", "position"}, {"gpn", QString::fromStdString(gs::formatGpn(s))}};
        } catch (const gs::NotationError& e) {
            return {{"kind", QString()}, {"error", tr("The link's position cannot be read: %1").arg(QString::fromUtf8(e.what()))}};
        }
    }
    try {
        const gs::GameRecord r = gs::readRecord(link->payload.toStdString());
        gs::replayRecord(r, lookup);  // every move checked before anything opens
    } catch (const std::exception& e) {
        return {{"kind", QString()}, {"error", tr("The link's game cannot be read: %1").arg(QString::fromUtf8(e.what()))}};
    }
    // The review opens records from files; the link's game is kept as one in the cache.
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + "/links";
    QDir().mkpath(dir);
    const QString path = QDir(dir).filePath("shared-game.gsr");
    QString writeError;
    if (!diskfile::writeWhole(path, link->payload.toUtf8(), &writeError))
        return {{"kind", QString()}, {"error", tr("The link's game could not be kept: %1").arg(writeError)}};
    return {{"kind", "record"}, {"url", QUrl::fromLocalFile(path)}};
}

QVariantMap FileOpener::classify(const QString& argument) const
{
    const QString a = argument.trimmed();
    if (sharing::looksLikeLink(a))
        return classifyLink(a);
    // "scheme:…" that is no file here: an address of another kind (https:, javascript:, …).
    static const QRegularExpression schemeLike(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*:"));
    const bool addressLike = schemeLike.match(a).hasMatch() && !QFileInfo::exists(a);
    const QUrl url = addressLike ? QUrl(a) : QUrl::fromLocalFile(QFileInfo(a).absoluteFilePath());
    if (!url.isLocalFile()) {
        const QString scheme = url.scheme().isEmpty() ? a.section(':', 0, 0) : url.scheme();
        return {{"kind", QString()}, {"error", tr("GOALSCORER opens files on this computer and goalscorer: links, not \"%1:\" addresses.").arg(scheme.left(20))}};
    }
    QString why;
    const sharing::FileKind kind = sharing::fileKind(url.toLocalFile(), &why);
    if (kind == sharing::FileKind::Unknown)
        return {{"kind", QString()}, {"error", why}};
    return {{"kind", sharing::fileKindName(kind)}, {"url", url}};
}
