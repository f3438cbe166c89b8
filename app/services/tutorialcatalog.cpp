#include "tutorialcatalog.h"

#include "formats/tutorial.h"
#include "formats/variantregistry.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>
#include <set>
#include <vector>

namespace {

// A text and its translations as one map, English included: {"en": ..., "de": ...}.
QVariantMap byLanguage(const QString& english, const QMap<QString, QString>& others)
{
    QVariantMap m{{"en", english}};
    for (auto it = others.begin(); it != others.end(); ++it)
        m.insert(it.key(), it.value());
    return m;
}

}  // namespace

void TutorialCatalog::reload(const QString& userFolder, const QString& olderFolder)
{
    struct Entry {
        QVariantMap map;
        int order;
    };
    std::vector<Entry> entries;
    QStringList problems;
    std::set<QString> ids;
    const QSettings settings;
    auto add = [&](const QString& path, bool userMade, bool older = false) {
        try {
            const gs::Tutorial t = gs::readTutorialFile(path, gs::VariantRegistry::builtIn().lookup());
            if (older && ids.count(t.id))
                return;
            if (!ids.insert(t.id).second)
                throw gs::TutorialError(QFileInfo(path).fileName(), "id", tr("\"%1\" is already used by another tutorial").arg(t.id));
            int exercises = 0;
            for (const gs::TutorialStep& s : t.steps)
                exercises += s.exercise ? 1 : 0;
            const int reached = settings.value("tutorials/" + t.id + "/reached", 0).toInt();
            entries.push_back({QVariantMap{{"id", t.id}, {"title", t.title}, {"summary", t.summary},
                                           {"titles", byLanguage(t.title, t.titleIn)}, {"summaries", byLanguage(t.summary, t.summaryIn)}, {"steps", int(t.steps.size())},
                                           {"exercises", exercises}, {"reached", reached},
                                           {"unaided", int(settings.value("tutorials/" + t.id + "/unaided").toStringList().size())},
                                           {"done", settings.value("tutorials/" + t.id + "/done", false).toBool()},
                                           {"userMade", userMade}, {"file", path}},
                               t.order + (userMade ? 100000 : 0)});
        } catch (const gs::TutorialError& e) {
            problems << QString::fromUtf8(e.what());
        }
    };
    for (const QString& name : QDir(":/tutorials").entryList({"*.json"}, QDir::Files, QDir::Name))
        add(":/tutorials/" + name, false);
    if (!userFolder.isEmpty())
        for (const QString& name : QDir(userFolder).entryList({"*.json"}, QDir::Files, QDir::Name))
            add(QDir(userFolder).filePath(name), true);
    if (!olderFolder.isEmpty() && QDir(olderFolder) != QDir(userFolder))
        for (const QString& name : QDir(olderFolder).entryList({"*.json"}, QDir::Files, QDir::Name))
            add(QDir(olderFolder).filePath(name), true, true);
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.order < b.order; });
    list_.clear();
    for (const Entry& e : entries)
        list_ << e.map;
    problems_ = problems;
}

QString TutorialCatalog::fileOf(const QString& id) const
{
    for (const QVariant& v : list_)
        if (v.toMap().value("id").toString() == id)
            return v.toMap().value("file").toString();
    return {};
}

bool TutorialCatalog::markReached(const QString& id, int step, int steps)
{
    QSettings settings;
    const QString key = "tutorials/" + id;
    if (step + 1 > settings.value(key + "/reached", 0).toInt())
        settings.setValue(key + "/reached", step + 1);
    if (step + 1 == steps)
        settings.setValue(key + "/done", true);
    return updateEntry(id);
}

bool TutorialCatalog::markSolvedUnaided(const QString& id, int step)
{
    QSettings settings;
    const QString key = "tutorials/" + id + "/unaided";
    QStringList steps = settings.value(key).toStringList();
    if (steps.contains(QString::number(step)))
        return false;
    steps << QString::number(step);
    settings.setValue(key, steps);
    return updateEntry(id);
}

bool TutorialCatalog::updateEntry(const QString& id)
{
    const QSettings settings;
    const QString key = "tutorials/" + id;
    bool changed = false;
    for (QVariant& v : list_) {
        QVariantMap m = v.toMap();
        if (m.value("id").toString() == id) {
            const QVariantMap before = m;
            m["reached"] = settings.value(key + "/reached", 0).toInt();
            m["done"] = settings.value(key + "/done", false).toBool();
            m["unaided"] = int(settings.value(key + "/unaided").toStringList().size());
            changed = changed || m != before;  // only a real change: the list is not redrawn for nothing
            v = m;
        }
    }
    return changed;
}

void TutorialCatalog::forgetProgress() { QSettings().remove("tutorials"); }

QString TutorialCatalog::defaultUserFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QString() : documents + "/GOALSCORER/Tutorials";
}

QString TutorialCatalog::olderUserFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : data + "/tutorials";
}
