// Issue 30: files and goalscorer: links from outside open in their room, as the app does with
// a file given at start (main.cpp queues it in FileOpener before the window is made); a bad
// link changes nothing (not even the room) and says why; a link over the editor's edits, and
// a game over a game under way, ask first; the Share menu is in every room with a pitch.
import QtQuick
import QtTest
import Goalscorer

RoomTestCase {
    name: "Share"

    readonly property string gpn: "...b1+.../...b2.../bsb7b5b8b3b11b6/..b9+.b10+../......./......./..w9+.w10+../w8w3w6w5w11wsw7/...w2.../...w1+... w y 1 0-0 4,4 classic"

    function test_aRecordGivenAtStartOpensInPlaysReview() {
        FileOpener.takePending();
        FileOpener.receive([testDataDir + "/sharing/short-game.gsr"]);
        const s = makeShell();
        tryCompare(FileOpener, "pendingCount", 0);
        tryCompare(s, "room", "play");
        tryCompare(s.game.session.review, "reviewing", true);
        verify(!child(s.game, "errorDialog").visible);
    }

    // An unfinished game in the autosave and a file given at start: the file opens, the
    // autosave is not offered over it nor replaced; Play offers it when next shown.
    function test_aFileGivenAtStartLeavesTheUnfinishedGameForLater() {
        // Two plies into the short game, not over: what an autosave holds after a quit.
        const unfinished = testFiles.read(testDataDir + "/sharing/short-game.gsr")
            .replace(/\[Result "[^"]*"\]/, "[Result \"*\"]").replace(/\[Score[^\n]*\n/, "").replace(/\[Termination[^\n]*\n/, "")
            .replace(/\n1b\.[\s\S]*$/, "\n*\n");
        const autosave = testDir + "/share-unfinished.gsr";
        verify(testFiles.write("share-unfinished.gsr", unfinished) !== "");

        FileOpener.takePending();
        FileOpener.receive([testDataDir + "/sharing/short-game.gsr"]);
        const s = makeStartingShell(autosave);
        tryCompare(s.game.session.review, "reviewing", true);
        verify(s.game.session.files.hasAutosave);
        verify(!child(s.game, "resumeDialog").visible);
        compare(testFiles.read(autosave), unfinished);  // not written over
    }

    function test_aLinkGivenAtStartDefersTheOfferToPlay() {
        const unfinished = testFiles.read(testDataDir + "/sharing/short-game.gsr")
            .replace(/\[Result "[^"]*"\]/, "[Result \"*\"]").replace(/\[Score[^\n]*\n/, "").replace(/\[Termination[^\n]*\n/, "")
            .replace(/\n1b\.[\s\S]*$/, "\n*\n");
        const autosave = testDir + "/share-unfinished-2.gsr";
        testFiles.write("share-unfinished-2.gsr", unfinished);
        FileOpener.takePending();
        FileOpener.receive(["goalscorer:position/" + encodeURIComponent(gpn)]);
        const t = makeStartingShell(autosave);
        tryCompare(t, "room", "editor");
        tryCompare(t.positionEditor.editor.status, "gpn", gpn);
        const resume = child(t.game, "resumeDialog");
        verify(!resume.visible);
        t.show("play");
        tryCompare(resume, "opened", true);
    }

    function test_aPositionFileGivenAtStartOpensInTheEditor() {
        const url = testFiles.write("shared/start.gpn", gpn + "\n");
        FileOpener.takePending();
        FileOpener.receive([url]);
        const s = makeShell();
        tryCompare(s, "room", "editor");
        tryCompare(s.positionEditor.editor.status, "gpn", gpn);
    }

    function test_aBadLinkChangesNothingAndSaysWhy() {
        const s = makeShell();
        s.show("editor");
        s.positionEditor.editor.setGpnText(gpn);
        const before = s.positionEditor.editor.status.gpn;
        for (const link of ["goalscorer:position/" + encodeURIComponent(gpn) + "%07",
                            "goalscorer:position/not%20a%20position",
                            "goalscorer:video/x",
                            "https://example.com/evil.gpn"]) {
            verify(!s.openArgument(link), link);
            const dialog = child(s.game, "errorDialog");
            tryCompare(dialog, "visible", true);
            verify(dialog.text.length > 20, dialog.text);
            dialog.close();
            tryCompare(dialog, "visible", false);
            compare(s.positionEditor.editor.status.gpn, before, link);
            compare(s.room, "editor", "a link that opens nothing leaves the room as it was: " + link);
        }
    }

    // A game from a link or a file replaces the game in Play, and the autosave with it: over a
    // game under way it asks first (it used to replace both at once, so a link clicked in a
    // chat lost the game being played); Cancel keeps the game, its autosave and the room.
    function test_aGameOverAGameUnderWayAsksFirst() {
        const s = makeShell();
        const session = s.game.session;
        verify(session.newGame({seed: "5", opponent: "computer", side: "white", strength: "Beginner"}));
        tryVerify(() => session.status.humanToAct, 5000);
        verify(session.playMove(session.status.legalMoves[0]));
        tryVerify(() => session.status.humanToAct, 5000);
        const plies = session.review.reviewLength;
        verify(plies > 0);
        const autosave = testFiles.read(s.autosavePath);
        verify(autosave.indexOf("1w.") >= 0, autosave);
        const record = testFiles.read(testDataDir + "/sharing/short-game.gsr");
        const ask = child(s, "replaceGameDialog");
        s.show("editor");
        for (const opened of ["goalscorer:record/" + encodeURIComponent(record), testDataDir + "/sharing/short-game.gsr"]) {
            verify(s.openArgument(opened), opened);
            tryCompare(ask, "opened", true);
            compare(session.review.reviewLength, plies, "nothing replaced while it asks");
            ask.reject();
            tryCompare(ask, "visible", false);
            compare(session.review.reviewLength, plies);
            verify(!session.status.gameOver);
            compare(testFiles.read(s.autosavePath), autosave);
            compare(s.room, "editor");
            // The keys go back to the room (they went to the window itself).
            tryVerify(() => { for (let i = s.Window.activeFocusItem; i; i = i.parent) if (i === s.positionEditor) return true; return false; },
                      2000, "the editor has the keys again");
        }
        verify(s.openArgument("goalscorer:record/" + encodeURIComponent(record)));
        tryCompare(ask, "opened", true);
        ask.accept();
        tryCompare(s, "room", "play");
        tryCompare(session.review, "reviewing", true);
        verify(session.status.gameOver);
        // Over a finished game nothing is lost: the next one opens at once.
        tryCompare(ask, "visible", false);
        s.show("editor");
        verify(s.openArgument(testDataDir + "/sharing/short-game.gsr"));
        tryCompare(s, "room", "play");
        verify(!ask.opened);
    }

    function test_aLinkOverEditsAsksFirst() {
        const s = makeShell();
        s.show("editor");
        s.positionEditor.editor.clear();  // an edit
        const before = s.positionEditor.editor.status.gpn;
        const ask = child(s, "replacePositionDialog");
        s.openArgument("goalscorer:position/" + encodeURIComponent(gpn));
        tryCompare(ask, "opened", true);
        compare(s.positionEditor.editor.status.gpn, before);
        ask.reject();
        tryCompare(ask, "visible", false);
        compare(s.positionEditor.editor.status.gpn, before);
        s.openArgument("goalscorer:position/" + encodeURIComponent(gpn));
        tryCompare(ask, "opened", true);
        ask.accept();
        tryCompare(s.positionEditor.editor.status, "gpn", gpn);
    }

    function test_everyRoomWithAPitchCanShare() {
        const s = makeShell();
        for (const [room, name] of [["play", "gameShare"], ["learn", "tutorialShare"], ["editor", "editorShare"]]) {
            s.show(room);
            verify(child(s, name), name);
        }
        // A diagram saved from the editor names where it went, once.
        s.show("editor");
        s.positionEditor.editor.setGpnText(gpn);
        const share = child(s, "editorShare");
        const count = Notices.count;
        verify(share.exporter.saveDiagram(testFiles.write("shared/placeholder.txt", "") .replace("placeholder.txt", "editor.png")));
        compare(Notices.count, count + 1);
        verify(Notices.text.indexOf("editor.png") >= 0, Notices.text);
        tryCompare(child(s, "notice"), "visible", true);
        verify(share.exporter.link().startsWith("goalscorer:position/"));
    }
}
