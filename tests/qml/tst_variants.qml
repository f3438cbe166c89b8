// The Variants room: a variant edited by its form and its pitch, saved and played; built-in
// ids and broken imports refused.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Variants"

    // Every test starts at the usual size, also after one that resized the window and failed.
    function cleanup() {
        Language.choose("");  // a test that failed half-way leaves no other language
        test.Window.window.width = test.width = 1180;
        test.Window.window.height = test.height = 820;
    }

    // The variant pitch rebuilds its squares after each edit: wait until the square is the
    // only one of its name (the old delegates gone) and stands where the grid puts it, then click.
    function laidOutSquare(view, name) {
        const grid = findChild(view, "variantPitch");
        const found = [];
        for (let i = 0; grid && i < grid.children.length; ++i)
            if (grid.children[i].objectName === "vsq_" + name)
                found.push(grid.children[i]);
        if (found.length !== 1)
            return null;
        const sq = found[0], d = sq.modelData;
        const row = view.editor.ranks - 1 - d.rank;
        const near = (a, b) => Math.abs(a - b) < 0.5;  // the grid adds up its cells' widths
        return near(sq.width, grid.cell) && near(sq.x, d.file * grid.cell) && near(sq.y, row * grid.cell) ? sq : null;
    }
    function clickVariantSquare(view, name) {
        tryVerify(() => laidOutSquare(view, name) !== null, 5000, "vsq_" + name + " laid out");
        mouseClick(laidOutSquare(view, name));
    }

    // ---- Variant editor
    // A save's notice keeps off the pitch's legend at the foot of the room (it covered it
    // at 900×600, where the pitch and the form are tabs).
    function test_theSaveNoticeLeavesTheLegendInSight() {
        test.Window.window.width = test.width = 900;
        test.Window.window.height = test.height = 600;
        const s = makeShell();
        tryVerify(() => s.width === 900 && s.height === 600);
        s.show("variants");
        const ve = s.variantEditor;
        waitForRendering(ve);
        ve.editor.setValue("id", "notice-test");
        ve.trySave();
        const notice = child(s, "notice");
        tryVerify(() => notice.visible);
        const legend = child(ve, "variantLegend");
        verify(legend.visible);
        const a = notice.mapToItem(s, 0, 0), b = legend.mapToItem(s, 0, 0);
        verify(a.y + notice.height <= b.y || b.y + legend.height <= a.y || a.x + notice.width <= b.x || b.x + legend.width <= a.x,
               "the notice over the legend: " + JSON.stringify([a, notice.width, notice.height, b, legend.width, legend.height]));
    }

    function test_editSaveAndPlayAVariant() {
        const s = makeShell();
        s.show("variants");
        const ve = s.variantEditor;
        const editor = ve.editor;
        waitForRendering(ve);
        verify(editor.valid, editor.problems.join("; "));
        // A broken pitch: removing a Youth starting square leaves one counter without a square.
        editor.tool = "youth";
        clickVariantSquare(ve, "d2");
        verify(!editor.valid);
        // Told in the form's words; the file's field name is kept for the tooltip.
        const youth = editor.problems.findIndex(p => p.indexOf("Youth square: must list 8 squares") === 0);
        verify(youth >= 0, editor.problems.join("; "));
        compare(editor.problemPaths[youth], "start.youth");
        verify(editor.problems.every(p => !/^[a-z]+\.[a-zA-Z]/.test(p)), "no JSON paths: " + editor.problems.join("; "));
        verify(!child(ve, "variantSave").enabled, "Save waits for a valid variant");
        // Put it back on another square (clicked in Black's half: the mirror square is White's b2).
        clickVariantSquare(ve, "b9");
        verify(editor.valid, editor.problems.join("; "));
        compare(editor.squares.find(q => q.name === "b2").start, "Y");
        compare(editor.squares.find(q => q.name === "b9").start, "Y");
        // The form: id, name, turn limit, a Goal that becomes a Penalty, a clock.
        const idField = child(ve, "variantId");
        idField.forceActiveFocus();
        idField.selectAll();
        keyClick(Qt.Key_Delete);
        for (const ch of "my-test")
            keyClick(ch);
        compare(editor.value("id"), "my-test");
        const nameField = child(ve, "variantName");
        nameField.forceActiveFocus();
        nameField.selectAll();
        for (const ch of "My test rules")
            keyClick(ch);
        editor.setValue("turnLimit", 12);
        compare(child(ve, "variantTurnLimit").value, 12);
        const capture7 = child(ve, "capture_7");
        capture7.currentIndex = 2;
        capture7.activated(2);
        compare(editor.value("captureResults.7"), "penalty");
        editor.setValue("turnLimit", 0);
        verify(!editor.valid);
        verify(editor.problems.some(p => p.indexOf("Turn limit: must be from 1 to 999") === 0), editor.problems.join("; "));
        editor.setValue("turnLimit", 12);
        verify(editor.valid, editor.problems.join("; "));
        shot(s, "variant-editor");
        clickShown(child(ve, "variantSave"));
        compare(editor.savedId, "my-test");
        verify(catalogIds().indexOf("my-test") >= 0, "saved variants join the catalog");
        verify(testFiles.read(editor.savedPath).indexOf("\"turnLimit\": 12") >= 0);
        // Saving again asks before replacing the file.
        editor.setValue("starGoals", 3);
        clickShown(child(ve, "variantSave"));
        const overwrite = child(ve, "variantOverwriteDialog");
        tryVerify(() => overwrite.opened);
        overwrite.accept();
        tryVerify(() => !editor.dirty);
        // Play with it: New game opens with it chosen.
        clickShown(child(ve, "variantPlay"));
        compare(s.room, "play");
        const dialog = child(s.game, "newGameDialog");
        tryVerify(() => dialog.opened);
        compare(child(dialog, "variantBox").currentText, "My test rules");
        dialog.accept();
        tryVerify(() => s.game.session.status.active && s.game.session.scoreboard.variantName === "My test rules");
        compare(s.game.session.scoreboard.turnLimit, 12);
    }

    // A Fixed setup's arrangement typed into its field is the variant's (a list from QML was
    // stored as null, so no arrangement could be typed at all).
    function test_aFixedSetupIsTypedIn() {
        const s = makeShell();
        s.show("variants");
        const ve = s.variantEditor;
        const editor = ve.editor;
        waitForRendering(ve);
        const setup = child(ve, "variantSetup");
        const fixed = setup.model.findIndex(c => c.value === "fixed");
        verify(fixed >= 0);
        setup.currentIndex = fixed;
        setup.activated(fixed);
        verify(editor.fixedSetup);
        const field = child(ve, "fixedYouth_white");
        field.forceActiveFocus();
        field.selectAll();
        for (const ch of "3, 2, 4, 5, s, 6, 7, 8")
            keyClick(ch);
        keyClick(Qt.Key_Return);
        compare(JSON.stringify(editor.value("fixedSetup.white.youth")), JSON.stringify([3, 2, 4, 5, "s", 6, 7, 8]));
        compare(field.text, "3, 2, 4, 5, s, 6, 7, 8");
        verify(editor.valid, editor.problems.join("; "));
        // Start from another variant asks first: No keeps the changes, Yes replaces them.
        verify(editor.dirty);
        mouseClick(child(ve, "variantStartFrom"));
        const discard = child(ve, "variantDiscardDialog");
        tryVerify(() => discard.opened);
        discard.reject();
        tryVerify(() => !discard.visible);
        compare(JSON.stringify(editor.value("fixedSetup.white.youth")), JSON.stringify([3, 2, 4, 5, "s", 6, 7, 8]), "No kept the changes");
        mouseClick(child(ve, "variantStartFrom"));
        tryVerify(() => discard.opened);
        discard.accept();
        tryVerify(() => !discard.visible);
        verify(!editor.fixedSetup && !editor.dirty, "Yes started afresh");
        mouseClick(child(ve, "variantStartFrom"));
        verify(!discard.visible, "nothing to lose: no question");
    }

    // Where the window is narrow the problems are on the Settings tab: its name says how many
    // there are, so a broken variant never looks fine on the Pitch tab alone.
    function test_theSettingsTabSaysWhatIsToFix() {
        test.Window.window.width = test.width = 760;
        test.Window.window.height = test.height = 560;
        const s = makeShell();
        tryVerify(() => s.width === 760);
        s.show("variants");
        const ve = s.variantEditor, editor = ve.editor;
        const tab = child(ve, "variantTabForm");
        verify(tab.visible);
        compare(tab.text, "Settings");
        editor.setValue("turnLimit", 0);
        verify(!editor.valid);
        compare(tab.text, "Settings: " + editor.problems.length + " to fix");
        editor.setValue("turnLimit", 12);
        compare(tab.text, "Settings");
    }

    function test_variantEditorRefusesBuiltInIdsAndBrokenImports() {
        const s = makeShell();
        s.show("variants");
        const editor = s.variantEditor.editor;
        editor.setValue("id", "classic");
        verify(!editor.valid);
        verify(editor.problems.some(p => p.indexOf("built-in") >= 0));
        const broken = testFiles.write("broken-variant.json", "{\"id\": \"broken\", \"parent\": \"classic\", \"turnLimit\": \"many\"}");
        const before = catalogIds().length;
        verify(!editor.importFile(broken));
        const dialog = child(s.variantEditor, "variantErrorDialog");
        tryVerify(() => dialog.opened);
        verify(dialog.text.indexOf("turnLimit") >= 0, dialog.text);
        verify(dialog.text.indexOf("broken-variant.json") >= 0, dialog.text);
        dialog.close();
        compare(catalogIds().length, before);
        const good = testFiles.write("shared-variant.json", "{\"id\": \"shared-one\", \"parent\": \"classic\", \"name\": \"Shared\", \"turnLimit\": 15}");
        verify(editor.importFile(good));
        verify(catalogIds().indexOf("shared-one") >= 0);
    }
}
