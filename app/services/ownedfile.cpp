#include "ownedfile.h"

#include "formats/diskfile.h"
#include "formats/tutorial.h"
#include "formats/variantregistry.h"

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

Prepared prepareVariant(const QString& path)
{
    return prepare(path, diskfile::kMaxVariantBytes, [&path](const QByteArray& bytes) {
        try {
            gs::VariantRegistry scratch;
            scratch.loadJson(bytes, path);
            return true;
        } catch (const gs::VariantLoadError&) {
            return false;
        }
    });
}

Prepared prepareTutorial(const QString& path)
{
    return prepare(path, diskfile::kMaxTutorialBytes, [&path](const QByteArray& bytes) {
        try {
            const auto lookup = gs::VariantRegistry::builtIn().lookup();
            const QString name = QFileInfo(path).fileName();
            gs::replayTutorial(gs::tutorialFromJson(bytes, name, lookup), lookup, name);
            return true;
        } catch (const gs::TutorialError&) {
            return false;
        }
    });
}

}  // namespace ownedfile
