// The game's words and the small models the side panel reads: GameText's sentences for each
// phase, result and player, GameLog's rows for a known game (and how they change on a move and
// an undo), Assistance's one signal per value, and the Scout report's numbers and sentence.
#include "testsupport.h"

#include "assistance.h"
#include "gamelog.h"
#include "gamesession.h"
#include "gametext.h"
#include "scoutreport.h"

#include "history.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gs;
using namespace test;

namespace {

// A game against the computer (or hot-seat) from `start`, with `moves` played.
Game gameFrom(const State& start, std::initializer_list<const char*> moves = {}, bool hotSeat = false, Side human = Side::White)
{
    Game g;
    g.rules = &start.rules();
    g.history = {start};
    g.hotSeat = hotSeat;
    g.human = human;
    g.strength = "Strong";
    g.seed = 1;
    for (const char* m : moves) {
        State next = g.now();
        play(next, {m});
        g.moves.push_back(move(g.now(), m));
        g.history.push_back(next);
    }
    return g;
}

GameMoment toAct()
{
    GameMoment m;
    m.humanToAct = true;
    return m;
}

// A White Youth move to make; Black's hidden Youth Counter on c8.
State youthMove(const char* side = "w", const char* variant = "classic")
{
    return position({{"d1", "w1+"}, {"a3", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c8", "bx"}}, std::string(side) + " y 3 0-0 -,- " + variant);
}

// Every row of a log: "turn|side|kind|line".
QStringList rows(const LogModel& log)
{
    QStringList out;
    for (int r = 0; r < log.rowCount(); ++r) {
        const QModelIndex ix = log.index(r);
        out << log.data(ix, LogModel::TurnRole).toString() + "|" + log.data(ix, LogModel::SideRole).toString() + "|"
                + log.data(ix, LogModel::KindRole).toString() + "|" + log.data(ix, LogModel::TextRole).toString();
    }
    return out;
}

}  // namespace

class TestModels : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QTest::failOnWarning(QRegularExpression("^(qrc|file):")); }

    void promptForEachPhase_data();
    void promptForEachPhase();
    void promptInReview();
    void resultAndPlayerNames();
    void legalMovesAndCountersOutOfTheGame();
    void substitutionOffer();

    void gameLogRowsForAKnownGame();
    void gameLogRebuildsAfterUndo();
    void gameLogTellsWhereTheGameCameFrom();
    void assistanceSignalsOnlyWhatChanged();
    void scoutReportAtTheStartIsTheUniformPrior();
    void scoutReportFollowsMovesAndUndo();
    void scoutReportNamesACounterOnlyWhenItStandsOut();

    void computerSpecIsCheckedAndPlayedFromTheNextGame();
};

// ---- GameText

void TestModels::promptForEachPhase_data()
{
    QTest::addColumn<QString>("gpn");
    QTest::addColumn<bool>("hotSeat");
    QTest::addColumn<QString>("moment");  // what differs from "the human to act"
    QTest::addColumn<QString>("prompt");

    const QString y = gpn(youthMove());
    QTest::newRow("Youth move") << y << false << "" << "Move 1 — move a Youth Counter";
    QTest::newRow("Youth move, hot-seat") << y << true << "" << "White: Move 1 — move a Youth Counter";
    QTest::newRow("Black's Youth move, hot-seat") << gpn(youthMove("b")) << true << "" << "Black: Move 1 — move a Youth Counter";
    QTest::newRow("First Teamer move")
        << q(boardField({{"d1", "w1+"}, {"a4", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c8", "bx"}}) + " w f 3 0-0 -,- classic") << false << ""
        << "Move 2 — move a First Teamer";
    QTest::newRow("Substitution") << q(boardField({{"d1", "w1+"}, {"c10", "w8+"}, {"d10", "b1+"}}) + " w s:c10 5 0-0 5,- classic") << false << ""
                                  << "Bring on your Substitute?";
    QTest::newRow("Debut Move") << q(boardField({{"d1", "w1+"}, {"c10", "w8+"}, {"d10", "b1+"}}) + " w d:c10 5 0-0 -,- classic") << false << ""
                                << "Debut Move — your new First Teamer on c10 moves";
    QTest::newRow("Penalty") << q(boardField({{"d1", "w1+"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c8", "bx"}}) + " w p 5 1-0 -,- classic") << false << ""
                             << "Penalty — choose one of Black's Youth Counters to remove";
    QTest::newRow("Offside, hot-seat") << q(boardField({{"d1", "w1+"}, {"a3", "w7"}, {"d10", "b1+"}, {"c5", "b9+"}}) + " b o 5 0-0 -,- classic") << true << ""
                                       << "Black: Offside — choose one of White's Youth Counters to reveal";
    QTest::newRow("only a pass where blocked does not end the game") << gpn(youthMove("w", "blocked-pass")) << false << "onlyPass"
                                                                     << "No Youth Counter can move — pass";
    QTest::newRow("a pass is never offered where blocked ends the game") << y << false << "onlyPass" << "Move 1 — move a Youth Counter";
    QTest::newRow("the computer's turn") << gpn(youthMove("b")) << false << "computer" << "The computer is thinking…";
    QTest::newRow("behind the hand-over cover") << gpn(youthMove("b")) << true << "covered" << "Black to play";
    QTest::newRow("behind the cover before the setup") << y << true << "covered arranging black" << "Black to play";
    QTest::newRow("arranging") << y << false << "arranging white"
                               << "Arrange your counters: click two to swap them, or swap one with the Substitute. Done starts the game.";
    QTest::newRow("arranging, hot-seat") << y << true << "arranging black"
                                         << "Black: Arrange your counters: click two to swap them, or swap one with the Substitute. Done starts the game.";
    QTest::newRow("over: the result") << q(boardField({{"d1", "w1+"}, {"d10", "b1+"}}) + " b end 20 2-1 -,- classic") << false << "" << "You win, 2–1";
}

void TestModels::promptForEachPhase()
{
    QFETCH(QString, gpn);
    QFETCH(bool, hotSeat);
    QFETCH(QString, moment);
    QFETCH(QString, prompt);
    const Game g = gameFrom(parseGpn(gpn.toStdString(), registry().lookup()), {}, hotSeat);
    GameMoment m = toAct();
    m.onlyPass = moment.contains("onlyPass");
    m.humanToAct = !moment.contains("computer");
    m.covered = moment.contains("covered");
    if (moment.contains("arranging"))
        m.arranging = moment.contains("white") ? Side::White : Side::Black;
    QCOMPARE(GameText::prompt(g, m), prompt);
}

void TestModels::promptInReview()
{
    QCOMPARE(GameText::prompt(Game{}, toAct()), QString("Start a new game"));
    // White's First Teamer takes Black's hidden 8 (a goal, told to all in review), then the
    // game goes on to its end.
    const State start = position({{"d1", "w1+"}, {"a3", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c5", "b8"}, {"f8", "b4"}}, "w y 20 0-0 -,- classic");
    const Game g = gameFrom(start, {"a3a4", "c4c5", "f8f7", "d10d9"});
    QVERIFY(g.over());
    GameMoment m;
    m.reviewing = true;
    m.reviewIndex = 0;
    QCOMPARE(GameText::prompt(g, m), QString("Review: the start"));
    m.reviewIndex = 1;
    QCOMPARE(GameText::prompt(g, m), QString("Review, turn 20, Move 1: White's 7 moved a3-a4."));
    m.reviewIndex = 2;
    QCOMPARE(GameText::prompt(g, m), QString("Review, turn 20, Move 2: White's 9 moved c4-c5. White captured Black's 8 on c5: Goal!"));
    m.reviewIndex = 3;  // the game is over: Black's 4 is told by its number
    QCOMPARE(GameText::prompt(g, m), QString("Review, turn 20, Move 1: Black's 4 moved f8-f7."));
    m.reviewIndex = 4;
    QCOMPARE(GameText::prompt(g, m), QString("Review, turn 20, Move 2: Black's 1 moved d10-d9. Game over: the turn limit is reached."));
}

void TestModels::resultAndPlayerNames()
{
    const State won = parseGpn(boardField({{"d1", "w1+"}, {"d10", "b1+"}}) + " b end 20 2-1 -,- classic", registry().lookup());
    const State drawn = parseGpn(boardField({{"d1", "w1+"}, {"d10", "b1+"}}) + " b end 20 1-1 -,- classic", registry().lookup());
    const State lost = parseGpn(boardField({{"d1", "w1+"}, {"d10", "b1+"}}) + " b end 20 0-3 -,- classic", registry().lookup());
    QCOMPARE(GameText::result(gameFrom(won)), QString("You win, 2–1"));
    QCOMPARE(GameText::result(gameFrom(won, {}, false, Side::Black)), QString("You lose, 2–1"));
    QCOMPARE(GameText::result(gameFrom(won, {}, true)), QString("White wins, 2–1"));
    QCOMPARE(GameText::result(gameFrom(lost, {}, true)), QString("Black wins, 0–3"));
    QCOMPARE(GameText::result(gameFrom(lost, {}, false, Side::Black)), QString("You win, 0–3"));
    QCOMPARE(GameText::result(gameFrom(drawn)), QString("A draw, 1–1"));
    QCOMPARE(GameText::result(gameFrom(drawn, {}, true)), QString("A draw, 1–1"));
    QCOMPARE(GameText::result(gameFrom(youthMove())), QString());
    QCOMPARE(GameText::result(Game{}), QString());

    Game g = gameFrom(youthMove());
    QCOMPARE(GameText::playerName(g, Side::White), QString("You"));
    QCOMPARE(GameText::playerName(g, Side::Black), QString("Computer (Strong)"));
    g.strength = "Beginner";
    g.human = Side::Black;
    QCOMPARE(GameText::playerName(g, Side::White), QString("Computer (Beginner)"));
    QCOMPARE(GameText::playerName(g, Side::Black), QString("You"));
    g.strength = "Grandmaster";  // not a level: told as it is
    QCOMPARE(GameText::playerName(g, Side::White), QString("Computer (Grandmaster)"));
    g.hotSeat = true;
    QCOMPARE(GameText::playerName(g, Side::White), QString("White"));
    QCOMPARE(GameText::playerName(g, Side::Black), QString("Black"));
}

void TestModels::legalMovesAndCountersOutOfTheGame()
{
    // The 7's three steps forward (RULES.md §4) in board order, never the First Teamers'.
    QCOMPARE(GameText::legalMoves(youthMove()), QStringList({"a3a4", "a3b4"}));
    QCOMPARE(GameText::legalMoves(youthMove("b")), QStringList({"c8b7", "c8c7", "c8d7"}));
    const State sub = parseGpn(boardField({{"d1", "w1+"}, {"c10", "w8+"}, {"d10", "b1+"}}) + " w s:c10 5 0-0 5,- classic", registry().lookup());
    QCOMPARE(GameText::legalMoves(sub), QStringList({"nosub", "sub"}));
    const State over = parseGpn(boardField({{"d1", "w1+"}, {"d10", "b1+"}}) + " b end 20 2-1 -,- classic", registry().lookup());
    QCOMPARE(GameText::legalMoves(over), QStringList());

    // White's 9 takes Black's 8 (a goal): the 8 is out, and both sides know it. Black has all
    // twelve (the 11 its Substitute); White's counters not on the pitch are out from the start.
    State s = position({{"d1", "w1+"}, {"a3", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c7", "b9+"}, {"e7", "b10+"}, {"a8", "bs"}, {"b8", "b2"},
                        {"c8", "b3"}, {"d8", "b4"}, {"e8", "b5"}, {"f8", "b6"}, {"g8", "b7"}, {"c5", "b8"}},
                       "w y 3 0-0 -,11 classic");
    const QStringList white{"2", "3", "4", "5", "6", "8", "10", "11", "s"};
    QCOMPARE(GameText::outOfGame(s, Side::Black), QStringList());
    QCOMPARE(GameText::outOfGame(s, Side::White), white);
    play(s, {"a3a4", "c4c5"});
    QCOMPARE(GameText::outOfGame(s, Side::Black), QStringList({"8"}));
    QCOMPARE(GameText::outOfGame(s, Side::White), white);
    QCOMPARE(GameText::outOfGame(s.view(Side::White), Side::Black), QStringList({"8"}));
}

void TestModels::substitutionOffer()
{
    const auto offer = [](const char* board8, const char* sub) {
        return GameText::substitution(parseGpn(boardField({{"d1", "w1+"}, {"c10", board8}, {"d10", "b1+"}}) + " w s:c10 5 0-0 " + sub + ",- classic",
                                               registry().lookup()));
    };
    QCOMPARE(offer("w8+", "5"), (QVariantMap{{"square", "c10"},
                                             {"promoted", "8"},
                                             {"promotedDebut", "Debut Move: to any adjacent square"},
                                             {"substitute", "5"},
                                             {"substituteDebut", "Debut Move: to any square of your own Goalkeeper's Area"}}));
    QCOMPARE(offer("w7+", "11"), (QVariantMap{{"square", "c10"},
                                              {"promoted", "7"},
                                              {"promotedDebut", "Debut Move: to any square of the Midfield Area"},
                                              {"substitute", "11"},
                                              {"substituteDebut", "Debut Move: to any adjacent square"}}));
    const State noDebut = parseGpn(boardField({{"d1", "w1+"}, {"c10", "w8+"}, {"d10", "b1+"}}) + " w s:c10 5 0-0 5,- no-debut", registry().lookup());
    QCOMPARE(GameText::substitution(noDebut).value("promotedDebut").toString(), QString("No Debut Move: a normal First Teamer move"));
    QCOMPARE(GameText::substitution(noDebut).value("substituteDebut").toString(), QString("No Debut Move: a normal First Teamer move"));
    QCOMPARE(GameText::substitution(youthMove()), QVariantMap());
}

// ---- GameLog

// A game from a position against the Beginner (its random moves come from the seed): White
// moves its 7, its 9 takes Black's 8 (a goal), then the computer answers.
void TestModels::gameLogRowsForAKnownGame()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("log.gsr"));
    s.setComputerDelay(0);
    LogModel* log = s.log();
    QAbstractItemModelTester tester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const State start = position({{"d1", "w1+"}, {"a3", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c5", "b8"}, {"f8", "b4"}}, "w y 3 0-0 -,- classic");
    QVERIFY(s.startFromPosition(gpn(start), {{"opponent", "computer"}, {"side", "white"}, {"strength", "Beginner"}, {"seed", "1"}}));
    QCOMPARE(log->roleNames(), (QHash<int, QByteArray>{{LogModel::TextRole, "line"}, {LogModel::SideRole, "side"}, {LogModel::TurnRole, "turn"}, {LogModel::KindRole, "kind"}}));
    QCOMPARE(rows(*log), QStringList({"0||info|Game from a position"}));
    QCOMPARE(log->data(log->index(0), Qt::DisplayRole).toString(), QString("Game from a position"));
    QVERIFY(!log->data(log->index(1), LogModel::TextRole).isValid());

    QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(log, &QAbstractItemModel::modelReset);
    QVERIFY(s.playMove("a3a4"));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 1);
    QVERIFY(s.playMove("c4c5"));
    QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct(), 5000);  // the computer's whole turn
    QCOMPARE(reset.count(), 0);
    QCOMPARE(rows(*log), QStringList({"0||info|Game from a position", "3|white|move|White's 7 moved a3-a4", "3|white|move|White's 9 moved c4-c5",
                                      "3|white|capture|White captured Black's 8 on c5: Goal!", "3|black|move|Black's Youth Counter moved f8-f7",
                                      "3|black|move|Black's 1 moved d10-c10"}));
    QCOMPARE(inserted.count(), rows(*log).size() - 1);  // a signal for each row added
}

// Undo takes the human's turn back: the log is rebuilt (one reset, no row signals) and says so.
void TestModels::gameLogRebuildsAfterUndo()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("undo.gsr"));
    s.setComputerDelay(0);
    LogModel* log = s.log();
    QAbstractItemModelTester tester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const State start = position({{"d1", "w1+"}, {"a3", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c7", "b8"}, {"f8", "b4"}}, "w y 3 0-0 -,- classic");
    QVERIFY(s.startFromPosition(gpn(start), {{"opponent", "computer"}, {"side", "white"}, {"strength", "Beginner"}, {"seed", "2"}}));
    QVERIFY(s.playMove("a3a4"));
    QVERIFY(s.playMove("c4c5"));
    QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct(), 5000);
    const QStringList before = rows(*log);
    QCOMPARE(before, QStringList({"0||info|Game from a position", "3|white|move|White's 7 moved a3-a4", "3|white|move|White's 9 moved c4-c5",
                                  "3|black|move|Black's Youth Counter moved c7-d6", "3|black|move|Black's 1 moved d10-d9"}));

    QSignalSpy inserted(log, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(log, &QAbstractItemModel::modelReset);
    s.undo();
    QCOMPARE(s.plies().size(), size_t(0));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(inserted.count(), 2);  // the rebuilt log's lines, then "Move taken back"
    QCOMPARE(rows(*log), QStringList({"0||info|Game: Classic", "3||info|Move taken back"}));
}

// Where a game came from is told at the ply it was resumed or opened, and a take-back stays
// in the log when it is rebuilt (a language switch) until the game goes back before it.
void TestModels::gameLogTellsWhereTheGameCameFrom()
{
    const State start = position({{"d1", "w1+"}, {"a3", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c7", "b8"}, {"f8", "b4"}}, "w y 3 0-0 -,- classic");
    Game g = gameFrom(start, {"a3a4", "c4c5"}, true);
    GameLog log;
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    log.begin(g, QString(), GameLog::Origin::Opened, "cup final.gsr");
    // Hot-seat: told to both sides, so White's Youth Counter keeps its identity.
    QCOMPARE(rows(log), QStringList({"0||info|Game: Classic", "3|white|move|White's Youth Counter moved a3-a4", "3|white|move|White's 9 moved c4-c5",
                                     "3||info|Opened cup final.gsr"}));
    log.begin(g, QString(), GameLog::Origin::Resumed);
    QCOMPARE(rows(log).last(), QString("3||info|Game resumed"));
    QCOMPARE(rows(log).size(), 4);
    log.begin(g, "New game: Classic");
    QCOMPARE(rows(log), QStringList({"0||info|New game: Classic"}));
    log.tookBack(g, 3);
    log.rebuild(g);
    QCOMPARE(rows(log).last(), QString("3||info|Move taken back"));
    g.history.pop_back();
    g.moves.pop_back();
    log.rebuild(g);  // back before the take-back: it is no longer part of the game
    QVERIFY(!rows(log).join("\n").contains("Move taken back"));
}

// ---- Assistance

void TestModels::assistanceSignalsOnlyWhatChanged()
{
    Assistance a;
    QSignalSpy hinting(&a, &Assistance::hintingChanged);
    QSignalSpy hintText(&a, &Assistance::hintTextChanged);
    QSignalSpy scout(&a, &Assistance::scoutSummaryChanged);
    a.update({true, QString(), QString()});
    QCOMPARE(hinting.count(), 1);
    QCOMPARE(hintText.count(), 0);
    QCOMPARE(scout.count(), 0);
    a.update({true, QString(), QString()});  // nothing changed: nothing said
    QCOMPARE(hinting.count(), 1);
    // Every value is stored before the first signal: a slot reading a sibling sees it new.
    QString seenText, seenScout;
    connect(&a, &Assistance::hintingChanged, this, [&] {
        seenText = a.hintText();
        seenScout = a.scoutSummary();
    });
    a.update({false, "Hint: move your 7", "Scout report"});
    QCOMPARE(hinting.count(), 2);
    QCOMPARE(hintText.count(), 1);
    QCOMPARE(scout.count(), 1);
    QCOMPARE(seenText, QString("Hint: move your 7"));
    QCOMPARE(seenScout, QString("Scout report"));
    QCOMPARE(a.hinting(), false);
    a.update({false, "Hint: move your 7", QString()});
    QCOMPARE(scout.count(), 2);
    QCOMPARE(hintText.count(), 1);
    QCOMPARE(a.scoutSummary(), QString());
}

// ---- Scout report

// Before any informative move the report is the uniform prior, worked out by hand. Black's
// unknowns are its eight Youth Counters and the Substitute, dealt 2-8, 11 and the Star Player
// (its 1, 9 and 10 start as First Teamers); the Star Player is never the Substitute, so it is
// each Youth Counter with 1/8 (13%). Each other identity is a given Youth Counter with
// 7/8 x 1/8: a goal (7, 8, 11) 21/64 (33%), a Penalty (2, 3) 14/64 (22%), an Offside (4, 5, 6)
// 21/64 (33%).
void TestModels::scoutReportAtTheStartIsTheUniformPrior()
{
    ScoutReport r;
    QCOMPARE(r.counters(), QVariantList());
    QCOMPARE(r.summary("Black"), QString());
    const State start = State::deal(classic(), 11);
    r.update({start}, {}, Side::White, 11);
    const QVariantList counters = r.counters();
    QStringList squares;
    for (const QVariant& c : counters) {
        const QVariantMap m = c.toMap();
        squares << q(classic().squareName(Square(m.value("square").toInt())));
        QCOMPARE(m.value("star").toDouble(), 1.0 / 8);
        QCOMPARE(m.value("goal").toDouble(), 21.0 / 64);
    }
    squares.sort();
    QCOMPARE(squares, QStringList({"a8", "b8", "c8", "d8", "d9", "e8", "f8", "g8"}));
    QCOMPARE(r.summary("Black"),
             QString("Scout report: each of Black's 8 hidden counters is the Star Player with 13% and a goalscorer with 33%. Capturing one: Penalty 22%, Offside 33%."));
    // Black's view of White, in other words.
    r.update({start}, {}, Side::Black, 11);
    QCOMPARE(r.summary("White"),
             QString("Scout report: each of White's 8 hidden counters is the Star Player with 13% and a goalscorer with 33%. Capturing one: Penalty 22%, Offside 33%."));
    QCOMPARE(r.counters().size(), 8);
    QCOMPARE(classic().rankOf(Square(r.counters().first().toMap().value("square").toInt())) <= 2, true);
}

// Through a session: the summary follows each ply (its own signal), goes with the report
// switched off, and after an undo is the same sentence as before the moves.
void TestModels::scoutReportFollowsMovesAndUndo()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("scout.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "8"}, {"opponent", "computer"}, {"side", "white"}, {"strength", "Beginner"}}));
    QSignalSpy summary(s.assist(), &Assistance::scoutSummaryChanged);
    QCOMPARE(s.assist()->scoutSummary(), QString());
    s.setScoutReport(true);
    QCOMPARE(summary.count(), 1);
    const QString atStart = s.assist()->scoutSummary();
    QCOMPARE(atStart, QString("Scout report: each of Black's 8 hidden counters is the Star Player with 13% and a goalscorer with 33%. Capturing one: Penalty 22%, Offside 33%."));
    QVERIFY(s.playMove("a3a4"));
    QVERIFY(s.playMove("c4c5"));
    QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct(), 5000);
    // Five counters at 13%: naming one of them ("most likely e8 (13%)") would single out a
    // counter the odds do not.
    QCOMPARE(s.assist()->scoutSummary(), QString("Scout report, from what you have seen and how Black has moved: no counter stands out as the "
                                                 "Star Player (5 of the 8 hidden counters share the top odds, 13%). Capturing one: Penalty 22%, Offside 33%."));
    QVERIFY(summary.count() >= 2);
    const int said = summary.count();
    s.undo();
    QCOMPARE(s.assist()->scoutSummary(), atStart);
    QCOMPARE(summary.count(), said + 1);
    s.setScoutReport(false);
    QCOMPARE(s.assist()->scoutSummary(), QString());
    QCOMPARE(summary.count(), said + 2);
}

// Black runs one counter straight up the pitch while White shuffles: that counter's odds
// rise above the rest, and the report names it (and only then).
void TestModels::scoutReportNamesACounterOnlyWhenItStandsOut()
{
    State s = State::deal(classic(), 11);
    std::vector<State> history{s};
    std::vector<Move> moves;
    Square runner = *classic().parseSquare("d8");
    const auto play = [&](Move m) {
        moves.push_back(m);
        s.apply(m);
        history.push_back(s);
    };
    ScoutReport r;
    QString before;
    for (int turn = 0; turn < 4; ++turn) {
        MoveList legal;
        for (int k = 0; k < 2; ++k) {  // White: the first legal move of each phase
            s.legalMoves(legal);
            play(legal[0]);
        }
        s.legalMoves(legal);  // Black's Move 1: the runner one square on
        const auto on = std::find_if(legal.begin(), legal.end(), [&](Move m) { return m.from == runner && classic().fileOf(m.to) == classic().fileOf(runner); });
        QVERIFY(on != legal.end());
        runner = on->to;
        play(*on);
        s.legalMoves(legal);
        play(legal[0]);
        r.update(history, moves, Side::White, 11);
        if (turn == 0)
            before = r.summary("Black");
    }
    QVERIFY2(before.contains("no counter stands out"), qPrintable(before));
    const QString after = r.summary("Black");
    QVERIFY2(after.contains(QString("the Star Player is most likely the counter on %1 (").arg(q(classic().squareName(runner)))), qPrintable(after));
}

// ---- The computer's AI SPEC (what tst_play's "thinks until stopped" search stands on)

void TestModels::computerSpecIsCheckedAndPlayedFromTheNextGame()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("spec.gsr"));
    s.setComputerDelay(0);
    QSignalSpy changed(&s, &GameController::computerSpecChanged);
    QSignalSpy error(&s, &GameController::error);
    s.setComputerSpec("ismcts:bogus=1");
    QCOMPARE(s.computerSpec(), QString());
    QCOMPARE(error.count(), 1);
    QCOMPARE(changed.count(), 0);
    // White's computer to make its First Teamer move: its 9 can take Black's 8 (a goal), the
    // one capture among its moves. "greedy" (Club) always takes it; the Beginner's random
    // pick with this seed does not.
    const QString gpnText = gpn(position({{"d1", "w1+"}, {"a4", "w7"}, {"c4", "w9+"}, {"d10", "b1+"}, {"c5", "b8"}, {"f8", "b4"}}, "w f 3 0-0 -,- classic"));
    const QVariantMap options{{"seed", "6"}, {"opponent", "computer"}, {"side", "black"}, {"strength", "Beginner"}};
    const auto firstMove = [&] { return s.plies().empty() ? QString("none") : q(formatMove(s.plies().front(), classic())); };
    s.setComputerSpec("greedy");
    QCOMPARE(changed.count(), 1);
    QCOMPARE(error.count(), 1);
    QVERIFY(s.startFromPosition(gpnText, options));
    QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct(), 5000);
    QCOMPARE(firstMove(), QString("c4c5"));
    s.setComputerSpec(QString());
    QCOMPARE(changed.count(), 2);
    QVERIFY(s.startFromPosition(gpnText, options));
    QTRY_VERIFY_WITH_TIMEOUT(s.humanToAct(), 5000);
    QCOMPARE(firstMove(), QString("c4b4"));
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
