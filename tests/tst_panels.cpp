// The panels' controllers alone, without QML: the Lab (LabSession and its LabReportModel).
// Each value has its own signal: a change fires only its own, and the same value again fires
// nothing.
#include "testsupport.h"

#include "labreportmodel.h"
#include "labsession.h"
#include "language.h"
#include "variantcatalog.h"

#include "formats/labexport.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <map>
#include <memory>

using namespace gs;
using namespace test;

namespace {

// A spy on each notify signal of `object`'s properties, by property name, to check that a
// change signals only the values that changed.
class Spies {
public:
    explicit Spies(QObject* object)
    {
        const QMetaObject* mo = object->metaObject();
        for (int i = mo->propertyOffset(); i < mo->propertyCount(); ++i) {
            const QMetaProperty p = mo->property(i);
            if (p.hasNotifySignal())
                spies_[p.name()] = std::make_unique<QSignalSpy>(object, p.notifySignal());
        }
    }
    // The properties that signalled since the last call, sorted.
    QStringList fired()
    {
        QStringList out;
        for (auto& [name, spy] : spies_) {
            if (spy->count() > 0)
                out << name;
            spy->clear();
        }
        return out;
    }
    int count(const QString& name) const { return int(spies_.at(name)->count()); }

private:
    std::map<QString, std::unique_ptr<QSignalSpy>> spies_;
};

LabStats quickStats(const char* variant, int games, uint64_t seed)
{
    LabConfig c;
    c.rules = registry().find(variant);
    c.games = games;
    c.seed = seed;
    return analyseLab(runLab(c));
}

}  // namespace

class TestPanels : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase();
    void cleanup();
    void cleanupTestCase();
    void labRunsSignalsEachValueAndExportsTheEnginesReport();
    void labRefusesABadRunChangingOnlyTheError();
    void labReportModelRowsAndChartsSignalOnlyWhatChanged();
    void labReportModelFollowsTheLanguage();
};

void TestPanels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Language::instance().choose("en"));
    VariantCatalog::instance().setUserFolder(dir_.filePath("variants"));
}

// A test that failed half-way through a language switch leaves the next in English.
void TestPanels::cleanup()
{
    QVERIFY(Language::instance().choose("en"));
}

void TestPanels::cleanupTestCase()
{
    QVERIFY(Language::instance().choose(""));
}

// A small run through the public API: progress, the report, its rows and charts, and the JSON
// export byte for byte as the engine (and the CLI) writes the same run.
void TestPanels::labRunsSignalsEachValueAndExportsTheEnginesReport()
{
    LabSession lab;
    QAbstractItemModelTester tester(lab.reportModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    Spies spies(&lab);
    QSignalSpy finished(&lab, &LabSession::finished);
    QVERIFY(!lab.hasReport());
    QCOMPARE(lab.reportModel()->rowCount(), 0);
    const QVariantMap options{{"variant", "classic"}, {"compare", "quick"}, {"games", 24}, {"seed", "5"}};
    QVERIFY2(lab.start(options), qPrintable(lab.error()));
    QVERIFY(lab.running());
    QCOMPARE(lab.total(), 48);
    QCOMPARE(spies.fired(), (QStringList{"running", "total"}));  // done 0, no time left known, no error: as they were
    QVERIFY(finished.wait(20000));
    QVERIFY(!lab.running());
    QCOMPARE(lab.done(), 48);
    QVERIFY(lab.hasReport() && lab.comparing() && !lab.cancelled());
    QCOMPARE(lab.origin(), QString());
    const QStringList fired = spies.fired();
    for (const char* name : {"running", "done", "secondsLeft", "hasReport", "comparing", "report"})
        QVERIFY2(fired.contains(name), qPrintable(fired.join(' ')));
    for (const char* name : {"total", "cancelled", "error", "origin", "players"})
        QVERIFY2(!fired.contains(name), qPrintable(fired.join(' ')));

    // The table and the charts, worked out in C++.
    LabReportModel& m = *lab.reportModel();
    QCOMPARE(m.rowCount(), 10);
    QCOMPARE(m.data(m.index(0), LabReportModel::LabelRole).toString(), QString("White wins"));
    QCOMPARE(m.data(m.index(5), LabReportModel::LabelRole).toString(), QString("Length (turns)"));
    QVERIFY(m.data(m.index(0), LabReportModel::ARole).toString().contains("% ("));
    QVERIFY(!m.data(m.index(0), LabReportModel::BRole).toString().isEmpty());
    QVERIFY(m.data(m.index(0), LabReportModel::DifferenceRole).toString().contains("points"));
    QVERIFY(m.comparing());
    QCOMPARE(m.nameA(), QString("Classic"));
    QCOMPARE(m.series().size(), 2);
    const QVariantMap a = m.series().front().toMap();
    const QVariantList results = a.value("results").toList();
    QCOMPARE(results.size(), 3);
    QCOMPARE(results[0].toDouble() + results[1].toDouble() + results[2].toDouble(), 100.0);
    QCOMPARE(a.value("endings").toList().size(), m.endings().size());
    QCOMPARE(a.value("lengths").toList().size(), m.turns().size());
    QCOMPARE(a.value("events").toList().size(), 4);
    double ended = 0;
    for (const QVariant& share : a.value("endings").toList())
        ended += share.toDouble();
    QVERIFY2(qAbs(ended - 100) < 1e-9, qPrintable(QString::number(ended)));  // every game ends one of these ways

    // The export is the engine's report of the same games, byte for byte.
    LabConfig ca;
    ca.rules = registry().find("classic");
    ca.games = 24;
    ca.seed = 5;
    LabConfig cb = ca;
    cb.rules = registry().find("quick");
    const LabRunInfo ia = labRunInfo(ca), ib = labRunInfo(cb);
    const LabStats sa = analyseLab(runLab(ca)), sb = analyseLab(runLab(cb));
    const QByteArray engine = QJsonDocument(labReportToJson(ia, sa, &ib, &sb)).toJson();
    QVERIFY(lab.exportJson(QUrl::fromLocalFile(dir_.filePath("lab.json"))));
    QFile f(dir_.filePath("lab.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), engine);
    QCOMPARE(spies.fired(), QStringList());  // exporting changes nothing shown
}

void TestPanels::labRefusesABadRunChangingOnlyTheError()
{
    LabSession lab;
    Spies spies(&lab);
    QVERIFY(!lab.start({{"variant", "no-such-variant"}}));
    QVERIFY(lab.error().contains("no-such-variant"));
    QCOMPARE(spies.fired(), QStringList{"error"});
    QVERIFY(!lab.start({{"variant", "no-such-variant"}}));
    QCOMPARE(spies.fired(), QStringList());  // the same message again
    QVERIFY(!lab.start({{"games", 0}}));
    QCOMPARE(spies.fired(), QStringList{"error"});
    QVERIFY(!lab.exportCsv(QUrl::fromLocalFile(dir_.filePath("none.csv"))));
    QCOMPARE(spies.fired(), QStringList{"error"});
    QVERIFY(!QFile::exists(dir_.filePath("none.csv")));
}

void TestPanels::labReportModelRowsAndChartsSignalOnlyWhatChanged()
{
    LabReportModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Spies spies(&m);
    QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
    QSignalSpy data(&m, &QAbstractItemModel::dataChanged);
    QCOMPARE(m.rowCount(), 0);
    QCOMPARE(m.endings().size(), 5);  // the chart's categories are there before any report
    const LabStats classicStats = quickStats("classic", 30, 2), quick = quickStats("quick", 30, 2);

    m.show("Classic", classicStats);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m.rowCount(), 10);
    QCOMPARE(spies.fired(), (QStringList{"nameA", "series", "turns"}));
    QVERIFY(!m.comparing());
    QCOMPARE(m.data(m.index(0), LabReportModel::BRole).toString(), QString());
    QCOMPARE(m.data(m.index(0), LabReportModel::DifferenceRole).toString(), QString());
    QCOMPARE(m.data(m.index(0), LabReportModel::SignificantRole).toBool(), false);
    // The turns reach the last turn a game ended in; the shares of games add up.
    QCOMPARE(m.turns().size(), int(classicStats.lengthCounts.size()) - 1);
    double share = 0;
    for (const QVariant& v : m.series().front().toMap().value("lengths").toList())
        share += v.toDouble();
    QVERIFY(qAbs(share - 100) < 1e-9);

    // The same report again: nothing to tell.
    m.show("Classic", classicStats);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(data.count(), 0);
    QCOMPARE(spies.fired(), QStringList());

    // A second variant: the rows stay ten, so they change in place.
    m.show("Classic", classicStats, "Quick", quick);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(data.count(), 10);
    QCOMPARE(spies.fired(), (QStringList{"comparing", "nameB", "series"}));
    QVERIFY(!m.data(m.index(3), LabReportModel::DifferenceRole).toString().contains("points"));  // goals: a mean
    QVERIFY(m.data(m.index(2), LabReportModel::DifferenceRole).toString().contains("points"));   // draws: a rate
    QCOMPARE(m.series().size(), 2);

    // A name alone.
    data.clear();
    m.rename("Classic", "Quick");
    QCOMPARE(spies.fired(), QStringList());
    m.rename("Classic", "Quicker");
    QCOMPARE(spies.fired(), QStringList{"nameB"});
    QCOMPARE(data.count(), 0);
    QCOMPARE(m.nameB(), QString("Quicker"));
}

void TestPanels::labReportModelFollowsTheLanguage()
{
    LabReportModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.show("Classic", quickStats("classic", 20, 4), "Quick", quickStats("quick", 20, 4));
    Spies spies(&m);
    QSignalSpy data(&m, &QAbstractItemModel::dataChanged);
    const QString label = m.data(m.index(0), LabReportModel::LabelRole).toString();
    const QString endings = m.endings().join('|');
    QVERIFY(Language::instance().choose("de"));
    m.retranslate();
    QCOMPARE(data.count(), 10);  // every label, and the numbers written the German way
    QCOMPARE(spies.fired(), QStringList{"endings"});
    QVERIFY(m.data(m.index(0), LabReportModel::LabelRole).toString() != label);
    QVERIFY(m.data(m.index(0), LabReportModel::ARole).toString().contains(','));
    QVERIFY(m.endings().join('|') != endings);
    QVERIFY(Language::instance().choose("en"));
    m.retranslate();
    QCOMPARE(m.data(m.index(0), LabReportModel::LabelRole).toString(), label);
    QCOMPARE(m.endings().join('|'), endings);
    data.clear();
    spies.fired();
    m.retranslate();  // the same language again
    QCOMPARE(data.count(), 0);
    QCOMPARE(spies.fired(), QStringList());
}

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
