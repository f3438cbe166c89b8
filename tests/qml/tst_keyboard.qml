// Playing with the keyboard alone, where the keys go: the room shown takes them (they once
// stayed with the Play room out of sight, where Up and Enter played a move), and Enter on a
// button a player has tabbed to presses that button, never the pitch's square under the
// cursor behind it. And what a screen reader has to say: every control has a name.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Keyboard"

    // Whether `item` is `room` or inside it, and on show (keys on a hidden item go nowhere).
    function within(item, room) {
        if (!item || !item.visible)
            return false;
        for (let i = item; i; i = i.parent)
            if (i === room)
                return true;
        return false;
    }

    function anySelected(s) {
        for (const f of "abcdefg")
            for (let r = 1; r <= 10; ++r)
                if (findChild(s.game, "square_" + f + r).selected)
                    return true;
        return false;
    }

    function test_theRoomShownTakesTheKeys() {
        const s = makeShell();
        const session = s.game.session;
        verify(session.newGame({seed: "4", opponent: "computer", side: "white", strength: "Beginner"}));
        tryVerify(() => session.status.humanToAct, 5000);
        const plies = session.review.reviewLength;
        for (const room of ["editor", "learn", "variants", "lab", "play", "editor"]) {
            s.show(room);
            tryVerify(() => within(s.Window.activeFocusItem, s.roomItem(room)), 2000, room + " has the keys");
            if (room !== "play") {
                // What the Play room does with them: a counter picked up, then played.
                for (const key of [Qt.Key_Up, Qt.Key_Return, Qt.Key_Up, Qt.Key_Return])
                    keyClick(key);
                compare(session.review.reviewLength, plies, "no move played in the game out of sight from " + room);
            }
        }
        // From the room tabs too (Space on a focused tab).
        const tabs = findChild(s, "roomTabs");
        findChild(s, "tabLearn").forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Space);
        tryCompare(s, "room", "learn");
        verify(tabs.currentIndex === 1);
        tryVerify(() => within(s.Window.activeFocusItem, s.roomItem("learn")), 2000, "Learn has the keys");
    }

    // Enter on a focused button presses it; the square under the pitch's cursor is left alone.
    function test_enterPressesTheFocusedButton() {
        const s = makeShell();
        const session = s.game.session;
        verify(session.startFromPosition("...b1+.../...bs.../b2b4b7b5b6b8b3/..b9+.b10+../......./......./..w9+.w10+../wsw2w11w4w5w3w8/...w6.../...w1+... w y 1 0-0 7,11 classic",
                                         {opponent: "computer", side: "white", strength: "Beginner"}));
        tryVerify(() => session.status.humanToAct, 5000);
        const scout = findChild(s.game, "toolScout");
        verify(scout, "the Scout report's button");
        const before = session.scoutReport;
        scout.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Return);
        compare(session.scoutReport, !before, "Enter on the Scout report's button turns it");
        compare(session.status.pendingMoveText, "");
        verify(!anySelected(s), "nothing picked up on the pitch");
        keyClick(Qt.Key_Return);
        compare(session.scoutReport, before, "and back");
        // The pitch's own Enter still acts once the pitch has the keys again.
        const pitch = findChild(s.game, "pitch");
        for (let i = 0; i < 30 && s.Window.activeFocusItem !== pitch; ++i)
            keyClick(Qt.Key_Tab);
        verify(s.Window.activeFocusItem === pitch, "Tab from the toolbar comes to the pitch");
        session.cursor = findChild(s.game, "square_c3").index;
        keyClick(Qt.Key_Return);
        verify(findChild(s.game, "square_c3").selected, "Enter on the pitch picks up the counter under the cursor");
        // Hint's button: Enter asks for a hint, not the square under the cursor.
        const hint = findChild(s.game, "toolHint");
        hint.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Return);
        tryVerify(() => session.assist.hintText !== "", 20000, "a hint");
    }

    // In an exercise, Enter on the tutorial's Hint button asks for the hint; it once sent the
    // square under the cursor as an answer, a wrong try that cost the exercise its credit.
    function test_enterOnTheTutorialsHintAsksForIt() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("guide-star-player"));
        t.next();
        tryVerify(() => t.exercise.awaitingAnswer, 5000);
        const hint = findChild(s.learn, "tutorialHint");
        tryVerify(() => hint.visible);
        hint.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Return);
        compare(t.exercise.wrongAnswers, 0, "no try sent from the pitch");
        verify(t.exercise.helped, "the hint was given");
        verify(t.exercise.feedback !== "", "and shown");
    }

    // The choice after a promotion holds the keys: Tab stays between its buttons (it went to
    // the room tabs behind it, where Space left the choice floating over another room, and K
    // and S no longer answered), Enter presses the focused one, K keeps, S substitutes.
    function test_theSubstitutionChoiceHoldsTheKeys() {
        const s = makeShell();
        const session = s.game.session;
        for (const how of ["tab-enter", "k"]) {
            verify(session.startFromPosition("...b1+.../.w3...../b4....../..b9+..../....bs!../......./..w9+..../......./......./...w1+... w y 12 0-1 7,- classic",
                                             {opponent: "computer", side: "white"}));
            mouseClick(findChild(s.game, "square_b9"));
            mouseClick(findChild(s.game, "square_b10"));
            const dialog = findChild(s.game, "substitutionDialog");
            tryCompare(dialog, "opened", true);
            tryVerify(() => within(s.Window.activeFocusItem, dialog.contentItem), 2000, "the choice has the keys");
            for (let i = 0; i < 5; ++i) {
                keyClick(Qt.Key_Tab);
                verify(within(s.Window.activeFocusItem, dialog.contentItem), "Tab " + (i + 1) + " stays in the choice");
            }
            if (how === "k") {
                keyClick(Qt.Key_K);
                compare(session.status.phase, "d", "K keeps the promoted counter");
                compare(findChild(s.game, "square_b10").label, "3");
            } else {
                for (let i = 0; i < 10 && s.Window.activeFocusItem.objectName !== "substituteButton"; ++i)
                    keyClick(Qt.Key_Tab);
                compare(s.Window.activeFocusItem.objectName, "substituteButton");
                keyClick(Qt.Key_Return);
                compare(session.status.phase, "d", "Enter on Bring on substitutes");
                compare(findChild(s.game, "square_b10").label, "7");
            }
            tryCompare(dialog, "visible", false);
            tryVerify(() => within(s.Window.activeFocusItem, s.game), 2000, "the keys back in Play");
        }
    }

    // A tutorial opens from the keyboard: Tab reaches the chapter list, Down picks a chapter,
    // Enter opens it and the pitch takes the keys; ‹ Chapters gives them back to the list.
    // Each row says what it is (it said nothing: the rows draw their own words).
    function test_aTutorialOpensFromTheKeyboard() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        t.close();
        const list = findChild(s.learn, "chapterList");
        tryVerify(() => list.visible);
        for (let i = 0; i < 20 && s.Window.activeFocusItem !== list && !within(s.Window.activeFocusItem, list); ++i)
            keyClick(Qt.Key_Tab);
        verify(within(s.Window.activeFocusItem, list), "Tab reaches the chapter list");
        const first = t.tutorials[0], second = t.tutorials[1];
        verify(findChild(s.learn, "chapter_" + first.id).text.indexOf(first.title) === 0, "the row's name: " + findChild(s.learn, "chapter_" + first.id).text);
        list.currentIndex = 0;
        keyClick(Qt.Key_Down);
        compare(list.currentIndex, 1);
        keyClick(Qt.Key_Return);
        tryVerify(() => t.active);
        compare(t.step.tutorialId, second.id);
        tryVerify(() => s.Window.activeFocusItem === findChild(s.learn, "tutorialPitch"), 2000, "the pitch has the keys");
        const back = findChild(s.learn, "tutorialChapters");
        back.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Space);
        tryVerify(() => !t.active);
        tryVerify(() => within(s.Window.activeFocusItem, list), 2000, "the list has the keys again");
    }

    // Where the keys go after a control that closes or hides itself: the Share menu's Escape
    // gives them back to its button (they went to the window itself, and the arrows stopped
    // moving the cursor); the end-of-game box's Review gives them to the pitch (they stayed
    // on the hidden button).
    function test_theKeysOutliveMenusAndHiddenButtons() {
        const s = makeShell();
        const session = s.game.session;
        verify(session.startFromPosition("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic",
                                         {opponent: "computer", side: "white", strength: "Beginner"}));
        const share = findChild(s.game, "gameShare");
        share.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Space);
        const menu = findChild(share, "shareMenu");
        tryCompare(menu, "opened", true);
        keyClick(Qt.Key_Escape);
        tryCompare(menu, "visible", false);
        tryVerify(() => s.Window.activeFocusItem === share, 2000, "the Share button has the keys again, not " + s.Window.activeFocusItem);
        const cursor = session.cursor;
        keyClick(Qt.Key_Up);
        verify(session.cursor !== cursor, "and the arrows move the cursor");
        // The game ends (d5 takes the Star Player on e6); Review from the box.
        verify(session.playMove("d5e6"));
        tryVerify(() => session.status.gameOver, 5000);
        const review = findChild(s.game, "reviewButton");
        tryVerify(() => review.visible);
        review.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Space);
        tryVerify(() => session.review.reviewing);
        tryVerify(() => s.Window.activeFocusItem === findChild(s.game, "pitch"), 2000, "the pitch has the keys, not " + s.Window.activeFocusItem);
        const index = session.review.reviewIndex;
        keyClick(Qt.Key_Left);
        compare(session.review.reviewIndex, index - 1, "Left steps back through the game");
    }

    // F1 shows the rules in every room, as the README and the shortcuts list say.
    function test_f1ShowsTheRulesEverywhere() {
        const s = makeShell();
        const rules = findChild(s.game, "rulesDialog");
        for (const room of ["play", "learn", "editor", "variants", "lab"]) {
            s.show(room);
            keyClick(Qt.Key_F1);
            tryCompare(rules, "opened", true, 2000, room);
            keyClick(Qt.Key_Escape);
            tryCompare(rules, "visible", false);
            compare(s.room, room);
            tryVerify(() => within(s.Window.activeFocusItem, s.roomItem(room)), 2000, "the keys back in " + room);
        }
    }

    // The rules scroll with the keys, and Enter closes them; Enter answers "That did not work"
    // too (both had only Escape, and the text under the fold was out of reach).
    function test_dialogsAnswerTheKeys() {
        test.Window.window.height = test.height = 560;
        const s = makeShell();
        tryVerify(() => s.height === 560);
        const rules = findChild(s.game, "rulesDialog");
        keyClick(Qt.Key_F1);
        tryCompare(rules, "opened", true);
        const f = findChild(rules, "rulesScroll").contentItem;
        // Laid out first (a slow build, ASan's, checked before the text had its height).
        tryVerify(() => f.height > 0 && f.contentHeight > f.height + 40, 5000, "more text than the dialog shows");
        compare(f.contentY, 0);
        keyClick(Qt.Key_Down);
        verify(f.contentY > 0, "Down scrolls");
        keyClick(Qt.Key_End);
        compare(f.contentY, f.contentHeight - f.height);
        keyClick(Qt.Key_Home);
        compare(f.contentY, 0);
        keyClick(Qt.Key_Return);
        tryCompare(rules, "visible", false);
        s.game.session.error("Something went wrong.");
        const error = findChild(s.game, "errorDialog");
        tryCompare(error, "opened", true);
        keyClick(Qt.Key_Return);
        tryCompare(error, "visible", false);
    }

    function cleanup() {
        Language.choose("");  // a test that failed half-way leaves no other language
        test.Window.window.width = test.width = 1180;
        test.Window.window.height = test.height = 820;
    }

    // The controls in `item` (not looking inside one: a spin box's own text field is part of
    // it) that a screen reader could not name: no Accessible.name, and for a button no words
    // either (a symbol such as "◀" is read as its Unicode name).
    function unnamed(item, out) {
        if (!item || !item.visible)
            return out;
        const isButton = item.clicked !== undefined && item.checkable !== undefined;
        const isField = item.cursorPosition !== undefined || (item.value !== undefined && item.stepSize !== undefined)
                        || (item.currentIndex !== undefined && item.popup !== undefined);
        if (isButton || isField) {
            const words = t => typeof t === "string" && /[A-Za-zÀ-ÿ0-9]/.test(t);
            if (!words(item.Accessible.name) && !(isButton && words(item.text)))
                out.push((item.objectName || String(item).split("(")[0]) + " " + JSON.stringify(item.text === undefined ? "" : item.text));
            return out;
        }
        for (let i = 0; i < item.children.length; ++i)
            unnamed(item.children[i], out);
        return out;
    }

    // Every control in every room, the review's buttons and the New game and Settings dialogs
    // has a name (the editor's fields, the variant form's 45 controls, the Lab's players and
    // the review's ◀ ▶ had none).
    function test_everyControlHasAName() {
        const s = makeShell();
        const session = s.game.session;
        verify(session.startFromPosition("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic",
                                         {opponent: "computer", side: "white", strength: "Beginner"}));
        verify(session.playMove("d5e6"));
        tryVerify(() => session.status.gameOver, 5000);
        session.startReview();
        tryVerify(() => findChild(s.game, "reviewBack").visible);
        const problems = [];
        for (const room of ["play", "learn", "editor", "variants", "lab"]) {
            s.show(room);
            verify(settle(s));
            for (const p of unnamed(s.roomItem(room), []))
                problems.push(room + ": " + p);
        }
        s.show("play");
        for (const name of ["newGameDialog", "settingsDialog"]) {
            const d = findChild(s, name);
            verify(d, name);
            d.open();
            tryCompare(d, "opened", true);
            for (const p of unnamed(d.contentItem, []))
                problems.push(name + ": " + p);
            d.close();
            tryCompare(d, "visible", false);
        }
        verify(problems.length === 0, problems.length + " controls without a name:\n" + problems.join("\n"));
    }

    // With the keys on the pitch, a screen reader reads the square under the cursor and what
    // the marks say (the pitch itself had no name, so moving the cursor said nothing).
    function test_thePitchReadsTheSquareUnderTheCursor() {
        const s = makeShell();
        const session = s.game.session;
        verify(session.startFromPosition("...b1+.../...bs.../b2b4b7b5b6b8b3/..b9+.b10+../......./......./..w9+.w10+../wsw2w11w4w5w3w8/...w6.../...w1+... w y 1 0-0 7,11 classic",
                                         {opponent: "computer", side: "white", strength: "Beginner"}));
        const pitch = findChild(s.game, "pitch");
        pitch.forceActiveFocus(Qt.TabFocusReason);
        session.cursor = findChild(s.game, "square_c3").index;
        compare(pitch.Accessible.name, "White 11, on c3, can move");
        keyClick(Qt.Key_Return);
        compare(pitch.Accessible.name, "White 11, on c3, picked up");
        keyClick(Qt.Key_Up);
        compare(pitch.Accessible.name, "White 9, First Teamer, on c4");
        keyClick(Qt.Key_Right);
        compare(pitch.Accessible.name, "empty square d4, a move can end here");
        for (let i = 0; i < 4; ++i)
            keyClick(Qt.Key_Up);
        compare(pitch.Accessible.name, "Black hidden Youth Counter, on d8");
    }

    // The variant editor's pitch from the keyboard: Tab reaches it, the arrows move a cursor,
    // Enter puts the tool on the square, as a click does; a screen reader reads the square
    // (it was mouse-only: a tool could be picked but never applied).
    function test_theVariantPitchTakesTheKeys() {
        const s = makeShell();
        s.show("variants");
        const ve = s.variantEditor;
        const editor = ve.editor;
        verify(settle(s));
        verify(editor.valid, editor.problems.join("; "));
        const grid = findChild(ve, "variantPitch");
        for (let i = 0; i < 40 && s.Window.activeFocusItem !== grid; ++i)
            keyClick(Qt.Key_Tab);
        verify(s.Window.activeFocusItem === grid, "Tab reaches the variant's pitch");
        compare(grid.Accessible.name, "a1, Goalkeeper's Area");
        editor.tool = "youth";
        keyClick(Qt.Key_Right);
        keyClick(Qt.Key_Right);
        keyClick(Qt.Key_Right);
        keyClick(Qt.Key_Up);
        compare(grid.Accessible.name, "d2, Goalkeeper's Area, a Youth starting square");
        keyClick(Qt.Key_Return);
        compare(editor.squares.find(q => q.name === "d2").start, "", "Enter took the Youth square off d2");
        verify(!editor.valid);
        keyClick(Qt.Key_Left);
        keyClick(Qt.Key_Left);
        keyClick(Qt.Key_Space);
        compare(editor.squares.find(q => q.name === "b2").start, "Y", "Space put it on b2");
        verify(editor.valid, editor.problems.join("; "));
    }

    // Enter as a press, not more: a checked radio button stays checked (Enter on "White to
    // act" left neither side to act), a text field keeps its Return (in the editor it picked
    // up the counter under the pitch's cursor), and in a dialog Enter ticks the focused check
    // box instead of closing the dialog.
    function test_enterIsAPressAndNoMore() {
        const s = makeShell();
        s.show("editor");
        verify(settle(s));
        const editor = s.positionEditor.editor;
        verify(editor.setGpnText("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic"));
        const white = findChild(s.positionEditor, "editorWhiteToAct");
        verify(white.checked);
        white.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Return);
        verify(white.checked, "White still to act");
        compare(editor.sideToAct, "white");
        const seed = findChild(s.positionEditor, "editorSeed");
        seed.forceActiveFocus(Qt.TabFocusReason);
        const d1 = editor.board.indexOf(3, 0);
        editor.cursor = d1;
        keyClick(Qt.Key_Return);
        compare(editor.status.selectedCounter, "", "Return in the seed field picked nothing up");
        // Settings: Enter on a check box ticks it; the dialog stays.
        const settings = findChild(s, "settingsDialog");
        settings.open();
        tryCompare(settings, "opened", true);
        const box = findChild(settings.contentItem, "settingsConfirm");
        const before = box.checked;
        box.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Return);
        compare(box.checked, !before, "Enter ticks the check box");
        verify(settings.visible, "and leaves the dialog open");
        keyClick(Qt.Key_Return);
        compare(box.checked, before);
        // Return on a closed list keeps the dialog too (it closed Settings).
        const language = findChild(settings.contentItem, "settingsLanguage");
        language.forceActiveFocus(Qt.TabFocusReason);
        keyClick(Qt.Key_Return);
        verify(settings.visible, "Return on the language list leaves Settings open");
        if (language.popup.visible)
            keyClick(Qt.Key_Escape);
        settings.close();
        tryCompare(settings, "visible", false);
    }
}
