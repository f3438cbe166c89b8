// What every room's test starts from: the real window content (Shell), made afresh for each
// test with its files in the test's own folder (testDir), and the helpers the rooms' tests
// share. A tst_<room>.qml file is a RoomTestCase with that room's tests.
import QtQuick
import QtTest
import Goalscorer
import "settle.js" as Layouts

TestCase {
    id: roomTest
    width: 1180
    height: 820
    when: windowShown
    visible: true

    Component {
        id: shellComponent
        Shell {
            width: roomTest.width
            height: roomTest.height
            autoStart: false
        }
    }

    // A QML warning (a binding that fails, a TypeError, a file that cannot load) fails the
    // test that caused it. A file that defines its own init() calls failOnQmlWarnings() there.
    function failOnQmlWarnings() { failOnWarning(/^(qrc|file):/) }
    function init() { failOnQmlWarnings() }
    // A test that failed half-way leaves no other language to the next.
    function cleanup() { Language.choose("") }

    property int made: 0
    // A fresh Shell: the computer and the tutorials answer at once, and the user's variants,
    // tutorials and autosave live in the test folder.
    function makeShell() {
        const s = createTemporaryObject(shellComponent, roomTest, {autosavePath: testDir + "/" + name.toLowerCase() + "-autosave-" + (++made) + ".gsr"});
        verify(s, "the window content loads");
        VariantCatalog.userFolder = testDir + "/user-variants";
        s.learn.tutorial.userFolder = testDir + "/my-tutorials-" + made;
        s.learn.tutorial.stepDelay = 0;
        s.game.session.computerDelay = 0;
        waitForRendering(s);
        return s;
    }

    // A Shell as the app starts one: a new game, or the offer to resume the autosave at `path`.
    function makeStartingShell(path) {
        const s = createTemporaryObject(shellComponent, roomTest, {autosavePath: path, autoStart: true});
        verify(s, "the window content loads");
        s.game.session.computerDelay = 0;
        return s;
    }

    function child(root, name) {
        const c = findChild(root, name);
        verify(c, name);
        return c;
    }

    // Until the layouts under `root` have run (settle.js).
    function settle(root) { return Layouts.settle(roomTest, root) }

    // The whole window as it is laid out now (grabImage renders the frame it returns).
    function shot(root, name) {
        if (screenshotDir === "")
            return;
        verify(settle(root.Window.contentItem), "the window settles for " + name);
        grabImage(root.Window.contentItem).save(screenshotDir + "/" + name + ".png");
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

    function clickSquare(pitchRoot, name) { mouseClick(child(pitchRoot, "square_" + name)); }

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
}
