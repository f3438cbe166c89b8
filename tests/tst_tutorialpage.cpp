// Issue 30 (4): a tutorial as a web page. Every step's text is in the page, HTML-escaped, with
// one inline SVG per position shown; nothing is fetched from anywhere; a stranger's markup
// stays text; each exercise answers a wrong try with the app's words and the tutorial's
// feedback; `goalscorer-cli tutorial html` and Learn's Export as web page write it, and refuse
// bad input without writing. (check_tutorial_page.py runs the page in Chromium.)
#include "formats/tutorial.h"
#include "formats/variantregistry.h"
#include "notices.h"
#include "tutorialexercise.h"
#include "tutorialpage.h"
#include "tutorialpageexport.h"
#include "tutorialsession.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

gs::VariantLookup lookup() { return gs::VariantRegistry::builtIn().lookup(); }

struct Read {
    gs::Tutorial tutorial;
    QVector<gs::State> states;
};

Read readShipped(const QString& id)
{
    Read r;
    r.tutorial = gs::readTutorialFile(":/tutorials/" + id + ".json", lookup(), &r.states);
    return r;
}

QString esc(const QString& s) { return s.toHtmlEscaped(); }

const QString kHostile = QStringLiteral("<script>alert(1)</script><img src=\"x\" onerror=\"alert(2)\"> & </title>");

// A shipped tutorial with markup in every text a stranger could write.
Read hostile()
{
    QFile f(":/tutorials/rules-substitute.json");
    f.open(QIODevice::ReadOnly);
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    o["id"] = "hostile";
    o["title"] = kHostile;
    o["summary"] = kHostile;
    QJsonArray steps = o["steps"].toArray();
    for (auto&& v : steps) {
        QJsonObject step = v.toObject();
        step["caption"] = kHostile + step["caption"].toString();
        if (step.contains("exercise")) {
            QJsonObject ex = step["exercise"].toObject();
            for (const char* field : {"prompt", "feedback", "hint"})
                ex[field] = kHostile + ex[field].toString();
            step["exercise"] = ex;
        }
        v = step;
    }
    o["steps"] = steps;
    Read r;
    r.tutorial = gs::tutorialFromJson(QJsonDocument(o).toJson(), "hostile.json", lookup());
    r.states = gs::replayTutorial(r.tutorial, lookup(), "hostile.json");
    return r;
}

}  // namespace

class TestTutorialPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyStepIsOnThePage_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString& name : QDir(":/tutorials").entryList({"*.json"}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << QFileInfo(name).baseName();
    }
    void everyStepIsOnThePage()
    {
        QFETCH(QString, id);
        const Read r = readShipped(id);
        const QString page = QString::fromUtf8(sharing::tutorialPage(r.tutorial, r.states));
        QVERIFY(page.startsWith("<!DOCTYPE html>"));
        QVERIFY(page.contains("<h1>" + esc(r.tutorial.title) + "</h1>"));
        int exercises = 0;
        for (const gs::TutorialStep& step : r.tutorial.steps) {
            QVERIFY2(page.contains(">" + esc(step.caption) + "</p>"), qPrintable(step.caption));
            if (step.exercise) {
                ++exercises;
                QVERIFY2(page.contains(">" + esc(step.prompt) + "</p>"), qPrintable(step.prompt));
                if (!step.hint.isEmpty())
                    QVERIFY2(page.contains(">" + esc(step.hint) + "</p>"), qPrintable(step.hint));
            }
        }
        const int steps = int(r.tutorial.steps.size());
        QCOMPARE(page.count("<section class=\"step\""), steps);
        // One diagram per step (the position after its moves, with its arrows), and one more per
        // exercise (the position its prompt is asked on, with a button over each square).
        QCOMPARE(page.count("<svg "), steps + exercises);
        QCOMPARE(page.count("<div class=\"squares\">"), exercises);
        // Self-contained: nothing to fetch, and a policy that refuses any fetch.
        for (const char* outside : {"http:", "https:", "src=", "href=", "<link", "@import", "url(", "<iframe", "<object"})
            QVERIFY2(!page.contains(QLatin1String(outside), Qt::CaseInsensitive), outside);
        QVERIFY(page.contains("Content-Security-Policy\" content=\"default-src 'none';"));
    }

    void aStrangersMarkupStaysText()
    {
        const Read r = hostile();
        const QString page = QString::fromUtf8(sharing::tutorialPage(r.tutorial, r.states));
        QVERIFY(!page.contains("<script>alert"));
        QVERIFY(!page.contains("<img"));
        QVERIFY(!page.contains("onerror=\""));
        QCOMPARE(page.count("<script"), 2);   // the page's data and its own script, no more
        QCOMPARE(page.count("</title>"), 1 + int(r.tutorial.steps.size()) + 3);  // the page's, and each SVG's
        const QString shown = esc(kHostile);
        QVERIFY(shown.startsWith("&lt;script&gt;alert(1)&lt;/script&gt;"));
        // The title twice (head and heading), the summary, every caption, prompt and hint.
        QVERIFY(page.count(shown) >= 3 + int(r.tutorial.steps.size()) + 2 * 3);
    }

    void exercisesAnswerWithTheTutorialsFeedback()
    {
        const Read r = readShipped("rules-substitute");
        // Step 3: bring on the Substitute. Keeping the counter is legal but not the answer.
        const gs::TutorialStep& sub = r.tutorial.steps[2];
        sharing::ExerciseTable t = sharing::exerciseTable(r.states[2], sub);
        QCOMPARE(t.kind, QString("sub"));
        QCOMPARE(t.answer, QString("sub"));
        QCOMPARE(t.tries.value("nosub").toArray(), (QJsonArray{0, 1}));
        QVERIFY(t.messages[0].startsWith("You kept your team as it is. That is legal, but"));
        QVERIFY(t.messages[0].endsWith(sub.feedback));
        // Step 2: the 3 from b9 to b10. Sideways is illegal, and says why; a10 is legal, not it.
        const gs::TutorialStep& step = r.tutorial.steps[1];
        t = sharing::exerciseTable(r.states[1], step);
        const gs::Rules& rules = r.states[1].rules();
        auto key = [&](const char* from, const char* to) {
            return QStringLiteral("%1-%2").arg(int(*rules.parseSquare(from))).arg(int(*rules.parseSquare(to)));
        };
        QCOMPARE(t.kind, QString("step"));
        QCOMPARE(t.answer, key("b9", "b10"));
        QCOMPARE(t.movable, (QList<int>{int(*rules.parseSquare("b9"))}));
        QVERIFY(!t.tries.contains(t.answer));
        const QJsonArray legal = t.tries.value(key("b9", "a10")).toArray();
        QCOMPARE(legal[1].toInt(), 1);
        QVERIFY(t.messages[legal[0].toInt()].contains(step.feedback));
        const QJsonArray illegal = t.tries.value(key("b9", "b5")).toArray();
        QCOMPARE(illegal[1].toInt(), 0);
        QVERIFY(!t.messages[illegal[0].toInt()].contains(step.feedback));
        QVERIFY(!t.messages[illegal[0].toInt()].isEmpty());
        QCOMPARE(t.hint, step.hint);
        // Another right answer (exercise "accept") solves it on the page too, in its own words.
        gs::TutorialStep two = step;
        two.alsoRight = {gs::TutorialAnswer{"b9a10", "Also good.", {}}};
        t = sharing::exerciseTable(r.states[1], two);
        const QJsonArray also = t.tries.value(key("b9", "a10")).toArray();
        QCOMPARE(also[1].toInt(), 2);
        QCOMPARE(t.messages[also[0].toInt()], QString("Also good. The tutorial goes on with its own answer, b9 to b10."));
        QCOMPARE(t.tries.value(key("b9", "b5")).toArray()[1].toInt(), 0);
        // Step 4: the Debut Move; the promoted 7 is picked up from the start.
        t = sharing::exerciseTable(r.states[3], r.tutorial.steps[3]);
        QCOMPARE(t.preselected, int(*rules.parseSquare("b10")));
    }

    void theCliWritesThePageOrNothing()
    {
        QTemporaryDir dir;
        QProcess cli;
        cli.start(GS_CLI, {"tutorial", "html", GS_SOURCE_DIR "/resources/tutorials/guide-goal.json", "--out", dir.filePath("out")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QFile page(dir.filePath("out/guide-goal.html"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        QVERIFY(page.readAll().contains("<section class=\"step\" data-step=\"0\""));
        cli.start(GS_CLI, {"tutorial", "html", "rules-substitute", "--out", dir.path()});  // a shipped one by id
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY(QFile::exists(dir.filePath("rules-substitute.html")));

        QFile bad(dir.filePath("bad.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "goalscorer-tutorial", "id": "bad", "title": "Bad", "start": "nonsense", "steps": []})");
        bad.close();
        cli.start(GS_CLI, {"tutorial", "html", bad.fileName(), "--out", dir.filePath("none")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("bad.json"));
        QVERIFY(!QFileInfo::exists(dir.filePath("none")));
        cli.start(GS_CLI, {"tutorial", "html", "rules-substitute"});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("--out"));
        // Neither a file nor a shipped tutorial's id: said so (it said "cannot be read").
        cli.start(GS_CLI, {"tutorial", "html", "no-such-tutorial", "--out", dir.filePath("none")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("no-such-tutorial: no such file, and no shipped tutorial has this id"));
    }

    void learnExportsTheTutorialOnShow()
    {
        QTemporaryDir dir;
        TutorialSession session;
        TutorialPageExport exporter;
        QSignalSpy errors(&exporter, &TutorialPageExport::error);
        QVERIFY(!exporter.exportTo(&session, QUrl::fromLocalFile(dir.path())));  // nothing open yet
        QCOMPARE(errors.size(), 1);
        QVERIFY(QDir(dir.path()).isEmpty());

        QVERIFY(session.open("guide-penalty"));
        const int notices = Notices::instance().count();
        QVERIFY(exporter.exportTo(&session, QUrl::fromLocalFile(dir.filePath("pages"))));
        QCOMPARE(Notices::instance().count(), notices + 1);
        QCOMPARE(Notices::instance().folder(), dir.filePath("pages"));
        QFile page(dir.filePath("pages/guide-penalty.html"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        QVERIFY(page.readAll().contains(esc(session.tutorial().steps.last().caption).toUtf8()));

        QFile blocker(dir.filePath("file"));  // a file where the folder should be
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QVERIFY(!exporter.exportTo(&session, QUrl::fromLocalFile(dir.filePath("file"))));
        QCOMPARE(errors.size(), 2);
        QCOMPARE(Notices::instance().count(), notices + 1);
    }
};

QTEST_MAIN(TestTutorialPage)
#include "tst_tutorialpage.moc"
