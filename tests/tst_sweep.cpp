// Sweeps (engine/lab/sweep.h, formats/sweepvariants.h, formats/sweepexport.h): the spec and
// its values, the variants built per value and the range refusals, the same deals at every
// value, and sharded sweeps merging into the unsharded report.
#include "testsupport.h"

#include "formats/labexport.h"
#include "formats/sweepexport.h"
#include "formats/sweepvariants.h"
#include "lab/sweep.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

using namespace gs;
using namespace test;

class TestSweep : public QObject {
    Q_OBJECT
private slots:
    void valuesAreExactlyFromToByStep();
    void badSpecsAreRefused_data();
    void badSpecsAreRefused();
    void numericFieldsAreTheFormatsWholeNumbers();
    void oneVariantPerValueFromTheBase();
    void valuesOutOfRangeNameTheFieldAndRange_data();
    void valuesOutOfRangeNameTheFieldAndRange();
    void everyValuePlaysTheSameDeals();
    void shardsMergeIntoTheSameReport();
};

namespace {

std::vector<int> allGames(int n)
{
    std::vector<int> v(static_cast<size_t>(n));
    std::iota(v.begin(), v.end(), 0);
    return v;
}

QString refusal(const std::function<void()>& f)
{
    try {
        f();
    } catch (const SweepSpecError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

}  // namespace

void TestSweep::valuesAreExactlyFromToByStep()
{
    const SweepSpec s = parseSweepSpec("turnLimit=10:30:5");
    QCOMPARE(s.field, std::string("turnLimit"));
    QCOMPARE(s.values(), (std::vector<int>{10, 15, 20, 25, 30}));
    QCOMPARE(s.text(), std::string("turnLimit=10:30:5"));
    // STEP left out: 1.
    const SweepSpec ranks = parseSweepSpec("pitch.ranks=8:12");
    QCOMPARE(ranks.values(), (std::vector<int>{8, 9, 10, 11, 12}));
    QCOMPARE(ranks.text(), std::string("pitch.ranks=8:12:1"));
    QCOMPARE(parseSweepSpec("starGoals=0:9:9").values(), (std::vector<int>{0, 9}));
    QCOMPARE(int(parseSweepSpec("clock.moveSeconds=1:50").values().size()), kMaxSweepValues);
    QCOMPARE(makeSweepSpec("turnLimit", 4, 8, 2).values(), (std::vector<int>{4, 6, 8}));
}

void TestSweep::badSpecsAreRefused_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("message");
    QTest::newRow("no =") << "turnLimit" << "must be FIELD=FROM:TO:STEP";
    QTest::newRow("no range") << "turnLimit=10" << "must be FIELD=FROM:TO:STEP";
    QTest::newRow("four parts") << "turnLimit=10:20:5:1" << "must be FIELD=FROM:TO:STEP";
    QTest::newRow("no field") << "=10:30:5" << "name the setting to sweep";
    QTest::newRow("not a number") << "turnLimit=ten:30:5" << "FROM must be a whole number, got \"ten\"";
    QTest::newRow("fraction") << "turnLimit=10:30:2.5" << "STEP must be a whole number, got \"2.5\"";
    QTest::newRow("step 0") << "turnLimit=10:30:0" << "the step must be 1 or more, got 0";
    QTest::newRow("downwards") << "turnLimit=30:10:5" << "the last value (10) must be above the first (30)";
    QTest::newRow("one value") << "turnLimit=10:10:5" << "must be above the first";
    QTest::newRow("missed end") << "turnLimit=10:30:7" << "30 is not reached from 10 in steps of 7 (the last value would be 24)";
    QTest::newRow("too many") << "turnLimit=1:100:1" << "100 values; at most 50";
}

void TestSweep::badSpecsAreRefused()
{
    QFETCH(QString, spec);
    QFETCH(QString, message);
    const QString why = refusal([&] { parseSweepSpec(spec.toStdString()); });
    QVERIFY2(why.contains(message), qPrintable(why));
    QVERIFY2(why.startsWith("sweep \""), qPrintable(why));  // says which spec
}

// The list of numeric fields is the variant format's: every "whole number" row of
// variants/README.md's tables, in order.
void TestSweep::numericFieldsAreTheFormatsWholeNumbers()
{
    QFile f(QStringLiteral(GS_SOURCE_DIR "/variants/README.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    static const QRegularExpression row(QStringLiteral("^\\| `([a-zA-Z.]+)` \\| whole number \\|"), QRegularExpression::MultilineOption);
    QStringList documented, listed;
    for (auto it = row.globalMatch(text); it.hasNext();)
        documented << it.next().captured(1);
    for (const NumericVariantField& field : numericVariantFields())
        listed << field.path;
    QCOMPARE(listed, documented);
    QVERIFY(listed.contains("turnLimit") && listed.contains("pitch.keeperAreaDepth"));
    const QJsonObject classicDoc = registry().document("classic");
    QCOMPARE(numericFieldValue(classicDoc, "turnLimit"), 20);
    QCOMPARE(numericFieldValue(classicDoc, "pitch.keeperAreaDepth"), 2);
    QCOMPARE(numericFieldValue(classicDoc, "clock.moveSeconds"), 0);  // left out: the format's default
    QCOMPARE(numericFieldValue(classicDoc, "setup"), -1);
}

void TestSweep::oneVariantPerValueFromTheBase()
{
    const std::vector<SweepValue> values = sweepVariants(registry().document("classic"), parseSweepSpec("turnLimit=10:30:5"));
    QCOMPARE(int(values.size()), 5);
    for (size_t k = 0; k < values.size(); ++k) {
        const Variant& v = values[k].rules->variant();
        QCOMPARE(values[k].value, 10 + 5 * int(k));
        QCOMPARE(v.turnLimit, values[k].value);
        // Nothing else changed: classic with the one field set.
        Variant expected = classic().variant();
        expected.turnLimit = values[k].value;
        QCOMPARE(v.id, expected.id);
        QCOMPARE(v.starGoals, expected.starGoals);
        QCOMPARE(v.files, expected.files);
        QVERIFY(v.youthSquares == expected.youthSquares);
        QVERIFY(v.captureResults == expected.captureResults);
    }
    // A nested field, and one the document leaves out (clock).
    const std::vector<SweepValue> depth = sweepVariants(registry().document("classic"), parseSweepSpec("pitch.keeperAreaDepth=1:3"));
    QCOMPARE(depth.back().rules->variant().keeperAreaDepth, 3);
    QCOMPARE(depth.back().rules->variant().ranks, 10);
    const std::vector<SweepValue> clock = sweepVariants(registry().document("classic"), parseSweepSpec("clock.moveSeconds=0:30:15"));
    QCOMPARE(clock.back().rules->variant().clock.moveSeconds, 30);
    QCOMPARE(clock.back().rules->variant().clock.gameSeconds, 0);
}

void TestSweep::valuesOutOfRangeNameTheFieldAndRange_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("message");
    QTest::newRow("turn limit 0") << "turnLimit=0:20:5" << "at turnLimit = 0: turnLimit: must be from 1 to 999, got 0";
    QTest::newRow("turn limit 1000") << "turnLimit=990:1000:10" << "at turnLimit = 1000: turnLimit: must be from 1 to 999, got 1000";
    QTest::newRow("star goals") << "starGoals=5:10:5" << "at starGoals = 10: starGoals: must be from 0 to 9, got 10";
    QTest::newRow("keeper area") << "pitch.keeperAreaDepth=1:5" << "pitch.keeperAreaDepth: must be from 1 to 4 on a pitch of 10 ranks, got 5";
    QTest::newRow("files") << "pitch.files=10:13" << "at pitch.files = 13: pitch.files: must be from 3 to 12, got 13";
    QTest::newRow("not numeric") << "setup=1:2" << "\"setup\" is not a numeric setting of a variant (those are pitch.files, pitch.ranks,";
    QTest::newRow("table entry") << "captureResults.7=1:2" << "\"captureResults.7\" is not a numeric setting";
    QTest::newRow("unknown") << "turnlimit=10:30:5" << "\"turnlimit\" is not a numeric setting";
}

void TestSweep::valuesOutOfRangeNameTheFieldAndRange()
{
    QFETCH(QString, spec);
    QFETCH(QString, message);
    const QString why = refusal([&] { sweepVariants(registry().document("classic"), parseSweepSpec(spec.toStdString())); });
    QVERIFY2(why.contains(message), qPrintable(why));
}

// Paired deals: game i is dealt and played with the same seeds at every value. The players
// make the same moves on the same deal with the same seed, so a game that ended before the shortest turn limit
// is the same game at every value, and the rest only go on longer.
void TestSweep::everyValuePlaysTheSameDeals()
{
    const std::vector<SweepValue> values = sweepVariants(registry().document("classic"), parseSweepSpec("turnLimit=6:14:4"));
    LabConfig base;
    base.rules = &classic();
    base.whiteSpec = base.blackSpec = "greedy";  // games of about 8 turns: some end before 6, some go on
    base.games = 60;
    base.seed = 7;
    base.jobs = 2;
    for (const SweepValue& v : values) {
        const LabConfig c = sweepConfig(base, v);
        QCOMPARE(c.seed, base.seed);
        QCOMPARE(c.games, base.games);
        QCOMPARE(c.whiteSpec, base.whiteSpec);
        QCOMPARE(c.rules, v.rules.get());
    }
    int calls = 0;
    const std::vector<SweepPoint> points = runSweep(base, values, allGames(base.games), [&](int, const LabGame&, int done) {
        QCOMPARE(done, ++calls);
    });
    QCOMPARE(calls, 3 * base.games);
    QCOMPARE(int(points.size()), 3);
    int early = 0, longer = 0;
    for (int i = 0; i < base.games; ++i) {
        const LabGame& shortest = points[0].games[size_t(i)];
        QCOMPARE(shortest.index, i);
        for (size_t k = 1; k < points.size(); ++k) {
            const LabGame& g = points[k].games[size_t(i)];
            QCOMPARE(g.index, i);
            if (shortest.reason != EndReason::TurnLimit) {
                QCOMPARE(g.plies, shortest.plies);
                QCOMPARE(g.goals, shortest.goals);
                QCOMPARE(g.reason, shortest.reason);
                QCOMPARE(g.legalMoves, shortest.legalMoves);
            } else {
                QVERIFY(g.plies >= shortest.plies);
                longer += g.plies > shortest.plies;
            }
        }
        early += shortest.reason != EndReason::TurnLimit;
    }
    QVERIFY2(early >= 5 && longer >= 5, qPrintable(QString("%1 early, %2 longer").arg(early).arg(longer)));
    // Each value alone, as a lab run of its own rules, plays the very same games.
    const std::vector<LabGame> alone = runLab(sweepConfig(base, values[1]));
    for (int i = 0; i < base.games; ++i)
        QCOMPARE(alone[size_t(i)].plies, points[1].games[size_t(i)].plies);
}

// A sweep in 3 shards (each plays its games at every value) merges into the report of the
// sweep played whole; a missing shard is named; the run merge refuses a sweep's lines.
void TestSweep::shardsMergeIntoTheSameReport()
{
    const SweepSpec spec = parseSweepSpec("turnLimit=6:10:2");
    const QJsonObject doc = registry().document("classic");
    const std::vector<SweepValue> values = sweepVariants(doc, spec);
    LabConfig base;
    base.rules = &classic();
    base.whiteSpec = "greedy";
    base.games = 11;
    base.seed = 3;
    const std::vector<SweepPoint> whole = runSweep(base, values, allGames(base.games));
    const QByteArray expected = QJsonDocument(sweepReportToJson(labRunInfo(base), spec, analyseSweep(whole))).toJson(QJsonDocument::Compact);
    QTemporaryDir dir;
    const QJsonObject run = sweepShardRun(base, spec, doc, "test");
    QCOMPARE(run.value("sweep").toString(), QString("turnLimit=6:10:2"));
    std::vector<ShardLine> lines, lacking;
    for (int k = 1; k <= 3; ++k) {
        const QString path = dir.filePath(QString("s%1.jsonl").arg(k));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (const SweepPoint& p : runSweep(base, values, shardItems(base.games, k, 3)))
            for (const LabGame& g : p.games)
                f.write(shardLineText("lab", run, k, 3, sweepShardGame(g, p.value)));
        f.close();
        for (const ShardLine& l : readShardFile(path, "lab").lines) {
            lines.push_back(l);
            if (k != 2)
                lacking.push_back(l);
        }
    }
    const MergedSweep m = mergeSweepShards(lines);
    QCOMPARE(m.games, 11);
    QCOMPARE(int(m.points.size()), 3);
    QCOMPARE(QJsonDocument(sweepReportToJson(m.run, m.spec, analyseSweep(m.points))).toJson(QJsonDocument::Compact), expected);
    const QJsonObject report = QJsonDocument::fromJson(expected).object();
    QCOMPARE(report["points"].toArray().size(), 3);
    QCOMPARE(report["points"].toArray()[2].toObject()["value"].toInt(), 10);
    QCOMPARE(report["sweep"].toObject()["values"].toArray().size(), 3);
    try {
        mergeSweepShards(lacking);
        QFAIL("a sweep without shard 2 merged");
    } catch (const ShardError& e) {
        QVERIFY2(QString(e.what()).contains("shard 2/3 missing"), e.what());
    }
    try {
        mergeLabShards(lines);
        QFAIL("the run merge took a sweep's lines");
    } catch (const ShardError& e) {
        QVERIFY2(QString(e.what()).contains("is a game of the sweep turnLimit=6:10:2"), e.what());
    }
}

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
