#include "settingsfile.h"

#include "formats/diskfile.h"

#include <QFileInfo>
#include <QSettings>

namespace settingsfile {
namespace {
QString& kept()
{
    static QString name;
    return name;
}
}  // namespace

QString keepUnreadableAside()
{
    QString path;
    {
        const QSettings probe;
        if (probe.status() != QSettings::FormatError)
            return {};
        path = probe.fileName();
    }
    if (!QFileInfo::exists(path))
        return {};
    kept() = diskfile::setAside(path);
    return kept();
}

QString keptAside() { return kept(); }

}  // namespace settingsfile
