// One counter of the editor's palette: click to stamp it on squares, or drag it onto the pitch.
// From the keyboard: Tab to it, Space or Enter picks it and hands focus back to the pitch
// (chosen()), where the arrows and Enter stamp it.
import QtQuick
import QtQuick.Controls
import Goalscorer

Item {
    id: entry
    required property string token   // "w7", "bs", "wx", "w1+"
    required property var targetPitch
    required property var positionEditor
    readonly property bool white: token[0] === "w"
    readonly property string ident: token.replace(/^[wb]/, "").replace("+", "")
    objectName: "palette_" + token.replace("+", "")
    implicitWidth: 48
    implicitHeight: 40
    activeFocusOnTab: true
    signal chosen()

    function choose() {
        positionEditor.tool = positionEditor.tool === token ? "" : token;
        chosen();
    }
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            choose();
            event.accepted = true;
        }
    }

    Rectangle {
        anchors.fill: parent
        radius: 6
        color: entry.positionEditor.tool === entry.token ? Theme.accent : mouse.containsMouse ? Theme.button : "transparent"
        border.color: Theme.cursor
        border.width: entry.activeFocus ? 2 : 0
    }
    Counter {
        id: face
        width: 32
        height: 32
        x: (entry.width - width) / 2
        y: (entry.height - height) / 2
        white: entry.white
        label: entry.ident === "s" ? "" : entry.ident === "x" ? "?" : entry.ident
        star: entry.ident === "s"
        hidden: entry.ident === "x"
        firstTeamer: entry.token.endsWith("+")
        Drag.active: mouse.drag.active
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
    }
    Accessible.role: Accessible.Button
    Accessible.name: (white ? qsTr("White") : qsTr("Black")) + " " + (ident === "s" ? qsTr("Star Player") : ident === "x" ? qsTr("unknown") : ident)

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        drag.target: face
        drag.threshold: 6
        onClicked: entry.choose()
        onReleased: (m) => {
            if (!drag.active)
                return;
            const p = face.mapToItem(entry.targetPitch, face.width / 2, face.height / 2);
            const target = entry.targetPitch.squareIndexAt(p.x, p.y);
            face.x = (entry.width - face.width) / 2;
            face.y = (entry.height - face.height) / 2;
            if (target >= 0)
                entry.positionEditor.placeAt(target, entry.token);
        }
    }
}
