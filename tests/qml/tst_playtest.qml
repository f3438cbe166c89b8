// The playtesting tools in the real window content (Shell): a variant edited in the variant
// editor, saved and played; a Lab run, a comparison and a cancel; a manual setup arranged by
// clicks; and clocks that pass a turn or lose the game when they run out.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

TestCase {
    id: test
    name: "Playtest"
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
        const s = createTemporaryObject(shellComponent, test, {autosavePath: testDir + "/playtest-autosave-" + (++made) + ".gsr"});
        verify(s, "the window content loads");
        VariantCatalog.userFolder = testDir + "/user-variants";
        s.game.session.computerDelay = 0;
        return s;
    }
    function child(root, name) {
        const c = findChild(root, name);
        verify(c, name);
        return c;
    }
    function shot(root, name) {
        if (screenshotDir === "")
            return;
        waitForRendering(root);
        wait(300);
        grabImage(root.Window.contentItem).save(screenshotDir + "/" + name + ".png");
    }
    // The variant pitch rebuilds its squares after each edit: wait for the layout, then click.
    function clickVariantSquare(view, name) {
        waitForRendering(view);
        wait(50);
        mouseClick(child(view, "vsq_" + name));
    }
    // Scrolls the nearest Flickable (a ScrollView's) so `item` is on screen, then clicks it.
    function clickShown(item) {
        let f = item.parent;
        while (f && f.contentY === undefined)
            f = f.parent;
        if (f) {
            const pos = item.mapToItem(f.contentItem, 0, 0);
            f.contentY = Math.max(0, Math.min(pos.y - 40, f.contentHeight - f.height));
        }
        waitForRendering(item);
        mouseClick(item);
    }
    function catalogIds() { return VariantCatalog.variants.map(v => v.id) }
    // A user variant: classic's rules with `changes`, written into the user folder and loaded.
    function userVariant(id, changes) {
        const doc = VariantCatalog.document("classic");
        delete doc.parent;
        doc.id = id;
        doc.name = "Test " + id;
        doc.description = "A test variant " + id;
        for (const k in changes)
            doc[k] = changes[k];
        testFiles.write("user-variants/" + id + ".json", JSON.stringify(doc));
        VariantCatalog.userFolder = testDir + "/user-variants";
        VariantCatalog.reload();
        verify(catalogIds().indexOf(id) >= 0, id + " is in the catalog: " + VariantCatalog.problems.join("; "));
    }

    // ---- Variant editor

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

    // ---- Lab

    function test_labRunsAndReports() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        child(lv, "labGames").value = 40;
        mouseClick(child(lv, "labRun"));
        tryVerify(() => !lab.running && lab.hasReport, 20000);
        compare(lab.report.a.games, 40);
        compare(lab.report.a.variant, "classic");
        compare(lab.report.a.white_wins + lab.report.a.black_wins + lab.report.a.draws, 40);
        verify(!lab.comparing);
        verify(child(lv, "labTable").visible);
        verify(child(lv, "labProgressText").text.indexOf("40") >= 0);
        // Compare with Quick: two runs, a difference column.
        lv.prepare("classic", "quick");
        mouseClick(child(lv, "labRun"));
        tryVerify(() => !lab.running && lab.comparing, 20000);
        compare(lab.report.b.variant, "quick");
        // Headers name the variants as the catalogue does, not by id.
        const quickName = VariantCatalog.variants.find(v => v.id === "quick").name;
        verify(quickName !== "quick");
        compare(child(lv, "labHeaderB").text, quickName);
        verify(lab.report.comparison.white_win_rate.p >= 0);
        verify(child(lv, "labDiff0").text.indexOf("p =") >= 0);
        shot(s, "lab-compare");
        // Export both ways.
        verify(lab.exportCsv("file://" + testDir + "/lab.csv"));
        const csv = testFiles.read(testDir + "/lab.csv").trim().split("\n");
        compare(csv.length, 81);
        verify(lab.exportJson("file://" + testDir + "/lab.json"));
        compare(JSON.parse(testFiles.read(testDir + "/lab.json")).b.games, 40);
    }

    function test_labCancels() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        const search = lab.players.findIndex(p => p.spec === "ismcts:ms=500");
        child(lv, "labWhite").currentIndex = search;
        child(lv, "labBlack").currentIndex = search;
        child(lv, "labGames").value = 50;
        mouseClick(child(lv, "labRun"));
        verify(lab.running);
        compare(lab.total, 50);
        mouseClick(child(lv, "labCancel"));
        tryVerify(() => !lab.running, 10000);
        verify(lab.done < 50);
        verify(lab.cancelled || lab.error !== "");
        verify(child(lv, "labRun").enabled, "a new run can start");
        // A bad option is refused with a message and nothing starts.
        verify(!lab.start({variant: "no-such-variant"}));
        verify(lab.error.indexOf("no-such-variant") >= 0);
    }

    // Export as a cluster job through the dialog, then Open results with shard files: the report
    // and charts show them as for a run played here; a broken set is refused and the report stays.
    function test_labClusterJobAndOpenResults() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        child(lv, "labGames").value = 30;
        mouseClick(child(lv, "labExportCluster"));
        const dialog = child(lv, "labClusterDialog");
        tryVerify(() => dialog.opened);
        compare(child(lv, "labClusterShards").to, 30);
        child(lv, "labClusterShards").value = 3;
        shot(s, "lab-cluster-dialog");
        verify(lv.exportCluster("file://" + testDir + "/cluster-job"));
        verify(child(lv, "labClusterWritten").text.indexOf("cluster-job") >= 0);
        const commands = testFiles.read(testDir + "/cluster-job/commands.txt").trim().split("\n");
        compare(commands.length, 3);
        verify(commands[0].indexOf("goalscorer-cli lab --variant classic --white random --black random --games 30 --seed 1") === 0);
        verify(commands[2].endsWith("--shard 3/3 --out shard-3.jsonl"));
        verify(testFiles.read(testDir + "/cluster-job/slurm.sbatch").indexOf("--array=1-3") >= 0);
        dialog.close();

        // Two shards of a four-game run, written as goalscorer-cli writes them.
        const run = {variant: "classic", white: "greedy", black: "random", games: 4, seed: "3", program: "test"};
        const game = (n, result, w, b) => ({game: n, result: result, goals: [w, b], end: "star_captured", plies: 20 + n, turns: 5,
                                           penalties: 1, penalty_goals: 0, offsides: 0, promotions: 0, substitutions: 0,
                                           debut_moves: 0, passes: 0, part: "a"});
        const line = (k, g) => JSON.stringify({format: "goalscorer-shard", version: 1, kind: "lab", run: run, shard: [k, 2], game: g}) + "\n";
        testFiles.write("shard-1.jsonl", line(1, game(1, "1-0", 3, 0)) + line(1, game(3, "0-1", 0, 2)));
        testFiles.write("shard-2.jsonl", line(2, game(2, "1-0", 2, 1)) + line(2, game(4, "1/2-1/2", 1, 1)));
        verify(lab.openResults(["file://" + testDir + "/shard-1.jsonl", "file://" + testDir + "/shard-2.jsonl"]), lab.error);
        compare(lab.report.a.games, 4);
        compare(lab.report.a.white_wins, 2);
        compare(lab.report.a.draws, 1);
        verify(child(lv, "labTable").visible);
        verify(child(lv, "labOrigin").visible);
        verify(child(lv, "labOrigin").text.indexOf("shard-2.jsonl") >= 0);
        verify(child(lv, "labExportCsv").enabled, "an opened report exports like a local one");
        shot(s, "lab-open-results");
        // Only one of the two shards: refused, naming the missing one; the report stays.
        verify(!lab.openResults(["file://" + testDir + "/shard-1.jsonl"]));
        verify(child(lv, "labError").visible);
        verify(child(lv, "labError").text.indexOf("shard 2/2 missing") >= 0, child(lv, "labError").text);
        compare(lab.report.a.games, 4);
        // The file dialog really opens (Qt 6.4's QML-only FileDialog crashed here without a
        // platform theme; FilePicker uses Qt Labs Platform, which falls back to QFileDialog).
        lv.resultsPicker.open();
        tryVerify(() => lv.resultsPicker.visible);
        lv.resultsPicker.close();
        tryVerify(() => !lv.resultsPicker.visible);
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
        mouseClick(child(s.game, "setupRandom"));
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
        session.dismissCover();
        compare(session.setup.side, "white");
        session.setup.finish();
        verify(session.status.covered, "White's arrangement is hidden before Black sits down");
        compare(session.setup.side, "black");
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
        verify(session.clock.move > 0 && session.clock.move <= 1000);
        compare(session.clock.white, -1, "no game clock in this variant");
        tryVerify(() => session.status.sideToAct === "black", 3000);
        compare(session.scoreboard.turn, 1);
        compare(session.clock.running, "", "the computer's time does not run");
        session.stopComputer();
    }

    function test_gameClockLosesTheGame() {
        userVariant("test-game-clock", {clock: {gameSeconds: 1, gameTimeout: "lose"}});
        const s = makeShell();
        const session = s.game.session;
        session.newGame({variant: "test-game-clock", opponent: "computer", side: "white", strength: "Beginner", seed: "4"});
        verify(session.clock.white > 0);
        shot(s, "clock");
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

    // ---- Languages

    function test_languageSwitchKeepsTheGame() {
        const s = makeShell();
        const session = s.game.session;
        session.newGame({variant: "classic", opponent: "human", seed: "5"});
        session.dismissCover();
        const tab = child(s, "tabPlay");
        compare(tab.text, "Play");
        const codes = Language.languages.map(l => l.code).filter(c => c !== "" && c !== "en");
        for (const shipped of ["de", "es", "fr"])
            verify(codes.indexOf(shipped) >= 0, shipped + " ships: " + codes.join(","));
        // The event log is in the chosen language too (it is rebuilt from the moves).
        verify(session.playMove(session.status.legalMoves[0]));
        const log = session.log;
        const lastLine = () => log.data(log.index(log.rowCount() - 1, 0), Qt.DisplayRole);
        verify(lastLine().indexOf("White") >= 0, lastLine());
        const after = session.status.gpnForViewer;
        const white = {de: "Weiß", es: "Blanco", fr: "Blanc"};
        for (const code of codes) {
            verify(Language.choose(code), code);
            compare(Language.active, code);
            verify(tab.text !== "Play" && tab.text !== "", code + ": " + tab.text);
            compare(session.status.gpnForViewer, after, "the game in progress is untouched");
            if (white[code])
                verify(lastLine().indexOf(white[code]) >= 0, code + " log: " + lastLine());
            shot(s, "language-" + code);
        }
        verify(Language.choose("de"));
        compare(tab.text, "Spielen");
        verify(Language.choose("es"));
        compare(tab.text, "Jugar");
        verify(Language.choose("fr"));
        compare(tab.text, "Jouer");
        compare(Language.languages.find(l => l.code === "fr").name, "Français");
        verify(!Language.choose("xx"), "an unknown language is refused");
        verify(Language.choose("en"));
        compare(tab.text, "Play");
        verify(Language.choose(""));  // back to the system's (the test machine's is English)
    }

    // After a language switch every list shows the value behind it (a rebuilt label list used
    // to reset a ComboBox to its first row), and the dialogs' own buttons speak the new language.
    function test_languageSwitchKeepsEveryControlTrue() {
        Settings.animationSpeed = 2;
        Settings.counterSet = "discs";
        Settings.defaultStrength = "Expert";
        const s = makeShell();
        s.openSettings();
        const dialog = s.settingsDialog;
        tryVerify(() => dialog.opened);
        const animation = child(dialog, "settingsAnimation");
        const counters = child(dialog, "settingsCounterSet");
        const strength = child(dialog, "settingsStrength");
        const language = child(dialog, "settingsLanguage");
        const expert = s.game.session.strengths.findIndex(x => x.name === "Expert");
        const showsTheSettings = (code) => {
            compare(animation.currentIndex, 2, code + ": animation");
            compare(animation.displayText, animation.model[2], code);
            compare(counters.currentIndex, 1, code + ": counters");
            compare(strength.currentIndex, expert, code + ": strength");
            compare(language.currentIndex, Language.languages.findIndex(l => l.code === code), code + ": language");
        };
        showsTheSettings("");
        for (const code of ["de", "fr", "en"]) {
            verify(Language.choose(code));
            waitForRendering(dialog.contentItem);
            showsTheSettings(code);
        }
        verify(Language.choose("de"));
        compare(Language.languages[0].name, "Systemsprache", "the language list follows the language too");
        verify(dialog.standardButton(Dialog.Close).text !== "Close", "German: " + dialog.standardButton(Dialog.Close).text);
        verify(Language.choose("en"));
        compare(dialog.standardButton(Dialog.Close).text.replace("&", ""), "Close");
        dialog.close();

        // The variant editor's table keeps each number's rules through a switch.
        s.show("variants");
        const ve = s.variantEditor;
        waitForRendering(ve);
        ve.editor.setValue("captureResults.8", "offside");
        ve.editor.setValue("firstTeamerSteps.8", "orthogonal");
        ve.editor.setValue("debut.8", "midfield");
        const rows = () => [child(ve, "capture_8").currentIndex, child(ve, "steps_8").currentIndex, child(ve, "debut_8").currentIndex];
        compare(rows(), [3, 1, 2]);
        verify(Language.choose("de"));
        waitForRendering(ve);
        compare(rows(), [3, 1, 2], "German");
        compare(child(ve, "capture_8").displayText, child(ve, "capture_8").model[3].label);
        verify(Language.choose("en"));
        waitForRendering(ve);
        compare(rows(), [3, 1, 2], "English again");
        verify(Language.choose(""));
        Settings.restoreDefaults();
        Settings.sound = false;
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
        wait(100);
        verify(Math.abs(piece.transform[0].y) > 1, "the counter is still sliding");
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
