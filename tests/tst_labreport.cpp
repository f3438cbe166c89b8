// The Lab's verdict and reproducible report (issue 31, 4): the verdict's sentences for clear,
// unclear and too-small results (one run and two compared), the games a change needs, Run
// again and `lab --rerun` giving the very same JSON, and the report's web page (well-formed
// XHTML, charts as inline SVG, nothing fetched, every text escaped). Chromium reads the page
// in the ctest lab_report_page_in_chromium (check_lab_report_page.py).
#include "labreport.h"
#include "labreportpage.h"
#include "labsession.h"

#include "formats/labrerun.h"
#include "lab/verdict.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Run {
    int code = -1;
    QByteArray out;
    QString err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(GS_CLI, args);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        qFatal("goalscorer-cli did not finish");
    return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
}

// A run's statistics from `white` White wins, `black` Black wins and `draws` draws, each game
// with `penalties` Penalties.
gs::LabStats stats(int white, int black, int draws, int penalties = 0)
{
    std::vector<gs::LabGame> games;
    auto add = [&](gs::Result r, int n) {
        for (int i = 0; i < n; ++i) {
            gs::LabGame g;
            g.index = int(games.size());
            g.result = r;
            g.turns = 20 + i % 7;
            g.plies = 4 * g.turns;
            g.penalties = penalties + i % 2;
            g.reason = gs::EndReason::StarCaptured;
            games.push_back(g);
        }
    };
    add(gs::Result::WhiteWins, white);
    add(gs::Result::BlackWins, black);
    add(gs::Result::Draw, draws);
    return gs::analyseLab(games);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestLabReport : public QObject {
    Q_OBJECT

private slots:
    void gamesToShowFollowsTheFormula();
    void singleRunVerdicts();
    void comparisonVerdicts();
    void playtestVerdicts();
    void cliRerunGivesTheSameJson();
    void cliRerunPlaysTheReportsOwnVariantFile();
    void pageIsSelfContainedXhtml();
    void runAgainGivesTheSameJson();
};

// (1.96 + 0.84)² · var / change², var = se² · games, rounded up to two significant digits.
void TestLabReport::gamesToShowFollowsTheFormula()
{
    QCOMPARE(gs::gamesToShow(0.01, 10000, 0.03), 8800LL);  // var 1: 7.84 / 0.0009 = 8711.1
    QCOMPARE(gs::gamesToShow(0.01, 2500, 0.03), 2200LL);   // var 0.25: 2177.8
    QCOMPARE(gs::gamesToShow(0.1, 10, 0.1), 79LL);         // var 0.1: 78.4, under 100 in whole games
    QCOMPARE(gs::gamesToShow(0.01, 100, 0), 0LL);
    const gs::VerdictFinding clear = gs::judgeDifference(0.05, 0.02, 1000);
    QCOMPARE(clear.kind, gs::VerdictKind::Clear);
    QCOMPARE(clear.gamesNeeded, 0LL);
    const gs::VerdictFinding narrow = gs::judgeDifference(0.005, 0.01, 1000);  // shows 2.8 points
    QCOMPARE(narrow.kind, gs::VerdictKind::Unclear);
    QVERIFY(narrow.gamesNeeded <= 1000);
    const gs::VerdictFinding wide = gs::judgeDifference(0.005, 0.011, 1000);  // shows 3.08 points
    QCOMPARE(wide.kind, gs::VerdictKind::TooFew);
    QVERIFY(wide.gamesNeeded > 1000);
}

void TestLabReport::singleRunVerdicts()
{
    // Clear: White 520, Black 440 of 1,000: White's score 54% (51 to 57), the table's measure.
    gs::LabVerdict v = gs::singleVerdict(stats(520, 440, 40), "club", "club");
    QCOMPARE(v.main.kind, gs::VerdictKind::Clear);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "White scores 54% of the points (51 to 57): the first move matters. 4% of games are drawn (3 to 5).");
    // Black ahead, and different players: the sentence says what that measures.
    v = gs::singleVerdict(stats(300, 600, 100), "random", "greedy");
    QCOMPARE(QString::fromStdString(gs::english(v.sentences.front())),
             "Black scores 65% of the points (62 to 68): the players differ, so this measures them as well as the colours.");
    // Unclear: 10,000 games, 20 games apart, narrow enough to have shown 3 points.
    v = gs::singleVerdict(stats(4500, 4480, 1020), "club", "club");
    QCOMPARE(v.main.kind, gs::VerdictKind::Unclear);
    QCOMPARE(QString::fromStdString(gs::english(v.sentences.front())),
             "Neither side scores more at 10,000 games (White's score: 49 to 51%); an edge of 2 points would have shown.");
    // Too few: 100 games.
    v = gs::singleVerdict(stats(48, 45, 7), "club", "club");
    QCOMPARE(v.main.kind, gs::VerdictKind::TooFew);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "Neither side scores clearly more at 100 games (White's score: 42 to 61%), too few to tell: 2100 "
             "games would show a 3-point edge. 7% of games are drawn (3 to 14).");
    // Ten White wins in ten: the interval stops at 100% (it read "75 to 109").
    QCOMPARE(QString::fromStdString(gs::english(gs::singleVerdict(stats(10, 0, 0), "greedy", "random").sentences.front())),
             "White scores 100% of the points (75 to 100): the players differ, so this measures them as well as the colours.");
    // Three White wins in three games are not certain.
    QCOMPARE(gs::singleVerdict(stats(3, 0, 0), "club", "club").main.kind, gs::VerdictKind::TooFew);
    QCOMPARE(QString::fromStdString(gs::english(gs::singleVerdict(stats(3, 0, 0), "club", "club").sentences.back())),
             "None of the 3 games was drawn.");
}

void TestLabReport::comparisonVerdicts()
{
    // Clear: White's score 0.54 under A, 0.62 under B, 1,000 games each; Penalties unchanged.
    gs::LabVerdict v = gs::comparisonVerdict(stats(500, 420, 80), stats(580, 340, 80), "Classic", "Quick");
    QCOMPARE(v.main.kind, gs::VerdictKind::Clear);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "Under Quick, White scores 8 points more than under Classic (4 to 12): the change helps White. No other measure differs clearly.");
    // Unclear: 5,000 games each, the same balance; B has twice the Penalties.
    v = gs::comparisonVerdict(stats(2300, 2300, 400, 1), stats(2310, 2290, 400, 2), "Classic", "Quick");
    QCOMPARE(v.main.kind, gs::VerdictKind::Unclear);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "Nothing differs in balance between Classic and Quick at 5000 games each (-2 to 2 points); a change of 3 points would "
             "have shown. The clearest other change: Penalties a game, 67% higher under Quick (65 to 68%).");
    // Too few: 200 games each; B draws far more often.
    v = gs::comparisonVerdict(stats(90, 90, 20), stats(70, 70, 60), "Classic", "Quick");
    QCOMPARE(v.main.kind, gs::VerdictKind::TooFew);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "No difference in balance between Classic and Quick shows at 200 games each (-10 to 10 points), too few to tell: 4400 "
             "games each would show a 3-point change. The clearest other change: draws, 20 points higher under Quick (12 to 28).");
    // The same games under both (a turn limit the players never reach): no count of games
    // would show a difference, so the verdict says so instead of asking for thousands more.
    // Not for a handful of games, which may agree by chance.
    QVERIFY(!QString::fromStdString(gs::english(gs::comparisonVerdict(stats(20, 20, 5), stats(20, 20, 5), "Classic", "Quick")))
                 .startsWith("Every game"));
    v = gs::comparisonVerdict(stats(90, 90, 20), stats(90, 90, 20), "Classic", "Quick");
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "Every game came out the same under Classic and Quick (200 games each): with these players the change never came into "
             "play, and more games would not show it. Try other players, or a change these players meet.");
    // A single count apart (one more Penalty under Quick) is a difference, told as before.
    v = gs::comparisonVerdict(stats(90, 90, 20, 1), stats(90, 90, 20, 2), "Classic", "Quick");
    QVERIFY(QString::fromStdString(gs::english(v)).startsWith("No difference in balance between Classic and Quick"));
}

// Playtest records against the computer's games: the same findings, worded for the two kinds
// of games (no "change", no variant names).
void TestLabReport::playtestVerdicts()
{
    gs::LabVerdict v = gs::playtestVerdict(stats(500, 420, 80), stats(580, 340, 80));
    QCOMPARE(v.main.kind, gs::VerdictKind::Clear);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "In the computer's games White scores 8 points more than in your games (4 to 12). No other measure differs clearly.");
    v = gs::playtestVerdict(stats(2300, 2300, 400, 1), stats(2310, 2290, 400, 2));
    QCOMPARE(v.main.kind, gs::VerdictKind::Unclear);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "Your games and the computer's do not differ in balance (-2 to 2 points, 5000 of your games); a difference of 3 points "
             "would have shown. The clearest other difference: Penalties a game, 67% higher in the computer's games (65 to 68%).");
    v = gs::playtestVerdict(stats(90, 90, 20), stats(70, 70, 60));
    QCOMPARE(v.main.kind, gs::VerdictKind::TooFew);
    QCOMPARE(QString::fromStdString(gs::english(v)),
             "Your games and the computer's do not differ clearly in balance (-10 to 10 points, 200 of your games), too few to tell: "
             "4400 games would show a 3-point difference. The clearest other difference: draws, 20 points higher in the computer's "
             "games (12 to 28).");
}

// lab --rerun REPORT.json plays the report's run again: the same JSON, byte for byte.
void TestLabReport::cliRerunGivesTheSameJson()
{
    QTemporaryDir dir;
    for (const QStringList& run : {QStringList{"--compare", "quick", "--white", "greedy", "--games", "14", "--seed", "4"},
                                   QStringList{"--games", "9", "--seed", "77", "--black", "greedy"}}) {
        const QString report = dir.filePath("report.json"), again = dir.filePath("again.json");
        const Run first = cli(QStringList{"lab", "--quiet", "--json", "--jobs", "2", "--report", report} + run);
        QCOMPARE(first.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(first.out).object();
        QVERIFY(!o.value("verdict").toArray().isEmpty());
        QCOMPARE(o.value("run").toObject().value("variant_file").toObject().value("id").toString(), "classic");
        QVERIFY(o.value("run").toObject().value("program").toString().startsWith("GOALSCORER "));
        const Run second = cli({"lab", "--quiet", "--json", "--jobs", "1", "--rerun", report, "--report", again});
        QCOMPARE(second.code, 0);
        QCOMPARE(second.out, first.out);
        QCOMPARE(readAll(again), readAll(report));
    }
    // The run comes from the report only.
    const Run clash = cli({"lab", "--rerun", dir.filePath("report.json"), "--games", "3"});
    QCOMPARE(clash.code, 2);
    QVERIFY(clash.err.contains("--games"));
    QFile bad(dir.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"a\": {}}");
    bad.close();
    QCOMPARE(cli({"lab", "--rerun", bad.fileName()}).code, 2);
}

// A report whose variant file differs from the one registered under its id is played with the
// report's copy, and says so in its own "run".
void TestLabReport::cliRerunPlaysTheReportsOwnVariantFile()
{
    QTemporaryDir dir;
    const QString report = dir.filePath("report.json");
    QCOMPARE(cli({"lab", "--quiet", "--games", "6", "--seed", "3", "--report", report}).code, 0);
    QJsonObject o = QJsonDocument::fromJson(readAll(report)).object();
    QJsonObject run = o.value("run").toObject();
    QJsonObject file = run.value("variant_file").toObject();
    const int limit = file.value("turnLimit").toInt(0);
    QVERIFY2(limit > 4, "the classic file names its turnLimit");
    file["turnLimit"] = 4;
    run["variant_file"] = file;
    o["run"] = run;
    QFile f(dir.filePath("changed.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(o).toJson());
    f.close();
    const Run r = cli({"lab", "--quiet", "--json", "--rerun", f.fileName()});
    QCOMPARE(r.code, 0);
    const QJsonObject again = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(again.value("run").toObject().value("variant_file").toObject().value("turnLimit").toInt(), 4);
    QVERIFY(again.value("a").toObject().value("turns").toObject().value("high").toDouble() <= 4);
}

// The page: well-formed XHTML, the verdict at the top, three charts as inline SVG, nothing
// that would fetch anything, a copy of each variant file and every text escaped.
void TestLabReport::pageIsSelfContainedXhtml()
{
    QTemporaryDir dir;
    const QString page = dir.filePath("report.html");
    const Run r = cli({"lab", "--quiet", "--json", "--compare", "quick", "--games", "12", "--html", page});
    QCOMPARE(r.code, 0);
    const QString html = QString::fromUtf8(readAll(page));
    QXmlStreamReader xml(html);
    int svgs = 0;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("svg"))
            ++svgs;
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + " at line " + QString::number(xml.lineNumber())));
    QCOMPARE(svgs, 3);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    for (const QJsonValue& s : o.value("verdict").toArray())
        QVERIFY2(html.contains("<p>" + s.toString().toHtmlEscaped() + "</p>"), qPrintable(s.toString()));
    QVERIFY(html.indexOf("id=\"verdict\"") < html.indexOf("id=\"charts\""));
    QVERIFY(html.contains("default-src 'none'"));
    QVERIFY(!html.contains(" src=") && !html.contains(" href=") && !html.contains("<script") && !html.contains("<link"));
    QVERIFY(!QString(html).remove("http://www.w3.org/").remove("http-equiv").contains("http"));
    QVERIFY(html.contains("id=\"file-a\"") && html.contains("id=\"file-b\"") && html.contains("id=\"report-json\""));

    // Markup in a variant's name and file stays text.
    sharing::LabReportData d;
    const QString hostile = "<script>alert(1)</script> & \"Q\"";
    d.nameA = hostile;
    d.nameB = "B";
    d.a = stats(5, 4, 1);
    d.b = stats(4, 5, 1);
    d.run.variant = "x";
    d.run.compare = "y";
    d.run.variantFile = QJsonObject{{"id", "x"}, {"name", hostile}};
    d.verdict = {hostile};
    d.json = hostile.toUtf8();
    const QString hostilePage = QString::fromUtf8(sharing::labReportPage(d));
    QVERIFY(!hostilePage.contains("<script"));
    QVERIFY(hostilePage.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Q&quot;"));
    QXmlStreamReader again(hostilePage);
    while (!again.atEnd())
        again.readNext();
    QVERIFY2(!again.hasError(), qPrintable(again.errorString()));
}

// Run again in the Lab: the same JSON, byte for byte; a saved report plays the same again;
// the page is exported; a report whose variant has changed is refused.
void TestLabReport::runAgainGivesTheSameJson()
{
    LabSession lab;
    LabReport report;
    report.setSession(&lab);
    QSignalSpy finished(&lab, &LabSession::finished);
    QVERIFY(!report.canRunAgain());
    QVERIFY(lab.start({{"variant", "classic"}, {"compare", "quick"}, {"white", "greedy"}, {"black", "random"}, {"games", 16}, {"seed", "8"}}));
    QVERIFY(finished.wait(60000));
    QVERIFY(lab.hasReport());
    const QByteArray first = QJsonDocument::fromVariant(lab.report()).toJson();
    QCOMPARE(report.verdict().size(), 2);
    QCOMPARE(report.verdict(), QJsonDocument::fromJson(first).object().value("verdict").toVariant().toStringList()
                                   .replaceInStrings("classic", lab.reportModel()->nameA())
                                   .replaceInStrings("quick", lab.reportModel()->nameB()));
    QVERIFY(report.header().contains("greedy") && report.header().contains("16"));
    QVERIFY(report.canRunAgain());
    QVERIFY(report.runAgain());
    QVERIFY(finished.wait(60000));
    QCOMPARE(QJsonDocument::fromVariant(lab.report()).toJson(), first);

    QTemporaryDir dir;
    QVERIFY(lab.exportJson(QUrl::fromLocalFile(dir.filePath("r.json"))));
    QVERIFY(lab.start({{"variant", "classic"}, {"games", 3}}));  // something else on show
    QVERIFY(finished.wait(60000));
    QVERIFY(QJsonDocument::fromVariant(lab.report()).toJson() != first);
    QVERIFY(report.runReportFile(QUrl::fromLocalFile(dir.filePath("r.json"))));
    QVERIFY(finished.wait(60000));
    QCOMPARE(QJsonDocument::fromVariant(lab.report()).toJson(), first);

    QVERIFY(report.exportHtml(QUrl::fromLocalFile(dir.filePath("r.html"))));
    const QString html = QString::fromUtf8(readAll(dir.filePath("r.html")));
    QVERIFY(html.contains(report.verdict().front().toHtmlEscaped()));
    QVERIFY(report.error().isEmpty());

    // A report of another "classic" cannot be played again here.
    QJsonObject o = QJsonDocument::fromJson(first).object();
    QJsonObject run = o.value("run").toObject();
    QJsonObject file = run.value("variant_file").toObject();
    file["turnLimit"] = 5;
    run["variant_file"] = file;
    o["run"] = run;
    QFile changed(dir.filePath("changed.json"));
    QVERIFY(changed.open(QIODevice::WriteOnly));
    changed.write(QJsonDocument(o).toJson());
    changed.close();
    QVERIFY(!report.runReportFile(QUrl::fromLocalFile(changed.fileName())));
    QVERIFY(report.error().contains("classic"));
    QVERIFY(!lab.running());
}

QTEST_MAIN(TestLabReport)
#include "tst_labreport.moc"
