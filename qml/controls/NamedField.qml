// A form's field with its name shown above it and given to screen readers. A placeholder
// alone names a field only while it is empty: once a tutorial's task, feedback, hint and
// caption are filled in, nobody can tell which is which. The placeholder stays as an example.
// `multiline` makes it a FormTextArea (wrapping, Tab leaves it); `edited` is sent only for
// what the user types, never for a text set from the model.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: field
    required property string label
    property string text
    property string placeholderText
    property bool multiline: false
    property string inputName  // the input's objectName, for tests and focus
    readonly property Item input: multiline ? area : line
    signal edited(string text)
    spacing: 1

    Label {
        textFormat: Text.PlainText
        objectName: field.inputName + "Label"
        text: field.label
        color: Theme.textMuted
        font.pixelSize: 11
        elide: Text.ElideRight
        Layout.fillWidth: true
    }
    TextField {
        id: line
        objectName: field.multiline ? "" : field.inputName
        visible: !field.multiline
        Layout.fillWidth: true
        Accessible.name: field.label
        placeholderTextColor: Theme.textFaint
        placeholderText: field.placeholderText
        text: field.text
        onTextChanged: if (activeFocus) field.edited(text)
    }
    FormTextArea {
        id: area
        objectName: field.multiline ? field.inputName : ""
        visible: field.multiline
        Layout.fillWidth: true
        wrapMode: TextEdit.Wrap
        Accessible.name: field.label
        placeholderTextColor: Theme.textFaint
        placeholderText: field.placeholderText
        text: field.text
        onTextChanged: if (activeFocus) field.edited(text)
    }
}
