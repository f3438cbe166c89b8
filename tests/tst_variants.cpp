// Variants as data: the shipped files, inheritance, and one clear message per broken file.
#include "testsupport.h"

#include "match.h"
#include "textrules.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <set>
#include <vector>

using namespace gs;
using namespace test;

namespace {

QJsonObject classicJson()
{
    QFile f(GS_SOURCE_DIR "/variants/classic.json");
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read classic.json");
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    o["id"] = "broken";
    return o;
}

// Sets a dotted path ("pitch.files") in a JSON object; an undefined value removes the key.
QJsonObject with(QJsonObject o, const QString& path, const QJsonValue& value)
{
    const int dot = path.indexOf('.');
    if (dot < 0) {
        if (value.isUndefined())
            o.remove(path);
        else
            o[path] = value;
        return o;
    }
    const QString head = path.left(dot);
    o[head] = with(o.value(head).toObject(), path.mid(dot + 1), value);
    return o;
}

QByteArray bytes(const QJsonObject& o) { return QJsonDocument(o).toJson(); }

}  // namespace

class TestVariants : public QObject {
    Q_OBJECT
private slots:
    void classicMatchesTheRules();
    void quickInheritsFromClassic();
    void shippedVariantsChangeWhatTheySay();
    void everyShippedVariantPlaysLegally();
    void childOverridesNestedFieldsOnly();
    void parentFoundBesideTheFile();
    void fixedSetupDealsAsWritten();
    void rejectsBrokenVariants_data();
    void rejectsBrokenVariants();
    void brokenVariantsHaveTheirOwnMessages();
    void namesAreTextNotMarkup();
    void failedLoadChangesNothing();
    void everyProblemIsNamedAtOnce();
    void missingFileIsNamed();
    void textsMayCarryTranslations();
    void shippedVariantsAreTranslated();
};

void TestVariants::classicMatchesTheRules()
{
    const Variant& v = classic().variant();
    QCOMPARE(v.files, 7);
    QCOMPARE(v.ranks, 10);
    QCOMPARE(v.keeperAreaDepth, 2);
    QCOMPARE(v.midfieldRanks, std::vector<int>({4, 5}));
    QCOMPARE(v.turnLimit, 20);
    QCOMPARE(v.starGoals, 2);
    QCOMPARE(v.setup, SetupMode::Random);
    QVERIFY(v.debutMoves && v.substitution && v.blockedEndsGame);
    const CaptureResult expected[12] = {CaptureResult::Nothing, CaptureResult::Nothing, CaptureResult::Penalty, CaptureResult::Penalty,
                                        CaptureResult::Offside, CaptureResult::Offside, CaptureResult::Offside, CaptureResult::Goal,
                                        CaptureResult::Goal,    CaptureResult::Goal,    CaptureResult::Goal,    CaptureResult::Goal};
    for (int id = 1; id <= 11; ++id)
        QCOMPARE(v.captureResults[id], expected[id]);
    for (int id = 2; id <= 6; ++id)
        QCOMPARE(v.firstTeamerSteps[id], StepRule::Orthogonal);
    for (int id : {1, 7, 8, 9, 10, 11})
        QCOMPARE(v.firstTeamerSteps[id], StepRule::AnyDirection);
    for (int id = 2; id <= 5; ++id)
        QCOMPARE(v.debutRules[id], DebutRule::KeeperArea);
    QCOMPARE(v.debutRules[6], DebutRule::Midfield);
    QCOMPARE(v.debutRules[7], DebutRule::Midfield);
    QCOMPARE(v.debutRules[8], DebutRule::Adjacent);
    QCOMPARE(v.debutRules[11], DebutRule::Adjacent);
    QCOMPARE(int(classic().keeperAreaSquares(Side::White).size()), 14);
    QCOMPARE(int(classic().midfieldSquares().size()), 14);
}

void TestVariants::quickInheritsFromClassic()
{
    const Rules* quick = registry().find("quick");
    QVERIFY(quick);
    QCOMPARE(quick->variant().turnLimit, 10);
    QCOMPARE(quick->variant().parent, std::string("classic"));
    QCOMPARE(quick->variant().files, 7);
    QCOMPARE(quick->variant().captureResults[7], CaptureResult::Goal);
}

void TestVariants::shippedVariantsChangeWhatTheySay()
{
    const QStringList expected = {"blocked-pass", "classic", "fixed-setup", "large", "long", "manual-setup",
                                  "no-debut", "no-penalties", "quick", "speed"};
    for (const QString& id : expected)
        QVERIFY2(registry().find(id.toStdString()), qPrintable("missing variant " + id));
    auto v = [](const char* id) { return registry().find(id)->variant(); };
    QCOMPARE(v("classic").clock.enabled(), false);
    QCOMPARE(v("long").turnLimit, 30);
    QCOMPARE(v("manual-setup").setup, SetupMode::Manual);
    QCOMPARE(v("fixed-setup").setup, SetupMode::Fixed);
    QCOMPARE(v("no-debut").debutMoves, false);
    for (int id = 1; id <= 11; ++id)
        QVERIFY(v("no-penalties").captureResults[id] != CaptureResult::Penalty && v("no-penalties").captureResults[id] != CaptureResult::Offside);
    QCOMPARE(v("no-penalties").captureResults[7], CaptureResult::Goal);
    QCOMPARE(v("blocked-pass").blockedEndsGame, false);
    QCOMPARE(v("large").files, 9);
    QCOMPARE(v("large").ranks, 12);
    QVERIFY(v("speed").clock.moveSeconds > 0);
    QVERIFY(v("speed").clock.gameSeconds > 0);
    QCOMPARE(v("speed").clock.gameTimeout, TimeoutRule::LoseGame);
    // Every variant other than classic says how it differs, in its own words.
    std::set<std::string> descriptions;
    for (const QString& id : registry().ids())
        QVERIFY2(descriptions.insert(registry().find(id.toStdString())->variant().description).second, qPrintable(id));
}

void TestVariants::everyShippedVariantPlaysLegally()
{
    QVERIFY(registry().ids().size() >= 2);
    for (const QString& id : registry().ids()) {
        const Rules& r = *registry().find(id.toStdString());
        Rng rng(11);
        for (int g = 0; g < 500; ++g) {
            State s = State::deal(r, rng.next());
            int plies = 0;
            while (!s.isTerminal()) {
                const Move m = s.randomLegalMove(rng);
                QVERIFY(s.isLegal(m));
                s.apply(m);
                QVERIFY(++plies < 8 * r.variant().turnLimit + 8);
            }
            QVERIFY(s.turn() <= r.variant().turnLimit);
        }
    }
}

void TestVariants::childOverridesNestedFieldsOnly()
{
    VariantRegistry reg;
    const QByteArray child = R"({"id": "friendly", "parent": "classic", "name": "Friendly",
                                 "captureResults": {"7": "nothing"}, "pitch": {"keeperAreaDepth": 1}})";
    const Rules& r = reg.loadJson(child, "friendly.json");
    QCOMPARE(r.variant().captureResults[7], CaptureResult::Nothing);
    QCOMPARE(r.variant().captureResults[8], CaptureResult::Goal);
    QCOMPARE(r.variant().keeperAreaDepth, 1);
    QCOMPARE(r.variant().files, 7);
    QCOMPARE(r.variant().name, std::string("Friendly"));
    // A grandchild builds on the child.
    const Rules& g = reg.loadJson(R"({"id": "friendlier", "parent": "friendly", "name": "Friendlier", "turnLimit": 5})", "friendlier.json");
    QCOMPARE(g.variant().captureResults[7], CaptureResult::Nothing);
    QCOMPARE(g.variant().turnLimit, 5);
}

void TestVariants::parentFoundBesideTheFile()
{
    QTemporaryDir dir;
    QJsonObject base = classicJson();
    base["id"] = "base";
    base["turnLimit"] = 12;
    QFile pf(dir.filePath("base.json"));
    QVERIFY(pf.open(QIODevice::WriteOnly));
    pf.write(bytes(base));
    pf.close();
    QFile cf(dir.filePath("child.json"));
    QVERIFY(cf.open(QIODevice::WriteOnly));
    cf.write(R"({"id": "child", "parent": "base", "name": "Child", "starGoals": 3})");
    cf.close();
    VariantRegistry reg;
    const Rules& r = reg.loadFile(dir.filePath("child.json"));
    QCOMPARE(r.variant().turnLimit, 12);
    QCOMPARE(r.variant().starGoals, 3);
}

void TestVariants::fixedSetupDealsAsWritten()
{
    VariantRegistry reg;
    QJsonObject o = classicJson();
    o["id"] = "fixed-test";
    o["setup"] = "fixed";
    QJsonObject white{{"youth", QJsonArray{7, 2, 11, 4, 8, "s", 6, 3}}, {"substitute", 5}};
    o["fixedSetup"] = QJsonObject{{"white", white}, {"black", white}};
    const Rules& r = reg.loadJson(bytes(o), "fixed-test.json");
    const State a = State::deal(r, 1), b = State::deal(r, 2);
    QCOMPARE(gpn(a), gpn(b));
    // Youth squares in file order: d2, a3..g3.
    QCOMPARE(q(formatCell(a.at(*r.parseSquare("d2")))), QString("w7"));
    QCOMPARE(q(formatCell(a.at(*r.parseSquare("e3")))), QString("ws"));
    QCOMPARE(q(formatCell(a.at(*r.parseSquare("d9")))), QString("b7"));
    QCOMPARE(a.substitute(Side::Black), Identity(5));
}

namespace {

struct BrokenVariant {
    const char* name;
    QByteArray json;
    QString message;  // a part of the error
};

std::vector<BrokenVariant> brokenVariants()
{
    std::vector<BrokenVariant> rows;
    const QJsonObject c = classicJson();
    auto add = [&rows](const char* name, const QByteArray& json, const QString& message) { rows.push_back({name, json, message}); };
    auto set = [&](const char* name, const QString& path, const QJsonValue& v, const QString& message) {
        add(name, bytes(with(c, path, v)), message);
    };
    add("not JSON", "{\"id\": \"x\",\n \"name\": }", "not valid JSON at line 2");
    add("not an object", "[1, 2]", "holds one JSON object");
    set("no id", "id", QJsonValue::Undefined, "id: is missing or not a string");
    set("bad id", "id", "my variant", "id: may hold only lower-case letters");
    set("unknown field", "turnlimit", 5, "turnlimit: is not a known field");
    set("no name", "name", QJsonValue::Undefined, "name: is missing");
    set("empty name", "name", "", "name: must not be empty");
    set("pitch not object", "pitch", 7, "pitch: must be an object, got 7");
    set("files text", "pitch.files", "seven", "pitch.files: must be a whole number, got \"seven\"");
    set("files fraction", "pitch.files", 7.5, "pitch.files: must be a whole number, got 7.5");
    set("files beyond int (found by fuzz_variant)", "pitch.files", 1.2e79, "pitch.files: must be a whole number, got 1.2e+79");
    set("midfield rank beyond int", "pitch.midfieldRanks", QJsonArray{4, 1e300}, "pitch.midfieldRanks[1]: must be a rank number");
    set("files too few", "pitch.files", 2, "pitch.files: must be from 3 to 12, got 2");
    set("ranks too many", "pitch.ranks", 20, "pitch.ranks: must be from 6 to 16, got 20");
    set("keeper area too deep", "pitch.keeperAreaDepth", 5, "pitch.keeperAreaDepth: must be from 1 to 4");
    set("pitch unknown key", "pitch.width", 7, "pitch.width: is not a known field");
    set("midfield empty", "pitch.midfieldRanks", QJsonArray{}, "pitch.midfieldRanks: must list 1 to 4 ranks");
    set("midfield twice", "pitch.midfieldRanks", QJsonArray{5, 5}, "pitch.midfieldRanks[1]: rank 5 is listed twice");
    set("midfield in keeper area", "pitch.midfieldRanks", QJsonArray{2}, "pitch.midfieldRanks[0]: rank 2 lies in a Goalkeeper's Area");
    set("midfield off pitch", "pitch.midfieldRanks", QJsonArray{11}, "pitch.midfieldRanks[0]: rank 11 is off the pitch");
    set("midfield text", "pitch.midfieldRanks", QJsonArray{"5"}, "pitch.midfieldRanks[0]: must be a rank number");
    set("keeper outside area", "start.firstTeamers.1", "d3", "start.firstTeamers.1: the Goalkeeper must start inside its Goalkeeper's Area, not on d3");
    set("square malformed", "start.firstTeamers.9", "z4", "start.firstTeamers.9: must be a square like \"d2\", got \"z4\"");
    set("square in Black's half", "start.firstTeamers.9", "c6", "start.firstTeamers.9: square c6 is not in White's half");
    set("no goalkeeper", "start.firstTeamers.1", QJsonValue::Undefined, "start.firstTeamers: must place the Goalkeeper (1)");
    set("star first teamer", "start.firstTeamers.s", "b4", "identity Star Player cannot start as a First Teamer");
    set("identity 12", "start.firstTeamers.12", "b4", "start.firstTeamers.12: must be an identity 1-11 or \"s\"");
    set("seven youth squares", "start.youth", QJsonArray{"d2", "a3", "b3", "c3", "d3", "e3", "f3"}, "start.youth: must list 8 squares");
    set("youth square twice", "start.youth", QJsonArray{"d2", "a3", "b3", "c3", "d3", "e3", "f3", "a3"}, "start.youth[7]: square a3 is already used");
    set("youth square off pitch", "start.youth", QJsonArray{"d2", "a3", "b3", "c3", "d3", "e3", "f3", "h3"}, "start.youth[7]: square h3 is off the 7x10 pitch");
    set("youth on first teamer", "start.youth", QJsonArray{"d2", "a3", "b3", "c3", "d3", "e3", "f3", "c4"}, "start.youth[7]: square c4 is already used");
    set("setup unknown", "setup", "shuffle", "setup: \"shuffle\" is not one of random, fixed, manual");
    set("fixed setup unused", "fixedSetup", QJsonObject{}, "fixedSetup: is only used with \"setup\": \"fixed\"");
    set("fixed setup missing", "setup", "fixed", "fixedSetup: is missing");
    {
        QJsonObject f = with(c, "setup", "fixed");
        const QJsonObject ok{{"youth", QJsonArray{7, 2, 11, 4, 8, "s", 6, 3}}, {"substitute", 5}};
        f["fixedSetup"] = QJsonObject{{"white", with(ok, "substitute", "s")}, {"black", ok}};
        add("star substitute", bytes(f), "fixedSetup.white.substitute: the Star Player can never be the Substitute");
        f["fixedSetup"] = QJsonObject{{"white", ok}, {"black", with(ok, "youth", QJsonArray{7, 2, 11, 4, 8, "s", 6})}};
        add("fixed youth too short", bytes(f), "fixedSetup.black.youth: must list 8 identities");
        f["fixedSetup"] = QJsonObject{{"white", with(ok, "youth", QJsonArray{7, 2, 11, 4, 8, "s", 6, 9})}, {"black", ok}};
        add("fixed youth holds a first teamer", bytes(f), "fixedSetup.white.youth[7]: identity 9 is used twice or is a starting First Teamer");
    }
    set("turn limit zero", "turnLimit", 0, "turnLimit: must be from 1 to 999, got 0");
    set("star goals ten", "starGoals", 10, "starGoals: must be from 0 to 9, got 10");
    set("capture result unknown", "captureResults.7", "score", "captureResults.7: \"score\" is not one of nothing, goal, penalty, offside");
    set("capture result missing", "captureResults.11", QJsonValue::Undefined, "captureResults.11: is missing");
    set("capture result 12", "captureResults.12", "goal", "captureResults.12: is not a known field");
    set("step rule unknown", "firstTeamerSteps.4", "diagonal", "firstTeamerSteps.4: \"diagonal\" is not one of any, orthogonal");
    set("debut rule unknown", "debut.6", "middle", "debut.6: \"middle\" is not one of none, keeperArea, midfield, adjacent");
    set("debut moves text", "debutMoves", "yes", "debutMoves: must be true or false, got \"yes\"");
    set("substitution missing", "substitution", QJsonValue::Undefined, "substitution: is missing");
    set("clock not object", "clock", 30, "clock: must be an object, got 30");
    set("clock unknown key", "clock.increment", 5, "clock.increment: is not a known field");
    set("move seconds text", "clock.moveSeconds", "30s", "clock.moveSeconds: must be a whole number, got \"30s\"");
    set("move seconds too many", "clock.moveSeconds", 4000, "clock.moveSeconds: must be from 0 (no move timer) to 3600, got 4000");
    set("game seconds negative", "clock.gameSeconds", -1, "clock.gameSeconds: must be from 0 (no game clock) to 86400, got -1");
    set("move timeout unknown", "clock.moveTimeout", "forfeit", "clock.moveTimeout: \"forfeit\" is not one of pass, lose");
    set("game timeout not text", "clock.gameTimeout", true, "clock.gameTimeout: must be a string, got true");
    set("blocked null", "blockedEndsGame", QJsonValue::Null, "blockedEndsGame: must be true or false, got null");
    add("unknown parent", R"({"id": "orphan", "parent": "nope", "name": "Orphan"})", "parent: unknown variant \"nope\"");
    add("own parent", R"({"id": "loop", "parent": "loop", "name": "Loop"})", "parent: a variant cannot be its own parent");
    add("parent as a path", R"({"id": "astray", "parent": "../other/evil", "name": "Astray"})", "parent: must be the id of another variant (lower-case letters, digits, '-' and '_'), got \"../other/evil\"");
    add("parent with an underscore, unknown", R"({"id": "kid", "parent": "my_base", "name": "Kid"})", "parent: unknown variant \"my_base\"");
    add("parent not text", R"({"id": "odd", "parent": 5, "name": "Odd"})", "parent: must be the id of another variant, got 5");
    // A stranger's text (textrules.h): one line, no control or bidi characters, a sensible size.
    set("name two lines", "name", "Two\nlines", "name: must be one line (it holds a line break at character 4)");
    set("name NUL", "name", QString("a") + QChar(0) + "b", "name: holds a control character (U+0000) at character 2");
    set("name bidi override", "name", QString(QChar(0x202E)) + "exe.txt", "name: holds a bidirectional override (U+202E) at character 1");
    set("name bidi isolate", "name", QString("ab") + QChar(0x2067) + "c", "name: holds a bidirectional override (U+2067) at character 3");
    set("name 101 characters", "name", QString(101, 'W'), "name: is 101 characters long; at most 100");
    set("name invisible", "name", QString(QChar(0x200B)) + " " + QChar(0xFEFF), "name: has no visible character");
    set("description bell", "description", QString("ok") + QChar(7), "description: holds a control character (U+0007) at character 3");
    set("description too long", "description", QString(2001, 'w'), "description: is 2001 characters long; at most 2000");
    // Texts with translations (variants/README.md): English required, the app's languages only.
    set("name number", "name", 5, "name: must be text, or an object of texts by language like {\"en\": \"...\", \"de\": \"...\"}, got 5");
    set("name without English", "name", QJsonObject{{"de", "Klassisch"}}, "name: has no English text (\"en\"), which is required: it is shown where no translation fits");
    set("description unknown language", "description", QJsonObject{{"en", "x"}, {"it", "y"}}, "description.it: is not a language of the app (en, de, fr, es)");
    set("name translation not text", "name", QJsonObject{{"en", "A"}, {"de", 5}}, "name.de: must be text");
    set("name German two lines", "name", QJsonObject{{"en", "A"}, {"de", "Zwei\nZeilen"}}, "name.de: must be one line (it holds a line break at character 5)");
    set("name French empty", "name", QJsonObject{{"en", "A"}, {"fr", ""}}, "name.fr: must not be empty");
    set("description Spanish bidi", "description", QJsonObject{{"en", "x"}, {"es", QString(QChar(0x202E))}}, "description.es: holds a bidirectional override (U+202E) at character 1");
    set("a long wrong value is quoted short", "setup", QString(300000, 'x'), "setup: \"" + QString(40, 'x') + "…\" is not one of random, fixed, manual");
    add("invalid UTF-8", "{\"id\": \"x\", \"name\": \"a\xc3\x28\"}", "not valid JSON at line 1: invalid UTF8 string");
    return rows;
}

}  // namespace

void TestVariants::rejectsBrokenVariants_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    for (const BrokenVariant& row : brokenVariants())
        QTest::newRow(row.name) << row.json << row.message;
}

// What a name may hold that looks like markup is kept as written: the app shows it as text.
void TestVariants::namesAreTextNotMarkup()
{
    VariantRegistry reg;
    QJsonObject c = classicJson();
    c["id"] = "evil";
    c["name"] = "<img src=\"x.png\">Evil variant";
    c["description"] = "Line one\nline two\t<a href=\"http://example.org\">link</a> Zero\u200bwidth\u200djoin";
    const Rules& r = reg.loadJson(bytes(c), "evil.json");
    QCOMPARE(q(r.variant().name), QString("<img src=\"x.png\">Evil variant"));
    QCOMPARE(q(r.variant().description), c["description"].toString());
    QCOMPARE(textProblem("", TextShape::Paragraph), std::string());
    QCOMPARE(textProblem("\r\n", TextShape::Paragraph), std::string());
    QCOMPARE(textProblem("a\rb", TextShape::Paragraph), std::string("holds a control character (U+000D) at character 2"));
    QCOMPARE(textProblem("\xed\xa0\x80", TextShape::Line), std::string("is not valid UTF-8 text (byte 1)"));  // a surrogate
    QCOMPARE(textProblem("\xc0\xaf", TextShape::Line), std::string("is not valid UTF-8 text (byte 1)"));  // overlong "/"
    QCOMPARE(textProblem("x\xef\xbf\xbe", TextShape::Line), std::string("holds a noncharacter (U+FFFE) at character 2"));
    QCOMPARE(textProblem("\xc2\x85", TextShape::Line), std::string("holds a control character (U+0085) at character 1"));
    QCOMPARE(textProblem("abcd", TextShape::Line, 3), std::string("is 4 characters long; at most 3"));
    QCOMPARE(quoteText("ab\ncd\xe2\x80\xae", 40), std::string("ab?cd?"));
    QCOMPARE(quoteText("\xc3\xa9t\xc3\xa9", 2), std::string("\xc3\xa9t…"));
}

void TestVariants::rejectsBrokenVariants()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    VariantRegistry reg;
    try {
        reg.loadJson(json, "bad.json");
        QFAIL("accepted a broken variant");
    } catch (const VariantLoadError& e) {
        QVERIFY2(q(e.what()).startsWith("bad.json: "), e.what());
        QVERIFY2(q(e.what()).contains(message), e.what());
    }
}

// Each broken variant above says something of its own: no two rows give the same message.
// (Its own test, so each row of rejectsBrokenVariants stands alone and -repeat passes.)
void TestVariants::brokenVariantsHaveTheirOwnMessages()
{
    std::set<std::string> seen;
    int rows = 0;
    for (const BrokenVariant& row : brokenVariants()) {
        VariantRegistry reg;
        try {
            reg.loadJson(row.json, "bad.json");
        } catch (const VariantLoadError& e) {
            ++rows;
            QVERIFY2(seen.insert(e.what()).second, e.what());
        }
    }
    QVERIFY2(rows >= 60, qPrintable(QString::number(rows)));
}

void TestVariants::failedLoadChangesNothing()
{
    VariantRegistry reg;
    const QStringList before = reg.ids();
    const Rules* classicBefore = reg.find("classic");
    QJsonObject broken = classicJson();
    broken["id"] = "classic";
    broken["turnLimit"] = -4;
    QVERIFY_THROWS_EXCEPTION(VariantLoadError, reg.loadJson(bytes(broken), "classic-edit.json"));
    QCOMPARE(reg.ids(), before);
    QCOMPARE(reg.find("classic"), classicBefore);
    QCOMPARE(reg.find("classic")->variant().turnLimit, 20);
}

// A file with several problems the checks find at once names them all, so a hand-edited
// variant is fixed in one go, not one run of `variant check` per mistake.
void TestVariants::everyProblemIsNamedAtOnce()
{
    VariantRegistry reg;
    QJsonObject broken = classicJson();
    broken["id"] = "three-faults";
    broken["turnLimit"] = -4;
    broken["starGoals"] = 12;
    QJsonObject clock;
    clock["moveSeconds"] = 4000;
    broken["clock"] = clock;
    try {
        reg.loadJson(bytes(broken), "three-faults.json");
        QFAIL("accepted a broken variant");
    } catch (const VariantLoadError& e) {
        QCOMPARE(e.field, QString("turnLimit"));
        QCOMPARE(e.more, (QStringList{"starGoals: must be from 0 to 9, got 12", "clock.moveSeconds: must be from 0 (no move timer) to 3600, got 4000"}));
        QCOMPARE(q(e.what()), QString("three-faults.json: turnLimit: must be from 1 to 999, got -4 (and 2 more: starGoals: must be from 0 to 9, got 12; "
                                      "clock.moveSeconds: must be from 0 (no move timer) to 3600, got 4000)"));
    }
    QVERIFY(!reg.find("three-faults"));
}

void TestVariants::missingFileIsNamed()
{
    VariantRegistry reg;
    try {
        reg.loadFile("/nonexistent/variant.json");
        QFAIL("loaded a missing file");
    } catch (const VariantLoadError& e) {
        QVERIFY(q(e.what()).startsWith("/nonexistent/variant.json: cannot open the file"));
    }
    // A file past its kind's size is refused by its size, with the file named.
    QTemporaryDir dir;
    const QString big = dir.filePath("big.json");
    QFile f(big);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QJsonObject c = classicJson();
    c["id"] = "big";
    c["description"] = QString(1100000, ' ');  // valid JSON, 1.1 MB
    f.write(bytes(c));
    f.close();
    try {
        reg.loadFile(big);
        QFAIL("loaded a file past the size limit");
    } catch (const VariantLoadError& e) {
        QCOMPARE(q(e.what()), big + ": cannot open the file: is 1.1 MB; a file of this kind is at most 1 MB");
    }
    QVERIFY(!reg.find("big"));
}

// A name and a description may be plain text or texts by language; English is the text the
// engine and the CLI use, the others are kept by code. A child's text replaces its parent's
// whole (its German is not its parent's German); a child without one inherits all of them.
void TestVariants::textsMayCarryTranslations()
{
    VariantRegistry reg;
    QJsonObject c = classicJson();
    c["id"] = "mine";
    c["name"] = QJsonObject{{"en", "Mine"}, {"de", "Meine"}, {"es", "Mía"}};
    c["description"] = "Only English.";
    const Variant& v = reg.loadJson(bytes(c), "mine.json").variant();
    QCOMPARE(q(v.name), QString("Mine"));
    QCOMPARE(v.nameIn, (Translations{{"de", "Meine"}, {"es", "Mía"}}));
    QCOMPARE(q(inLanguage(v.name, v.nameIn, "de")), QString("Meine"));
    QCOMPARE(q(inLanguage(v.name, v.nameIn, "fr")), QString("Mine"));
    QCOMPARE(q(v.description), QString("Only English."));
    QVERIFY(v.descriptionIn.empty());

    const QByteArray child = R"({"id": "mine-2", "parent": "mine", "name": "Mine 2", "description": {"en": "Two", "fr": "Deux"}})";
    const Variant& c2 = reg.loadJson(child, "mine-2.json").variant();
    QVERIFY(c2.nameIn.empty());
    QCOMPARE(c2.descriptionIn, (Translations{{"fr", "Deux"}}));
    const QByteArray grandchild = R"({"id": "mine-3", "parent": "mine-2", "turnLimit": 5})";
    const Variant& c3 = reg.loadJson(grandchild, "mine-3.json").variant();
    QCOMPARE(q(c3.description), QString("Two"));
    QCOMPARE(c3.descriptionIn, (Translations{{"fr", "Deux"}}));
    const QByteArray plainOverObject = R"({"id": "mine-4", "parent": "mine", "name": {"en": "Four"}})";
    const Variant& c4 = reg.loadJson(plainOverObject, "mine-4.json").variant();
    QCOMPARE(q(c4.name), QString("Four"));
    QVERIFY2(c4.nameIn.empty(), "the parent's German name stayed under the child's English one");

    // The exact message: file, field, problem.
    c["name"] = QJsonObject{{"en", "Mine"}, {"dt", "Meine"}};
    try {
        VariantRegistry().loadJson(bytes(c), "mine.json");
        QFAIL("accepted an unknown language");
    } catch (const VariantLoadError& e) {
        QCOMPARE(q(e.what()), QString("mine.json: name.dt: is not a language of the app (en, de, fr, es)"));
    }
}

// Every shipped variant names and describes itself in each of the app's languages.
void TestVariants::shippedVariantsAreTranslated()
{
    for (const QString& id : registry().ids()) {
        const Variant& v = registry().find(id.toStdString())->variant();
        for (const char* code : {"de", "fr", "es"}) {
            QVERIFY2(v.nameIn.count(code), qPrintable(id + " has no name in " + code));
            QVERIFY2(v.descriptionIn.count(code), qPrintable(id + " has no description in " + code));
            QVERIFY2(v.nameIn.at(code) != v.name, qPrintable(id + ": " + code));
        }
    }
}

QTEST_APPLESS_MAIN(TestVariants)
#include "tst_variants.moc"

