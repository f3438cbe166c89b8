#include "positionfiles.h"

#include "formats/diskfile.h"
#include "formats/variantregistry.h"
#include "notation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

PositionFiles::Opened PositionFiles::open(const QUrl& file)
{
    const QString path = diskfile::localPath(file);
    const QString name = QFileInfo(path).fileName();
    QString why;
    const auto bytes = diskfile::readLimited(path, diskfile::kMaxPositionBytes, &why);
    if (!bytes)
        return {{}, tr("%1: cannot be read: %2").arg(name, why)};
    QString line;
    for (const QString& l : QString::fromUtf8(*bytes).split('\n'))
        if (!l.trimmed().isEmpty() && !l.trimmed().startsWith('#')) {
            line = l.trimmed();
            break;
        }
    try {
        gs::parseGpn(line.toStdString(), gs::VariantRegistry::builtIn().lookup());  // a file must hold a valid position
    } catch (const gs::NotationError& e) {
        return {{}, tr("%1: %2").arg(name, line.isEmpty() ? tr("there is no position in this file") : QString::fromStdString(e.what()))};
    }
    return {line, {}};
}

QString PositionFiles::save(const QUrl& file, const QString& gpn)
{
    const QString path = diskfile::localPath(file);
    if (QString why; !diskfile::writeWhole(path, (gpn + "\n").toUtf8(), &why))
        return tr("Could not save %1: %2").arg(QFileInfo(path).fileName(), why);
    return {};
}

QString PositionFiles::defaultFolder()
{
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (docs.isEmpty())
        return {};
    QDir().mkpath(docs + "/GOALSCORER");
    return QUrl::fromLocalFile(docs + "/GOALSCORER").toString();
}
