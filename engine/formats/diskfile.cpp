#include "diskfile.h"

#include <QSaveFile>

namespace diskfile {

QString localPath(const QUrl& url) { return url.isLocalFile() ? url.toLocalFile() : url.toString(); }

bool writeWhole(const QString& path, const QByteArray& bytes, QString* why)
{
    QSaveFile f(path);
    const bool ok = f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit();
    if (!ok && why)
        *why = f.errorString();
    return ok;
}

}  // namespace diskfile
