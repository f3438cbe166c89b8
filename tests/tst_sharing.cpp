// Issue 30: sharing positions. The diagram renderer (an SVG read back holds every counter the
// viewer may see and no hidden identity; a PNG has the asked width), goalscorer: links (round
// trips, and hostile payloads refused with a reason), which room a file or link goes to, the
// user's tutorials in the old folder still listed, and `goalscorer-cli diagram`.
#include "diagramfiles.h"
#include "diagrampainter.h"
#include "fileopener.h"
#include "filekind.h"
#include "formats/variantregistry.h"
#include "notation.h"
#include "record.h"
#include "sharelink.h"
#include "tutorialcatalog.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QFontMetricsF>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>

namespace {

const char* kShortGame = GS_SOURCE_DIR "/tests/data/sharing/short-game.gsr";

gs::State dealt(uint64_t seed) { return gs::State::deal(*gs::VariantRegistry::builtIn().find("classic"), seed); }

// The SVG's circles by the fill of the group around them, and its texts, as QXmlStreamReader
// reads them; fails the test if the SVG does not parse.
struct SvgContent {
    std::map<QString, int> circlesByFill;
    std::map<QString, int> texts;
    QString description;
};

SvgContent readSvg(const QByteArray& svg)
{
    SvgContent c;
    QXmlStreamReader xml(svg);
    QStringList fills;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString fill = xml.attributes().value("fill").toString();
            if (xml.name() == QLatin1String("g"))
                fills << fill;
            else if (xml.name() == QLatin1String("circle") && !fills.isEmpty())
                ++c.circlesByFill[fills.back()];
            else if (xml.name() == QLatin1String("text"))
                ++c.texts[xml.readElementText().trimmed()];
            else if (xml.name() == QLatin1String("desc"))
                c.description = xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("g")) {
            fills.removeLast();
        }
    }
    if (xml.hasError())
        qWarning() << "SVG does not parse:" << xml.errorString();
    return c;
}

}  // namespace

class TestSharing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void svgHoldsEveryCounterItsViewerSees_data()
    {
        QTest::addColumn<int>("viewer");
        QTest::newRow("everything") << int(sharing::Viewer::All);
        QTest::newRow("White's view") << int(sharing::Viewer::White);
        QTest::newRow("Black's view") << int(sharing::Viewer::Black);
    }
    void svgHoldsEveryCounterItsViewerSees()
    {
        QFETCH(int, viewer);
        const gs::State full = dealt(3);
        const sharing::DiagramSpec spec = sharing::specFor(full, sharing::Viewer(viewer));
        const QByteArray svg = sharing::renderSvg(spec, 700);
        QXmlStreamReader check(svg);
        while (!check.atEnd())
            check.readNext();
        QVERIFY2(!check.hasError(), qPrintable(check.errorString()));
        const SvgContent c = readSvg(svg);
        QCOMPARE(c.description, QString::fromStdString(gs::formatGpn(spec.state)));

        // One disc per counter, in its side's colour.
        const gs::Rules& rules = full.rules();
        int white = 0, black = 0;
        std::map<QString, int> labels;
        for (int s = 0; s < rules.squareCount(); ++s) {
            const gs::Cell cell = spec.state.at(gs::Square(s));
            if (cell == gs::kEmpty)
                continue;
            ++(gs::cellSide(cell) == gs::Side::White ? white : black);
            const gs::Identity id = gs::cellIdentity(cell);
            if (id != gs::kUnknown && id != gs::kStar)
                ++labels[QString::number(id)];
        }
        QCOMPARE(white + black, 22);
        QCOMPARE(c.circlesByFill.count("#f7f5ee") ? c.circlesByFill.at("#f7f5ee") : 0, white);
        QCOMPARE(c.circlesByFill.count("#1f2328") ? c.circlesByFill.at("#1f2328") : 0, black);
        // Every number the viewer may see, once per counter (plus the rank label 1..10), and
        // none it may not.
        for (int n = 1; n <= 11; ++n) {
            const QString label = QString::number(n);
            const int expected = (labels.count(label) ? labels.at(label) : 0) + (n <= rules.ranks() ? 1 : 0);
            QCOMPARE(c.texts.count(label) ? c.texts.at(label) : 0, expected);
        }
        QVERIFY(c.texts.count("White 0 – 0 Black"));
        QVERIFY(c.texts.count("Turn 1 of 20 · White to move"));
    }

    void pngHasTheRequestedSize()
    {
        sharing::DiagramSpec spec = sharing::specFor(dealt(4), sharing::Viewer::White);
        QString error;
        QVERIFY(sharing::parseArrows("d3d4,c7xc6", spec.state.rules(), spec.arrows, &error));
        QCOMPARE(int(spec.arrows.size()), 2);
        for (const int width : {64, 333, 1200}) {
            const QImage image = sharing::renderImage(spec, width);
            QCOMPARE(image.width(), width);
            QCOMPARE(image.size(), sharing::diagramSize(spec, width));
        }
        QTemporaryDir dir;
        const QString png = dir.filePath("d.png");
        QVERIFY2(sharing::writeDiagram(png, spec, 480, &error), qPrintable(error));
        QImage read(png);
        QCOMPARE(read.width(), 480);
        QVERIFY(read.height() > 480);  // a pitch is taller than wide
        // The pitch's grass is where the app draws it: the middle is green, the corner the background.
        const QColor middle = read.pixelColor(read.width() / 2 - 30, read.height() / 2 - 30);
        QVERIFY2(middle.green() > middle.red() + 30, qPrintable(middle.name()));
        QCOMPARE(read.pixelColor(1, read.height() - 2).name(), QString("#151b23"));
        // An unknown suffix writes nothing.
        QVERIFY(!sharing::writeDiagram(dir.filePath("d.gif"), spec, 480, &error));
        QVERIFY(error.contains(".png"));
        QVERIFY(!QFile::exists(dir.filePath("d.gif")));
        // Bad arrows are refused by name and leave the list alone.
        QVERIFY(!sharing::parseArrows("d3d4,z9z10", spec.state.rules(), spec.arrows, &error));
        QVERIFY2(error.contains("z9z10"), qPrintable(error));
        QCOMPARE(int(spec.arrows.size()), 2);
    }

    // The band says what the side to act must do and what the pitch cannot show: a Penalty or
    // Offside choice, a Debut Move, why the game ended, and the Substitutes as the viewer
    // knows them (a stranger reading a shared diagram saw only "White to move").
    void theBandSaysWhatIsToBeDone()
    {
        const auto lookup = gs::VariantRegistry::builtIn().lookup();
        const gs::State start = dealt(5);
        const QString white = QString::number(start.substitute(gs::Side::White)), black = QString::number(start.substitute(gs::Side::Black));
        QCOMPARE(sharing::phaseLine(start), QString("White: Move 1, move a Youth Counter"));
        QCOMPARE(sharing::substitutesLine(start), QString("Substitutes: White %1 · Black %2").arg(white, black));
        QCOMPARE(sharing::substitutesLine(start.view(gs::Side::White)), QString("Substitutes: White %1 · Black hidden").arg(white));
        QCOMPARE(sharing::substitutesLine(start.view(gs::Side::Black)), QString("Substitutes: White hidden · Black %1").arg(black));
        const gs::State offside = gs::parseGpn("...b1+.../......./b7.b4.bs../......./......./......./..w9+..../w5....../......./...w1+... w o 5 0-0 -,- classic", lookup);
        QVERIFY2(sharing::phaseLine(offside).contains("Offside"), qPrintable(sharing::phaseLine(offside)));
        QCOMPARE(sharing::substitutesLine(offside), QString("Substitutes: White none · Black none"));
        gs::State over = gs::parseGpn("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic", lookup);
        over.apply(gs::parseMove("d5e6", over.rules()));
        QVERIFY(over.isTerminal());
        QCOMPARE(sharing::phaseLine(over), QString("The Star Player was captured."));
        // The move that led to a position: a step is an arrow, an Offside choice a ring.
        sharing::DiagramSpec spec(offside);
        sharing::showMovePlayed(spec, gs::parseMove("@c8", offside.rules()));
        QCOMPARE(int(spec.marks.size()), 1);
        QCOMPARE(int(spec.marks[0]), int(*offside.rules().parseSquare("c8")));
        QVERIFY(spec.arrows.empty());
        sharing::showMovePlayed(spec, gs::parseMove("c3c4", offside.rules()));
        QCOMPARE(int(spec.arrows.size()), 1);
        sharing::showMovePlayed(spec, gs::Move::substitute());
        QCOMPARE(int(spec.arrows.size() + spec.marks.size()), 2);
    }

    void aGameAsOnePicturePerPly()
    {
        const QByteArray text = [] { QFile f(kShortGame); f.open(QIODevice::ReadOnly); return f.readAll(); }();
        const gs::GameRecord r = gs::readRecord(text.toStdString());
        const auto positions = gs::replayRecord(r, gs::VariantRegistry::builtIn().lookup());
        std::vector<gs::Move> moves;
        for (size_t i = 0; i < r.moves.size(); ++i)
            moves.push_back(gs::parseMove(r.moves[i], positions[i].rules()));
        QTemporaryDir dir;
        QString why;
        const int n = sharing::writeSequence(dir.filePath("game"), positions, moves, sharing::Viewer::All,
                                             sharing::ImageFormat::Svg, 300, &why);
        QCOMPARE(n, int(positions.size()));
        QVERIFY(QFile::exists(dir.filePath("game/ply-000.svg")));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("game/ply-%1.svg").arg(n - 1, 3, 10, QChar('0')))));
    }

    void positionLinksRoundTrip()
    {
        const QString gpn = QString::fromStdString(gs::formatGpn(dealt(9).view(gs::Side::White)));
        const QString link = sharing::positionLink(gpn);
        QVERIFY(link.startsWith("goalscorer:position/"));
        QVERIFY(!link.contains(' '));
        QString error;
        const auto parsed = sharing::parseLink(link, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(int(parsed->kind), int(sharing::Link::Kind::Position));
        QCOMPARE(parsed->payload, gpn);
        const QVariantMap opened = FileOpener::instance().classify(link);
        QCOMPARE(opened.value("kind").toString(), QString("position"));
        QCOMPARE(opened.value("gpn").toString(), gpn);
    }

    void recordLinksAreReplayedBeforeTheyOpen()
    {
        QFile f(kShortGame);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QVariantMap opened = FileOpener::instance().classify(sharing::recordLink(text));
        QCOMPARE(opened.value("kind").toString(), QString("record"));
        QFile kept(opened.value("url").toUrl().toLocalFile());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(kept.readAll()), text);
        // A record whose second move is illegal is refused, naming why.
        QString broken = text;
        broken.replace("e4f5", "e4e9");
        const QVariantMap refused = FileOpener::instance().classify(sharing::recordLink(broken));
        QCOMPARE(refused.value("kind").toString(), QString());
        QVERIFY2(refused.value("error").toString().contains("game cannot be read"), qPrintable(refused.value("error").toString()));
    }

    void badLinksAreRefusedWithAReason_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<QString>("reason");
        const QString good = sharing::positionLink(QString::fromStdString(gs::formatGpn(dealt(1))));
        QTest::newRow("wrong scheme") << "https://example.com/x.gpn" << "not \"https:\"";
        QTest::newRow("javascript") << "javascript:alert(1)" << "javascript";
        QTest::newRow("unknown kind") << "goalscorer:video/abc" << "\"video\"";
        QTest::newRow("no payload") << "goalscorer:position/" << "no position";
        QTest::newRow("bad GPN") << "goalscorer:position/hello%20world" << "cannot be read";
        QTest::newRow("control character") << good + "%07" << "control character";
        QTest::newRow("NUL") << QString(good).insert(25, "%00") << "control character";
        QTest::newRow("bidi override") << good + "%E2%80%AE" << "control character";
        QTest::newRow("invalid UTF-8") << good + "%FF%FE" << "UTF-8";
        QTest::newRow("raw space") << "goalscorer:position/a b" << "cannot hold";
        QTest::newRow("huge") << "goalscorer:position/" + QString(200000, 'a') << "too long";
        QTest::newRow("long position") << "goalscorer:position/" + QString(3000, 'a') << "too long";
        QTest::newRow("broken escape") << QString(good).insert(25, "%G1") << "percent-encoding is broken";
        QTest::newRow("cut escape") << good + "%4" << "percent-encoding is broken";
    }

    // Links as people pass them on: written like web links, with the kind in capitals, at the
    // end of a sentence or in brackets, with a query or an anchor a chat added. Each opens the
    // same position (each was refused, or read as the variant "classic.").
    void linksAsPeoplePassThemOn_data()
    {
        QTest::addColumn<QString>("link");
        const QString good = sharing::positionLink(QString::fromStdString(gs::formatGpn(dealt(1))));
        const QString payload = good.mid(QStringLiteral("goalscorer:position/").size());
        QTest::newRow("as made") << good;
        QTest::newRow("slashes") << "goalscorer://position/" + payload;
        QTest::newRow("capitals") << "GOALSCORER:POSITION/" + payload;
        QTest::newRow("full stop") << good + ".";
        QTest::newRow("in brackets") << good + ").";
        QTest::newRow("query") << good + "?v=2";
        QTest::newRow("anchor") << good + "#x";
        QTest::newRow("spaces around") << "  " + good + "\n";
    }
    // A record link keeps its last character: a record's text may end in ')' or '.', which an
    // encoder may leave unencoded.
    void aRecordLinkKeepsItsEnding()
    {
        const QString text = "[Variant \"classic\"]\n\n1w. a3a4 (a comment)";
        QString error;
        const auto parsed = sharing::parseLink("goalscorer:record/" + QUrl::toPercentEncoding(text, "()"), &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->payload, text);
        // The app's own record link (its text ends with a line break) at the end of a sentence
        // or in brackets opens as made.
        QFile f(kShortGame);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString game = QString::fromUtf8(f.readAll());
        QVERIFY(game.endsWith('\n'));
        for (const QString& after : {QString("."), QString(")."), QString("!")}) {
            const QVariantMap opened = FileOpener::instance().classify(sharing::recordLink(game) + after);
            QCOMPARE(opened.value("kind").toString(), QString("record"));
        }
    }

    void linksAsPeoplePassThemOn()
    {
        QFETCH(QString, link);
        QString error;
        const auto parsed = sharing::parseLink(link, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->payload, QString::fromStdString(gs::formatGpn(dealt(1))));
    }
    void badLinksAreRefusedWithAReason()
    {
        QFETCH(QString, link);
        QFETCH(QString, reason);
        const QVariantMap result = FileOpener::instance().classify(link);
        QCOMPARE(result.value("kind").toString(), QString());
        QVERIFY2(result.value("error").toString().contains(reason), qPrintable(result.value("error").toString()));
    }

    void filesAreToldApart()
    {
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& bytes) {
            QFile f(dir.filePath(name));
            f.open(QIODevice::WriteOnly);
            f.write(bytes);
            return f.fileName();
        };
        QFile record(kShortGame);
        QVERIFY(record.open(QIODevice::ReadOnly));
        const QByteArray recordBytes = record.readAll();
        const QByteArray gpn = QByteArray::fromStdString(gs::formatGpn(dealt(2)));
        QFile tutorial(GS_SOURCE_DIR "/resources/tutorials/guide-goal.json");
        QVERIFY(tutorial.open(QIODevice::ReadOnly));
        QFile variant(GS_SOURCE_DIR "/variants/quick.json");
        QVERIFY(variant.open(QIODevice::ReadOnly));
        QCOMPARE(sharing::fileKind(write("a.gpn", gpn)), sharing::FileKind::Position);
        QCOMPARE(sharing::fileKind(write("position-from-mail", gpn + "\n")), sharing::FileKind::Position);
        QCOMPARE(sharing::fileKind(write("a.gsr", recordBytes)), sharing::FileKind::Record);
        QCOMPARE(sharing::fileKind(write("game.txt", recordBytes)), sharing::FileKind::Record);
        QCOMPARE(sharing::fileKind(write("lesson.json", tutorial.readAll())), sharing::FileKind::Tutorial);
        QCOMPARE(sharing::fileKind(write("mine.json", variant.readAll())), sharing::FileKind::Variant);
        QString why;
        QCOMPARE(sharing::fileKind(write("list.json", "[1, 2, 3]"), &why), sharing::FileKind::Unknown);
        QVERIFY2(why.contains("list.json") && why.contains("not a file GOALSCORER opens"), qPrintable(why));
        QCOMPARE(sharing::fileKind(dir.filePath("missing.gsr"), &why), sharing::FileKind::Unknown);
        QVERIFY(why.contains("no such file"));
        QCOMPARE(FileOpener::instance().classify(dir.filePath("a.gsr")).value("kind").toString(), QString("record"));
        QCOMPARE(FileOpener::instance().classify(QUrl::fromLocalFile(dir.filePath("lesson.json")).toString()).value("kind").toString(),
                 QString("tutorial"));
    }

    void arrivalsWaitInTheirQueue()
    {
        FileOpener& opener = FileOpener::instance();
        opener.takePending();
        QSignalSpy arrived(&opener, &FileOpener::arrived);
        opener.receive({"a.gpn", "", "goalscorer:position/x"});
        QCOMPARE(arrived.count(), 1);
        QCOMPARE(opener.pendingCount(), 2);
        QCOMPARE(opener.takePending(), QStringList({"a.gpn", "goalscorer:position/x"}));
        QCOMPARE(opener.pendingCount(), 0);
    }

    void tutorialsInTheOldFolderAreStillListed()
    {
        QTemporaryDir now, older;
        QFile lesson(GS_SOURCE_DIR "/resources/tutorials/guide-goal.json");
        QVERIFY(lesson.open(QIODevice::ReadOnly));
        QByteArray mine = lesson.readAll();
        mine.replace("\"guide-goal\"", "\"my-old-lesson\"");
        QFile old(older.filePath("my-old-lesson.json"));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(mine);
        old.close();
        TutorialCatalog catalog;
        catalog.reload(now.path(), older.path());
        QVERIFY(!catalog.fileOf("my-old-lesson").isEmpty());
        QVERIFY(catalog.problems().isEmpty());
        // Saved again in the new folder: the new copy is listed, once, with no complaint.
        QVERIFY(QFile::copy(old.fileName(), now.filePath("my-old-lesson.json")));
        catalog.reload(now.path(), older.path());
        QCOMPARE(catalog.fileOf("my-old-lesson"), now.filePath("my-old-lesson.json"));
        QVERIFY2(catalog.problems().isEmpty(), qPrintable(catalog.problems().join('\n')));
    }

    // The band's two lines in German are longer than in English; they must not overlap.
    void theBandsWordsNeverOverlap()
    {
        QTranslator german;
        QVERIFY(german.load(":/i18n/goalscorer_de.qm"));
        QCoreApplication::installTranslator(&german);
        const QByteArray svg = sharing::renderSvg(sharing::specFor(dealt(3), sharing::Viewer::White), 560);
        QCoreApplication::removeTranslator(&german);
        QXmlStreamReader xml(svg);
        QList<std::pair<QRectF, QString>> band;  // each text's box in the band, as drawn
        while (!xml.atEnd() && band.size() < 2) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text")) {
                const auto a = xml.attributes();
                QFont font(a.value("font-family").toString());
                font.setPixelSize(a.value("font-size").toInt());
                font.setBold(a.value("font-weight").toInt() >= 600);
                const QString text = xml.readElementText();
                band.append({QRectF(a.value("x").toDouble(), 0, QFontMetricsF(font).horizontalAdvance(text), 1), text});
            }
        }
        QCOMPARE(band.size(), 2);
        QVERIFY2(band[0].second.startsWith(QString::fromUtf8("Weiß")), qPrintable(band[0].second));
        QVERIFY2(band[0].first.right() < band[1].first.left(), qPrintable(band[0].second + " / " + band[1].second));
        QVERIFY(band[1].first.right() <= 560);
    }

    void cliDrawsDiagrams()
    {
        QTemporaryDir dir;
        const QString gpn = QString::fromStdString(gs::formatGpn(dealt(7)));
        QProcess cli;
        cli.start(GS_CLI, {"diagram", gpn, "--out", dir.filePath("p.png"), "--as", "b", "--arrows", "d3d4", "--size", "360"});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(QImage(dir.filePath("p.png")).width(), 360);
        cli.start(GS_CLI, {"diagram", "--record", kShortGame, "--ply", "3", "--out", dir.filePath("r.svg")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        QFile svg(dir.filePath("r.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray drawn = svg.readAll();
        QVERIFY(drawn.contains("<svg width=\"800\""));
        // The band's lines and the legend, for a reader who has never seen the game.
        for (const QString& words : sharing::legendLines() + QStringList{"Substitutes: White "})
            QVERIFY2(drawn.contains(words.toUtf8()), qPrintable(words));
        cli.start(GS_CLI, {"diagram", gpn, "--out", dir.filePath("bad.png"), "--arrows", "d3"});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("arrow \"d3\""));
        QVERIFY(!QFile::exists(dir.filePath("bad.png")));
        // A folder that is not there: the error names the file (it said only "No such file or
        // directory").
        const QString nowhere = dir.filePath("no/such/folder/x.png");
        cli.start(GS_CLI, {"diagram", gpn, "--out", nowhere});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY2(QString::fromUtf8(cli.readAllStandardError()).contains(QDir::toNativeSeparators(nowhere) + ": "), "the path is named");
        // --sequence writes every ply: a --ply or --out beside it is refused, not ignored.
        cli.start(GS_CLI, {"diagram", "--record", kShortGame, "--ply", "3", "--sequence", dir.filePath("seq"), "--out", dir.filePath("x.png")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("neither --ply nor --out"));
        QVERIFY(!QFileInfo::exists(dir.filePath("seq")));
    }
};

QTEST_MAIN(TestSharing)
#include "tst_sharing.moc"
