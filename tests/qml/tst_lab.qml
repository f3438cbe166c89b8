// The Lab room: a run and a comparison with their report, a cancel, and a cluster job
// exported and its results opened.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer
import "settle.js" as Layouts

RoomTestCase {
    id: test
    name: "Lab"

    SignalSpy { id: finishedSpy; signalName: "finished" }

    // Club on both sides (greedy: hundreds of games a second), for tests about the room rather
    // than the games; a run starts with a slower searching player.
    function clubPlayers(lv) {
        for (const name of ["labWhite", "labBlack"]) {
            const box = child(lv, name);
            box.currentIndex = lv.lab.players.findIndex(p => p.spec === "club");
            box.activated(box.currentIndex);
        }
        compare(lv.options().white, "club");
        compare(lv.options().black, "club");
    }

    // A new run leaves the last report on show, greyed and marked "From the last run" until
    // the new report replaces it; waits on the session's finished signal only.
    function test_labGreysTheLastReportWhileANewRunPlays() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        const stale = child(lv, "labStale");
        const table = child(lv, "labTable");
        clubPlayers(lv);
        finishedSpy.target = lab;
        finishedSpy.clear();
        child(lv, "labGames").value = 10;
        mouseClick(child(lv, "labRun"));
        verify(lab.running);
        verify(!stale.visible, "no report yet, nothing stale");
        finishedSpy.wait(30000);
        verify(lab.hasReport && !lab.running);
        verify(!stale.visible, "the report of the run just played is current");
        compare(table.opacity, 1);
        const first = lab.report;
        // A second run, other deals: the first report stays, greyed and said to be the last run's.
        child(lv, "labSeed").text = "2";
        child(lv, "labGames").value = 60;  // long enough to be seen (shot) while it plays
        mouseClick(child(lv, "labRun"));
        verify(lab.running);
        verify(stale.visible, "the old report is marked while the new run plays");
        compare(stale.text, "From the last run: a new run is playing.");
        verify(table.opacity < 1, "the old report is greyed");
        compare(lab.report, first);
        if (screenshotDir !== "")  // at once: shot() pauses, and the run may be over by then
            grabImage(s.Window.contentItem).save(screenshotDir + "/lab-stale.png");
        if (finishedSpy.count < 2)  // a screenshot's pause may have seen it finish
            finishedSpy.wait(30000);
        compare(finishedSpy.count, 2);
        verify(!lab.running);
        verify(!stale.visible, "the new report is current");
        compare(table.opacity, 1);
        compare(lab.report.a.games, 60);
    }

    // ---- Lab
    function test_labRunsAndReports() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        clubPlayers(lv);
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
        const p = lab.report.comparison.white_win_rate.p;
        verify(p > 0 && p <= 1, "a p-value: " + p);
        verify(child(lv, "labDiff0").text.indexOf("p =") >= 0);
        shot(s, "lab-compare");
        // Export both ways.
        verify(lab.exportCsv("file://" + testDir + "/lab.csv"));
        const csv = testFiles.read(testDir + "/lab.csv").trim().split("\n");
        compare(csv.length, 81);
        verify(lab.exportJson("file://" + testDir + "/lab.json"));
        compare(JSON.parse(testFiles.read(testDir + "/lab.json")).b.games, 40);
    }

    // A sweep from the form: "Sweep a setting", the turn limit from 4 to 8 in steps of 2, ten
    // games at each value; the charts draw every measure at each value with its band. A value
    // out of the field's range is refused, naming the field and range; Cancel stops a sweep.
    function test_labSweepsASetting() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const sweep = lv.sweep;
        clubPlayers(lv);
        finishedSpy.target = sweep;
        finishedSpy.clear();
        mouseClick(child(lv, "labSweep"));
        verify(lv.sweeping);
        verify(!child(lv, "labCompare").visible, "a sweep compares values, not variants");
        const field = child(lv, "labSweepField");
        compare(field.currentText, "Turn limit");
        compare(child(lv, "labSweepFrom").text, "10");  // around classic's 20
        compare(child(lv, "labSweepTo").text, "30");
        compare(child(lv, "labSweepStep").text, "5");
        child(lv, "labSweepFrom").text = "4";
        child(lv, "labSweepTo").text = "8";
        child(lv, "labSweepStep").text = "2";
        child(lv, "labGames").value = 10;
        mouseClick(child(lv, "labRun"));
        verify(sweep.running);
        compare(sweep.total, 30);
        verify(child(lv, "labCancel").enabled);
        finishedSpy.wait(30000);
        verify(sweep.hasReport && !sweep.running && sweep.error === "");
        compare(sweep.values, [4, 6, 8]);
        compare(sweep.report.sweep.field, "turnLimit");
        compare(sweep.report.points.length, 3);
        verify(child(lv, "labProgressText").text.indexOf("30") >= 0);
        verify(child(lv, "labSweepReport").visible);
        verify(!child(lv, "labTable").visible, "the sweep's charts, not a run's table");
        const keys = sweep.charts.map(c => c.key);
        for (const k of ["results", "white_edge", "plies", "settled_at", "lead_changes", "drama"])
            verify(keys.indexOf(k) >= 0, k);
        const results = sweep.charts[keys.indexOf("results")];
        compare(results.lines.length, 3);  // White wins, Black wins, draws
        for (const line of results.lines) {
            compare(line.points.map(p => p.x), [4, 6, 8]);
            for (const p of line.points)
                verify(p.low <= p.y && p.y <= p.high, line.name + " at " + p.x);
        }
        // Each chart holds its lines and their bands, a point per value.
        const chart = child(lv, "labSweepChart_results");
        verify(chart && chart.visible);
        let drawn = 0;
        for (let i = 0; i < chart.count; ++i)
            if (chart.series(i).visible && chart.series(i).count === 3)
                ++drawn;
        compare(drawn, 3);
        verify(child(lv, "labSweepTitle").text.indexOf("Turn limit") === 0);
        // The verdict in words, and the designer's target for White's edge.
        verify(child(lv, "labSweepDifferences").text.length > 0);
        const target = child(lv, "labSweepTarget");
        verify(/^White's edge within ±3 points: /.test(target.text), target.text);
        child(lv, "labSweepBound").value = 20;
        verify(/^White's edge within ±20 points: /.test(target.text), target.text);
        // Axes: shares within 0–100%, counts from 0, labels rounded to their ticks' step.
        for (const c of sweep.charts) {
            const view = child(lv, "labSweepChart_" + c.key);
            const y = view.axisY(view.series(0));
            if (c.unit === "%")
                verify(y.min >= 0 && y.max <= 100, c.key + ": " + y.min + " to " + y.max);
            if (c.unit !== "points")
                verify(y.min >= 0, c.key + ": from " + y.min);
            verify(/^%\.[0-3]f$/.test(y.labelFormat), c.key + ": " + y.labelFormat);
        }
        shot(s, "lab-sweep");
        // The sweep can be kept: every game as CSV, the report as JSON (both were greyed).
        verify(child(lv, "labExportCsv").enabled && child(lv, "labExportJson").enabled);
        verify(sweep.exportCsv("file://" + testDir + "/sweep.csv"));
        const rows = testFiles.read(testDir + "/sweep.csv").trim().split("\n");
        compare(rows.length, 31);  // a header and 30 games
        for (const v of [4, 6, 8])
            compare(rows.filter(r => r.indexOf("classic turnLimit=" + v + ",") >= 0).length, 10, "games at " + v);
        verify(sweep.exportJson("file://" + testDir + "/sweep.json"));
        // ... and as a web page: the verdict, the numbers, a chart per measure, the JSON.
        verify(child(lv, "labExportSweepReport").visible);
        verify(sweep.exportReport("file://" + testDir + "/sweep.html", 3));
        const html = testFiles.read(testDir + "/sweep.html");
        verify(html.indexOf("Content-Security-Policy") > 0 && html.indexOf("<script") < 0);
        verify(html.indexOf(sweep.differences.replace(/'/g, "&#39;")) > 0 || html.indexOf(sweep.differences) > 0, "the verdict");
        verify(html.indexOf("White's edge within ±3 points".replace(/'/g, "&#39;")) > 0 || html.indexOf("White's edge within ±3 points") > 0, "the target");
        compare(html.split("<svg").length - 1, 6, "a chart per measure");
        verify(html.indexOf("Turn limit") > 0);
        const kept = JSON.parse(testFiles.read(testDir + "/sweep.json"));
        compare(kept.sweep.values, [4, 6, 8]);
        compare(kept.points.length, 3);
        // Open results… reads a sweep's report back, in another window, as the same charts.
        const other = makeShell();
        other.show("lab");
        const olv = other.labView;
        verify(olv.openResultFiles(["file://" + testDir + "/sweep.json"]), olv.sweep.error);
        verify(olv.sweeping, "the Lab shows a sweep");
        compare(olv.sweep.values, [4, 6, 8]);
        compare(JSON.stringify(olv.sweep.charts), JSON.stringify(sweep.charts));
        verify(child(olv, "labSweepChart_results").visible);
        // A report holds no games: no CSV to write (it wrote an empty file and said so).
        compare(olv.sweep.origin, "sweep.json");
        verify(!child(olv, "labExportCsv").enabled);
        verify(!olv.sweep.exportCsv("file://" + testDir + "/from-report.csv"));
        verify(olv.sweep.error.indexOf("holds no games") > 0, olv.sweep.error);
        // A report with a measure missing is refused, naming the field; the charts stay.
        delete kept.points[1].quality.plies;
        const brokenUrl = testFiles.write("broken-sweep.json", JSON.stringify(kept));
        verify(!olv.openResultFiles([brokenUrl]));
        compare(olv.sweep.error, "broken-sweep.json is not a sweep's report: points[1].quality.plies.mean: missing or not a number");
        compare(olv.sweep.values, [4, 6, 8]);
        verify(child(olv, "labError").visible);
        other.visible = false;  // the first window's controls take the clicks again
        // A turn limit of 1 ends every game drawn (no counter is near another): "settled at"
        // and drama have no value there, and the charts leave a gap and say why (a 0 was plotted).
        child(lv, "labSweepFrom").text = "1";
        child(lv, "labSweepTo").text = "3";
        child(lv, "labSweepStep").text = "2";
        finishedSpy.clear();
        mouseClick(child(lv, "labRun"));
        finishedSpy.wait(30000);
        compare(sweep.values, [1, 3]);
        const byKey = k => sweep.charts.find(c => c.key === k);
        compare(byKey("results").lines[2].points[0].y, 100, "all drawn at 1");
        for (const k of ["settled_at", "drama"]) {
            compare(byKey(k).lines[0].points.map(p => p.x), [3], k);
            compare(byKey(k).note, "No value at 1: every game there was drawn.");
            const note = child(lv, "labSweepNote_" + k);
            verify(note.visible && note.text === byKey(k).note, k);
        }
        compare(byKey("plies").note, "");
        verify(!child(lv, "labSweepNote_plies").visible);
        child(lv, "labSweepTo").text = "8";
        // Out of the field's range: refused before any game, the message names both.
        child(lv, "labSweepFrom").text = "0";
        mouseClick(child(lv, "labRun"));
        verify(!sweep.running);
        verify(child(lv, "labError").visible);
        verify(child(lv, "labError").text.indexOf("turnLimit: must be from 1 to 999, got 0") >= 0, child(lv, "labError").text);
        // The form's own mistakes in the form's words (not the CLI's "turnLimit=30:10:1").
        child(lv, "labSweepFrom").text = "30";
        child(lv, "labSweepTo").text = "10";
        mouseClick(child(lv, "labRun"));
        verify(!sweep.running);
        compare(child(lv, "labError").text, "The sweep cannot run: its last value (10) must be above its first (30).");
        child(lv, "labSweepFrom").text = "10";
        child(lv, "labSweepTo").text = "20";
        child(lv, "labSweepStep").text = "";
        mouseClick(child(lv, "labRun"));
        verify(!sweep.running);
        compare(child(lv, "labError").text, "The sweep cannot run: its step must be 1 or more.");
        // Cancel: a searching sweep stops; the games finished still make the report.
        child(lv, "labSweepFrom").text = "10";
        child(lv, "labSweepTo").text = "20";
        child(lv, "labSweepStep").text = "10";
        const search = lv.lab.players.findIndex(p => p.spec === "strong");
        child(lv, "labWhite").currentIndex = search;
        child(lv, "labBlack").currentIndex = search;
        child(lv, "labWhite").activated(search);
        child(lv, "labBlack").activated(search);
        child(lv, "labGames").value = 200;
        finishedSpy.clear();
        mouseClick(child(lv, "labRun"));
        verify(sweep.running);
        mouseClick(child(lv, "labCancel"));
        finishedSpy.wait(30000);
        verify(!sweep.running && sweep.cancelled);
    }

    function test_labCancels() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        const search = lab.players.findIndex(p => p.spec === "strong");
        verify(search >= 0);
        child(lv, "labWhite").currentIndex = search;
        child(lv, "labBlack").currentIndex = search;
        child(lv, "labGames").value = 50;
        mouseClick(child(lv, "labRun"));
        verify(lab.running);
        compare(lab.total, 50);
        mouseClick(child(lv, "labCancel"));
        tryVerify(() => !lab.running, 10000);
        verify(lab.done < 50);
        verify(lab.cancelled, "the run was cancelled");
        // Said as a cancel, never as a failure (a run that failed is not a cancel).
        verify(lab.error === "" || lab.error === "Cancelled before any game finished.", lab.error);
        verify(child(lv, "labRun").enabled, "a new run can start");
        // A bad option is refused with a message and nothing starts.
        verify(!lab.start({variant: "no-such-variant"}));
        verify(lab.error.indexOf("no-such-variant") >= 0);
    }

    // Before Run, the Lab says how long the run will take, for the games it will play: a
    // comparison plays them twice, a sweep once for each value; a run hides it.
    function test_labSaysHowLongARunWillTake() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        clubPlayers(lv);
        child(lv, "labGames").value = 40;
        const label = child(lv, "labEstimate");
        const said = games => label.visible && label.estimate.seconds >= 0 && label.text.endsWith(" for " + games + " games");
        tryVerify(() => said(40), 20000, label.text);
        verify(/^(Under a second|A few seconds|About \d+ (seconds|minutes)) for 40 games$/.test(label.text), label.text);
        mouseClick(child(lv, "labCompare"));
        tryVerify(() => said(80), 20000, label.text);
        mouseClick(child(lv, "labCompare"));
        mouseClick(child(lv, "labSweep"));
        child(lv, "labSweepFrom").text = "4";
        child(lv, "labSweepTo").text = "8";
        child(lv, "labSweepStep").text = "2";
        tryVerify(() => said(120), 20000, label.text);
    }

    // The players are the game's levels by their names, then two quicker searches; a run starts
    // with Strong at 1,000 iterations, as goalscorer-cli lab does; a language switch keeps each
    // side's choice, a typed AI SPEC included.
    function test_labPlayersAreTheLevelsAndSurviveALanguageSwitch() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        compare(lab.players.slice(0, 4).map(p => p.name), ["Beginner", "Club", "Strong", "Expert"]);
        compare(lab.players.slice(0, 4).map(p => p.spec), ["beginner", "club", "strong", "expert"]);
        const white = child(lv, "labWhite"), black = child(lv, "labBlack");
        compare(white.editText, "Strong, 1,000 iterations a move");
        compare(lv.options().white, "strong:iterations=1000");
        compare(lv.options().black, lab.defaultPlayer);
        compare(lab.defaultPlayer, "strong:iterations=1000");
        compare(child(lv, "labGames").value, 1000);
        // White: Strong from the list; Black: a spec typed by hand.
        white.currentIndex = 2;
        white.activated(2);
        black.contentItem.forceActiveFocus();
        black.contentItem.selectAll();
        for (const ch of "ismcts:iterations=250")
            keyClick(ch);
        compare(black.editText, "ismcts:iterations=250");
        compare(lv.options().white, "strong");
        compare(lv.options().black, "ismcts:iterations=250");
        verify(Language.choose("de"));
        compare(white.editText, "Stark");
        compare(lv.options().white, "strong");
        compare(lv.options().black, "ismcts:iterations=250");
        verify(Language.choose("en"));
        compare(white.editText, "Strong");
        compare(lv.options().black, "ismcts:iterations=250");
        lv.whiteSpec = lab.defaultPlayer;
        lv.choose(white, lab.defaultPlayer);
        // In German the longer name shows from its start (the field had scrolled to its end:
        // "tark, 1.000 …").
        verify(Language.choose("de"));
        for (const box of [white]) {
            verify(box.editText.startsWith("Stark, 1.000"), box.editText);
            waitForRendering(box);
            verify(box.contentItem.positionToRectangle(0).x >= 0, "scrolled by " + box.contentItem.positionToRectangle(0).x);
        }
        verify(Language.choose("en"));
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
        verify(commands[0].indexOf("goalscorer-cli lab --variant classic --white strong:iterations=1000 --black strong:iterations=1000 --games 30 --seed 1") === 0, commands[0]);
        verify(commands[2].endsWith("--shard 3/3 --out shard-3.jsonl"));
        verify(testFiles.read(testDir + "/cluster-job/slurm.sbatch").indexOf("--array=1-3") >= 0);
        dialog.close();

        // Two shards of a four-game run, written as goalscorer-cli writes them.
        const run = {variant: "classic", white: "greedy", black: "random", games: 4, seed: "3", program: "test"};
        const game = (n, result, w, b) => ({game: n, result: result, goals: [w, b], end: "star_captured", plies: 20 + n, turns: 5,
                                           penalties: 1, penalty_goals: 0, offsides: 0, promotions: 0, substitutions: 0,
                                           debut_moves: 0, passes: 0, lead_changes: 0, settled_ply: 20 + n, winner_trailed: 0,
                                           legal_moves: 15 * (20 + n), move_positions: 20 + n, part: "a"});
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

    // Playtest records (issue 31, 3): a folder with three finished records, a broken file, one
    // of another variant and an unfinished game, opened through the controller (no dialog):
    // the counts, the reasons, and the report with the records beside computer games.
    SignalSpy { id: recordsSpy; signalName: "finished" }
    function test_labReportsPlaytestRecords() {
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        const records = child(lv, "labRecordsPanel").records;
        recordsSpy.target = records;
        recordsSpy.clear();
        verify(records.open("file://" + testDataDir + "/playtest", {white: "random", black: "random", seed: "3"}));
        verify(records.running);
        recordsSpy.wait(30000);
        compare(records.error, "");
        compare(records.used, 3);
        compare(records.skipped.map(k => k.file), ["broken.gsr", "other-variant.gsr", "unfinished.gsr"]);
        compare(records.skipped[1].reason, "other variant (quick)");
        compare(records.skipped[2].reason, "not finished");
        verify(records.skipped[0].reason.startsWith("not a game record: "));
        compare(child(lv, "labRecordsSummary").text, "3 records used, 3 skipped");
        verify(child(lv, "labRecordsSkipped2").visible);
        verify(lab.hasReport && lab.comparing);
        compare(lab.report.a.games, 3);
        compare(lab.report.b.games, 3);
        compare(lab.report.records.used.length, 3);
        compare(child(lv, "labHeaderA").text, "Your games");
        compare(child(lv, "labHeaderB").text, "Computer games");
        verify(child(lv, "labVerdict0").text !== "");
        verify(!child(lv, "labRunAgain").enabled, "people's games cannot be played again");
        mouseClick(child(lv, "labRecordsShowSkipped"));
        tryVerify(() => !findChild(lv, "labRecordsSkipped0"), 5000, "Hide skipped hides the list");
        // A folder with nothing to report says so and keeps the report, and the counts under
        // it (they read "0 records used" under the old report).
        const used = records.used;
        verify(used > 0);
        // (A folder of its own: the test folder holds other tests' finished autosaves.)
        const nothing = testFiles.write("lab-no-records/notes.txt", "not a game record\n").replace(/\/notes\.txt$/, "");
        verify(!records.open(nothing, {}));
        verify(records.error !== "");
        compare(lab.report.a.games, 3);
        compare(records.used, used);
    }

    // At 1024 px, the smallest width we promise, the records report's difference heading
    // ("Computer games minus Your games") reads whole: not elided, inside the report's visible
    // width (the report scrolls only up and down), and above the table's first row.
    function test_labDifferenceHeadingReadsWholeAt1024() {
        test.Window.window.width = test.width = 1024;
        test.Window.window.height = test.height = 768;
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const records = child(lv, "labRecordsPanel").records;
        recordsSpy.target = records;
        recordsSpy.clear();
        verify(records.open("file://" + testDataDir + "/playtest", {white: "random", black: "random", seed: "3"}));
        recordsSpy.wait(30000);
        verify(lv.lab.comparing);
        verify(Layouts.settle(test, s));
        const heading = child(lv, "labHeaderDifference");
        const report = child(lv, "labReport");
        compare(heading.text, "Computer games minus Your games\n(95% interval)");
        verify(!heading.truncated, "the heading is cut off with \u2026 in " + Math.round(heading.width) + " px");
        const right = heading.mapToItem(report, 0, 0).x + Math.max(heading.width, heading.contentWidth);
        verify(right <= report.availableWidth + 1, "the heading runs to " + Math.round(right) + " px of the report's " + Math.round(report.availableWidth));
        verify(heading.height >= heading.contentHeight - 1, "the grid gave the heading " + heading.height + " of its " + heading.contentHeight + " px");
        verify(heading.mapToItem(child(lv, "labDiff0"), 0, heading.height).y <= 1, "the heading runs into the first row");
    }
    // At the window's smallest size (Main.qml: 760 × 560) a comparison's report reads whole:
    // every text of the verdict and the table inside the report's visible width (it scrolls
    // only up and down), none cut off, squeezed to nothing or spilling past its cell. At that
    // width the table once kept each value on one line and gave the difference column 0 px.
    // And the form beside it scrolls to its last controls.
    function test_labReportReadsWholeAtTheSmallestWindow() {
        test.Window.window.width = test.width = 760;
        test.Window.window.height = test.height = 560;
        const s = makeShell();
        s.show("lab");
        const lv = s.labView;
        const lab = lv.lab;
        finishedSpy.target = lab;
        finishedSpy.clear();
        lv.prepare("classic", "quick");
        clubPlayers(lv);
        child(lv, "labGames").value = 40;
        mouseClick(child(lv, "labRun"));
        finishedSpy.wait(30000);
        verify(lab.comparing);
        verify(settle(s));
        const report = child(lv, "labReport");
        const problems = [];
        let seen = 0;
        const look = item => {
            if (!item.visible)
                return;
            if (item.text !== undefined && item.truncated !== undefined && item.text !== "") {
                ++seen;
                const right = item.mapToItem(report, 0, 0).x + Math.max(item.width, Math.min(item.contentWidth, item.implicitWidth));
                if (item.width < 1)
                    problems.push("\"" + item.text + "\" squeezed to nothing");
                else if (item.truncated)
                    problems.push("\"" + item.text + "\" cut off");
                else if (item.contentWidth > item.width + 2)
                    problems.push("\"" + item.text + "\" spills: " + Math.round(item.contentWidth) + " px in " + Math.round(item.width));
                else if (right > report.availableWidth + 1)
                    problems.push("\"" + item.text + "\" runs to " + Math.round(right) + " px of " + Math.round(report.availableWidth));
            }
            for (let i = 0; i < item.children.length; ++i)
                look(item.children[i]);
        };
        look(child(lv, "labVerdictPanel"));
        look(child(lv, "labTable"));
        verify(seen > 40, "only " + seen + " texts found");
        verify(problems.length === 0, problems.join("\n"));
        // Each row's difference is there to read, beside its values.
        const diff = child(lv, "labDiff0");
        verify(diff.width > 60, "the difference column is " + diff.width + " px");
        // The form is taller than the window here: it scrolls, and the playtest records at its
        // foot come into view (they were cut off, out of reach).
        const form = child(lv, "labFormScroll");
        const flick = form.contentItem;
        verify(flick.contentHeight > flick.height, "the form fits: " + flick.contentHeight + " in " + flick.height);
        flick.contentY = flick.contentHeight - flick.height;
        verify(settle(s));
        const records = child(lv, "labRecordsPanel");
        const foot = records.mapToItem(form, 0, records.height).y;
        verify(foot <= form.height + 1, "the records panel ends at " + Math.round(foot) + " px of the form's " + Math.round(form.height));
    }
    function cleanup() {
        Language.choose("");
        test.Window.window.width = test.width = 1180;
        test.Window.window.height = test.height = 820;
    }
}
