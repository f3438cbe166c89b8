// GPN and move text (NOTATION.md): the spec's examples, round trips, and rejections.
#include "testsupport.h"

#include <map>
#include <set>

using namespace gs;
using namespace test;

namespace {

const char* kStart =
    "...b1+.../...b11.../b2b3b4bsb6b7b8/..b9+.b10+../......./......./..w9+.w10+../w7w2w11w4w8wsw6/...w3.../...w1+... w y 1 0-0 5,5 classic";
const char* kStartAsWhite =
    "...b1+.../...bx.../bxbxbxbxbxbxbx/..b9+.b10+../......./......./..w9+.w10+../w7w2w11w4w8wsw6/...w3.../...w1+... w y 1 0-0 5,x classic";

std::string startWith(const std::string& field, int index)
{
    std::vector<std::string> f;
    std::string t = kStart;
    size_t p = 0;
    while (true) {
        const size_t n = t.find(' ', p);
        f.push_back(t.substr(p, n == std::string::npos ? n : n - p));
        if (n == std::string::npos)
            break;
        p = n + 1;
    }
    f[size_t(index)] = field;
    std::string out;
    for (size_t i = 0; i < f.size(); ++i)
        out += (i ? " " : "") + f[i];
    return out;
}

}  // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void specExampleRoundTrips();
    void specExampleViewAsWhite();
    void aScoreOfFourDigitsReadsBack();
    void everyPhaseRoundTrips_data();
    void everyPhaseRoundTrips();
    void viewsParseAndDeal();
    void fewCountersAreValid();
    void rejectsMalformedGpn_data();
    void rejectsMalformedGpn();
    void malformedGpnMessagesAreAllDifferent();
    void moveText();
    void cellTokensRoundTrip();
    void rejectsMalformedMoveText_data();
    void rejectsMalformedMoveText();
};

void TestNotation::specExampleRoundTrips()
{
    const State s = parseGpn(kStart, registry().lookup());
    QCOMPARE(gpn(s), QString(kStart));
    QVERIFY(!s.hasHiddenIdentities());
    QCOMPARE(s.substitute(Side::White), Identity(5));
    QCOMPARE(q(formatCell(s.at(*classic().parseSquare("f3")))), QString("ws"));
}

// Every score a game reaches reads back: four digits, and State stops counting at 9999 (a
// game from 999 goals wrote 1000, which was refused).
void TestNotation::aScoreOfFourDigitsReadsBack()
{
    const std::string text = startWith("1000-0", 4);
    QCOMPARE(formatGpn(parseGpn(text, registry().lookup())), text);
    // White to capture Black's Star Player (2 goals) from 9998: the score stops at 9999.
    State s = parseGpn("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 9998-0 -,- classic", registry().lookup());
    s.apply(move(s, "d5e6"));
    QCOMPARE(s.score(Side::White), kMaxGoals);
    QCOMPARE(formatGpn(parseGpn(formatGpn(s), registry().lookup())), formatGpn(s));
}

void TestNotation::specExampleViewAsWhite()
{
    const State s = parseGpn(kStart, registry().lookup());
    QCOMPARE(gpn(s.view(Side::White)), QString(kStartAsWhite));
    const State v = parseGpn(kStartAsWhite, registry().lookup());
    QVERIFY(v.hasHiddenIdentities());
    QCOMPARE(gpn(v), QString(kStartAsWhite));
}

void TestNotation::everyPhaseRoundTrips_data()
{
    QTest::addColumn<QString>("text");
    const std::string b = boardField({{"b10", "w3+"}, {"c4", "w9+"}, {"d1", "w1+"}, {"a3", "w6!"}, {"e3", "w5"}, {"e6", "bs!"}, {"d10", "b1+"}, {"a8", "b4"}});
    for (const char* rest : {"w s:b10 12 0-1 7,- classic", "w d:b10 12 0-1 7,- classic", "w f 12 0-1 7,- classic", "b p 3 0-0 -,x classic",
                             "b o 3 0-0 x,- classic", "b end 20 10-0 -,- classic", "b y 20 0-0 2,11 classic"})
        QTest::newRow(rest) << q(b + " " + rest);
}

void TestNotation::everyPhaseRoundTrips()
{
    QFETCH(QString, text);
    QCOMPARE(gpn(parseGpn(text.toStdString(), registry().lookup())), text);
}

void TestNotation::viewsParseAndDeal()
{
    const State v = parseGpn(kStartAsWhite, registry().lookup());
    Rng rng(3);
    const State full = v.determinize(rng);
    QVERIFY(!full.hasHiddenIdentities());
    QCOMPARE(gpn(full.view(Side::White)), QString(kStartAsWhite));
    QVERIFY(full.substitute(Side::Black) != kStar);
    Rng again(3);
    QCOMPARE(gpn(v.determinize(again)), gpn(full));  // seeded: reproducible
}

void TestNotation::fewCountersAreValid()
{
    const State s = position({{"c5", "w9+"}, {"e6", "bx"}}, "w f 3 0-0 -,- classic");
    QCOMPARE(s.countersOnPitch(Side::White), 1);
    QVERIFY(s.hasHiddenIdentities());
}

namespace {
struct MalformedGpn {
    const char* name;
    std::string text;
    const char* field;
    const char* message;
};

// Every malformed position the parser must refuse, with the field and message it names.
std::vector<MalformedGpn> malformedGpn()
{
    std::vector<MalformedGpn> rows;
    const std::string ok = kStart;
    auto add = [&rows](const char* name, const std::string& text, const char* field, const char* message) {
        rows.push_back({name, text, field, message});
    };
    add("empty", "   ", "gpn", "empty");
    add("six fields", ok.substr(0, ok.rfind(' ')), "gpn", "expected 7 fields");
    add("eight fields", ok + " extra", "gpn", "found 8");
    add("double space", startWith("w ", 1), "gpn", "single spaces");
    add("two lines", std::string(ok).replace(ok.find(' '), 1, "\n"), "gpn", "one line");
    add("unknown variant", startWith("classik", 6), "variant", "unknown variant \"classik\"");
    add("nine ranks", startWith("......./......./......./......./......./......./......./......./.......", 0), "board", "has 9 ranks");
    add("eleven ranks", startWith("......./......./......./......./......./......./......./......./......./......./.......", 0), "board", "has 11 ranks");
    add("short rank", std::string(ok).replace(0, 9, "..b1+..."), "board", "rank 10 has 6 squares");
    add("long rank", std::string(ok).replace(0, 9, "...b1+...."), "board", "rank 10 has 8 squares");
    add("counter past the last file", std::string(ok).replace(0, 9, "...b1+...b5"), "board", "more than 7 squares (counter \"b5\")");
    add("empty rank", std::string(ok).replace(0, 9, ""), "board", "rank 10 is empty");
    // The first character changed in place: GCC 12 warns falsely (-Wrestrict) on replace(0, 1, "z").
    std::string badCharacter = ok;
    badCharacter[0] = 'z';
    add("bad character", badCharacter, "board", "unexpected \"z\"");
    add("identity 12", std::string(ok).replace(ok.find("b11"), 3, "b12"), "board", "\"b12\" has no valid identity");
    add("identity 0", std::string(ok).replace(ok.find("b11"), 3, "b0."), "board", "\"b0\" has no valid identity");
    add("owner without identity", std::string(ok).replace(ok.find("b11"), 3, "b.."), "board", "\"b\" has no valid identity");
    add("revealed unknown", std::string(ok).replace(ok.find("b11"), 3, "bx!"), "board", "cannot be x");
    add("side", startWith("x", 1), "side", "\"x\" is not a side");
    add("phase", startWith("q", 2), "phase", "\"q\" is not a phase");
    add("phase square malformed", startWith("s:z9", 2), "phase", "\"z9\" is not a square");
    add("phase square off pitch", startWith("d:d11", 2), "phase", "\"d11\" is not a square");
    add("turn zero", startWith("0", 3), "turn", "\"0\" is not a turn number");
    add("turn text", startWith("abc", 3), "turn", "\"abc\" is not a turn number");
    add("turn beyond limit", startWith("21", 3), "turn", "turn 21 is outside 1-20");
    add("score colon", startWith("1:0", 4), "score", "\"1:0\" is not a score");
    add("score negative", startWith("-1-0", 4), "score", "\"-1-0\" is not a score");
    // Four digits at most (a game from 999 goals writes 1000, which reads back).
    add("score of five digits", startWith("10000-0", 4), "score", "\"10000-0\" is not a score");
    add("one substitute", startWith("5", 5), "substitutes", "\"5\" is not two substitutes");
    add("substitute 12", startWith("12,5", 5), "substitutes", "Substitute \"12\" is not 1-11");
    add("star substitute", startWith("s,5", 5), "substitutes", "is the Star Player, which is never the Substitute");
    add("goalkeeper substitute", boardField({{"a9", "w2"}, {"d5", "w9+"}}) + " w y 1 0-0 1,- classic", "substitutes", "Substitute 1 always starts on the pitch");
    add("hidden first teamer", boardField({{"c5", "bx+"}, {"d1", "w1+"}}) + " w f 3 0-0 -,- classic", "board", "Black's hidden First Teamer (bx+) on c5: a First Teamer's identity is known to both sides");
    add("star cannot be placed", boardField({{"a1", "w1+"}, {"a3", "w2"}, {"b3", "w3"}, {"c3", "w4"}, {"d3", "w5"}, {"e3", "w6"}, {"f3", "w7"},
                                             {"g3", "w8"}, {"a4", "w9+"}, {"b4", "w10+"}, {"c4", "w11"}})
                                       + " w y 3 0-0 x,- classic",
        "board", "would have to include the Star Player");
    add("substitute on pitch", startWith("7,5", 5), "substitutes", "Substitute 7 is also on the pitch at a3");
    add("two sevens", std::string(ok).replace(ok.find("w2"), 2, "w7"), "board", "White has two 7s (a3 and b3)");
    add("goalkeeper outside area", boardField({{"d3", "w1+"}}) + " w f 3 0-0 -,- classic", "board", "White's Goalkeeper (w1+) on d3: a Goalkeeper must stand in its own Goalkeeper's Area");
    add("youth on goal line", boardField({{"a10", "w4"}}) + " w f 3 0-0 -,- classic", "board", "White's Youth Counter 4 (w4) on a10: a Youth Counter cannot stand on the Goal Line it attacks");
    add("star first teamer", boardField({{"c5", "ws+"}}) + " w f 3 0-0 -,- classic", "board", "White's Star Player (ws+) on c5: the Star Player is never a First Teamer");
    add("substitution square empty", boardField({{"d1", "w1+"}}) + " w s:c10 3 0-0 7,- classic", "phase", "s:c10 must name a square holding a First Teamer");
    add("debut square not goal line", boardField({{"c9", "w8+"}}) + " w d:c9 3 0-0 7,- classic", "phase", "d:c9 must name a square on the Goal Line");
    add("substitution without substitute", boardField({{"c10", "w8+"}}) + " w s:c10 3 0-0 -,- classic", "phase", "has no Substitute to bring on");
    add("thirteen counters", boardField({{"a1", "w1+"}, {"a3", "w2"}, {"b3", "w3"}, {"c3", "w4"}, {"d3", "w5"}, {"e3", "w6"}, {"f3", "w7"},
                                         {"g3", "w8"}, {"a4", "w9"}, {"b4", "w10"}, {"c4", "w11"}, {"d4", "ws"}})
                                   + " w y 3 0-0 x,- classic",
        "board", "White has 13 counters");
    add("too many unknowns", boardField({{"a1", "wx+"}, {"a3", "wx"}, {"b3", "wx"}, {"c3", "wx"}, {"d3", "wx"}, {"e3", "wx"}, {"f3", "wx"},
                                         {"g3", "wx"}, {"a4", "wx"}, {"b4", "wx"}, {"c4", "wx"}, {"d4", "wx"}, {"e4", "wx"}})
                                   + " w y 3 0-0 -,- classic",
        "board", "more than 12 counters on the pitch (at a1)");
    return rows;
}
}  // namespace

void TestNotation::rejectsMalformedGpn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    for (const MalformedGpn& r : malformedGpn())
        QTest::newRow(r.name) << q(r.text) << QString(r.field) << QString(r.message);
}

void TestNotation::rejectsMalformedGpn()
{
    QFETCH(QString, text);
    QFETCH(QString, field);
    QFETCH(QString, message);
    try {
        parseGpn(text.toStdString(), registry().lookup());
        QFAIL(qPrintable("accepted: " + text));
    } catch (const NotationError& e) {
        QCOMPARE(q(e.field), field);
        QVERIFY2(q(e.what()).contains(message), e.what());
    }
}

// Each malformed position gets its own message, so a user can tell what to fix.
void TestNotation::malformedGpnMessagesAreAllDifferent()
{
    std::map<std::string, std::string> seen;  // message -> the row that gave it
    const std::vector<MalformedGpn> rows = malformedGpn();
    QVERIFY(rows.size() > 20);
    for (const MalformedGpn& r : rows) {
        try {
            parseGpn(r.text, registry().lookup());
            QFAIL(r.name);
        } catch (const NotationError& e) {
            const auto [at, fresh] = seen.emplace(e.what(), r.name);
            QVERIFY2(fresh, qPrintable(QString("%1 and %2 both say: %3").arg(r.name, q(at->second), e.what())));
        }
    }
}

void TestNotation::moveText()
{
    const Rules& r = classic();
    QVERIFY(parseMove("c4xc5", r) == parseMove("c4c5", r));
    QVERIFY(parseMove("d10d9", r) == Move::step(*r.parseSquare("d10"), *r.parseSquare("d9")));
    QVERIFY(parseMove("sub", r) == Move::substitute());
    QVERIFY(parseMove("nosub", r) == Move::noSubstitute());
    QVERIFY(parseMove("pass", r) == Move::pass());
    QVERIFY(parseMove("@e3", r) == Move::choose(*r.parseSquare("e3")));
    for (const char* t : {"d3d4", "sub", "nosub", "@e3", "pass", "d10d9"})
        QCOMPARE(q(formatMove(parseMove(t, r), r)), QString(t));
    const State s = position({{"c4", "w9+"}, {"c5", "bx"}, {"d1", "w1+"}}, "w f 3 0-0 -,- classic");
    QCOMPARE(q(formatMoveForPeople(parseMove("c4c5", r), s)), QString("c4xc5"));
    QCOMPARE(q(formatMoveForPeople(parseMove("c4d5", r), s)), QString("c4d5"));
}

void TestNotation::rejectsMalformedMoveText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    auto add = [](const char* t, const char* m) { QTest::newRow(t[0] ? t : "empty") << QString(t) << QString(m); };
    add("", "is not a move");
    add("d3", "\"d3\" is not a move");
    add("zz", "\"zz\" is not a move");
    add("3d4d", "\"3d4d\" is not a move");
    add("d3-d4", "\"d3-d4\" is not a move");
    add("D3D4", "\"D3D4\" is not a move");
    add("sub ", "\"sub \" is not a move");
    add("pas", "\"pas\" is not a move");
    add("d3d", "\"d\" is not a square");
    add("h3h4", "\"h3\" is not a square");
    add("d0d1", "\"d0\" is not a square");
    add("d11d10", "\"d11\" is not a square");
    add("d03d4", "\"d03\" is not a square");
    add("d3d4d5", "\"d4d5\" is not a square");
    add("d3xx4", "\"x4\" is not a square");
    add("x3x4", "\"x3\" is not a square");
    add("d3d3", "must leave its square");
    add("@", "names a square");
    add("@z1", "\"z1\" is not a square");
    add("@d11", "\"d11\" is not a square");
    add("@@d3", "\"@d3\" is not a square");
}

void TestNotation::rejectsMalformedMoveText()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    try {
        parseMove(text.toStdString(), classic());
        QFAIL(qPrintable("accepted: " + text));
    } catch (const NotationError& e) {
        QCOMPARE(q(e.field), QString("move"));
        QVERIFY2(q(e.what()).contains(message), e.what());
    }
}

void TestNotation::cellTokensRoundTrip()
{
    int n = 0;
    for (Side side : {Side::White, Side::Black})
        for (Identity id = 1; id <= kStar; ++id)
            for (int flags = 0; flags < 3; ++flags) {
                const Cell c = makeCell(side, id, flags == 1, flags == 2);
                QCOMPARE(parseCell(formatCell(c)), std::optional<Cell>(c));
                ++n;
            }
    QCOMPARE(n, 2 * kStar * 3);
    QCOMPARE(parseCell("bx"), std::optional<Cell>(makeCell(Side::Black, kUnknown, false, false)));
    for (const char* bad : {"", "w", "x7", "w0", "w12", "w07", "wx!", "w7+!", "w7?", "ws++", "W7"})
        QVERIFY2(!parseCell(bad), bad);
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
