// A language switch words every room again: each room is brought to a state with its own
// sentences (a game under way, a solved exercise, a recording at its final whistle, a
// variant, a Lab run), German is chosen, and no text on screen may still be an English
// sentence that the German translation words differently.
import QtQuick
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Language"

    // The German file's sentences as patterns of the English they replace: a placeholder
    // (%1, %n) matches any words. Only sentences with at least ten letters of their own,
    // so that "%1 – %2" or "OK" never match an unrelated text.
    property var english: []
    function initTestCase() {
        const ts = testFiles.read(testDataDir + "/../../translations/goalscorer_de.ts");
        verify(ts.length > 10000, "the German translation is read");
        const unescape = t => t.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&apos;/g, "'")
                                .replace(/&#xa0;/g, "\u00a0").replace(/&amp;/g, "&");
        const message = /<source>([\s\S]*?)<\/source>[\s\S]*?<translation[^>]*>([\s\S]*?)<\/translation>/g;
        let m;
        while ((m = message.exec(ts)) !== null) {
            const source = unescape(m[1]), translation = unescape(m[2]);
            if (translation === "" || translation === source || source.replace(/%[0-9n]+/g, "").replace(/[^A-Za-z]/g, "").length < 10)
                continue;
            const body = source.replace(/&(?=[A-Za-z])/, "")  // a menu's mnemonic is not shown
                               .split(/%[0-9n]+/).map(p => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\\s\\S]*?");
            english.push({source: source, pattern: new RegExp("^" + body + "$")});
        }
        verify(english.length > 500, english.length + " sentences");
    }

    // Every text a visible item under `root` shows: labels, buttons, fields (and their
    // placeholders), boxes.
    function shownTexts(root) {
        const out = [];
        const walk = (item) => {
            if (!item || item.visible === false || item.opacity === 0)
                return;
            for (const key of ["text", "placeholderText", "displayText", "title"])
                if (typeof item[key] === "string" && item[key] !== "")
                    out.push(item[key]);
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i]);
        };
        walk(root);
        return out;
    }
    function leftoversIn(root) {
        const left = [];
        for (const text of shownTexts(root))
            for (const e of english)
                if (e.pattern.test(text)) {
                    left.push("\"" + text + "\" (" + e.source + ")");
                    break;
                }
        return left;
    }
    // Switches to German with `room` on show and says which English sentences stayed.
    function checkRoom(s, room, what) {
        s.show(room);
        verify(settle(s));
        // The check sees the room's sentences: in English, it finds them.
        const before = leftoversIn(s);
        verify(before.length >= 3, what + ": English sentences seen before the switch: " + before.length);
        verify(Language.choose("de"));
        verify(settle(s));
        const left = leftoversIn(s);
        verify(Language.choose("en"));
        verify(left.length === 0, what + ": still in English after the switch:\n" + left.join("\n"));
    }

    function test_everyRoomFollowsALanguageSwitch() {
        const s = makeShell();
        // Play: a game under way against the computer, a Hint asked for.
        s.game.session.newGame({seed: "12", opponent: "computer", side: "white", strength: "Club"});
        tryVerify(() => s.game.session.status.humanToAct, 5000);
        s.show("play");
        mouseClick(child(s.game, "toolHint"));
        tryVerify(() => s.game.session.assist.hintText !== "", 5000, "a hint arrives");
        checkRoom(s, "play", "Play");

        // Learn: an exercise solved at the first try.
        const t = s.learn.tutorial;
        verify(t.open("guide-star-player"));
        s.show("learn");
        mouseClick(child(s.learn, "tutorialNextBig"));
        tryVerify(() => t.exercise.awaitingAnswer);
        answer(s, "e3d4");
        tryVerify(() => !t.exercise.awaitingAnswer && !t.step.playing);
        compare(t.exercise.feedback, "Right first time!");
        checkRoom(s, "learn", "Learn");

        // The position editor recording a tutorial to the final whistle.
        s.show("editor");
        waitForRendering(s.positionEditor);
        const ed = s.positionEditor.editor;
        const rec = s.positionEditor.recorder;
        verify(ed.setGpnText("...b1+.../......./......./..b9+..../..b7..../.....bs./..w9+.w10+../....w8../......./...w1+... w y 4 0-0 -,- classic"), ed.status.gpnError);
        mouseClick(child(s.positionEditor, "editorRecord"));
        verify(rec.active);
        const pitch = child(s.positionEditor, "editorPitch");
        clickSquare(pitch, "e3");
        clickSquare(pitch, "d4");
        mouseClick(child(s.positionEditor, "recorderNewStep"));
        clickSquare(pitch, "e4");
        clickSquare(pitch, "f5");
        verify(rec.gameOver);
        rec.setStepField(rec.steps.length - 1, "caption", "The Star Player: 2 goals.");
        compare(rec.status, "The game is over. Save the tutorial when it is ready.");
        checkRoom(s, "editor", "Position editor");
        rec.close();

        checkRoom(s, "variants", "Variants");

        // The Lab after a short run.
        s.show("lab");
        const lv = s.labView;
        for (const name of ["labWhite", "labBlack"]) {  // Club: hundreds of games a second
            const box = child(lv, name);
            box.currentIndex = lv.lab.players.findIndex(p => p.spec === "club");
            box.activated(box.currentIndex);
        }
        child(lv, "labGames").value = 20;
        mouseClick(child(lv, "labRun"));
        tryVerify(() => !lv.lab.running && lv.lab.hasReport, 20000, "the run ends");
        checkRoom(s, "lab", "Lab");
        // And a sweep, its form, charts and verdict.
        mouseClick(child(lv, "labSweep"));
        child(lv, "labSweepFrom").text = "4";
        child(lv, "labSweepTo").text = "8";
        child(lv, "labSweepStep").text = "2";
        mouseClick(child(lv, "labRun"));
        tryVerify(() => !lv.sweep.running && lv.sweep.hasReport, 20000, "the sweep ends");
        checkRoom(s, "lab", "Lab sweep");
    }
}
