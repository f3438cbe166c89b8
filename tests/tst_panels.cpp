// The panels' controllers alone, without QML: the Lab (LabSession and its LabReportModel), the
// variant editor (and its choice lists) and the tutorial recorder. Each value has its own
// signal: a change fires only its own, and the same value again fires nothing.
#include "testsupport.h"

#include <QRegularExpression>

#include "formats/diskfile.h"

#include "labreportmodel.h"
#include "labsession.h"
#include "language.h"
#include "tutorialrecorder.h"
#include "tutorialsession.h"
#include "variantcatalog.h"
#include "variantchoices.h"
#include "varianteditor.h"

#include "formats/labexport.h"
#include "formats/labrerun.h"
#include "variant.h"

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

// A move of the side to act in `gpn`, as two squares for the pitch: its first legal Youth step.
std::pair<QString, QString> firstStep(const State& s)
{
    const QString m = legal(s).front();  // "d3d4"-like in the Youth phase
    return {m.left(2), m.mid(m.size() - 2)};
}

}  // namespace

class TestPanels : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    // A QML warning fails the test that caused it, as in the Qt Quick tests (these drive the
    // same C++ the QML does).
    void init() { QTest::failOnWarning(QRegularExpression("^(qrc|file):")); }
    void initTestCase();
    void cleanup();
    void cleanupTestCase();
    void labRunsSignalsEachValueAndExportsTheEnginesReport();
    void labRefusesABadRunChangingOnlyTheError();
    void labReportModelRowsAndChartsSignalOnlyWhatChanged();
    void labReportModelFollowsTheLanguage();
    void variantEditorSignalsOnlyWhatChanged();
    void variantEditorNamesTheFieldUntilItIsValidAgain();
    void variantEditorNeverDropsACounterFromTheStart();
    void variantChoicesAreTheEnginesNames();
    void recorderSignalsOnlyWhatChanged();
    void recorderRecordsAStepAndSavesIt();
    void variantEditorKeepsTheTranslations();
    void variantAndTutorialTextsFollowTheLanguage();
};

namespace {
QByteArray readBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}
}  // namespace

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
    QCOMPARE(m.rowCount(), 19);  // ten measures, the "Game quality" heading and its eight
    QCOMPARE(m.data(m.index(0), LabReportModel::LabelRole).toString(), QString("White wins"));
    QCOMPARE(m.data(m.index(10), LabReportModel::LabelRole).toString(), QString("Game quality"));
    QVERIFY(m.data(m.index(10), LabReportModel::HeadingRole).toBool());
    QVERIFY(m.data(m.index(10), LabReportModel::ARole).toString().isEmpty());
    QVERIFY(!m.data(m.index(11), LabReportModel::HeadingRole).toBool());
    QCOMPARE(m.data(m.index(11), LabReportModel::LabelRole).toString(), QString("White's edge (points)"));
    QVERIFY(QRegularExpression("^[+-]?\\d+\\.\\d \\(").match(m.data(m.index(11), LabReportModel::ARole).toString()).hasMatch());  // "-7.5 (-21.5 to 7.8)"
    QVERIFY(m.data(m.index(11), LabReportModel::DifferenceRole).toString().contains("points"));
    QCOMPARE(m.data(m.index(13), LabReportModel::LabelRole).toString(), QString("Lead changes a game"));
    QVERIFY(!m.data(m.index(13), LabReportModel::DifferenceRole).toString().contains("points"));  // a mean
    QVERIFY(m.data(m.index(14), LabReportModel::DifferenceRole).toString().contains("points"));   // drama: a rate
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
    const QByteArray engine = QJsonDocument(labReportWithRun(labRerunOf(ia, &ib, ca.games, VariantRegistry::builtIn()), ia, sa, &ib, &sb)).toJson();
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
    QCOMPARE(m.rowCount(), 19);
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

    // A second variant: the rows stay nineteen, so they change in place (all but the heading).
    m.show("Classic", classicStats, "Quick", quick);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(data.count(), 18);
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
    QCOMPARE(data.count(), 19);  // every label, and the numbers written the German way
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

void TestPanels::variantEditorSignalsOnlyWhatChanged()
{
    VariantEditor e;
    QVERIFY(e.valid());
    Spies spies(&e);
    e.setTool("keeper");
    QCOMPARE(spies.fired(), QStringList{"tool"});
    e.setTool("keeper");
    QCOMPARE(spies.fired(), QStringList());
    // A setting off the pitch: the document, and that it was edited.
    e.setValue("name", "Mine");
    QCOMPARE(spies.fired(), (QStringList{"dirty", "json"}));
    e.setValue("name", "Mine");
    QCOMPARE(spies.fired(), QStringList());
    // The pitch's size: the squares follow, the ranks stay.
    const int squares = e.squares().size();
    e.setValue("pitch.files", 8);
    QCOMPARE(spies.fired(), (QStringList{"files", "json", "squares"}));
    QCOMPARE(e.files(), 8);
    QCOMPARE(e.squares().size(), squares / 7 * 8);
    // A click with the keeper tool: the area's depth, seen on the squares.
    e.clickSquare(2 * 8);  // rank 3
    QCOMPARE(spies.fired(), (QStringList{"json", "squares"}));
    QCOMPARE(e.value("pitch.keeperAreaDepth").toInt(), 3);
    // Starting again from a variant: a new document, unedited.
    QVERIFY(e.startFrom("quick"));
    QVERIFY(!e.dirty());
    const QStringList fired = spies.fired();
    for (const char* name : {"baseId", "dirty", "files", "json", "squares"})
        QVERIFY2(fired.contains(name), qPrintable(fired.join(' ')));
    QVERIFY2(!fired.contains("tool") && !fired.contains("valid") && !fired.contains("savedPath"), qPrintable(fired.join(' ')));
    QVERIFY(!e.startFrom("no-such-variant"));
    QCOMPARE(spies.fired(), QStringList());
}

// A starting square where another counter starts is refused and the refusal names it: the
// Goalkeeper vanished when a Youth square was put on d1, the 9 when the 10 was put on c4.
void TestPanels::variantEditorNeverDropsACounterFromTheStart()
{
    VariantEditor e;
    QVERIFY(e.startFrom("classic"));
    QSignalSpy errors(&e, &VariantEditor::error);
    const QString before = e.json();
    e.setTool("youth");
    e.clickSquare(3);  // d1: the Goalkeeper's
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.takeFirst().front().toString(), QString("The 1 starts on d1. Place the 1 elsewhere first (pick it, then click another square)."));
    e.setTool("10");
    e.clickSquare(2 * 7 + 2);  // c3: a Youth square
    QCOMPARE(errors.takeFirst().front().toString(), QString("c3 is a Youth starting square. Click it with the Youth square tool to free it first."));
    e.clickSquare(3 * 7 + 2);  // c4: the 9's
    QCOMPARE(errors.takeFirst().front().toString(), QString("The 9 starts on c4. Place the 9 elsewhere first (pick it, then click another square)."));
    QCOMPARE(e.json(), before);
    QVERIFY(e.valid());
    // A free square takes the counter; its own square again takes it off (as before).
    e.clickSquare(3 * 7 + 3);  // d4
    QVERIFY(e.json() != before);
    QCOMPARE(errors.count(), 0);
}

// An edit that makes the variant invalid is named in the form's words, with the file's field
// for the tooltip and the pitch's red edge; putting it right makes it valid again, and it saves.
void TestPanels::variantEditorNamesTheFieldUntilItIsValidAgain()
{
    VariantEditor e;
    Spies spies(&e);
    QSignalSpy errors(&e, &VariantEditor::error);
    e.setValue("turnLimit", 0);
    QVERIFY(!e.valid());
    QCOMPARE(e.problems().size(), 1);
    QVERIFY2(e.problems().front().startsWith("Turn limit: "), qPrintable(e.problems().front()));
    QCOMPARE(e.problemPaths(), QStringList{"turnLimit"});
    QCOMPARE(spies.fired(), (QStringList{"dirty", "json", "problemPaths", "problems", "valid"}));
    QVERIFY(!e.save());
    QCOMPARE(errors.count(), 1);
    e.setValue("turnLimit", 0);
    QCOMPARE(spies.fired(), QStringList());
    e.setValue("turnLimit", 12);
    QVERIFY(e.valid());
    QCOMPARE(spies.fired(), (QStringList{"json", "problemPaths", "problems", "valid"}));

    // A Youth square taken away: the problem names the Youth squares; none is on the pitch's
    // red edge, as the square is gone.
    e.setTool("youth");
    spies.fired();
    const int d2 = 1 * e.files() + 3;
    e.clickSquare(d2);
    QVERIFY(!e.valid());
    QVERIFY2(e.problems().front().startsWith("Youth square: "), qPrintable(e.problems().join("; ")));
    QCOMPARE(e.problemPaths().front(), QString("start.youth"));
    QCOMPARE(e.squares().at(d2).toMap().value("start").toString(), QString());
    e.clickSquare(d2);
    QVERIFY2(e.valid(), qPrintable(e.problems().join("; ")));
    // A First Teamer put on another's square: that square is marked on the pitch (with its
    // mirror in Black's half), and no other; put back, the variant is valid again.
    const QString nine = e.value("start.firstTeamers.9").toString(), ten = e.value("start.firstTeamers.10").toString();
    QVERIFY(!nine.isEmpty() && !ten.isEmpty());
    e.setValue("start.firstTeamers.10", nine);
    QVERIFY(!e.valid());
    QVERIFY2(e.problems().front().startsWith("Starting First Teamer "), qPrintable(e.problems().join("; ")));
    const int square = (nine.mid(1).toInt() - 1) * e.files() + (nine.at(0).toLatin1() - 'a');
    QVERIFY(e.squares().at(square).toMap().value("problem").toBool());
    int marked = 0;
    for (const QVariant& sq : e.squares())
        marked += sq.toMap().value("problem").toBool() ? 1 : 0;
    QCOMPARE(marked, 2);
    e.setValue("start.firstTeamers.10", ten);
    QVERIFY2(e.valid(), qPrintable(e.problems().join("; ")));
    QVERIFY(!e.squares().at(square).toMap().value("problem").toBool());

    // Saving: the path and the id, then a clean document.
    e.setValue("id", "panels-test");
    spies.fired();
    QVERIFY(e.save());
    QCOMPARE(e.savedId(), QString("panels-test"));
    QVERIFY(QFile::exists(e.savedPath()));
    QVERIFY(!e.dirty());
    const QStringList fired = spies.fired();
    for (const char* name : {"dirty", "savedId", "savedPath"})
        QVERIFY2(fired.contains(name), qPrintable(fired.join(' ')));
    QVERIFY2(!fired.contains("json") && !fired.contains("valid"), qPrintable(fired.join(' ')));

    // A file of that name that no longer loads (damaged, or from a newer app) is never
    // written over: it is moved aside, byte for byte, and the user is told where.
    const QByteArray damaged = "{\"id\": \"panels-test\", \"name\": \"Panels\", \"turnLimit\": ";
    QVERIFY(diskfile::writeWhole(e.savedPath(), damaged));
    QVERIFY(diskfile::writeWhole(QFileInfo(e.savedPath()).dir().filePath("panels-test.damaged.json"), "an earlier one"));
    errors.clear();
    QVERIFY(e.save(true));
    QCOMPARE(errors.count(), 1);
    const QString aside = QFileInfo(e.savedPath()).dir().filePath("panels-test.damaged-2.json");
    QCOMPARE(errors.front().front().toString(), "The variant file that was at " + e.savedPath() + " could not be read; it is kept as panels-test.damaged-2.json in the same folder.");
    QCOMPARE(readBytes(aside), damaged);
    QCOMPARE(readBytes(QFileInfo(e.savedPath()).dir().filePath("panels-test.damaged.json")), QByteArray("an earlier one"));
    QVERIFY(readBytes(e.savedPath()).contains("\"panels-test\""));
    // Saved again over a readable file: replaced, nothing set aside, nothing said.
    QVERIFY(e.save(true));
    QCOMPARE(errors.count(), 1);
    QVERIFY(!QFile::exists(QFileInfo(e.savedPath()).dir().filePath("panels-test.damaged-3.json")));
}

void TestPanels::variantChoicesAreTheEnginesNames()
{
    VariantEditor e;
    const VariantChoices& c = *e.choices();
    const auto values = [](const QVariantList& list) {
        QStringList out;
        for (const QVariant& v : list)
            out << v.toMap().value("value").toString();
        return out;
    };
    QCOMPARE(values(c.setups()), (QStringList{toString(SetupMode::Random), toString(SetupMode::Fixed), toString(SetupMode::Manual)}));
    QCOMPARE(values(c.captures()), (QStringList{toString(CaptureResult::Nothing), toString(CaptureResult::Goal),
                                                toString(CaptureResult::Penalty), toString(CaptureResult::Offside)}));
    QCOMPARE(values(c.steps()), (QStringList{toString(StepRule::AnyDirection), toString(StepRule::Orthogonal)}));
    QCOMPARE(values(c.debuts()), (QStringList{toString(DebutRule::None), toString(DebutRule::KeeperArea),
                                              toString(DebutRule::Midfield), toString(DebutRule::Adjacent)}));
    QCOMPARE(values(c.timeouts()), (QStringList{toString(TimeoutRule::PassTurn), toString(TimeoutRule::LoseGame)}));
    QCOMPARE(c.captures().at(2).toMap().value("label").toString(), QString("Penalty"));

    // A choice made through the list is the variant file's value, and shows as that entry.
    e.setValue("captureResults.7", c.captures().at(2).toMap().value("value"));
    QCOMPARE(e.value("captureResults.7").toString(), QString("penalty"));
    QCOMPARE(e.choiceIndex("captureResults.7"), 2);
    QCOMPARE(e.choiceIndex("name"), -1);
    // A document without a clock shows the engine's defaults: the move passes, the game is lost.
    QVERIFY(!e.value("clock").isValid());
    QCOMPARE(e.choiceIndex("clock.moveTimeout"), int(TimeoutRule::PassTurn));
    QCOMPARE(e.choiceIndex("clock.gameTimeout"), int(TimeoutRule::LoseGame));
    e.setValue("clock.gameSeconds", 600);
    e.setValue("clock.gameTimeout", c.timeouts().at(0).toMap().value("value"));
    QCOMPARE(e.choiceIndex("clock.gameTimeout"), 0);

    // Fixed setup: its own signal, and the arrangement the form then shows.
    Spies spies(&e);
    e.setValue("setup", c.setups().at(int(SetupMode::Fixed)).toMap().value("value"));
    QVERIFY(e.fixedSetup());
    QCOMPARE(e.choiceIndex("setup"), int(SetupMode::Fixed));
    QVERIFY(spies.fired().contains("fixedSetup"));
    QVERIFY(e.valid());
    e.setValue("setup", c.setups().at(int(SetupMode::Manual)).toMap().value("value"));
    QVERIFY(!e.fixedSetup());
    QVERIFY(!e.value("fixedSetup").isValid());

    // The labels in the user's language; each list signals on its own, and only if it reads differently.
    Spies lists(e.choices());
    QVERIFY(Language::instance().choose("de"));
    QCOMPARE(lists.fired(), (QStringList{"captures", "debuts", "setups", "steps", "timeouts"}));
    QVERIFY(c.captures().at(2).toMap().value("label").toString() != QString("Penalty"));
    QCOMPARE(values(c.captures()).at(2), QString("penalty"));
    QVERIFY(Language::instance().choose("de"));
    QCOMPARE(lists.fired(), QStringList());
    QVERIFY(Language::instance().choose("en"));
    QCOMPARE(c.captures().at(2).toMap().value("label").toString(), QString("Penalty"));
}

void TestPanels::recorderSignalsOnlyWhatChanged()
{
    TutorialRecorder r;
    Spies spies(&r);
    QVERIFY(!r.active());
    const State deal = State::deal(classic(), 5);
    QVERIFY(r.begin(gpn(deal)));
    QAbstractItemModelTester tester(r.board(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList begun = spies.fired();
    for (const char* name : {"active", "tutorialId", "steps", "phase", "status"})
        QVERIFY2(begun.contains(name), qPrintable(begun.join(' ')));
    // The title, and the id that follows it until one is typed (the tutorial still lacks a
    // caption, so it is not ready).
    r.setTitle("Signals");
    QCOMPARE(spies.fired(), (QStringList{"title", "tutorialId"}));
    r.setTutorialId("signals-test");
    QCOMPARE(spies.fired(), QStringList{"tutorialId"});
    r.setTitle("Signals!");
    QCOMPARE(spies.fired(), QStringList{"title"});
    r.setTitle("Signals!");
    QCOMPARE(spies.fired(), QStringList());
    r.setSummary("A test");
    QCOMPARE(spies.fired(), QStringList{"summary"});
    r.setViewer("black");
    QCOMPARE(spies.fired(), QStringList{"viewer"});
    r.setViewer("black");
    QCOMPARE(spies.fired(), QStringList());
    // A caption makes it ready.
    // Text typed in a step's own field is in the value, but the list is not announced as
    // changed: a view rebuilding its fields would lose the one being typed in.
    r.setStepField(0, "caption", "Look");
    QCOMPARE(spies.fired(), (QStringList{"ready"}));
    QCOMPARE(r.steps().at(0).toMap().value("caption").toString(), QString("Look"));
    QVERIFY(r.ready());
    r.setStepField(0, "caption", "Look");
    QCOMPARE(spies.fired(), QStringList());
    // The mode: what a click does, and the line that says so.
    r.setMode("highlight");
    QCOMPARE(spies.fired(), (QStringList{"mode", "status"}));
    r.clickSquare(r.squareAt("d5"));
    QCOMPARE(spies.fired(), QStringList{"steps"});  // the step's marks
    r.setMode("move");
    QCOMPARE(spies.fired(), (QStringList{"mode", "status"}));
    // Picking a counter up shows its moves on the pitch and changes no value.
    const auto [from, to] = firstStep(deal);
    r.clickSquare(r.squareAt(from));
    QCOMPARE(spies.fired(), QStringList());
    r.clickSquare(r.squareAt(to));
    const QStringList moved = spies.fired();
    QVERIFY2(moved.contains("steps") && moved.contains("phase") && moved.contains("status"), qPrintable(moved.join(' ')));
    QVERIFY2(!moved.contains("title") && !moved.contains("mode") && !moved.contains("gameOver"), qPrintable(moved.join(' ')));
    r.setCurrentStep(0);
    QCOMPARE(spies.fired(), QStringList());  // already the step shown
    r.close();
    const QStringList closed = spies.fired();
    QVERIFY2(closed.contains("active") && closed.contains("steps"), qPrintable(closed.join(' ')));
    QVERIFY(!r.active());
}

// Recording through the pitch: a step with a move and a caption, an exercise that needs its
// task, and the file saved as the tutorial player reads it.
void TestPanels::recorderRecordsAStepAndSavesIt()
{
    TutorialRecorder r;
    QSignalSpy saved(&r, &TutorialRecorder::saved);
    QSignalSpy savedPath(&r, &TutorialRecorder::savedPathChanged);
    QSignalSpy errors(&r, &TutorialRecorder::error);
    const State deal = State::deal(classic(), 5);
    QVERIFY(r.begin(gpn(deal)));
    r.setTitle("Panels lesson");
    const auto [from, to] = firstStep(deal);
    r.clickSquare(r.squareAt(from));
    r.clickSquare(r.squareAt(to));
    QCOMPARE(r.steps().size(), 1);
    QCOMPARE(r.steps().front().toMap().value("moves").toString(), from + to);
    QCOMPARE(r.phase(), QString("f"));  // Move 2: a First Teamer
    QVERIFY(!r.ready());
    // What is missing is said when Save is tried, and nothing is written.
    QVERIFY(!r.save(QUrl::fromLocalFile(dir_.filePath("unfinished.json"))));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.takeFirst().at(0).toString(), QString("The tutorial is not finished: Step 1 needs a caption."));
    QVERIFY(!QFile::exists(dir_.filePath("unfinished.json")));
    r.setStepField(0, "caption", "The first step.");
    r.addStep();
    QCOMPARE(r.currentStep(), 1);
    r.setStepField(1, "exercise", true);
    r.setStepField(1, "caption", "Your turn.");
    QVERIFY(!r.ready());  // an exercise needs its answer and its task
    QVERIFY(!r.save({}, dir_.filePath("tutorials")));
    QCOMPARE(errors.count(), 1);
    r.removeStep(1);
    QVERIFY(r.ready());
    r.setTutorialId("panels-lesson");
    QVERIFY(r.save({}, dir_.filePath("tutorials")));
    QCOMPARE(saved.count(), 1);
    QCOMPARE(savedPath.count(), 1);
    QVERIFY(r.savedPath().endsWith("panels-lesson.json"));
    // Saved again in the same place: saved again, the path unchanged.
    QVERIFY(r.save({}, dir_.filePath("tutorials")));
    QCOMPARE(saved.count(), 2);
    QCOMPARE(savedPath.count(), 1);
    // A tutorial of that name that no longer loads is moved aside, never written over.
    QVERIFY(diskfile::writeWhole(r.savedPath(), "{\"title\": "));
    QVERIFY(r.save({}, dir_.filePath("tutorials")));
    QCOMPARE(errors.count(), 2);
    QCOMPARE(errors.last().first().toString(), "The tutorial file that was at " + r.savedPath() + " could not be read; it is kept as panels-lesson.damaged.json in the same folder.");
    QCOMPARE(readBytes(dir_.filePath("tutorials/panels-lesson.damaged.json")), QByteArray("{\"title\": "));
    // It reads back as recorded.
    TutorialRecorder again;
    QVERIFY(again.openFile(QUrl::fromLocalFile(r.savedPath())));
    QCOMPARE(again.steps(), r.steps());
    QCOMPARE(again.title(), r.title());
}

// A variant file with translations, opened, edited and saved: the form edits the English,
// and every translation is in the saved file (and loads again).
void TestPanels::variantEditorKeepsTheTranslations()
{
    QJsonObject doc = VariantRegistry::builtIn().document("classic");
    doc["id"] = "translated";
    doc["name"] = QJsonObject{{"en", "Translated"}, {"de", "Übersetzt"}, {"fr", "Traduite"}, {"es", "Traducida"}};
    doc["description"] = QJsonObject{{"en", "Old English."}, {"de", "Deutsch."}, {"es", "Español."}};
    const QString file = dir_.filePath("translated.json");
    QVERIFY(diskfile::writeWhole(file, QJsonDocument(doc).toJson()));
    VariantEditor e;
    QVERIFY(e.openFile(QUrl::fromLocalFile(file)));
    QCOMPARE(e.value("name").toString(), QString("Translated"));
    QCOMPARE(e.value("description").toString(), QString("Old English."));
    QCOMPARE(e.translations("name"), (QStringList{"de", "es", "fr"}));
    QCOMPARE(e.translations("description"), (QStringList{"de", "es"}));
    e.setValue("description", "New English.");
    e.setValue("turnLimit", 12);
    QVERIFY2(e.valid(), qPrintable(e.problems().join("; ")));
    QVERIFY(e.save());
    VariantRegistry reg;
    const Variant& v = reg.loadFile(e.savedPath()).variant();
    QCOMPARE(QString::fromStdString(v.name), QString("Translated"));
    QCOMPARE(v.nameIn, (Translations{{"de", "Übersetzt"}, {"es", "Traducida"}, {"fr", "Traduite"}}));
    QCOMPARE(QString::fromStdString(v.description), QString("New English."));
    QCOMPARE(v.descriptionIn, (Translations{{"de", "Deutsch."}, {"es", "Español."}}));
    QCOMPARE(v.turnLimit, 12);
    // A new variant from a built-in has a name and a description of its own: the base's
    // described the base's rules (New game showed "20 turns" for a 12-turn variant).
    QVERIFY(e.startFrom("quick"));
    QCOMPARE(e.value("name").toString(), QString("Quick (my version)"));
    QVERIFY(e.translations("name").isEmpty());
    QCOMPARE(e.value("description").toString(), QString("Based on Quick."));
    QVERIFY(e.translations("description").isEmpty());
}

// Names, descriptions, titles and summaries from data files are shown in the interface's
// language, and change at once with it.
void TestPanels::variantAndTutorialTextsFollowTheLanguage()
{
    auto quick = [] {
        for (const QVariant& v : VariantCatalog::instance().variants())
            if (v.toMap().value("id") == "quick")
                return v.toMap();
        return QVariantMap();
    };
    TutorialSession tutorials;
    auto goal = [&] {
        for (const QVariant& v : tutorials.tutorials())
            if (v.toMap().value("id") == "guide-goal")
                return v.toMap();
        return QVariantMap();
    };
    QCOMPARE(quick().value("name").toString(), QString("Quick"));
    QCOMPARE(goal().value("title").toString(), QString("Scoring a Goal"));
    QCOMPARE(goal().value("titles").toMap().value("de").toString(), QString("Ein Tor schießen"));
    QCOMPARE(goal().value("summaries").toMap().value("de").toString(), QString("Das Spielbeispiel der Anleitung für ein Tor: ein Stammspieler schlägt eine verdeckte 7."));
    QCOMPARE(goal().value("titles").toMap().value("en").toString(), QString("Scoring a Goal"));
    QVERIFY(tutorials.open("guide-goal"));
    QCOMPARE(tutorials.step()->title(), QString("Scoring a Goal"));
    QSignalSpy variantsChanged(&VariantCatalog::instance(), &VariantCatalog::changed);
    QSignalSpy listChanged(&tutorials, &TutorialSession::listChanged);
    QVERIFY(Language::instance().choose("de"));
    QCOMPARE(variantsChanged.count(), 1);
    QCOMPARE(listChanged.count(), 0);  // the list carries every language: not rebuilt
    QCOMPARE(quick().value("name").toString(), QString("Schnell"));
    QCOMPARE(quick().value("description").toString(), QString("Klassische Regeln über je 10 Runden: ein kurzes Spiel für die Kaffeepause."));
    QCOMPARE(tutorials.step()->title(), QString("Ein Tor schießen"));
    QVERIFY(Language::instance().choose("en"));
    QCOMPARE(quick().value("name").toString(), QString("Quick"));
    QCOMPARE(tutorials.step()->title(), QString("Scoring a Goal"));
}

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
