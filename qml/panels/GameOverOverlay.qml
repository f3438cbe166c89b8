// The end of the game: result, reason, final score; every identity is revealed on the pitch.
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
    visible: session.status.gameOver && !session.review.reviewing && !dismissed
    property bool dismissed: false
    color: Theme.gameOverBackground
    border.color: Theme.gold
    border.width: 2
    radius: 10
    width: content.implicitWidth + 48
    height: content.implicitHeight + 40

    Connections {
        target: overlay.session.status
        function onGameOverChanged() {
            if (!overlay.session.status.gameOver)
                overlay.dismissed = false;  // the next game's end shows it again
        }
    }

    ColumnLayout {
        id: content
        anchors.centerIn: parent
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
            Button { objectName: "closeOverlayButton"; text: qsTr("Close"); flat: true; onClicked: overlay.dismissed = true }
        }
    }
}
