// A sweep's report in the Lab room: every measure drawn against the swept setting, each with
// its 95% band, for the same games at every value.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

ColumnLayout {
    id: root
    required property LabSweep sweep
    property int columns: 2
    readonly property real bound: boundBox.value  // the target for White's edge, ± points
    spacing: 8

    Label {
        textFormat: Text.PlainText
        objectName: "labSweepTitle"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.bold: true
        font.pixelSize: 15
        text: root.sweep.hasReport
              ? qsTr("%1 from %2 to %3: %4 games at each value, the same deals at every value")
                    .arg(root.sweep.fieldLabel).arg(root.sweep.values[0]).arg(root.sweep.values[root.sweep.values.length - 1])
                    .arg(Number(root.sweep.report.games || 0).toLocaleString(Qt.locale(Language.active), 'f', 0))
              : ""
    }
    // The verdict: what moves with the setting, and where White's edge keeps within the
    // bound the designer sets.
    Label {
        textFormat: Text.PlainText
        objectName: "labSweepDifferences"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        visible: text !== ""
        text: root.sweep.differences
    }
    RowLayout {
        Layout.fillWidth: true
        visible: root.sweep.hasReport
        Label { textFormat: Text.PlainText; text: qsTr("Target: White's edge within ±") }
        SpinBox {
            id: boundBox
            objectName: "labSweepBound"
            Accessible.name: qsTr("Target: White's edge within ± points")
            from: 1
            to: 50
            value: 3
            editable: true
        }
        Label { textFormat: Text.PlainText; text: qsTr("points") }
    }
    Label {
        textFormat: Text.PlainText
        objectName: "labSweepTarget"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        visible: root.sweep.hasReport
        // Worded again when the report or the language changes (chartsChanged).
        text: { root.sweep.charts; return root.sweep.edgeWithin(boundBox.value) }
    }
    GridLayout {
        objectName: "labSweepCharts"
        Layout.fillWidth: true
        columns: root.columns
        columnSpacing: 8
        rowSpacing: 8
        Repeater {
            model: root.sweep.charts
            delegate: SweepMeasureChart {
                required property var modelData
                measure: modelData
                axisTitle: root.sweep.fieldLabel
                Layout.fillWidth: true
                Layout.preferredWidth: 300
            }
        }
    }
}
