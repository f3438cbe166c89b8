// The app's colours in one place, in two versions: the standard one and one safe for
// red-green colour blindness (Settings.colourBlindSafe), which marks moves in blue instead
// of red and reveals in orange. `contrastPairs` lists every text colour over the background
// it is drawn on, so a test can hold them all to WCAG AA.
// The rooms' `palette.*` roles repeat some of these values as literals on purpose: in Qt
// 6.4 setting a role sets it in every colour group, so the disabled roles set after it only
// hold if all are plain values assigned in order (as bindings, the order is not kept).
pragma Singleton
import QtQuick
import Goalscorer

QtObject {
    readonly property bool colourBlindSafe: Settings.colourBlindSafe

    // Surfaces
    readonly property color window: "#1d2430"
    readonly property color base: "#151b23"
    readonly property color deep: "#0f141b"
    readonly property color button: "#2a3442"
    readonly property color deepest: "#0b0f14"  // the room tabs' strip, the palette's dark
    readonly property color panel: "#243040"    // a raised panel (the Lab's form, the variant editor's sections)
    readonly property color border: "#37474f"
    readonly property color accent: "#42a5f5"   // selection and highlights
    readonly property color dim: "#a0000000"  // behind a modal dialog
    // Text
    readonly property color text: "#eceff1"
    readonly property color textMuted: "#b0bec5"
    readonly property color textFaint: "#90a4ae"
    readonly property color disabledText: "#66727f"  // a disabled control's words
    readonly property color gold: "#ffd54f"
    readonly property color hint: "#80d8ff"
    readonly property color scout: "#ffe082"
    // Post-game analysis: the chance line and the costly moves on it.
    readonly property color analysisLine: "#80d8ff"
    readonly property color inaccuracy: "#fff176"
    readonly property color mistake: colourBlindSafe ? "#ff9e1b" : "#ffb74d"
    readonly property color blunder: colourBlindSafe ? "#d81b60" : "#ef5350"

    // The pitch
    readonly property color grass: colourBlindSafe ? "#4a6b52" : "#2f7d32"
    readonly property color stripeA: colourBlindSafe ? "#557a5e" : "#3a8f3e"
    readonly property color stripeB: colourBlindSafe ? "#4f7358" : "#348a38"
    readonly property color pitchLabel: "#cfd8dc"
    // Red boxes (blue when colour-blind safe): counters that can move, squares they can go to.
    // Red is the game's colour for these but is faint against grass (and, for many, the same
    // as grass), so every mark also has a white inner edge that stands out at over 3:1.
    readonly property color moveMark: colourBlindSafe ? "#1e88e5" : "#e53935"
    readonly property color moveMarkEdge: "#ffffff"
    readonly property color moveTarget: colourBlindSafe ? "#661e88e5" : "#40e53935"
    // The Hint's destination: a ring in a colour no other mark uses.
    readonly property color hintMark: "#18ffff"
    readonly property color revealRing: colourBlindSafe ? "#ff9e1b" : "#ffd400"
    readonly property color problem: colourBlindSafe ? "#ff9e1b" : "#ff1744"
    readonly property color cursor: "#ffee58"
    // The last turns (tints over the grass): the latest turn's from- and to-squares in
    // yellow, the turn before it in a paler blue, so both of a side's moves show.
    readonly property color lastFrom: "#30fff59d"
    readonly property color lastTo: "#60fff59d"
    readonly property color earlierFrom: "#2090caf9"
    readonly property color earlierTo: "#4090caf9"

    // Counters: body and number ink per side; First Teamers' shirts.
    readonly property color whiteBody: "#f7f5ee"
    readonly property color blackBody: "#1f2328"
    readonly property color whiteShirt: "#d6e4f7"
    readonly property color whiteShirtInk: "#10243f"
    readonly property color blackShirt: "#284a78"
    readonly property color blackShirtInk: "#ffffff"

    // Banners: each kind's background under white text.
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
    // the score) and for marks that must stand out from the grass (WCAG 1.4.3 and 1.4.11).
    readonly property var contrastPairs: [
        ["text on window", text, window, 4.5],
        ["text on base", text, base, 4.5],
        ["text on button", text, button, 4.5],
        ["muted text on window", textMuted, window, 4.5],
        ["faint text on window", textFaint, window, 4.5],
        ["faint text on deep", textFaint, deep, 4.5],
        ["score on deep", gold, deep, 4.5],
        ["hint on window", hint, window, 4.5],
        ["scout on window", scout, window, 4.5],
        ["scout badge", scout, deep, 4.5],
        ["pitch labels", pitchLabel, base, 4.5],
        ["White's number", blackBody, whiteBody, 4.5],
        ["Black's number", whiteBody, blackBody, 4.5],
        ["White's shirt number", whiteShirtInk, whiteShirt, 4.5],
        ["Black's shirt number", blackShirtInk, blackShirt, 4.5],
        ["goal banner", "#ffffff", bannerColour("goal"), 3],
        ["penalty banner", "#ffffff", bannerColour("penalty"), 3],
        ["offside banner", "#ffffff", bannerColour("offside"), 3],
        ["other banner", "#ffffff", bannerColour("end"), 3],
        ["move mark's edge on grass", moveMarkEdge, stripeA, 3],
        ["move mark's edge on grass (other stripe)", moveMarkEdge, stripeB, 3],
        ["reveal ring on Black", revealRing, blackBody, 3],
        ["hint ring on grass", hintMark, stripeA, 3],
        ["hint ring on grass (other stripe)", hintMark, stripeB, 3],
        ["cursor on grass", cursor, stripeA, 3],
        ["cursor on grass (other stripe)", cursor, stripeB, 3]
    ]

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
