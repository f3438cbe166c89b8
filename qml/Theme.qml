// Every colour the app's QML draws, in one place (the `theme_colours` test fails if a hex
// colour turns up in any other QML file), in two versions: the standard one and one safe for
// red-green colour blindness (Settings.colourBlindSafe), which marks moves in blue instead
// of red and reveals in orange. `contrastPairs` lists every text colour over the background
// it is drawn on, so a test can hold them all to WCAG AA.
// Grouped by where a colour is used: first what every screen shares (surfaces, text, status
// colours, the Qt Quick Controls palettes), then each room, the pitch, the counters and the
// banners. Two names may hold the same value when they are for different things.
pragma Singleton
import QtQuick
import QtQuick.Controls
import Goalscorer

QtObject {
    readonly property bool colourBlindSafe: Settings.colourBlindSafe

    // ---- Everywhere: surfaces
    readonly property color window: "#1d2430"   // panels beside the pitch, dialogs, the selected tab
    readonly property color base: "#151b23"     // each room's background, text fields, the event log
    readonly property color deep: "#0f141b"     // tool bars, the tab strip, the score board, the analysis panel
    readonly property color button: "#2a3442"
    readonly property color deepest: "#0b0f14"  // the palette's dark
    readonly property color panel: "#243040"    // a raised panel (the Lab's form, the variant editor's sections, the substitution question)
    readonly property color border: "#37474f"
    readonly property color accent: "#42a5f5"   // selection and highlights
    readonly property color accentText: "#0f141b"  // text on the accent (a chosen list entry or menu item)
    readonly property color toolTip: "#263238"  // a tool tip's background (Play)
    readonly property color disabledButton: "#222a34"
    readonly property color dim: "#a0000000"  // behind a modal dialog

    // ---- Everywhere: text
    readonly property color text: "#eceff1"
    readonly property color textMuted: "#b0bec5"
    readonly property color textFaint: "#90a4ae"
    readonly property color textAside: "#78909c"  // asides: "none" for no counters out, a tutorial's keys
    readonly property color disabledText: "#66727f"  // a disabled control's words
    readonly property color brightText: "#ffffff"  // the banners, the hand-over cover's title, the substitution question
    readonly property color info: "#90caf9"  // notes: the tutorial recorder's status, the editor's hidden-view preview
    readonly property color gold: "#ffd54f"
    readonly property color hint: "#80d8ff"
    readonly property color scout: "#ffe082"

    // ---- Everywhere: status. Green for done, valid, right and your turn; red for wrong.
    readonly property color good: "#a5d6a7"      // a chapter done, a right answer, "Copied", "Saved"
    readonly property color goodEdge: "#66bb6a"  // a chapter done, a valid position or variant, a running clock, your turn
    readonly property color wrong: "#ff8a80"     // a wrong answer, a position (GPN) that does not read
    readonly property color error: "#ef9a9a"     // the Lab's error, a move clock's last seconds
    readonly property color badEdge: "#ef5350"   // an invalid position or variant
    readonly property color warnEdge: "#ffb74d"  // a valid position with nothing left to play

    // ---- Qt Quick Controls' palettes: the window (Main.qml is a Theme.AppWindow), the shell
    // (a Theme.ShellItem) and three rooms (Theme.PlayRoom, LearnRoom, EditorRoom) are built on
    // these, each with the roles it has always set. They repeat the colours above as literals
    // on purpose (test_paletteMatchesTheme checks each against its name): in Qt 6.4 a role must
    // be a plain value, set in order, when the item is made. Setting a role sets it in every
    // colour group, so a disabled role holds only if set after its general role, and bindings
    // do not run in the order written; and a popup (a dialog, a menu, a combo box's list) takes
    // its parent's palette once, while it is made, so roles set later (Component.onCompleted)
    // never reach it.
    component AppWindow: ApplicationWindow {
        palette.window: "#1d2430"           // window
        palette.windowText: "#eceff1"       // text
        palette.base: "#151b23"             // base
        palette.text: "#eceff1"             // text
        palette.button: "#2a3442"           // button
        palette.buttonText: "#eceff1"       // text
        palette.highlight: "#42a5f5"        // accent
        palette.highlightedText: "#0f141b"  // accentText
    }
    component ShellItem: Item {
        palette.window: "#1d2430"           // window
        palette.windowText: "#eceff1"       // text
        palette.button: "#2a3442"           // button
        palette.buttonText: "#eceff1"       // text
        palette.base: "#151b23"             // base
        palette.text: "#eceff1"             // text
        palette.highlight: "#42a5f5"        // accent
        palette.mid: "#0f141b"              // deep
        palette.dark: "#0b0f14"             // deepest
        palette.light: "#37474f"            // border
        // Disabled controls must look disabled on the dark theme.
        palette.disabled.buttonText: "#66727f"  // disabledText
        palette.disabled.windowText: "#66727f"  // disabledText
        palette.disabled.text: "#66727f"        // disabledText
        palette.disabled.button: "#222a34"      // disabledButton
    }
    component PlayRoom: FocusScope {
        palette.window: "#1d2430"           // window
        palette.windowText: "#eceff1"       // text
        palette.base: "#151b23"             // base
        palette.alternateBase: "#1d2430"    // window
        palette.text: "#eceff1"             // text
        palette.button: "#2a3442"           // button
        palette.buttonText: "#eceff1"       // text
        palette.brightText: "#ffffff"       // brightText
        palette.highlight: "#42a5f5"        // accent
        palette.highlightedText: "#0f141b"  // accentText
        palette.toolTipBase: "#263238"      // toolTip
        palette.toolTipText: "#eceff1"      // text
        palette.disabled.buttonText: "#66727f"  // disabledText
        palette.disabled.windowText: "#66727f"  // disabledText
        palette.disabled.text: "#66727f"        // disabledText
    }
    component LearnRoom: FocusScope {
        palette.window: "#1d2430"           // window
        palette.windowText: "#eceff1"       // text
        palette.base: "#151b23"             // base
        palette.text: "#eceff1"             // text
        palette.button: "#2a3442"           // button
        palette.buttonText: "#eceff1"       // text
        palette.highlight: "#42a5f5"        // accent
        palette.highlightedText: "#0f141b"  // accentText
        palette.disabled.buttonText: "#66727f"  // disabledText
        palette.disabled.windowText: "#66727f"  // disabledText
    }
    component EditorRoom: FocusScope {
        palette.window: "#1d2430"           // window
        palette.windowText: "#eceff1"       // text
        palette.base: "#151b23"             // base
        palette.text: "#eceff1"             // text
        palette.button: "#2a3442"           // button
        palette.buttonText: "#eceff1"       // text
        palette.highlight: "#42a5f5"        // accent
        palette.highlightedText: "#0f141b"  // accentText
        palette.disabled.buttonText: "#66727f"  // disabledText
        palette.disabled.windowText: "#66727f"  // disabledText
        palette.disabled.text: "#66727f"        // disabledText
    }

    // ---- The room tabs (RoomTab)
    readonly property color tabHover: "#161d27"

    // ---- Play: the side panel
    readonly property color yourTurn: "#263d2a"      // the prompt when it is your turn; a running clock
    readonly property color waiting: "#2a2f38"       // the prompt otherwise
    readonly property color waitingEdge: "#455a64"
    readonly property color clockLow: "#5d1f1f"      // a running clock under 30 seconds
    readonly property color setupPanel: "#1f2a38"    // manual setup: the Substitute and its buttons
    readonly property color logEdge: "#2f3b47"       // the event log's frame
    readonly property color logLine: "#cfd8dc"       // an event; goals and the end are gold
    readonly property color logCapture: "#ffab91"
    readonly property color logInfo: "#80cbc4"
    // Play: over the pitch
    readonly property color gameOverBackground: "#151d28"
    readonly property color handOverCover: "#f0101820"  // hot seat: hides the pitch between turns
    readonly property color substitutionEdge: "#90caf9"
    readonly property color substitutionDivider: "#546e7a"
    // Post-game analysis: the chance line and the costly moves on it.
    readonly property color analysisLine: "#80d8ff"
    readonly property color inaccuracy: "#fff176"
    readonly property color mistake: colourBlindSafe ? "#ff9e1b" : "#ffb74d"
    readonly property color blunder: colourBlindSafe ? "#d81b60" : "#ef5350"

    // ---- Learn (TutorialView)
    readonly property color chapterHover: "#263241"
    readonly property color chapterDone: "#2e7d32"   // the ✓ disc of a finished chapter
    readonly property color notListed: "#ffab91"     // tutorials left out of the list, and why
    readonly property color exerciseBox: "#3e2723"   // the task while an exercise waits for the answer
    readonly property color exerciseEdge: "#ffb300"

    // ---- Position editor (EditorView): the validation box; the tutorial recorder
    readonly property color positionValid: "#1b3a24"
    readonly property color positionInvalid: "#3e1f1f"
    readonly property color positionOver: "#3a3117"  // valid, but the game is already over
    readonly property color recorderCheckBox: "#37474f"  // "Exercise" on a step's card

    // ---- Variants (VariantEditorView)
    readonly property color sectionTitle: "#cfd8dc"
    readonly property color variantValid: "#1f3324"    // the problems box
    readonly property color variantInvalid: "#3b1f22"
    readonly property color variantProblem: "#ffcdd2"  // one problem's words
    // The variant's pitch: areas, starting counters (Black's at 75% opacity), square names.
    readonly property color variantSquare: "#3b8a3f"
    readonly property color variantKeeperSquare: "#1f4d25"
    readonly property color variantMidfieldSquare: "#7f9a2c"
    readonly property color variantSquareEdge: "#1b5e20"
    readonly property color variantProblemEdge: "#ff5252"
    readonly property color variantWhiteStart: "#f5f5f0"
    readonly property color variantWhiteStartInk: "#263238"
    readonly property color variantBlackStart: "#263238"  // its number is `text`
    // Square names: dark on the grass and Midfield squares, light on the dark Goalkeeper's Area.
    readonly property color variantSquareName: "#000000"
    readonly property color variantKeeperSquareName: "#ffffff"

    // ---- Lab (LabView): variant A and B in the table and the charts (on `base`)
    readonly property color labSeriesA: "#4fc3f7"
    readonly property color labSeriesB: "#ffb74d"

    // ---- The pitch
    readonly property color grass: colourBlindSafe ? "#4a6b52" : "#2f7d32"
    readonly property color stripeA: colourBlindSafe ? "#557a5e" : "#3a8f3e"
    readonly property color stripeB: colourBlindSafe ? "#4f7358" : "#348a38"
    readonly property color pitchLabel: "#cfd8dc"    // file letters and rank numbers
    readonly property color goalFrame: "#ffffff"     // the goals' frame; the net is `text`, its mesh `textMuted`
    readonly property color pitchLine: "#eeffffff"   // the outline and the Half Way Line
    readonly property color keeperAreaLine: "#ccffffff"
    readonly property color centreCircle: "#aaffffff"
    readonly property color keeperAreaTint: "#22ffffff"  // over the grass
    readonly property color midfieldTint: "#12ffffff"
    readonly property color gridLine: "#30ffffff"
    // Red boxes (blue when colour-blind safe): counters that can move, squares they can go to.
    // Red is the game's colour for these but is faint against grass (and, for many, the same
    // as grass), so every mark also has a white inner edge that stands out at over 3:1.
    readonly property color moveMark: colourBlindSafe ? "#1e88e5" : "#e53935"
    readonly property color moveMarkEdge: "#ffffff"
    readonly property color moveTarget: colourBlindSafe ? "#661e88e5" : "#40e53935"
    readonly property color selectedMark: "#ffffff"  // the picked counter's box
    // The Hint's destination: a ring in a colour no other mark uses.
    readonly property color hintMark: "#18ffff"
    readonly property color revealRing: colourBlindSafe ? "#ff9e1b" : "#ffd400"
    readonly property color problem: colourBlindSafe ? "#ff9e1b" : "#ff1744"  // a square the editor complains about
    readonly property color problemTint: Qt.rgba(problem.r, problem.g, problem.b, 0.4)
    readonly property color cursor: "#ffee58"
    // A lesson's marks: highlighted squares and arrows.
    readonly property color lessonHighlight: "#3340c4ff"
    readonly property color lessonHighlightEdge: "#ffe066"
    readonly property color lessonArrow: "#e6ffb300"
    // Amber on grass is faint (about 2:1), so the arrow is drawn over a dark casing.
    readonly property color lessonArrowCasing: "#000000"
    // The last turns (tints over the grass): the latest turn's from- and to-squares in
    // yellow, the turn before it in a paler blue, so both of a side's moves show.
    readonly property color lastFrom: "#30fff59d"
    readonly property color lastTo: "#60fff59d"
    readonly property color earlierFrom: "#2090caf9"
    readonly property color earlierTo: "#4090caf9"

    // ---- Counters: body, edge and number ink per side; First Teamers' shirts; the Star
    // Player's star. White's body is also the dot before White's name on the score board.
    readonly property color whiteBody: "#f7f5ee"
    readonly property color blackBody: "#1f2328"
    readonly property color whiteEdge: "#8a8778"
    readonly property color blackEdge: "#000000"
    readonly property color counterShadow: "#40000000"  // a soft ring so counters read against the grass
    readonly property color whiteShirt: "#d6e4f7"
    readonly property color whiteShirtEdge: "#2f5d9e"
    readonly property color whiteShirtInk: "#10243f"
    readonly property color blackShirt: "#284a78"
    readonly property color blackShirtEdge: "#7fb3ff"
    readonly property color blackShirtInk: "#ffffff"
    readonly property color starFill: "#ffc107"
    readonly property color starEdge: "#8a6500"

    // ---- Banners: each kind's background under `brightText`.
    function bannerColour(kind) {
        if (kind === "goal" || kind === "star")
            return colourBlindSafe ? "#a05a00" : "#9a6a00";
        if (kind === "penalty")
            return colourBlindSafe ? "#b34700" : "#c62828";
        if (kind === "offside")
            return "#1565c0";
        return "#455a64";
    }

    // [what, foreground, background, minimum ratio]: 4.5 for text, 3 for large text (banners,
    // the score; 24 px, or 18.66 px bold) and for marks that must stand out from what they are
    // drawn on (WCAG 1.4.3 and 1.4.11). Text drawn at an opacity, or on a see-through
    // background, is given as the colour it ends up (over()). Disabled controls' words are
    // left out, as WCAG leaves them out.
    readonly property var contrastPairs: [
        // Everywhere
        ["text on window", text, window, 4.5],
        ["text on base", text, base, 4.5],
        ["text on deep", text, deep, 4.5],
        ["text on button", text, button, 4.5],
        ["text on panel", text, panel, 4.5],
        ["muted text on window", textMuted, window, 4.5],
        ["muted text on base", textMuted, base, 4.5],
        ["muted text on deep (tabs, tool bars, analysis)", textMuted, deep, 4.5],
        ["faint text on window", textFaint, window, 4.5],
        ["faint text on deep", textFaint, deep, 4.5],
        ["faint text on panel", textFaint, panel, 4.5],
        ["placeholder in a text field", textFaint, base, 4.5],
        ["aside on window", textAside, window, 4.5],
        ["info on window", info, window, 4.5],
        ["chosen entry", accentText, accent, 4.5],
        ["tool tip", text, toolTip, 4.5],
        ["good on window", good, window, 4.5],
        ["wrong on window", wrong, window, 4.5],
        ["error on window", error, window, 4.5],
        ["error on panel", error, panel, 4.5],
        ["text at 80% on window", over(text, window, 0.8), window, 4.5],
        ["text at 80% on base", over(text, base, 0.8), base, 4.5],
        ["text at 75% on base", over(text, base, 0.75), base, 4.5],
        ["text at 70% on base", over(text, base, 0.7), base, 4.5],
        ["text at 85% on base", over(text, base, 0.85), base, 4.5],
        ["text at 80% on panel", over(text, panel, 0.8), panel, 4.5],
        ["text at 70% on panel", over(text, panel, 0.7), panel, 4.5],
        // Room tabs
        ["muted tab on hover", textMuted, tabHover, 4.5],
        // Play
        ["score on deep", gold, deep, 4.5],
        ["White's name on deep", whiteBody, deep, 4.5],
        ["hint on window", hint, window, 4.5],
        ["scout on window", scout, window, 4.5],
        ["scout badge", scout, deep, 4.5],
        ["prompt, your turn", text, yourTurn, 4.5],
        ["prompt, waiting", text, waiting, 4.5],
        ["clock under 30 s", text, clockLow, 4.5],
        ["manual setup", text, setupPanel, 4.5],
        ["log: event", logLine, base, 4.5],
        ["log: goal", gold, base, 4.5],
        ["log: capture", logCapture, base, 4.5],
        ["log: info", logInfo, base, 4.5],
        ["game over: result", gold, gameOverBackground, 3],
        ["game over: reason", text, gameOverBackground, 4.5],
        ["game over: note", textMuted, gameOverBackground, 4.5],
        ["hand-over title (cover over White)", brightText, over(handOverCover, whiteBody), 3],
        ["hand-over note (cover over White)", textMuted, over(handOverCover, whiteBody), 4.5],
        ["substitution question", brightText, panel, 4.5],
        ["analysis: inaccuracy mark", inaccuracy, deep, 3],
        ["analysis: mistake mark", mistake, deep, 3],
        ["analysis: blunder mark", blunder, deep, 3],
        ["analysis: chance line", analysisLine, deep, 3],
        // Learn
        ["chapter on hover", text, chapterHover, 4.5],
        ["chapter summary on hover", textMuted, chapterHover, 4.5],
        ["chapter steps on hover", textFaint, chapterHover, 4.5],
        ["chapter done on hover", good, chapterHover, 4.5],
        ["chapter number", text, border, 4.5],
        ["chapter done ✓ (a symbol)", text, chapterDone, 3],
        ["tutorials not listed", notListed, base, 4.5],
        ["exercise task", text, exerciseBox, 4.5],
        ["exercise: Your move", gold, exerciseBox, 4.5],
        // Position editor
        ["valid position", text, positionValid, 4.5],
        ["invalid position", text, positionInvalid, 4.5],
        ["position already over", text, positionOver, 4.5],
        ["recorder: marks on a step", gold, base, 4.5],
        ["recorder: Exercise tick", text, recorderCheckBox, 3],
        // Variants
        ["section title", sectionTitle, panel, 4.5],
        ["valid variant", text, variantValid, 4.5],
        ["invalid variant", text, variantInvalid, 4.5],
        ["variant problem", variantProblem, variantInvalid, 4.5],
        ["White's starting number", variantWhiteStartInk, variantWhiteStart, 4.5],
        ["Black's starting number", over(text, over(variantBlackStart, variantSquare, 0.75), 0.75), over(variantBlackStart, variantSquare, 0.75), 4.5],
        ["Black's starting number (Goalkeeper's Area)", over(text, over(variantBlackStart, variantKeeperSquare, 0.75), 0.75), over(variantBlackStart, variantKeeperSquare, 0.75), 4.5],
        ["Black's starting number (Midfield)", over(text, over(variantBlackStart, variantMidfieldSquare, 0.75), 0.75), over(variantBlackStart, variantMidfieldSquare, 0.75), 4.5],
        // Lab
        ["variant A", labSeriesA, base, 4.5],
        ["variant B", labSeriesB, base, 4.5],
        // The pitch and the counters
        ["pitch labels", pitchLabel, base, 4.5],
        ["White's number", blackBody, whiteBody, 4.5],
        ["Black's number", whiteBody, blackBody, 4.5],
        ["White's shirt number", whiteShirtInk, whiteShirt, 4.5],
        ["Black's shirt number", blackShirtInk, blackShirt, 4.5],
        ["the star's edge on White", starEdge, whiteBody, 3],
        ["the star on Black", starFill, blackBody, 3],
        ["goal banner", brightText, bannerColour("goal"), 3],
        ["penalty banner", brightText, bannerColour("penalty"), 3],
        ["offside banner", brightText, bannerColour("offside"), 3],
        ["other banner", brightText, bannerColour("end"), 3],
        ["move mark's edge on grass", moveMarkEdge, stripeA, 3],
        ["move mark's edge on grass (other stripe)", moveMarkEdge, stripeB, 3],
        ["picked counter's box on grass", selectedMark, stripeA, 3],
        ["picked counter's box on grass (other stripe)", selectedMark, stripeB, 3],
        ["reveal ring on Black", revealRing, blackBody, 3],
        ["hint ring on grass", hintMark, stripeA, 3],
        ["hint ring on grass (other stripe)", hintMark, stripeB, 3],
        ["cursor on grass", cursor, stripeA, 3],
        ["cursor on grass (other stripe)", cursor, stripeB, 3],
        ["lesson highlight on grass", lessonHighlightEdge, stripeA, 3],
        ["lesson highlight on grass (other stripe)", lessonHighlightEdge, stripeB, 3],
        ["lesson arrow's casing on grass", lessonArrowCasing, stripeA, 3],
        ["lesson arrow's casing on grass (other stripe)", lessonArrowCasing, stripeB, 3],
        ["problem square's inner edge on grass", moveMarkEdge, stripeA, 3],
        ["problem square's inner edge on grass (other stripe)", moveMarkEdge, stripeB, 3],
        ["variant square names", variantSquareName, variantSquare, 4.5],
        ["variant square names (Midfield)", variantSquareName, variantMidfieldSquare, 4.5],
        ["variant square names (Goalkeeper's Area)", variantKeeperSquareName, variantKeeperSquare, 4.5]
    ]

    // `top` as it ends up over the opaque `under`: drawn with its own alpha, times `opacity`.
    function over(top, under, opacity) {
        const t = Qt.color(top), u = Qt.color(under);
        const a = t.a * (opacity === undefined ? 1 : opacity);
        return Qt.rgba(a * t.r + (1 - a) * u.r, a * t.g + (1 - a) * u.g, a * t.b + (1 - a) * u.b, 1);
    }
    // WCAG 2 relative luminance and contrast ratio of two opaque colours.
    function luminance(c) {
        const lin = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
    }
    function contrast(a, b) {
        const la = luminance(Qt.color(a)), lb = luminance(Qt.color(b));
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }
}
