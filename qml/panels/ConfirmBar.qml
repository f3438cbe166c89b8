// Settings → Confirm moves: the move waits here for Confirm or Cancel. It stands over the
// pitch's lower part, unless the move ends there: then over its upper part, so the square the
// move goes to stays in sight. Where the pitch is too narrow for the keys' names on the
// buttons, they move to the buttons' tool tips, and the question takes two lines if it must.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Rectangle {
    id: bar
    required property var session
    required property Item pitch  // the Pitch, a child of this bar's parent
    objectName: "confirmBar"
    visible: session.status.pendingMoveText !== ""

    readonly property string question: qsTr("Play %1?").arg(session.status.pendingMoveText)
    readonly property real lowY: parent.height - height - 16
    readonly property bool overTarget: {
        const square = pitch.cell > 0 ? pitch.squareItem(session.status.pendingSquare) : null;
        return square !== null && pitch.y + square.y + square.height > lowY;
    }
    // The buttons with the keys' names fit (measured on a copy of the row that is never shown).
    readonly property bool roomy: fullRow.implicitWidth + 24 <= parent.width - 16

    anchors.horizontalCenter: parent.horizontalCenter
    y: overTarget ? 16 : lowY
    width: Math.min(row.implicitWidth + 24, parent.width - 8)
    height: row.implicitHeight + 16
    radius: 8
    color: Theme.deep
    border.color: Theme.gold

    RowLayout {
        id: fullRow
        visible: false
        spacing: row.spacing
        Label { textFormat: Text.PlainText; text: bar.question; font: questionLabel.font }
        Button { text: confirmButton.full }
        Button { text: cancelButton.full }
    }
    RowLayout {
        id: row
        anchors.centerIn: parent
        width: Math.min(implicitWidth, bar.width - 16)
        spacing: 10
        Label {
            textFormat: Text.PlainText
            id: questionLabel
            objectName: "confirmQuestion"
            Layout.fillWidth: true
            Layout.minimumWidth: 40
            wrapMode: Text.WordWrap  // on two lines rather than cut where the pitch is narrow
            maximumLineCount: 2
            elide: Text.ElideRight
            text: bar.question
            color: Theme.text
            font.pixelSize: 15
            font.bold: true
        }
        Button {
            id: confirmButton
            objectName: "confirmMove"
            readonly property string full: qsTr("Confirm (Enter)")
            text: bar.roomy ? full : qsTr("Confirm")
            onClicked: bar.session.confirmMove()
            ToolTip.text: full
            ToolTip.visible: !bar.roomy && hovered
        }
        Button {
            id: cancelButton
            objectName: "cancelMove"
            readonly property string full: qsTr("Cancel (Esc)")
            text: bar.roomy ? full : qsTr("Cancel")
            onClicked: bar.session.cancelMove()
            ToolTip.text: full
            ToolTip.visible: !bar.roomy && hovered
        }
    }
}
