#include "variantfiles.h"

#include "ownedfile.h"
#include "variantcatalog.h"

#include "formats/diskfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace {

// Writes `bytes` to the user's file `path`, moving a file there that does not load aside
// first; the catalog is reloaded after a write.
variantfiles::Written writeOwned(const QString& path, const QByteArray& bytes)
{
    variantfiles::Written out{path, {}, {}};
    QDir().mkpath(QFileInfo(path).absolutePath());
    const ownedfile::Prepared kept = ownedfile::prepareVariant(path);
    if (!kept.ok) {
        out.error = QCoreApplication::translate("VariantEditor", "%1 cannot be read and could not be moved aside, so it was not replaced.").arg(path);
        return out;
    }
    if (QString why; !diskfile::writeWhole(path, bytes, &why)) {
        out.error = QCoreApplication::translate("VariantEditor", "Cannot write %1: %2").arg(path, why);
        return out;
    }
    VariantCatalog::instance().reload();
    if (!kept.keptAside.isEmpty())
        out.note = QCoreApplication::translate("VariantEditor", "The variant file that was at %1 could not be read; it is kept as %2 in the same folder.")
                       .arg(path, kept.keptAside);
    return out;
}

}  // namespace

namespace variantfiles {

const gs::Rules* load(const QUrl& url, gs::VariantRegistry& scratch, QString& path, QString& error)
{
    path = diskfile::localPath(url);
    QString why;
    const auto bytes = diskfile::readLimited(path, diskfile::kMaxVariantBytes, &why);
    if (!bytes) {
        error = QCoreApplication::translate("VariantEditor", "Cannot open %1: %2").arg(path, why);
        return nullptr;
    }
    try {
        return &scratch.loadJson(*bytes, path);
    } catch (const gs::VariantLoadError& e) {
        error = QString::fromStdString(e.what());
        return nullptr;
    }
}

QString userFile(const QString& id)
{
    return QDir(VariantCatalog::instance().userFolder()).filePath(id + ".json");
}

Written save(const QString& id, const QByteArray& json, bool overwrite)
{
    const QString path = userFile(id);
    if (QFileInfo::exists(path) && !overwrite)
        return {path, QCoreApplication::translate("VariantEditor", "%1 exists already.").arg(path), {}};
    return writeOwned(path, json);
}

Written exportTo(const QUrl& url, const QByteArray& json)
{
    Written out{diskfile::localPath(url), {}, {}};
    if (QString why; !diskfile::writeWhole(out.path, json, &why))
        out.error = QCoreApplication::translate("VariantEditor", "Cannot write %1: %2").arg(out.path, why);
    return out;
}

Written import(const QUrl& url)
{
    gs::VariantRegistry scratch;
    Written out;
    const gs::Rules* r = load(url, scratch, out.path, out.error);
    if (!r)
        return out;
    const QString id = QString::fromStdString(r->id());
    if (VariantCatalog::instance().isBuiltIn(id)) {
        out.error = QCoreApplication::translate("VariantEditor", "%1: id: \"%2\" is a built-in variant; give yours another id").arg(out.path, id);
        return out;
    }
    QJsonObject doc = scratch.document(id.toStdString());
    doc.remove("parent");
    return writeOwned(userFile(id), QJsonDocument(doc).toJson());
}

}  // namespace variantfiles
