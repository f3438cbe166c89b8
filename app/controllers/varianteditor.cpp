#include "varianteditor.h"
#include "notices.h"

#include "variantcatalog.h"
#include "variantedits.h"
#include "variantfields.h"
#include "variantfiles.h"
#include "language.h"
#include "localizedtext.h"

#include "formats/variantregistry.h"

#include <QFileInfo>
#include <QJSValue>
#include <QJsonDocument>

#include <utility>

namespace {

QJsonObject setPath(QJsonObject o, const QStringList& parts, const QJsonValue& v)
{
    if (parts.size() == 1) {
        o[parts.front()] = v;
        return o;
    }
    o[parts.front()] = setPath(o.value(parts.front()).toObject(), parts.mid(1), v);
    return o;
}

// The fields that may carry translations (variants/README.md).
bool isTranslatedText(const QString& path) { return path == "name" || path == "description"; }

}  // namespace

VariantEditor::VariantEditor(QObject* parent) : QObject(parent)
{
    connect(&Language::instance(), &Language::changed, &choices_, &VariantChoices::retranslate);
    startFrom("classic");
}

void VariantEditor::setDoc(const QJsonObject& doc, const QString& base)
{
    doc_ = doc;
    doc_.remove("parent");  // saved variants stand alone: they keep working if the base changes
    Values next = v_;
    next.baseId = base;
    next.dirty = false;
    next.savedPath.clear();
    next.savedId.clear();
    publish(next);
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
        if (!gs::VariantRegistry::builtIn().find(newId.toStdString()) && !QFileInfo::exists(variantfiles::userFile(newId)))
            break;
    }
    doc["id"] = newId;
    // A new name of its own (its base's translations would name the base), and a description
    // that does not describe the base's rules (New game showed "20 turns" for a 12-turn
    // variant, in every language): where it came from, in the file's language, English.
    const gs::Variant& base = gs::VariantRegistry::builtIn().find(id.toStdString())->variant();
    doc["name"] = tr("%1 (my version)").arg(localizedText(base.name, base.nameIn));
    doc["description"] = QString("Based on %1.").arg(QString::fromStdString(base.name));
    setDoc(doc, id);
    return true;
}

bool VariantEditor::openFile(const QUrl& url)
{
    gs::VariantRegistry scratch;
    QString path, why;
    const gs::Rules* r = variantfiles::load(url, scratch, path, why);
    if (!r) {
        emit error(why);
        return false;
    }
    setDoc(scratch.document(r->id()), QString::fromStdString(r->variant().parent));
    return true;
}

QVariant VariantEditor::value(const QString& path) const
{
    QJsonValue v = doc_;
    for (const QString& part : path.split('.'))
        v = v.toObject().value(part);
    // A text with translations: the form edits its English.
    if (isTranslatedText(path) && v.isObject())
        return v.toObject().value("en").toVariant();
    return v.toVariant();
}

QStringList VariantEditor::translations(const QString& path) const
{
    if (!isTranslatedText(path))
        return {};
    QStringList codes = doc_.value(path).toObject().keys();
    codes.removeAll("en");
    return codes;
}

void VariantEditor::setValue(const QString& path, const QVariant& given)
{
    // A list from QML arrives as a QJSValue, which QJsonValue::fromVariant reads as null (the
    // Fixed setup's arrangement was stored as null, and could not be edited at all).
    const QVariant value = given.metaType() == QMetaType::fromType<QJSValue>() ? given.value<QJSValue>().toVariant() : given;
    QJsonValue v = QJsonValue::fromVariant(value);
    if (this->value(path) == value)
        return;
    // The English of a text with translations changes; the translations stay (round trip).
    if (isTranslatedText(path) && doc_.value(path).isObject()) {
        QJsonObject texts = doc_.value(path).toObject();
        texts["en"] = v;
        v = texts;
    }
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
        if (value.toString() == "fixed" && !doc_.contains("fixedSetup"))
            doc_["fixedSetup"] = defaultFixedSetup(doc_);
        else if (value.toString() != "fixed")
            doc_.remove("fixedSetup");
    }
    Values next = v_;
    next.dirty = true;
    publish(next);
}

int VariantEditor::choiceIndex(const QString& path) const
{
    return VariantChoices::indexFor(path, value(path).toString());
}

void VariantEditor::setTool(const QString& t)
{
    Values next = v_;
    next.tool = t;
    update(next);
}

void VariantEditor::clickSquare(int index)
{
    const VariantEdit edit = variantClick(doc_, v_.tool, files(), ranks(), index);
    if (!edit.heldBy.isEmpty())
        emit error(edit.heldBy == "youth"
                       ? tr("%1 is a Youth starting square. Click it with the Youth square tool to free it first.").arg(edit.square)
                       : tr("The %1 starts on %2. Place the %1 elsewhere first (pick it, then click another square).").arg(edit.heldBy, edit.square));
    else if (!edit.field.isEmpty())
        setValue(edit.field, edit.value.toVariantMap());
}

void VariantEditor::publish(Values next)
{
    next.problems.clear();
    next.problemPaths.clear();
    QSet<QString> problemFields;
    try {
        const gs::Variant v = gs::variantFromJsonUnchecked(doc_, QString());
        for (const gs::VariantProblem& p : gs::validateVariant(v)) {
            const QString field = QString::fromStdString(p.field);
            next.problems << variantFieldLabel(field) + ": " + QString::fromStdString(p.message);
            next.problemPaths << field;
            problemFields.insert(field);
        }
    } catch (const gs::VariantLoadError& e) {
        next.problems << variantFieldLabel(e.field) + ": " + e.problem;
        next.problemPaths << e.field;
        problemFields.insert(e.field);
    }
    const QString id = doc_.value("id").toString();
    if (VariantCatalog::instance().isBuiltIn(id))
    {
        next.problems << tr("Id: \"%1\" is a built-in variant; give yours another id").arg(id);
        next.problemPaths << QStringLiteral("id");
    }
    const QJsonObject pitch = doc_.value("pitch").toObject();
    next.files = pitch.value("files").toInt();
    next.ranks = pitch.value("ranks").toInt();
    next.squares = variantSquares(doc_, problemFields);
    next.json = QString::fromUtf8(QJsonDocument(doc_).toJson(QJsonDocument::Indented));
    next.fixedSetup = VariantChoices::isFixedSetup(doc_.value("setup").toString());
    update(next);
}

void VariantEditor::update(const Values& next)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    using Signal = void (VariantEditor::*)();
    const std::pair<bool, Signal> changes[] = {
        {next.baseId != v_.baseId, &VariantEditor::baseIdChanged},
        {next.files != v_.files, &VariantEditor::filesChanged},
        {next.ranks != v_.ranks, &VariantEditor::ranksChanged},
        {next.squares != v_.squares, &VariantEditor::squaresChanged},
        {next.problems != v_.problems, &VariantEditor::problemsChanged},
        {next.problemPaths != v_.problemPaths, &VariantEditor::problemPathsChanged},
        {next.problems.isEmpty() != v_.problems.isEmpty(), &VariantEditor::validChanged},
        {next.dirty != v_.dirty, &VariantEditor::dirtyChanged},
        {next.tool != v_.tool, &VariantEditor::toolChanged},
        {next.json != v_.json, &VariantEditor::jsonChanged},
        {next.savedPath != v_.savedPath, &VariantEditor::savedPathChanged},
        {next.savedId != v_.savedId, &VariantEditor::savedIdChanged},
        {next.fixedSetup != v_.fixedSetup, &VariantEditor::fixedSetupChanged},
    };
    v_ = next;
    for (const auto& [changed, signal] : changes)
        if (changed)
            emit (this->*signal)();
}

bool VariantEditor::fileExists() const
{
    return QFileInfo::exists(variantfiles::userFile(doc_.value("id").toString()));
}

bool VariantEditor::save(bool overwrite)
{
    if (!valid()) {
        emit error(tr("The variant has problems; fix them before saving:\n%1").arg(v_.problems.join("\n")));
        return false;
    }
    const variantfiles::Written done = variantfiles::save(doc_.value("id").toString(), json().toUtf8(), overwrite);
    if (!done.error.isEmpty()) {
        emit error(done.error);
        return false;
    }
    if (!done.note.isEmpty())
        emit error(done.note);
    Values next = v_;
    next.savedPath = done.path;
    next.savedId = doc_.value("id").toString();
    next.dirty = false;
    update(next);
    Notices::instance().wrote(done.path);
    return true;
}

bool VariantEditor::exportTo(const QUrl& url)
{
    const variantfiles::Written done = variantfiles::exportTo(url, json().toUtf8());
    if (!done.error.isEmpty()) {
        emit error(done.error);
        return false;
    }
    Notices::instance().wrote(done.path, true);
    return true;
}

bool VariantEditor::importFile(const QUrl& url)
{
    const variantfiles::Written done = variantfiles::import(url);
    if (!done.error.isEmpty()) {
        emit error(done.error);
        return false;
    }
    if (!done.note.isEmpty())
        emit error(done.note);
    return true;
}
