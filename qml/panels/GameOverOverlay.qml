// The end of the game: result, reason, final score; every identity is revealed on the pitch.
// "See the pitch" folds it into a bar at the top, so the final position can be read; "More"
// opens it again.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Rectangle {
    id: overlay
    required property var session
    signal newGameRequested()
    signal analyseRequested()
    objectName: "gameOverOverlay"
    visible: session.status.gameOver && !session.review.reviewing
    property bool folded: false
    color: Theme.gameOverBackground
    border.color: Theme.gold
    border.width: 2
    radius: 10
    // Never wider than the pitch it stands on: at the window's smallest size the buttons go
    // two to a row and the words wrap (the row ran off both sides).
    readonly property real maxWidth: parent ? parent.width - 24 : 10000
    readonly property real buttonsWidth: {
        let w = 0;
        for (const b of [newGameButton, rematchButton, reviewButton, analyseButton, closeButton])
            w += b.implicitWidth;
        return w + 4 * buttons.columnSpacing;
    }
    width: Math.min((folded ? bar.implicitWidth + 20 : Math.max(buttonsWidth, resultLabel.implicitWidth, reasonLabel.implicitWidth) + 48), maxWidth)
    height: (folded ? bar.implicitHeight : content.implicitHeight) + (folded ? 4 : 40)

    Connections {
        target: overlay.session.status
        function onGameOverChanged() {
            if (!overlay.session.status.gameOver)
                overlay.folded = false;  // the next game's end shows it whole again
        }
    }

    RowLayout {
        id: bar
        objectName: "gameOverBar"
        anchors.centerIn: parent
        visible: overlay.folded
        spacing: 6
        // Compact, to fit beside the top goal at the window's smallest sizes (GameView).
        Label {
            textFormat: Text.PlainText
            text: overlay.session.status.resultText
            color: Theme.gold
            font.pixelSize: 15
            font.bold: true
        }
        Button { objectName: "unfoldOverlayButton"; text: qsTr("More"); flat: true; leftPadding: 8; rightPadding: 8; onClicked: overlay.folded = false }
    }

    ColumnLayout {
        id: content
        anchors.centerIn: parent
        width: overlay.width - 48
        visible: !overlay.folded
        spacing: 10
        Label {
            textFormat: Text.PlainText
            id: resultLabel
            objectName: "resultLabel"
            text: overlay.session.status.resultText
            color: Theme.gold
            font.pixelSize: 30
            font.bold: true
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
        Label {
            textFormat: Text.PlainText
            id: reasonLabel
            text: overlay.session.status.reasonText
            color: Theme.text
            font.pixelSize: 16
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Every counter is now shown.")
            color: Theme.textMuted
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
        GridLayout {
            id: buttons
            Layout.alignment: Qt.AlignHCenter
            columns: overlay.buttonsWidth + 48 <= overlay.maxWidth ? 5 : 2
            columnSpacing: 10
            rowSpacing: 6
            Button { id: newGameButton; objectName: "newGameButton"; text: qsTr("New game…"); onClicked: overlay.newGameRequested() }
            Button { id: rematchButton; objectName: "rematchButton"; text: qsTr("Rematch"); onClicked: overlay.session.rematch() }
            Button { id: reviewButton; objectName: "reviewButton"; text: qsTr("Review"); onClicked: overlay.session.startReview() }
            Button { id: analyseButton; objectName: "analyseButton"; text: qsTr("Analyse"); onClicked: overlay.analyseRequested() }
            Button { id: closeButton; objectName: "closeOverlayButton"; text: qsTr("See the pitch"); flat: true; onClicked: overlay.folded = true }
        }
    }
}
