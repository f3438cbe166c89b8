// The app's controllers and services one at a time, without QML: the pitch contract every
// screen fulfils (PitchController), its granular signals, the search runner and the seats.
#include "testsupport.h"

#include <QRegularExpression>
#include <QUrl>

#include "gameoptions.h"
#include "gamesession.h"
#include "gamevalues.h"
#include "hintreason.h"
#include "hintsearch.h"
#include "language.h"
#include "boardmodel.h"
#include "edithistory.h"
#include "matchclock.h"
#include "positionfiles.h"
#include "positionfields.h"
#include "moveentry.h"
#include "playerseats.h"
#include "positioneditor.h"
#include "searchrunner.h"
#include "seat.h"
#include "settings.h"
#include "strengths.h"
#include "tutorialanswers.h"
#include "tutorialcatalog.h"
#include "recordedtutorial.h"
#include "tutorialrecorder.h"
#include "timesource.h"
#include "tutorialsession.h"

#include "history.h"
#include "players/ismctsplayer.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>

#include <atomic>
#include <memory>
#include <thread>
#include <QStandardPaths>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <memory>

using namespace gs;
using namespace test;

namespace {

// Each pitch screen, built and showing a classic deal.
std::unique_ptr<PitchController> makeController(const QString& kind, const QString& autosave)
{
    const std::string start = formatGpn(State::deal(classic(), 5));
    if (kind == "game") {
        auto g = std::make_unique<GameSession>();
        g->files()->setAutosavePath(autosave);
        g->setComputerDelay(0);
        if (!g->newGame({{"seed", "5"}, {"opponent", "human"}}))
            return nullptr;
        g->dismissCover();
        return g;
    }
    if (kind == "tutorial") {
        auto t = std::make_unique<TutorialSession>();
        if (!t->open("guide-star-player"))
            return nullptr;
        return t;
    }
    if (kind == "editor") {
        auto e = std::make_unique<PositionEditor>();
        if (!e->setGpnText(q(start)))
            return nullptr;
        return e;
    }
    auto r = std::make_unique<TutorialRecorder>();
    if (!r->begin(q(start)))
        return nullptr;
    return r;
}

}  // namespace

class TestControllers : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    // A QML warning fails the test that caused it, as in the Qt Quick tests (these drive the
    // same C++ the QML does).
    void init() { QTest::failOnWarning(QRegularExpression("^(qrc|file):")); }
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyPitchMovesItsCursorAndStaysOnIt_data();
    void everyPitchMovesItsCursorAndStaysOnIt();
    void onlyTheEditorPlacesCountersFreely();
    void recorderMarksSignalOnlyWhenTheyChange();
    void tutorialArrowsWaitForTheAnswer();
    void editorProblemSquaresFollowValidation();
    void gameMarksMovesAlwaysWhileAMoveWaitsForConfirm();
    void gameScoutingHasItsOwnSignal();
    void searchRunnerAnswersOnlyTheLatestSearch();
    void computerSeatAnswersFromItsViewAndStops();
    void computerSeatKeepsItsPlayerForTheGame();
    void humanSeatWaitsForThePitch();
    void matchClockSignalsWhatChangedAndFlagsTheTimeout();
    void gameValuesSignalOnlyWhatChanged();
    void tutorialValuesSignalOnlyWhatChanged();
    void manualSetupArrangesTheStart();
    void editorFieldsSignalOnlyWhatChanged();
    void autosaveIsNotReadInTheGetter();
    void settingsArePassedIn();
    void gameOptionsAreCheckedBeforeAnythingChanges();
    void moveEntryWaitsForConfirmInItsOwnPosition();
    void playerSeatsFollowWhoSitsWhere();
    void hintKeepsOnlyAMoveStillLegal();
    void undoGoesToTheHumansLastTurnButNotBeforeAReveal();
    void aTakeBackStaysInTheLogThroughALanguageSwitch();
    void tutorialProgressIsKeptAndForgotten();
    void theHintSaysWhyFromWhatItsSideSees_data();
    void theHintSaysWhyFromWhatItsSideSees();
    void editorNamesPhasesInTheUsersLanguage();
    void editHistoryKeepsItsLimitAndForgetsRedoOnAnEdit();
    void positionFilesNameTheFileAndKeepNothingHalfDone();
    void aRematchKeepsTheVariant();
    void thePaletteOffersCountersAsTheyStart();
    void tutorialExercisesAcceptOtherRightAnswers();
    void recorderRefusesUnknownCountersAndKeepsOtherAnswers();
    void recorderNeverSavesOverAnotherTutorial();
    void answersKeepTheirFeedbackInEveryLanguage();
    void tutorialTextsFollowTheLanguage();
};

void TestControllers::everyPitchMovesItsCursorAndStaysOnIt_data()
{
    QTest::addColumn<QString>("kind");
    for (const char* k : {"game", "tutorial", "editor", "recorder"})
        QTest::newRow(k) << QString(k);
}

void TestControllers::everyPitchMovesItsCursorAndStaysOnIt()
{
    QFETCH(QString, kind);
    auto c = makeController(kind, dir_.filePath(kind + ".gsr"));
    QVERIFY(c);
    QAbstractItemModelTester tester(c->board(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(c->board()->rowCount(), 70);
    QCOMPARE(c->squareAt("d3"), 2 * 7 + 3);
    QCOMPARE(c->squareAt("z9"), -1);
    c->setCursor(c->squareAt("b5"));
    QCOMPARE(c->cursor(), c->squareAt("b5"));
    QSignalSpy moved(c.get(), &PitchController::cursorChanged);
    // Screen left: file a on an unflipped pitch, file g on a flipped one; then the edge holds.
    for (int i = 0; i < 10; ++i)
        c->moveCursor(-1, 0);
    QCOMPARE(moved.count(), 1);  // one square to the edge; then the edge holds, silently
    const int file = c->board()->fileOf(c->cursor());
    QVERIFY2(file == 0 || (c->board()->flipped() && file == 6), qPrintable(QString::number(file)));
    if (!c->board()->flipped())
        QCOMPARE(c->cursor(), c->squareAt("a5"));
    moved.clear();
    c->setCursor(999);
    c->setCursor(-1);
    QCOMPARE(moved.count(), 0);
    c->setCursor(c->cursor());
    QCOMPARE(moved.count(), 0);
}

void TestControllers::onlyTheEditorPlacesCountersFreely()
{
    for (const char* kind : {"game", "tutorial", "editor", "recorder"}) {
        auto c = makeController(kind, dir_.filePath("free.gsr"));
        QVERIFY(c);
        QCOMPARE(c->freePlacement(), QString(kind) == "editor");
        QCOMPARE(c->movesAlwaysMarked(), QString(kind) != "game");
    }
    // A drag in the editor moves the counter wherever it is dropped, and right-click removes.
    PositionEditor e;
    QVERIFY(e.setGpnText(q(formatGpn(State::deal(classic(), 5)))));
    const int from = e.squareAt("d3");
    QVERIFY(e.board()->data(e.board()->index(from), BoardModel::OccupiedRole).toBool());
    e.moveCounter(from, e.squareAt("d6"));
    QVERIFY(!e.board()->data(e.board()->index(from), BoardModel::OccupiedRole).toBool());
    QVERIFY(e.board()->data(e.board()->index(e.squareAt("d6")), BoardModel::OccupiedRole).toBool());
    e.secondaryClick(e.squareAt("d6"));
    QVERIFY(!e.board()->data(e.board()->index(e.squareAt("d6")), BoardModel::OccupiedRole).toBool());
}

void TestControllers::recorderMarksSignalOnlyWhenTheyChange()
{
    TutorialRecorder r;
    QVERIFY(r.begin(q(formatGpn(State::deal(classic(), 5)))));
    QSignalSpy highlights(&r, &PitchController::highlightsChanged);
    QSignalSpy arrows(&r, &PitchController::arrowsChanged);
    r.setMode("highlight");
    r.clickSquare(r.squareAt("d4"));
    QCOMPARE(highlights.count(), 1);
    QCOMPARE(r.highlights(), QVariantList{r.squareAt("d4")});
    r.setStepField(0, "caption", "Look here");  // not a mark
    r.setTitle("Marks");
    QCOMPARE(highlights.count(), 1);
    QCOMPARE(arrows.count(), 0);
    r.setMode("arrow");
    r.clickSquare(r.squareAt("d4"));
    QCOMPARE(arrows.count(), 0);  // half an arrow is not shown
    r.clickSquare(r.squareAt("e6"));
    QCOMPARE(arrows.count(), 1);
    QCOMPARE(r.arrows().size(), 1);
    QCOMPARE(r.arrows().front().toMap().value("to").toInt(), r.squareAt("e6"));
    r.addStep();  // a new step has no marks yet
    QCOMPARE(highlights.count(), 2);
    QCOMPARE(arrows.count(), 2);
    QVERIFY(r.highlights().isEmpty() && r.arrows().isEmpty());
    r.setCurrentStep(0);
    QCOMPARE(r.highlights().size(), 1);
    r.close();
    QVERIFY(r.highlights().isEmpty() && r.arrows().isEmpty());
}

void TestControllers::tutorialArrowsWaitForTheAnswer()
{
    TutorialSession t;
    t.setStepDelay(0);
    QVERIFY(t.open("guide-star-player"));
    QSignalSpy arrows(&t, &PitchController::arrowsChanged);
    // Step to the Star Player's capture, an exercise with an arrow for its answer.
    for (int i = 0; i < 20 && !(t.awaitingAnswer() && t.stepIndex() > 1); ++i) {
        if (t.awaitingAnswer())
            t.showSolution();
        QTRY_VERIFY(!t.playing());
        t.next();
        QTRY_VERIFY(!t.playing());
    }
    QVERIFY(t.awaitingAnswer());
    QVERIFY(t.arrows().isEmpty());
    arrows.clear();
    QVERIFY(t.tryMove("e4f5"));
    QTRY_VERIFY(!t.playing());
    QCOMPARE(t.arrows().size(), 1);
    QVERIFY(arrows.count() >= 1);
    const int shown = int(arrows.count());
    t.setAutoplay(false);  // nothing to do with the marks
    QCOMPARE(int(arrows.count()), shown);
}

void TestControllers::editorProblemSquaresFollowValidation()
{
    PositionEditor e;
    e.clear();
    QSignalSpy problems(&e, &PitchController::problemSquaresChanged);
    e.placeAt(e.squareAt("d5"), "w1+");  // a Goalkeeper outside its Goalkeeper's Area
    QVERIFY(!e.valid());
    QVERIFY(problems.count() >= 1);
    QVERIFY(e.problemSquares().contains(e.squareAt("d5")));
    e.secondaryClick(e.squareAt("d5"));
    QVERIFY(!e.problemSquares().contains(e.squareAt("d5")));
    // An analysed move is the editor's one arrow.
    QVERIFY(e.setGpnText(q(formatGpn(State::deal(classic(), 5)))));
    QSignalSpy arrows(&e, &PitchController::arrowsChanged);
    e.analyse(e.status()->legalMoves().front());
    QCOMPARE(arrows.count(), 1);
    QCOMPARE(e.arrows().size(), 1);
    e.analyse("");
    QCOMPARE(arrows.count(), 2);
    QVERIFY(e.arrows().isEmpty());
}

void TestControllers::gameMarksMovesAlwaysWhileAMoveWaitsForConfirm()
{
    Settings prefs(Settings::Keeping::InMemory);
    prefs.setConfirmMoves(true);
    GameSession s;
    s.setSettings(&prefs);
    s.files()->setAutosavePath(dir_.filePath("confirm.gsr"));
    QVERIFY(s.newGame({{"seed", "77"}, {"opponent", "human"}}));
    s.dismissCover();
    QVERIFY(!s.movesAlwaysMarked());
    QSignalSpy marked(&s, &PitchController::movesAlwaysMarkedChanged);
    const QString move = s.legalMoves().front();  // "d3d4"-like: a Youth Counter's step
    s.clickSquare(s.squareAt(move.left(2)));
    QCOMPARE(marked.count(), 0);
    s.clickSquare(s.squareAt(move.mid(move.size() - 2)));
    QVERIFY(!s.status()->pendingMoveText().isEmpty());
    QVERIFY(s.movesAlwaysMarked());
    QCOMPARE(marked.count(), 1);
    s.cancelMove();
    QVERIFY(!s.movesAlwaysMarked());
    QCOMPARE(marked.count(), 2);
}

void TestControllers::gameScoutingHasItsOwnSignal()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("scout.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "8"}, {"opponent", "computer"}, {"side", "white"}, {"strength", "Beginner"}}));
    QSignalSpy scouting(&s, &PitchController::scoutingChanged);
    QVERIFY(s.scouting().isEmpty());
    s.setScoutReport(true);
    QCOMPARE(scouting.count(), 1);
    QCOMPARE(s.scouting().size(), 8);  // the opponent's eight hidden Youth Counters
    s.setScoutReport(true);
    QCOMPARE(scouting.count(), 1);
    s.setScoutReport(false);
    QCOMPARE(scouting.count(), 2);
    QVERIFY(s.scouting().isEmpty());
}

void TestControllers::searchRunnerAnswersOnlyTheLatestSearch()
{
    SearchRunner runner;
    QSignalSpy found(&runner, &SearchRunner::found);
    QSignalSpy busy(&runner, &SearchRunner::busyChanged);
    // A slow search, replaced before it ends: only the second one's answer arrives.
    QSignalSpy ended(&runner, &SearchRunner::ended);
    auto firstReturned = std::make_shared<std::atomic<bool>>(false);
    runner.start([firstReturned](const std::atomic<bool>& stop) {
        while (!stop)
            std::this_thread::yield();
        firstReturned->store(true);
        return Move::pass();
    });
    QVERIFY(runner.busy());
    runner.start([](const std::atomic<bool>&) { return Move::substitute(); });
    QVERIFY(ended.wait(10000));
    QCOMPARE(found.count(), 1);
    QCOMPARE(found.front().front().value<Move>(), Move::substitute());
    QVERIFY(!runner.busy());
    // The replaced search was stopped; once it has returned, its answer still never comes.
    QTRY_VERIFY(firstReturned->load());
    QCoreApplication::processEvents();
    QCOMPARE(found.count(), 1);
    // A cancelled search says nothing, even when it had already finished: its answer is
    // waiting in the event queue (no events run between its return and cancel()).
    auto secondReturned = std::make_shared<std::atomic<bool>>(false);
    runner.start([secondReturned](const std::atomic<bool>&) {
        secondReturned->store(true);
        return Move::pass();
    });
    while (!secondReturned->load())
        std::this_thread::yield();
    runner.cancel();
    QVERIFY(ended.wait(10000));
    QCOMPARE(found.count(), 1);
    QVERIFY(!runner.busy());
    QCOMPARE(busy.count(), 4);  // on (a replaced search keeps it on), off, on, off
    // A stop that comes while the search runs ends it: a search of a quarter of an hour returns at once.
    auto searching = std::make_shared<std::atomic<bool>>(false);
    const State start = State::deal(classic(), 14);
    const auto search = SearchRunner::playerSearch("ismcts:iterations=100000000", PublicHistory::startingAt(start, Side::White), 3);
    runner.start([searching, search](const std::atomic<bool>& stop) {
        searching->store(true);
        return search(stop);
    });
    QTRY_VERIFY(searching->load());
    runner.cancel();
    QVERIFY2(ended.wait(60000), "the search returns after cancel()");
    QCOMPARE(found.count(), 1);
}

void TestControllers::computerSeatAnswersFromItsViewAndStops()
{
    const State start = State::deal(classic(), 12);
    const PublicHistory seen = PublicHistory::startingAt(start, Side::White);
    QVERIFY(!seen.now().isTerminal());
    ComputerSeat seat("random", 0);
    QVERIFY(seat.isComputer());
    QSignalSpy chose(&seat, &Seat::chose);
    seat.takeTurn(seen, 3);
    QVERIFY(seat.thinking());
    QTRY_COMPARE(chose.count(), 1);
    QVERIFY(!seat.thinking());
    QVERIFY(start.isLegal(chose.front().front().value<Move>()));
    // The same history and seed choose the same move.
    seat.takeTurn(seen, 3);
    QTRY_COMPARE(chose.count(), 2);
    QCOMPARE(chose.at(1).front().value<Move>(), chose.at(0).front().value<Move>());
    // Stopped during its delay, or during its search: no move comes.
    seat.setDelay(30);
    seat.takeTurn(seen, 4);
    QVERIFY(seat.waiting());
    seat.stop();
    QVERIFY(!seat.thinking());
    // Nothing is left to emit: the delay's timer is off and no search runs.
    QVERIFY(!seat.waiting());
    QVERIFY(!seat.search().busy());
    QCoreApplication::processEvents();
    QCOMPARE(chose.count(), 2);
    // A search that would run for a quarter of an hour ends soon after stop(), and says nothing.
    ComputerSeat slow("ismcts:iterations=100000000", 0);
    QSignalSpy slowChose(&slow, &Seat::chose);
    QSignalSpy slowEnded(&slow.search(), &SearchRunner::ended);
    QSignalSpy slowBusy(&slow.search(), &SearchRunner::busyChanged);
    slow.takeTurn(seen, 5);
    QVERIFY(slowBusy.wait(5000));  // the delay (0 ms) is over: the search has started
    QVERIFY(slow.search().busy());
    slow.stop();
    QVERIFY2(slowEnded.wait(60000), "the search thread returns after stop()");
    QCOMPARE(slowChose.count(), 0);
}

// Issue 34 (4): a seat searches with one player all game, so its Move 2 search goes on from
// the tree its Move 1 search built (reuse=1); a search stopped in flight takes the player with
// it, and the next turn starts with a new one.
void TestControllers::computerSeatKeepsItsPlayerForTheGame()
{
    State s = State::deal(classic(), 21);
    PublicHistory seen = PublicHistory::startingAt(s, Side::White);
    ComputerSeat seat("ismcts:iterations=2000,reuse=1", 0);
    QSignalSpy chose(&seat, &Seat::chose);
    QSignalSpy ended(&seat.search(), &SearchRunner::ended);
    seat.takeTurn(seen, 1);
    QVERIFY(chose.wait(60000));
    const gs::Player* first = seat.player();
    QVERIFY(first);
    const Move move1 = chose.back().front().value<Move>();
    s.apply(move1);
    seen.add(move1, s);
    QCOMPARE(s.toAct(), Side::White);  // Move 2 of the same turn
    seat.takeTurn(seen, 2);
    QVERIFY(chose.wait(60000));
    QCOMPARE(seat.player(), first);
    const auto* ismcts = dynamic_cast<const IsmctsPlayer*>(seat.player());
    QVERIFY(ismcts);
    QVERIFY2(ismcts->reusedVisits() > 0, "Move 2's search started from Move 1's subtree");
    // Stopped while searching: the player goes with the search.
    ComputerSeat slow("ismcts:iterations=100000000,reuse=1", 0);
    QSignalSpy slowBusy(&slow.search(), &SearchRunner::busyChanged);
    QSignalSpy slowEnded(&slow.search(), &SearchRunner::ended);
    slow.takeTurn(seen, 3);
    QVERIFY(slowBusy.wait(5000));
    QVERIFY(slow.player());
    slow.stop();
    QVERIFY(!slow.player());
    QVERIFY(slowEnded.wait(60000));
}

void TestControllers::humanSeatWaitsForThePitch()
{
    HumanSeat seat;
    QVERIFY(!seat.isComputer());
    QSignalSpy chose(&seat, &Seat::chose);
    seat.takeTurn(PublicHistory::startingAt(State::deal(classic(), 1), Side::Black), 1);
    QCoreApplication::processEvents();
    QCOMPARE(chose.count(), 0);
    QVERIFY(!seat.thinking());
}

void TestControllers::matchClockSignalsWhatChangedAndFlagsTheTimeout()
{
    timesource::Manual time;  // the clock's time moves only when the test says so
    MatchClock clock;
    QVERIFY(!clock.enabled());
    QCOMPARE(clock.move(), -1.0);
    QSignalSpy enabled(&clock, &MatchClock::enabledChanged);
    QSignalSpy white(&clock, &MatchClock::whiteChanged);
    QSignalSpy move(&clock, &MatchClock::moveChanged);
    QSignalSpy running(&clock, &MatchClock::runningChanged);
    QSignalSpy flag(&clock, &MatchClock::flagFell);
    gs::ClockRules rules;
    rules.moveSeconds = 1;  // a move timer only: the game clocks stay "none"
    clock.start(rules);
    QVERIFY(clock.enabled());
    QCOMPARE(enabled.count(), 1);
    QCOMPARE(clock.move(), 1000.0);
    QCOMPARE(clock.white(), -1.0);
    clock.follow(Side::White, false);
    QCOMPARE(clock.running(), QString("white"));
    QCOMPARE(running.count(), 1);
    // 400 ms pass: the next tick shows 600 left, and nothing falls yet.
    time.advance(400);
    QVERIFY(move.wait(5000));
    QCOMPARE(clock.move(), 600.0);
    QCOMPARE(flag.count(), 0);
    // 600 more: the next tick finds the move timer empty.
    time.advance(600);
    QVERIFY(flag.wait(5000));
    QCOMPARE(flag.front().front().value<TimeoutRule>(), TimeoutRule::PassTurn);
    QCOMPARE(clock.move(), 0.0);
    QCOMPARE(move.count(), 3);   // full, 600, empty: counted down in ticks, not only at the end
    QCOMPARE(white.count(), 0);  // a value that never changed is never signalled
    clock.newMove();
    clock.follow(std::nullopt, false);  // the computer to act: nobody's time runs
    QCOMPARE(clock.running(), QString());
    QCOMPARE(clock.move(), 1000.0);
    // The computer thinks for five seconds: none of it is charged to White.
    const qsizetype flags = flag.count();
    time.advance(5000);
    clock.follow(Side::White, false);
    QCOMPARE(clock.move(), 1000.0);
    QCOMPARE(flag.count(), flags);
    clock.follow(std::nullopt, false);
    clock.start(std::nullopt);
    QVERIFY(!clock.enabled());
    QCOMPARE(clock.move(), -1.0);
}

void TestControllers::autosaveIsNotReadInTheGetter()
{
    const QString path = dir_.filePath("cached.gsr");
    GameSession s;
    s.files()->setAutosavePath(path);
    s.setComputerDelay(0);
    QVERIFY(!s.files()->hasAutosave());
    QVERIFY(s.newGame({{"seed", "3"}, {"opponent", "human"}}));
    QVERIFY(s.files()->hasAutosave());  // known from the write, not read back
    // The getter answers from what the session knows: a file removed behind its back is
    // noticed when the autosave is used, not on each of QML's many reads.
    QVERIFY(QFile::remove(path));
    QVERIFY(s.files()->hasAutosave());
    GameSession fresh;
    fresh.files()->setAutosavePath(path);  // a new path is read once
    QVERIFY(!fresh.files()->hasAutosave());
    s.discardAutosave();
    QVERIFY(!s.files()->hasAutosave());
}

void TestControllers::gameValuesSignalOnlyWhatChanged()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("values.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "9"}, {"opponent", "human"}}));
    s.dismissCover();
    QSignalSpy prompt(s.status(), &GameStatus::promptChanged);
    QSignalSpy moves(s.status(), &GameStatus::legalMovesChanged);
    QSignalSpy side(s.status(), &GameStatus::sideToActChanged);
    QSignalSpy names(s.scoreboard(), &Scoreboard::whiteNameChanged);
    QSignalSpy variant(s.scoreboard(), &Scoreboard::variantNameChanged);
    QSignalSpy reviewing(s.review(), &ReviewState::reviewingChanged);
    // Turning the pitch around changes none of the game's values.
    s.flip();
    QCOMPARE(prompt.count() + moves.count() + side.count() + names.count() + reviewing.count(), 0);
    // A Youth Counter move: the prompt and the moves change, the side to act does not (Move 2
    // is the same side's), and neither do the names, the variant or the review.
    const QString move = s.legalMoves().front();
    QVERIFY(s.playMove(move));
    QCOMPARE(prompt.count(), 1);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(side.count(), 0);
    QCOMPARE(names.count() + variant.count() + reviewing.count(), 0);
    QCOMPARE(s.status()->prompt(), QString("White: Move 2 — move a First Teamer"));
    // Reads are values, not work: the same list every time.
    QCOMPARE(s.status()->legalMoves(), s.legalMoves());
}

void TestControllers::tutorialValuesSignalOnlyWhatChanged()
{
    TutorialSession t;
    t.setStepDelay(0);
    QVERIFY(t.open("guide-star-player"));
    QVERIFY(t.active());
    QSignalSpy index(t.step(), &StepState::stepIndexChanged);
    QSignalSpy title(t.step(), &StepState::titleChanged);
    QSignalSpy feedback(t.exercise(), &ExerciseState::feedbackChanged);
    QSignalSpy wrong(t.exercise(), &ExerciseState::wrongAnswersChanged);
    QSignalSpy active(&t, &TutorialSession::activeChanged);
    t.next();
    QTRY_VERIFY(!t.playing());
    QCOMPARE(index.count(), 1);
    QCOMPARE(title.count(), 0);
    QVERIFY(t.awaitingAnswer());  // step 2 of this chapter is an exercise
    QVERIFY(!t.tryMove("e3e2"));  // backwards: illegal, and not the answer
    QCOMPARE(wrong.count(), 1);
    QCOMPARE(feedback.count(), 1);
    QCOMPARE(index.count(), 1);
    QCOMPARE(t.exercise()->wrongAnswers(), 1);
    t.close();
    QCOMPARE(active.count(), 1);
    QVERIFY(!t.active());
}

void TestControllers::manualSetupArrangesTheStart()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("setup.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "4"}, {"opponent", "computer"}, {"side", "white"}, {"variant", "manual-setup"}}));
    ManualSetup& setup = *s.setup();
    QCOMPARE(setup.side(), QString("white"));
    QVERIFY(!setup.substitute().isEmpty());
    QVERIFY(!s.humanToAct());  // nobody plays while arranging
    const State before = s.positions().front();
    QSignalSpy substitute(&setup, &ManualSetup::substituteChanged);
    // Two clicks on two of White's Youth Counters swap them on the start position.
    const auto& youth = classic().variant().youthSquares;
    const int a = classic().startSquare(Side::White, youth[0]), b = classic().startSquare(Side::White, youth[1]);
    s.clickSquare(a);
    QCOMPARE(setup.picked(), a);
    s.clickSquare(b);
    QCOMPARE(setup.picked(), -1);
    QCOMPARE(s.positions().front().at(Square(a)), before.at(Square(b)));
    QCOMPARE(s.positions().front().at(Square(b)), before.at(Square(a)));
    QCOMPARE(substitute.count(), 0);  // the Substitute stayed
    // Quit while arranging: the next start resumes the arrangement where it was (it resumed
    // the dealt start, already playing).
    {
        GameSession later;
        later.files()->setAutosavePath(dir_.filePath("setup.gsr"));
        later.setComputerDelay(0);
        QVERIFY(later.resumeAutosave());
        QCOMPARE(later.setup()->side(), QString("white"));
        QStringList said;
        for (int i = 0; i < later.log()->rowCount(); ++i)
            said << later.log()->data(later.log()->index(i), LogModel::TextRole).toString();
        QCOMPARE(said.count("Arrange your counters before the kick-off"), 1);
        QVERIFY(!later.humanToAct());
        QCOMPARE(later.positions().front().at(Square(a)), before.at(Square(b)));
        QCOMPARE(later.positions().front().at(Square(b)), before.at(Square(a)));
        later.setup()->finish();
        QVERIFY(later.humanToAct());
    }
    setup.finish();
    QCOMPARE(setup.side(), QString());
    QVERIFY(s.humanToAct());
    QVERIFY(s.legalMoves().size() > 0);
    // The log's setup lines outlive its rebuild (a language switch, an undo dropped them).
    const auto lines = [&s] {
        QStringList out;
        for (int i = 0; i < s.log()->rowCount(); ++i)
            out << s.log()->data(s.log()->index(i), LogModel::TextRole).toString();
        return out;
    };
    const QStringList setupLines{"Arrange your counters before the kick-off", "White has arranged its counters"};
    for (const QString& line : setupLines)
        QVERIFY2(lines().contains(line), qPrintable(lines().join(" | ")));
    QVERIFY(Language::instance().choose("de"));
    QVERIFY(Language::instance().choose("en"));
    for (const QString& line : setupLines)
        QVERIFY2(lines().contains(line), qPrintable(lines().join(" | ")));
}

void TestControllers::editorFieldsSignalOnlyWhatChanged()
{
    PositionEditor e;
    QVERIFY(e.setGpnText(q(formatGpn(State::deal(classic(), 5)))));
    QSignalSpy turn(&e, &PositionEditor::turnChanged);
    QSignalSpy score(&e, &PositionEditor::whiteScoreChanged);
    QSignalSpy gpn(e.status(), &EditorStatus::gpnChanged);
    QSignalSpy undo(e.status(), &EditorStatus::canUndoChanged);
    QSignalSpy moves(e.status(), &EditorStatus::legalMovesChanged);
    const bool couldUndo = e.status()->canUndo();
    e.setTurn(5);
    QCOMPARE(e.turn(), 5);
    QCOMPARE(turn.count(), 1);
    QCOMPARE(score.count(), 0);
    QCOMPARE(gpn.count(), 1);
    QCOMPARE(undo.count(), couldUndo ? 0 : 1);
    QCOMPARE(moves.count(), 0);  // the same moves at turn 5
    e.setTurn(5);
    QCOMPARE(turn.count(), 1);
    QCOMPARE(gpn.count(), 1);
    // A refused GPN changes only the error.
    QVERIFY(!e.setGpnText("not a position"));
    QCOMPARE(e.status()->gpnError(), QString("Not a position: gpn: expected 7 fields (board side phase turn score substitutes variant), found 3"));
    QCOMPARE(gpn.count(), 1);
    QCOMPARE(turn.count(), 1);
    // A link to a position, pasted where the GPN goes, is the position; a game's link is not.
    const QString dealt7 = q(formatGpn(State::deal(classic(), 7)));
    QVERIFY(e.setGpnText("goalscorer:position/" + QUrl::toPercentEncoding(dealt7)));
    QCOMPARE(e.status()->gpn(), dealt7);
    QVERIFY(!e.setGpnText("goalscorer:record/" + QUrl::toPercentEncoding("1w. a3a4 *")));
    QCOMPARE(e.status()->gpnError(), QString("Not a position: This link holds a game, not a position."));
    QCOMPARE(e.status()->gpn(), dealt7);
    QVERIFY(!e.setGpnText("not a position"));
    // The error goes with the next change of the position (it stayed after Clear and Undo).
    e.undo();
    QVERIFY(e.status()->gpnError().isEmpty());
    QVERIFY(!e.setGpnText("not a position"));
    e.clear();
    QVERIFY(e.status()->gpnError().isEmpty());
}

namespace {
const char* kLessonStart = "...b1+.../......./......./..b9+..../..b7..../.....bs./..w9+.w10+../....w8../......./...w1+... w y 4 0-0 -,- classic";

// A lesson whose exercise (step 2: e3d4) also accepts e3f4, with `feedback` for it.
QString lessonWithTwoAnswers(const QString& feedback)
{
    const QJsonValue also = feedback.isEmpty() ? QJsonValue("e3f4") : QJsonValue(QJsonObject{{"move", "e3f4"}, {"feedback", feedback}});
    const QJsonObject o{{"id", "two-answers"}, {"title", "Two answers"}, {"start", kLessonStart},
                        {"steps", QJsonArray{QJsonObject{{"caption", "Look."}},
                                             QJsonObject{{"caption", "Stepped."}, {"moves", QJsonArray{"e3d4"}},
                                                         {"exercise", QJsonObject{{"prompt", "Step your 8."}, {"accept", QJsonArray{also}}}}}}}};
    return QString::fromUtf8(QJsonDocument(o).toJson());
}
}  // namespace

// Learn: another right answer solves the exercise with its own words (or the player's), and
// the tutorial goes on along its own line: the answer it was written with is what is played.
void TestControllers::tutorialExercisesAcceptOtherRightAnswers()
{
    for (const QString& feedback : {QString("Also fine: the 8 goes forward either way."), QString()}) {
        TutorialSession t;
        t.setStepDelay(0);
        QVERIFY(t.openJson(lessonWithTwoAnswers(feedback), "two-answers"));
        t.next();
        QTRY_VERIFY(t.awaitingAnswer());
        QVERIFY(!t.tryMove("e3e4"));  // not legal: still waiting
        QVERIFY(t.awaitingAnswer());
        QVERIFY(t.tryMove("e3f4"));
        QTRY_VERIFY(!t.playing());
        QVERIFY(!t.awaitingAnswer());
        const QString expected = feedback.isEmpty() ? "That's it, at try 2. That works too. The tutorial goes on with its own answer, e3 to d4."
                                                    : feedback + " The tutorial goes on with its own answer, e3 to d4.";
        QCOMPARE(t.feedback(), expected);
        QVERIFY(t.board()->data(t.board()->index(t.squareAt("d4")), BoardModel::OccupiedRole).toBool());
        QVERIFY(!t.board()->data(t.board()->index(t.squareAt("f4")), BoardModel::OccupiedRole).toBool());
        QCOMPARE(t.step()->caption(), QString("Stepped."));
    }
}

// The recorder never deals unknown counters (x) behind the author's back: it refuses to start
// and says why, and what was being recorded stays. Other right answers typed into an exercise
// go into the file, keep their feedback, and are checked on saving.
void TestControllers::recorderRefusesUnknownCountersAndKeepsOtherAnswers()
{
    TutorialRecorder r;
    QSignalSpy errors(&r, &TutorialRecorder::error);
    QVERIFY(!r.begin(QString(kLessonStart).replace("b7", "bx")));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.front().front().toString(), QString("The position has counters of unknown identity (x). Give each counter its identity in the editor before recording: the learner sees what you recorded."));
    QVERIFY(!r.active());
    QVERIFY(r.begin(kLessonStart));
    QVERIFY(!r.begin(QString(kLessonStart).replace("bs", "bx")));
    QVERIFY(r.active());
    QCOMPARE(r.steps().size(), 1);

    r.clickSquare(r.squareAt("e3"));
    r.clickSquare(r.squareAt("d4"));
    QCOMPARE(r.steps().front().toMap().value("moves").toString(), QString("e3d4"));
    r.setStepField(0, "caption", "Stepped.");
    r.setStepField(0, "exercise", true);
    r.setStepField(0, "prompt", "Step your 8.");
    r.setStepField(0, "accept", " e3f4,  e3f4 ");
    QCOMPARE(r.steps().front().toMap().value("accept").toString(), QString("e3f4"));
    r.setTitle("Two answers");
    r.setTutorialId("two-answers");
    QVERIFY2(r.ready(), qPrintable(r.status()));
    const QJsonObject exercise = QJsonDocument::fromJson(r.json().toUtf8())["steps"][0]["exercise"].toObject();
    QCOMPARE(exercise["accept"].toArray(), QJsonArray{"e3f4"});
    QTemporaryDir dir;
    errors.clear();
    QVERIFY(r.save(QUrl::fromLocalFile(dir.filePath("two-answers.json"))));
    // An illegal one is refused on saving, naming the field.
    r.setStepField(0, "accept", "e3f4 e3e4");
    QVERIFY(!r.save(QUrl::fromLocalFile(dir.filePath("two-answers.json"))));
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.front().front().toString().startsWith("two-answers.json: steps[0].exercise.accept[1]: e3e4 (another right answer) is not legal here"), qPrintable(errors.front().front().toString()));
}

// A new recording saved into the tutorials folder takes an id of its own: made from its title
// until the author types one, and never one another tutorial there or a shipped one uses (a
// second recording used to be saved over the first as my-tutorial.json). Once saved, Save
// writes the same file again, whatever the title becomes.
void TestControllers::recorderNeverSavesOverAnotherTutorial()
{
    QTemporaryDir dir;
    const auto record = [&](TutorialRecorder& r, const QString& title) {
        QVERIFY(r.begin(kLessonStart));
        r.clickSquare(r.squareAt("e3"));
        r.clickSquare(r.squareAt("d4"));
        r.setStepField(0, "caption", "Stepped.");
        QVERIFY(r.title().isEmpty());
        QCOMPARE(r.tutorialId(), QString("my-tutorial"));
        r.setTitle(title);
        QVERIFY2(r.ready(), qPrintable(r.status()));
    };
    TutorialRecorder r;
    record(r, "First lesson");
    QCOMPARE(r.tutorialId(), QString("first-lesson"));
    QVERIFY(r.save(QUrl(), dir.path()));
    QCOMPARE(r.savedPath(), dir.filePath("first-lesson.json"));
    QFile first(dir.filePath("first-lesson.json"));
    QVERIFY(first.open(QIODevice::ReadOnly));
    const QByteArray firstText = first.readAll();
    first.close();
    // After saving, the title no longer moves the id, and Save writes the same file.
    r.setTitle("First lesson, revised");
    QCOMPARE(r.tutorialId(), QString("first-lesson"));
    QVERIFY(r.save(QUrl(), dir.path()));
    QCOMPARE(QDir(dir.path()).entryList({"*.json"}, QDir::Files), QStringList{"first-lesson.json"});
    r.close();

    // The same title again: saved beside it, not over it.
    record(r, "First lesson");
    QVERIFY(r.save(QUrl(), dir.path()));
    QCOMPARE(r.tutorialId(), QString("first-lesson-2"));
    QCOMPARE(r.savedPath(), dir.filePath("first-lesson-2.json"));
    QVERIFY(first.open(QIODevice::ReadOnly));
    QVERIFY(first.readAll() != firstText);  // the revised title of the first save
    r.close();
    // No title typed yet has the default id; a typed id stops following the title; a
    // shipped tutorial's id is taken too.
    record(r, QString::fromUtf8("Élan & Co: Über 9!"));
    QCOMPARE(r.tutorialId(), QString("elan-co-uber-9"));
    r.setTutorialId("lesson-youth-moves");
    r.setTitle("Something else");
    QCOMPARE(r.tutorialId(), QString("lesson-youth-moves"));
    QVERIFY(r.save(QUrl(), dir.path()));
    QCOMPARE(r.tutorialId(), QString("lesson-youth-moves-2"));
    QCOMPARE(QDir(dir.path()).entryList({"*.json"}, QDir::Files, QDir::Name),
             (QStringList{"first-lesson-2.json", "first-lesson.json", "lesson-youth-moves-2.json"}));
    QCOMPARE(tutorialIdFromTitle("  --  "), QString("my-tutorial"));
    QCOMPARE(tutorialIdFromTitle(QString(60, 'a') + " b"), QString(40, 'a'));
}

// Editing the "Also right" field keeps what an answer already had: its feedback and the same
// feedback in other languages (a translated tutorial opened in the recorder), once per move.
void TestControllers::answersKeepTheirFeedbackInEveryLanguage()
{
    const QVector<gs::TutorialAnswer> before{{"e3f4", "Also good.", {{"de", "Auch gut."}, {"fr", "Bien aussi."}}}};
    const QVector<gs::TutorialAnswer> after = answersFromText(" e3e4, e3f4 e3e4 ", before);
    QCOMPARE(after.size(), 2);
    QCOMPARE(after[0].move, QString("e3e4"));
    QVERIFY(after[0].feedback.isEmpty() && after[0].feedbackIn.isEmpty());
    QCOMPARE(after[1].move, QString("e3f4"));
    QCOMPARE(after[1].feedback, QString("Also good."));
    QCOMPARE(after[1].feedbackIn, before[0].feedbackIn);
    QCOMPARE(answersText(after), QString("e3e4 e3f4"));
}

// A shipped tutorial's caption, prompt and hint are shown in the interface's language and
// change with it at once.
void TestControllers::tutorialTextsFollowTheLanguage()
{
    QVERIFY(Language::instance().choose("de"));
    TutorialSession t;
    t.setStepDelay(0);
    QVERIFY(t.open("lesson-youth-moves"));
    const gs::Tutorial file = gs::readTutorialFile(":/tutorials/lesson-youth-moves.json", VariantRegistry::builtIn().lookup());
    QCOMPARE(t.step()->caption(), file.steps[0].textsIn.value("caption").value("de"));
    int exercise = 0;
    while (!file.steps[exercise].exercise)
        ++exercise;
    for (int i = 0; i < exercise; ++i) {
        t.next();
        QTRY_VERIFY(!t.playing());
    }
    QVERIFY(t.awaitingAnswer());
    QCOMPARE(t.exercise()->prompt(), file.steps[exercise].textsIn.value("prompt").value("de"));
    QVERIFY(Language::instance().choose("fr"));
    QCOMPARE(t.exercise()->prompt(), file.steps[exercise].textsIn.value("prompt").value("fr"));
    QVERIFY(Language::instance().choose("en"));
    QCOMPARE(t.exercise()->prompt(), file.steps[exercise].prompt);
    QVERIFY(Language::instance().choose(""));
}

QTEST_MAIN(TestControllers)
// The editor's palette offers each counter as it starts in the variant: the classic 1, 9 and
// 10 as First Teamers (issue 32: the 9 and 10 were placed as Youth Counters), and placing the
// palette's 9 puts a First Teamer on the pitch.
void TestControllers::thePaletteOffersCountersAsTheyStart()
{
    const QStringList classicTokens = positionfields::paletteTokens(classic().variant());
    QCOMPARE(classicTokens.size(), 26);
    for (const char* t : {"w1+", "b1+", "w9+", "b9+", "w10+", "b10+", "w2", "b11", "ws", "bs", "wx", "bx"})
        QVERIFY2(classicTokens.contains(t), t);
    QVERIFY(!classicTokens.contains("w9") && !classicTokens.contains("w10"));
    PositionEditor e;
    QCOMPARE(e.paletteTokens("classic"), classicTokens);
    e.clear();
    const int d5 = e.squareAt("d5");
    e.placeAt(d5, classicTokens.at(classicTokens.indexOf("w9+")));
    QCOMPARE(e.status()->selectedCounter(), QString("w9+"));
}

#include "tst_controllers.moc"

// A session follows the settings it is given, and only those: the app's own stay out of it.
void TestControllers::settingsArePassedIn()
{
    Settings prefs(Settings::Keeping::InMemory);
    prefs.setDefaultStrength("Beginner");
    prefs.setDefaultVariant("quick");
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("prefs.gsr"));
    s.setComputerDelay(0);
    QSignalSpy changed(&s, &GameController::settingsChanged);
    s.setSettings(&prefs);
    s.setSettings(&prefs);
    QCOMPARE(changed.count(), 1);
    QVERIFY(s.newGame({{"seed", "4"}, {"side", "white"}}));
    QCOMPARE(s.scoreboard()->variantName(), QString("Quick"));
    QVERIFY(s.scoreboard()->blackName().contains(strengths::label(*strengths::named("Beginner"))));
    // Play the first move, then Undo is offered; the session's settings turn it off, the app's do not.
    QVERIFY(s.playMove(s.legalMoves().front()));
    QTRY_VERIFY(s.humanToAct());
    QVERIFY(s.review()->canUndo());
    const bool appUndo = Settings::instance().undoAllowed();
    Settings::instance().setUndoAllowed(false);
    QVERIFY(s.review()->canUndo());
    Settings::instance().setUndoAllowed(appUndo);
    prefs.setUndoAllowed(false);
    QVERIFY(!s.review()->canUndo());
    // Settings that go away leave the defaults (Undo allowed), not a dangling pointer.
    {
        Settings shortLived(Settings::Keeping::InMemory);
        shortLived.setUndoAllowed(false);
        s.setSettings(&shortLived);
        QVERIFY(!s.review()->canUndo());
    }
    QVERIFY(s.settings() != nullptr);
    QVERIFY(s.settings()->undoAllowed());
    QVERIFY(s.review()->canUndo());
}

void TestControllers::gameOptionsAreCheckedBeforeAnythingChanges()
{
    Game last;
    last.hotSeat = true;
    last.strength = "Club";
    const auto bad = [&](const QVariantMap& o, const QString& named) {
        const GameOptions::Checked c = GameOptions::forNewGame(o, last, "classic");
        QVERIFY2(!c.game && c.error.contains(named), qPrintable(c.error));
    };
    bad({{"variant", "nowhere"}}, "nowhere");
    bad({{"strength", "Grandmaster"}}, "Grandmaster");
    bad({{"seed", "12x"}}, "12x");
    GameOptions::Checked c = GameOptions::forNewGame({{"seed", " 9 "}}, last, "quick");
    QVERIFY(c.game);
    QCOMPARE(c.seedText, QString("9"));
    QCOMPARE(c.game->seed, quint64(9));
    QCOMPARE(c.game->rules->id(), std::string("quick"));
    QVERIFY(c.game->hotSeat);  // what the options leave out stays as it was
    QCOMPARE(c.game->strength, QString("Club"));
    QCOMPARE(formatGpn(c.game->now()), formatGpn(State::deal(*c.game->rules, 9)));
    c = GameOptions::forNewGame({{"opponent", "computer"}, {"side", "black"}}, last, "classic");
    QVERIFY(c.game && !c.game->hotSeat && c.game->human == Side::Black && c.game->history.size() == 1);

    c = GameOptions::forPosition("not a position", {}, last);
    QVERIFY(!c.game && !c.error.isEmpty());
    c = GameOptions::forPosition(QString::fromStdString(formatGpn(State::deal(classic(), 3))), {{"strength", "Grandmaster"}}, last);
    QVERIFY(!c.game && c.error.contains("Grandmaster"));
    const QString view = QString::fromStdString(formatGpn(State::deal(classic(), 3).view(Side::White)));
    c = GameOptions::forPosition(view, {{"opponent", "computer"}}, last);
    QVERIFY(c.game && !c.game->hotSeat && c.game->startGpn == view);
    QVERIFY(!c.game->now().hasHiddenIdentities());  // the unknowns are dealt
    // A seed deals the unknowns the same way every time; a bad one is refused.
    const GameOptions::Checked seeded = GameOptions::forPosition(view, {{"seed", "36"}}, last);
    QVERIFY(seeded.game);
    QCOMPARE(seeded.game->seed, quint64(36));
    QCOMPARE(formatGpn(GameOptions::forPosition(view, {{"seed", "36"}}, last).game->now()), formatGpn(seeded.game->now()));
    c = GameOptions::forPosition(view, {{"seed", "36x"}}, last);
    QVERIFY2(!c.game && c.error.contains("36x"), qPrintable(c.error));
}

void TestControllers::moveEntryWaitsForConfirmInItsOwnPosition()
{
    const State s = State::deal(classic(), 21);
    MoveList moves;
    s.legalMoves(moves);
    const Move first = moves[0];
    QCOMPARE(first.kind, MoveKind::Step);
    MoveEntry entry;
    entry.reset(s);
    QCOMPARE(entry.selected(), -1);
    QVERIFY(!entry.click(s, 1, first.from, false));
    QCOMPARE(entry.selected(), int(first.from));
    // Without Confirm the move is played at once.
    QCOMPARE(entry.click(s, 1, first.to, false), std::optional(first));
    // With Confirm it waits, but only in the position it was made in.
    entry.select(first.from);
    QVERIFY(!entry.click(s, 1, first.to, true));
    QCOMPARE(entry.waiting(s, 1), std::optional(first));
    QVERIFY(!entry.waiting(s, 2));
    State after = s;
    after.apply(first);
    QVERIFY(!entry.waiting(after, 1) || after.isLegal(first));
    // A second click on its target plays it.
    QCOMPARE(entry.click(s, 1, first.to, true), std::optional(first));
    QVERIFY(!entry.waiting(s, 1));
    entry.select(first.from);
    QVERIFY(!entry.click(s, 1, first.to, true));
    entry.forgetWaiting();
    QVERIFY(!entry.waiting(s, 1));
}

void TestControllers::playerSeatsFollowWhoSitsWhere()
{
    Game g;
    g.rules = &classic();
    g.history = {State::deal(classic(), 8)};
    g.seed = 8;
    g.hotSeat = true;
    PlayerSeats seats;
    seats.fill(g, 0);
    QVERIFY(!seats.isComputer(Side::White) && !seats.isComputer(Side::Black));
    g.hotSeat = false;
    g.human = Side::Black;
    g.strength = "Beginner";
    seats.fill(g, 0);
    QVERIFY(seats.isComputer(Side::White) && !seats.isComputer(Side::Black));
    QSignalSpy chose(&seats, &PlayerSeats::chose);
    QSignalSpy thinking(&seats, &PlayerSeats::thinkingChanged);
    seats.offerTurn(g);
    QVERIFY(seats.thinking());
    QTRY_COMPARE(chose.count(), 1);
    QCOMPARE(chose.front().at(0).value<Side>(), Side::White);
    QVERIFY(g.now().isLegal(chose.front().at(1).value<Move>()));
    QVERIFY(!seats.thinking());
    QCOMPARE(thinking.count(), 2);
    // Stopped: the turn offered is never answered.
    seats.setDelay(40);
    seats.offerTurn(g);
    const auto* white = qobject_cast<const ComputerSeat*>(seats.seat(Side::White));
    QVERIFY(white);
    QVERIFY(white->waiting());
    seats.stop();
    QVERIFY(!seats.thinking());
    QVERIFY(!white->waiting());
    QVERIFY(!white->search().busy());
    QCoreApplication::processEvents();
    QCOMPARE(chose.count(), 1);
}

void TestControllers::hintKeepsOnlyAMoveStillLegal()
{
    const State s = State::deal(classic(), 6);
    HintSearch hint;
    QSignalSpy found(&hint, &HintSearch::found);
    hint.start(PublicHistory::startingAt(s.view(Side::White), Side::White), 1);
    QVERIFY(hint.busy());
    QTRY_COMPARE(found.count(), 1);
    const Move m = found.front().front().value<Move>();
    QVERIFY(hint.accept(s, m));
    QVERIFY(!hint.text().isEmpty());
    QCOMPARE(hint.square(), int(m.to));
    State moved = s;
    moved.apply(m);
    QVERIFY(!hint.accept(moved, m));  // the counter is no longer where the hint found it
    QVERIFY(hint.text().isEmpty());
    QCOMPARE(hint.square(), -1);
}

// The chapter list's progress: steps reached (never going back), done at the last step,
// exercises solved unaided (each once), all of it kept in QSettings and forgotten on request.
void TestControllers::tutorialProgressIsKeptAndForgotten()
{
    QSettings().remove("tutorials");
    TutorialCatalog catalog;
    catalog.reload(dir_.filePath("no-user-tutorials"));
    QVERIFY(catalog.problems().isEmpty());
    QVERIFY(catalog.list().size() >= 8);
    const QVariantMap first = catalog.list().front().toMap();
    const QString id = first.value("id").toString();
    const int steps = first.value("steps").toInt();
    QVERIFY(steps >= 3);
    const auto entry = [&catalog, &id] {
        for (const QVariant& v : catalog.list())
            if (v.toMap().value("id") == id)
                return v.toMap();
        return QVariantMap();
    };
    QCOMPARE(entry().value("reached").toInt(), 0);
    QVERIFY(!entry().value("done").toBool());
    QVERIFY(catalog.markReached(id, 1, steps));
    QCOMPARE(entry().value("reached").toInt(), 2);
    QVERIFY(!catalog.markReached(id, 0, steps));  // going back changes nothing
    QCOMPARE(entry().value("reached").toInt(), 2);
    QVERIFY(catalog.markSolvedUnaided(id, 1));
    QVERIFY(!catalog.markSolvedUnaided(id, 1));  // counted once
    QCOMPARE(entry().value("unaided").toInt(), 1);
    QVERIFY(catalog.markReached(id, steps - 1, steps));
    QVERIFY(entry().value("done").toBool());
    // Kept: a new catalog (the next start) reads the same progress.
    TutorialCatalog next;
    next.reload(dir_.filePath("no-user-tutorials"));
    QCOMPARE(next.list().front().toMap().value("reached").toInt(), steps);
    QVERIFY(next.list().front().toMap().value("done").toBool());
    next.forgetProgress();
    next.reload(dir_.filePath("no-user-tutorials"));
    QCOMPARE(next.list().front().toMap().value("reached").toInt(), 0);
    QVERIFY(!next.list().front().toMap().value("done").toBool());
    QCOMPARE(next.list().front().toMap().value("unaided").toInt(), 0);
    QCOMPARE(next.fileOf(id), first.value("file").toString());
    QCOMPARE(next.fileOf("no-such-tutorial"), QString());
}

void TestControllers::theHintSaysWhyFromWhatItsSideSees_data()
{
    QTest::addColumn<QString>("gpn");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("reason");  // the whole phrase, or its start when it ends in "…"
    const QString top = "...b1+.../...b11.../";
    const QString bottom = "/w7w2w11w4w8wsw6/...w3.../...w1+...";
    QTest::newRow("a hidden counter") << top + "b2b3b4bsb6b7b8/..b9+.b10+../......./......./..w9+.w10+.." + bottom + " w f 1 0-0 5,5 classic"
                                      << "c7c8" << "a hidden counter: Star Player …";
    QTest::newRow("a revealed goalscorer") << top + "b2b3b7!bsb6b4b8/..b9+.b10+../......./......./..w9+.w10+.." + bottom + " w f 1 0-0 5,5 classic"
                                           << "c7c8" << "their 7: a goal";
    QTest::newRow("the revealed Star Player") << top + "b2b3b4bs!b6b7b8/..b9+.b10+../......./......./..w9+.w10+.." + bottom + " w f 1 0-0 5,5 classic"
                                              << "c7d8" << "their Star Player: two goals and the game";
    QTest::newRow("your Star Player runs") << top + "b2b3b4bsb6b7b8/..b9+.b10+../......./......./..w9+.w10+.." + bottom + " w y 1 0-0 5,5 classic"
                                           << "f3f4" << "your Star Player runs on: 6 rows to the Goal Line";
    QTest::newRow("meeting a runner") << top + "b2b3b4bs.b7b8/..b9+.b10+../......./......./..w9+b6w10+.." + bottom + " w f 1 0-0 5,5 classic"
                                      << "e4e5" << "it meets the hidden counter on d4 (Star Player …";
    // tst_defence's first cut-off position: White's 9 on d5 reaches the a-file runner's path
    // only by c4.
    QTest::newRow("cutting off a runner") << "...b1+.../......b2/......./......./......./...w9+.../bs....../..ws...w4/......./......w1+ w f 8 0-0 -,- classic"
                                          << "d5c4" << "it cuts off the hidden counter on a4 before it can reach your Goal Line (Star Player …";
    QTest::newRow("a Debut Move next") << "...b1+.../w7....../......./......./......./......./bs....../..ws..../......./...w1+... w y 1 0-0 -,- classic"
                                       << "a9a10" << "your 7 reaches their Goal Line: promoted, with a First Team Debut Move next";
    QTest::newRow("promoted, no Debut Move") << "...b1+.../w9....../......./......./......./......./bs....../..ws..../......./...w1+... w y 1 0-0 -,- no-debut"
                                             << "a9a10" << "your 9 reaches their Goal Line: promoted to First Teamer";
    QTest::newRow("nothing to say") << top + "b2b3b4bsb6b7b8/..b9+.b10+../......./......./..w9+.w10+.." + bottom + " w f 1 0-0 5,5 classic"
                                    << "d1c1" << "";
}

// The Hint's reason comes from the side's own view and odds: the same for any deal of what
// it cannot see (here the view itself is what the history holds).
void TestControllers::theHintSaysWhyFromWhatItsSideSees()
{
    QFETCH(QString, gpn);
    QFETCH(QString, move);
    QFETCH(QString, reason);
    const State full = parseGpn(gpn.toStdString(), registry().lookup());
    const PublicHistory seen = PublicHistory::startingAt(full, Side::White);
    const QString said = HintReason::of(seen, parseMove(move.toStdString(), full.rules()), 7);
    if (reason.endsWith(QChar(0x2026)))
        QVERIFY2(said.startsWith(reason.chopped(1)), qPrintable(said));
    else
        QCOMPARE(said, reason);
    // Never from hidden identities: every deal of what White cannot see says the same.
    Rng rng(3);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(HintReason::of(PublicHistory::startingAt(seen.now().determinize(rng), Side::White), parseMove(move.toStdString(), full.rules()), 7), said);
}

// The log is rebuilt from the moves on a language switch; "Move taken back" is not a move, and
// used to vanish from it.
void TestControllers::aTakeBackStaysInTheLogThroughALanguageSwitch()
{
    Settings prefs(Settings::Keeping::InMemory);
    prefs.setUndoAllowed(true);
    GameSession s;
    s.setSettings(&prefs);
    s.files()->setAutosavePath(dir_.filePath("taken-back.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"seed", "9"}, {"opponent", "computer"}, {"side", "white"}, {"strength", "Beginner"}}));
    QVERIFY(s.playMove(s.legalMoves().front()));
    QVERIFY(s.playMove(s.legalMoves().front()));
    QTRY_VERIFY(s.humanToAct());
    s.undo();
    const auto lines = [&s] {
        QStringList out;
        for (int i = 0; i < s.log()->rowCount(); ++i)
            out << s.log()->data(s.log()->index(i), LogModel::TextRole).toString();
        return out;
    };
    QCOMPARE(lines().count("Move taken back"), 1);
    QCOMPARE(lines().last(), QString("Move taken back"));
    QVERIFY(Language::instance().choose("de"));
    QCOMPARE(lines().count("Zug zurückgenommen"), 1);
    QCOMPARE(lines().last(), QString("Zug zurückgenommen"));
    QVERIFY(Language::instance().choose("en"));
    QCOMPARE(lines().count("Move taken back"), 1);
    // Played on, it stays where it was; a new game forgets it.
    QVERIFY(s.playMove(s.legalMoves().front()));
    QVERIFY(Language::instance().choose("de"));
    QVERIFY(Language::instance().choose("en"));
    QCOMPARE(lines().count("Move taken back"), 1);
    QVERIFY(lines().last() != "Move taken back");
    QVERIFY(s.newGame({{"seed", "10"}}));
    QCOMPARE(lines().count("Move taken back"), 0);
}

void TestControllers::undoGoesToTheHumansLastTurnButNotBeforeAReveal()
{
    Game g;
    g.rules = &classic();
    g.human = Side::White;
    g.history = {State::deal(classic(), 10)};
    QVERIFY(!GameValues::undoTarget(g, 0));  // nothing played yet
    Rng rng(10);
    while (g.history.size() < 12) {
        State next = g.now();
        const Move m = next.randomLegalMove(rng);
        next.apply(m);
        g.moves.push_back(m);
        g.history.push_back(next);
    }
    // The target is the start of White's last turn before now, and never below the floor.
    const auto target = GameValues::undoTarget(g, 0);
    QVERIFY(target);
    const size_t t = *target;
    QCOMPARE(g.history[t].toAct(), Side::White);
    QVERIFY(t == 0 || g.history[t - 1].toAct() != Side::White);
    for (size_t i = t + 1; i + 1 < g.history.size(); ++i)
        QVERIFY2(!(g.history[i].toAct() == Side::White && g.history[i - 1].toAct() != Side::White), "a later turn start was skipped");
    QVERIFY(!GameValues::undoTarget(g, g.history.size() - 1));
    QVERIFY(!GameValues::undoTarget(g, t + 1) || *GameValues::undoTarget(g, t + 1) > t);
}

// The phase list's names come from C++ (QML holds no GPN phase tokens) and follow a language
// switch at once, as the verdict on the position does.
void TestControllers::editorNamesPhasesInTheUsersLanguage()
{
    QVERIFY(Language::instance().choose("en"));
    PositionEditor e;
    const QStringList choices = e.status()->phaseChoices();
    const QStringList english = e.status()->phaseLabels();
    QCOMPARE(english.size(), choices.size());
    QCOMPARE(english.at(choices.indexOf("y")), QString("Move 1 (Youth Counter)"));
    QCOMPARE(english.at(choices.indexOf("end")), QString("Game over"));
    QSignalSpy labels(e.status(), &EditorStatus::phaseLabelsChanged);
    QSignalSpy choicesSpy(e.status(), &EditorStatus::phaseChoicesChanged);
    QVERIFY(Language::instance().choose("de"));
    QCOMPARE(labels.count(), 1);
    QCOMPARE(choicesSpy.count(), 0);
    const QStringList german = e.status()->phaseLabels();
    QCOMPARE(german.size(), choices.size());
    QVERIFY(german.at(choices.indexOf("y")) != english.at(choices.indexOf("y")));
    QVERIFY(std::none_of(german.begin(), german.end(), [](const QString& l) { return l.isEmpty() || l.contains('%'); }));
    QVERIFY(Language::instance().choose(""));
}

void TestControllers::editHistoryKeepsItsLimitAndForgetsRedoOnAnEdit()
{
    EditHistory<int> h(3);
    QVERIFY(!h.canUndo() && !h.undo(0));
    int value = 0;
    for (int next = 1; next <= 5; ++next) {
        h.edited(value);
        value = next;
    }
    QCOMPARE(h.undo(value), std::optional(4));
    QCOMPARE(h.undo(4), std::optional(3));
    QCOMPARE(h.undo(3), std::optional(2));
    QVERIFY(!h.undo(2));  // only 3 steps kept
    QCOMPARE(h.redo(2), std::optional(3));
    QVERIFY(h.canRedo());
    h.edited(3);  // an edit after undo: what could be redone is gone
    QVERIFY(!h.canRedo() && !h.redo(7));
    QCOMPARE(h.undo(7), std::optional(3));
}

void TestControllers::positionFilesNameTheFileAndKeepNothingHalfDone()
{
    const QString start = QString::fromStdString(formatGpn(State::deal(classic(), 2)));
    const QUrl good = QUrl::fromLocalFile(dir_.filePath("opening.gpn"));
    QCOMPARE(PositionFiles::save(good, start), QString());
    QFile f(good.toLocalFile());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), start + "\n");
    f.close();
    // Comments and blank lines before the position are skipped.
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(("# a tutorial start\n\n" + start + "\n").toUtf8());
    f.close();
    PositionFiles::Opened opened = PositionFiles::open(good);
    QCOMPARE(opened.error, QString());
    QCOMPARE(opened.gpn, start);
    // A file with no valid position, or none at all, is refused with its name.
    const QUrl bad = QUrl::fromLocalFile(dir_.filePath("broken.gpn"));
    QCOMPARE(PositionFiles::save(bad, "not a position"), QString());
    opened = PositionFiles::open(bad);
    QVERIFY(opened.gpn.isEmpty() && opened.error.startsWith("broken.gpn: "));
    opened = PositionFiles::open(QUrl::fromLocalFile(dir_.filePath("missing.gpn")));
    QVERIFY(opened.gpn.isEmpty() && opened.error.startsWith("missing.gpn: "));
    // Saving into a folder that cannot be written leaves no file and says why.
    const QString why = PositionFiles::save(QUrl::fromLocalFile(dir_.filePath("no/such/folder/x.gpn")), start);
    QVERIFY2(why.contains("x.gpn"), qPrintable(why));
    QVERIFY(!QFile::exists(dir_.filePath("no/such/folder/x.gpn")));
}

// Options left out keep the last game's, the variant too: a rematch of a Quick game, or a new
// game after opening one, is Quick again.
void TestControllers::aRematchKeepsTheVariant()
{
    GameSession s;
    s.files()->setAutosavePath(dir_.filePath("rematch.gsr"));
    s.setComputerDelay(0);
    QVERIFY(s.newGame({{"variant", "quick"}, {"seed", "5"}, {"opponent", "human"}}));
    const std::string start = formatGpn(s.positions().front());
    s.rematch();
    QCOMPARE(s.scoreboard()->variantName(), QString("Quick"));
    QCOMPARE(formatGpn(s.positions().front()), start);
    QVERIFY(s.newGame({{"seed", "5"}}));
    QCOMPARE(s.positions().front().rules().id(), std::string("quick"));
    QVERIFY(s.startFromPosition(QString::fromStdString(formatGpn(State::deal(classic(), 3)))));
    QVERIFY(s.newGame({}));
    QCOMPARE(s.positions().front().rules().id(), std::string("classic"));
}
