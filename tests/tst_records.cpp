// Game records: lossless write/read/replay, and clear errors for broken records.
#include "testsupport.h"

#include "match.h"
#include "players/player.h"
#include "record.h"

#include <QRegularExpression>

using namespace gs;
using namespace test;

namespace {

struct Recorded {
    GameRecord record;
    std::string text;
    PlayedGame game;
};

Recorded recordGame(uint64_t seed)
{
    auto white = makePlayer("greedy");
    auto black = makePlayer("random");
    Rng rng(seed);
    Recorded r{{}, {}, playGame(State::deal(classic(), seed), *white, *black, rng, true)};
    r.record.setTag("Event", "test \"quoted\" \\ name");
    r.record.setTag("White", "greedy");
    r.record.setTag("Black", "random");
    r.record.setTag("Variant", "classic");
    r.record.setTag("Start", formatGpn(r.game.positions.front()));
    setResultTags(r.record, r.game.final);
    for (const Move& m : r.game.moves)
        r.record.moves.push_back(formatMove(m, classic()));
    r.text = writeRecord(r.record, r.game.positions);
    return r;
}

}  // namespace

class TestRecords : public QObject {
    Q_OBJECT
private slots:
    void roundTripsLosslessly();
    void layoutHasTurnMarkers();
    void commentsAreIgnored();
    void rejectsBrokenRecords_data();
    void rejectsBrokenRecords();
};

void TestRecords::roundTripsLosslessly()
{
    for (uint64_t seed = 1; seed <= 300; ++seed) {
        const Recorded r = recordGame(seed);
        const GameRecord back = readRecord(r.text);
        QCOMPARE(back.tags, r.record.tags);
        QCOMPARE(back.moves, r.record.moves);
        const std::vector<State> positions = replayRecord(back, registry().lookup());
        QCOMPARE(int(positions.size()), int(r.game.positions.size()));
        QCOMPARE(gpn(positions.back()), gpn(r.game.final));
        QCOMPARE(positions.back().endReason(), r.game.final.endReason());
        QCOMPARE(writeRecord(back, positions), r.text);
    }
}

void TestRecords::layoutHasTurnMarkers()
{
    const Recorded r = recordGame(4);
    const QStringList lines = q(r.text).split('\n');
    QVERIFY(lines.contains("[Variant \"classic\"]"));
    QVERIFY(lines.contains("[Event \"test \\\"quoted\\\" \\\\ name\"]"));
    const int first = int(lines.indexOf(QRegularExpression("^1w\\. .*")));
    QVERIFY(first > 0);
    QVERIFY(lines[first + 1].startsWith("1b. "));
    QCOMPARE(lines[first].split(' ').size(), 3);  // marker and White's two moves
    QCOMPARE(lines.last(), QString());
    QCOMPARE(lines[lines.size() - 2], q(r.record.tag("Result")));
}

void TestRecords::commentsAreIgnored()
{
    const Recorded r = recordGame(9);
    std::string text = r.text;
    text.insert(text.find("1w."), "{a comment\nover two lines} ");
    QCOMPARE(readRecord(text).moves, r.record.moves);
}

void TestRecords::rejectsBrokenRecords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const Recorded r = recordGame(21);
    const QString ok = q(r.text);
    const QString start = q(r.record.tag("Start"));
    auto add = [](const char* name, const QString& t, const char* m) { QTest::newRow(name) << t << QString(m); };
    add("no variant", QString(ok).remove("[Variant \"classic\"]\n"), "no [Variant");
    add("no start", QString(ok).remove("[Start \"" + start + "\"]\n"), "no [Start");
    const int lastLine = int(ok.count('\n')) + 1;  // the line the tag is put on
    QTest::newRow("tag after moves") << ok + "[Round \"2\"]\n" << QString("line %1: a tag pair after the moves began").arg(lastLine);
    add("tag with a control character", "[Site \"a\x1b[31mred\"]\n" + ok, "line 1: tag Site: the value holds a control character (U+001B) at character 2");
    add("tag with a bidi override", QString("[Annotator \"") + QChar(0x202E) + "evil\"]\n" + ok, "line 1: tag Annotator: the value holds a bidirectional override (U+202E) at character 1");
    add("unclosed comment", "{ never closed\n" + ok, "never closed");
    add("tag without value", "[Variant]\n" + ok, "expected a space and a quoted value");
    add("tag without name", "[ \"x\"]\n" + ok, "needs a name");
    add("tag unterminated", "[Site \"here\n" + ok, "must end with ']'");
    add("duplicate tag", "[Variant \"classic\"]\n" + ok, "appears twice");
    add("moves after result", ok + "d3d4\n", "after the result");
    add("illegal move", QString(ok).replace(QRegularExpression("1w\\. \\S+"), "1w. d3d6"), "is illegal: A Youth Counter moves one square");
    add("malformed move", QString(ok).replace(QRegularExpression("1w\\. \\S+"), "1w. zz"), "move 1: move: \"zz\" is not a move");
    add("result contradicts", QString(ok).replace("[Result \"" + q(r.record.tag("Result")) + "\"]", "[Result \"*\"]"), "the Result tag says *");
    add("score contradicts", QString(ok).replace("[Score \"" + q(r.record.tag("Score")) + "\"]", "[Score \"9-9\"]"), "the Score tag says 9-9");
    add("variant contradicts", QString(ok).replace("[Variant \"classic\"]", "[Variant \"quick\"]"), "the Variant tag says quick");
    add("start is a view", QString(ok).replace(start, q(formatGpn(parseGpn(start.toStdString(), registry().lookup()).view(Side::White)))), "hides identities");
    add("start malformed", QString(ok).replace(start, "nonsense"), "expected 7 fields");
}

void TestRecords::rejectsBrokenRecords()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    try {
        replayRecord(readRecord(text.toStdString()), registry().lookup());
        QFAIL("accepted a broken record");
    } catch (const RecordError& e) {
        QVERIFY2(q(e.what()).contains(message), e.what());
    } catch (const NotationError& e) {
        QVERIFY2(q(e.what()).contains(message), e.what());
    }
}

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
