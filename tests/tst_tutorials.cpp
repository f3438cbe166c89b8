// Tutorial files: every shipped tutorial replays to its end; malformed files are refused with
// messages naming file, field and problem; the recorder's output reads back unchanged.
#include "formats/tutorial.h"
#include "formats/variantregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace gs;

namespace {

const char* kStart = "...b1+.../......./......./..b9+..../..b7..../.....bs./..w9+.w10+../....w8../......./...w1+... w y 4 0-0 -,- classic";

QJsonObject good()
{
    return QJsonDocument::fromJson(QByteArray(R"({
        "format": "goalscorer-tutorial", "version": 1, "id": "t", "title": "T", "viewer": "white",
        "start": ")") + kStart + R"(",
        "steps": [
            {"caption": "Look.", "highlight": ["e4", "f5"]},
            {"caption": "Moved.", "moves": ["e3d4"], "exercise": {"prompt": "Step to d4.", "feedback": "No.", "hint": "e3"}},
            {"caption": "Star Player!", "moves": ["e4xf5"], "arrows": [["e4", "f5"]]}
        ]})").object();
}

VariantLookup lookup() { return VariantRegistry::builtIn().lookup(); }

}  // namespace

class TestTutorials : public QObject {
    Q_OBJECT
private slots:
    void shippedTutorialsReplay();
    void goodDocumentReplays();
    void roundTrip();
    void rejections_data();
    void rejections();
    void illegalMoveNamesTheStep();
    void titleAndSummaryMayCarryTranslations();
    void exercisesMayAcceptOtherAnswers();
    void stepTextsMayCarryTranslations();
};

void TestTutorials::shippedTutorialsReplay()
{
    const QStringList files = QDir(":/tutorials").entryList({"*.json"}, QDir::Files);
    QVERIFY2(files.size() >= 13, qPrintable(files.join(",")));
    QStringList ids;
    for (const QString& name : files) {
        QFile f(":/tutorials/" + name);
        QVERIFY(f.open(QIODevice::ReadOnly));
        try {
            const Tutorial t = tutorialFromJson(f.readAll(), name, lookup());
            QCOMPARE(t.id + ".json", name);  // the file is named after its id
            QVERIFY2(!ids.contains(t.id), qPrintable(t.id));
            ids << t.id;
            const QVector<State> states = replayTutorial(t, lookup(), name);
            QCOMPARE(states.size(), t.steps.size() + 1);
            int exercises = 0;
            for (const TutorialStep& s : t.steps)
                exercises += s.exercise ? 1 : 0;
            QVERIFY2(exercises >= 1, qPrintable(name + " has no exercise"));
        } catch (const TutorialError& e) {
            QFAIL(e.what());
        }
    }
    for (const char* id : {"guide-star-player", "guide-goal", "guide-offside", "guide-penalty", "rules-substitute", "lesson-youth-moves",
                           "lesson-first-teamer-moves", "lesson-goalkeepers-area", "lesson-debut-keeper-area", "lesson-debut-midfield",
                           "lesson-debut-adjacent", "lesson-blocked-side", "lesson-turn-limit"})
        QVERIFY2(ids.contains(id), id);
}

void TestTutorials::goodDocumentReplays()
{
    const Tutorial t = tutorialFromJson(QJsonDocument(good()).toJson(), "t.json", lookup());
    QCOMPARE(t.steps.size(), 3);
    QVERIFY(t.steps[1].exercise);
    const QVector<State> states = replayTutorial(t, lookup(), "t.json");
    QCOMPARE(states.back().score(Side::White), 2);
    QVERIFY(states.back().isTerminal());
    QCOMPARE(states[1].at(*states[1].rules().parseSquare("e3")), states[0].at(*states[0].rules().parseSquare("e3")));
}

void TestTutorials::roundTrip()
{
    const Tutorial t = tutorialFromJson(QJsonDocument(good()).toJson(), "t.json", lookup());
    const QByteArray written = QJsonDocument(tutorialToJson(t)).toJson();
    const Tutorial back = tutorialFromJson(written, "t.json", lookup());
    QCOMPARE(QJsonDocument(tutorialToJson(back)).toJson(), written);
    QCOMPARE(back.steps[1].prompt, QString("Step to d4."));
    QCOMPARE(back.steps[2].arrows.size(), 1);
    QCOMPARE(back.steps[0].highlight, QStringList({"e4", "f5"}));
}

void TestTutorials::rejections_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("problem");
    auto with = [](auto change) {
        QJsonObject o = good();
        change(o);
        return QString::fromUtf8(QJsonDocument(o).toJson());
    };
    auto step = [](QJsonObject& o, int i, const QString& key, const QJsonValue& v) {
        QJsonArray steps = o["steps"].toArray();
        QJsonObject s = steps[i].toObject();
        if (v.isUndefined())
            s.remove(key);
        else
            s[key] = v;
        steps[i] = s;
        o["steps"] = steps;
    };
    QTest::newRow("not json") << "{" << "" << "not valid JSON";
    QTest::newRow("array") << "[]" << "" << "JSON object";
    QTest::newRow("unknown field") << with([](QJsonObject& o) { o["colour"] = "red"; }) << "colour" << "not a tutorial field";
    QTest::newRow("no id") << with([](QJsonObject& o) { o.remove("id"); }) << "id" << "missing";
    QTest::newRow("bad id") << with([](QJsonObject& o) { o["id"] = "My Lesson"; }) << "id" << "lower-case";
    QTest::newRow("no title") << with([](QJsonObject& o) { o["title"] = " "; }) << "title" << "must not be empty";
    QTest::newRow("bad format") << with([](QJsonObject& o) { o["format"] = "chess"; }) << "format" << "goalscorer-tutorial";
    QTest::newRow("bad version") << with([](QJsonObject& o) { o["version"] = 2; }) << "version" << "must be 1";
    QTest::newRow("bad viewer") << with([](QJsonObject& o) { o["viewer"] = "red"; }) << "viewer" << "white";
    QTest::newRow("bad seed") << with([](QJsonObject& o) { o["seed"] = -1; }) << "seed" << "whole number";
    QTest::newRow("bad order") << with([](QJsonObject& o) { o["order"] = 1.5; }) << "order" << "whole number";
    QTest::newRow("bad start") << with([](QJsonObject& o) { o["start"] = "nonsense"; }) << "start" << "unknown variant";
    QTest::newRow("invalid start") << with([](QJsonObject& o) { o["start"] = QString(kStart).replace("w1+", "w1+w1+").replace("....w8..", "...w8.."); })
                                   << "start" << "board";
    QTest::newRow("no steps") << with([](QJsonObject& o) { o["steps"] = QJsonArray(); }) << "steps" << "at least one step";
    // A stranger's file bounded: a page draws a pitch per step (20,000 steps made 866 MB).
    QTest::newRow("too many steps") << with([](QJsonObject& o) {
        QJsonArray many;
        for (int i = 0; i <= kMaxTutorialSteps; ++i)
            many.append(QJsonObject{{"caption", "x"}});
        o["steps"] = many;
    }) << "steps" << "has 201 steps; a tutorial has at most 200";
    QTest::newRow("too many arrows") << with([&](QJsonObject& o) {
        QJsonArray arrows;
        for (int i = 0; i <= kMaxTutorialMarks; ++i)
            arrows.append(QJsonArray{"e3", "d4"});
        step(o, 0, "arrows", arrows);
    }) << "steps[0].arrows" << "has 65 arrows; a step draws at most 64";
    QTest::newRow("id with a final newline") << with([](QJsonObject& o) { o["id"] = "probe\n"; }) << "id" << "lower-case";
    QTest::newRow("step not object") << with([](QJsonObject& o) { o["steps"] = QJsonArray{1}; }) << "steps[0]" << "must be an object";
    QTest::newRow("no caption") << with([&](QJsonObject& o) { step(o, 0, "caption", QJsonValue::Undefined); }) << "steps[0].caption" << "missing";
    QTest::newRow("unknown step field") << with([&](QJsonObject& o) { step(o, 0, "sound", "x"); }) << "steps[0].sound" << "not a tutorial field";
    QTest::newRow("move syntax") << with([&](QJsonObject& o) { step(o, 1, "moves", QJsonArray{"e3-d4"}); }) << "steps[1].moves[0]" << "\"e3-d4\" is not a move (expected e.g. d3d4, c4xc5, sub, nosub, @e3 or pass)";
    QTest::newRow("moves not text") << with([&](QJsonObject& o) { step(o, 1, "moves", QJsonArray{5}); }) << "steps[1].moves[0]" << "must be text";
    QTest::newRow("highlight off pitch") << with([&](QJsonObject& o) { step(o, 0, "highlight", QJsonArray{"h11"}); }) << "steps[0].highlight[0]" << "not a square";
    QTest::newRow("arrow not pair") << with([&](QJsonObject& o) { step(o, 2, "arrows", QJsonArray{QJsonArray{"e4"}}); }) << "steps[2].arrows[0]" << "pair of squares";
    QTest::newRow("arrow same square") << with([&](QJsonObject& o) { step(o, 2, "arrows", QJsonArray{QJsonArray{"e4", "e4"}}); }) << "steps[2].arrows[0]" << "same square";
    QTest::newRow("exercise without moves") << with([&](QJsonObject& o) { step(o, 0, "exercise", QJsonObject{{"prompt", "Go"}}); }) << "steps[0].exercise" << "answer";
    QTest::newRow("exercise without prompt") << with([&](QJsonObject& o) { step(o, 1, "exercise", QJsonObject{{"hint", "x"}}); }) << "steps[1].exercise.prompt" << "missing";
    // A stranger's text (textrules.h), in each field a person reads.
    QTest::newRow("title two lines") << with([](QJsonObject& o) { o["title"] = "Two\nlines"; }) << "title" << "must be one line (it holds a line break at character 4)";
    QTest::newRow("title bidi") << with([](QJsonObject& o) { o["title"] = QString("x") + QChar(0x202D); }) << "title" << "holds a bidirectional override (U+202D) at character 2";
    QTest::newRow("title too long") << with([](QJsonObject& o) { o["title"] = QString(300000, 'W'); }) << "title" << "is 300000 characters long; at most 100";
    QTest::newRow("summary NUL") << with([](QJsonObject& o) { o["summary"] = QString("a") + QChar(0); }) << "summary" << "holds a control character (U+0000) at character 2";
    QTest::newRow("caption too long") << with([&](QJsonObject& o) { step(o, 0, "caption", QString(2001, 'c')); }) << "steps[0].caption" << "is 2001 characters long; at most 2000";
    QTest::newRow("prompt escape") << with([&](QJsonObject& o) { step(o, 1, "exercise", QJsonObject{{"prompt", QString("a") + QChar(0x1B) + "[31m"}}); })
                                   << "steps[1].exercise.prompt" << "holds a control character (U+001B) at character 2";
    QTest::newRow("unknown field quoted short") << with([](QJsonObject& o) { o[QString(500, 'k')] = 1; }) << QString(40, 'k') + "…" << "not a tutorial field";
    // Translations (README: a text or an object of texts by language, English required).
    QTest::newRow("title number") << with([](QJsonObject& o) { o["title"] = 5; }) << "title" << "must be text, or an object of texts by language like {\"en\": \"...\", \"de\": \"...\"}";
    QTest::newRow("title without English") << with([](QJsonObject& o) { o["title"] = QJsonObject{{"de", "T"}}; }) << "title" << "has no English text (\"en\"), which is required: it is shown where no translation fits";
    QTest::newRow("summary unknown language") << with([](QJsonObject& o) { o["summary"] = QJsonObject{{"en", "S"}, {"pt", "S"}}; }) << "summary.pt" << "is not a language of the app (en, de, fr, es)";
    QTest::newRow("title translation not text") << with([](QJsonObject& o) { o["title"] = QJsonObject{{"en", "T"}, {"fr", true}}; }) << "title.fr" << "must be text";
    QTest::newRow("title German empty") << with([](QJsonObject& o) { o["title"] = QJsonObject{{"en", "T"}, {"de", " "}}; }) << "title.de" << "must not be empty";
    QTest::newRow("title English empty") << with([](QJsonObject& o) { o["title"] = QJsonObject{{"en", ""}, {"de", "T"}}; }) << "title.en" << "must not be empty";
    QTest::newRow("title Spanish two lines") << with([](QJsonObject& o) { o["title"] = QJsonObject{{"en", "T"}, {"es", "Dos\nlíneas"}}; }) << "title.es" << "must be one line (it holds a line break at character 4)";
    // Other right answers (exercise "accept").
    auto accept = [&](QJsonObject& o, const QJsonValue& v) {
        step(o, 1, "exercise", QJsonObject{{"prompt", "Step to d4."}, {"accept", v}});
    };
    QTest::newRow("accept not array") << with([&](QJsonObject& o) { accept(o, "e3f4"); }) << "steps[1].exercise.accept" << "must be an array";
    QTest::newRow("accept number") << with([&](QJsonObject& o) { accept(o, QJsonArray{5}); }) << "steps[1].exercise.accept[0]" << "must be a move, or an object with a \"move\" and its \"feedback\"";
    QTest::newRow("accept syntax") << with([&](QJsonObject& o) { accept(o, QJsonArray{"e3-f4"}); }) << "steps[1].exercise.accept[0]" << "\"e3-f4\" is not a move";
    QTest::newRow("accept without move") << with([&](QJsonObject& o) { accept(o, QJsonArray{QJsonObject{{"feedback", "Yes."}}}); }) << "steps[1].exercise.accept[0].move" << "is missing";
    QTest::newRow("accept unknown key") << with([&](QJsonObject& o) { accept(o, QJsonArray{QJsonObject{{"move", "e3f4"}, {"why", "x"}}}); }) << "steps[1].exercise.accept[0].why" << "not a tutorial field";
    QTest::newRow("caption without English") << with([&](QJsonObject& o) { step(o, 0, "caption", QJsonObject{{"de", "Schau."}}); }) << "steps[0].caption" << "has no English text";
    QTest::newRow("prompt German empty") << with([&](QJsonObject& o) { step(o, 1, "exercise", QJsonObject{{"prompt", QJsonObject{{"en", "Go."}, {"de", ""}}}}); }) << "steps[1].exercise.prompt.de" << "must not be empty";
    QTest::newRow("hint unknown language") << with([&](QJsonObject& o) { step(o, 1, "exercise", QJsonObject{{"prompt", "Go."}, {"hint", QJsonObject{{"en", "e3"}, {"nl", "e3"}}}}); }) << "steps[1].exercise.hint.nl" << "is not a language of the app (en, de, fr, es)";
    QTest::newRow("exercise not object") << with([&](QJsonObject& o) { step(o, 1, "exercise", true); }) << "steps[1].exercise" << "object";
}

void TestTutorials::rejections()
{
    QFETCH(QString, json);
    QFETCH(QString, field);
    QFETCH(QString, problem);
    try {
        tutorialFromJson(json.toUtf8(), "bad.json", lookup());
        QFAIL("accepted");
    } catch (const TutorialError& e) {
        QCOMPARE(e.file, QString("bad.json"));
        QCOMPARE(e.field, field);
        QVERIFY2(e.problem.contains(problem), qPrintable(e.problem));
        QVERIFY(QString(e.what()).startsWith("bad.json: "));
    }
}

void TestTutorials::illegalMoveNamesTheStep()
{
    QJsonObject o = good();
    QJsonArray steps = o["steps"].toArray();
    QJsonObject s = steps[2].toObject();
    s["moves"] = QJsonArray{"e4e6"};
    steps[2] = s;
    o["steps"] = steps;
    const Tutorial t = tutorialFromJson(QJsonDocument(o).toJson(), "bad.json", lookup());
    try {
        replayTutorial(t, lookup(), "bad.json");
        QFAIL("replayed");
    } catch (const TutorialError& e) {
        QCOMPARE(e.field, QString("steps[2].moves[0]"));
        QVERIFY2(e.problem.contains("not legal"), qPrintable(e.problem));
    }
    // An exercise whose answer is illegal says so.
    s = steps[1].toObject();
    s["moves"] = QJsonArray{"e3e4"};
    steps[1] = s;
    o["steps"] = steps;
    try {
        replayTutorial(tutorialFromJson(QJsonDocument(o).toJson(), "bad.json", lookup()), lookup(), "bad.json");
        QFAIL("replayed");
    } catch (const TutorialError& e) {
        QCOMPARE(e.field, QString("steps[1].moves[0]"));
        QVERIFY2(e.problem.contains("the exercise's answer"), qPrintable(e.problem));
    }
}

// A title and a summary may be texts by language: English is the title the CLI prints, the
// others are kept by code and written back as read (the recorder saves what it opened).
void TestTutorials::titleAndSummaryMayCarryTranslations()
{
    QJsonObject o = good();
    o["title"] = QJsonObject{{"en", "Goals"}, {"de", "Tore"}, {"fr", "Buts"}};
    o["summary"] = QJsonObject{{"en", "How to score."}, {"es", "Cómo marcar."}};
    const Tutorial t = tutorialFromJson(QJsonDocument(o).toJson(), "t.json", lookup());
    QCOMPARE(t.title, QString("Goals"));
    QCOMPARE(t.titleIn, (QMap<QString, QString>{{"de", "Tore"}, {"fr", "Buts"}}));
    QCOMPARE(t.summary, QString("How to score."));
    QCOMPARE(t.summaryIn, (QMap<QString, QString>{{"es", "Cómo marcar."}}));
    const QJsonObject written = tutorialToJson(t);
    QCOMPARE(written.value("title").toObject(), o["title"].toObject());
    QCOMPARE(written.value("summary").toObject(), o["summary"].toObject());
    // Plain text stays plain text.
    QCOMPARE(tutorialToJson(tutorialFromJson(QJsonDocument(good()).toJson(), "t.json", lookup())).value("title"), QJsonValue("T"));
    // Every shipped tutorial is titled and summarised in each of the app's languages.
    for (const QString& name : QDir(":/tutorials").entryList({"*.json"}, QDir::Files)) {
        QFile f(":/tutorials/" + name);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Tutorial shipped = tutorialFromJson(f.readAll(), name, lookup());
        for (const char* code : {"de", "fr", "es"}) {
            QVERIFY2(!shipped.titleIn.value(code).isEmpty(), qPrintable(name + ": title " + code));
            QVERIFY2(!shipped.summaryIn.value(code).isEmpty(), qPrintable(name + ": summary " + code));
            // And every text of every step.
            for (int i = 0; i < shipped.steps.size(); ++i) {
                const TutorialStep& s = shipped.steps[i];
                const QStringList fields = s.exercise ? QStringList{"caption", "prompt", "feedback", "hint"} : QStringList{"caption"};
                for (const QString& field : fields) {
                    const QString english = field == "caption" ? s.caption : field == "prompt" ? s.prompt : field == "feedback" ? s.feedback : s.hint;
                    if (!english.isEmpty())
                        QVERIFY2(!s.textsIn.value(field).value(code).isEmpty(), qPrintable(QString("%1: steps[%2].%3 in %4").arg(name).arg(i).arg(field, code)));
                }
            }
        }
    }
}

// An exercise may accept other right answers, each a move or a move with its own feedback;
// each must be legal before the step and unlike the answer and the others. Old files (no
// "accept") read as before, and what is read is written back the same.
void TestTutorials::exercisesMayAcceptOtherAnswers()
{
    auto withAccept = [](const QJsonArray& accept) {
        QJsonObject o = good();
        QJsonArray steps = o["steps"].toArray();
        QJsonObject s = steps[1].toObject();
        QJsonObject ex = s["exercise"].toObject();
        ex["accept"] = accept;
        s["exercise"] = ex;
        steps[1] = s;
        o["steps"] = steps;
        return QJsonDocument(o).toJson();
    };
    QVERIFY(tutorialFromJson(QJsonDocument(good()).toJson(), "t.json", lookup()).steps[1].alsoRight.isEmpty());
    const QJsonArray accept{QJsonObject{{"move", "e3f4"}, {"feedback", "Also fine: f4 works as well."}}};
    const Tutorial t = tutorialFromJson(withAccept(accept), "t.json", lookup());
    QCOMPARE(t.steps[1].alsoRight.size(), 1);
    QCOMPARE(t.steps[1].alsoRight[0].move, QString("e3f4"));
    QCOMPARE(t.steps[1].alsoRight[0].feedback, QString("Also fine: f4 works as well."));
    replayTutorial(t, lookup(), "t.json");
    QCOMPARE(tutorialToJson(t)["steps"].toArray()[1].toObject()["exercise"].toObject()["accept"].toArray(), accept);
    const Tutorial plain = tutorialFromJson(withAccept({"e3f4"}), "t.json", lookup());
    QCOMPARE(tutorialToJson(plain)["steps"].toArray()[1].toObject()["exercise"].toObject()["accept"].toArray(), QJsonArray{"e3f4"});

    auto refused = [&](const QJsonArray& a) {
        try {
            replayTutorial(tutorialFromJson(withAccept(a), "t.json", lookup()), lookup(), "t.json");
        } catch (const TutorialError& e) {
            return QString::fromUtf8(e.what());
        }
        return QString("accepted");
    };
    QVERIFY2(refused({"e3e4"}).startsWith("t.json: steps[1].exercise.accept[0]: e3e4 (another right answer) is not legal here: "), qPrintable(refused({"e3e4"})));
    QCOMPARE(refused({"e3d4"}), QString("t.json: steps[1].exercise.accept[0]: e3d4 is the exercise's answer already (the step's first move)"));
    QCOMPARE(refused({"e3f4", "e3f4"}), QString("t.json: steps[1].exercise.accept[1]: e3f4 is listed twice"));
}

// A step's caption, prompt, feedback and hint (and another right answer's feedback) may be
// texts by language too; they are read and written back as they came.
void TestTutorials::stepTextsMayCarryTranslations()
{
    QJsonObject o = good();
    QJsonArray steps = o["steps"].toArray();
    QJsonObject s0 = steps[0].toObject();
    s0["caption"] = QJsonObject{{"en", "Look."}, {"de", "Schau."}};
    steps[0] = s0;
    QJsonObject s1 = steps[1].toObject();
    s1["exercise"] = QJsonObject{{"prompt", QJsonObject{{"en", "Step to d4."}, {"fr", "Allez en d4."}}},
                                 {"feedback", QJsonObject{{"en", "No."}, {"es", "No."}}},
                                 {"hint", QJsonObject{{"en", "e3"}, {"de", "e3!"}}},
                                 {"accept", QJsonArray{QJsonObject{{"move", "e3f4"}, {"feedback", QJsonObject{{"en", "Fine."}, {"de", "Gut."}}}}}}};
    steps[1] = s1;
    o["steps"] = steps;
    const Tutorial t = tutorialFromJson(QJsonDocument(o).toJson(), "t.json", lookup());
    QCOMPARE(t.steps[0].caption, QString("Look."));
    QCOMPARE(t.steps[0].textsIn.value("caption").value("de"), QString("Schau."));
    QCOMPARE(t.steps[1].prompt, QString("Step to d4."));
    QCOMPARE(t.steps[1].textsIn.value("prompt").value("fr"), QString("Allez en d4."));
    QCOMPARE(t.steps[1].textsIn.value("hint").value("de"), QString("e3!"));
    QCOMPARE(t.steps[1].alsoRight[0].feedbackIn.value("de"), QString("Gut."));
    const QJsonArray written = tutorialToJson(t)["steps"].toArray();
    QCOMPARE(written[0].toObject()["caption"].toObject(), s0["caption"].toObject());
    QCOMPARE(written[1].toObject()["exercise"].toObject(), s1["exercise"].toObject());
    QCOMPARE(written[2].toObject()["caption"], QJsonValue("Star Player!"));  // plain stays plain
}

QTEST_GUILESS_MAIN(TestTutorials)
#include "tst_tutorials.moc"
