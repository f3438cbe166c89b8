// The Play room: the real game screen clicked through (a whole game against the computer,
// Penalty and Offside choices, a substitution and its Debut Move, the hot-seat hand-over,
// resuming after a restart, keyboard play and drag and drop, undo, the Hint, the dialogs),
// and inside the whole window: manual setup by clicks, clocks that pass a turn or lose the
// game, and the Scout report.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Play"

    // A test that failed half-way leaves no other language or window size to the next.
    function cleanup() {
        Language.choose("");
        test.Window.window.width = test.width = 1180;
        test.Window.window.height = test.height = 820;
    }

    Component {
        id: viewComponent
        GameView {
            width: test.width
            height: test.height
            autoStart: false
        }
    }

    property int saves: 0

    function makeView(extra) {
        const props = Object.assign({autosavePath: testDir + "/autosave-" + (++saves) + ".gsr"}, extra || {});
        const v = createTemporaryObject(viewComponent, test, props);
        verify(v, "the game screen loads");
        v.session.computerDelay = 0;
        v.forceActiveFocus();
        return v;
    }

    function square(v, name) {
        const s = findChild(v, "square_" + name);
        verify(s, "square " + name);
        return s;
    }

    function click(v, name) { mouseClick(square(v, name)); }

    // Plays one legal move of the human the way a person would: clicks, or the dialog's button.
    function playByClicks(v, move) {
        if (move === "sub" || move === "nosub") {
            tryVerify(() => findChild(v, move === "sub" ? "substituteButton" : "keepButton") !== null);
            mouseClick(findChild(v, move === "sub" ? "substituteButton" : "keepButton"));
        } else if (move === "pass") {
            verify(v.session.playMove("pass"));
        } else if (move[0] === "@") {
            click(v, move.slice(1));
        } else {
            const m = move.match(/^([a-l][0-9]+)([a-l][0-9]+)$/);
            verify(m, move);
            if (v.session.status.phase !== "d")
                click(v, m[1]);
            verify(square(v, m[1]).selected, "selected " + m[1]);
            click(v, m[2]);
        }
    }

    // Post-game analysis: White's 9 could capture the revealed Star Player and stepped back;
    // after the game, Analyse marks that move, the chart jumps the review to it, and the pitch
    // shows the capture as the better move. A long analysis can be cancelled.
    function test_analysisMarksTheCostlyMove() {
        const v = makeView();
        verify(v.session.startFromPosition("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic",
                                           {opponent: "computer", side: "white", strength: "Beginner"}));
        click(v, "d5");
        click(v, "d4");
        tryVerify(() => v.session.status.gameOver, 5000, "White, with no Youth Counter left, cannot make its next move");
        const analyse = findChild(v, "analyseButton");
        tryVerify(() => analyse.visible);
        mouseClick(analyse);
        const a = v.analysis;
        tryVerify(() => a.ready, 10000, "the analysis finishes");
        // A point for every position, the last one the result itself (White lost: 0).
        compare(a.points.length, v.session.review.reviewLength + 1);
        // The grade sits on the move it grades (x = moves played), not on the position before.
        compare(a.points[0].verdict, "");
        compare(a.points[1].verdict, "blunder");
        verify(a.points[a.points.length - 1].final);
        verify([0, 50, 100].indexOf(a.points[a.points.length - 1].chance) >= 0, "the result, not an estimate: " + a.points[a.points.length - 1].chance);
        compare(findChild(v, "analysisSummary").text, "no inaccuracies, no mistakes, 1 blunder");
        verify(v.session.review.reviewing, "the review is open");
        // A click on the blunder's dot: the position after the blunder, with its note and the
        // better move's arrow.
        v.session.reviewGoTo(v.session.review.reviewLength);
        const area = findChild(v, "analysisChartArea");
        const chart = findChild(v, "analysisChart");
        waitForRendering(chart);
        const dot = chart.series("blunders");
        compare(dot.count, 1);
        const at = chart.mapToPosition(dot.at(0), dot);
        compare(dot.at(0).x, 1);
        mouseClick(area, at.x, at.y);
        compare(v.session.review.reviewIndex, 1);
        const note = findChild(v, "analysisNote");
        verify(/^Move 1, a blunder: d5–d4 gave an expected result of \d+%; d5–e6 \(the arrow\) gave 100%\.$/.test(note.text), note.text);
        // The review's line names the move by its turn, the side panel's unit.
        verify(v.session.status.prompt.startsWith("Review, turn 5, Move 2: "), v.session.status.prompt);
        compare(findChild(v, "pitch").arrows.length, 1);
        compare(findChild(v, "pitch").arrows[0].to, v.session.squareAt("e6"));
        // The diagram shared from here shows what the pitch shows: the move just played (its
        // squares tinted) and the better move's arrow (it showed neither).
        const svgUrl = testFiles.write("review-diagram.svg", "");
        verify(findChild(v, "gameShare").exporter.saveDiagram(svgUrl));
        const svg = testFiles.read(svgUrl);
        verify(svg.indexOf("#fff59d") >= 0, "the last move's squares");
        verify(svg.indexOf("#ffb300") >= 0, "the better move's arrow");
        // A language switch rewords the finished analysis: its summary and the note.
        const englishNote = note.text;
        verify(Language.choose("de"));
        compare(findChild(v, "analysisSummary").text, "keine Ungenauigkeiten, keine Fehler, 1 Patzer");
        verify(note.text !== englishNote && note.text.indexOf("d5–e6") >= 0, note.text);
        verify(Language.choose("en"));
        compare(note.text, englishNote);
        shot(v, "09-analysis");
        // Elsewhere in the review: no note, no arrow where nothing was costly.
        v.session.reviewGoTo(0);
        verify(!note.visible);
        compare(findChild(v, "pitch").arrows.length, 0);
        // A long analysis stops at Cancel and leaves nothing half-done on screen.
        a.deals = 2000000;
        mouseClick(findChild(v, "toolAnalyse"));
        tryVerify(() => a.running);
        mouseClick(findChild(v, "analysisCancel"));
        verify(!a.running && !a.ready);
        verify(!findChild(v, "analysisPanel").visible);
        // A new game forgets the old analysis.
        a.deals = 50;
        mouseClick(findChild(v, "toolAnalyse"));
        tryVerify(() => a.ready, 10000);
        verify(v.session.saveRecord("file://" + testDir + "/analysed.gsr"));
        verify(v.session.openRecord("file://" + testDir + "/analysed.gsr"));
        verify(!a.ready, "an opened record is another game");
        mouseClick(findChild(v, "toolAnalyse"));
        tryVerify(() => a.ready, 10000);
        v.session.newGame({seed: "3"});
        verify(!a.ready && !findChild(v, "analysisPanel").visible);
    }

    function test_fullGameAgainstTheComputer() {
        const v = makeView();
        v.session.newGame({seed: "11", opponent: "computer", strength: "Beginner", side: "white"});
        compare(v.session.status.humanToAct, true);
        // The bench: your Substitute by its number, the computer's hidden.
        verify(/^[0-9]+$/.test(v.session.scoreboard.whiteSubstitute), v.session.scoreboard.whiteSubstitute);
        compare(v.session.scoreboard.blackSubstitute, "?");
        const ownBench = findChild(v, "benchCounter_white"), theirBench = findChild(v, "benchCounter_black");
        verify(ownBench.visible && !ownBench.hidden);
        compare(ownBench.label, v.session.scoreboard.whiteSubstitute);
        verify(theirBench.visible && theirBench.hidden);
        shot(v, "01-start");
        let plies = 0;
        while (!v.session.status.gameOver) {
            tryVerify(() => v.session.status.humanToAct || v.session.status.gameOver, 5000, "the computer answers");
            if (v.session.status.gameOver)
                break;
            const before = v.session.log.rowCount();
            const moves = v.session.status.legalMoves;
            verify(moves.length > 0);
            // Prefer captures and promotions to keep the game lively; otherwise the first move.
            playByClicks(v, moves[plies % moves.length]);
            verify(v.session.log.rowCount() > before, "the move is in the event log");
            ++plies;
            verify(plies < 400, "the game ends");
        }
        const overlay = findChild(v, "gameOverOverlay");
        tryVerify(() => overlay.visible);
        verify(findChild(v, "resultLabel").text.length > 0);
        // After the final whistle the computer's Substitute is shown too (unless it came on).
        verify(v.session.scoreboard.blackSubstitute !== "?");
        if (v.session.scoreboard.blackSubstitute !== "")
            verify(!theirBench.hidden && theirBench.label === v.session.scoreboard.blackSubstitute);
        // "See the pitch" folds the box into a bar at the top: the middle of the pitch is clear.
        const middle = square(v, "d5");
        const covers = () => {
            const a = overlay.mapToItem(v, 0, 0), b = middle.mapToItem(v, 0, 0);
            return a.y < b.y + middle.height && b.y < a.y + overlay.height;
        };
        verify(covers(), "the box first sits over the middle of the pitch");
        mouseClick(findChild(v, "closeOverlayButton"));
        verify(overlay.visible && overlay.folded);
        tryVerify(() => !covers(), 1000, "folded, it leaves the middle rows in sight");
        // ... and the goal at the top, at this size and the window's smallest (it sat on it).
        const pitchItem = findChild(v, "pitch");
        const overGoal = () => {
            const g = pitchItem.topGoal, a = overlay.mapToItem(pitchItem, 0, 0);
            return a.x < g.x + g.width && g.x < a.x + overlay.width && a.y < g.y + g.height && g.y < a.y + overlay.height;
        };
        verify(!overGoal(), "the folded bar keeps off the top goal");
        test.Window.window.width = test.width = 900;
        test.Window.window.height = test.height = 600;
        tryVerify(() => v.width === 900);
        waitForRendering(v);
        verify(!overGoal(), "the folded bar keeps off the top goal at 900×600");
        test.Window.window.width = test.width = 1180;
        test.Window.window.height = test.height = 820;
        tryVerify(() => v.width === 1180);
        shot(v, "game-over-folded");
        verify(findChild(v, "gameOverBar").visible);
        mouseClick(findChild(v, "unfoldOverlayButton"));
        verify(!overlay.folded);
        verify(findChild(v, "rematchButton").visible);
        // The event log still shows its newest line (the result) after the panel changed.
        const log = findChild(v, "eventLog");
        verify(log.contentHeight > log.height, "the log has scrolled");
        tryVerify(() => log.atYEnd, 1000, "the newest line of the log is in sight");
        // Every identity is revealed at the end.
        for (let f = 0; f < 7; ++f)
            for (let r = 1; r <= 10; ++r)
                verify(!square(v, String.fromCharCode(97 + f) + r).hidden, "nothing stays hidden");
        shot(v, "05-game-over");
        mouseClick(findChild(v, "reviewButton"));
        compare(v.session.review.reviewing, true);
        const back = findChild(v, "reviewBack");
        tryVerify(() => back.visible && back.width > 0 && back.x > 0, 2000, "the toolbar is laid out");
        mouseClick(back);
        compare(v.session.review.reviewIndex, v.session.review.reviewLength - 1);
        keyClick(Qt.Key_Left);
        compare(v.session.review.reviewIndex, v.session.review.reviewLength - 2);
        keyClick(Qt.Key_Right);
        compare(v.session.review.reviewIndex, v.session.review.reviewLength - 1);
        shot(v, "06-review");
        v.session.stopReview();
        tryVerify(() => overlay.visible);
        mouseClick(findChild(v, "closeOverlayButton"));
        verify(overlay.folded);
        // The overlay comes back whole when the next game ends.
        verify(v.session.startFromPosition("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic",
                                           {opponent: "computer", side: "white", strength: "Club"}));
        compare(overlay.visible, false);
        verify(v.session.playMove("d5e6"));
        tryVerify(() => overlay.visible);
        verify(!overlay.folded);

    }

    function test_penaltyChoice() {
        const v = makeView();
        verify(v.session.startFromPosition("...b1+.../......./b7.b4.bs../......./......./......./..w9+..../w5....../......./...w1+... w p 5 0-0 -,- classic",
                                           {opponent: "computer", side: "white"}));
        compare(findChild(v, "promptLabel").text, "Penalty — choose one of Black's Youth Counters to remove");
        verify(square(v, "a8").target, "Black's Youth Counters are the choices");
        verify(!square(v, "d10").target, "not a First Teamer");
        compare(square(v, "a8").hidden, true);
        shot(v, "02-penalty");
        const outBefore = v.session.scoreboard.blackOut.length;
        click(v, "a8");
        compare(v.session.scoreboard.whiteScore, 1);  // it was a 7
        // "Goal!" is said above the pitch, not over its top rows.
        const banner = findChild(v, "banner");
        tryVerify(() => banner.visible && banner.opacity > 0.5);
        const bottom = banner.mapToItem(v, 0, banner.height).y;
        const top = square(v, "d10").mapToItem(v, 0, 0).y;
        verify(bottom <= top + 1, "the banner ends at " + bottom + ", the top row starts at " + top);
        compare(square(v, "a8").occupied, false);
        compare(v.session.status.phase, "f");
        compare(v.session.scoreboard.blackOut.length, outBefore + 1);
        verify(v.session.scoreboard.blackOut.indexOf("7") >= 0);
    }

    function test_offsideChoice() {
        const v = makeView();
        verify(v.session.startFromPosition("...b1+.../......./b7.b4.bs../......./......./......./..w9+..../w5....../......./...w1+... w o 5 0-0 -,- classic",
                                           {opponent: "computer", side: "white"}));
        click(v, "c8");
        compare(square(v, "c8").revealed, true);
        compare(square(v, "c8").label, "4");
        compare(square(v, "a8").hidden, true);
        compare(v.session.status.phase, "f");
    }

    function test_substitutionAndDebutMove() {
        const v = makeView();
        verify(v.session.startFromPosition("...b1+.../.w3...../b4....../..b9+..../....bs!../......./..w9+..../......./......./...w1+... w y 12 0-1 7,- classic",
                                           {opponent: "computer", side: "white"}));
        click(v, "b9");
        click(v, "b10");
        const keep = findChild(v, "keepButton");
        tryVerify(() => keep && keep.visible);
        compare(v.session.status.substitution.promotedDebut, "Debut Move: to any square of your own Goalkeeper's Area");
        compare(v.session.status.substitution.substituteDebut, "Debut Move: to any square of the Midfield Area");
        shot(v, "03-substitution");
        mouseClick(findChild(v, "substituteButton"));
        compare(v.session.status.phase, "d");
        compare(square(v, "b10").label, "7");
        verify(square(v, "e6").target, "the Star Player is in reach");
        click(v, "e6");
        compare(v.session.status.gameOver, true);
        compare(v.session.status.resultText, "You win, 2–1");
        compare(v.session.status.reasonText, "The Star Player was captured.");
    }

    function test_hotSeatHandOverHidesIdentities() {
        const v = makeView();
        v.session.newGame({opponent: "human", seed: "3"});
        const cover = findChild(v, "handOverCover");
        compare(cover.visible, true);
        compare(square(v, "d2").hidden, true, "nobody's identities show behind the cover");
        compare(square(v, "d9").hidden, true);
        shot(v, "04-hand-over");
        const ready = findChild(v, "readyButton");
        mouseClick(square(v, "d5"));  // a stray click does not lift the cover
        compare(cover.visible, true);
        tryVerify(() => ready.enabled, 2000);
        mouseClick(ready);
        compare(cover.visible, false);
        compare(square(v, "d2").hidden, false, "White sees its own counters");
        compare(square(v, "d9").hidden, true, "but not Black's");
        playByClicks(v, "a3a4");
        playByClicks(v, "c4c5");
        compare(cover.visible, true, "covered for the hand-over");
        compare(square(v, "d2").hidden, true);
        compare(square(v, "d9").hidden, true);
        verify(!ready.enabled, "not at once after the hand-over");
        keyClick(Qt.Key_Return);
        compare(cover.visible, true, "nor by the key of the player who just moved");
        tryVerify(() => ready.enabled, 2000);
        mouseClick(ready);
        compare(v.session.status.sideToAct, "black");
        compare(square(v, "d9").hidden, false, "Black sees its own counters");
        compare(square(v, "d2").hidden, true, "and not White's");
    }

    function test_resumeAfterRestart() {
        const path = testDir + "/resume.gsr";
        const first = createTemporaryObject(viewComponent, test, {autosavePath: path});
        first.session.computerDelay = 0;
        first.session.newGame({seed: "4", opponent: "computer", strength: "Club", side: "white"});
        playByClicks(first, "a3a4");
        playByClicks(first, "c4c5");
        tryVerify(() => first.session.status.humanToAct, 5000);
        const seen = first.session.status.gpnForViewer;
        const turn = first.session.scoreboard.turn;
        first.destroy();
        wait(0);  // destroy() is deferred: it runs now (an event loop turn, no time waited)

        const second = createTemporaryObject(viewComponent, test, {autosavePath: path, autoStart: true});
        const resume = findChild(second, "resumeButton");
        tryVerify(() => resume && resume.visible, 3000, "the app offers to resume");
        shot(second, "09-resume");
        mouseClick(resume);
        compare(second.session.status.gpnForViewer, seen);
        compare(second.session.scoreboard.turn, turn);
        compare(second.session.status.humanToAct, true);
    }

    function test_keyboardOnlyMove() {
        const v = makeView();
        v.session.newGame({seed: "8", opponent: "computer", side: "white"});
        v.session.cursor = v.session.squareAt("a3");
        keyClick(Qt.Key_Return);
        verify(square(v, "a3").selected);
        keyClick(Qt.Key_Up);
        compare(v.session.cursor, v.session.squareAt("a4"));
        keyClick(Qt.Key_Return);
        compare(v.session.status.phase, "f");
        compare(square(v, "a4").occupied, true);
    }

    function test_dragAndDrop() {
        const v = makeView();
        v.session.newGame({seed: "8", opponent: "computer", side: "white"});
        const from = square(v, "b3"), to = square(v, "b4");
        mousePress(from);
        mouseMove(from, from.width / 2, -from.height * 0.3);
        mouseMove(from, from.width / 2, -from.height * 0.5);
        verify(from.selected, "dragging picks the counter up");
        mouseRelease(from, from.width / 2, -from.height * 0.5);
        compare(v.session.status.phase, "f");
        compare(to.occupied, true);
        compare(from.occupied, false);
        // Dropped off the pitch, the counter goes back.
        const ft = square(v, "c4");
        mousePress(ft);
        mouseMove(ft, -ft.width * 4, ft.height / 2);
        mouseRelease(ft, -ft.width * 4, ft.height / 2);
        compare(v.session.status.phase, "f");
        compare(ft.occupied, true);
    }

    // Pitch markings go under the counters: the centre circle crosses d5 and d6.
    function test_markingsLieUnderTheCounters() {
        const v = makeView();
        v.session.newGame({seed: "11", opponent: "human"});
        const pitch = findChild(v, "pitch");
        const stackIndex = (item) => {
            for (let i = 0; i < pitch.children.length; ++i)
                if (pitch.children[i] === item)
                    return i;
            return -1;
        };
        const circle = findChild(pitch, "centreCircle");
        verify(circle && stackIndex(circle) >= 0);
        for (const name of ["d5", "d6", "a1", "d1"]) {
            const sq = square(v, name);
            verify(stackIndex(sq) >= 0, name);
            verify(circle.z < sq.z || (circle.z === sq.z && stackIndex(circle) < stackIndex(sq)), "the centre circle is drawn under " + name);
        }
    }

    function test_undoLastTurn() {
        const v = makeView();
        v.session.newGame({seed: "9", opponent: "computer", side: "white", strength: "Club"});
        playByClicks(v, "a3a4");
        playByClicks(v, "c4c5");
        tryVerify(() => v.session.status.humanToAct, 5000);
        compare(v.session.scoreboard.turn, 2);
        const undo = findChild(v, "toolUndo");
        verify(undo.enabled);
        mouseClick(undo);
        compare(v.session.scoreboard.turn, 1);
        compare(v.session.status.phase, "y");
        compare(square(v, "a3").occupied, true);
        compare(square(v, "a4").occupied, false);
    }

    function test_blackAgainstTheComputerSeesThePitchFlipped() {
        const v = makeView();
        v.session.newGame({seed: "2", opponent: "computer", side: "black", strength: "Beginner"});
        tryVerify(() => v.session.status.humanToAct, 5000, "White (the computer) opens");
        compare(v.session.status.sideToAct, "black");
        verify(v.session.board.flipped);
        verify(square(v, "d10").y > square(v, "d1").y, "Black's Goal Line at the bottom");
        compare(square(v, "d9").hidden, false);
    }

    // The computer searches off the UI thread. Its search here is made to go on until it is
    // stopped (a budget of 100,000,000 iterations), so nothing below races it: while it thinks,
    // the window opens a dialog, takes keys and draws frames; then a new game stops it, and no
    // move of the old game lands. A search on the UI thread would not let newGame() return.
    function test_interfaceAnswersWhileTheComputerThinks() {
        const v = makeView();
        v.session.computerSpec = "ismcts:iterations=100000000";
        v.session.newGame({seed: "6", opponent: "computer", side: "black", strength: "Strong"});
        tryVerify(() => v.session.status.thinking, 5000);
        compare(findChild(v, "promptLabel").text, "The computer is thinking…");
        mouseClick(findChild(v, "toolRules"));
        const rules = findChild(v, "rulesDialog");
        tryVerify(() => rules.opened, 5000, "the dialog opens while the search runs");
        waitForRendering(rules.contentItem);
        rules.close();
        tryVerify(() => !rules.visible, 5000);
        const flipped = v.session.board.flipped;
        v.forceActiveFocus();
        keyClick(Qt.Key_F);
        compare(v.session.board.flipped, !flipped, "a key is answered");
        waitForRendering(v);
        verify(v.session.status.thinking, "the search is still running");
        compare(v.session.scoreboard.turn, 1);
        compare(v.session.status.sideToAct, "white");
        // A new game stops the search in flight; the old game's computer never moves.
        v.session.computerSpec = "";
        v.session.newGame({seed: "8", opponent: "computer", side: "white", strength: "Club"});
        compare(v.session.status.thinking, false);
        compare(v.session.status.humanToAct, true);
        compare(v.session.scoreboard.turn, 1);
        compare(v.session.status.phase, "y");
        // And the computer of the new game answers as usual.
        playByClicks(v, "a3a4");
        playByClicks(v, "c4c5");
        tryVerify(() => v.session.status.humanToAct, 5000, "the computer answers");
        compare(v.session.scoreboard.turn, 2);
        compare(v.session.status.sideToAct, "white");
    }

    function test_hintSuggestsALegalMove() {
        const v = makeView();
        v.session.newGame({seed: "12", opponent: "computer", side: "white", strength: "Club"});
        const log = findChild(v, "eventLog");
        for (let i = 0; i < 80 && (log.contentHeight <= log.height + 40 || v.session.status.phase !== "y"); ++i) {  // a log that overflows
            tryVerify(() => v.session.status.humanToAct, 5000);
            verify(v.session.playMove(v.session.status.legalMoves[0]));
            tryVerify(() => v.session.status.humanToAct, 5000);
        }
        compare(v.session.status.phase, "y");
        verify(log.contentHeight > log.height + 40, "the log has scrolled");
        tryVerify(() => log.atYEnd, 1000);
        const roomBefore = log.height;
        mouseClick(findChild(v, "toolHint"));
        tryVerify(() => v.session.assist.hintText !== "", 5000, "a hint arrives");
        tryVerify(() => log.height < roomBefore, 1000, "the hint line takes room from the log");
        // The log follows its new height on the next turn of the event loop (Qt.callLater).
        tryVerify(() => log.atYEnd, 1000, "the hint line does not push the newest log line out of sight");
        const m = v.session.assist.hintText.match(/Hint: .* from ([a-g][0-9]+) (?:to|captures on) ([a-g][0-9]+)/);
        verify(m, v.session.assist.hintText);
        verify(v.session.status.legalMoves.indexOf(m[1] + m[2]) >= 0, "the hint is legal");
        verify(square(v, m[1]).selected, "the hinted counter is picked up");
        // Its destination is ringed, unlike the other squares the counter could go to.
        verify(findChild(v, "hintMark_" + m[2]).visible, "the hinted square is marked");
        compare(v.session.board.rowCount(), 70);
        for (const other of v.session.status.legalMoves.filter(x => x.startsWith(m[1]) && x !== m[1] + m[2]))
            verify(!findChild(v, "hintMark_" + other.slice(m[1].length)).visible, other);
        click(v, m[2]);
        compare(v.session.status.phase, "f");
        compare(v.session.assist.hintText, "");
    }

    // The hint picks up its counter; a player who clicks that counter and then the square, as
    // the hint says, plays the move (the first click used to put the counter down again).
    function test_followingTheHintClickByClickPlaysIt() {
        const v = makeView();
        v.session.newGame({seed: "12", opponent: "computer", side: "white", strength: "Club"});
        tryVerify(() => v.session.status.humanToAct, 5000);
        mouseClick(findChild(v, "toolHint"));
        tryVerify(() => v.session.assist.hintText !== "", 5000, "a hint arrives");
        const m = v.session.assist.hintText.match(/Hint: .* from ([a-g][0-9]+) (?:to|captures on) ([a-g][0-9]+)/);
        verify(m, v.session.assist.hintText);
        // Always a reason: a capture's, a race's, or that the search rated it best on balance.
        verify(/ — \S/.test(v.session.assist.hintText), v.session.assist.hintText);
        verify(square(v, m[1]).selected, "the hinted counter is picked up");
        // The hint's words follow a language switch (they stayed in English).
        const english = v.session.assist.hintText;
        Language.choose("de");
        verify(v.session.assist.hintText !== english && v.session.assist.hintText.indexOf(m[1]) >= 0, v.session.assist.hintText);
        Language.choose("");
        compare(v.session.assist.hintText, english);
        click(v, m[1]);
        verify(square(v, m[1]).selected, "clicking it, as the hint says, keeps it in hand");
        click(v, m[2]);
        compare(v.session.status.phase, "f", "the hinted move is played");
        // A counter the player picked up by hand is still put down by a second click.
        const from = v.session.status.legalMoves[0].match(/^[a-z][0-9]+/)[0];
        click(v, from);
        verify(square(v, from).selected);
        click(v, from);
        verify(!square(v, from).selected, "a second click puts a counter down");
    }

    function test_dialogs() {
        const v = makeView();
        v.session.newGame({seed: "1"});
        mouseClick(findChild(v, "toolRules"));
        const rules = findChild(v, "rulesDialog");
        tryVerify(() => rules.opened);
        // A modal dialog dims what is behind it (AppDialog's Overlay.modal in Theme.dim).
        const overlay = rules.background.parent.parent;  // the window's overlay, where popups and their dimmers live
        let dimmers = [];
        for (let i = 0; i < overlay.children.length; ++i)
            if (overlay.children[i].visible && overlay.children[i].color !== undefined && Qt.colorEqual(overlay.children[i].color, Theme.dim))
                dimmers.push(overlay.children[i]);
        compare(dimmers.length, 1, "one dimmed layer behind the Rules");
        verify(dimmers[0].width >= v.width && dimmers[0].height >= v.height, "over the whole window");
        // The Debut Move column does not promise only free squares: a Debut Move can capture.
        verify(rules.abilities.every(row => row[2].indexOf("free") < 0));
        verify(findChild(rules, "debutCaptures").text.indexOf("captures") >= 0);
        shot(v, "07-rules");
        rules.close();
        tryVerify(() => !rules.visible);
        mouseClick(findChild(v, "toolNewGame"));
        const dialog = findChild(v, "newGameDialog");
        tryVerify(() => dialog.opened);
        shot(v, "08-new-game");
        // Each strength says in a line what it is, and the line follows the choice.
        const strengths = findChild(v, "strengthBox"), said = findChild(v, "strengthDescription");
        for (let i = 0; i < strengths.count; ++i) {
            strengths.currentIndex = i;
            compare(said.text, v.session.strengths[i].description);
            verify(said.text.length > 10, v.session.strengths[i].label + ": " + said.text);
        }
        // The seed's "random" placeholder is readable on the field.
        const seed = findChild(v, "seedField");
        verify(Theme.contrast(seed.placeholderTextColor, seed.palette.base) >= 4.5,
               "placeholder contrast " + Theme.contrast(seed.placeholderTextColor, seed.palette.base));
        mouseClick(findChild(v, "friendButton"));
        findChild(v, "seedField").text = "77";
        dialog.accept();
        compare(v.session.scoreboard.hotSeat, true);
        compare(v.session.status.covered, true);
        // Changed and cancelled, the choices go back to those of the game just started.
        mouseClick(findChild(v, "toolNewGame"));
        tryVerify(() => dialog.opened);
        verify(findChild(v, "friendButton").checked);
        mouseClick(findChild(v, "computerButton"));
        findChild(v, "seedField").text = "5";
        dialog.reject();
        tryVerify(() => !dialog.visible);
        dialog.open();
        tryVerify(() => dialog.opened);
        verify(findChild(v, "friendButton").checked, "Cancel kept no change");
        compare(findChild(v, "seedField").text, "77");
        dialog.reject();
        tryVerify(() => !dialog.visible);
        // A bad seed is refused and the game stays.
        const before = v.session.status.gpnForViewer;
        verify(!v.session.newGame({seed: "abc"}));
        compare(v.session.status.gpnForViewer, before);
        tryVerify(() => findChild(v, "errorDialog").opened);
        shot(v, "10-error");
    }

    // ---- Manual setup
    function test_manualSetupByClicks() {
        // On a larger pitch with clocks, so the screenshot shows both.
        userVariant("test-manual", {setup: "manual", turnLimit: 26,
                                    pitch: {files: 9, ranks: 12, keeperAreaDepth: 2, midfieldRanks: [6, 7]},
                                    start: {firstTeamers: {"1": "e1", "9": "d4", "10": "f4"}, youth: ["e2", "b3", "c3", "d3", "e3", "f3", "g3", "h3"]},
                                    clock: {moveSeconds: 30, gameSeconds: 600}});
        const s = makeShell();
        const session = s.game.session;
        session.newGame({variant: "test-manual", opponent: "computer", side: "white", strength: "Beginner", seed: "7"});
        compare(session.setup.side, "white");
        verify(!session.status.humanToAct, "no move before the arrangement is done");
        verify(child(s.game, "setupPanel").visible);
        const pitch = child(s.game, "pitch");
        waitForRendering(pitch);
        const b3 = child(pitch, "square_b3"), c3 = child(pitch, "square_c3");
        const before = [b3.label, c3.label];
        mouseClick(b3);
        mouseClick(c3);
        compare([b3.label, c3.label], [before[1], before[0]]);
        // Drag one onto another: they swap too.
        const d3 = child(pitch, "square_d3"), e3 = child(pitch, "square_e3");
        const dragged = [d3.label, e3.label];
        mouseDrag(d3, d3.width / 2, d3.height / 2, e3.x - d3.x, e3.y - d3.y);
        compare([d3.label, e3.label], [dragged[1], dragged[0]]);
        // Swap a non-Star counter with the Substitute.
        const sub = session.setup.substitute;
        const target = b3.star ? "c3" : "b3";
        const was = child(pitch, "square_" + target).label;
        mouseClick(child(pitch, "square_" + target));
        mouseClick(child(s.game, "setupSwapSub"));
        compare(child(pitch, "square_" + target).label, sub);
        compare(session.setup.substitute, was);
        shot(s, "manual-setup");
        // Undo takes the changes back one at a time: the Substitute swap, then the drag.
        const undo = child(s.game, "setupUndo");
        verify(undo.enabled);
        mouseClick(undo);
        compare(child(pitch, "square_" + target).label, was);
        compare(session.setup.substitute, sub);
        mouseClick(undo);
        compare([d3.label, e3.label], dragged);
        mouseClick(undo);
        compare([b3.label, c3.label], before);
        verify(!undo.enabled, "nothing left to take back");
        // Swap with nothing picked up says what to do (it did nothing, silently).
        const errorDialog = child(s.game, "errorDialog");
        mouseClick(child(s.game, "setupSwapSub"));
        tryVerify(() => errorDialog.visible);
        verify(errorDialog.text.indexOf("Pick up one of your Youth Counters first") === 0, errorDialog.text);
        errorDialog.close();
        tryVerify(() => !errorDialog.visible);
        mouseClick(child(s.game, "setupRandom"));
        verify(undo.enabled);
        mouseClick(child(s.game, "setupDone"));
        compare(session.setup.side, "");
        verify(session.status.humanToAct);
        verify(session.status.legalMoves.length > 0);
    }

    function test_manualSetupHotSeatCoversBetweenSides() {
        userVariant("test-manual-2", {setup: "manual"});
        const s = makeShell();
        const session = s.game.session;
        session.newGame({variant: "test-manual-2", opponent: "human", seed: "8"});
        verify(session.status.covered);
        compare(findChild(s.game, "handOverTitle").text, "White to arrange their counters");
        session.dismissCover();
        compare(session.setup.side, "white");
        session.setup.finish();
        verify(session.status.covered, "White's arrangement is hidden before Black sits down");
        compare(session.setup.side, "black");
        compare(findChild(s.game, "handOverTitle").text, "Black to arrange their counters", "the cover names who sits down next");
        session.dismissCover();
        session.setup.randomize();
        session.setup.finish();
        verify(session.status.covered);
        compare(session.setup.side, "");
        session.dismissCover();
        compare(session.status.sideToAct, "white");
        verify(session.status.humanToAct);
    }

    // ---- Clocks
    function test_moveTimerPassesTheTurn() {
        userVariant("test-move-timer", {clock: {moveSeconds: 1, moveTimeout: "pass"}});
        const s = makeShell();
        const session = s.game.session;
        session.computerDelay = 5000;  // the computer waits, so we see the pass land
        session.newGame({variant: "test-move-timer", opponent: "computer", side: "white", strength: "Beginner", seed: "3"});
        verify(session.clock.enabled);
        verify(child(s.game, "clockRow").visible);
        compare(session.clock.running, "white");
        compare(session.clock.move, 1000, "the test's clock moves only when told");
        compare(session.clock.white, -1, "no game clock in this variant");
        testTime.advance(999);
        tryVerify(() => session.clock.move === 1, 3000, "the next tick shows the time left");
        compare(session.status.sideToAct, "white");
        testTime.advance(1);
        tryVerify(() => session.status.sideToAct === "black", 3000);
        compare(session.scoreboard.turn, 1);
        compare(session.clock.running, "", "the computer's time does not run");
        // Undo does not give back a turn the clock took (it did, with a full timer).
        verify(!session.review.canUndo, "nothing to take back before the clock's move");
        session.stopComputer();
    }

    // The clocks wait while the players are away from the pitch: the Rules open, another
    // room in view (reading the rules used to cost the turn).
    function test_theClockWaitsWhileThePlayersAreAway() {
        userVariant("test-move-timer-2", {clock: {moveSeconds: 1, moveTimeout: "pass"}});
        const s = makeShell();
        const session = s.game.session;
        session.computerDelay = 5000;
        session.newGame({variant: "test-move-timer-2", opponent: "computer", side: "white", strength: "Beginner", seed: "3"});
        compare(session.clock.running, "white");
        s.game.openRules();
        const rules = findChild(s.game, "rulesDialog");
        tryCompare(rules, "opened", true);
        verify(session.clock.held, "the Rules hold the clock");
        compare(session.clock.running, "", "nobody's time runs");
        testTime.advance(2000);  // two seconds reading the rules
        rules.close();
        tryCompare(rules, "visible", false);
        verify(!session.clock.held);
        compare(session.clock.running, "white");
        compare(session.clock.move, 1000, "none of the move's time went on the rules");
        compare(session.status.sideToAct, "white");
        s.show("lab");
        verify(session.clock.held, "another room holds it");
        compare(session.clock.running, "");
        testTime.advance(2000);
        s.show("play");
        verify(!session.clock.held);
        compare(session.clock.move, 1000);
        compare(session.status.sideToAct, "white");
        testTime.advance(1000);
        tryVerify(() => session.status.sideToAct === "black", 3000, "back at the pitch, the time runs out");
        session.stopComputer();
    }

    // A clock reads whole in its box: hours as h:mm:ss ("119:57" ran into Black's box), and
    // German's "Schwarz" in a narrow side panel drawn smaller rather than past the edge.
    function test_clocksReadWhole() {
        userVariant("test-long-clock", {clock: {gameSeconds: 7200, gameTimeout: "lose", moveSeconds: 15, moveTimeout: "pass"}});
        test.Window.window.width = test.width = 760;
        const s = makeShell();
        const session = s.game.session;
        for (const language of ["", "de", "es", "fr"]) {
            verify(Language.choose(language));
            session.newGame({variant: "test-long-clock", opponent: "human", seed: "4"});
            session.dismissCover();
            verify(settle(s));
            for (const side of ["white", "black"]) {
                const box = child(s.game, "clock_" + side), text = child(s.game, "clockText_" + side);
                verify(text.text.endsWith("2:00:00"), text.text);
                verify(text.paintedWidth <= box.width - 4, language + " " + side + ": " + text.text + " is " + text.paintedWidth + " px in a " + box.width + " px box");
            }
        }
        verify(Language.choose(""));
        test.Window.window.width = test.width = 1180;
    }

    function test_gameClockLosesTheGame() {
        userVariant("test-game-clock", {clock: {gameSeconds: 1, gameTimeout: "lose"}});
        const s = makeShell();
        const session = s.game.session;
        session.newGame({variant: "test-game-clock", opponent: "computer", side: "white", strength: "Beginner", seed: "4"});
        compare(session.clock.white, 1000);
        shot(s, "clock");
        testTime.advance(1000);
        tryVerify(() => session.status.gameOver, 3000);
        compare(session.status.reasonText, "White ran out of time.");
        verify(session.status.resultText.length > 0);
        compare(session.clock.white, 0);
        // The record keeps the timeout, so the saved game replays to the same end.
        verify(session.saveRecord("file://" + testDir + "/timeout.gsr"));
        verify(testFiles.read(testDir + "/timeout.gsr").indexOf("time-lost") >= 0);
        verify(session.openRecord("file://" + testDir + "/timeout.gsr"));
        verify(session.status.gameOver);
    }

    // At one screen, a side whose game clock ran out under "pass" passes each turn it has left
    // at once: the hand-over goes straight back to the other person (the one out of time was
    // asked to sit down, for nothing).
    function test_hotSeatSkipsTheHandOverOfASideOutOfTime() {
        userVariant("test-pass-clock", {clock: {gameSeconds: 1, gameTimeout: "pass"}});
        const s = makeShell();
        const session = s.game.session;
        session.newGame({variant: "test-pass-clock", opponent: "human", seed: "4"});
        verify(session.status.covered);
        session.dismissCover();
        testTime.advance(1000);  // White's whole game time
        tryVerify(() => session.status.sideToAct === "black", 3000, "White's turn passed");
        verify(session.status.covered, "Black sits down");
        session.dismissCover();
        verify(session.playMove(session.status.legalMoves[0]));
        verify(session.playMove(session.status.legalMoves[0]));
        // White, out of time, passes at once: Black plays on, with no hand-over to anyone.
        compare(session.status.sideToAct, "black");
        verify(!session.status.covered);
        verify(session.status.humanToAct);
    }

    // ---- Scout report
    function test_scoutReportShowsTheOdds() {
        const s = makeShell();
        const session = s.game.session;
        session.computerDelay = 100000;  // the position stays as dealt
        session.newGame({variant: "classic", opponent: "computer", side: "white", strength: "Beginner", seed: "9"});
        compare(session.scouting.length, 0, "off until asked");
        mouseClick(child(s.game, "toolScout"));
        verify(session.scoutReport);
        // Black's 8 hidden Youth Counters; its Substitute is hidden too, and is never the Star:
        // Star 1/8 each; goalscorers 7, 8 and 11 share the rest: 3 x (7/8) / 8.
        compare(session.scouting.length, 8);
        for (const c of session.scouting) {
            verify(Math.abs(c.star - 0.125) < 1e-9, c.star);
            verify(Math.abs(c.goal - 3 * 0.875 / 8) < 1e-9, c.goal);
        }
        const badge = child(child(s.game, "pitch"), "scout_" + session.scouting[0].square);
        compare(badge.children[0].text, "★13 G33");
        verify(child(s.game, "scoutLabel").text.indexOf("13%") >= 0);
        shot(s, "scout-report");
        // While a counter slides in, its badge moves with it, not ahead of it.
        const pitch = child(s.game, "pitch");
        const sq = session.scouting[0].square;
        const piece = child(pitch, "piece_" + String.fromCharCode(97 + session.board.fileOf(sq)) + (session.board.rankOf(sq) + 1));
        const gap = () => badge.mapToItem(pitch, 0, 0).y - piece.mapToItem(pitch, 0, 0).y;
        const atRest = gap();
        Settings.animationSpeed = 3;
        session.board.moved(sq + 7, sq);  // as if it had just come from the square behind
        tryVerify(() => Math.abs(piece.transform[0].y) > 1, 2000, "the counter slides");
        verify(Math.abs(gap() - atRest) < 1, "badge " + gap() + " vs " + atRest);
        Settings.animationSpeed = 2;
        // Never about the viewer's own counters, and gone once switched off.
        for (const c of session.scouting)
            verify(session.board.rankOf(c.square) >= 5, "Black's half");
        session.scoutReport = false;
        compare(session.scouting.length, 0);
        session.stopComputer();
    }
}
