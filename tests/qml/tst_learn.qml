// Clicks through the tutorial player and the position editor inside the real window
// content (Shell): every shipped tutorial to its end, an exercise answered wrongly then
// rightly, building a position by clicks with validation, copying its GPN and playing from
// it, recording a tutorial, saving and reopening it, and broken files refused.
import QtQuick
import QtTest
import Goalscorer

TestCase {
    id: test
    name: "Learn"
    width: 1180
    height: 820
    when: windowShown
    visible: true

    Component {
        id: shellComponent
        Shell {
            width: test.width
            height: test.height
            autoStart: false
        }
    }

    property int made: 0
    function makeShell() {
        const s = createTemporaryObject(shellComponent, test, {autosavePath: testDir + "/learn-autosave-" + (++made) + ".gsr"});
        verify(s, "the window content loads");
        s.learn.tutorial.userFolder = testDir + "/my-tutorials-" + made;
        s.learn.tutorial.stepDelay = 0;
        s.game.session.computerDelay = 0;
        return s;
    }
    function child(root, name) {
        const c = findChild(root, name);
        verify(c, name);
        return c;
    }
    function clickSquare(pitchRoot, name) { mouseClick(child(pitchRoot, "square_" + name)); }
    function shot(root, name) {
        if (screenshotDir === "")
            return;
        waitForRendering(root);
        wait(300);
        grabImage(root.Window.contentItem).save(screenshotDir + "/" + name + ".png");
    }
    // Plays a move on the tutorial pitch by clicking, as a learner would.
    function answer(shell, move) {
        const pitch = child(shell.learn, "tutorialPitch");
        if (move[0] === "@") {
            clickSquare(pitch, move.slice(1));
            return;
        }
        if (move === "sub" || move === "nosub") {
            mouseClick(child(shell.learn, move === "sub" ? "tutorialSub" : "tutorialKeep"));
            return;
        }
        const m = move.match(/^([a-l][0-9]+)x?([a-l][0-9]+)$/);
        verify(m, move);
        if (shell.learn.tutorial.step.phase !== "d")
            clickSquare(pitch, m[1]);
        clickSquare(pitch, m[2]);
    }

    function test_chapterListShowsTheShippedTutorials() {
        const s = makeShell();
        s.show("learn");
        const ids = s.learn.tutorial.tutorials.map(t => t.id);
        for (const id of ["guide-star-player", "guide-goal", "guide-offside", "guide-penalty", "rules-substitute",
                          "lesson-youth-moves", "lesson-first-teamer-moves", "lesson-goalkeepers-area",
                          "lesson-debut-keeper-area", "lesson-debut-midfield", "lesson-debut-adjacent",
                          "lesson-blocked-side", "lesson-turn-limit"])
            verify(ids.indexOf(id) >= 0, id + " is listed");
        compare(s.learn.tutorial.listProblems.length, 0);
        shot(s, "learn-01-chapters");
    }

    // Every shipped tutorial plays to its last step in the app, exercises answered by
    // Show solution; a screenshot of each tutorial's first exercise (or its end).
    function test_everyShippedTutorialPlaysThrough() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        mouseClick(child(s.learn, "resetProgress"));
        verify(t.tutorials.every(e => !e.done && e.reached === 0), "progress forgotten");
        for (const entry of t.tutorials) {
            verify(t.open(entry.id), entry.id);
            let guard = 0, shotTaken = false;
            while (!t.step.finished && guard++ < 60) {
                if (t.exercise.awaitingAnswer) {
                    verify(t.exercise.prompt !== "", entry.id + " has a prompt");
                    if (!shotTaken) {
                        shot(s, "tutorial-" + entry.id);
                        shotTaken = true;
                    }
                    mouseClick(child(s.learn, "tutorialSolution"));
                } else {
                    verify(t.step.caption !== "", entry.id + " step " + t.step.stepIndex + " has a caption");
                    mouseClick(child(s.learn, "tutorialNext"));
                }
                tryVerify(() => !t.step.playing);
            }
            verify(t.step.finished, entry.id + " reaches its end");
            if (!shotTaken)
                shot(s, "tutorial-" + entry.id);
            mouseClick(child(s.learn, "tutorialChapters"));
            verify(!t.active);
        }
        verify(t.tutorials.every(e => e.done), "progress is remembered for each");
    }

    function test_exerciseWrongThenRight() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        mouseClick(child(s.learn, "resetProgress"));
        const list = child(s.learn, "chapterList");
        list.positionViewAtIndex(t.tutorials.findIndex(e => e.id === "guide-star-player"), ListView.Contain);
        waitForRendering(list);
        mouseClick(child(s.learn, "chapter_guide-star-player"));
        verify(t.active);
        compare(t.step.stepIndex, 0);
        mouseClick(child(s.learn, "tutorialNextBig"));
        tryVerify(() => t.exercise.awaitingAnswer);
        // No answer arrow before the learner moves.
        compare(t.arrows.length, 0);
        const pitch = child(s.learn, "tutorialPitch");
        // An illegal try is explained by the rule it breaks, and the counter stays picked up.
        clickSquare(pitch, "e3");
        clickSquare(pitch, "e2");
        compare(t.exercise.wrongAnswers, 1);
        verify(t.exercise.feedback.indexOf("forward") >= 0, t.exercise.feedback);
        verify(child(pitch, "square_e3").selected, "the 8 stays picked up");
        // A legal move that is not the answer is named as played, and the position stays.
        const before = t.step.stepIndex;
        clickSquare(pitch, "f4");
        compare(t.exercise.wrongAnswers, 2);
        verify(t.exercise.feedback.indexOf("You moved your 8 from e3 to f4") === 0, t.exercise.feedback);
        verify(t.exercise.feedback.indexOf("legal") > 0, t.exercise.feedback);
        verify(child(s.learn, "tutorialFeedback").visible);
        verify(t.exercise.awaitingAnswer);
        compare(t.step.stepIndex, before);
        shot(s, "learn-02-wrong-answer");
        // The hint picks up the right counter; then the right move, counted as helped.
        mouseClick(child(s.learn, "tutorialHint"));
        verify(t.exercise.feedback !== "");
        verify(t.exercise.helped);
        verify(child(pitch, "square_e3").selected, "the hint picks up the 8");
        clickSquare(pitch, "d4");
        tryVerify(() => !t.exercise.awaitingAnswer && !t.step.playing);
        verify(t.exercise.feedback.indexOf("Right first time") < 0 && t.exercise.feedback.indexOf("hint") >= 0, t.exercise.feedback);
        verify(t.step.caption !== "");
        compare(t.tutorials.find(e => e.id === "guide-star-player").unaided, 0);
        // On to the capture of the Star Player: right at the first try, unaided, and the
        // answer's arrow appears only then.
        mouseClick(child(s.learn, "tutorialNextBig"));
        tryVerify(() => t.exercise.awaitingAnswer);
        compare(t.arrows.length, 0);
        answer(s, "e4f5");
        tryVerify(() => t.step.whiteScore === 2);
        tryVerify(() => !t.step.playing);
        compare(t.exercise.feedback, "Right first time!");
        compare(t.arrows.length, 1);
        compare(t.tutorials.find(e => e.id === "guide-star-player").unaided, 1);
        shot(s, "learn-03-star-captured");
        // Back and Restart replay the steps.
        mouseClick(child(s.learn, "tutorialBack"));
        compare(t.step.stepIndex, before);
        mouseClick(child(s.learn, "tutorialRestart"));
        compare(t.step.stepIndex, 0);
        compare(t.step.whiteScore, 0);
    }

    // The 4 moved sideways is told as that move, not as the diagonal it did not make; the
    // diagonal is refused by the rule it breaks.
    function test_feedbackExplainsTheMoveMade() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("lesson-first-teamer-moves"));
        mouseClick(child(s.learn, "tutorialNextBig"));
        tryVerify(() => t.exercise.awaitingAnswer);
        const pitch = child(s.learn, "tutorialPitch");
        clickSquare(pitch, "c5");
        clickSquare(pitch, "b5");
        verify(t.exercise.feedback.indexOf("You moved your 4 from c5 to b5") === 0, t.exercise.feedback);
        verify(t.exercise.feedback.indexOf("diagonal") < 0, t.exercise.feedback);
        clickSquare(pitch, "c5");
        clickSquare(pitch, "d6");
        compare(t.exercise.feedback, "The 4 moves straight only, never diagonally.");
        compare(t.exercise.wrongAnswers, 2);
        verify(t.exercise.awaitingAnswer);
        mouseClick(child(s.learn, "tutorialSolution"));
        tryVerify(() => !t.step.playing);
        compare(t.exercise.feedback, "Here is the answer.");
        verify(t.exercise.helped);
    }

    function test_autoplayStopsAtAnExercise() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("guide-star-player"));
        mouseClick(child(s.learn, "tutorialAutoplay"));
        verify(t.autoplay);
        tryVerify(() => t.exercise.awaitingAnswer);
        compare(t.step.stepIndex, 1);
        wait(100);
        compare(t.step.stepIndex, 1);  // it waits for the learner
        answer(s, "e3d4");
        tryVerify(() => t.exercise.awaitingAnswer && t.step.stepIndex === 2, 6000);  // and goes on by itself
    }

    function test_keyboardAnswersAnExercise() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("guide-star-player"));
        s.learn.forceActiveFocus();
        keyClick(Qt.Key_N);
        tryVerify(() => t.exercise.awaitingAnswer);
        t.cursor = t.squareAt("e3");
        keyClick(Qt.Key_Return);
        keyClick(Qt.Key_Up);     // e4 is White's 10: the cursor walks over it
        keyClick(Qt.Key_Left);   // d4
        keyClick(Qt.Key_Return);
        tryVerify(() => !t.exercise.awaitingAnswer);
        compare(t.exercise.wrongAnswers, 0);
    }

    function test_brokenTutorialFileIsRefused() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("guide-goal"));
        const url = testFiles.write("broken.json", JSON.stringify({id: "broken", title: "Broken", start: "nonsense", steps: [{caption: "x"}]}));
        verify(!t.openFile(url));
        tryVerify(() => child(s.learn, "tutorialErrorDialog").opened);
        const text = child(s.learn, "tutorialErrorDialog").text;
        verify(text.indexOf("broken.json") >= 0 && text.indexOf("start") >= 0, text);
        compare(t.step.tutorialId, "guide-goal");  // the open tutorial stays
        child(s.learn, "tutorialErrorDialog").close();
        // An illegal move in a step names the step.
        const illegal = testFiles.write("illegal.json", JSON.stringify({id: "illegal", title: "Illegal",
            start: "...b1+.../......./..bs..../......./......./......./......./......./...w4.../...w1+... w y 1 0-0 -,- classic",
            steps: [{caption: "ok", moves: ["d2d3"]}, {caption: "bad", moves: ["d3d5"]}]}));
        verify(!t.openFile(illegal));
        verify(child(s.learn, "tutorialErrorDialog").text.indexOf("steps[1].moves[0]") >= 0, child(s.learn, "tutorialErrorDialog").text);
    }

    // The editor: stamp counters by clicking, see a problem, fix it, copy the GPN, play.
    function test_buildAPositionByClicksAndPlayIt() {
        const s = makeShell();
        s.show("editor");
        waitForRendering(s.positionEditor);  // laid out (the toolbar flows) before the first click
        const ed = s.positionEditor.editor;
        const pitch = child(s.positionEditor, "editorPitch");
        mouseClick(child(s.positionEditor, "editorClear"));
        compare(ed.status.gpn.split(" ")[0], "......./......./......./......./......./......./......./......./......./.......");
        // An empty pitch is a valid position, but not one to play: White cannot move.
        verify(ed.status.valid);
        compare(ed.status.legalMoves.length, 0);
        verify(ed.status.overAtOnce.indexOf("White could not make the next move") >= 0, ed.status.overAtOnce);
        verify(child(s.positionEditor, "editorValidation").text.indexOf("✓") < 0);
        // Goalkeepers, one Youth Counter each, a First Teamer each.
        const place = (token, squares) => {
            const p = child(s.positionEditor, "palette_" + token);
            mouseClick(p);
            compare(ed.tool, token + (token.endsWith("1") && token.length === 2 ? "+" : ""));
            for (const sq of squares)
                clickSquare(pitch, sq);
        };
        place("w1", ["d1"]);
        place("b1", ["d10"]);
        place("w7", ["c3"]);
        place("bs", ["e8"]);
        place("w9", ["c4"]);
        place("b10", ["e7"]);
        // The 9 and 10 were stamped as Youth Counters; a Goalkeeper outside its area is wrong.
        place("w1", ["d5"]);
        verify(!ed.status.valid);
        const message = child(s.positionEditor, "editorValidation").text;
        verify(message.indexOf("two counters 1") >= 0 || message.indexOf("Goalkeeper") >= 0, message);
        verify(ed.problemSquares.indexOf(ed.squareAt("d5")) >= 0 || ed.problemSquares.indexOf(ed.squareAt("d1")) >= 0);
        verify(!child(s.positionEditor, "editorPlay").enabled);
        verify(!child(s.positionEditor, "editorSave").enabled);
        shot(s, "editor-01-problem");
        // Fix: remove with a right-click, then make the 9 and the 10 First Teamers.
        mouseClick(child(s.positionEditor, "toolPointer"));
        mouseClick(child(pitch, "square_d5"), undefined, undefined, Qt.RightButton);
        clickSquare(pitch, "c4");
        mouseClick(child(s.positionEditor, "editorToggleFirst"));
        // The picked counter is named in words, not as its GPN token ("w9+").
        compare(child(s.positionEditor, "editorPicked").text, "Picked: White 9, First Teamer, on c4");
        clickSquare(pitch, "e7");
        mouseClick(child(s.positionEditor, "editorToggleFirst"));
        verify(ed.status.valid, child(s.positionEditor, "editorValidation").text);
        verify(child(s.positionEditor, "editorPlay").enabled);
        compare(ed.status.gpn, "...b1+.../......./....bs../....b10+../......./......./..w9+..../..w7..../......./...w1+... w y 1 0-0 -,- classic");
        // Undo and redo of edits.
        mouseClick(child(s.positionEditor, "editorUndo"));
        verify(ed.status.gpn.indexOf("b10+") < 0);
        mouseClick(child(s.positionEditor, "editorRedo"));
        verify(ed.status.gpn.indexOf("b10+") >= 0);
        // Analyse lists the legal moves.
        verify(ed.status.legalMoves.indexOf("c3c4") < 0 && ed.status.legalMoves.indexOf("c3b4") >= 0, ed.status.legalMoves.join(","));
        // Copy the GPN; paste it into a cleared editor.
        mouseClick(child(s.positionEditor, "editorCopy"));
        const copied = ed.status.gpn;
        mouseClick(child(s.positionEditor, "editorClear"));
        mouseClick(child(s.positionEditor, "editorPaste"));
        compare(ed.status.gpn, copied);
        shot(s, "editor-02-valid");
        // Preview as Black hides White's Youth Counter.
        ed.preview = "black";
        verify(ed.status.previewGpn.indexOf("wx") >= 0, ed.status.previewGpn);
        verify(child(pitch, "square_c3").hidden);
        ed.preview = "";
        // Play from here, against the computer as White.
        mouseClick(child(s.positionEditor, "editorPlay"));
        mouseClick(child(s.positionEditor, "playAsWhite"));
        compare(s.room, "play");
        verify(s.game.session.status.active);
        compare(s.game.session.status.gpnForViewer.split(" ")[0], "...b1+.../......./....bx../....b10+../......./......./..w9+..../..w7..../......./...w1+...");
        verify(s.game.session.status.humanToAct);
    }

    // The position editor with the keyboard alone: Tab to a button or a palette counter,
    // Space or Enter to use it; the arrows and Enter on the pitch; Delete removes.
    function test_editorWithTheKeyboardOnly() {
        const s = makeShell();
        s.show("editor");
        waitForRendering(s.positionEditor);  // laid out (the toolbar flows) before the first click
        const view = s.positionEditor;
        const ed = view.editor;
        waitForRendering(view);
        view.forceActiveFocus();
        const tabTo = (name) => {
            const target = child(view, name);
            for (let guard = 0; !target.activeFocus; ++guard) {
                verify(guard < 120, "Tab reaches " + name);
                keyClick(Qt.Key_Tab);
            }
        };
        const nameOf = (index) => {
            for (const f of "abcdefg")
                for (let r = 1; r <= 10; ++r)
                    if (ed.squareAt(f + r) === index)
                        return [f.charCodeAt(0), r];
            return null;
        };
        const cursorTo = (name) => {
            const target = nameOf(ed.squareAt(name));
            for (let guard = 0; ed.cursor !== ed.squareAt(name); ++guard) {
                verify(guard < 40, "the cursor reaches " + name);
                const c = nameOf(ed.cursor);
                keyClick(target[0] > c[0] ? Qt.Key_Right : target[0] < c[0] ? Qt.Key_Left : target[1] > c[1] ? Qt.Key_Up : Qt.Key_Down);
            }
        };
        const place = (token, square) => {
            tabTo("palette_" + token);
            keyClick(Qt.Key_Return);
            compare(ed.tool, token + (token === "w1" || token === "b1" ? "+" : ""));
            verify(child(view, "editorPitch").activeFocus, "the pitch has the keys again");
            cursorTo(square);
            keyClick(Qt.Key_Return);
            verify(ed.status.gpn.indexOf(token) >= 0, token + " on " + square + ": " + ed.status.gpn);
        };
        tabTo("editorClear");
        keyClick(Qt.Key_Space);
        compare(ed.status.gpn.split(" ")[0], "......./......./......./......./......./......./......./......./......./.......");
        place("w1", "d1");
        place("b1", "d10");
        place("w7", "c3");
        place("bs", "e8");
        place("w9", "c4");
        place("b10", "e7");
        place("w8", "a5");
        tabTo("palette_b8");
        shot(s, "editor-keyboard");
        // Delete removes the counter under the cursor.
        cursorTo("a5");
        keyClick(Qt.Key_Delete);
        verify(ed.status.gpn.indexOf("w8") < 0, ed.status.gpn);
        // Pick the 9 with the pointer tool and make it a First Teamer; the same for the 10.
        tabTo("toolPointer");
        keyClick(Qt.Key_Space);
        compare(ed.tool, "");
        for (const sq of ["c4", "e7"]) {
            tabTo("editorPitch");
            cursorTo(sq);
            keyClick(Qt.Key_Return);
            tabTo("editorToggleFirst");
            keyClick(Qt.Key_Space);
        }
        verify(ed.status.valid, child(view, "editorValidation").text);
        compare(ed.status.gpn, "...b1+.../......./....bs../....b10+../......./......./..w9+..../..w7..../......./...w1+... w y 1 0-0 -,- classic");
    }

    function test_typedGpnAndBrokenPositionFiles() {
        const s = makeShell();
        s.show("editor");
        waitForRendering(s.positionEditor);  // laid out (the toolbar flows) before the first click
        const ed = s.positionEditor.editor;
        const good = ed.status.gpn;
        verify(!ed.setGpnText("not a position"));
        verify(child(s.positionEditor, "editorGpnError").visible);
        compare(ed.status.gpn, good);  // the pitch stays
        // A well-formed but invalid line loads, with its problem named.
        verify(ed.setGpnText("...w1+.../......./......./......./......./......./......./......./......./...b1+... w y 1 0-0 -,- classic"));
        verify(!ed.status.valid);
        verify(ed.status.problems[0].message.indexOf("Goalkeeper") >= 0, ed.status.problems[0].message);
        // A broken position file: its name and the problem; the editor unchanged.
        const now = ed.status.gpn;
        const url = testFiles.write("broken.gpn", "# a comment\n.../... w y 1 0-0 -,- classic\n");
        verify(!ed.open(url));
        tryVerify(() => child(s.positionEditor, "editorErrorDialog").opened);
        const text = child(s.positionEditor, "editorErrorDialog").text;
        verify(text.indexOf("broken.gpn") >= 0 && text.indexOf("board") >= 0, text);
        compare(ed.status.gpn, now);
        child(s.positionEditor, "editorErrorDialog").close();
        // A good file round-trips through save and open.
        ed.classicStart("5");
        const saved = testDir + "/start.gpn";
        verify(ed.save("file://" + saved));
        const dealt = ed.status.gpn;
        ed.clear();
        verify(ed.open("file://" + saved));
        compare(ed.status.gpn, dealt);
        // Dropping a file on the window opens it where it belongs.
        ed.clear();
        s.openDropped("file://" + saved);
        compare(s.room, "editor");
        compare(ed.status.gpn, dealt);
    }

    // Record a tutorial from the editor: moves, captions, an exercise; save; reopen; play it.
    function test_recordSaveAndReopenATutorial() {
        const s = makeShell();
        s.show("editor");
        waitForRendering(s.positionEditor);  // laid out (the toolbar flows) before the first click
        const ed = s.positionEditor.editor;
        const rec = s.positionEditor.recorder;
        verify(ed.setGpnText("...b1+.../......./......./..b9+..../..b7..../.....bs./..w9+.w10+../....w8../......./...w1+... w y 4 0-0 -,- classic"), ed.status.gpnError);
        verify(ed.status.valid);
        mouseClick(child(s.positionEditor, "editorRecord"));
        verify(rec.active);
        const pitch = child(s.positionEditor, "editorPitch");
        // Step 1: an introduction with a highlight.
        rec.setStepField(0, "caption", "Your 10 faces a hidden counter.");
        mouseClick(child(s.positionEditor, "recorderMode_highlight"));
        clickSquare(pitch, "f5");
        mouseClick(child(s.positionEditor, "recorderMode_move"));
        // Step 2: an exercise, Move 1 then Move 2 played on the pitch.
        mouseClick(child(s.positionEditor, "recorderNewStep"));
        clickSquare(pitch, "e3");
        clickSquare(pitch, "d4");
        mouseClick(child(s.positionEditor, "recorderNewStep"));
        clickSquare(pitch, "e4");
        clickSquare(pitch, "f5");
        verify(rec.gameOver);
        compare(rec.steps.length, 3);
        compare(rec.steps[1].moves, "e3d4");
        compare(rec.steps[2].moves, "e4f5");
        compare(rec.steps[0].highlight, "f5");
        rec.setStepField(1, "caption", "Move 1 done.");
        rec.setStepField(2, "exercise", true);
        verify(!rec.ready);  // an exercise needs its task
        rec.setStepField(2, "prompt", "Capture on f5.");
        rec.setStepField(2, "caption", "The Star Player: 2 goals.");
        rec.title = "Recorded lesson";
        rec.tutorialId = "recorded-lesson";
        verify(rec.ready, rec.status);
        shot(s, "editor-03-recording");
        // Preview in the tutorial player.
        mouseClick(child(s.positionEditor, "recorderPreview"));
        compare(s.room, "learn");
        compare(s.learn.tutorial.step.title, "Recorded lesson");
        // Save to the user's tutorials: it shows in the chapter list and plays.
        s.show("editor");
        waitForRendering(s.positionEditor);  // laid out (the toolbar flows) before the first click
        mouseClick(child(s.positionEditor, "recorderSave"));
        verify(rec.savedPath.endsWith("recorded-lesson.json"), rec.savedPath);
        const t = s.learn.tutorial;
        verify(t.tutorials.some(e => e.id === "recorded-lesson" && e.userMade));
        verify(t.open("recorded-lesson"));
        s.show("learn");
        mouseClick(child(s.learn, "tutorialNext"));
        tryVerify(() => !t.step.playing);
        mouseClick(child(s.learn, "tutorialNext"));
        tryVerify(() => t.exercise.awaitingAnswer);
        compare(t.exercise.prompt, "Capture on f5.");
        answer(s, "e4f5");
        tryVerify(() => t.step.finished);
        // Reopen the file for editing: everything came back.
        s.show("editor");
        waitForRendering(s.positionEditor);  // laid out (the toolbar flows) before the first click
        mouseClick(child(s.positionEditor, "recorderDone"));
        verify(!rec.active);
        verify(rec.openFile("file://" + t.userFolder + "/recorded-lesson.json"));
        compare(rec.title, "Recorded lesson");
        compare(rec.steps.length, 3);
        compare(rec.steps[2].exercise, true);
        compare(rec.steps[2].prompt, "Capture on f5.");
        // Edit a caption and save again.
        rec.setStepField(0, "caption", "Look at f5.");
        verify(rec.save("", t.userFolder));
        verify(testFiles.read(rec.savedPath).indexOf("Look at f5.") >= 0);
    }
}
