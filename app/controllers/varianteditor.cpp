#include "varianteditor.h"
#include "formats/diskfile.h"

#include "variantcatalog.h"
#include "variantfields.h"

#include "formats/variantregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace {

QString squareName(int file, int rank)
{
    return QChar(char('a' + file)) + QString::number(rank + 1);
}

// The square a start field names, or -1: "start.youth[3]" and "start.firstTeamers.9" point
// at a square, so the pitch can mark the problem where it is.
QString fieldSquare(const QJsonObject& doc, const QString& field)
{
    static const QRegularExpression youth(R"(^start\.youth\[(\d+)\])");
    static const QRegularExpression firstTeamer(R"(^start\.firstTeamers\.(\w+))");
    const QJsonObject start = doc.value("start").toObject();
    if (const auto m = youth.match(field); m.hasMatch())
        return start.value("youth").toArray().at(m.captured(1).toInt()).toString();
    if (const auto m = firstTeamer.match(field); m.hasMatch())
        return start.value("firstTeamers").toObject().value(m.captured(1)).toString();
    return {};
}

QJsonObject setPath(QJsonObject o, const QStringList& parts, const QJsonValue& v)
{
    if (parts.size() == 1) {
        o[parts.front()] = v;
        return o;
    }
    o[parts.front()] = setPath(o.value(parts.front()).toObject(), parts.mid(1), v);
    return o;
}

}  // namespace

VariantEditor::VariantEditor(QObject* parent) : QObject(parent)
{
    startFrom("classic");
}

void VariantEditor::setDoc(const QJsonObject& doc, const QString& base)
{
    doc_ = doc;
    doc_.remove("parent");  // saved variants stand alone: they keep working if the base changes
    baseId_ = base;
    dirty_ = false;
    savedPath_.clear();
    savedId_.clear();
    check();
}

bool VariantEditor::startFrom(const QString& id)
{
    QJsonObject doc = gs::VariantRegistry::builtIn().document(id.toStdString());
    if (doc.isEmpty()) {
        emit error(tr("Unknown variant \"%1\".").arg(id));
        return false;
    }
    // A free id and a name that says where it came from.
    QString newId;
    for (int n = 2;; ++n) {
        newId = id + "-" + QString::number(n);
        if (!gs::VariantRegistry::builtIn().find(newId.toStdString()) && !QFileInfo::exists(QDir(VariantCatalog::instance().userFolder()).filePath(newId + ".json")))
            break;
    }
    doc["id"] = newId;
    doc["name"] = tr("%1 (my version)").arg(doc.value("name").toString());
    setDoc(doc, id);
    return true;
}

bool VariantEditor::openFile(const QUrl& url)
{
    const QString path = diskfile::localPath(url);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        emit error(tr("Cannot open %1: %2").arg(path, f.errorString()));
        return false;
    }
    const QByteArray bytes = f.readAll();
    // Resolve inheritance and check it in a scratch registry: a broken file changes nothing here.
    gs::VariantRegistry scratch;
    try {
        const gs::Rules& r = scratch.loadJson(bytes, path);
        setDoc(scratch.document(r.id()), QString::fromStdString(r.variant().parent));
    } catch (const gs::VariantLoadError& e) {
        emit error(QString::fromStdString(e.what()));
        return false;
    }
    return true;
}

QVariant VariantEditor::value(const QString& path) const
{
    QJsonValue v = doc_;
    for (const QString& part : path.split('.'))
        v = v.toObject().value(part);
    return v.toVariant();
}

void VariantEditor::setValue(const QString& path, const QVariant& value)
{
    const QJsonValue v = QJsonValue::fromVariant(value);
    if (this->value(path) == value)
        return;
    doc_ = setPath(doc_, path.split('.'), v);
    // The clock's defaults are "no clock": an all-zero clock is left out of the file.
    if (path.startsWith("clock.")) {
        const QJsonObject c = doc_.value("clock").toObject();
        if (c.value("moveSeconds").toInt() == 0 && c.value("gameSeconds").toInt() == 0 && c.value("moveTimeout").toString("pass") == "pass"
            && c.value("gameTimeout").toString("lose") == "lose")
            doc_.remove("clock");
    }
    // Fixed setup needs its arrangement; other modes must not carry one.
    if (path == "setup") {
        if (value.toString() == "fixed" && !doc_.contains("fixedSetup")) {
            QJsonArray youth;
            const int n = doc_.value("start").toObject().value("youth").toArray().size();
            QList<int> dealt;
            QSet<QString> firstTeamers;
            for (const QString& k : doc_.value("start").toObject().value("firstTeamers").toObject().keys())
                firstTeamers.insert(k);
            for (int id = 2; id <= 11; ++id)
                if (!firstTeamers.contains(QString::number(id)))
                    dealt << id;
            for (int i = 0; i < n && i < dealt.size(); ++i)
                youth.append(i == n / 2 ? QJsonValue("s") : QJsonValue(dealt[i < n / 2 ? i : i - 1]));
            const QJsonValue sub = dealt.size() >= n ? QJsonValue(dealt.back()) : QJsonValue(2);
            const QJsonObject side{{"youth", youth}, {"substitute", sub}};
            doc_["fixedSetup"] = QJsonObject{{"white", side}, {"black", side}};
        } else if (value.toString() != "fixed") {
            doc_.remove("fixedSetup");
        }
    }
    dirty_ = true;
    check();
}

int VariantEditor::files() const { return doc_.value("pitch").toObject().value("files").toInt(); }
int VariantEditor::ranks() const { return doc_.value("pitch").toObject().value("ranks").toInt(); }

void VariantEditor::setTool(const QString& t)
{
    if (t == tool_)
        return;
    tool_ = t;
    emit changed();
}

void VariantEditor::clickSquare(int index)
{
    const int nf = files(), nr = ranks();
    if (nf < 1 || nr < 1 || index < 0 || index >= nf * nr)
        return;
    const int file = index % nf;
    int rank = index / nf;
    QJsonObject pitch = doc_.value("pitch").toObject();
    if (tool_ == "keeper") {
        pitch["keeperAreaDepth"] = std::min(rank + 1, nr - rank);
        setValue("pitch", pitch.toVariantMap());
        return;
    }
    if (tool_ == "midfield") {
        QJsonArray mid = pitch.value("midfieldRanks").toArray();
        QJsonArray out;
        bool removed = false;
        for (const QJsonValue& r : mid) {
            if (r.toInt() == rank + 1)
                removed = true;
            else
                out.append(r);
        }
        if (!removed) {
            out.append(rank + 1);
            std::vector<int> sorted;
            for (const QJsonValue& r : out)
                sorted.push_back(r.toInt());
            std::sort(sorted.begin(), sorted.end());
            out = QJsonArray();
            for (int r : sorted)
                out.append(r);
        }
        pitch["midfieldRanks"] = out;
        setValue("pitch", pitch.toVariantMap());
        return;
    }
    // Starting squares are White's; a click in Black's half edits its mirror image.
    if (rank >= nr / 2)
        rank = nr - 1 - rank;
    const QString name = squareName(file, rank);
    QJsonObject start = doc_.value("start").toObject();
    QJsonObject firstTeamers = start.value("firstTeamers").toObject();
    QJsonArray youth = start.value("youth").toArray();
    auto removeFrom = [&](const QString& sq) {
        for (int i = int(youth.size()) - 1; i >= 0; --i)
            if (youth.at(i).toString() == sq)
                youth.removeAt(i);
        for (const QString& k : firstTeamers.keys())
            if (firstTeamers.value(k).toString() == sq)
                firstTeamers.remove(k);
    };
    if (tool_ == "youth") {
        const bool wasYouth = std::any_of(youth.begin(), youth.end(), [&](const QJsonValue& v) { return v.toString() == name; });
        removeFrom(name);
        if (!wasYouth)
            youth.append(name);
    } else {
        bool ok = false;
        const int id = tool_.toInt(&ok);
        if (!ok || id < 1 || id > 11)
            return;
        const QString key = QString::number(id);
        const bool same = firstTeamers.value(key).toString() == name;
        removeFrom(name);
        firstTeamers.remove(key);
        if (!same)
            firstTeamers[key] = name;
    }
    start["firstTeamers"] = firstTeamers;
    start["youth"] = youth;
    setValue("start", start.toVariantMap());
}

void VariantEditor::check()
{
    problems_.clear();
    problemPaths_.clear();
    problemFields_.clear();
    try {
        const gs::Variant v = gs::variantFromJsonUnchecked(doc_, QString());
        for (const gs::VariantProblem& p : gs::validateVariant(v)) {
            const QString field = QString::fromStdString(p.field);
            problems_ << variantFieldLabel(field) + ": " + QString::fromStdString(p.message);
            problemPaths_ << field;
            problemFields_.insert(field);
        }
    } catch (const gs::VariantLoadError& e) {
        problems_ << variantFieldLabel(e.field) + ": " + e.problem;
        problemPaths_ << e.field;
        problemFields_.insert(e.field);
    }
    const QString id = doc_.value("id").toString();
    if (VariantCatalog::instance().isBuiltIn(id))
    {
        problems_ << tr("Id: \"%1\" is a built-in variant; give yours another id").arg(id);
        problemPaths_ << QStringLiteral("id");
    }
    emit changed();
}

QVariantList VariantEditor::squares() const
{
    const int nf = files(), nr = ranks();
    QVariantList out;
    if (nf < 1 || nr < 1 || nf > 26 || nr > 40)
        return out;
    const QJsonObject pitch = doc_.value("pitch").toObject();
    const int depth = pitch.value("keeperAreaDepth").toInt();
    QSet<int> mid;
    for (const QJsonValue& r : pitch.value("midfieldRanks").toArray())
        mid.insert(r.toInt() - 1);
    QMap<QString, QString> starts;  // White square -> "1".."11" or "Y"
    const QJsonObject start = doc_.value("start").toObject();
    const QJsonObject firstTeamers = start.value("firstTeamers").toObject();
    for (const QString& k : firstTeamers.keys())
        starts[firstTeamers.value(k).toString()] = k;
    for (const QJsonValue& y : start.value("youth").toArray())
        starts.insert(y.toString(), "Y");
    QSet<QString> problemSquares;
    for (const QString& f : problemFields_)
        if (const QString sq = fieldSquare(doc_, f); !sq.isEmpty())
            problemSquares.insert(sq);
    for (int rank = 0; rank < nr; ++rank)
        for (int file = 0; file < nf; ++file) {
            const bool black = rank >= nr / 2;
            const QString white = squareName(file, black ? nr - 1 - rank : rank);
            const QString area = rank < depth || rank >= nr - depth ? "keeper" : mid.contains(rank) ? "midfield" : "";
            out << QVariantMap{{"index", rank * nf + file},
                               {"name", squareName(file, rank)},
                               {"file", file},
                               {"rank", rank},
                               {"area", area},
                               {"start", starts.value(white)},
                               {"black", black},
                               {"problem", problemSquares.contains(white)}};
        }
    return out;
}

QString VariantEditor::json() const
{
    return QString::fromUtf8(QJsonDocument(doc_).toJson(QJsonDocument::Indented));
}

QString VariantEditor::userFile() const
{
    return QDir(VariantCatalog::instance().userFolder()).filePath(doc_.value("id").toString() + ".json");
}

bool VariantEditor::fileExists() const
{
    return QFileInfo::exists(userFile());
}

bool VariantEditor::save(bool overwrite)
{
    if (!valid()) {
        emit error(tr("The variant has problems; fix them before saving:\n%1").arg(problems_.join("\n")));
        return false;
    }
    const QString path = userFile();
    if (fileExists() && !overwrite) {
        emit error(tr("%1 exists already.").arg(path));
        return false;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (QString why; !diskfile::writeWhole(path, json().toUtf8(), &why)) {
        emit error(tr("Cannot write %1: %2").arg(path, why));
        return false;
    }
    VariantCatalog::instance().reload();
    savedPath_ = path;
    savedId_ = doc_.value("id").toString();
    dirty_ = false;
    emit changed();
    return true;
}

bool VariantEditor::exportTo(const QUrl& url)
{
    const QString path = diskfile::localPath(url);
    if (QString why; !diskfile::writeWhole(path, json().toUtf8(), &why)) {
        emit error(tr("Cannot write %1: %2").arg(path, why));
        return false;
    }
    return true;
}

bool VariantEditor::importFile(const QUrl& url)
{
    const QString path = diskfile::localPath(url);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        emit error(tr("Cannot open %1: %2").arg(path, f.errorString()));
        return false;
    }
    const QByteArray bytes = f.readAll();
    gs::VariantRegistry scratch;
    QString id;
    try {
        id = QString::fromStdString(scratch.loadJson(bytes, path).id());
    } catch (const gs::VariantLoadError& e) {
        emit error(QString::fromStdString(e.what()));
        return false;
    }
    if (VariantCatalog::instance().isBuiltIn(id)) {
        emit error(tr("%1: id: \"%2\" is a built-in variant; give yours another id").arg(path, id));
        return false;
    }
    // Stored whole (inheritance resolved), so it does not depend on files beside the original.
    const QString target = QDir(VariantCatalog::instance().userFolder()).filePath(id + ".json");
    QDir().mkpath(QFileInfo(target).absolutePath());
    QJsonObject doc = scratch.document(id.toStdString());
    doc.remove("parent");
    if (QString why; !diskfile::writeWhole(target, QJsonDocument(doc).toJson(), &why)) {
        emit error(tr("Cannot write %1: %2").arg(target, why));
        return false;
    }
    VariantCatalog::instance().reload();
    return true;
}
