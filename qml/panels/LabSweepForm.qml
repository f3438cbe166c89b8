// The Lab form's sweep part: "Sweep a setting", which numeric setting of the variant, and
// its values from, to, step. The Lab room runs LabSweep with options() added to its own.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

ColumnLayout {
    id: form
    required property LabSweep sweep
    property string variantId: "classic"
    property alias checked: sweepCheck.checked
    spacing: 4
    // The variant's numeric settings, named in the language of the moment.
    readonly property var fields: { Language.active; return sweep.fieldsOf(variantId) }
    // The setting chosen, kept when the list is made again (a language switch, another variant).
    property string chosen: "turnLimit"
    onFieldsChanged: fieldBox.currentIndex = Math.max(0, fields.findIndex(f => f.field === chosen))

    function options() {
        const f = fields[Math.max(0, fieldBox.currentIndex)];
        return {field: f ? f.field : "", from: Number(fromField.text), to: Number(toField.text), step: Number(stepField.text)};
    }
    // Around the variant's own value: two steps either side, a quarter of the value a step.
    function suggest() {
        const f = fields[Math.max(0, fieldBox.currentIndex)];
        if (!f)
            return;
        const step = Math.max(1, Math.round(f.value / 4));
        const from = Math.max(f.value > 0 ? 1 : 0, f.value - 2 * step);
        fromField.text = from;
        toField.text = from + 4 * step;
        stepField.text = step;
    }
    onVariantIdChanged: suggest()

    CheckBox {
        id: sweepCheck
        objectName: "labSweep"
        text: qsTr("Sweep a setting")
        enabled: !form.sweep.running
    }
    GridLayout {
        visible: sweepCheck.checked
        enabled: !form.sweep.running
        Layout.fillWidth: true
        columns: 6
        columnSpacing: 6
        ComboBox {
            id: fieldBox
            objectName: "labSweepField"
            Layout.columnSpan: 6
            Layout.fillWidth: true
            model: form.fields
            textRole: "label"
            // From the list of the moment: the box kept the old language's words after a switch.
            displayText: currentIndex >= 0 && currentIndex < form.fields.length ? form.fields[currentIndex].label : ""
            delegate: ChoiceDelegate { choices: fieldBox }
            onActivated: {
                form.chosen = form.fields[currentIndex].field;
                form.suggest();
            }
            Component.onCompleted: {
                currentIndex = Math.max(0, form.fields.findIndex(f => f.field === form.chosen));
                form.suggest();
            }
        }
        Label { textFormat: Text.PlainText; text: qsTr("From") }
        TextField {
            id: fromField
            objectName: "labSweepFrom"
            Layout.fillWidth: true
            Layout.preferredWidth: 40
            validator: IntValidator { bottom: 0; top: 999999 }
        }
        Label { textFormat: Text.PlainText; text: qsTr("to") }
        TextField {
            id: toField
            objectName: "labSweepTo"
            Layout.fillWidth: true
            Layout.preferredWidth: 40
            validator: IntValidator { bottom: 0; top: 999999 }
        }
        Label { textFormat: Text.PlainText; text: qsTr("step") }
        TextField {
            id: stepField
            objectName: "labSweepStep"
            Layout.fillWidth: true
            Layout.preferredWidth: 34
            validator: IntValidator { bottom: 1; top: 999999 }
        }
    }
}
