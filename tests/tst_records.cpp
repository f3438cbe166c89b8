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
    void everyTruncationOffersTheMovesBeforeIt();
    void byteFlipsNeverCrashAndOfferAPlayablePrefix();
    void readablePrefixSaysWhereTheDamageStarts();
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
    {
        QString many;
        for (int i = 0; i <= 100; ++i)
            many += QString("[Extra%1 \"x\"]\n").arg(i);
        add("too many tags", many + ok, "a record has at most 100 tags");
    }
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

// A record cut at every byte offset (a crash mid-write, a copy cut short): whatever reads is
// the game's first moves, replayed to the same positions, and a cut inside the tags offers
// nothing rather than something else.
void TestRecords::everyTruncationOffersTheMovesBeforeIt()
{
    for (uint64_t seed : {21, 22, 23}) {
        const Recorded r = recordGame(seed);
        const std::string& text = r.text;
        // Without its Variant and Start tags a record offers nothing; from the moment they are
        // whole (the Start line's closing bracket), every cut offers something.
        const size_t startEnd = text.find('\n', text.find("[Start ")) + 1;
        QVERIFY(text.find("[Variant ") < startEnd);
        size_t refused = 0, offered = 0;
        size_t lastMoves = 0;
        for (size_t n = 0; n <= text.size(); ++n) {
            ReadablePrefix p;
            try {
                p = readReadablePrefix(text.substr(0, n), registry().lookup());
            } catch (const std::exception&) {
                QVERIFY2(n + 1 < startEnd, qPrintable(QString("refused a cut at %1 after the Start tag").arg(n)));
                ++refused;
                continue;
            }
            ++offered;
            const size_t k = p.record.moves.size();
            QVERIFY(k <= r.record.moves.size());
            QCOMPARE(p.positions.size(), k + 1);
            for (size_t i = 0; i < k; ++i)
                QCOMPARE(p.record.moves[i], r.record.moves[i]);
            QCOMPARE(gpn(p.positions.back()), gpn(r.game.positions[k]));
            QVERIFY2(k + 1 >= lastMoves, "a longer cut offers fewer moves");  // a cut can split one move
            lastMoves = k;
            QVERIFY(p.movesInFile >= k);
            if (n == text.size()) {
                QVERIFY2(p.whole(), p.damage.c_str());
                QCOMPARE(k, r.record.moves.size());
            }
        }
        QCOMPARE(refused, startEnd - 1);
        QCOMPARE(offered, text.size() + 1 - refused);
    }
}

// Random bytes changed (1,000 damaged copies of three records): never a crash, and what is
// offered is a record that reads and replays whole.
void TestRecords::byteFlipsNeverCrashAndOfferAPlayablePrefix()
{
    Rng rng(36);
    int offered = 0, shorter = 0;
    for (int copy = 0; copy < 1000; ++copy) {
        const Recorded& r = recordGame(21 + uint64_t(copy % 3));
        std::string text = r.text;
        const int flips = 1 + int(rng.below(3));
        for (int f = 0; f < flips; ++f)
            text[rng.below(uint32_t(text.size()))] = char(rng.below(256));
        ReadablePrefix p;
        try {
            p = readReadablePrefix(text, registry().lookup());
        } catch (const RecordError&) {
            continue;
        } catch (const NotationError&) {
            continue;
        }
        ++offered;
        shorter += p.record.moves.size() < r.record.moves.size();
        const std::vector<State> again = replayRecord(readRecord(writeRecord(p.record, p.positions)), registry().lookup());
        QCOMPARE(again.size(), p.positions.size());
        QCOMPARE(gpn(again.back()), gpn(p.positions.back()));
    }
    QVERIFY2(offered > 300 && shorter > 100, qPrintable(QString("%1 offered, %2 shorter").arg(offered).arg(shorter)));
}

// The damaged autosave of issue 36: the last move cut in the middle. 34 of 35 moves read,
// and the damage is placed on its line with the move's number.
void TestRecords::readablePrefixSaysWhereTheDamageStarts()
{
    const Recorded r = recordGame(21);
    QVERIFY(r.record.moves.size() > 10);
    std::string text = r.text;
    const std::string last = r.record.moves.back();
    const size_t at = text.rfind(" " + last);
    text = text.substr(0, at + 1 + last.size() - 1);  // the last move's final character is lost
    const ReadablePrefix p = readReadablePrefix(text, registry().lookup());
    const size_t n = r.record.moves.size();
    QCOMPARE(p.record.moves.size(), n - 1);
    QCOMPARE(p.movesInFile, n);
    const int line = int(std::count(text.begin(), text.end(), '\n')) + 1;
    QCOMPARE(p.damageLine, line);
    QVERIFY2(QString::fromStdString(p.damage).startsWith(QString("line %1: move %2").arg(line).arg(n)), p.damage.c_str());
    QCOMPARE(p.record.tag("Result"), std::string("*"));
    // A syntax error cuts at its line: the tags and the moves before it are offered.
    std::string broken = r.text;
    const size_t third = broken.find("\n2w.");
    broken.insert(third + 1, "[Round \"2\"]\n");
    const ReadablePrefix q = readReadablePrefix(broken, registry().lookup());
    QVERIFY(!q.whole());
    QVERIFY2(QString::fromStdString(q.damage).contains("a tag pair after the moves began"), q.damage.c_str());
    QVERIFY(q.record.moves.size() >= 2 && q.record.moves.size() <= 4);
    // A whole record reads whole.
    QVERIFY(readReadablePrefix(r.text, registry().lookup()).whole());
}

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
