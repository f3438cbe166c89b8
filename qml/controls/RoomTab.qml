// A room's tab: its icon and name, the room in view lit and underlined in gold, the keyboard's
// focus ringed.
import QtQuick
import QtQuick.Controls
import Goalscorer

TabButton {
    id: tab
    property string iconName  // resources/icons/<name>.svg
    // A narrow window: less room around each name, so that every tab still fits (six rooms in
    // Spanish at the smallest window).
    property bool compact: false
    leftPadding: compact ? 6 : 12
    rightPadding: compact ? 6 : 12
    width: implicitWidth + (compact ? 6 : 28)
    icon.source: "qrc:/icons/" + iconName + ".svg"
    icon.width: 18
    icon.height: 18
    icon.color: checked ? Theme.gold : Theme.textMuted
    display: AbstractButton.TextBesideIcon
    font.pixelSize: compact ? 13 : 14
    font.bold: checked
    palette.buttonText: checked ? Theme.text : Theme.textMuted
    background: Rectangle {
        color: tab.checked ? Theme.window : tab.hovered ? Theme.tabHover : "transparent"
        // Where the keyboard is (Tab): a ring in the selection colour.
        border.color: Theme.accent
        border.width: tab.visualFocus ? 2 : 0
        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 3
            color: Theme.gold
            visible: tab.checked
        }
    }
}
