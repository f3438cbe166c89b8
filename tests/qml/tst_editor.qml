// The Position editor room: a position built by clicks with validation, its GPN copied and
// played; the editor by keyboard alone; typed GPN and broken position files refused; and a
// tutorial recorded, saved and reopened.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Editor"

    // Every test starts at the usual size, also after one that resized the window and failed.
    function cleanup() {
        Language.choose("");  // a test that failed half-way leaves no other language
        test.Window.window.width = test.width = 1180;
        test.Window.window.height = test.height = 820;
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
            // The classic 1, 9 and 10 start as First Teamers, and the palette offers them so.
            compare(ed.tool, token + (["w1", "b1", "w9", "b9", "w10", "b10"].indexOf(token) >= 0 ? "+" : ""));
            for (const sq of squares)
                clickSquare(pitch, sq);
        };
        place("w1", ["d1"]);
        place("b1", ["d10"]);
        place("w7", ["c3"]);
        place("bs", ["e8"]);
        place("w9", ["c4"]);
        place("b10", ["e7"]);
        // A second Goalkeeper, outside its area, is wrong.
        place("w1", ["d5"]);
        verify(!ed.status.valid);
        const message = child(s.positionEditor, "editorValidation").text;
        verify(message.indexOf("two counters 1") >= 0 || message.indexOf("Goalkeeper") >= 0, message);
        verify(ed.problemSquares.indexOf(ed.squareAt("d5")) >= 0 || ed.problemSquares.indexOf(ed.squareAt("d1")) >= 0);
        verify(!child(s.positionEditor, "editorPlay").enabled);
        verify(!child(s.positionEditor, "editorSave").enabled);
        shot(s, "editor-01-problem");
        // Fix: remove it with a right-click. The 9 and the 10 were placed as First Teamers.
        mouseClick(child(s.positionEditor, "toolPointer"));
        mouseClick(child(pitch, "square_d5"), undefined, undefined, Qt.RightButton);
        clickSquare(pitch, "c4");
        // The picked counter is named in words, not as its GPN token ("w9+").
        compare(child(s.positionEditor, "editorPicked").text, "Picked: White 9, First Teamer, on c4");
        verify(ed.status.valid, child(s.positionEditor, "editorValidation").text);
        verify(child(s.positionEditor, "editorPlay").enabled);
        compare(ed.status.gpn, "...b1+.../......./....bs../....b10+../......./......./..w9+..../..w7..../......./...w1+... w y 1 0-0 -,- classic");
        // Undo and redo of edits: the second Goalkeeper comes back, and goes again.
        const fixed = ed.status.gpn;
        mouseClick(child(s.positionEditor, "editorUndo"));
        compare(ed.status.gpn.split("w1+").length, 3);
        mouseClick(child(s.positionEditor, "editorRedo"));
        compare(ed.status.gpn, fixed);
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
            compare(ed.tool, token + (["w1", "b1", "w9", "b9", "w10", "b10"].indexOf(token) >= 0 ? "+" : ""));
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
        // Pick the 9 with the pointer tool: First Teamer off, and on again; the same for the 10.
        tabTo("toolPointer");
        keyClick(Qt.Key_Space);
        compare(ed.tool, "");
        for (const sq of ["c4", "e7"]) {
            tabTo("editorPitch");
            cursorTo(sq);
            keyClick(Qt.Key_Return);
            tabTo("editorToggleFirst");
            keyClick(Qt.Key_Space);
            verify(!ed.status.selectedCounter.endsWith("+"), ed.status.selectedCounter);
            keyClick(Qt.Key_Space);
        }
        verify(ed.status.valid, child(view, "editorValidation").text);
        compare(ed.status.gpn, "...b1+.../......./....bs../....b10+../......./......./..w9+..../..w7..../......./...w1+... w y 1 0-0 -,- classic");
    }

    // "Play from here" at the toolbar's right end: its menu opens under it, whole, inside the
    // window, however narrow.
    function test_playFromHereMenuStaysInTheWindow() {
        const s = makeShell();
        s.show("editor");
        waitForRendering(s.positionEditor);
        const button = child(s.positionEditor, "editorPlay");
        const menu = child(s.positionEditor, "editorPlayMenu");
        mouseClick(button);
        tryVerify(() => menu.opened);
        const at = menu.contentItem.mapToItem(s, 0, 0);
        verify(at.x >= 0 && at.x + menu.width <= s.width + 0.5, "menu from " + at.x + " to " + (at.x + menu.width) + ", window " + s.width);
        verify(at.y >= button.mapToItem(s, 0, button.height).y - 1, "under the button");
        menu.close();
        tryVerify(() => !menu.visible);
    }

    // Clear shortens the GPN: the buttons under it (Load, Copy, Paste) stay where they were.
    function test_gpnButtonsStayPutWhenThePositionChanges() {
        const s = makeShell();
        s.show("editor");
        waitForRendering(s.positionEditor);
        const ed = s.positionEditor.editor;
        const paste = child(s.positionEditor, "editorPaste");
        const at = () => paste.mapToItem(s, 0, 0).y;
        const before = at();
        const gpn = ed.status.gpn;
        mouseClick(child(s.positionEditor, "editorClear"));
        tryVerify(() => ed.status.gpn !== gpn);
        verify(ed.status.gpn.length < gpn.length - 20, "the empty pitch's GPN is shorter");
        waitForRendering(s.positionEditor);
        compare(at(), before, "Paste stays put");
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
    // Typing in a text field is typing: F, S and H in the tutorial recorder's title are letters,
    // not "flip the pitch", "Scout report" and "Hint" in the game (issue 32), and Ctrl+Z there
    // undoes the typing, not the editor's last edit.
    function test_typingIsNeverAShortcut() {
        const s = makeShell();
        verify(s.game.session.newGame({seed: "5", opponent: "human"}));
        const flipped = s.game.session.board.flipped, scouting = s.game.session.scoutReport;
        s.show("editor");
        waitForRendering(s.positionEditor);
        const ed = s.positionEditor.editor;
        verify(ed.setGpnText("...b1+.../......./......./..b9+..../..b7..../.....bs./..w9+.w10+../....w8../......./...w1+... w y 4 0-0 -,- classic"));
        mouseClick(child(s.positionEditor, "editorRecord"));
        const title = child(s.positionEditor, "recorderTitle");
        mouseClick(title);
        verify(title.activeFocus);
        title.selectAll();
        for (const key of [Qt.Key_F, Qt.Key_S, Qt.Key_H])
            keyClick(key);
        compare(title.text, "fsh");
        compare(s.positionEditor.recorder.title, "fsh");
        compare(s.game.session.board.flipped, flipped);
        compare(s.game.session.scoutReport, scouting);
        const gpn = ed.status.gpn;
        keyClick(Qt.Key_Z, Qt.ControlModifier);
        compare(ed.status.gpn, gpn);
        // Back in the game, with no text field in focus, F flips the pitch.
        mouseClick(child(s.positionEditor, "recorderDone"));
        s.show("play");
        s.game.forceActiveFocus();
        keyClick(Qt.Key_F);
        compare(s.game.session.board.flipped, !flipped);
    }

    // Clicking from one step's text field to another's moves the focus there and keeps what
    // was typed in both (the list of steps was rebuilt at each edit, losing both, issue 32).
    function test_recorderFieldsKeepFocusAndText() {
        const s = makeShell();
        s.show("editor");
        waitForRendering(s.positionEditor);
        const ed = s.positionEditor.editor;
        const rec = s.positionEditor.recorder;
        verify(ed.setGpnText("...b1+.../......./......./..b9+..../..b7..../.....bs./..w9+.w10+../....w8../......./...w1+... w y 4 0-0 -,- classic"));
        mouseClick(child(s.positionEditor, "editorRecord"));
        mouseClick(child(s.positionEditor, "recorderNewStep"));
        compare(rec.steps.length, 2);
        waitForRendering(s.positionEditor);
        const first = child(s.positionEditor, "recorderCaption_0");
        mouseClick(first);
        verify(first.activeFocus);
        keyClick(Qt.Key_A);
        keyClick(Qt.Key_B);
        const second = child(s.positionEditor, "recorderCaption_1");
        mouseClick(second);
        verify(second.activeFocus, "the click on the second field gives it the focus");
        keyClick(Qt.Key_F);  // a letter, not "flip the pitch"
        keyClick(Qt.Key_G);
        compare(second.text, "fg");
        compare(rec.steps[0].caption, "ab");
        mouseClick(first);
        compare(rec.steps[1].caption, "fg");
        compare(first.text, "ab");
        // Typed, then a move played on the pitch (a click there takes no focus): the caption
        // is kept, though the move rebuilds the list of steps.
        keyClick(Qt.Key_C);
        verify(first.activeFocus);
        const pitch = child(s.positionEditor, "editorPitch");
        clickSquare(pitch, "e3");
        clickSquare(pitch, "d4");
        tryVerify(() => rec.steps[1].moves === "e3d4");
        compare(rec.steps[0].caption, "abc");
        compare(child(s.positionEditor, "recorderCaption_0").text, "abc");
    }

    // Straight to the editor at start, record, preview: the Learn room, never shown before,
    // swapped Chapters for Back to the recorder while hidden, and Qt 6.4 kept the row's old
    // places (the title and Back to the recorder were drawn over Restart).
    function test_aFirstPreviewIsLaidOut() {
        const s = makeShell();
        mouseClick(child(s, "tabEditor"));
        verify(settle(s.Window.window.contentItem));
        const v = s.positionEditor, rec = v.recorder;
        verify(v.editor.setGpnText("...b1+.../......./......./..b9+..../..b7..../.....bs./..w9+.w10+../....w8../......./...w1+... w y 4 0-0 -,- classic"));
        mouseClick(child(v, "editorRecord"));
        verify(settle(s.Window.window.contentItem));
        rec.setStepField(0, "caption", "Intro.");
        mouseClick(child(v, "recorderNewStep"));
        clickSquare(child(v, "editorPitch"), "e3");
        clickSquare(child(v, "editorPitch"), "d4");
        rec.setStepField(1, "caption", "Done.");
        rec.title = "A lesson";
        verify(rec.ready, rec.status);
        for (let round = 0; round < 2; ++round) {  // the first preview, and one after going back
            verify(settle(s.Window.window.contentItem));
            clickShown(child(v, "recorderPreview"));
            compare(s.room, "learn");
            verify(settle(s.Window.window.contentItem));
            const back = child(s.learn, "tutorialBackToRecorder");
            verify(back.visible && !child(s.learn, "tutorialChapters").visible);
            const row = back.parent;
            let right = -1;
            for (let i = 0; i < row.children.length; ++i) {
                const c = row.children[i];
                if (!c.visible || c.width === 0)
                    continue;
                verify(c.x >= right - 1, (c.objectName || c.text || "item " + i) + " at " + c.x + " starts before the one before it ends (" + right + "), round " + round);
                right = c.x + c.width;
            }
            mouseClick(back);
            compare(s.room, "editor");
        }
    }

    // Recording, another room, the window made larger, back: Done and recording again made a
    // polish loop (the palette's columns followed its own height, which follows its width) and
    // left the recorder's last buttons below the window.
    function test_recordingAfterAResizeFitsTheWindow() {
        const s = makeShell();
        s.show("editor");
        verify(settle(s.Window.window.contentItem));
        const v = s.positionEditor;
        verify(v.editor.setGpnText("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic"));
        verify(v.recorder.begin(v.editor.status.gpn));
        verify(settle(s.Window.window.contentItem));
        s.show("play");
        verify(settle(s.Window.window.contentItem));
        test.Window.window.width = test.width = 1920;
        test.Window.window.height = test.height = 1080;
        tryVerify(() => s.width === 1920 && s.height === 1080);
        verify(settle(s.Window.window.contentItem));
        s.show("editor");
        verify(settle(s.Window.window.contentItem));
        v.recorder.close();
        verify(settle(s.Window.window.contentItem));
        verify(v.recorder.begin(v.editor.status.gpn));
        verify(settle(s.Window.window.contentItem));
        for (const name of ["recorderDone", "recorderPreview", "recorderSave", "recorderOpen"]) {
            const b = child(v, name);
            const p = b.mapToItem(s, 0, 0);
            verify(p.y >= 0 && p.y + b.height <= s.height && p.x + b.width <= s.width, name + " at " + p.x + "," + p.y + " in " + s.width + "×" + s.height);
        }
    }

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
        // Each of the exercise's fields says what it is, filled in or not: a name above it and
        // for screen readers (they had only placeholders, gone once typed in).
        waitForRendering(s.positionEditor);
        const names = [];
        for (const field of ["recorderPrompt_2", "recorderFeedback_2", "recorderHint_2", "recorderAccept_2", "recorderCaption_2"]) {
            const input = child(s.positionEditor, field);
            const label = child(s.positionEditor, field + "Label");
            verify(input.visible && label.visible, field);
            verify(label.text !== "" && label.text === input.Accessible.name, field + ": " + label.text + " / " + input.Accessible.name);
            verify(label.mapToItem(input, 0, label.height).y <= 0.5, field + ": the name sits above its field");
            names.push(label.text);
        }
        compare(new Set(names).size, 5, names.join(", "));
        rec.setStepField(2, "caption", "The Star Player: 2 goals.");
        rec.title = "Recorded lesson";
        rec.tutorialId = "recorded-lesson";
        verify(rec.ready, rec.status);
        shot(s, "editor-03-recording");
        // Preview in the tutorial player.
        mouseClick(child(s.positionEditor, "recorderPreview"));
        compare(s.room, "learn");
        compare(s.learn.tutorial.step.title, "Recorded lesson");
        // Played to its end, the preview offers the way back to the recorder, not the chapters.
        const lt = s.learn.tutorial;
        mouseClick(child(s.learn, "tutorialNext"));
        tryVerify(() => !lt.step.playing);
        mouseClick(child(s.learn, "tutorialNext"));
        tryVerify(() => lt.exercise.awaitingAnswer);
        answer(s, "e4f5");
        tryVerify(() => lt.step.finished);
        const endBack = child(s.learn, "tutorialEndBack");
        tryVerify(() => endBack.visible);
        compare(endBack.text, "Back to the recorder");
        mouseClick(endBack);
        compare(s.room, "editor");
        verify(rec.active, "still recording");
        compare(rec.steps.length, 3);
        waitForRendering(s.positionEditor);
        mouseClick(child(s.positionEditor, "recorderPreview"));
        compare(s.room, "learn");
        // A way back to the recording, in place of the chapter list.
        const back = child(s.learn, "tutorialBackToRecorder");
        verify(back.visible);
        verify(!child(s.learn, "tutorialChapters").visible);
        mouseClick(back);
        compare(s.room, "editor");
        verify(rec.active, "still recording");
        compare(rec.steps.length, 3);
        // Save to the user's tutorials: it shows in the chapter list and plays.
        waitForRendering(s.positionEditor);  // laid out (the toolbar flows) before the first click
        mouseClick(child(s.positionEditor, "recorderSave"));
        verify(rec.savedPath.endsWith("recorded-lesson.json"), rec.savedPath);
        const t = s.learn.tutorial;
        verify(t.tutorials.some(e => e.id === "recorded-lesson" && e.userMade));
        // The author's previews above were no learner's try: the chapter list shows it unplayed
        // (it said "Done · 0 of 1 exercises unaided").
        const listed = () => t.tutorials.find(e => e.id === "recorded-lesson");
        compare(listed().reached, 0);
        verify(!listed().done);
        compare(listed().unaided, 0);
        verify(t.open("recorded-lesson"));
        s.show("learn");
        mouseClick(child(s.learn, "tutorialNext"));
        tryVerify(() => !t.step.playing);
        mouseClick(child(s.learn, "tutorialNext"));
        tryVerify(() => t.exercise.awaitingAnswer);
        compare(t.exercise.prompt, "Capture on f5.");
        answer(s, "e4f5");
        tryVerify(() => t.step.finished);
        verify(listed().done, "a learner's play counts");
        compare(listed().unaided, 1);
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

    // Where a Save wrote is told at the foot of the window for a few seconds; that notice stood
    // over the recorder's Save and Preview, which sit at the foot of its panel where the window
    // is wide enough for the panel beside the pitch. It goes under the room tabs when the
    // control used stands there.
    function test_theSaveNoticeLeavesTheRecorderInReach() {
        test.Window.window.width = test.width = 1024;
        test.Window.window.height = test.height = 700;
        const s = makeShell();
        tryVerify(() => s.width === 1024 && s.height === 700);
        s.show("editor");
        verify(settle(s.Window.window.contentItem));
        const v = s.positionEditor;
        const rec = v.recorder;
        verify(v.editor.setGpnText("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic"));
        verify(rec.begin(v.editor.status.gpn));
        rec.setStepField(0, "caption", "Take the Star Player.");
        rec.title = "Notice in the way";
        verify(rec.ready, rec.status);
        verify(settle(s.Window.window.contentItem));
        const save = child(v, "recorderSave");
        const foot = save.mapToItem(s, 0, save.height).y;
        verify(foot > s.height - 60, "Save stands at the foot of the window (" + foot + " of " + s.height + ")");
        mouseClick(save);
        verify(rec.savedPath !== "", rec.status);
        const notice = child(s, "notice");
        tryCompare(notice, "visible", true);
        verify(settle(s));
        const overlaps = (a, b) => {
            const p = a.mapToItem(s, 0, 0), q = b.mapToItem(s, 0, 0);
            return p.x < q.x + b.width && q.x < p.x + a.width && p.y < q.y + b.height && q.y < p.y + a.height;
        };
        for (const name of ["recorderSave", "recorderPreview", "recorderSaveAs"])
            verify(!overlaps(notice, child(v, name)), "the notice over " + name);
        // Nor over the recorder's heading and title (it went under the room tabs, over them).
        for (const name of ["recorderHeading", "recorderTitle", "recorderDone"])
            verify(!overlaps(notice, child(v, name)), "the notice over " + name);
        // A Save from a toolbar at the top leaves the notice at the foot, as before.
        rec.close();
        verify(settle(s.Window.window.contentItem));
        notice.visible = false;
        child(v, "editorRecord").forceActiveFocus();  // in the editor's toolbar, at the top
        Notices.post("Saved somewhere", "");
        tryCompare(notice, "visible", true);
        verify(notice.mapToItem(s, 0, 0).y > s.height / 2, "at the foot");
        // The pitch with the keys is not a button in the way: the notice stays at the foot
        // (it went to the top for nearly every save).
        notice.visible = false;
        s.show("play");
        findChild(s.game, "pitch").forceActiveFocus();
        Notices.post("Saved somewhere else", "");
        tryCompare(notice, "visible", true);
        verify(notice.mapToItem(s, 0, 0).y > s.height / 2, "at the foot over Play");
    }
}
