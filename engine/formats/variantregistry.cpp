#include "variantregistry.h"

#include <QDir>
#include "../textrules.h"
#include "diskfile.h"
#include "translatedjson.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QJsonParseError>

#include <set>

namespace gs {

namespace {

const QStringList kTopLevel = {"id", "name", "description", "parent", "pitch", "start", "setup", "fixedSetup",
                               "turnLimit", "starGoals", "captureResults", "firstTeamerSteps", "debutMoves",
                               "debut", "substitution", "blockedEndsGame", "clock"};

QString describe(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return v.toBool() ? "true" : "false";
    case QJsonValue::Double: return QString::number(v.toDouble());
    case QJsonValue::String: return "\"" + QString::fromStdString(quoteText(v.toString().toStdString())) + "\"";
    case QJsonValue::Array: return "an array";
    case QJsonValue::Object: return "an object";
    case QJsonValue::Undefined: return "nothing";
    }
    return "?";
}

// Reads fields of one JSON object, naming the dotted path in every error.
class Reader {
public:
    Reader(const QJsonObject& o, QString path, const QString& file)
        : o_(o), path_(std::move(path)), file_(file) {}

    [[noreturn]] void fail(const QString& key, const QString& problem) const
    {
        throw VariantLoadError(file_, field(key), problem);
    }
    QString field(const QString& key) const { return path_.isEmpty() ? key : path_ + "." + key; }

    QJsonValue get(const QString& key, bool required = true) const
    {
        const QJsonValue v = o_.value(key);
        if (v.isUndefined() && required)
            fail(key, "is missing");
        return v;
    }
    int integer(const QString& key) const
    {
        const QJsonValue v = get(key);
        const double d = v.toDouble(0.5);
        if (!v.isDouble() || !isWholeInt(d))
            fail(key, "must be a whole number, got " + describe(v));
        return int(d);
    }
    bool boolean(const QString& key) const
    {
        const QJsonValue v = get(key);
        if (!v.isBool())
            fail(key, "must be true or false, got " + describe(v));
        return v.toBool();
    }
    QString string(const QString& key, bool required = true) const
    {
        const QJsonValue v = get(key, required);
        if (v.isUndefined())
            return {};
        if (!v.isString())
            fail(key, "must be a string, got " + describe(v));
        return v.toString();
    }
    // A text that may carry translations (translatedjson.h); missing and not required: empty.
    TranslatedJson translated(const QString& key, bool required = true) const
    {
        const QJsonValue v = get(key, required);
        if (v.isUndefined())
            return {};
        return readTranslatedJson(v, [&](const QString& sub, const QString& problem) {
            fail(sub.isEmpty() ? key : key + "." + sub, problem + (sub.isEmpty() && !v.isObject() ? ", got " + describe(v) : QString()));
        });
    }
    Reader object(const QString& key) const
    {
        const QJsonValue v = get(key);
        if (!v.isObject())
            fail(key, "must be an object, got " + describe(v));
        return Reader(v.toObject(), field(key), file_);
    }
    QJsonArray array(const QString& key) const
    {
        const QJsonValue v = get(key);
        if (!v.isArray())
            fail(key, "must be an array, got " + describe(v));
        return v.toArray();
    }
    void onlyKeys(const QStringList& allowed) const
    {
        for (const QString& k : o_.keys())
            if (!allowed.contains(k))
                fail(QString::fromStdString(quoteText(k.toStdString())), "is not a known field (known here: " + allowed.join(", ") + ")");
    }
    Coord square(const QJsonValue& v, const QString& key) const
    {
        const QString t = v.toString();
        bool ok = false;
        const int rank = t.mid(1).toInt(&ok);
        if (!v.isString() || t.size() < 2 || t[0] < 'a' || t[0] > 'l' || !ok || rank < 1 || t.mid(1).startsWith('0'))
            fail(key, "must be a square like \"d2\", got " + describe(v));
        return Coord{t[0].unicode() - 'a', rank - 1};
    }
    // Per-number table "1".."11" of enumeration values.
    template <class E> void table(const QString& key, std::array<E, 13>& out, const std::vector<std::pair<QString, E>>& names) const
    {
        const Reader t = object(key);
        QStringList allowed;
        for (int id = 1; id <= 11; ++id)
            allowed << QString::number(id);
        t.onlyKeys(allowed);
        QStringList valueNames;
        for (const auto& n : names)
            valueNames << n.first;
        for (int id = 1; id <= 11; ++id) {
            const QString k = QString::number(id);
            const QString v = t.string(k);
            bool found = false;
            for (const auto& [name, value] : names)
                if (name == v) {
                    out[id] = value;
                    found = true;
                }
            if (!found)
                t.fail(k, "\"" + QString::fromStdString(quoteText(v.toStdString())) + "\" is not one of " + valueNames.join(", "));
        }
    }
    Identity identity(const QJsonValue& v, const QString& key) const
    {
        if (v.isString() && (v.toString() == "s" || v.toString() == "star"))
            return kStar;
        const double d = v.isString() ? v.toString().toDouble() : v.toDouble(-1);
        if (d >= 1 && d <= 11 && isWholeInt(d) && (v.isDouble() || v.isString()))
            return Identity(d);
        fail(key, "must be an identity 1-11 or \"s\" (Star Player), got " + describe(v));
    }

private:
    QJsonObject o_;
    QString path_;
    QString file_;
};

// A child's texts replace the parent's whole (its German is not the parent's German).
const QStringList kWholeTexts = {"name", "description"};

QJsonObject merged(QJsonObject base, const QJsonObject& over, bool top = true)
{
    for (auto it = over.begin(); it != over.end(); ++it) {
        if (it.value().isObject() && base.value(it.key()).isObject() && !(top && kWholeTexts.contains(it.key())))
            base[it.key()] = merged(base.value(it.key()).toObject(), it.value().toObject(), false);
        else
            base[it.key()] = it.value();
    }
    return base;
}

}  // namespace

Variant variantFromJson(const QJsonObject& doc, const QString& file)
{
    Variant v = variantFromJsonUnchecked(doc, file);
    const auto problems = validateVariant(v);
    if (!problems.empty()) {
        QStringList others;
        for (size_t i = 1; i < problems.size(); ++i)
            others << QString::fromStdString(problems[i].field + ": " + problems[i].message);
        throw VariantLoadError(file, QString::fromStdString(problems.front().field), QString::fromStdString(problems.front().message), others);
    }
    return v;
}

Variant variantFromJsonUnchecked(const QJsonObject& doc, const QString& file)
{
    const Reader r(doc, QString(), file);
    r.onlyKeys(kTopLevel);
    Variant v;
    v.id = r.string("id").toStdString();
    const TranslatedJson name = r.translated("name");
    const TranslatedJson description = r.translated("description", false);
    v.name = name.english.toStdString();
    v.nameIn = toTranslations(name.others);
    v.description = description.english.toStdString();
    v.descriptionIn = toTranslations(description.others);
    v.parent = r.string("parent", false).toStdString();

    const Reader pitch = r.object("pitch");
    pitch.onlyKeys({"files", "ranks", "keeperAreaDepth", "midfieldRanks"});
    v.files = pitch.integer("files");
    v.ranks = pitch.integer("ranks");
    v.keeperAreaDepth = pitch.integer("keeperAreaDepth");
    const QJsonArray mid = pitch.array("midfieldRanks");
    for (int i = 0; i < mid.size(); ++i) {
        const double d = mid[i].toDouble(0.5);
        if (!mid[i].isDouble() || !isWholeInt(d))
            pitch.fail(QString("midfieldRanks[%1]").arg(i), "must be a rank number, got " + describe(mid[i]));
        v.midfieldRanks.push_back(int(d) - 1);
    }

    const Reader start = r.object("start");
    start.onlyKeys({"firstTeamers", "youth"});
    const Reader ft = start.object("firstTeamers");
    const QJsonObject ftObj = doc.value("start").toObject().value("firstTeamers").toObject();
    for (auto it = ftObj.begin(); it != ftObj.end(); ++it) {
        const Identity id = ft.identity(it.key(), it.key());
        v.startFirstTeamers.emplace_back(id, ft.square(it.value(), it.key()));
    }
    const QJsonArray youth = start.array("youth");
    for (int i = 0; i < youth.size(); ++i)
        v.youthSquares.push_back(start.square(youth[i], QString("youth[%1]").arg(i)));

    const QString setup = r.string("setup");
    if (setup == "random")
        v.setup = SetupMode::Random;
    else if (setup == "fixed")
        v.setup = SetupMode::Fixed;
    else if (setup == "manual")
        v.setup = SetupMode::Manual;
    else
        r.fail("setup", "\"" + QString::fromStdString(quoteText(setup.toStdString())) + "\" is not one of random, fixed, manual");
    if (v.setup == SetupMode::Fixed) {
        const Reader fixed = r.object("fixedSetup");
        fixed.onlyKeys({"white", "black"});
        for (int s = 0; s < 2; ++s) {
            const Reader side = fixed.object(s == 0 ? "white" : "black");
            side.onlyKeys({"youth", "substitute"});
            const QJsonArray ids = side.array("youth");
            for (int i = 0; i < ids.size(); ++i)
                v.fixedYouth[s].push_back(side.identity(ids[i], QString("youth[%1]").arg(i)));
            v.fixedSubstitute[s] = side.identity(side.get("substitute"), "substitute");
        }
    } else if (doc.contains("fixedSetup")) {
        r.fail("fixedSetup", "is only used with \"setup\": \"fixed\"");
    }

    v.turnLimit = r.integer("turnLimit");
    v.starGoals = r.integer("starGoals");
    r.table<CaptureResult>("captureResults", v.captureResults,
                           {{"nothing", CaptureResult::Nothing}, {"goal", CaptureResult::Goal},
                            {"penalty", CaptureResult::Penalty}, {"offside", CaptureResult::Offside}});
    r.table<StepRule>("firstTeamerSteps", v.firstTeamerSteps,
                      {{"any", StepRule::AnyDirection}, {"orthogonal", StepRule::Orthogonal}});
    r.table<DebutRule>("debut", v.debutRules,
                       {{"none", DebutRule::None}, {"keeperArea", DebutRule::KeeperArea},
                        {"midfield", DebutRule::Midfield}, {"adjacent", DebutRule::Adjacent}});
    v.debutMoves = r.boolean("debutMoves");
    v.substitution = r.boolean("substitution");
    v.blockedEndsGame = r.boolean("blockedEndsGame");
    if (doc.contains("clock")) {
        const Reader clock = r.object("clock");
        clock.onlyKeys({"moveSeconds", "moveTimeout", "gameSeconds", "gameTimeout"});
        auto timeout = [&](const QString& key, TimeoutRule fallback) {
            if (!doc.value("clock").toObject().contains(key))
                return fallback;
            const QString t = clock.string(key);
            if (t == "pass")
                return TimeoutRule::PassTurn;
            if (t == "lose")
                return TimeoutRule::LoseGame;
            clock.fail(key, "\"" + QString::fromStdString(quoteText(t.toStdString())) + "\" is not one of pass, lose");
        };
        const QJsonObject c = doc.value("clock").toObject();
        v.clock.moveSeconds = c.contains("moveSeconds") ? clock.integer("moveSeconds") : 0;
        v.clock.gameSeconds = c.contains("gameSeconds") ? clock.integer("gameSeconds") : 0;
        v.clock.moveTimeout = timeout("moveTimeout", TimeoutRule::PassTurn);
        v.clock.gameTimeout = timeout("gameTimeout", TimeoutRule::LoseGame);
    }
    return v;
}

VariantRegistry::VariantRegistry()
{
    // Built-ins are part of the build: a broken one throws here and fails every test.
    for (const QString& n : QDir(":/variants").entryList({"*.json"}, QDir::Files, QDir::Name))
        loadFile(":/variants/" + n);
    for (const auto& [id, rules] : rules_)
        shipped_.insert(id);
}

VariantRegistry& VariantRegistry::builtIn()
{
    static VariantRegistry registry;
    return registry;
}

QJsonObject VariantRegistry::resolve(const QJsonObject& doc, const QString& fileName, int depth) const
{
    const QJsonValue parentValue = doc.value("parent");
    if (parentValue.isUndefined())
        return doc;
    if (!parentValue.isString() || parentValue.toString().isEmpty())
        throw VariantLoadError(fileName, "parent", "must be the id of another variant, got " + describe(parentValue));
    const QString parent = parentValue.toString();
    // An id (validateVariant's characters), never a path: "../other/x" read a file from
    // another folder.
    if (!QRegularExpression(QRegularExpression::anchoredPattern("[a-z0-9_-]+")).match(parent).hasMatch())
        throw VariantLoadError(fileName, "parent", "must be the id of another variant (lower-case letters, digits, '-' and '_'), got " + describe(parentValue));
    if (parent == doc.value("id").toString())
        throw VariantLoadError(fileName, "parent", "a variant cannot be its own parent");
    if (depth > 8)
        throw VariantLoadError(fileName, "parent", "the chain of parents is longer than 8 (a cycle?)");
    QJsonObject base;
    const auto known = documents_.find(parent.toStdString());
    const QString sibling = QFileInfo(fileName).dir().filePath(parent + ".json");
    if (QFileInfo(sibling).isFile() && QFileInfo(sibling).canonicalFilePath() != QFileInfo(fileName).canonicalFilePath()) {
        QString why;
        const auto bytes = diskfile::readLimited(sibling, diskfile::kMaxVariantBytes, &why);
        if (!bytes)
            throw VariantLoadError(fileName, "parent", "cannot read " + sibling + ": " + why);
        const QJsonDocument pd = QJsonDocument::fromJson(*bytes);
        if (!pd.isObject())
            throw VariantLoadError(fileName, "parent", "parent file " + sibling + " is not a JSON object");
        base = resolve(pd.object(), sibling, depth + 1);
    } else if (known != documents_.end()) {
        base = known->second;
    } else {
        throw VariantLoadError(fileName, "parent", "unknown variant \"" + parent + "\" (not loaded, and no " + parent + ".json beside this file)");
    }
    QJsonObject out = merged(base, doc);
    out.remove("parent");
    out["parent"] = parent;
    return out;
}

const Rules& VariantRegistry::loadFile(const QString& path)
{
    QString why;
    const auto bytes = diskfile::readLimited(path, diskfile::kMaxVariantBytes, &why);
    if (!bytes)
        throw VariantLoadError(path, QString(), "cannot open the file: " + why);
    return loadJson(*bytes, path);
}

const Rules& VariantRegistry::loadJson(const QByteArray& json, const QString& fileName, bool mayReplaceBuiltIn)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError) {
        const int line = int(json.left(err.offset).count('\n')) + 1;
        throw VariantLoadError(fileName, QString(), QString("not valid JSON at line %1: %2").arg(line).arg(err.errorString()));
    }
    if (!doc.isObject())
        throw VariantLoadError(fileName, QString(), "a variant file holds one JSON object");
    if (!doc.object().value("id").isString())
        throw VariantLoadError(fileName, "id", "is missing or not a string");
    const QJsonObject full = resolve(doc.object(), fileName, 0);
    Variant v = variantFromJson(full, fileName);
    auto rules = Rules::make(std::move(v));
    const std::string id = rules->id();
    // Games, records and positions name variants by id: a file may not stand in for a
    // shipped one (the app refused it, but the CLI replaced "classic" with it). The shipped
    // file itself (the same document) reads as it is.
    if (!mayReplaceBuiltIn && shipped_.count(id) && documents_.at(id) != full)
        throw VariantLoadError(fileName, "id", "\"" + QString::fromStdString(id) + "\" is a built-in variant; give yours another id");
    documents_[id] = full;
    // A replaced variant's Rules stays alive in all_: states made from it must not dangle.
    all_.push_back(rules);
    rules_[id] = rules;
    return *rules;
}

QStringList VariantRegistry::loadDirectory(const QString& dir)
{
    QStringList errors;
    for (const QString& n : QDir(dir).entryList({"*.json"}, QDir::Files, QDir::Name)) {
        try {
            loadFile(QDir(dir).filePath(n));
        } catch (const VariantLoadError& e) {
            errors << QString::fromStdString(e.what());
        }
    }
    return errors;
}

const Rules* VariantRegistry::find(std::string_view id) const
{
    const auto it = rules_.find(id);
    return it == rules_.end() ? nullptr : it->second.get();
}

QJsonObject VariantRegistry::document(std::string_view id) const
{
    const auto it = documents_.find(id);
    return it == documents_.end() ? QJsonObject() : it->second;
}

QStringList VariantRegistry::ids() const
{
    QStringList out;
    for (const auto& [id, r] : rules_)
        out << QString::fromStdString(id);
    return out;
}

VariantLookup VariantRegistry::lookup() const
{
    return [this](std::string_view id) { return find(id); };
}

}  // namespace gs
