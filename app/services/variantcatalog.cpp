#include "variantcatalog.h"

#include "formats/diskfile.h"
#include "language.h"
#include "localizedtext.h"

#include "formats/userfolders.h"
#include "formats/variantregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <QStandardPaths>

VariantCatalog::VariantCatalog()
{
    for (const QString& id : gs::VariantRegistry::builtIn().ids())
        builtIn_.insert(id);
    userFolder_ = gs::userVariantFolder();  // goalscorer-cli looks there too
    reload();
    // Names and descriptions are shown in the interface's language.
    connect(&Language::instance(), &Language::changed, this, &VariantCatalog::changed);
}

VariantCatalog& VariantCatalog::instance()
{
    static VariantCatalog* catalog = new VariantCatalog;  // lives as long as the app
    return *catalog;
}

VariantCatalog* VariantCatalog::create(QQmlEngine*, QJSEngine*)
{
    VariantCatalog* c = &instance();
    QQmlEngine::setObjectOwnership(c, QQmlEngine::CppOwnership);
    return c;
}

void VariantCatalog::setUserFolder(const QString& folder)
{
    if (folder == userFolder_)
        return;
    userFolder_ = folder;
    reload();
}

void VariantCatalog::reload()
{
    problems_.clear();
    userFiles_.clear();
    const QDir dir(userFolder_);
    for (const QString& name : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        QString why;
        const auto read = diskfile::readLimited(path, diskfile::kMaxVariantBytes, &why);
        if (!read) {
            problems_ << tr("%1: cannot be read: %2").arg(path, why);
            continue;
        }
        const QByteArray& bytes = *read;
        // A user file may not stand in for a built-in: games and records name variants by id.
        const QString id = QJsonDocument::fromJson(bytes).object().value("id").toString();
        if (builtIn_.contains(id)) {
            problems_ << tr("%1: id: \"%2\" is a built-in variant; give yours another id").arg(path, id);
            continue;
        }
        try {
            gs::VariantRegistry::builtIn().loadJson(bytes, path);
            userFiles_[id] = path;
        } catch (const gs::VariantLoadError& e) {
            problems_ << QString::fromStdString(e.what());
        }
    }
    emit changed();
}

QVariantList VariantCatalog::variants() const
{
    QVariantList builtIns, users;
    for (const QString& id : gs::VariantRegistry::builtIn().ids()) {
        const bool user = userFiles_.contains(id);
        if (!user && !builtIn_.contains(id))
            continue;  // loaded once from a file that is gone or now broken
        const gs::Variant& v = gs::VariantRegistry::builtIn().find(id.toStdString())->variant();
        QVariantMap m{{"id", id},
                      {"name", localizedText(v.name, v.nameIn)},
                      {"description", localizedText(v.description, v.descriptionIn)},
                      {"parent", QString::fromStdString(v.parent)},
                      {"user", user},
                      {"file", userFiles_.value(id)}};
        (user ? users : builtIns) << m;
    }
    // Classic first: it is what most people want, and the default everywhere.
    std::stable_sort(builtIns.begin(), builtIns.end(), [](const QVariant& a, const QVariant& b) {
        return a.toMap().value("id") == "classic" && b.toMap().value("id") != "classic";
    });
    return builtIns + users;
}

QVariantMap VariantCatalog::document(const QString& id) const
{
    return gs::VariantRegistry::builtIn().document(id.toStdString()).toVariantMap();
}
