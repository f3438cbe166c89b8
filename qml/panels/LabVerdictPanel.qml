// The Lab report's top: the verdict in one to three plain sentences, what was run (variants,
// players, games, seed, program, date), Run again (the very same run, so the very same
// report) and Export report… (a self-contained web page to send to co-designers).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Pane {
    id: panel
    required property LabSession lab
    property alias report: report  // for the view (Open results… with a JSON report) and tests
    property alias htmlPicker: htmlDialog
    padding: 12
    background: Rectangle { color: Theme.panel; radius: 6; border.color: Theme.gold; border.width: 1 }

    LabReport { id: report; session: panel.lab }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 6
        Repeater {
            model: report.verdict
            delegate: Label {
                textFormat: Text.PlainText
                required property string modelData
                required property int index
                objectName: "labVerdict" + index
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: index === 0 ? 17 : 15
                font.bold: index === 0
                text: modelData
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "labReportHeader"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: 11
            opacity: 0.75
            text: report.header
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            Button {
                objectName: "labRunAgain"
                text: qsTr("Run again")
                enabled: report.canRunAgain && !panel.lab.running
                onClicked: report.runAgain()
            }
            Button {
                objectName: "labExportReport"
                text: qsTr("Export report…")
                enabled: panel.lab.hasReport && !panel.lab.running
                onClicked: htmlDialog.open()
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "labReportError"
            Layout.fillWidth: true
            visible: report.error !== ""
            text: report.error
            color: Theme.error
            wrapMode: Text.WordWrap
        }
    }

    FilePicker {
        id: htmlDialog
        title: qsTr("Export the report as a web page")
        save: true
        defaultSuffix: "html"
        nameFilters: [qsTr("Web pages (*.html)")]
        onAccepted: report.exportHtml(selectedFile)
    }
}
