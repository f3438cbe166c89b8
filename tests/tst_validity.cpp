// NOTATION.md "A valid position" (engine/validity.h): one row per rule checkPosition enforces,
// each with the exact problems it reports (field, square, message) and nothing else, and the
// positions at the edge of each rule that are valid.
#include "testsupport.h"

#include "validity.h"

#include <QRegularExpression>

using namespace gs;
using namespace test;

namespace {

const Rules& noSubstitution()
{
    static const Rules& r = classicWith("test-no-substitution", [](Variant& v) { v.substitution = false; });
    return r;
}

VariantLookup lookup()
{
    return [](std::string_view id) { return id == noSubstitution().id() ? &noSubstitution() : registry().find(id); };
}

// The two Goalkeepers at home: most rows add the counters their rule needs to these.
QString gpnOf(std::initializer_list<std::pair<const char*, const char*>> items, const char* rest)
{
    return q(boardField(items) + " " + rest);
}

// "field|square|message", the square "-" when the problem names none.
QString problemText(const PositionProblem& p, const Rules& rules)
{
    return q(p.field) + "|" + (p.square == kNoSquare ? QString("-") : q(rules.squareName(p.square))) + "|" + q(p.message);
}

}  // namespace

class TestValidity : public QObject {
    Q_OBJECT
private slots:
    void init() { QTest::failOnWarning(QRegularExpression(".*")); }  // any warning fails
    void everyRuleItsOwnMessage_data();
    void everyRuleItsOwnMessage();
    void parseGpnRefusesWithTheFirstProblem();
};

void TestValidity::everyRuleItsOwnMessage_data()
{
    QTest::addColumn<QString>("gpn");
    QTest::addColumn<QStringList>("problems");

    // Valid: the edge of each rule, on the right side of it.
    QTest::newRow("valid: a plain position") << gpnOf({{"d1", "w1+"}, {"a3", "w7"}, {"d10", "b1+"}, {"c8", "bx"}}, "w y 3 0-0 5,- classic") << QStringList();
    QTest::newRow("valid: Goalkeepers on the edge of their Areas")
        << gpnOf({{"a2", "w1+"}, {"g9", "b1+"}}, "w y 1 0-0 -,- classic") << QStringList();
    QTest::newRow("valid: a Star Player that scored ends the game on the Goal Line")
        << gpnOf({{"d1", "w1+"}, {"c10", "ws!"}, {"d10", "b1+"}}, "b end 9 2-0 -,- classic") << QStringList();
    QTest::newRow("valid: the hidden First Teamer awaiting the Substitution decision")
        << gpnOf({{"d1", "w1+"}, {"c10", "wx+"}, {"d10", "b1+"}}, "w s:c10 5 0-0 5,- classic") << QStringList();
    QTest::newRow("valid: the last turn") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}}, "b y 20 0-0 -,- classic") << QStringList();
    // The starting First Teamers (1, 9, 10) are never hidden: twelve counters are those three
    // and nine hidden ones, the Substitute among them.
    QTest::newRow("valid: twelve counters, the Substitute among them")
        << gpnOf({{"a3", "wx"}, {"b3", "wx"}, {"c3", "wx"}, {"d3", "wx"}, {"e3", "wx"}, {"f3", "wx"}, {"g3", "wx"},
                  {"a4", "wx"}, {"d1", "w1+"}, {"c5", "w9+"}, {"e5", "w10+"}, {"d10", "b1+"}},
                 "w y 1 0-0 x,- classic")
        << QStringList();

    // Board: one counter of each identity per side.
    QTest::newRow("two of one identity") << gpnOf({{"d1", "w1+"}, {"a3", "w7"}, {"b4", "w7"}, {"d10", "b1+"}}, "w y 3 0-0 -,- classic")
                                         << QStringList{"board|a3|White has two 7s (b4 and a3)"};
    QTest::newRow("two Star Players") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}, {"a8", "bs"}, {"b7", "bs"}}, "w y 3 0-0 -,- classic")
                                      << QStringList{"board|b7|Black has two Star Players (a8 and b7)"};
    // Board: at most twelve counters, the Substitute counted.
    // A view that leaves the starting First Teamers off without a word: they would have to be
    // among the hidden counters, which they never are (State::determinize refuses the deal).
    QTest::newRow("hidden counters where the starting First Teamers would have to be")
        << gpnOf({{"a3", "wx"}, {"b3", "wx"}, {"c3", "wx"}, {"d3", "wx"}, {"e3", "wx"}, {"f3", "wx"}, {"g3", "wx"},
                  {"a4", "wx"}, {"b4", "wx"}, {"c4", "wx"}, {"d4", "wx"}, {"d10", "b1+"}},
                 "w y 1 0-0 x,- classic")
        << QStringList{"board|-|White has 12 hidden counters but only 9 identities left for them (the starting First Teamers are never hidden)"};
    QTest::newRow("thirteen counters")
        << gpnOf({{"a3", "wx"}, {"b3", "wx"}, {"c3", "wx"}, {"d3", "wx"}, {"e3", "wx"}, {"f3", "wx"}, {"g3", "wx"},
                  {"a4", "wx"}, {"b4", "wx"}, {"c4", "wx"}, {"d4", "wx"}, {"e4", "wx"}, {"d10", "b1+"}},
                 "w y 1 0-0 x,- classic")
        << QStringList{"board|-|White has 13 counters; a side owns 12"};
    // Board: each Goalkeeper in its own Goalkeeper's Area.
    QTest::newRow("Goalkeeper out of its Area") << gpnOf({{"d3", "w1+"}, {"d10", "b1+"}}, "w y 3 0-0 -,- classic")
                                                << QStringList{"board|d3|White's Goalkeeper (w1+) on d3: a Goalkeeper must stand in its own Goalkeeper's Area"};
    QTest::newRow("Goalkeeper in the other side's Area") << gpnOf({{"d1", "w1+"}, {"d2", "b1+"}}, "b f 3 0-0 -,- classic")
                                                         << QStringList{"board|d2|Black's Goalkeeper (b1+) on d2: a Goalkeeper must stand in its own Goalkeeper's Area"};
    // Board: no Youth Counter on the Goal Line it attacks.
    QTest::newRow("Youth Counter on the attacked Goal Line") << gpnOf({{"d1", "w1+"}, {"c10", "w7"}, {"d10", "b1+"}}, "b y 3 0-0 -,- classic")
                                                             << QStringList{"board|c10|White's Youth Counter 7 (w7) on c10: a Youth Counter cannot stand on the Goal Line it attacks (it would have been promoted)"};
    QTest::newRow("hidden Youth Counter on the attacked Goal Line") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}, {"a1", "bx"}}, "w y 3 0-0 -,- classic")
                                                                    << QStringList{"board|a1|Black's hidden Youth Counter (bx) on a1: a Youth Counter cannot stand on the Goal Line it attacks (it would have been promoted)"};
    QTest::newRow("Star Player on the attacked Goal Line while the game goes on")
        << gpnOf({{"d1", "w1+"}, {"c10", "ws!"}, {"d10", "b1+"}}, "b y 9 2-0 -,- classic")
        << QStringList{"board|c10|White's Star Player (ws!) on c10: a Youth Counter cannot stand on the Goal Line it attacks (it would have been promoted)"};
    // Board: the Star Player is never a First Teamer.
    QTest::newRow("Star Player as a First Teamer") << gpnOf({{"d1", "w1+"}, {"c5", "ws+"}, {"d10", "b1+"}}, "w f 3 0-0 -,- classic")
                                                   << QStringList{"board|c5|White's Star Player (ws+) on c5: the Star Player is never a First Teamer"};
    // Substitutes.
    QTest::newRow("Star Player as the Substitute") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}}, "w y 3 0-0 -,s classic")
                                                   << QStringList{"substitutes|-|Black's Substitute is the Star Player, which is never the Substitute"};
    QTest::newRow("a starting First Teamer as the Substitute") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}}, "w y 3 0-0 9,- classic")
                                                               << QStringList{"substitutes|-|White's Substitute 9 always starts on the pitch as a First Teamer, so it is never the Substitute"};
    QTest::newRow("the Substitute also on the pitch") << gpnOf({{"d1", "w1+"}, {"a3", "w7"}, {"d10", "b1+"}}, "w y 3 0-0 7,- classic")
                                                      << QStringList{"substitutes|a3|White's Substitute 7 is also on the pitch at a3"};
    // A view must be dealable.
    QTest::newRow("hidden First Teamer outside the Substitution decision")
        << gpnOf({{"d1", "w1+"}, {"c5", "wx+"}, {"d10", "b1+"}}, "w f 3 0-0 -,- classic")
        << QStringList{"board|c5|White's hidden First Teamer (wx+) on c5: a First Teamer's identity is known to both sides; only the one awaiting the Substitution decision can be hidden"};
    QTest::newRow("no hidden counter can be the Star Player")
        << gpnOf({{"d1", "w1+"}, {"a3", "w2"}, {"b3", "w3"}, {"c3", "w4"}, {"d3", "w5"}, {"e3", "w6"}, {"f3", "w7"}, {"g3", "w8"},
                  {"c4", "w9+"}, {"e4", "w10+"}, {"a4", "w11"}, {"d10", "b1+"}},
                 "w y 1 0-0 x,- classic")
        << QStringList{"board|-|White's hidden counters would have to include the Star Player, but none of them can be it"};
    // Phase: s: and d: name a First Teamer of the side to act on the Goal Line it attacks.
    QTest::newRow("s: on an empty square") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}}, "w s:c10 5 0-0 5,- classic")
                                           << QStringList{"phase|c10|s:c10 must name a square holding a First Teamer of the side to act"};
    QTest::newRow("d: on the other side's First Teamer") << gpnOf({{"d1", "w1+"}, {"c10", "w8+"}, {"d10", "b1+"}}, "b d:c10 5 0-0 -,- classic")
                                                         << QStringList{"phase|c10|d:c10 must name a square holding a First Teamer of the side to act"};
    QTest::newRow("d: on a Youth Counter") << gpnOf({{"d1", "w1+"}, {"c5", "w8"}, {"d10", "b1+"}}, "w d:c5 5 0-0 -,- classic")
                                           << QStringList{"phase|c5|d:c5 must name a square holding a First Teamer of the side to act"};
    QTest::newRow("d: off the attacked Goal Line") << gpnOf({{"d1", "w1+"}, {"c5", "w8+"}, {"d10", "b1+"}}, "w d:c5 5 0-0 -,- classic")
                                                   << QStringList{"phase|c5|d:c5 must name a square on the Goal Line the side to act attacks"};
    QTest::newRow("s: without a Substitute") << gpnOf({{"d1", "w1+"}, {"c10", "w8+"}, {"d10", "b1+"}}, "w s:c10 5 0-0 -,- classic")
                                             << QStringList{"phase|c10|s:c10: the side to act has no Substitute to bring on"};
    QTest::newRow("s: in a variant without Substitution")
        << gpnOf({{"d1", "w1+"}, {"c10", "w8+"}, {"d10", "b1+"}}, "w s:c10 5 0-0 5,- test-no-substitution")
        << QStringList{"phase|c10|s:c10: the side to act has no Substitute to bring on"};
    // Turn within the variant's limit.
    QTest::newRow("turn past the limit") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}}, "w y 21 0-0 -,- classic")
                                         << QStringList{"turn|-|turn 21 is outside 1-20 for variant classic"};
    QTest::newRow("turn past a shorter limit") << gpnOf({{"d1", "w1+"}, {"d10", "b1+"}}, "w y 11 0-0 -,- quick")
                                               << QStringList{"turn|-|turn 11 is outside 1-10 for variant quick"};

    // Several problems at once: each told, White's before Black's, the phase and the turn last.
    QTest::newRow("several problems")
        << gpnOf({{"d4", "w1+"}, {"a3", "w7"}, {"b3", "w7"}, {"d10", "b1+"}, {"a1", "b5"}}, "w d:a3 22 0-0 -,s classic")
        << QStringList{"board|b3|White has two 7s (a3 and b3)",
                       "board|d4|White's Goalkeeper (w1+) on d4: a Goalkeeper must stand in its own Goalkeeper's Area",
                       "board|a1|Black's Youth Counter 5 (b5) on a1: a Youth Counter cannot stand on the Goal Line it attacks (it would have been promoted)",
                       "substitutes|-|Black's Substitute is the Star Player, which is never the Substitute",
                       "phase|a3|d:a3 must name a square holding a First Teamer of the side to act",
                       "turn|-|turn 22 is outside 1-20 for variant classic"};
}

void TestValidity::everyRuleItsOwnMessage()
{
    QFETCH(QString, gpn);
    QFETCH(QStringList, problems);
    const State s = parseGpnUnchecked(gpn.toStdString(), lookup());
    QStringList found;
    for (const PositionProblem& p : checkPosition(s))
        found << problemText(p, s.rules());
    for (qsizetype i = 0; i < std::min(found.size(), problems.size()); ++i)
        QCOMPARE(found[i], problems[i]);
    QCOMPARE(found.size(), problems.size());
}

// parseGpn takes only valid positions, and names the first problem with its field.
void TestValidity::parseGpnRefusesWithTheFirstProblem()
{
    const std::string text = boardField({{"d3", "w1+"}, {"d10", "b1+"}}) + " w y 21 0-0 -,- classic";
    try {
        parseGpn(text, registry().lookup());
        QFAIL("an invalid position was taken");
    } catch (const NotationError& e) {
        QCOMPARE(q(e.field), QString("board"));
        QCOMPARE(q(e.what()), QString("board: White's Goalkeeper (w1+) on d3: a Goalkeeper must stand in its own Goalkeeper's Area"));
    }
    const std::string valid = boardField({{"d1", "w1+"}, {"a3", "w7"}, {"d10", "b1+"}, {"c8", "b5"}}) + " w y 20 0-0 -,- classic";
    QCOMPARE(gpn(parseGpn(valid, registry().lookup())), q(valid));
}

QTEST_APPLESS_MAIN(TestValidity)
#include "tst_validity.moc"
