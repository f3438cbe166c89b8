// One row of a choice list, its text shown as written. A ComboBox's own rows guess from the
// text whether it is markup, and a variant's name comes from whoever wrote the file: a name
// such as <img src="…"> must read as those characters, never load an image.
import QtQuick
import QtQuick.Controls

MenuItem {
    id: row
    required property ComboBox choices  // the list this row belongs to
    required property var model
    required property int index
    width: ListView.view ? ListView.view.width : implicitWidth
    text: choices.textRole ? (Array.isArray(choices.model) ? model.modelData[choices.textRole] : model[choices.textRole]) : model.modelData
    highlighted: choices.highlightedIndex === index
    hoverEnabled: choices.hoverEnabled
    contentItem: Label {
        textFormat: Text.PlainText
        text: row.text
        font: row.font
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        color: row.highlighted ? row.palette.highlightedText : row.palette.text
    }
}
