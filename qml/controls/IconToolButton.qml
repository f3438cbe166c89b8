// A toolbar button with one of our icons beside its text, tinted to the text's colour (dimmed
// when disabled).
import QtQuick
import QtQuick.Controls
import Goalscorer

ToolButton {
    property string iconName  // resources/icons/<name>.svg
    icon.source: iconName !== "" ? "qrc:/icons/" + iconName + ".svg" : ""
    icon.width: 16
    icon.height: 16
    icon.color: enabled ? (checked ? Theme.gold : Theme.text) : Theme.textFaint
    display: AbstractButton.TextBesideIcon
}
