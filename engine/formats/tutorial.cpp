#include "tutorial.h"

#include "../explain.h"
#include "variantregistry.h"

#include "../textrules.h"
#include "diskfile.h"
#include "translatedjson.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

namespace gs {

namespace {

const QStringList kTopLevel = {"format", "version", "id", "title", "summary", "order", "viewer", "start", "seed", "steps"};
const QStringList kStepKeys = {"caption", "moves", "highlight", "arrows", "exercise"};
const QStringList kExerciseKeys = {"prompt", "feedback", "hint", "accept"};

class Reader {
public:
    Reader(const QJsonObject& o, QString path, const QString& file) : o_(o), path_(std::move(path)), file_(file) {}

    [[noreturn]] void fail(const QString& key, const QString& problem) const { throw TutorialError(file_, field(key), problem); }
    QString field(const QString& key) const { return path_.isEmpty() ? key : path_ + "." + key; }

    void onlyKeys(const QStringList& known) const
    {
        for (const QString& k : o_.keys())
            if (!known.contains(k))
                fail(QString::fromStdString(quoteText(k.toStdString())), "is not a tutorial field (known: " + known.join(", ") + ")");
    }
    // A text field; with a `shape`, one a person reads, held to textrules.h's limits.
    QString text(const QString& key, bool required, bool nonEmpty = false, std::optional<TextShape> shape = std::nullopt) const
    {
        const QJsonValue v = o_.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(key, "is missing");
            return {};
        }
        if (!v.isString())
            fail(key, "must be text");
        if (nonEmpty && v.toString().trimmed().isEmpty())
            fail(key, "must not be empty");
        if (shape)
            if (const std::string why = textProblem(v.toString().toStdString(), *shape); !why.empty())
                fail(key, QString::fromStdString(why));
        if (!shape && v.toString().size() > 4096)  // ids, the start GPN, the viewer: short by nature
            fail(key, QString("is %1 characters long; at most 4096").arg(v.toString().size()));
        return v.toString();
    }
    // A text that may carry translations (translatedjson.h); each language's text is held to
    // the same rules as text(), its problems named "title.de".
    TranslatedJson translated(const QString& key, bool required, bool nonEmpty, TextShape shape) const
    {
        const QJsonValue v = o_.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(key, "is missing");
            return {};
        }
        TranslatedJson out = readTranslatedJson(v, [&](const QString& sub, const QString& problem) {
            fail(sub.isEmpty() ? key : key + "." + sub, problem);
        });
        auto check = [&](const QString& sub, const QString& text) {
            const QString where = sub.isEmpty() ? key : key + "." + sub;
            if (nonEmpty && text.trimmed().isEmpty())
                fail(where, "must not be empty");
            if (const std::string why = textProblem(text.toStdString(), shape); !why.empty())
                fail(where, QString::fromStdString(why));
        };
        check(v.isObject() ? "en" : "", out.english);
        for (auto it = out.others.begin(); it != out.others.end(); ++it)
            check(it.key(), it.value());
        return out;
    }
    QJsonArray array(const QString& key) const
    {
        const QJsonValue v = o_.value(key);
        if (v.isUndefined())
            return {};
        if (!v.isArray())
            fail(key, "must be an array");
        return v.toArray();
    }
    QStringList texts(const QString& key) const
    {
        QStringList out;
        const QJsonArray a = array(key);
        for (int i = 0; i < a.size(); ++i) {
            if (!a[i].isString())
                fail(QString("%1[%2]").arg(key).arg(i), "must be text");
            out << a[i].toString().trimmed();
        }
        return out;
    }
    const QJsonObject& object() const { return o_; }

private:
    QJsonObject o_;
    QString path_;
    QString file_;
};

const Rules& rulesOf(const QString& gpn, const VariantLookup& lookup, const QString& file)
{
    const QString id = gpn.trimmed().section(' ', -1);
    const Rules* r = lookup(id.toStdString());
    if (!r)
        throw TutorialError(file, "start", "unknown variant \"" + id + "\"");
    return *r;
}

// An exercise's other right answers: each legal before the step, none the answer or another.
void checkOtherAnswers(const TutorialStep& step, const State& before, const QString& path, const QString& fileName)
{
    if (!step.exercise)
        return;
    std::vector<Move> seen{parseMove(step.moves.front().toStdString(), before.rules())};
    for (int k = 0; k < step.alsoRight.size(); ++k) {
        const QString field = path + QString(".accept[%1]").arg(k);
        const QString text = step.alsoRight[k].move;
        Move mv;
        try {
            mv = parseMove(text.toStdString(), before.rules());
        } catch (const NotationError& e) {
            throw TutorialError(fileName, field, QString::fromStdString(e.what()));
        }
        if (!before.isLegal(mv))
            throw TutorialError(fileName, field, text + " (another right answer) is not legal here: " + QString::fromStdString(explainIllegal(before, mv)));
        if (std::find(seen.begin(), seen.end(), mv) != seen.end())
            throw TutorialError(fileName, field, text + (mv == seen.front() ? " is the exercise's answer already (the step's first move)" : " is listed twice"));
        seen.push_back(mv);
    }
}

}  // namespace

Tutorial tutorialFromJson(const QByteArray& json, const QString& fileName, const VariantLookup& lookup)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        throw TutorialError(fileName, {}, QString("not valid JSON at offset %1: %2").arg(err.offset).arg(err.errorString()));
    if (!doc.isObject())
        throw TutorialError(fileName, {}, "a tutorial must be a JSON object");
    const Reader top(doc.object(), {}, fileName);
    top.onlyKeys(kTopLevel);

    if (const QString f = top.text("format", false); !f.isEmpty() && f != "goalscorer-tutorial")
        top.fail("format", "must be \"goalscorer-tutorial\"");
    if (const QJsonValue v = top.object().value("version"); !v.isUndefined() && v.toInt(-1) != 1)
        top.fail("version", "must be 1 (this app reads version 1)");

    Tutorial t;
    t.id = top.text("id", true, true);
    // Anchored whole: "$" alone also matches before a final newline ("probe\n" was an id, and a file name).
    if (!QRegularExpression(QRegularExpression::anchoredPattern("[a-z0-9][a-z0-9-]*")).match(t.id).hasMatch())
        top.fail("id", "must be lower-case letters, digits and dashes, e.g. \"penalty-basics\"");
    const TranslatedJson title = top.translated("title", true, true, TextShape::Line);
    const TranslatedJson summary = top.translated("summary", false, false, TextShape::Paragraph);
    t.title = title.english;
    t.titleIn = title.others;
    t.summary = summary.english;
    t.summaryIn = summary.others;
    if (const QJsonValue v = top.object().value("order"); !v.isUndefined()) {
        if (!v.isDouble() || !isWholeInt(v.toDouble()))
            top.fail("order", "must be a whole number");
        t.order = v.toInt();
    }
    const QString viewer = top.text("viewer", false);
    if (viewer == "black")
        t.viewer = Side::Black;
    else if (!viewer.isEmpty() && viewer != "white")
        top.fail("viewer", "must be \"white\" or \"black\"");
    t.start = top.text("start", true, true).trimmed();
    if (const QJsonValue v = top.object().value("seed"); !v.isUndefined()) {
        // 2^63 and beyond do not fit the conversion below
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() >= 9223372036854775808.0 || v.toDouble() != double(qint64(v.toDouble())))
            top.fail("seed", "must be a whole number, 0 or more");
        t.seed = quint64(v.toDouble());
    }
    const Rules& rules = rulesOf(t.start, lookup, fileName);
    tutorialStart(t, lookup, fileName);  // a bad GPN fails here, before the steps

    const QJsonArray steps = top.array("steps");
    if (steps.isEmpty())
        top.fail("steps", "needs at least one step");
    // Bounds a stranger's file cannot push past: every step becomes a pitch picture on the
    // tutorial's web page (20,000 steps made an 866 MB page from 320 KB).
    if (steps.size() > kMaxTutorialSteps)
        top.fail("steps", QString("has %1 steps; a tutorial has at most %2").arg(steps.size()).arg(kMaxTutorialSteps));
    for (int i = 0; i < steps.size(); ++i) {
        const QString path = QString("steps[%1]").arg(i);
        if (!steps[i].isObject())
            throw TutorialError(fileName, path, "must be an object");
        const Reader r(steps[i].toObject(), path, fileName);
        r.onlyKeys(kStepKeys);
        TutorialStep step;
        const TranslatedJson caption = r.translated("caption", true, true, TextShape::Paragraph);
        step.caption = caption.english;
        if (!caption.others.isEmpty())
            step.textsIn["caption"] = caption.others;
        step.moves = r.texts("moves");
        for (int m = 0; m < step.moves.size(); ++m) {
            try {
                parseMove(step.moves[m].toStdString(), rules);
            } catch (const NotationError& e) {
                r.fail(QString("moves[%1]").arg(m), QString::fromStdString(e.what()).section(": ", 1));
            }
        }
        auto checkSquare = [&](const QString& key, const QString& name) {
            if (!rules.parseSquare(name.toStdString()))
                r.fail(key, "\"" + QString::fromStdString(quoteText(name.toStdString())) + "\" is not a square of the " + QString::fromStdString(rules.variant().name) + " pitch");
        };
        step.highlight = r.texts("highlight");
        for (int h = 0; h < step.highlight.size(); ++h)
            checkSquare(QString("highlight[%1]").arg(h), step.highlight[h]);
        if (step.highlight.size() > kMaxTutorialMarks)
            r.fail("highlight", QString("has %1 squares; a step marks at most %2").arg(step.highlight.size()).arg(kMaxTutorialMarks));
        const QJsonArray arrows = r.array("arrows");
        if (arrows.size() > kMaxTutorialMarks)
            r.fail("arrows", QString("has %1 arrows; a step draws at most %2").arg(arrows.size()).arg(kMaxTutorialMarks));
        for (int a = 0; a < arrows.size(); ++a) {
            const QString key = QString("arrows[%1]").arg(a);
            const QJsonArray pair = arrows[a].toArray();
            if (!arrows[a].isArray() || pair.size() != 2 || !pair[0].isString() || !pair[1].isString())
                r.fail(key, "must be a pair of squares, e.g. [\"e4\", \"f5\"]");
            const TutorialArrow arrow{pair[0].toString().trimmed(), pair[1].toString().trimmed()};
            checkSquare(key, arrow.from);
            checkSquare(key, arrow.to);
            if (arrow.from == arrow.to)
                r.fail(key, "starts and ends on the same square");
            step.arrows << arrow;
        }
        if (const QJsonValue ex = r.object().value("exercise"); !ex.isUndefined()) {
            if (!ex.isObject())
                r.fail("exercise", "must be an object with a prompt");
            const Reader e(ex.toObject(), path + ".exercise", fileName);
            e.onlyKeys(kExerciseKeys);
            step.exercise = true;
            for (const auto& [key, field, required] : {std::tuple{"prompt", &step.prompt, true}, std::tuple{"feedback", &step.feedback, false},
                                                       std::tuple{"hint", &step.hint, false}}) {
                const TranslatedJson text = e.translated(key, required, required, TextShape::Paragraph);
                *field = text.english;
                if (!text.others.isEmpty())
                    step.textsIn[key] = text.others;
            }
            if (step.moves.isEmpty())
                r.fail("exercise", "an exercise needs its answer as the step's first move");
            const QJsonArray accept = e.array("accept");
            for (int k = 0; k < accept.size(); ++k) {
                const QString key = QString("accept[%1]").arg(k);
                TutorialAnswer answer;
                if (accept[k].isString()) {
                    answer.move = accept[k].toString().trimmed();
                } else if (accept[k].isObject()) {
                    const Reader a(accept[k].toObject(), e.field(key), fileName);
                    a.onlyKeys({"move", "feedback"});
                    answer.move = a.text("move", true, true).trimmed();
                    const TranslatedJson feedback = a.translated("feedback", false, false, TextShape::Paragraph);
                    answer.feedback = feedback.english;
                    answer.feedbackIn = feedback.others;
                } else {
                    e.fail(key, "must be a move, or an object with a \"move\" and its \"feedback\"");
                }
                try {
                    parseMove(answer.move.toStdString(), rules);
                } catch (const NotationError& err) {
                    e.fail(key, QString::fromStdString(err.what()).section(": ", 1));
                }
                step.alsoRight << answer;
            }
        }
        t.steps << step;
    }
    return t;
}

QJsonObject tutorialToJson(const Tutorial& t)
{
    QJsonObject o;
    o["format"] = "goalscorer-tutorial";
    o["version"] = 1;
    o["id"] = t.id;
    o["title"] = translatedToJson(t.title, t.titleIn);
    if (!t.summary.isEmpty() || !t.summaryIn.isEmpty())
        o["summary"] = translatedToJson(t.summary, t.summaryIn);
    o["order"] = t.order;
    o["viewer"] = t.viewer == Side::White ? "white" : "black";
    o["start"] = t.start;
    o["seed"] = double(t.seed);
    QJsonArray steps;
    for (const TutorialStep& s : t.steps) {
        QJsonObject so;
        so["caption"] = translatedToJson(s.caption, s.textsIn.value("caption"));
        if (!s.moves.isEmpty())
            so["moves"] = QJsonArray::fromStringList(s.moves);
        if (!s.highlight.isEmpty())
            so["highlight"] = QJsonArray::fromStringList(s.highlight);
        if (!s.arrows.isEmpty()) {
            QJsonArray arrows;
            for (const TutorialArrow& a : s.arrows)
                arrows.append(QJsonArray{a.from, a.to});
            so["arrows"] = arrows;
        }
        if (s.exercise) {
            QJsonObject ex{{"prompt", translatedToJson(s.prompt, s.textsIn.value("prompt"))}};
            if (!s.feedback.isEmpty() || s.textsIn.contains("feedback"))
                ex["feedback"] = translatedToJson(s.feedback, s.textsIn.value("feedback"));
            if (!s.hint.isEmpty() || s.textsIn.contains("hint"))
                ex["hint"] = translatedToJson(s.hint, s.textsIn.value("hint"));
            QJsonArray accept;
            for (const TutorialAnswer& a : s.alsoRight)
                accept.append(a.feedback.isEmpty() && a.feedbackIn.isEmpty() ? QJsonValue(a.move)
                                                                              : QJsonValue(QJsonObject{{"move", a.move}, {"feedback", translatedToJson(a.feedback, a.feedbackIn)}}));
            if (!accept.isEmpty())
                ex["accept"] = accept;
            so["exercise"] = ex;
        }
        steps.append(so);
    }
    o["steps"] = steps;
    return o;
}

State tutorialStart(const Tutorial& t, const VariantLookup& lookup, const QString& fileName)
{
    try {
        State s = parseGpn(t.start.toStdString(), lookup);
        if (s.hasHiddenIdentities()) {
            Rng rng(t.seed);
            s = s.determinize(rng);
        }
        return s;
    } catch (const NotationError& e) {
        throw TutorialError(fileName, "start", QString::fromStdString(e.what()));
    } catch (const std::invalid_argument& e) {  // a view that cannot be dealt
        throw TutorialError(fileName, "start", QString::fromStdString(e.what()));
    }
}

Tutorial readTutorialFile(const QString& path, const VariantLookup& lookup, QVector<State>* states)
{
    const QString name = QFileInfo(path).fileName();
    QString why;
    const auto bytes = diskfile::readLimited(path, diskfile::kMaxTutorialBytes, &why);
    if (!bytes)
        throw TutorialError(name, {}, "cannot be read: " + why);
    Tutorial t = tutorialFromJson(*bytes, name, lookup);
    QVector<State> replayed = replayTutorial(t, lookup, name);
    if (states)
        *states = std::move(replayed);
    return t;
}

QVector<State> replayTutorial(const Tutorial& t, const VariantLookup& lookup, const QString& fileName)
{
    QVector<State> states{tutorialStart(t, lookup, fileName)};
    const Rules& rules = states.front().rules();
    for (int i = 0; i < t.steps.size(); ++i) {
        State s = states.back();
        checkOtherAnswers(t.steps[i], s, QString("steps[%1].exercise").arg(i), fileName);
        for (int m = 0; m < t.steps[i].moves.size(); ++m) {
            const QString field = QString("steps[%1].moves[%2]").arg(i).arg(m);
            const QString text = t.steps[i].moves[m];
            if (s.isTerminal())
                throw TutorialError(fileName, field, text + " comes after the end of the game");
            Move mv;
            try {
                mv = parseMove(text.toStdString(), rules);
            } catch (const NotationError& e) {
                throw TutorialError(fileName, field, QString::fromStdString(e.what()));
            }
            if (!s.isLegal(mv)) {
                const QString answer = t.steps[i].exercise && m == 0 ? " (the exercise's answer)" : "";
                throw TutorialError(fileName, field, text + answer + " is not legal here: " + QString::fromStdString(explainIllegal(s, mv)));
            }
            s.apply(mv);
        }
        states << s;
    }
    return states;
}

}  // namespace gs
