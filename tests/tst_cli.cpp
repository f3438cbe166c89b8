// goalscorer-cli end to end: outputs, determinism, and exit codes 0 / 1 / 2 with one-line errors.
#include "testsupport.h"
#include "record.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QDir>
#include <QJsonArray>
#include "formats/shardfile.h"
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrl>

#include <cmath>

using namespace gs;
using namespace test;

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList& args, const QByteArray& input = {}, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(GS_CLI, args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        qFatal("goalscorer-cli did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

const QString kStart =
    "...b1+.../...b11.../b2b3b4bsb6b7b8/..b9+.b10+../......./......./..w9+.w10+../w7w2w11w4w8wsw6/...w3.../...w1+... w y 1 0-0 5,5 classic";

bool oneLineError(const Run& r) { return r.err.count('\n') == 1 && r.err.startsWith("goalscorer-cli: "); }

// The first character of `text` a terminal would act on rather than show: a control character
// (C0 but the line feed, DEL, C1: escape sequences, BEL, backspace), a bidirectional control
// or a line/paragraph separator; -1 if none.
int firstUnsafe(const QString& text)
{
    for (int i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if ((c < 0x20 && c != '\n') || (c >= 0x7f && c < 0xa0) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
            || c == 0x2028 || c == 0x2029)
            return i;
    }
    return -1;
}

// The Big List of Naughty Strings (tests/data/blns, MIT licence): 485 texts a stranger might type.
QStringList naughtyStrings()
{
    QFile f(QStringLiteral(GS_SOURCE_DIR "/tests/data/blns/blns.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("tests/data/blns/blns.json is missing");
    QStringList out;
    for (const QJsonValue& v : QJsonDocument::fromJson(f.readAll()).array())
        out << v.toString();
    return out;
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void analyseJudgesTheSidesMoves();
    void newIsSeededAndValid();
    void legalListsSortedMoves();
    void applyPlaysMoves();
    void applyRefusesIllegalMoveWithExit1();
    void badInputExits2();
    void tutorialCheck();
    void labReportsAndCompares();
    void labShardsMergeAndResume();
    void labSweeps();
    void variantsSavedInTheAppAreFoundById();
    void playPairedShardsAndSprt();
    void viewHidesIdentities();
    void thinkIsReproducible();
    void thinkAndScoutReadARecord();
    void playReportsJson();
    void playTextSummary();
    void benchReportsSpeed();
    void recordPlayCheckReplay();
    void variantListAndCheck();
    void positionFromStandardInputOrSplitArguments();
    void naughtyStringsReachTheTerminalQuoted();
};

void TestCli::newIsSeededAndValid()
{
    const Run a = cli({"new", "--seed", "42"}), b = cli({"new", "--seed", "42"}), c = cli({"new", "--seed", "43"});
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != c.out);
    const State s = parseGpn(a.out.trimmed().toStdString(), registry().lookup());
    QCOMPARE(gpn(s), a.out.trimmed());
    QCOMPARE(gpn(s), gpn(State::deal(classic(), 42)));
    QCOMPARE(cli({"new", "--variant", "quick", "--seed", "1"}).out.trimmed().split(' ').last(), QString("quick"));
}

void TestCli::legalListsSortedMoves()
{
    const Run r = cli({"legal", kStart});
    QCOMPARE(r.code, 0);
    const QStringList moves = r.out.trimmed().split('\n');
    QCOMPARE(moves, legal(parseGpn(kStart.toStdString(), registry().lookup())));
    QStringList sorted = moves;
    sorted.sort();
    QCOMPARE(moves, sorted);
    const Run over = cli({"legal", q(boardField({{"d1", "w1+"}})) + " b end 20 1-0 -,- classic"});
    QCOMPARE(over.code, 0);
    QCOMPARE(over.out, QString());
}

void TestCli::applyPlaysMoves()
{
    const Run r = cli({"apply", kStart, "a3a4", "c4xc5"});
    QCOMPARE(r.code, 0);
    State s = parseGpn(kStart.toStdString(), registry().lookup());
    play(s, {"a3a4", "c4c5"});
    QCOMPARE(r.out.trimmed(), gpn(s));
    // legal and apply agree: every listed move applies.
    for (const QString& m : cli({"legal", r.out.trimmed()}).out.trimmed().split('\n'))
        QCOMPARE(cli({"apply", r.out.trimmed(), m}).code, 0);
}

void TestCli::applyRefusesIllegalMoveWithExit1()
{
    const Run r = cli({"apply", kStart, "a3a4", "c4c6"});
    QCOMPARE(r.code, 1);
    QVERIFY(oneLineError(r));
    QVERIFY2(r.err.contains("move 2 (c4c6) is illegal: A First Teamer moves one square."), qPrintable(r.err));
    QCOMPARE(r.out, QString());
    QCOMPARE(cli({"apply", kStart, "d1d2"}).code, 1);
}

void TestCli::badInputExits2()
{
    // --help names the program as people type it, not the path it was started from.
    const Run help = cli({"record", "check", "--help"});
    QCOMPARE(help.code, 0);
    QVERIFY2(help.out.startsWith("Usage: goalscorer-cli record check [options] <file>..."), qPrintable(help.out));
    QVERIFY(!help.out.contains(GS_CLI));
    const QList<QStringList> cases = {
        {"legal", "not a position"},
        {"legal", QString(kStart).replace("classic", "classik")},
        {"apply", kStart, "zz"},
        {"view", kStart, "q"},
        {"view", kStart},
        {"think", kStart},
        {"think", kStart, "--ai", "alphazero"},
        {"play", "--a", "greedy"},
        {"play", "--a", "greedy", "--b", "random", "--games", "0"},
        {"new", "--seed", "minus-one"},
        {"new", "--variant", "nosuch"},
        {"frobnicate"},
        {"record"},
        {"legal", "--no-such-option", kStart},
    };
    for (const QStringList& args : cases) {
        const Run r = cli(args);
        QVERIFY2(r.code == 2, qPrintable(args.join(' ') + " -> " + QString::number(r.code) + " " + r.err));
        QVERIFY2(oneLineError(r), qPrintable(args.join(' ') + " -> " + r.err));
    }
    const Run bad = cli({"legal", QString(kStart).replace("w y 1", "w q 1")});
    QVERIFY(bad.err.contains("phase: \"q\" is not a phase"));
}

void TestCli::viewHidesIdentities()
{
    const Run r = cli({"view", kStart, "w"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.trimmed(), gpn(parseGpn(kStart.toStdString(), registry().lookup()).view(Side::White)));
    QVERIFY(r.out.contains("bxbxbx"));
}

void TestCli::thinkIsReproducible()
{
    const QString pos = cli({"new", "--seed", "9"}).out.trimmed();
    for (const char* ai : {"greedy", "random"}) {
        const Run a = cli({"think", pos, "--ai", ai, "--seed", "4"}), b = cli({"think", pos, "--ai", ai, "--seed", "4"});
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        QVERIFY(legal(parseGpn(pos.toStdString(), registry().lookup())).contains(a.out.trimmed()));
    }
    // Given only White's view, the same choice.
    const QString whiteView = cli({"view", pos, "w"}).out.trimmed();
    QCOMPARE(cli({"think", whiteView, "--ai", "greedy", "--seed", "4"}).out, cli({"think", pos, "--ai", "greedy", "--seed", "4"}).out);
    // Black's view cannot be used to think for White.
    QCOMPARE(cli({"think", cli({"view", pos, "b"}).out.trimmed(), "--ai", "greedy"}).code, 2);
}

void TestCli::playReportsJson()
{
    const Run r = cli({"play", "--a", "greedy", "--b", "random", "--games", "40", "--seed", "3", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o["games"].toInt(), 40);
    QCOMPARE(o["a_wins"].toInt() + o["b_wins"].toInt() + o["draws"].toInt(), 40);
    QCOMPARE(o["a_score"].toDouble(), (o["a_wins"].toInt() + 0.5 * o["draws"].toInt()) / 40.0);
    QVERIFY(o["avg_plies"].toDouble() > 0);
    int reasons = 0;
    for (const QJsonValue v : o["reasons"].toObject())
        reasons += v.toInt();
    QCOMPARE(reasons, 40);
    QCOMPARE(cli({"play", "--a", "greedy", "--b", "random", "--games", "40", "--seed", "3", "--json"}).out, r.out);
}

void TestCli::playTextSummary()
{
    const Run r = cli({"play", "--a", "random", "--b", "greedy", "--games", "4"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("game 1: random (White) vs greedy (Black)"));
    QVERIFY(r.out.contains("game 2: greedy (White) vs random (Black)"));
    QVERIFY(r.out.contains("A score"));
}

void TestCli::benchReportsSpeed()
{
    const Run r = cli({"bench", "--games", "2000"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("games per second: "));
    QVERIFY(r.out.contains("moves per second: "));
    QVERIFY2(r.out.contains("ISMCTS iterations per second (one thread): "), qPrintable(r.out));
    const Run two = cli({"bench", "--games", "200", "--threads", "2"});
    QVERIFY2(two.code == 0 && two.out.contains("ISMCTS iterations per second (2 threads): "), qPrintable(two.out + two.err));
    QCOMPARE(cli({"bench", "--threads", "65"}).code, 2);
    // --untimed: no clocks, only counts, the same on every run (for callgrind).
    const Run a = cli({"bench", "--untimed", "--games", "300", "--iterations", "400"});
    QCOMPARE(a.code, 0);
    QVERIFY2(a.out.startsWith("300 random playouts: ") && a.out.contains("ISMCTS, 400 iterations: "), qPrintable(a.out));
    QVERIFY(!a.out.contains("per second"));
    QCOMPARE(cli({"bench", "--untimed", "--games", "lots"}).code, 2);
    QCOMPARE(cli({"bench", "--untimed", "--games", "300", "--iterations", "400"}).out, a.out);
}

void TestCli::analyseJudgesTheSidesMoves()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("game.gsr");
    QCOMPARE(cli({"record", "play", "--white", "greedy", "--black", "random", "--seed", "5", "-o", file}).code, 0);
    const Run r = cli({"analyse", file, "--as", "w", "--json", "--deals", "30"});
    QCOMPARE(r.code, 0);
    const QJsonObject a = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(a["side"].toString(), QString("w"));
    QCOMPARE(a["deals"].toInt(), 30);
    QVERIFY(a["complete"].toBool());
    const QJsonArray plies = a["plies"].toArray();
    const Run check = cli({"record", "check", file});
    QVERIFY2(check.out.contains(QString(", %1 moves,").arg(plies.size())), qPrintable(check.out));
    int judged = 0;
    for (const QJsonValue& v : plies) {
        const QJsonObject p = v.toObject();
        QVERIFY(p["chance"].toDouble() >= 0 && p["chance"].toDouble() <= 1);
        if (p["judged"].toBool()) {
            ++judged;
            QCOMPARE(p["mover"].toString(), QString("w"));  // only the side's own decisions
            // The verdict is the one its loss earns (RULES-free thresholds of analysis.cpp: 0.07,
            // 0.15, 0.30), away from a threshold the rounding in the JSON could cross.
            const double loss = p["loss"].toDouble();
            const QString earned = loss >= 0.30 ? "blunder" : loss >= 0.15 ? "mistake" : loss >= 0.07 ? "inaccuracy" : "good";
            if (std::abs(loss - 0.07) > 0.002 && std::abs(loss - 0.15) > 0.002 && std::abs(loss - 0.30) > 0.002)
                QCOMPARE(p["verdict"].toString(), earned);
        }
    }
    QCOMPARE(a["summary"].toObject()["judged"].toInt(), judged);
    QVERIFY(judged > 3);
    // Deterministic; a table without --json; bad input exits 2 with one line.
    QCOMPARE(cli({"analyse", file, "--as", "w", "--json", "--deals", "30"}).out, r.out);
    QVERIFY(cli({"analyse", file, "--as", "b", "--deals", "30"}).out.contains("decisions judged"));
    for (const QStringList& bad : {QStringList{"analyse", file}, QStringList{"analyse", file, "--as", "x"},
                                   QStringList{"analyse", dir.filePath("missing.gsr"), "--as", "w"},
                                   QStringList{"analyse", file, "--as", "w", "--deals", "0"}}) {
        const Run e = cli(bad);
        QCOMPARE(e.code, 2);
        QVERIFY2(oneLineError(e), qPrintable(e.err));
    }
}

void TestCli::thinkAndScoutReadARecord()
{
    // Black runs its 2 (on a8 in kStart) four squares straight down the a-file; White's view
    // and Black's moves make it the likeliest Star Player, though it is not.
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QString& moves) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(QString("[Variant \"classic\"]\n[Start \"%1\"]\n[Result \"*\"]\n\n%2 *\n").arg(kStart, moves).toUtf8());
        return f.fileName();
    };
    const QString run = write("run.gsr", "1w. g3g4 d1c1 1b. a8a7 d10c10 2w. f3f4 c1d1 2b. a7a6 c10d10 "
                                         "3w. b3b4 d1c1 3b. a6a5 d10c10 4w. g4g5 c1d1 4b. a5a4 c10d10");
    const Run scout = cli({"scout", "--record", run, "--as", "w", "--json"});
    QCOMPARE(scout.code, 0);
    const QJsonObject report = QJsonDocument::fromJson(scout.out.toUtf8()).object();
    QCOMPARE(report["observed_moves"].toInt(), 4);
    QVERIFY(report["informative"].toBool());
    const QJsonArray counters = report["counters"].toArray();
    QCOMPARE(counters.size(), 8);
    double runner = 0, highestOther = 0;
    for (const QJsonValue& c : counters) {
        const QJsonObject o = c.toObject();
        QVERIFY(o.contains("goalscorer") && o.contains("penalty") && o.contains("offside"));
        if (o["square"].toString() == "a4")
            runner = o["star"].toDouble();
        else
            highestOther = std::max(highestOther, o["star"].toDouble());
    }
    QVERIFY2(runner > 2 * highestOther, qPrintable(scout.out));
    QVERIFY(report.contains("penalty") && report.contains("offside"));
    // Four straight runs are a runner's moves far more than the patient computer's.
    const QJsonObject kinds = report["kinds"].toObject();
    QVERIFY2(kinds["runner"].toDouble() > 0.7, qPrintable(scout.out));
    QVERIFY(std::abs(kinds["runner"].toDouble() + kinds["computer"].toDouble() - 1) < 1e-3);
    QVERIFY(cli({"scout", "--record", run, "--as", "w"}).out.contains("Black moves like: computer "));
    // One kind alone on request; the patient computer's model barely suspects the runner.
    const QJsonObject computer = QJsonDocument::fromJson(cli({"scout", "--record", run, "--as", "w", "--json", "--beliefs", "computer"}).out.toUtf8()).object();
    QCOMPARE(computer["kinds"].toObject().keys(), QStringList{"computer"});
    double computerRunner = 0;
    for (const QJsonValue& c : computer["counters"].toArray())
        if (c.toObject()["square"].toString() == "a4")
            computerRunner = c.toObject()["star"].toDouble();
    QVERIFY2(computerRunner < runner, qPrintable(QString::number(computerRunner)));
    const Run psychic = cli({"scout", "--record", run, "--as", "w", "--beliefs", "psychic"});
    QCOMPARE(psychic.code, 2);
    QVERIFY(oneLineError(psychic) && psychic.err.contains("psychic"));
    // Before Black has moved, nothing is known: every hidden counter has the same odds.
    const QString early = write("early.gsr", "1w. g3g4 d1c1");
    const QJsonObject flat = QJsonDocument::fromJson(cli({"scout", "--record", early, "--as", "w", "--json"}).out.toUtf8()).object();
    QVERIFY(!flat["informative"].toBool());
    const QJsonArray even = flat["counters"].toArray();
    QCOMPARE(even.size(), 8);
    for (const QJsonValue& c : even)
        QCOMPARE(c.toObject()["star"].toDouble(), even[0].toObject()["star"].toDouble());
    QCOMPARE(even[0].toObject()["star"].toDouble(), 0.125);
    QCOMPARE(flat["kinds"].toObject()["runner"].toDouble(), 0.5);
    // think --record: the side to act (White) after the record, reproducible, legal.
    const Run a = cli({"think", "--record", run, "--ai", "ismcts:iterations=300,beliefs=model", "--seed", "2"});
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, cli({"think", "--record", run, "--ai", "ismcts:iterations=300,beliefs=model", "--seed", "2"}).out);
    gs::State now = parseGpn(kStart.toStdString(), registry().lookup());
    play(now, {"g3g4", "d1c1", "a8a7", "d10c10", "f3f4", "c1d1", "a7a6", "c10d10", "b3b4", "d1c1", "a6a5", "d10c10", "g4g5", "c1d1", "a5a4", "c10d10"});
    QVERIFY(legal(now).contains(a.out.trimmed()));
    // Levels are AI SPECs in the CLI too; errors name the file.
    QCOMPARE(cli({"think", "--record", run, "--ai", "club"}).code, 0);
    const Run missing = cli({"scout", "--record", dir.filePath("none.gsr"), "--as", "w"});
    QCOMPARE(missing.code, 2);
    QVERIFY(oneLineError(missing) && missing.err.contains("none.gsr"));
    QCOMPARE(cli({"scout", "--record", run, "--as", "x"}).code, 2);
}

void TestCli::recordPlayCheckReplay()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("game.gsr");
    QCOMPARE(cli({"record", "play", "--seed", "5", "-o", file}).code, 0);
    const Run check = cli({"record", "check", file});
    QCOMPARE(check.code, 0);
    QVERIFY(check.out.contains(": ok, "));
    const Run replay = cli({"record", "replay", file});
    QCOMPARE(replay.code, 0);
    QVERIFY(replay.out.contains(" end "));
    const Run steps = cli({"record", "replay", "--positions", file});
    QVERIFY(steps.out.startsWith("start\t"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray text = f.readAll();
    text.replace("1w. ", "1w. d3d6 ");
    f.resize(0);
    f.write(text);
    f.close();
    const Run broken = cli({"record", "check", file});
    QCOMPARE(broken.code, 2);
    QVERIFY(oneLineError(broken));
    QVERIFY(broken.err.contains(file));
    QVERIFY2(broken.err.contains("; readable: 0 of "), qPrintable(broken.err));
    // Cut in the middle of its last move: all but that move can be read, and check says so.
    text = text.replace("1w. d3d6 ", "1w. ");
    const int moves = int(readRecord(text.toStdString()).moves.size());
    const int end = int(text.lastIndexOf('\n', text.lastIndexOf('\n') - 1));  // the last move line's end
    text.truncate(end - 1);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    const Run cut = cli({"record", "check", file});
    QCOMPARE(cut.code, 2);
    QVERIFY(oneLineError(cut));
    // Several files: each is checked, the damaged one does not stop the others.
    const QString good = QFileInfo(file).dir().filePath("good.gsr");
    QCOMPARE(cli({"record", "play", "--seed", "4", "-o", good}).code, 0);
    const Run both = cli({"record", "check", file, good});
    QCOMPARE(both.code, 2);
    QVERIFY2(both.out.contains(good + ": ok, "), qPrintable(both.out));
    QVERIFY(both.err.contains(file));
    const int line = int(text.count('\n')) + 1;
    QVERIFY2(cut.err.contains(QString("; readable: %1 of %2 moves, the damage starts on line %3").arg(moves - 1).arg(moves).arg(line)), qPrintable(cut.err));
    // A record names its variant by id: a path there is not opened (it read /etc/passwd, and a
    // FIFO hung the tool).
    const QString variantFile = QFileInfo(file).dir().filePath("elsewhere.json");
    QVERIFY(QFile::copy(GS_SOURCE_DIR "/variants/quick.json", variantFile));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(("[Variant \"" + variantFile + "\"]\n[Start \"x\"]\n\n*\n").toUtf8());
    f.close();
    const Run path = cli({"record", "check", file});
    QCOMPARE(path.code, 2);
    QVERIFY2(path.err.contains("unknown variant \"" + variantFile + "\""), qPrintable(path.err));
}

void TestCli::variantListAndCheck()
{
    // With no variants saved in the app (its data folder made empty for this run).
    QTemporaryDir empty;
    QProcessEnvironment bare = QProcessEnvironment::systemEnvironment();
    bare.insert("XDG_DATA_HOME", empty.path());
    bare.insert("HOME", empty.filePath("home"));
    const Run list = cli({"variant", "list"}, {}, bare);
    QCOMPARE(list.code, 0);
    QVERIFY(list.out.contains("classic\tClassic\t"));
    QVERIFY(list.out.contains("\nquick\tQuick\t"));
    QCOMPARE(list.out.count('\n'), 10);
    // Every shipped file passes `variant check`.
    QStringList shipped;
    for (const QString& f : QDir(GS_SOURCE_DIR "/variants").entryList({"*.json"}, QDir::Files))
        shipped << GS_SOURCE_DIR "/variants/" + f;
    QCOMPARE(shipped.size(), 10);
    const Run all = cli(QStringList{"variant", "check"} + shipped);
    QVERIFY2(all.code == 0, qPrintable(all.err));
    QCOMPARE(all.out.count(": ok ("), 10);
    QTemporaryDir dir;
    QFile bad(dir.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"id": "bad", "parent": "classic", "name": "Bad", "turnLimit": 0})");
    bad.close();
    const Run r = cli({"variant", "check", GS_SOURCE_DIR "/variants/classic.json", bad.fileName()});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.contains("classic.json: ok (classic)"));
    QVERIFY2(r.err.contains(bad.fileName() + ": turnLimit: must be from 1 to 999, got 0"), qPrintable(r.err));
    // A file may not stand in for a built-in variant under its id (games and records name
    // variants by id): the app refused it, and now so does the tool.
    QFile other(dir.filePath("my-classic.json"));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write(R"({"id": "classic", "parent": "quick", "name": "Not classic"})");
    other.close();
    const Run taken = cli({"variant", "check", other.fileName()});
    QCOMPARE(taken.code, 2);
    QVERIFY2(taken.err.contains(other.fileName() + ": id: \"classic\" is a built-in variant; give yours another id"), qPrintable(taken.err));
    QCOMPARE(cli({"new", "--variant", other.fileName()}).code, 2);
    // A variant file can be used directly.
    const Run n = cli({"new", "--variant", GS_SOURCE_DIR "/variants/quick.json", "--seed", "2"});
    QCOMPARE(n.code, 0);
    QVERIFY(n.out.trimmed().endsWith(" quick"));
}

// Every shipped tutorial passes `tutorial check`; an illegal step exits 1 naming the step,
// a malformed file exits 2.
void TestCli::labReportsAndCompares()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath("games.csv"), report = dir.filePath("report.json");
    const Run r = cli({"lab", "--variant", "classic", "--compare", "quick", "--white", "greedy", "--black", "random", "--games",
                       "30", "--seed", "5", "--jobs", "2", "--quiet", "--json", "--csv", csv, "--report", report});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o["a"].toObject()["games"].toInt(), 30);
    QCOMPARE(o["b"].toObject()["variant"].toString(), QString("quick"));
    QCOMPARE(o["a"].toObject()["white"].toString(), QString("greedy"));
    QVERIFY(o["comparison"].toObject().contains("white_win_rate"));
    // Same seed, same games, whatever the number of jobs.
    const Run again = cli({"lab", "--compare", "quick", "--white", "greedy", "--black", "random", "--games", "30", "--seed", "5", "--jobs", "1", "--quiet", "--json"});
    QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8()).object()["a"], o["a"]);
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(c.readAll()).trimmed().count('\n'), 60);
    QFile j(report);
    QVERIFY(j.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(j.readAll()).object()["b"].toObject()["games"].toInt(), 30);
    // Text report names the rates with intervals; bad input is one line and exit 2.
    const Run text = cli({"lab", "--white", "random", "--black", "random", "--games", "20", "--quiet"});
    QVERIFY(text.out.contains("White wins"));
    QVERIFY(text.out.contains("%"));
    const Run bad = cli({"lab", "--white", "grandmaster"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(oneLineError(bad), qPrintable(bad.err));
    const Run noVariant = cli({"lab", "--compare", "nope"});
    QCOMPARE(noVariant.code, 2);
}

// lab --shard K/N --out F, then lab merge: the same JSON bytes as one unsharded run for
// several N (37 games: uneven); a resumed shard finishes its file; bad merges are refused.
void TestCli::labShardsMergeAndResume()
{
    QTemporaryDir dir;
    const QStringList run = {"lab", "--compare", "quick", "--white", "greedy", "--black", "random", "--games", "37", "--seed", "9", "--quiet"};
    const Run whole = cli(run + QStringList{"--json"});
    QCOMPARE(whole.code, 0);
    for (int n : {1, 2, 4}) {
        QStringList files;
        for (int k = 1; k <= n; ++k) {
            files << dir.filePath(QString("n%1-%2.jsonl").arg(n).arg(k));
            const Run r = cli(run + QStringList{"--shard", QString("%1/%2").arg(k).arg(n), "--out", files.last(), "--jobs", "1"});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY(r.out.startsWith(QString("lab shard %1/%2: ").arg(k).arg(n)));
        }
        const Run merged = cli(QStringList{"lab", "merge", "--json"} + files);
        QVERIFY2(merged.code == 0, qPrintable(merged.err));
        QCOMPARE(merged.out, whole.out);
    }
    // Resume: cut shard 2/4 in the middle of a line; running it again completes it.
    const QString s2 = dir.filePath("n4-2.jsonl");
    QFile f(s2);
    QVERIFY(f.open(QIODevice::ReadWrite));
    const QByteArray all = f.readAll();
    QVERIFY(f.resize(all.indexOf('\n', all.size() / 2) + 30));
    f.close();
    const QStringList four = {dir.filePath("n4-1.jsonl"), s2, dir.filePath("n4-3.jsonl"), dir.filePath("n4-4.jsonl")};
    const Run cut = cli(QStringList{"lab", "merge", "--json"} + four);
    QCOMPARE(cut.code, 2);
    QVERIFY2(cut.err.contains("last line is unfinished"), qPrintable(cut.err));
    const Run resumed = cli(run + QStringList{"--shard", "2/4", "--out", s2});
    QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
    QVERIFY2(!resumed.out.contains(": 0 games played now") && resumed.out.contains("18 of 18 in"), qPrintable(resumed.out));
    QCOMPARE(cli(QStringList{"lab", "merge", "--json"} + four).out, whole.out);
    const Run again = cli(run + QStringList{"--shard", "2/4", "--out", s2});
    QVERIFY2(again.out.contains("0 games played now") && again.out.contains("nothing to do"), qPrintable(again.out));
    // Merge writes the CSV and report files as an unsharded run does.
    const Run csv = cli(QStringList{"lab", "merge", "--csv", dir.filePath("g.csv"), "--report", dir.filePath("r.json")} + four);
    QVERIFY(csv.out.contains("quick minus classic"));
    QFile c(dir.filePath("g.csv"));
    QVERIFY(c.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(c.readAll()).trimmed().count('\n'), 74);
    // Refusals: a missing shard by name, a file named twice, another run's --out file.
    const Run missing = cli({"lab", "merge", four[0], four[1], four[3]});
    QCOMPARE(missing.code, 2);
    QVERIFY2(oneLineError(missing) && missing.err.contains("shard 3/4 missing"), qPrintable(missing.err));
    const Run twice = cli({"lab", "merge", four[0], four[1], four[2], four[3], four[3]});
    QVERIFY2(twice.code == 2 && twice.err.contains("is named twice"), qPrintable(twice.err));
    const Run foreign = cli({"lab", "--white", "random", "--black", "random", "--games", "37", "--seed", "9", "--shard", "2/4", "--out", s2, "--quiet"});
    QCOMPARE(foreign.code, 2);
    QVERIFY2(foreign.err.contains("holds games of another run"), qPrintable(foreign.err));
    QCOMPARE(cli(QStringList{"lab", "merge", "--json"} + four).out, whole.out);  // and it is left untouched
    QCOMPARE(cli({"lab", "--shard", "5/4", "--out", s2}).code, 2);
    QCOMPARE(cli({"lab", "--shard", "1/4"}).code, 2);
    QCOMPARE(cli({"lab", "merge"}).code, 2);
}

// lab --sweep: one report per value (the values exactly FROM..TO by STEP), text and JSON; bad
// specs and values out of a field's range are one line naming the field and range; a sweep
// sharded in 2 merges into the same JSON.
void TestCli::labSweeps()
{
    const QStringList sweep = {"lab", "--variant", "classic", "--sweep", "turnLimit=10:20:5", "--white", "greedy", "--black", "random", "--games", "12", "--seed", "3", "--quiet"};
    const Run whole = cli(sweep + QStringList{"--json"});
    QVERIFY2(whole.code == 0, qPrintable(whole.err));
    const QJsonObject o = QJsonDocument::fromJson(whole.out.toUtf8()).object();
    QCOMPARE(o["variant"].toString(), QString("classic"));
    QCOMPARE(o["sweep"].toObject()["field"].toString(), QString("turnLimit"));
    const QJsonArray points = o["points"].toArray();
    QCOMPARE(points.size(), 3);
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(points[k].toObject()["value"].toInt(), 10 + 5 * k);
        QCOMPARE(points[k].toObject()["games"].toInt(), 12);
        QVERIFY(points[k].toObject()["quality"].toObject().contains("white_edge"));
    }
    // One value of the sweep is the plain lab run of that variant: the same games.
    const Run quick = cli({"lab", "--variant", "quick", "--white", "greedy", "--black", "random", "--games", "12", "--seed", "3", "--quiet", "--json"});
    QCOMPARE(QJsonDocument::fromJson(quick.out.toUtf8()).object()["a"].toObject()["quality"], points[0].toObject()["quality"]);
    const Run text = cli(sweep);
    QVERIFY2(text.out.contains("turnLimit from 10 to 20 in steps of 5") && text.out.contains("White's edge"), qPrintable(text.out));
    QCOMPARE(text.out.count(QRegularExpression("^ +(10|15|20)  ", QRegularExpression::MultilineOption)), 3);
    QTemporaryDir dir;
    QStringList files;
    for (int k = 1; k <= 2; ++k) {
        files << dir.filePath(QString("sweep%1.jsonl").arg(k));
        const Run r = cli(sweep + QStringList{"--shard", QString("%1/2").arg(k), "--out", files.last()});
        QVERIFY2(r.code == 0 && r.out.startsWith(QString("lab sweep shard %1/2: ").arg(k)), qPrintable(r.err + r.out));
    }
    QCOMPARE(cli(QStringList{"lab", "merge", "--json"} + files).out, whole.out);
    const Run resumed = cli(sweep + QStringList{"--shard", "1/2", "--out", files[0]});
    QVERIFY2(resumed.out.contains("nothing to do"), qPrintable(resumed.out));
    for (const auto& [spec, message] : std::vector<std::pair<QString, QString>>{
             {"turnLimit=0:20:5", "--sweep \"turnLimit=0:20:5\": at turnLimit = 0: turnLimit: must be from 1 to 999, got 0"},
             {"starGoals=8:10", "starGoals: must be from 0 to 9, got 10"},
             {"setup=1:3", "\"setup\" is not a numeric setting of a variant"},
             {"turnLimit=10:30:7", "the last value would be 24"},
             {"turnLimit:10:30", "must be FIELD=FROM:TO:STEP"}}) {
        const Run bad = cli({"lab", "--sweep", spec, "--games", "2", "--quiet"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(oneLineError(bad) && bad.err.contains(message), qPrintable(bad.err));
    }
    const Run both = cli({"lab", "--sweep", "turnLimit=10:20:5", "--compare", "quick", "--games", "2"});
    QVERIFY2(both.code == 2 && both.err.contains("--sweep and --compare do not go together"), qPrintable(both.err));
}

// play --paired: pentanomial, Elo and its interval; --sprt stops early and the same way
// whatever the jobs; paired shards (a pair never splits) merge into the same bytes.
void TestCli::playPairedShardsAndSprt()
{
    const QStringList match = {"play", "--a", "greedy", "--b", "random", "--games", "30", "--seed", "4", "--paired"};
    const Run whole = cli(match + QStringList{"--json"});
    QVERIFY2(whole.code == 0, qPrintable(whole.err));
    const QJsonObject o = QJsonDocument::fromJson(whole.out.toUtf8()).object();
    QCOMPARE(o["pairs"].toInt(), 15);
    int pairs = 0;
    for (const QJsonValue v : o["pentanomial"].toArray())
        pairs += v.toInt();
    QCOMPARE(pairs, 15);
    QVERIFY(o["elo_ci95"].toArray()[0].toDouble() <= o["elo"].toDouble());
    QTemporaryDir dir;
    QStringList files;
    for (int k = 1; k <= 4; ++k) {
        files << dir.filePath(QString("p%1.jsonl").arg(k));
        QCOMPARE(cli(match + QStringList{"--shard", QString("%1/4").arg(k), "--out", files.last()}).code, 0);
        QVERIFY(readShardFile(files.last(), "play").lines.size() % 2 == 0);  // whole pairs only
    }
    QCOMPARE(cli(QStringList{"play", "merge", "--json"} + files).out, whole.out);
    // The SPRT stops as soon as it decides, on the same pair with 1 or 2 jobs.
    const QStringList sprt = {"play", "--a", "greedy", "--b", "random", "--games", "400", "--seed", "4", "--paired", "--sprt", "0,150", "--json"};
    const Run one = cli(sprt + QStringList{"--jobs", "1"});
    const Run two = cli(sprt + QStringList{"--jobs", "2"});
    QCOMPARE(one.out, two.out);
    const QJsonObject t = QJsonDocument::fromJson(one.out.toUtf8()).object();
    QCOMPARE(t["sprt"].toObject()["result"].toString(), QString("H1"));
    QVERIFY(t["sprt"].toObject()["llr"].toDouble() >= t["sprt"].toObject()["upper"].toDouble());
    QVERIFY(t["games"].toInt() < 400);
    QCOMPARE(t["games"].toInt(), 2 * t["pairs"].toInt());
    // Game lines and records: exactly the reported games, in order, whatever the jobs.
    QTemporaryDir records;
    const Run shown = cli({"play", "--a", "greedy", "--b", "random", "--games", "400", "--seed", "4", "--paired", "--sprt", "0,150",
                           "--jobs", "2", "--records", records.path()});
    QCOMPARE(shown.out.count(QRegularExpression("^game \\d+:", QRegularExpression::MultilineOption)), t["games"].toInt());
    QVERIFY(shown.out.indexOf("game 1:") < shown.out.indexOf("game 2:"));
    QCOMPARE(QDir(records.path()).entryList({"*.gsr"}, QDir::Files).size(), t["games"].toInt());
    // Merged shards with --sprt stop where the unsharded run stopped.
    QStringList sprtFiles;
    for (int k = 1; k <= 3; ++k) {
        sprtFiles << dir.filePath(QString("q%1.jsonl").arg(k));
        QCOMPARE(cli({"play", "--a", "greedy", "--b", "random", "--games", "400", "--seed", "4", "--paired", "--shard",
                      QString("%1/3").arg(k), "--out", sprtFiles.last()}).code, 0);
    }
    QCOMPARE(cli(QStringList{"play", "merge", "--sprt", "0,150", "--json"} + sprtFiles).out, one.out);
    // Refusals: odd games with --paired, --sprt without --paired, a bad --sprt.
    QCOMPARE(cli({"play", "--a", "greedy", "--b", "random", "--games", "7", "--paired"}).code, 2);
    QCOMPARE(cli({"play", "--a", "greedy", "--b", "random", "--sprt", "0,20"}).code, 2);
    const Run bad = cli({"play", "--a", "greedy", "--b", "random", "--paired", "--sprt", "20,0"});
    QVERIFY2(bad.code == 2 && oneLineError(bad) && bad.err.contains("ELO0 < ELO1"), qPrintable(bad.err));
}

void TestCli::tutorialCheck()
{
    const QStringList shipped = QDir(GS_SOURCE_DIR "/resources/tutorials").entryList({"*.json"}, QDir::Files);
    QVERIFY(shipped.size() >= 13);
    QStringList paths;
    for (const QString& f : shipped)
        paths << GS_SOURCE_DIR "/resources/tutorials/" + f;
    const Run ok = cli(QStringList{"tutorial", "check"} + paths);
    QVERIFY2(ok.code == 0, qPrintable(ok.err));
    QCOMPARE(ok.out.count(": ok ("), shipped.size());
    const Run list = cli({"tutorial", "list"});
    QCOMPARE(list.code, 0);
    QCOMPARE(list.out.count('\n'), shipped.size());

    QTemporaryDir dir;
    QFile illegal(dir.filePath("illegal.json"));
    QVERIFY(illegal.open(QIODevice::WriteOnly));
    illegal.write(R"({"id": "illegal", "title": "Illegal", "start": "...b1+.../......./..bs..../......./......./......./......./......./...w4.../...w1+... w y 1 0-0 -,- classic",
        "steps": [{"caption": "a", "moves": ["d2d3"]}, {"caption": "b", "moves": ["d3d5"], "exercise": {"prompt": "go"}}]})");
    illegal.close();
    const Run r = cli({"tutorial", "check", illegal.fileName()});
    QCOMPARE(r.code, 1);
    QVERIFY2(oneLineError(r) && r.err.contains("illegal.json: steps[1].moves[0]: d3d5 (the exercise's answer) is not legal here"), qPrintable(r.err));
    QFile broken(dir.filePath("broken.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"id": "broken", "title": "Broken", "start": "x", "steps": []})");
    broken.close();
    const Run b = cli({"tutorial", "check", broken.fileName()});
    QCOMPARE(b.code, 2);
    QVERIFY2(b.err.contains("broken.json: start: "), qPrintable(b.err));
}

void TestCli::positionFromStandardInputOrSplitArguments()
{
    const Run in = cli({"legal", "-"}, kStart.toUtf8() + "\n");
    QCOMPARE(in.code, 0);
    QCOMPARE(in.out, cli({"legal", kStart}).out);
    QCOMPARE(cli(QStringList{"legal"} + kStart.split(' ')).out, in.out);
    // A goalscorer: link to the position, as the app's Share menu copies it (and as a chat
    // passes it on, at the end of a sentence), reads as the position; a game's link does not.
    QCOMPARE(cli({"legal", "goalscorer:position/" + QUrl::toPercentEncoding(kStart)}).out, in.out);
    QCOMPARE(cli({"legal", "goalscorer://position/" + QUrl::toPercentEncoding(kStart) + "."}).out, in.out);
    const Run game = cli({"legal", "goalscorer:record/" + QUrl::toPercentEncoding("1w. a3a4 *")});
    QCOMPARE(game.code, 2);
    QVERIFY2(game.err.contains("holds a game, not a position"), qPrintable(game.err));
}


// `--variant ID` / `--compare ID` find the variants the app saved, in the app's data folder
// (XDG_DATA_HOME/Goalscorer/GOALSCORER/variants here), by file name or by the id inside;
// a file path still works, and an unknown id names the folder it was looked for in.
void TestCli::variantsSavedInTheAppAreFoundById()
{
    QTemporaryDir data;
    const QString folder = data.filePath("Goalscorer/GOALSCORER/variants");
    QVERIFY(QDir().mkpath(folder));
    auto save = [](const QString& path, const QByteArray& json) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
    };
    save(folder + "/short8.json", R"({"id": "short8", "parent": "classic", "name": "Short 8", "turnLimit": 8})");
    // Imported under another file name: found by the id it declares.
    save(folder + "/from a friend.json", R"({"id": "short6", "parent": "short8", "name": "Short 6", "turnLimit": 6})");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XDG_DATA_HOME", data.path());
    env.insert("HOME", data.filePath("home"));

    const Run r = cli({"lab", "--variant", "short8", "--compare", "short6", "--white", "greedy", "--black", "random", "--games", "6", "--seed", "3", "--quiet", "--json"}, {}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o["a"].toObject()["variant"].toString(), QString("short8"));
    QCOMPARE(o["b"].toObject()["variant"].toString(), QString("short6"));
    QVERIFY(o["a"].toObject()["games_by_turns"].toArray().size() <= 9);  // no game past turn 8
    QVERIFY(o["b"].toObject()["games_by_turns"].toArray().size() <= 7);
    // `variant list` names them after the built-in ones, and where they are.
    const Run list = cli({"variant", "list"}, {}, env);
    QCOMPARE(list.code, 0);
    QVERIFY2(list.out.contains("short6\tShort 6\t") && list.out.contains("from a friend.json)\n"), qPrintable(list.out));
    QVERIFY2(list.out.contains("short8\tShort 8\t") && list.out.indexOf("short8") > list.out.indexOf("speed\t"), qPrintable(list.out));
    // Other commands taking --variant find it too.
    const Run dealt = cli({"new", "--variant", "short6", "--seed", "1"}, {}, env);
    QVERIFY2(dealt.code == 0, qPrintable(dealt.err));
    QVERIFY(dealt.out.trimmed().endsWith(" short6"));
    // A file still works as before, wherever it is.
    const QString file = data.filePath("elsewhere.json");
    save(file, R"({"id": "elsewhere", "parent": "quick", "name": "Elsewhere"})");
    const Run byFile = cli({"lab", "--variant", file, "--white", "random", "--black", "random", "--games", "2", "--quiet", "--json"}, {}, env);
    QVERIFY2(byFile.code == 0, qPrintable(byFile.err));
    QCOMPARE(QJsonDocument::fromJson(byFile.out.toUtf8()).object()["a"].toObject()["variant"].toString(), QString("elsewhere"));
    // An unknown id says where it looked.
    const Run unknown = cli({"lab", "--variant", "short9", "--games", "2", "--quiet"}, {}, env);
    QCOMPARE(unknown.code, 2);
    QVERIFY2(oneLineError(unknown), qPrintable(unknown.err));
    QVERIFY2(unknown.err.contains("unknown variant \"short9\"") && unknown.err.contains(QDir::toNativeSeparators(folder)), qPrintable(unknown.err));
}

// Issue 52 item 11: a move text, an AI SPEC or a record's move from a stranger is quoted in
// every message through quoteText (textrules.h): no escape sequence recolours the terminal, no
// BEL, backspace or bidi isolate hides or reorders what follows. Every string of the list as a
// move to apply and as a move in a record file to check; an escape-laden player to think with.
void TestCli::naughtyStringsReachTheTerminalQuoted()
{
    const QStringList naughty = naughtyStrings();
    QCOMPARE(naughty.size(), 485);
    int refused = 0;
    const auto check = [&](const QStringList& args, const QString& text) {
        const Run r = cli(args);
        const int at = firstUnsafe(r.out + r.err);
        QVERIFY2(at < 0, qPrintable(QString("%1 %2: U+%3 in the output").arg(args[0], QString(QUrl::toPercentEncoding(text)))
                                        .arg(int((r.out + r.err)[at].unicode()), 4, 16, QChar('0'))));
        refused += r.code != 0;
    };
    for (const QString& text : naughty)
        check({"apply", kStart, text}, text);
    QVERIFY(refused > 470);  // nearly every string is no move
    // An AI SPEC's message quotes it too.
    const QString paint = QString::fromUtf8("Roses are \x1b[0;31mred\x1b[0m\x07\x08\xe2\x81\xa6x");
    check({"think", kStart, "--ai", paint}, paint);
    // The same strings as White's Move 2 of a record each, all checked by one process.
    QTemporaryDir dir;
    QStringList files{"record", "check"};
    for (int i = 0; i < naughty.size(); ++i) {
        QString move = naughty[i];
        move.replace('\n', ' ').replace('\r', ' ');
        const QString path = dir.filePath(QString("naughty-%1.gsr").arg(i));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(("[Variant \"classic\"]\n[Start \"" + kStart + "\"]\n\n1w. b3b4 " + move + "\n").toUtf8());
        files << path;
    }
    const Run r = cli(files);
    QVERIFY(r.code != 0);
    const int at = firstUnsafe(r.out + r.err);
    QVERIFY2(at < 0, qPrintable(QString("record check: U+%1 at %2: %3").arg(int((r.out + r.err)[at].unicode()), 4, 16, QChar('0')).arg(at).arg((r.out + r.err).mid(std::max(0, at - 80), 120))));
}

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
