#include "labform.h"

#include "labplayers.h"
#include "variantcatalog.h"

#include "formats/variantregistry.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QThread>

namespace {

ClusterVariant clusterVariant(const gs::Rules& r)
{
    const QString id = QString::fromStdString(r.id());
    ClusterVariant v{id, VariantCatalog::instance().isBuiltIn(id), {}};
    if (!v.builtIn) {
        // Inheritance is already resolved: without "parent" the file stands alone on a
        // machine that has none of the user's other variants.
        QJsonObject doc = gs::VariantRegistry::builtIn().document(r.id());
        doc.remove("parent");
        v.document = QJsonDocument(doc).toJson();
    }
    return v;
}

}  // namespace

LabForm readLabForm(const QVariantMap& o)
{
    LabForm form;
    const QString variant = o.value("variant", "classic").toString();
    const QString compare = o.value("compare").toString();
    const gs::Rules* a = gs::VariantRegistry::builtIn().find(variant.toStdString());
    form.compare = compare.isEmpty() ? nullptr : gs::VariantRegistry::builtIn().find(compare.toStdString());
    if (!a || (!compare.isEmpty() && !form.compare)) {
        form.error = QCoreApplication::translate("LabSession", "Unknown variant \"%1\".").arg(a ? compare : variant);
        return form;
    }
    bool ok = false;
    const int games = o.value("games", gs::kLabDefaultGames).toInt(&ok);
    if (!ok || games < 1 || games > 10000) {
        form.error = QCoreApplication::translate("LabSession", "The number of games must be from 1 to 10000.");
        return form;
    }
    const quint64 seed = o.value("seed", 1).toString().toULongLong(&ok);
    if (!ok) {
        form.error = QCoreApplication::translate("LabSession", "The seed must be a whole number.");
        return form;
    }
    gs::LabConfig& c = form.config;
    c.rules = a;
    c.games = games;
    c.seed = seed;
    c.whiteSpec = o.value("white", "random").toString().toStdString();
    c.blackSpec = o.value("black", "random").toString().toStdString();
    // Searches use their own threads; cheap players share the cores game by game.
    c.jobs = std::max(1, QThread::idealThreadCount());
    form.error = labplayers::problem(c.whiteSpec, c.blackSpec);
    return form;
}

ClusterJobSpec clusterJobOf(const LabForm& form, int shards)
{
    const gs::LabConfig& c = form.config;
    ClusterJobSpec spec;
    spec.variant = clusterVariant(*c.rules);
    if (form.compare)
        spec.compare = clusterVariant(*form.compare);
    spec.white = QString::fromStdString(c.whiteSpec);
    spec.black = QString::fromStdString(c.blackSpec);
    spec.games = c.games;
    spec.seed = c.seed;
    spec.shards = shards;
    return spec;
}
