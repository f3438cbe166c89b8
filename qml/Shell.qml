// The five rooms of the app — Play, Learn, the Position editor, Variants and the Lab — under
// one tab bar, and the wiring between them: "Play from here", the tutorial preview, a variant
// played or sent to the Lab. Dropping a file on the
// window opens it where it belongs (.gpn in the editor, .json tutorials, .gsr records).
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
    property string autosavePath: ""
    property bool autoStart: true

    property alias settingsDialog: settingsDialog
    function openSettings() { settingsDialog.open() }
    // The rooms by name, in tab order; show("lab") brings a room forward.
    readonly property var roomNames: ["play", "learn", "editor", "variants", "lab"]
    readonly property string room: roomNames[tabs.currentIndex]
    function show(name) {
        const i = roomNames.indexOf(name);
        if (i < 0)
            throw new Error("no room named " + name);
        tabs.currentIndex = i;
    }
    function roomItem(name) { return [game, learn, positionEditor, variantEditorView, labView][roomNames.indexOf(name)] }
    function openDropped(url) {
        const name = url.toString().toLowerCase();
        if (name.endsWith(".gpn")) {
            show("editor");
            positionEditor.editor.open(url);
        } else if (name.endsWith(".json")) {
            show("learn");
            learn.tutorial.openFile(url);
        } else if (name.endsWith(".gsr")) {
            show("play");
            game.session.openRecord(url);
        } else {
            show("play");
            game.session.error(qsTr("%1: not a file GOALSCORER opens (.gpn positions, .json tutorials, .gsr game records).").arg(decodeURIComponent(url.toString().split("/").pop())));
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        TabBar {
            id: tabs
            objectName: "roomTabs"
            Layout.fillWidth: true
            background: Rectangle { color: Theme.deep }
            RoomTab { objectName: "tabPlay"; text: qsTr("Play"); iconName: "play" }
            RoomTab { objectName: "tabLearn"; text: qsTr("Learn"); iconName: "learn" }
            RoomTab { objectName: "tabEditor"; text: qsTr("Position editor"); iconName: "editor" }
            RoomTab { objectName: "tabVariants"; text: qsTr("Variants"); iconName: "variants" }
            RoomTab { objectName: "tabLab"; text: qsTr("Lab"); iconName: "lab" }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex
            onCurrentIndexChanged: shell.roomItem(shell.room).forceActiveFocus()
            GameView {
                id: game
                autoStart: shell.autoStart
                autosavePath: shell.autosavePath
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
                    if (learn.tutorial.openJson(json, qsTr("the recorded tutorial"))) {
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
