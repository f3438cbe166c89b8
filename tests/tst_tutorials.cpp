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

QTEST_GUILESS_MAIN(TestTutorials)
#include "tst_tutorials.moc"
