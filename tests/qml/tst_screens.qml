// Every room at the window's smallest size (760×560, Main.qml's minimum), at 1024×700 and at
// 1920×1080, in English, German, French and Spanish: nothing a player should read is cut off
// ("…" where a text does not fit), and, with GS_SCREENSHOTS set, a screenshot of each in
// English and German (resources/screenshots/ keeps the ones we ship).
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer
import "settle.js" as Layouts

TestCase {
    id: test
    name: "Screens"
    // A QML warning fails the test that caused it (as RoomTestCase does).
    function init() { failOnWarning(/^(qrc|file):/) }
    width: 1024
    height: 700
    when: windowShown
    visible: true

    Component {
        id: windowComponent
        Item {
            id: frame
            anchors.fill: parent
            // The window's palette (Main.qml), so the menu bar looks as it does in the app.
            palette.window: "#1d2430"
            palette.windowText: "#eceff1"
            palette.base: "#151b23"
            palette.text: "#eceff1"
            palette.button: "#2a3442"
            palette.buttonText: "#eceff1"
            palette.highlight: "#42a5f5"
            palette.highlightedText: "#0f141b"
            Rectangle { anchors.fill: parent; color: "#151b23" }
            property alias shell: shell
            property alias bar: bar
            Shell {
                id: shell
                anchors.top: bar.bottom
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                autoStart: false
            }
            AppMenuBar {
                id: bar
                width: parent.width
                shell: shell
            }
        }
    }

    // 960×500: a 1920×1080 screen at 200% scaling (960×540) less the window's frame.
    readonly property var sizes: [[760, 560], [960, 500], [1024, 700], [1920, 1080]]
    // Every language is checked; the README's screenshots are English and German.
    readonly property var languages: ["en", "de", "fr", "es"]
    readonly property string starGpn: "...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic"

    function cleanupTestCase() {
        Language.choose("");
        test.Window.window.width = test.width = 1024;
        test.Window.window.height = test.height = 700;
    }

    // Texts a player cannot read whole, as "name: text": cut off with "…", squeezed narrower
    // than one line needs (the text spills over its neighbours), or running past the window's
    // edge where nothing scrolls. `clipped`: an ancestor clips (a list, a scroll view).
    function unreadable(item, root, clipped, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out;
        if (item.text !== undefined && item.truncated !== undefined && item.text !== "" && item.width > 0) {
            const name = (item.objectName || item.parent.objectName || "text") + ": \"" + item.text + "\"";
            if (item.truncated)
                out.push(name + " (cut off)");
            else if (item.wrapMode === Text.NoWrap && item.elide === Text.ElideNone && item.contentWidth > item.width + 2
                     && item.horizontalAlignment !== Text.AlignHCenter)
                out.push(name + " (squeezed to " + Math.round(item.width) + " of " + Math.round(item.contentWidth) + " px)");
            else if (!clipped) {
                const p = item.mapToItem(root, 0, 0);
                if (p.x + Math.min(item.width, item.contentWidth) > root.width + 1 || p.y + Math.min(item.height, item.contentHeight) > root.height + 1)
                    out.push(name + " (off the window)");
            }
        }
        // A combo box's shown choice (a read-only text input) too narrow for its text.
        if (item.cursorPosition !== undefined && item.parent && item.parent.displayText !== undefined && item.text !== "" && item.width > 0
                && item.contentWidth > item.width + 2)
            out.push((item.parent.objectName || "choice") + ": \"" + item.text + "\" (squeezed to " + Math.round(item.width) + " of " + Math.round(item.contentWidth) + " px)");
        const clips = clipped || item.clip === true;
        for (let i = 0; i < item.children.length; ++i)
            unreadable(item.children[i], root, clips, out);
        return out;
    }
    // Visible texts' boxes in `root`'s coordinates, for the overlap check. `area`: what the
    // clipping ancestors let through (a list's viewport), so a line scrolled out of a list
    // does not count as drawn over the heading above it.
    function textBoxes(item, root, out, area) {
        if (!item || !item.visible || item.opacity === 0)
            return out;
        if (!area)
            area = {x: -1e9, y: -1e9, w: 2e9, h: 2e9};
        if (item.clip === true) {
            const c = item.mapToItem(root, 0, 0);
            area = intersect(area, {x: c.x, y: c.y, w: item.width, h: item.height});
        }
        if (item.text !== undefined && item.truncated !== undefined && item.text !== "" && item.width > 0 && item.contentWidth > 0) {
            const p = item.mapToItem(root, 0, 0);
            const x = p.x + (item.horizontalAlignment === Text.AlignRight ? item.width - Math.min(item.width, item.contentWidth)
                             : item.horizontalAlignment === Text.AlignHCenter ? (item.width - Math.min(item.width, item.contentWidth)) / 2 : 0);
            const box = intersect(area, {x: x, y: p.y, w: Math.min(item.width, item.contentWidth) || item.contentWidth,
                                         h: Math.min(item.height, item.contentHeight) || item.contentHeight});
            if (box.w > 0 && box.h > 0)
                out.push({item: item, x: box.x, y: box.y, w: box.w, h: box.h});
        }
        for (let i = 0; i < item.children.length; ++i)
            textBoxes(item.children[i], root, out, area);
        return out;
    }
    function intersect(a, b) {
        const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
        return {x: x, y: y, w: Math.min(a.x + a.w, b.x + b.w) - x, h: Math.min(a.y + a.h, b.y + b.h) - y};
    }
    // Two texts drawn over each other (one panel laid over another).
    function overlaps(root, out) {
        const boxes = textBoxes(root, root, []);
        for (let i = 0; i < boxes.length; ++i)
            for (let j = i + 1; j < boxes.length; ++j) {
                const a = boxes[i], b = boxes[j];
                const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
                if (w > 3 && h > 3)
                    out.push("\"" + a.item.text + "\" and \"" + b.item.text + "\" (overlap)");
            }
        return out;
    }

    property var problems: []  // every scene is looked at before the test fails
    function check(what, root, fewest = 5) {
        waitForRendering(root);
        // Something to check: a screen whose texts were never found would pass unseen. (A
        // dialog that scrolls may show one long paragraph and little else at 500 px.)
        const texts = textBoxes(root, root, []).length;
        if (texts < fewest)
            problems.push(what + ": only " + texts + " texts found to check");
        // A panel that has just appeared may not be laid out yet: its layouts run first.
        if (!Layouts.settle(test, test.Window.window.contentItem))
            problems.push(what + ": the layouts never settle");
        const cut = overlaps(root, unreadable(root, root, false, []));
        if (cut.length > 0)
            problems.push(what + " cuts off " + cut.join("; "));
    }
    // What is laid over the pitch (the end of a game, a banner, the hand-over cover) covers the
    // counters by design, so it is not checked for overlaps with them; its own texts must be
    // whole and inside the pitch's area (at 760 px they ran off both sides).
    function checkOverlay(what, item) {
        const area = item.parent;
        verify(Layouts.settle(test, test.Window.window.contentItem));
        const boxes = textBoxes(item, area, []);
        if (boxes.length === 0)
            problems.push(what + ": no texts found in " + item.objectName);
        for (const b of boxes)
            if (b.x < -1 || b.y < -1 || b.x + b.w > area.width + 1 || b.y + b.h > area.height + 1)
                problems.push(what + ": \"" + b.item.text + "\" of " + item.objectName + " runs past the pitch's area (" + Math.round(b.x) + " to "
                              + Math.round(b.x + b.w) + " of " + Math.round(area.width) + " px)");
        for (const t of unreadable(item, area, false, []))
            problems.push(what + ": " + item.objectName + " cuts off " + t);
    }
    // The Scout report's badges each stay inside their square, with room between neighbours
    // (issue 32, 7: at 1024×700 "★14 G35★12 G39" ran together).
    function scoutBadges(item, out) {
        if (item.objectName && String(item.objectName).startsWith("scout_") && item.visible)
            out.push(item);
        for (let i = 0; i < item.children.length; ++i)
            scoutBadges(item.children[i], out);
        return out;
    }
    function checkScoutBadges(what, root) {
        const pitch = findChild(root.shell.game, "pitch");
        const badges = scoutBadges(root, []);
        if (badges.length === 0)
            problems.push(what + ": no Scout report badges to check");
        for (const b of badges)
            if (b.width > pitch.cell - 4)
                problems.push(what + ": the Scout badge " + b.objectName + " is " + b.width + " px wide in a square of " + pitch.cell + " px");
        // The analysis panel under the pitch makes it smaller still.
        pitch.anchors.bottomMargin = pitch.height * 0.4;
        verify(Layouts.settle(test, test.Window.window.contentItem));
        for (const b of scoutBadges(root, []))
            if (b.width > pitch.cell - 4)
                problems.push(what + ", small pitch: the Scout badge " + b.objectName + " is " + b.width + " px wide in a square of " + pitch.cell + " px");
        shot("play-small-pitch-" + what.replace(/.* at ([0-9]+)×([0-9]+) in (..)/, "$3-$1x$2"));
        pitch.anchors.bottomMargin = 0;
    }
    // A chart's category labels never touch (issue 32, 10: German's at 1024×700): each fits
    // its slot with room to spare, or the labels are turned.
    FontMetrics { id: chartFont }
    function checkChartLabels(what, lab) {
        for (const name of ["labResultsChart", "labEventChart", "labEndChart"]) {
            const chart = findChild(lab, name);
            const axis = chart.axisX(chart.series(0));
            chartFont.font = axis.labelsFont;
            const slot = chart.plotArea.width / axis.categories.length;
            const widest = Math.max(...axis.categories.map(c => chartFont.advanceWidth(c)));
            if (axis.labelsAngle === 0 && widest + 12 > slot)
                problems.push(what + ": " + name + "'s labels touch: the widest is " + Math.round(widest) + " px in slots of " + Math.round(slot) + " px");
            // The legend names the variants as the table does, in the language of the moment.
            if (chart.series(0).at(0).label !== findChild(lab, "labHeaderA").text)
                problems.push(what + ": " + name + "'s legend says " + chart.series(0).at(0).label + ", the table " + findChild(lab, "labHeaderA").text);
        }
    }
    function shot(name) {
        if (screenshotDir === "" || /-(fr|es)-/.test(name))
            return;
        const w = test.Window.window;
        verify(Layouts.settle(test, w.contentItem), "the window settles for " + name);
        grabImage(w.contentItem).save(screenshotDir + "/" + name + ".png");
    }

    function test_everyRoomAtEverySizeInEveryLanguage() {
        const frame = createTemporaryObject(windowComponent, test);
        verify(frame);
        const shell = frame.shell;
        const session = shell.game.session;
        session.files.autosavePath = testDir + "/screens-autosave.gsr";
        session.computerDelay = 0;
        shell.learn.tutorial.stepDelay = 0;
        shell.learn.tutorial.userFolder = testDir + "/screens-tutorials";
        // The Lab's report, once: Classic against Quick.
        shell.show("lab");
        const lv = shell.labView;
        lv.prepare("classic", "quick");
        for (const name of ["labWhite", "labBlack"]) {  // Club, as the README's pictures
            const box = findChild(lv, name);
            box.currentIndex = lv.lab.players.findIndex(p => p.spec === "club");
            box.activated(box.currentIndex);
        }
        findChild(lv, "labGames").value = 40;
        mouseClick(findChild(lv, "labRun"));
        tryVerify(() => !lv.lab.running && lv.lab.comparing, 30000);
        // And a sweep, once: classic's turn limit from 10 to 30 in steps of 5 (the form's
        // suggestion), 2,000 games a value between Club players (well under a second): the
        // README's sweep and its chart.
        const sweepBox = findChild(lv, "labSweep");
        sweepBox.checked = true;
        findChild(lv, "labGames").value = 2000;
        mouseClick(findChild(lv, "labRun"));
        tryVerify(() => !lv.sweep.running && lv.sweep.hasReport, 30000);
        compare(lv.sweep.values, [10, 15, 20, 25, 30]);
        sweepBox.checked = false;
        findChild(lv, "labGames").value = 40;

        const scenes = [
            {name: "play", room: "play", setup: () => {
                session.newGame({seed: "21", opponent: "computer", side: "white", strength: "Beginner"});
                for (let i = 0; i < 8; ++i) {
                    tryVerify(() => session.status.humanToAct, 5000);
                    verify(session.playMove(session.status.legalMoves[i % session.status.legalMoves.length]));
                }
                tryVerify(() => session.status.humanToAct, 5000);
                session.scoutReport = true;
            }},
            // The end of a game: the box over the pitch and the banner (both ran off the
            // sides of a 760 px window).
            {name: "play-over", room: "play", overlays: ["gameOverOverlay", "banner"], setup: () => {
                session.scoutReport = false;
                verify(session.startFromPosition(starGpn, {opponent: "computer", side: "white", strength: "Beginner"}));
                verify(session.playMove("d5d4"));
                tryVerify(() => session.status.gameOver, 5000);
                verify(findChild(shell.game, "gameOverOverlay").visible);
                // A long announcement, held up (shown, it would fade by itself); taken down
                // after the check.
                const banner = findChild(shell.game, "banner");
                banner.text = "Offside! White reveals one of Black's counters — Abseits! Weiß deckt einen Spielstein von Schwarz auf";
                banner.kind = "offside";
                banner.opacity = 1;
            }},
            // A game between two people here: the hand-over cover between turns.
            {name: "play-friend", room: "play", overlays: ["handOverCover"], setup: () => {
                session.newGame({seed: "3", opponent: "human"});
                verify(session.status.covered);
            }},
            {name: "play-analysis", room: "play", setup: () => {
                session.scoutReport = false;
                verify(session.startFromPosition(starGpn, {opponent: "computer", side: "white", strength: "Beginner"}));
                verify(session.playMove("d5d4"));
                tryVerify(() => session.status.gameOver, 5000);
                shell.game.analyse();
                tryVerify(() => shell.game.analysis.ready, 10000);
                session.reviewGoTo(0);
            }},
            {name: "learn", room: "learn", setup: () => shell.learn.tutorial.close()},
            {name: "learn-exercise", room: "learn", setup: () => {
                verify(shell.learn.tutorial.open("guide-star-player"));
                shell.learn.tutorial.next();
                tryVerify(() => shell.learn.tutorial.exercise.awaitingAnswer);
            }},
            // Where the window is narrow the editor shows the pitch or the position's fields.
            {name: "editor", room: "editor", setup: () => {
                shell.positionEditor.recorder.close();  // after editor-recording
                findChild(shell, "editorNarrowTabs").currentIndex = 0;
            }},
            {name: "editor-fields", room: "editor", setup: () => {
                const tabs = findChild(shell, "editorNarrowTabs");
                tabs.currentIndex = tabs.visible ? 1 : 0;
            }},
            // Recording a tutorial, the pitch's side (narrow: the recorder's line above it).
            {name: "editor-recording", room: "editor", setup: () => {
                verify(shell.positionEditor.recorder.begin(starGpn));
                findChild(shell, "editorNarrowTabs").currentIndex = 0;
                verify(findChild(shell, "editorNarrowRecorderStatus").visible === findChild(shell, "editorNarrowTabs").visible);
            }},
            // Where the window is narrow the editor shows the pitch or the form, by a tab.
            {name: "variants", room: "variants", setup: () => { findChild(shell, "variantNarrowTabs").currentIndex = 0 }},
            {name: "variants-form", room: "variants", setup: () => {
                const tabs = findChild(shell, "variantNarrowTabs");
                tabs.currentIndex = tabs.visible ? 1 : 0;
            }},
            {name: "lab", room: "lab", setup: () => {  // the verdict, what was run, Run again (issue 31, 4)
                findChild(shell.labView, "labSweep").checked = false;
                if (shell.labView.lab.report.records !== undefined) {  // after lab-records: the run again
                    findChild(shell.labView, "labGames").value = 40;
                    // Run may be below the fold of a short window: the form scrolls to it.
                    const run = findChild(shell.labView, "labRun");
                    const form = findChild(shell.labView, "labFormScroll").contentItem;
                    form.contentY = Math.max(0, Math.min(form.contentHeight - form.height, run.mapToItem(form.contentItem, 0, 0).y - 20));
                    verify(Layouts.settle(test, test.Window.window.contentItem));
                    mouseClick(run);
                    tryVerify(() => !shell.labView.lab.running && shell.labView.lab.report.records === undefined, 30000);
                }
                const verdict = findChild(shell.labView, "labVerdict0");
                verify(verdict && verdict.visible && verdict.text !== "", "the Lab shows its verdict");
                const header = findChild(shell.labView, "labReportHeader").text;
                verify(header.indexOf("40") >= 0, "the header names the games");
                verify(header.indexOf("club") < 0, "the header names the levels as people read them: " + header);
                verify(findChild(shell.labView, "labRunAgain").visible);
            }},
            {name: "lab-charts", room: "lab", setup: () => {  // scrolled down to the charts
                verify(Layouts.settle(test, test.Window.window.contentItem));
                const f = findChild(shell.labView, "labReport").contentItem;
                const chart = findChild(shell.labView, "labEndChart");
                f.contentY = Math.max(0, Math.min(f.contentHeight - f.height, chart.mapToItem(f.contentItem, 0, 0).y - 10));
            }},
            {name: "lab-sweep", room: "lab", setup: () => {  // the sweep's form and its charts
                findChild(shell.labView, "labSweep").checked = true;
                verify(Layouts.settle(test, test.Window.window.contentItem));
                findChild(shell.labView, "labReport").contentItem.contentY = 0;
            }},
            {name: "lab-sweep-charts", room: "lab", setup: () => {  // scrolled down to the last charts
                verify(Layouts.settle(test, test.Window.window.contentItem));
                const f = findChild(shell.labView, "labReport").contentItem;
                f.contentY = Math.max(0, f.contentHeight - f.height);
            }},
            {name: "lab-records", room: "lab", setup: () => {  // playtest records beside computer games (issue 31, 3)
                findChild(shell.labView, "labSweep").checked = false;
                const records = findChild(shell.labView, "labRecordsPanel").records;
                verify(records.open("file://" + testDataDir + "/playtest", {white: "random", black: "random", seed: "1"}));
                tryVerify(() => !records.running && shell.labView.lab.report.records !== undefined, 30000);
                compare(records.used, 3);
                compare(records.skipped.length, 3);
                verify(Layouts.settle(test, test.Window.window.contentItem));
                findChild(shell.labView, "labReport").contentItem.contentY = 0;
            }},
            {name: "rules", room: "play", setup: () => shell.game.openRules(), dialog: "rulesDialog", fewest: 2},
        ];
        for (const size of sizes) {
            test.Window.window.width = test.width = size[0];
            test.Window.window.height = test.height = size[1];
            tryVerify(() => shell.width === size[0], 3000, "window " + test.Window.window.width + " shell " + shell.width);
            for (const lang of languages) {
                verify(Language.choose(lang));
                for (const scene of scenes) {
                    shell.show(scene.room);
                    scene.setup();
                    const where = scene.name + " at " + size[0] + "×" + size[1] + " in " + lang;
                    if (scene.dialog) {
                        const d = findChild(shell, scene.dialog);
                        tryVerify(() => d.opened);
                        check(where, d.contentItem, scene.fewest || 5);
                        shot(scene.name + "-" + lang + "-" + size[0] + "x" + size[1]);
                        d.close();
                        tryVerify(() => !d.visible);
                    } else if (scene.overlays) {
                        for (const name of scene.overlays)
                            checkOverlay(where, findChild(shell.game, name));
                        findChild(shell.game, "banner").hide();  // its test text mixes two languages
                        shot(scene.name + "-" + lang + "-" + size[0] + "x" + size[1]);
                    } else {
                        check(where, frame);
                        if (scene.name === "play")
                            checkScoutBadges(where, frame);
                        if (scene.name === "lab-charts")
                            checkChartLabels(where, shell.labView);
                        shot(scene.name + "-" + lang + "-" + size[0] + "x" + size[1]);
                    }
                }
            }
        }
        session.stopComputer();
        for (const p of problems)  // each on a line of its own: QtTest cuts a long message short
            console.warn("cut off: " + p);
        verify(problems.length === 0, problems.join("\n"));
    }
}
