// A toolbar button with one of our icons beside its text, tinted to the text's colour (dimmed
// when disabled). In a tool bar too narrow for every word (`compact`, the window's smallest
// sizes), the icon alone, its words shown on hover or keyboard focus (a button with a tip of
// its own puts its words first there).
import QtQuick
import QtQuick.Controls
import Goalscorer

ToolButton {
    id: button
    property string iconName  // resources/icons/<name>.svg
    property bool compact: false
    // The longest of the words it may show (a label that changes, "Hint" / "Thinking…"), so
    // the tool bar does not switch to icons and back as it changes.
    property string widestText: text
    // The width with the words beside the icon, whether or not they are shown: what a tool bar
    // measures to decide `compact` (so the decision never feeds back into itself).
    readonly property real wideWidth: leftPadding + rightPadding + (iconName !== "" ? icon.width + spacing : 0) + Math.ceil(words.advanceWidth)
    icon.source: iconName !== "" ? "qrc:/icons/" + iconName + ".svg" : ""
    icon.width: 16
    icon.height: 16
    icon.color: enabled ? (checked ? Theme.gold : Theme.text) : Theme.textFaint
    display: compact && iconName !== "" ? AbstractButton.IconOnly : AbstractButton.TextBesideIcon
    ToolTip.text: text
    ToolTip.visible: compact && (hovered || visualFocus)
    ToolTip.delay: 400
    TextMetrics {
        id: words
        font: button.font
        text: button.widestText
    }
}
