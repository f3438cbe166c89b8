#include "filekind.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace sharing {
namespace {

// lupdate files these under the namespace, "sharing"; the lookup uses the same context.
QString tr(const char* text) { return QCoreApplication::translate("sharing", text); }

FileKind jsonKind(const QByteArray& head)
{
    // A whole file is read only when it is small; a tutorial's "format" (or a variant's
    // "parent") near the start says enough for a bigger one.
    const QJsonDocument doc = QJsonDocument::fromJson(head);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        if (o.value("format").toString() == QLatin1String("goalscorer-tutorial") || o.contains("steps"))
            return FileKind::Tutorial;
        if (o.contains("parent") || o.contains("files") || o.contains("turnLimit"))
            return FileKind::Variant;
        return FileKind::Unknown;
    }
    if (head.contains("\"goalscorer-tutorial\"") || head.contains("\"steps\""))
        return FileKind::Tutorial;
    if (head.contains("\"parent\""))
        return FileKind::Variant;
    return FileKind::Unknown;
}

}  // namespace

FileKind fileKind(const QString& path, QString* why)
{
    auto unknown = [&](const QString& w) {
        if (why)
            *why = w;
        return FileKind::Unknown;
    };
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (!info.isFile())
        return unknown(tr("%1: no such file.").arg(name));
    const QString suffix = info.suffix().toLower();
    if (suffix == "gpn")
        return FileKind::Position;
    if (suffix == "gsr")
        return FileKind::Record;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return unknown(tr("%1: cannot be read (%2).").arg(name, f.errorString()));
    const QByteArray head = f.read(64 * 1024);
    const QByteArray start = head.trimmed();
    if (start.startsWith('{')) {
        if (const FileKind k = jsonKind(head); k != FileKind::Unknown)
            return k;
    } else if (start.startsWith("[Variant ") || start.startsWith("[Start ")) {
        return FileKind::Record;
    } else if (suffix != "json" && !start.contains('\n') && start.count(' ') == 6 && start.size() < 2048) {
        return FileKind::Position;  // one GPN line: board and six more fields
    }
    return unknown(tr("%1: not a file GOALSCORER opens (positions .gpn, game records .gsr, tutorials and variants .json).").arg(name));
}

QString fileKindName(FileKind kind)
{
    switch (kind) {
    case FileKind::Position: return QStringLiteral("position");
    case FileKind::Record: return QStringLiteral("record");
    case FileKind::Tutorial: return QStringLiteral("tutorial");
    case FileKind::Variant: return QStringLiteral("variant");
    case FileKind::Unknown: break;
    }
    return {};
}

}  // namespace sharing
