// The position editor: palette, pitch, the position's fields, live validation, the GPN line,
// previews, legal moves (PositionFieldsPanel), files, "Play from here" and "Record tutorial"
// (TutorialRecorderPanel).
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Goalscorer

Theme.EditorRoom {  // a FocusScope with the room's palette
    id: view
    property alias editor: editor
    property alias recorder: recorder
    property string userTutorialFolder: ""
    property bool keyboardUsed: false
    // Asks the window to start a game from the editor's position (options as GameSession's).
    signal playRequested(string gpn, var options)
    // Asks the window to show a tutorial (its file text) in the tutorial player.
    signal previewRequested(string json)
    focus: true

    PositionEditor {
        id: editor
        onError: (message) => view.showError(message)
    }
    TutorialRecorder {
        id: recorder
        onError: (message) => view.showError(message)
    }
    function showError(message) { errorDialog.text = message; errorDialog.open() }
    readonly property PitchController activeSession: recorder.active ? recorder : editor
    // Below this width the palette, the pitch and the fields beside them left the pitch about
    // 100 px (760 px): one side at a time, picked by a tab bar.
    readonly property bool narrow: width < 980
    readonly property bool showingFields: narrow && narrowTabs.currentIndex === 1

    Keys.onPressed: (event) => {
        if (FocusKeys.enterOnControl(event, Window.activeFocusItem)) {
            event.accepted = true;
            return;
        }
        if (showingFields)
            return;  // the pitch is not in view: its keys would change what cannot be seen
        const step = {[Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, 1], [Qt.Key_Down]: [0, -1]}[event.key];
        if (step) {
            keyboardUsed = true;
            activeSession.moveCursor(step[0], step[1]);
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            keyboardUsed = true;
            activeSession.activateCursor();
        } else if (!recorder.active && (event.key === Qt.Key_Delete || event.key === Qt.Key_Backspace)) {
            editor.secondaryClick(editor.cursor);
        } else {
            return;
        }
        event.accepted = true;
    }
    // Ctrl+Z in a text field undoes the typing, not the last edit of the position.
    readonly property bool typing: Window.activeFocusItem !== null && Window.activeFocusItem.cursorPosition !== undefined
    Shortcut { sequences: [StandardKey.Undo]; enabled: view.visible && !view.typing && !recorder.active; onActivated: editor.undo() }
    Shortcut { sequences: [StandardKey.Redo]; enabled: view.visible && !view.typing && !recorder.active; onActivated: editor.redo() }

    Rectangle { anchors.fill: parent; color: Theme.base }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ToolBar {
            id: editorTools
            Layout.fillWidth: true
            visible: !recorder.active
            background: Rectangle { color: Theme.deep }
            // A Flow, so a narrow window (or a longer language) wraps the buttons onto a second
            // line instead of pushing the last ones off the screen. Its width is the room's, not
            // the tool bar's: following the tool bar, whose height follows the Flow's, made a
            // polish loop when the tool bar came back after recording in a window resized meanwhile.
            Flow {
                width: view.width - editorTools.leftPadding - editorTools.rightPadding
                spacing: 4
                ToolButton { objectName: "editorClear"; text: qsTr("Clear"); onClicked: editor.clear() }
                ToolButton { objectName: "editorStart"; text: qsTr("Classic start"); onClicked: editor.classicStart(seedField.text) }
                TextField {
                    id: seedField
                    objectName: "editorSeed"
                    Accessible.name: qsTr("seed")
                    placeholderText: qsTr("seed")
                    placeholderTextColor: Theme.textFaint
                    width: 70
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{0,19}/ }
                }
                ToolButton { objectName: "editorFlip"; text: qsTr("Flip"); checkable: true; checked: editor.flipped; onToggled: editor.flipped = checked }
                ToolButton { objectName: "editorUndo"; text: qsTr("Undo"); enabled: editor.status.canUndo; onClicked: editor.undo() }
                ToolButton { objectName: "editorRedo"; text: qsTr("Redo"); enabled: editor.status.canRedo; onClicked: editor.redo() }
                ToolSeparator {}
                ToolButton { objectName: "editorOpen"; text: qsTr("Open…"); onClicked: openDialog.open() }
                ToolButton { objectName: "editorSave"; text: qsTr("Save…"); enabled: editor.status.valid; onClicked: saveDialog.open() }
                ToolSeparator {}
                Label { textFormat: Text.PlainText; text: qsTr("Preview as"); color: Theme.textMuted; height: previewBox.height; verticalAlignment: Text.AlignVCenter }
                ChoiceBox {
                    id: previewBox
                    objectName: "editorPreview"
                    Accessible.name: qsTr("Preview as")
                    selectedIndex: Math.max(0, ["", "white", "black"].indexOf(editor.preview))
                    model: [qsTr("Everything"), qsTr("White"), qsTr("Black")]
                    width: 130
                    onActivated: (i) => editor.preview = ["", "white", "black"][i]
                }
                ToolSeparator {}
                ToolButton { objectName: "editorEditTutorial"; text: qsTr("Edit a tutorial…"); onClicked: tutorialOpenDialog.open() }
                Button {
                    objectName: "editorRecord"
                    text: qsTr("Record tutorial")
                    enabled: editor.status.valid
                    onClicked: recorder.begin(editor.status.gpn)
                }
                Button {
                    objectName: "editorPlay"
                    text: qsTr("Play from here ▾")
                    highlighted: true
                    enabled: editor.status.valid
                    onClicked: playMenu.popup(0, height)  // under the button
                    AppMenu {
                        id: playMenu
                        objectName: "editorPlayMenu"
                        MenuItem { objectName: "playAsWhite"; text: qsTr("Against the computer, as White"); onTriggered: view.playRequested(editor.status.gpn, {opponent: "computer", side: "white"}) }
                        MenuItem { objectName: "playAsBlack"; text: qsTr("Against the computer, as Black"); onTriggered: view.playRequested(editor.status.gpn, {opponent: "computer", side: "black"}) }
                        MenuItem { objectName: "playHotSeat"; text: qsTr("With a friend, here"); onTriggered: view.playRequested(editor.status.gpn, {opponent: "human"}) }
                    }
                }
            }
        }

        TabBar {
            id: narrowTabs
            objectName: "editorNarrowTabs"
            visible: view.narrow
            Layout.fillWidth: true
            TabButton { objectName: "editorTabPitch"; text: qsTr("Pitch") }
            TabButton { objectName: "editorTabFields"; text: recorder.active ? qsTr("Tutorial") : qsTr("Position") }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            // ---- Palette
            Pane {
                visible: !recorder.active && !view.showingFields
                // Wide enough for its buttons' words in every language.
                Layout.preferredWidth: Math.max(130, paletteGrid.implicitWidth, pointerButton.implicitWidth, trashButton.implicitWidth) + 2 * padding + 12
                Layout.fillHeight: true
                padding: 10
                background: Rectangle { color: Theme.window }
                // Scrolls when the window is too short for all 26 counters.
                ScrollView {
                    id: paletteScroll
                    anchors.fill: parent
                    contentWidth: availableWidth
                    clip: true
                ColumnLayout {
                    width: paletteScroll.availableWidth
                    spacing: 6
                    Label { textFormat: Text.PlainText; text: qsTr("Counters"); font.bold: true }
                    Label { textFormat: Text.PlainText; text: qsTr("Click a counter, then squares to place it; or drag it onto the pitch. Keyboard: Tab to a counter, Enter, then the arrows and Enter."); wrapMode: Text.WordWrap; Layout.fillWidth: true; font.pixelSize: 11; color: Theme.textFaint }
                    GridLayout {
                        id: paletteGrid
                        // Two counters a row when the window is tall enough for all 26, four
                        // otherwise, so every counter stays in sight without scrolling. From the
                        // room's height, not the palette's own: the palette's width follows the
                        // columns, and its height the layout that width feeds (a polish loop).
                        columns: view.height - editorTools.height - (narrowTabs.visible ? narrowTabs.height : 0) - 20 >= 13 * 44 + 230 ? 2 : 4
                        columnSpacing: 6
                        rowSpacing: 4
                        Repeater {
                            // White and Black side by side: 1..11 as each starts in the variant
                            // (the classic 1, 9 and 10 as First Teamers), Star Player, unknown
                            model: editor.paletteTokens(editor.variant)
                            delegate: PaletteCounter {
                                required property string modelData
                                token: modelData
                                targetPitch: pitch
                                positionEditor: editor
                                onChosen: pitch.forceActiveFocus()  // its keys reach the view's handler
                            }
                        }
                    }
                    ToolButton {
                        id: pointerButton
                        objectName: "toolPointer"
                        text: qsTr("Pick and move")
                        checkable: true
                        checked: editor.tool === ""
                        onClicked: editor.tool = ""
                        Layout.fillWidth: true
                    }
                    ToolButton {
                        id: trashButton
                        objectName: "toolTrash"
                        text: qsTr("✗ Remove")
                        checkable: true
                        checked: editor.tool === "trash"
                        onClicked: editor.tool = "trash"
                        Layout.fillWidth: true
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Right-click or drag off the pitch to remove."); wrapMode: Text.WordWrap; Layout.fillWidth: true; font.pixelSize: 11; color: Theme.textFaint }
                }
                }
            }

            // ---- The pitch
            Item {
                visible: !view.showingFields
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Recording where the window is narrow: the recorder's panel is on the other
                // tab, so what the next click records is said here, above the pitch.
                Label {
                    textFormat: Text.PlainText
                    id: narrowRecorderStatus
                    objectName: "editorNarrowRecorderStatus"
                    visible: recorder.active && view.narrow
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 10
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    text: qsTr("%1 — captions, Save and Done are on the Tutorial tab.").arg(recorder.status)
                }
                Pitch {
                    id: pitch
                    objectName: "editorPitch"
                    activeFocusOnTab: true  // Tab back to the pitch from the buttons and fields
                    anchors.fill: parent
                    anchors.margins: 10
                    anchors.topMargin: narrowRecorderStatus.visible ? narrowRecorderStatus.height + 16 : 10
                    controller: view.activeSession
                    showCursor: view.keyboardUsed
                }
            }

            // ---- The position's fields, validation, GPN, analysis (PositionFieldsPanel.qml)
            PositionFieldsPanel {
                visible: !recorder.active && (!view.narrow || view.showingFields)
                Layout.preferredWidth: 380
                Layout.fillWidth: view.narrow
                Layout.fillHeight: true
                editor: editor
                session: view.activeSession
            }

            TutorialRecorderPanel {
                visible: recorder.active && (!view.narrow || view.showingFields)
                Layout.preferredWidth: 430
                Layout.fillWidth: view.narrow
                Layout.fillHeight: true
                recorder: recorder
                userFolder: view.userTutorialFolder
                onPreviewRequested: (json) => view.previewRequested(json)
            }
        }
    }

    FilePicker {
        id: openDialog
        title: qsTr("Open a position")
        currentFolder: editor.defaultFolder
        nameFilters: [qsTr("GOALSCORER positions (*.gpn)"), qsTr("All files (*)")]
        onAccepted: editor.open(selectedFile)
    }
    FilePicker {
        id: tutorialOpenDialog
        title: qsTr("Open a tutorial to edit")
        currentFolder: view.userTutorialFolder !== "" ? "file://" + view.userTutorialFolder : editor.defaultFolder
        nameFilters: [qsTr("GOALSCORER tutorials (*.json)"), qsTr("All files (*)")]
        onAccepted: recorder.openFile(selectedFile)
    }
    FilePicker {
        id: saveDialog
        title: qsTr("Save the position")
        currentFolder: editor.defaultFolder
        save: true
        defaultSuffix: "gpn"
        nameFilters: [qsTr("GOALSCORER positions (*.gpn)")]
        onAccepted: editor.save(selectedFile)
    }
    AppDialog {
        id: errorDialog
        objectName: "editorErrorDialog"
        property alias text: errorLabel.text
        title: qsTr("That did not work")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Ok
        width: 560
        Label { textFormat: Text.PlainText; id: errorLabel; wrapMode: Text.WordWrap; width: 520 }
    }
}
