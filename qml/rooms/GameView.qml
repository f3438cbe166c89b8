// The whole game screen: toolbar, pitch, side panel, and every dialog and overlay of a game.
// Main.qml puts it in a window; the Qt Quick tests load it directly.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Theme.PlayRoom {  // a FocusScope with a dark palette for every control in the game screen
    id: view
    property alias session: session
    property bool autoStart: true
    property string autosavePath: ""   // where the unfinished game is kept (default: the app's data folder)
    // Another start-up question is open (StartQuestions: the settings kept aside): the offer to
    // resume waits until it is answered, so that two dialogs never stand on each other.
    property bool holdStartOffer: false
    property bool keyboardUsed: false
    focus: true

    function openNewGame(variantId) {
        newGameDialog.preferredVariant = variantId || "";
        newGameDialog.open();
    }
    function openRules() { rulesDialog.open() }
    // Post-game analysis from the player's seat (White's in a game between two people), shown
    // under the pitch with the review at the start.
    function analyse() {
        if (!session.review.reviewing)
            session.startReview();
        analysis.start(session, session.scoreboard.humanSide !== "" ? session.scoreboard.humanSide : "white");
    }

    property alias analysis: analysis
    PostGameAnalysis { id: analysis }
    // A new game (or a record opened) makes the last analysis stale.
    Connections {
        target: session
        function onGameBegan() {
            analysis.cancel();
            analysis.clear();
        }
    }

    property alias sounds: sounds
    Sounds { id: sounds }

    GameSession {
        id: session
        settings: Settings
        onAnnounce: (text, kind) => banner.show(text, kind)
        onSound: (effect) => sounds.play(effect)
        onError: (message) => { errorDialog.text = message; errorDialog.open() }
    }

    // With a file or link to open at start, the offer to resume waits until Play is shown
    // and no record opened there: Resume would replace the record, and over another room the
    // question is about something else. Until then the autosave stays as it was.
    property bool resumeOfferWaiting: false
    // Play offers (or will offer) to resume an unfinished game: not a first start.
    readonly property bool resumeOffered: resumeOfferWaiting || resumeDialog.visible
    Component.onCompleted: {
        if (autosavePath !== "")
            session.files.autosavePath = autosavePath;
        if (!autoStart)
            return;
        if (session.files.hasAutosave && (FileOpener.pendingCount > 0 || holdStartOffer))
            resumeOfferWaiting = true;
        else if (session.files.hasAutosave)
            resumeDialog.open();
        else
            session.newGame({});
    }
    onVisibleChanged: offerWaitingResume()
    onHoldStartOfferChanged: offerWaitingResume()
    function offerWaitingResume() {
        if (!visible || holdStartOffer || !resumeOfferWaiting || session.review.reviewing)
            return;
        resumeOfferWaiting = false;
        if (session.files.hasAutosave)
            resumeDialog.open();
        else
            session.newGame({});
    }

    // A button that hid itself when pressed (Review, See the pitch on the end-of-game box)
    // would keep the keys out of sight: they come back to the pitch.
    function keepKeys() {
        const focused = Window.activeFocusItem;
        if (view.visible && (!focused || !focused.visible))
            pitch.forceActiveFocus();
    }
    Connections {
        target: session.review
        function onReviewingChanged() { Qt.callLater(view.keepKeys) }
    }

    Keys.onPressed: (event) => {
        if (FocusKeys.enterOnControl(event, Window.activeFocusItem)) {
            event.accepted = true;
            return;
        }
        if (session.review.reviewing && (event.key === Qt.Key_Left || event.key === Qt.Key_Right)) {
            session.reviewGoTo(session.review.reviewIndex + (event.key === Qt.Key_Left ? -1 : 1));
            event.accepted = true;
            return;
        }
        const step = {[Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, 1], [Qt.Key_Down]: [0, -1]}[event.key];
        if (step) {
            keyboardUsed = true;
            session.moveCursor(step[0], step[1]);
            event.accepted = true;
        } else if (event.key === Qt.Key_Escape && session.status.pendingMoveText !== "") {
            session.cancelMove();
            event.accepted = true;
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            keyboardUsed = true;
            if (session.status.pendingMoveText !== "") {
                session.confirmMove();
            } else if (session.status.covered) {
                if (handOver.ready && !event.isAutoRepeat)
                    session.dismissCover();
            } else {
                session.activateCursor();
            }
            event.accepted = true;
        }
    }
    // The game's keys act only while the game is in view and nobody is typing: an F typed in a
    // text field (a tutorial's caption, a seed) is a letter, not "flip the pitch".
    readonly property bool typing: Window.activeFocusItem !== null && Window.activeFocusItem.cursorPosition !== undefined
    readonly property bool keysOn: view.visible && !view.typing
    Shortcut { sequences: [StandardKey.Undo]; enabled: view.keysOn; onActivated: session.undo() }
    Shortcut { sequences: [StandardKey.New]; enabled: view.keysOn; onActivated: view.openNewGame() }
    Shortcut { sequences: ["H"]; enabled: view.keysOn; onActivated: session.hint() }
    Shortcut { sequences: ["F"]; enabled: view.keysOn; onActivated: session.flip() }
    Shortcut { sequences: ["S"]; enabled: view.keysOn && session.status.phase !== "s"; onActivated: session.scoutReport = !session.scoutReport }

    Rectangle { anchors.fill: parent; color: Theme.base }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ToolBar {
            Layout.fillWidth: true
            background: Rectangle { color: Theme.deep }
            RowLayout {
                id: tools
                anchors.fill: parent
                spacing: 6
                // Too narrow for every button's words (the window's smallest widths, longer
                // languages): the icon buttons show their icons alone. Measured from the
                // buttons' widths with words, which do not depend on this.
                readonly property bool compact: {
                    let need = 0, shown = 0;
                    for (let i = 0; i < children.length; ++i) {
                        const c = children[i];
                        if (!c.visible)
                            continue;
                        need += c.wideWidth !== undefined ? c.wideWidth : c.implicitWidth;
                        ++shown;
                    }
                    return need + spacing * Math.max(0, shown - 1) > width;
                }
                IconToolButton { objectName: "toolNewGame"; iconName: "new"; compact: tools.compact; text: qsTr("New game"); onClicked: view.openNewGame() }
                Item {
                    // A wrapper, so the reason Undo is off still shows on hover (a disabled
                    // button gets no hover events of its own).
                    implicitWidth: undoButton.implicitWidth
                    implicitHeight: undoButton.implicitHeight
                    readonly property real wideWidth: undoButton.wideWidth
                    visible: !session.scoreboard.hotSeat
                    HoverHandler { id: undoHover }
                    IconToolButton {
                        id: undoButton
                        iconName: "undo"
                        objectName: "toolUndo"
                        compact: tools.compact
                        ToolTip.visible: false  // the wrapper's tip says more
                        anchors.fill: parent
                        text: qsTr("Undo")
                        enabled: session.review.canUndo
                        onClicked: session.undo()
                    }
                    ToolTip.text: session.review.undoNote !== "" ? session.review.undoNote : qsTr("Take back your last turn (Ctrl+Z)")
                    ToolTip.visible: undoHover.hovered
                    ToolTip.delay: 400
                }
                IconToolButton {
                    objectName: "toolHint"
                    compact: tools.compact
                    iconName: "hint"
                    text: session.assist.hinting ? qsTr("Thinking…") : qsTr("Hint")
                    widestText: qsTr("Thinking…")
                    enabled: session.status.humanToAct && !session.status.covered && !session.assist.hinting && !session.review.reviewing
                    onClicked: session.hint()
                }
                IconToolButton {
                    objectName: "toolScout"
                    compact: tools.compact
                    iconName: "scout"
                    text: qsTr("Scout report")
                    checkable: true
                    checked: session.scoutReport
                    enabled: session.status.active && !session.status.gameOver
                    onToggled: session.scoutReport = checked
                    ToolTip.text: (compact ? text + ": " : "") + qsTr("The chance that each of the opponent's hidden counters is the Star Player (★) or a goalscorer (G), in percent, from what you have seen and how the opponent has moved (S)")
                    ToolTip.visible: hovered || (compact && visualFocus)
                }
                ToolSeparator {}
                // Symbols on the buttons; their names (for screen readers) and tool tips in words.
                ToolButton { objectName: "reviewStart"; text: "|◀"; Accessible.name: ToolTip.text; visible: session.review.reviewing; onClicked: session.reviewGoTo(0); ToolTip.text: qsTr("Start"); ToolTip.visible: hovered }
                ToolButton { objectName: "reviewBack"; text: "◀"; Accessible.name: ToolTip.text; visible: session.review.reviewing; onClicked: session.reviewGoTo(session.review.reviewIndex - 1); ToolTip.text: qsTr("Back a move (←)"); ToolTip.visible: hovered }
                ToolButton { objectName: "reviewForward"; text: "▶"; Accessible.name: ToolTip.text; visible: session.review.reviewing; onClicked: session.reviewGoTo(session.review.reviewIndex + 1); ToolTip.text: qsTr("Forward a move (→)"); ToolTip.visible: hovered }
                ToolButton { objectName: "reviewEnd"; text: "▶|"; Accessible.name: ToolTip.text; visible: session.review.reviewing; ToolTip.text: qsTr("End"); ToolTip.visible: hovered; onClicked: session.reviewGoTo(session.review.reviewLength) }
                ToolButton { text: qsTr("End review"); visible: session.review.reviewing; onClicked: session.stopReview() }
                IconToolButton { objectName: "toolReview"; iconName: "review"; compact: tools.compact; text: qsTr("Review"); visible: session.status.gameOver && !session.review.reviewing; onClicked: session.startReview() }
                IconToolButton {
                    objectName: "toolAnalyse"
                    compact: tools.compact
                    iconName: "analyse"
                    text: qsTr("Analyse")
                    visible: session.status.gameOver
                    enabled: !analysis.running
                    onClicked: view.analyse()
                    ToolTip.text: (compact ? text + ": " : "") + qsTr("The computer replays the game from your seat: your chance at every move, and the moves that cost most")
                    ToolTip.visible: hovered || (compact && visualFocus)
                }
                ShareMenu {
                    id: gameShare
                    objectName: "gameShare"
                    flat: true
                    compact: tools.compact
                    controller: session
                    game: session
                    gameOver: session.status.gameOver
                    extraArrows: pitch.arrows
                    enabled: session.status.active && !session.status.covered
                    onFailed: (message) => session.error(message)
                }
                Item { Layout.fillWidth: true }
                IconToolButton { objectName: "toolRules"; iconName: "rules"; compact: tools.compact; text: qsTr("Rules"); onClicked: view.openRules() }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            Item {
                id: pitchArea
                Layout.fillWidth: true
                Layout.fillHeight: true

                Pitch {
                    id: pitch
                    objectName: "pitch"
                    // The keys' home in the room: the room's focus starts here, and Tab comes back
                    // here from the buttons (the room's Keys handler reads what the pitch leaves).
                    focus: true
                    activeFocusOnTab: true
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.bottom: analysisPanel.visible ? analysisPanel.top : parent.bottom
                    anchors.margins: 10
                    controller: session
                    showCursor: view.keyboardUsed
                    // In review after an analysis: the better move where the one played was costly.
                    arrows: session.review.reviewing && analysis.ready ? analysis.arrowsAt(session.review.reviewIndex) : []
                }
                // Under the pitch only, so the side panel keeps its height for the log.
                AnalysisPanel {
                    id: analysisPanel
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    height: implicitHeight
                    session: session
                    analysis: analysis
                }
                HandOverCover {
                    id: handOver
                    anchors.fill: parent
                    session: session
                }
                GameOverOverlay {
                    id: gameOver
                    // Whole in the middle of the pitch; folded, a bar beside the top goal (it sat
                    // on it), on its right where there is room, else on its left.
                    readonly property real goalLeft: pitch.x + pitch.topGoal.x
                    readonly property real goalRight: goalLeft + pitch.topGoal.width
                    x: !folded ? (parent.width - width) / 2
                       : goalRight + 12 + width <= parent.width - 4 ? goalRight + 12
                       : goalLeft - 12 - width >= 4 ? goalLeft - 12 - width
                       : (parent.width - width) / 2
                    y: folded ? Math.max(4, pitch.y + pitch.topGoal.y + pitch.topGoal.height / 2 - height / 2) : (parent.height - height) / 2
                    session: session
                    onNewGameRequested: view.openNewGame()
                    onAnalyseRequested: view.analyse()
                    onFoldedChanged: Qt.callLater(view.keepKeys)
                    onVisibleChanged: Qt.callLater(view.keepKeys)
                }
                ConfirmBar {
                    session: session
                    pitch: pitch
                }
                Banner {
                    id: banner
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 4  // in the margin above the far Goal Line, not over its rows
                }
            }

            SidePanel {
                // Grows with the window, so the score and the log are not a sliver at 1920 px.
                Layout.preferredWidth: Math.round(Math.min(460, Math.max(330, view.width * 0.24)))
                Layout.fillHeight: true
                session: session
            }
        }

    }

    // Closing any dialog gives the keys back to the pitch, so keyboard play carries on; or,
    // where it was opened from another room (F1, a message about a link), to that room.
    // One of the game's dialogs is over the pitch (the game's clocks wait: Shell.qml).
    readonly property bool dialogOpen: rulesDialog.visible || newGameDialog.visible || errorDialog.visible || resumeDialog.visible
                                       || gameShare.picking
    signal keysWanted()
    // New game chose a friend elsewhere: Play a friend (FriendView) takes it from here.
    signal friendRequested(string variant, string side)
    function giveKeysBack() {
        if (view.visible)
            view.forceActiveFocus();
        else
            view.keysWanted();
    }
    SubstitutionDialog { id: substitutionDialog; objectName: "substitutionDialog"; session: session; onClosed: view.giveKeysBack() }
    NewGameDialog {
        id: newGameDialog
        session: session
        onClosed: view.giveKeysBack()
        onFriendElsewhere: (variant, side) => view.friendRequested(variant, side)
    }
    RulesDialog { id: rulesDialog; onClosed: view.giveKeysBack() }

    AppDialog {
        id: errorDialog
        objectName: "errorDialog"
        property alias text: errorLabel.text
        title: qsTr("That did not work")
        onClosed: view.giveKeysBack()
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Ok
        width: 520
        Label { textFormat: Text.PlainText; id: errorLabel; wrapMode: Text.WordWrap; width: 480 }
    }

    AppDialog {
        id: resumeDialog
        objectName: "resumeDialog"
        title: qsTr("Welcome back")
        modal: true
        anchors.centerIn: Overlay.overlay
        closePolicy: Popup.NoAutoClose
        // An explicit width: following the implicit one, the button box's width fed back into it.
        width: Math.max(380, resumeText.implicitWidth + leftPadding + rightPadding)
        Column {
            spacing: 8
            Label { textFormat: Text.PlainText; id: resumeText; text: qsTr("You have an unfinished game. Carry on where you left off?") }
            Label {
                textFormat: Text.PlainText
                objectName: "resumeDamage"
                visible: text !== ""
                text: session.files.damageNote
                width: resumeText.implicitWidth
                wrapMode: Text.WordWrap
                color: Theme.textMuted
            }
        }
        footer: DialogButtonBox {
            alignment: Qt.AlignRight  // buttons at their own width: stretched ones fed back into the dialog's width
            Button { objectName: "resumeButton"; text: qsTr("Resume"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
            Button { objectName: "discardButton"; text: qsTr("New game"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        }
        onClosed: view.giveKeysBack()
        onAccepted: { if (!session.resumeAutosave()) session.newGame({}) }
        onRejected: { session.discardAutosave(); session.newGame({}) }
    }
}
