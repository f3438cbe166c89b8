// Files from strangers are data, never markup (issue 37): every hostile value of the corpus
// (tests/data/hostile) in every text field of variants, tutorials and game records, and in
// file names, loaded in the real window. Every list and room that shows them is visited; any
// text item that holds a value must be plain text and show it as written, and nothing may
// reach the local web server the values point at.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    name: "Hostile"

    // Every text item on screen holding a value is plain; returns the markers seen.
    function checkPlain(s, where) {
        const seen = {};
        for (const t of hostile.textsWithMarkers(s)) {
            verify(t.plain, where + ": a stranger's text is not shown as plain text: " + t.text.substring(0, 80));
            seen[t.marker] = (seen[t.marker] || []).concat([t.text]);
        }
        return seen;
    }

    // Opens a choice list and brings each row into view, checking every row.
    function checkChoices(s, box, where) {
        box.popup.open();
        tryCompare(box.popup, "opened", true);
        const list = box.popup.contentItem;
        let seen = {};
        for (let i = 0; i < box.count; ++i) {
            list.positionViewAtIndex(i, ListView.Contain);
            Object.assign(seen, checkPlain(s, where + " row " + i));
        }
        box.popup.close();
        tryCompare(box.popup, "visible", false);
        return seen;
    }

    readonly property string folder: testDir + "/hostile"
    function shownValues() { return hostile.values(folder).filter(v => v.shown) }

    // Each value that a name or title may hold is on screen, whole and as written.
    function verifyAllShown(seen, where) {
        for (const v of shownValues()) {
            verify(seen[v.marker] !== undefined, where + ": the value \"" + v.name + "\" is not shown");
            verify(seen[v.marker].some(text => text.indexOf(v.text) >= 0), where + ": \"" + v.name + "\" is not shown as written");
        }
    }

    function test_aStrangersFilesShowAsWrittenAndCallNobody() {
        const files = hostile.write(folder);
        const refusedBefore = hostile.refused();
        const s = makeShell();
        VariantCatalog.userFolder = folder + "/variants";
        s.learn.tutorial.userFolder = folder + "/tutorials";
        s.learn.tutorial.reloadList();
        // Refused files are listed with what is wrong, and the rest are offered.
        verify(VariantCatalog.problems.length >= 10, "refused variants: " + VariantCatalog.problems.length);
        verify(s.learn.tutorial.listProblems.length >= 30, "refused tutorials: " + s.learn.tutorial.listProblems.length);

        // New game: the variants list.
        s.show("play");
        s.game.openNewGame();
        const newGameBox = child(s, "variantBox");
        verifyAllShown(checkChoices(s, newGameBox, "New game → Rules"), "New game → Rules");
        keyClick(Qt.Key_Escape);
        // The Lab's two variant lists, the Variants room's "Start from".
        s.show("lab");
        verifyAllShown(checkChoices(s, child(s, "labVariant"), "Lab → Variant"), "Lab → Variant");
        child(s, "labCompare").checked = true;
        checkChoices(s, child(s, "labCompareVariant"), "Lab → Compare with");
        s.show("variants");
        verifyAllShown(checkChoices(s, child(s, "variantBase"), "Variants → Start from"), "Variants → Start from");

        // Learn: every chapter in the list, then each tutorial whose texts could be read.
        s.show("learn");
        const chapters = child(s, "chapterList");
        let seen = {};
        for (let i = 0; i < chapters.count; ++i) {
            chapters.positionViewAtIndex(i, ListView.Contain);
            Object.assign(seen, checkPlain(s, "Learn → chapter " + i));
        }
        verifyAllShown(seen, "Learn → chapters");
        let opened = 0;
        for (const t of files.tutorials) {
            if (!s.learn.tutorial.open(t.id))
                continue;
            ++opened;
            checkPlain(s, "Learn → " + t.id + " step 1");
            s.learn.tutorial.next();
            s.learn.tutorial.showHint();
            checkPlain(s, "Learn → " + t.id + " exercise");
            s.learn.tutorial.tryMove("b4b5");  // wrong: the feedback shows
            checkPlain(s, "Learn → " + t.id + " feedback");
            s.learn.tutorial.close();
        }
        verify(opened >= shownValues().length * 2, "tutorials opened: " + opened);

        // Game records: hostile tags and file names, opened in Play; each message or log line
        // that names them is checked too.
        s.show("play");
        let read = 0;
        for (const r of files.records) {
            if (s.game.session.openRecord("file://" + encodeURI(r.path)))
                ++read;
            checkPlain(s, "Play → " + r.field);
        }
        verify(read >= 2, "records opened: " + read);

        // Position files in the editor and Lab results: refused, and the messages that name
        // and quote them are plain.
        s.show("editor");
        let named = 0;
        for (const p of files.positions) {
            verify(!s.positionEditor.editor.open("file://" + encodeURI(p.path)), p.id);
            const seen = checkPlain(s, "Editor → " + p.id);
            named += (seen["<i>italic<i>"] || []).some(t => t.indexOf("\">.gpn") >= 0);
        }
        s.show("lab");
        for (const r of files.results) {
            verify(!s.labView.lab.openResults(["file://" + encodeURI(r.path)]), r.id);
            const seen = checkPlain(s, "Lab → " + r.id);
            named += (seen["<i>italic<i>"] || []).some(t => t.indexOf("\">.jsonl") >= 0);
        }
        verify(named >= 2, "the files named with markup are named in their messages, as written: " + named);

        // Nothing asked the network, through the app's engine or otherwise.
        compare(hostile.connections(), 0, "requests that reached the web server");
        compare(hostile.refused(), refusedBefore, "requests the engine had to refuse");
    }

    // The engine itself refuses the network: an image from the web server fails at once, and
    // the server sees nothing; Qt's own manager, asked the same, is seen (the count works).
    Component {
        id: remoteImage
        Image {}
    }
    function test_theEngineRefusesTheNetwork() {
        const before = hostile.refused();
        ignoreWarning(/QQuickImage: Error opening :\/no-network-in-goalscorer/);
        const image = createTemporaryObject(remoteImage, this, {source: "http://127.0.0.1:" + hostile.port + "/title.png"});
        tryCompare(image, "status", Image.Error);
        compare(hostile.refused(), before + 1);
        compare(hostile.connections(), 0);
        verify(hostile.plainRequestIsSeen(), "a request that does leave is counted");
        verify(hostile.connections() > 0);
    }
}
