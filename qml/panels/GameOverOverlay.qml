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
    width: (folded ? bar.implicitWidth : content.implicitWidth) + 48
    height: (folded ? bar.implicitHeight : content.implicitHeight) + (folded ? 16 : 40)

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
        spacing: 12
        Label {
            textFormat: Text.PlainText
            text: overlay.session.status.resultText
            color: Theme.gold
            font.pixelSize: 18
            font.bold: true
        }
        Button { objectName: "unfoldOverlayButton"; text: qsTr("More"); flat: true; onClicked: overlay.folded = false }
    }

    ColumnLayout {
        id: content
        anchors.centerIn: parent
        visible: !overlay.folded
        spacing: 10
        Label {
            textFormat: Text.PlainText
            objectName: "resultLabel"
            text: overlay.session.status.resultText
            color: Theme.gold
            font.pixelSize: 30
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            textFormat: Text.PlainText
            text: overlay.session.status.reasonText
            color: Theme.text
            font.pixelSize: 16
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Every counter is now shown.")
            color: Theme.textMuted
            Layout.alignment: Qt.AlignHCenter
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 10
            Button { objectName: "newGameButton"; text: qsTr("New game…"); onClicked: overlay.newGameRequested() }
            Button { objectName: "rematchButton"; text: qsTr("Rematch"); onClicked: overlay.session.rematch() }
            Button { objectName: "reviewButton"; text: qsTr("Review"); onClicked: overlay.session.startReview() }
            Button { objectName: "analyseButton"; text: qsTr("Analyse"); onClicked: overlay.analyseRequested() }
            Button { objectName: "closeOverlayButton"; text: qsTr("See the pitch"); flat: true; onClicked: overlay.folded = true }
        }
    }
}
