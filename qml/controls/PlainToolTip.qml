// A tooltip whose text is shown as written: the attached ToolTip guesses from the text whether
// it is markup, and a field name can come from a stranger's file.
import QtQuick
import QtQuick.Controls

ToolTip {
    id: tip
    contentItem: Label {
        textFormat: Text.PlainText
        text: tip.text
        wrapMode: Text.Wrap
        font: tip.font
        color: tip.palette.toolTipText
    }
}
