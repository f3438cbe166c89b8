#include "ownedfile.h"

#include "formats/diskfile.h"

#include <QFileInfo>

namespace ownedfile {

Prepared prepare(const QString& path, qint64 maxBytes, const std::function<bool(const QByteArray&)>& reads)
{
    if (!QFileInfo::exists(path))
        return {};
    const auto bytes = diskfile::readLimited(path, maxBytes);
    if (bytes && reads(*bytes))
        return {};  // a readable file: replacing it is what the user asked for
    Prepared p;
    p.keptAside = diskfile::setAside(path);
    p.ok = !p.keptAside.isEmpty();
    return p;
}

}  // namespace ownedfile
