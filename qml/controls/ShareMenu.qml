// Share what a pitch shows: copy it as an image or a goalscorer: link, save it as a PNG or SVG
// diagram and, for a finished game, save every ply as a picture or copy the game as a link.
// The drawing is DiagramExporter's (C++, app/sharing), the same as `goalscorer-cli diagram`.
import QtQuick
import QtQuick.Controls
import Goalscorer

Button {
    id: share
    required property PitchController controller
    property GameController game: null  // Play: the game, for its pictures and its link once over
    property bool gameOver: false
    property var extraArrows: []  // what the room draws over the controller's arrows (the analysis's better move)
    signal failed(string message)
    text: qsTr("Share")
    onClicked: menu.open()
    // A flat Share in a tool bar looks like its neighbours: our line icon beside the word.
    icon.source: flat ? "qrc:/icons/share.svg" : ""
    icon.width: 16
    icon.height: 16
    icon.color: enabled ? Theme.text : Theme.textFaint
    // As IconToolButton: the icon alone in a narrow tool bar, and the width with the word.
    property bool compact: false
    readonly property real wideWidth: leftPadding + rightPadding + (flat ? icon.width + spacing : 0) + Math.ceil(shareWords.advanceWidth)
    display: compact && flat ? AbstractButton.IconOnly : AbstractButton.TextBesideIcon
    ToolTip.text: text
    ToolTip.visible: compact && (hovered || visualFocus)
    ToolTip.delay: 400
    TextMetrics {
        id: shareWords
        font: share.font
        text: share.text
    }

    DiagramExporter {
        id: exporter
        controller: share.controller
        extraArrows: share.extraArrows
        onError: (message) => share.failed(message)
        onCopied: (what) => { copiedNote.text = what === "image" ? qsTr("Image copied") : qsTr("Link copied"); copiedNote.open() }
    }
    property alias exporter: exporter
    readonly property bool picking: diagramDialog.visible || folderDialog.visible  // a file dialog of this menu is up

    AppMenu {
        id: menu
        objectName: "shareMenu"
        y: share.height
        // The keys come back to the button (they went to the window itself, where the arrows
        // no longer moved the pitch's cursor).
        onClosed: share.forceActiveFocus()
        MenuItem { objectName: "shareCopyImage"; text: qsTr("Copy as image"); onTriggered: exporter.copyImage() }
        MenuItem { objectName: "shareSaveDiagram"; text: qsTr("Save diagram…"); onTriggered: diagramDialog.open() }
        MenuItem { objectName: "shareCopyLink"; text: qsTr("Copy link"); onTriggered: exporter.copyLink() }
        MenuItem {
            objectName: "shareSaveGame"
            text: qsTr("Save game as pictures…")
            visible: share.game !== null
            height: visible ? implicitHeight : 0
            enabled: share.gameOver
            onTriggered: folderDialog.open()
        }
        MenuItem {
            objectName: "shareCopyGameLink"
            text: qsTr("Copy game link")
            visible: share.game !== null
            height: visible ? implicitHeight : 0
            enabled: share.gameOver
            onTriggered: exporter.copyGameLink(share.game)
        }
    }
    // A popup, so that it shows above whatever is beside the tool bar (as a child of the
    // button, the side panel covered it where Share is at the window's right).
    ToolTip {
        id: copiedNote
        objectName: "shareCopiedNote"
        y: share.height + 2
        x: (share.width - width) / 2
        timeout: 1500
        contentItem: Label { textFormat: Text.PlainText; text: copiedNote.text; color: Theme.good }
    }

    FilePicker {
        id: diagramDialog
        title: qsTr("Save diagram")
        save: true
        defaultSuffix: "png"
        currentFolder: exporter.defaultFolder
        nameFilters: [qsTr("PNG image (*.png)"), qsTr("SVG drawing (*.svg)")]
        onAccepted: exporter.saveDiagram(selectedFile)
    }
    FolderPicker {
        id: folderDialog
        title: qsTr("Save the game as pictures (one PNG per move)")
        startFolder: exporter.defaultFolder
        onAccepted: exporter.saveGame(share.game, selectedFolder, "png")
    }
}
