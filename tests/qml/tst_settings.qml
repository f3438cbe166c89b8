// Settings, language, sound and accessibility in the real window content (Shell): the
// Settings dialog changes what the game does and keeps it across a restart; Confirm moves,
// hidden legal moves, the plain disc counters and the colour-blind-safe colours; sound
// effects; every text colour passes WCAG AA; a whole game played with the keyboard alone;
// and a language switch that keeps the game and every control true.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Settings"

    function init() { failOnQmlWarnings(); Settings.restoreDefaults(); Settings.sound = false }

    function cleanupTestCase() { Settings.restoreDefaults(); Settings.sound = false }

    // A test that failed half-way leaves no other language or window size to the next.
    function cleanup() {
        Language.choose("");
        test.Window.window.width = test.width = 1180;
        test.Window.window.height = test.height = 820;
    }

    function square(s, name) {
        const sq = findChild(s.game, "square_" + name);
        verify(sq, "square " + name);
        return sq;
    }

    function mark(s, name) { return findChild(s.game, "mark_" + name) }

    // A dealt start: White (the human) to make Move 1; c3 holds White's 11.
    readonly property string quietGpn: "...b1+.../...bs.../b2b4b7b5b6b8b3/..b9+.b10+../......./......./..w9+.w10+../wsw2w11w4w5w3w8/...w6.../...w1+... w y 1 0-0 7,11 classic"

    // White to make Move 2; White's 9 on d5 can capture Black's revealed Star Player on e6.
    readonly property string starGpn: "...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic"

    function test_contrastPassesWcagAA() {
        for (const safe of [false, true]) {
            Settings.colourBlindSafe = safe;
            for (const p of Theme.contrastPairs) {
                const ratio = Theme.contrast(p[1], p[2]);
                verify(ratio >= p[3], (safe ? "colour-blind safe: " : "standard: ") + p[0] + " has contrast " + ratio.toFixed(2) + ", needs " + p[3]);
            }
        }
        // The check itself can fail: red on grass does not pass.
        verify(Theme.contrast("#e53935", "#3a8f3e") < 3);
        // Colours over others count as what they end up: white at half opacity over black.
        compare(Theme.over("#80ffffff", "#000000").toString(), "#808080");
        compare(Theme.over("#ffffff", "#000000", 0.5).toString(), "#808080");
    }

    Component { id: appWindowComponent; Theme.AppWindow { visible: false } }

    function test_paletteMatchesTheme() {
        const s = makeShell();
        const w = createTemporaryObject(appWindowComponent, test);
        const common = [["window", Theme.window], ["windowText", Theme.text], ["base", Theme.base], ["text", Theme.text],
                        ["button", Theme.button], ["buttonText", Theme.text], ["highlight", Theme.accent]];
        const highlighted = [["highlightedText", Theme.accentText]];
        const disabled = ["buttonText", "windowText", "text"].map(r => ["disabled." + r, Theme.disabledText]);
        const rules = findChild(s.game, "rulesDialog");
        for (const [name, item, roles] of [
                 ["window", w, common.concat(highlighted)],
                 ["shell", s, common.concat([["mid", Theme.deep], ["dark", Theme.deepest], ["light", Theme.border]], disabled,
                                            [["disabled.button", Theme.disabledButton]])],
                 ["play", s.game, common.concat(highlighted, [["alternateBase", Theme.window], ["brightText", Theme.brightText],
                                                              ["toolTipBase", Theme.toolTip], ["toolTipText", Theme.text]], disabled)],
                 ["the rules dialog", rules, common.concat(highlighted, [["toolTipBase", Theme.toolTip]], disabled)],
                 ["learn", s.learn, common.concat(highlighted, disabled.slice(0, 2))],
                 ["editor", s.positionEditor, common.concat(highlighted, disabled)]]) {
            for (const [role, colour] of roles) {
                const path = role.includes(".") ? role.split(".") : ["active", role];
                const actual = item.palette[path[0]][path[1]];
                verify(Qt.colorEqual(actual, colour), name + "'s " + role + " is " + actual + ", not " + colour);
            }
        }
    }

    function test_settingsDialogChangesAndPersists() {
        const s = makeShell();
        s.forceActiveFocus();
        keyClick(Qt.Key_Comma, Qt.ControlModifier);
        const dialog = findChild(s, "settingsDialog");
        tryVerify(() => dialog.opened);
        mouseClick(findChild(dialog, "settingsConfirm"));
        mouseClick(findChild(dialog, "settingsLegalMoves"));
        mouseClick(findChild(dialog, "settingsColourBlind"));
        mouseClick(findChild(dialog, "settingsSound"));
        mouseClick(findChild(dialog, "settingsUndo"));
        compare(Settings.confirmMoves, true);
        compare(Settings.showLegalMoves, false);
        compare(Settings.colourBlindSafe, true);
        compare(Settings.sound, true);
        compare(Settings.undoAllowed, false);
        shot(s, "settings-dialog");
        // Lists: pick with the keyboard, as a user tabbing through would.
        const animation = findChild(dialog, "settingsAnimation");
        animation.forceActiveFocus();
        keyClick(Qt.Key_Up);
        compare(Settings.animationSpeed, 1);
        compare(Settings.moveAnimationMs, 130);
        const counters = findChild(dialog, "settingsCounterSet");
        counters.forceActiveFocus();
        keyClick(Qt.Key_Down);
        compare(Settings.counterSet, "discs");
        const strength = findChild(dialog, "settingsStrength");
        strength.forceActiveFocus();
        keyClick(Qt.Key_Home);
        compare(Settings.defaultStrength, "Beginner");
        const variant = findChild(dialog, "settingsVariant");
        const quick = VariantCatalog.variants.findIndex(v => v.id === "quick");
        verify(quick >= 0);
        variant.currentIndex = quick;
        variant.activated(quick);
        compare(Settings.defaultVariant, "quick");
        dialog.close();
        Settings.sound = false;

        // A restart: the values come back from storage, and a new window shows them.
        Settings.reload();
        compare(Settings.confirmMoves, true);
        compare(Settings.showLegalMoves, false);
        compare(Settings.colourBlindSafe, true);
        compare(Settings.undoAllowed, false);
        compare(Settings.animationSpeed, 1);
        compare(Settings.counterSet, "discs");
        compare(Settings.defaultStrength, "Beginner");
        compare(Settings.defaultVariant, "quick");
        const again = makeShell();
        const newGame = findChild(again.game, "newGameDialog");
        again.game.openNewGame();
        tryVerify(() => newGame.opened);
        compare(findChild(newGame, "strengthBox").currentText, "Beginner", "New game starts at the default strength");
        compare(findChild(newGame, "variantBox").currentText, "Quick", "and with the default rules");
        keyClick(Qt.Key_Return);
        tryVerify(() => !newGame.visible);
        compare(again.game.session.scoreboard.variantName, "Quick");
        compare(again.game.session.scoreboard.turnLimit, 10);

        again.openSettings();
        tryVerify(() => again.settingsDialog.opened);
        mouseClick(findChild(again.settingsDialog, "settingsRestore"));
        compare(Settings.confirmMoves, false);
        compare(Settings.counterSet, "shirts");
    }

    function test_confirmMoves() {
        Settings.confirmMoves = true;
        const s = makeShell();
        const v = s.game;
        verify(v.session.startFromPosition(quietGpn, {opponent: "computer", side: "white", strength: "Beginner"}));
        v.forceActiveFocus();
        const plies = v.session.review.reviewLength;
        mouseClick(square(s, "c3"));
        mouseClick(square(s, "b4"));
        // In the words the Hint uses, not engine notation ("c3b4").
        verify(/^the [0-9]+ from c3 to b4$/.test(v.session.status.pendingMoveText), v.session.status.pendingMoveText);
        compare(v.session.review.reviewLength, plies, "and is not played yet");
        const bar = findChild(v, "confirmBar");
        verify(bar.visible);
        verify(mark(s, "b4").visible, "its target stays marked");
        verify(!mark(s, "e3").visible, "other counters are not offered meanwhile");
        keyClick(Qt.Key_Escape);
        compare(v.session.status.pendingMoveText, "");
        verify(!bar.visible);
        compare(v.session.review.reviewLength, plies);
        mouseClick(square(s, "c3"));
        mouseClick(square(s, "d4"));
        verify(bar.visible);
        mouseClick(findChild(v, "confirmMove"));
        verify(v.session.review.reviewLength > plies, "Confirm plays it");
        verify(square(s, "d4").occupied);
        // Enter confirms too (once the computer has answered).
        tryVerify(() => v.session.status.humanToAct);
        const before = v.session.review.reviewLength;
        const m = v.session.status.legalMoves[0].match(/^([a-l][0-9]+)([a-l][0-9]+)$/);
        mouseClick(square(s, m[1]));
        mouseClick(square(s, m[2]));
        verify(bar.visible);
        compare(v.session.review.reviewLength, before, "waiting");
        keyClick(Qt.Key_Return);
        verify(v.session.review.reviewLength > before, "Enter plays it");
        compare(v.session.status.pendingMoveText, "");
    }

    // At the smallest window (760 × 560) the Confirm bar stood over the pitch's bottom rank, so
    // a Goalkeeper's step along its Goal Line was asked about over the square it went to. The
    // bar keeps off the move's destination: above the pitch's middle for a move to the bottom
    // ranks, below it for the rest.
    function test_theConfirmBarKeepsOffTheTarget() {
        test.Window.window.width = test.width = 760;
        test.Window.window.height = test.height = 560;
        Settings.confirmMoves = true;
        for (const language of ["", "de"]) {  // German's question is longer: it once lost its end
            verify(Language.choose(language));
            const s = makeShell();
            const v = s.game;
            tryVerify(() => s.width === 760 && s.height === 560);
            verify(v.session.startFromPosition(quietGpn.replace(" w y 1 ", " w f 1 "), {opponent: "computer", side: "white", strength: "Beginner"}));
            v.forceActiveFocus();
            const bar = findChild(v, "confirmBar");
            const overlaps = (a, b) => {
                const p = a.mapToItem(v, 0, 0), q = b.mapToItem(v, 0, 0);
                return p.x < q.x + b.width && q.x < p.x + a.width && p.y < q.y + b.height && q.y < p.y + a.height;
            };
            for (const [from, to, below] of [["d1", "c1", false], ["e4", "e5", true], ["d1", "e2", null], ["c4", "c5", true]]) {
                mouseClick(square(s, from));
                mouseClick(square(s, to));
                verify(bar.visible, from + to + " waits for Confirm");
                verify(settle(s));
                verify(!overlaps(bar, square(s, to)), "the bar over " + to + " (bar at y " + bar.mapToItem(v, 0, 0).y + ")");
                verify(bar.x >= 0 && bar.x + bar.width <= bar.parent.width, "the bar inside the pitch's area");
                verify(!findChild(bar, "confirmQuestion").truncated, "the question read whole");
                if (below !== null)
                    compare(bar.mapToItem(v, 0, bar.height / 2).y > v.height / 2, below, from + to + ": the bar below the middle");
                keyClick(Qt.Key_Escape);
                verify(!bar.visible);
            }
        }
    }

    function test_legalMovesCanBeHidden() {
        const s = makeShell();
        const v = s.game;
        verify(v.session.startFromPosition(quietGpn, {opponent: "computer", side: "white", strength: "Beginner"}));
        verify(mark(s, "c3").visible, "movable counters are marked by default");
        Settings.showLegalMoves = false;
        verify(!mark(s, "c3").visible, "not when the setting is off");
        mouseClick(square(s, "c3"));
        verify(mark(s, "c3").visible, "the picked counter still shows");
        verify(!mark(s, "b4").visible, "but not where it can go");
        mouseClick(square(s, "b4"));
        compare(v.session.review.reviewLength, 1, "the move is played all the same");
    }

    function test_accessibleNames() {
        const s = makeShell();
        verify(s.game.session.startFromPosition(starGpn, {opponent: "computer", side: "white"}));
        const board = s.game.session.board;
        for (let i = 0; i < board.rowCount(); ++i) {
            const name = String.fromCharCode(97 + board.fileOf(i)) + (board.rankOf(i) + 1);
            const sq = square(s, name);
            verify(sq.Accessible.name.indexOf(name) >= 0, name + ": " + sq.Accessible.name);
        }
        compare(square(s, "e6").Accessible.name, "Black Star Player, revealed, on e6");
        compare(square(s, "d5").Accessible.name, "White 9, First Teamer, on d5, can move");
        // Counters beside the pitch (out of the game) are named too.
        const out = findChild(s.game, "outCounter_white_2");
        verify(out, "White's 2 is out of the game");
        compare(out.Accessible.name, "White 2");
    }

    function test_colourBlindSafeMarks() {
        const s = makeShell();
        verify(s.game.session.startFromPosition(quietGpn, {opponent: "computer", side: "white"}));
        const m = mark(s, "c3");
        verify(Qt.colorEqual(m.border.color, "#e53935"));
        Settings.colourBlindSafe = true;
        verify(Qt.colorEqual(m.border.color, Theme.moveMark));
        verify(!Qt.colorEqual(Theme.moveMark, "#e53935"), "no red");
        verify(Theme.moveMark.b > Theme.moveMark.r, "blue marks");
    }

    function test_plainDiscCounters() {
        const s = makeShell();
        verify(s.game.session.startFromPosition(starGpn, {opponent: "computer", side: "white"}));
        const first = findChild(s.game, "piece_d1");   // White's Goalkeeper, a First Teamer
        verify(first);
        verify(!first.discs);
        Settings.counterSet = "discs";
        verify(first.discs);
        waitForRendering(s.game);
        // The revealed Star Player reads as ★ on a plain disc.
        const star = findChild(s.game, "piece_e6");
        verify(star.star);
        Settings.colourBlindSafe = true;
        shot(s, "discs-colour-blind");
        Settings.counterSet = "nonsense";
        compare(Settings.counterSet, "discs", "an unknown set is ignored");
    }

    function test_soundEffects() {
        const s = makeShell();
        const v = s.game;
        const sounds = v.sounds;
        verify(v.session.startFromPosition(quietGpn, {opponent: "computer", side: "white", strength: "Beginner"}));
        mouseClick(square(s, "c3"));
        mouseClick(square(s, "b4"));
        compare(sounds.played, 0, "sound is off in tests by default");
        Settings.sound = true;
        tryVerify(() => v.session.status.humanToAct);
        // The final whistle: White's 9 captures Black's revealed Star Player.
        verify(v.session.startFromPosition(starGpn, {opponent: "computer", side: "white"}));
        verify(v.session.playMove("d5e6"));
        compare(sounds.lastPlayed, "final");
        compare(sounds.played, 1);
        Settings.sound = false;
    }

    // Walks the keyboard cursor to a square with the arrow keys (White's view: up is forward).
    function cursorTo(v, name) {
        const target = v.session.squareAt(name);
        const board = v.session.board;
        for (let guard = 0; v.session.cursor !== target; ++guard) {
            verify(guard < 40, "the cursor reaches " + name);
            const c = v.session.cursor;
            const df = board.fileOf(target) - board.fileOf(c), dr = board.rankOf(target) - board.rankOf(c);
            keyClick(df > 0 ? Qt.Key_Right : df < 0 ? Qt.Key_Left : dr > 0 ? Qt.Key_Up : Qt.Key_Down);
        }
    }

    function test_fullGameWithTheKeyboardOnly() {
        const s = makeShell();
        const v = s.game;
        s.forceActiveFocus();
        // Ctrl+N, the computer at Beginner (Home in the strength list), Enter.
        keyClick(Qt.Key_N, Qt.ControlModifier);
        const dialog = findChild(v, "newGameDialog");
        tryVerify(() => dialog.opened);
        const strength = findChild(dialog, "strengthBox");
        while (!strength.activeFocus) {
            keyClick(Qt.Key_Tab);
            verify(dialog.opened);
        }
        keyClick(Qt.Key_Home);
        compare(strength.currentText, "Beginner");
        // A fixed deal and fixed computer moves (seed 42), typed into the seed field.
        const seed = findChild(dialog, "seedField");
        while (!seed.activeFocus) {
            keyClick(Qt.Key_Tab);
            verify(dialog.opened);
        }
        keyClick(Qt.Key_4);
        keyClick(Qt.Key_2);
        compare(seed.text, "42");
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible && v.session.status.active);
        compare(v.session.scoreboard.humanSide, "white");
        let turns = 0;
        while (!v.session.status.gameOver) {
            tryVerify(() => v.session.status.humanToAct || v.session.status.gameOver, 5000, "the computer answers");
            if (v.session.status.gameOver)
                break;
            const move = v.session.status.legalMoves[turns % v.session.status.legalMoves.length];
            const plies = v.session.review.reviewLength;
            if (move === "sub" || move === "nosub") {
                keyClick(move === "sub" ? Qt.Key_S : Qt.Key_K);
            } else if (move[0] === "@") {
                cursorTo(v, move.slice(1));
                keyClick(Qt.Key_Return);
            } else {
                const m = move.match(/^([a-l][0-9]+)([a-l][0-9]+)$/);
                verify(m, "a step: " + move);
                if (v.session.status.phase !== "d") {   // a Debut Move's counter is already picked
                    cursorTo(v, m[1]);
                    keyClick(Qt.Key_Space);
                }
                cursorTo(v, m[2]);
                keyClick(Qt.Key_Return);
            }
            verify(v.session.review.reviewLength > plies, "the keys played " + move);
            ++turns;
            verify(turns < 400, "the game ends");
        }
        tryVerify(() => findChild(v, "gameOverOverlay").visible);
        verify(turns > 10, "a whole game was played: " + turns + " moves by keyboard");
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
}
