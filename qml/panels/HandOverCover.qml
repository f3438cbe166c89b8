// Hot-seat: covers the pitch between turns so neither player sees the other's identities.
import QtQuick
import QtQuick.Controls
import Goalscorer

Rectangle {
    id: cover
    required property var session
    objectName: "handOverCover"
    visible: session.status.covered
    color: Theme.handOverCover
    // The button wakes up half a second after the cover appears, so a double-click or a
    // repeated key of the player who just moved cannot lift it.
    property bool ready: false
    onVisibleChanged: { ready = false; if (visible) wake.restart() }
    Timer { id: wake; interval: 500; onTriggered: cover.ready = true }

    Column {
        anchors.centerIn: parent
        spacing: 18
        Label {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, cover.width - 40)
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            // Before the kick-off the next person arranges their counters (it said "White to
            // play" while Black was to arrange).
            readonly property string side: cover.session.setup.side !== "" ? cover.session.setup.side : cover.session.status.sideToAct
            objectName: "handOverTitle"
            text: (cover.session.setup.side !== "" ? qsTr("%1 to arrange their counters") : qsTr("%1 to play")).arg(side === "white" ? qsTr("White") : qsTr("Black"))
            color: Theme.brightText
            font.pixelSize: 34
            font.bold: true
        }
        Label {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, cover.width - 40)  // wraps where the pitch is narrow
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Pass the computer over, then click when ready.")
            color: Theme.textMuted
            font.pixelSize: 16
        }
        Button {
            objectName: "readyButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("I'm ready")
            enabled: cover.ready
            onClicked: cover.session.dismissCover()
        }
    }
    MouseArea {  // swallows clicks so nothing under the cover is touched
        anchors.fill: parent
        z: -1
    }
}
