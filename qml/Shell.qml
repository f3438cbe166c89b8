// The five rooms of the app — Play, Learn, the Position editor, Variants and the Lab — under
// one tab bar, and the wiring between them: "Play from here", the tutorial preview, a variant
// played or sent to the Lab. Dropping a file on the
// window opens it where it belongs (positions in the editor, tutorials in Learn, records in
// Play's review, variants in the variant editor), as do files and links given at start.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Theme.ShellItem {  // an Item with the palette every room starts from
    id: shell
    property alias game: game
    property alias learn: learn
    property alias positionEditor: positionEditor
    property alias labView: labView
    property alias variantEditor: variantEditorView
    property alias tabs: tabs
    property alias friendView: friendView
    property string autosavePath: ""
    property bool autoStart: true
    property bool holdStartOffer: false  // GameView.holdStartOffer
    // The window's own dialogs (Main.qml: the shortcuts, About, the start-up questions) are up.
    property bool windowDialogOpen: false
    // A game's clocks run only while its players can see the pitch and play: not while another
    // room is in view, a dialog is over the pitch or another application has the keys (reading
    // the rules used to cost a turn).
    Binding {
        target: game.session.clock
        property: "held"
        value: shell.room !== "play" || game.dialogOpen || settingsDialog.visible || replaceDialog.visible
               || replaceGameDialog.visible || shell.windowDialogOpen || Qt.application.state !== Qt.ApplicationActive
    }

    property alias settingsDialog: settingsDialog
    function openSettings() { settingsDialog.open() }
    // The rooms by name, in tab order; show("lab") brings a room forward.
    readonly property var roomNames: ["play", "learn", "editor", "variants", "lab", "friend"]
    readonly property string room: roomNames[tabs.currentIndex]
    function show(name) {
        const i = roomNames.indexOf(name);
        if (i < 0)
            throw new Error("no room named " + name);
        tabs.currentIndex = i;
    }
    function roomItem(name) { return [game, learn, positionEditor, variantEditorView, labView, friendView][roomNames.indexOf(name)] }
    // A file or goalscorer: link from outside (the command line, a second start, a file
    // manager, a drop) opens in its room; FileOpener says which, after its room's checks. A
    // problem is said over the room in view, and changes nothing.
    function openDropped(url) { openArgument(url.toString()) }
    function openArgument(argument) {
        const found = FileOpener.classify(argument);
        switch (found.kind) {
        case "position":
            if (found.gpn !== undefined) {
                openLinkedPosition(found.gpn);
            } else {
                show("editor");
                positionEditor.editor.open(found.url);
            }
            return true;
        case "record":
            openGameRecord(found.url);
            return true;
        case "tutorial":
            show("learn");
            return learn.tutorial.openFile(found.url);
        case "variant":
            show("variants");
            return variantEditorView.editor.importFile(found.url);
        case "friend":
            // A live game's invite or a move link: Play a friend.
            show("friend");
            return friendView.friend.openLink(argument);
        default:
            // Nothing was opened, so the room stays the one the user is in; the message shows
            // over it.
            game.session.error(found.error);
            return false;
        }
    }
    // A linked position replaces the editor's: ask first if that would lose edits or a
    // tutorial being recorded.
    function openLinkedPosition(gpn) {
        if (positionEditor.editor.hasEdits() || positionEditor.recorder.active) {
            replaceDialog.gpn = gpn;
            replaceDialog.open();
            return;
        }
        show("editor");
        positionEditor.editor.setGpnText(gpn);
    }
    // A game record (a file, a link, a drop) replaces the game in Play: ask first if that game
    // is under way, since the autosave then keeps the opened one instead.
    function openGameRecord(url) {
        const st = game.session.status;
        if (st.active && !st.gameOver && game.session.review.reviewLength > 0) {
            replaceGameDialog.url = url;
            replaceGameDialog.open();
            return;
        }
        show("play");
        game.session.openRecord(url);
    }
    function openPending() {
        const pending = FileOpener.takePending();
        for (let i = 0; i < pending.length; ++i)
            openArgument(pending[i]);
    }
    Component.onCompleted: Qt.callLater(openPending)
    // The rules from every room (F1 worked in Play only).
    Shortcut { sequences: ["F1"]; onActivated: game.openRules() }
    Connections {
        target: FileOpener
        function onArrived() {
            if (FileOpener.pendingCount > 0)
                Qt.callLater(shell.openPending)
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        TabBar {
            id: tabs
            objectName: "roomTabs"
            readonly property bool compact: shell.width < 1000
            Layout.fillWidth: true
            background: Rectangle { color: Theme.deep }
            RoomTab { compact: tabs.compact; objectName: "tabPlay"; text: qsTr("Play"); iconName: "play" }
            RoomTab { compact: tabs.compact; objectName: "tabLearn"; text: qsTr("Learn"); iconName: "learn" }
            RoomTab { compact: tabs.compact; objectName: "tabEditor"; text: qsTr("Position editor"); iconName: "editor" }
            RoomTab { compact: tabs.compact; objectName: "tabVariants"; text: qsTr("Variants"); iconName: "variants" }
            RoomTab { compact: tabs.compact; objectName: "tabLab"; text: qsTr("Lab"); iconName: "lab" }
            RoomTab { compact: tabs.compact; objectName: "tabFriend"; text: qsTr("Friend"); iconName: "friend" }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex
            // The room shown takes the keys (shell.room may not have followed the index yet:
            // the keys then stayed with the room left behind, out of sight).
            onCurrentIndexChanged: shell.roomItem(shell.roomNames[currentIndex]).forceActiveFocus()
            GameView {
                id: game
                autoStart: shell.autoStart
                autosavePath: shell.autosavePath
                holdStartOffer: shell.holdStartOffer
                onKeysWanted: shell.roomItem(shell.room).forceActiveFocus()
                onFriendRequested: (variant, side) => {
                    friendView.prepare(variant, side);
                    shell.show("friend");
                }
            }
            TutorialView {
                id: learn
                onBackToRecorder: shell.show("editor")
            }
            EditorView {
                id: positionEditor
                userTutorialFolder: learn.tutorial.userFolder
                onPlayRequested: (gpn, options) => {
                    if (game.session.startFromPosition(gpn, options))
                        shell.show("play");
                }
                onPreviewRequested: (json) => {
                    if (learn.tutorial.openPreview(json, qsTr("the recorded tutorial"))) {
                        learn.previewing = true;
                        shell.show("learn");
                    }
                }
            }
            VariantEditorView {
                id: variantEditorView
                onPlayRequested: (variantId) => {
                    shell.show("play");
                    game.openNewGame(variantId);
                }
                onLabRequested: (variantId, baseId) => {
                    labView.prepare(baseId !== "" ? baseId : variantId, baseId !== "" ? variantId : "");
                    shell.show("lab");
                }
            }
            LabView { id: labView }
            FriendView {
                id: friendView
                // Beside the game's autosave (tests give each shell its own); the app's data folder by default.
                autosavePath: shell.autosavePath === "" ? "" : shell.autosavePath + ".friend.json"
                onReviewRequested: (record) => shell.openGameRecord(record)
            }
        }
    }

    SettingsDialog {
        id: settingsDialog
        session: game.session
        onClosed: shell.roomItem(shell.room).forceActiveFocus()
    }
    Shortcut { sequences: ["Ctrl+,"]; onActivated: settingsDialog.open() }

    // Saved tutorials appear in Learn's chapter list.
    Connections {
        target: positionEditor.recorder
        function onSaved() { learn.tutorial.reloadList() }
    }

    AppDialog {
        id: replaceDialog
        // Open has the keys (Enter opens, Escape cancels); then they go back to the room.
        onOpened: standardButton(Dialog.Open).forceActiveFocus(Qt.TabFocusReason)
        onClosed: shell.roomItem(shell.room).forceActiveFocus()
        objectName: "replacePositionDialog"
        property string gpn: ""
        title: qsTr("Open the linked position?")
        modal: true
        anchors.centerIn: Overlay.overlay
        width: 520
        standardButtons: Dialog.Open | Dialog.Cancel
        onAccepted: {
            if (positionEditor.recorder.active)
                positionEditor.recorder.close();
            shell.show("editor");
            positionEditor.editor.setGpnText(gpn);
        }
        Label {
            textFormat: Text.PlainText
            width: 480
            wrapMode: Text.WordWrap
            text: qsTr("The position editor holds your edits (or a tutorial being recorded). Opening the linked position replaces them.")
        }
    }

    AppDialog {
        id: replaceGameDialog
        // Open has the keys (Enter opens, Escape cancels); then they go back to the room.
        onOpened: standardButton(Dialog.Open).forceActiveFocus(Qt.TabFocusReason)
        onClosed: shell.roomItem(shell.room).forceActiveFocus()
        objectName: "replaceGameDialog"
        property url url
        title: qsTr("Open this game?")
        modal: true
        anchors.centerIn: Overlay.overlay
        width: 520
        standardButtons: Dialog.Open | Dialog.Cancel
        onAccepted: {
            shell.show("play");
            game.session.openRecord(url);
        }
        Label {
            textFormat: Text.PlainText
            width: 480
            wrapMode: Text.WordWrap
            text: qsTr("It replaces the game you are playing, which is then lost unless you save it first (Game → Save game record).")
        }
    }

    // Where each Save and Export wrote, for a few seconds (Notices). At the foot of the window,
    // unless the button that was used (the one with the keyboard focus: a Save at the foot of
    // a panel) stands where it would be: then under the room tabs, so it and its neighbours (a
    // recorder's Preview beside its Save) stay in sight and in reach.
    Rectangle {
        id: notice
        objectName: "notice"
        property bool atTop: false
        property real footX: (parent.width - width) / 2
        x: atTop ? (parent.width - width) / 2 : footX
        property real footLift: 0
        y: atTop ? tabs.mapToItem(shell, 0, tabs.height).y + 8 : parent.height - height - 16 - footLift
        // At the foot, centred; beside the button that was used and its neighbours (the row
        // it stands in) when they are there, so they stay in sight and in reach; under the
        // room tabs only when there is no room beside them (it covered the recorder's heading).
        function place() {
            const used = shell.Window.activeFocusItem;
            const w = noticeRow.implicitWidth + 24, h = noticeRow.implicitHeight + 12;
            // Above what the room asks to keep in sight at its foot (the variant editor's legend).
            const avoid = shell.roomItem(shell.room).noticeAvoids;
            const keepClear = avoid && avoid.visible && avoid.height > 0 ? Math.max(0, shell.height - avoid.mapToItem(shell, 0, 0).y) : 0;
            const top = shell.height - h - 16 - keepClear;
            notice.footLift = keepClear;
            let x = (shell.width - w) / 2, high = false;
            if (used && used.visible && used.clicked !== undefined) {
                // A button with the keys (a pitch or a whole room with them is not in the way).
                const zone = used.parent && used.parent !== shell && used.parent.height < shell.height / 3 ? used.parent : used;
                const p = zone.mapToItem(shell, 0, 0);
                const over = left => p.x < left + w && left < p.x + zone.width && p.y < top + h + 8 && top - 8 < p.y + zone.height;
                if (over(x)) {
                    const left = p.x - w - 16, right = p.x + zone.width + 16;
                    if (left >= 16)
                        x = left;
                    else if (right + w <= shell.width - 16)
                        x = right;
                    else
                        high = true;
                }
            }
            notice.footX = x;
            notice.atTop = high;
            notice.visible = true;
            noticeTimer.restart();
        }
        width: Math.min(noticeRow.implicitWidth + 24, shell.width - 40)
        height: noticeRow.implicitHeight + 12
        radius: 4
        color: Theme.toolTip
        border.color: Theme.border
        visible: false
        z: 100
        Row {
            id: noticeRow
            anchors.centerIn: parent
            spacing: 12
            Label {
                textFormat: Text.PlainText
                objectName: "noticeText"
                text: Notices.text
                color: Theme.text
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, shell.width - 200)
                elide: Text.ElideMiddle
            }
            Button {
                objectName: "noticeShowFolder"
                text: qsTr("Show folder")
                visible: Notices.folder !== ""
                onClicked: Notices.showFolder()
            }
            // It may cover the foot of a room (the pitch's file letters): one click puts it away.
            ToolButton {
                objectName: "noticeClose"
                text: "×"
                Accessible.name: qsTr("Close this notice")
                anchors.verticalCenter: parent.verticalCenter
                onClicked: notice.visible = false
            }
        }
        Timer { id: noticeTimer; interval: 6000; onTriggered: notice.visible = false }
        Connections {
            target: Notices
            // Placed once the notice's words are in (its label follows the same signal, and
            // the width read here was the last notice's).
            function onPosted() { Qt.callLater(notice.place) }
        }
    }

    DropArea {
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: (drop) => {
            if (drop.hasUrls && drop.urls.length > 0) {
                shell.openDropped(drop.urls[0]);
                drop.acceptProposedAction();
            }
        }
    }
}
