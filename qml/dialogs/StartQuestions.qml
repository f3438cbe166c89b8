// The questions a start may ask, one at a time, so that two dialogs never stand on each
// other: first that the settings file could not be read and where it was kept; then Play's
// offer to resume an unfinished game (GameView), held until that is answered; and the
// welcome only on a first start, which a start with an unfinished game to resume is not.
import QtQuick
import QtQuick.Controls
import Goalscorer

Item {
    id: questions
    required property Item shell  // Shell: its game's offer to resume waits on holdStartOffer
    property string keptAside: ""  // Settings.keptAside: where an unreadable settings file was kept, or ""
    property alias welcome: welcome
    readonly property bool asking: keptAsideDialog.visible || welcome.visible  // one of them is up
    signal learnRequested()
    signal playRequested()
    signal openRequested()

    // Asks the first question; the window calls it once, after its content is made (so after
    // Play has looked for an unfinished game).
    function begin() {
        if (keptAside !== "")
            keptAsideDialog.open();
        else
            afterKeptAside();
    }
    function afterKeptAside() {
        shell.holdStartOffer = false;  // Play's offer to resume, if it has one, opens now
        if (Settings.welcomed)
            return;
        if (shell.game.resumeOffered)
            Settings.welcomed = true;  // a game to resume: this player has been here before
        else
            welcome.open();
    }

    AppDialog {
        id: keptAsideDialog
        objectName: "settingsKeptAsideDialog"
        title: qsTr("Settings could not be read")
        modal: true
        anchors.centerIn: Overlay.overlay
        // Fixed widths (the window is at least 760 wide): following the implicit one, the
        // button box's width fed back into it, and a width bound to the window's made a loop.
        width: 560
        standardButtons: Dialog.Ok
        onClosed: questions.afterKeptAside()  // the settings start afresh: perhaps a first start
        Label {
            textFormat: Text.PlainText
            width: 520
            wrapMode: Text.WordWrap
            text: qsTr("The settings file could not be read, so it was kept as %1 in the same folder. Your choices and tutorial progress start afresh; your games, tutorials and variants are not affected.").arg(questions.keptAside)
        }
    }

    WelcomeDialog {
        id: welcome
        onLearnRequested: questions.learnRequested()
        onPlayRequested: questions.playRequested()
        onOpenRequested: questions.openRequested()
    }
}
