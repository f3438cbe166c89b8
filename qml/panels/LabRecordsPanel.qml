// The Lab form's playtest records (issue 31, 3): Open playtest records… picks a folder of saved
// games (where the app saves them, to start with) and reports them beside computer games of
// their variant; the line under it says how many records were used and skipped, and the
// skipped files are listed with the reason (shown at first, and can be hidden).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

ColumnLayout {
    id: panel
    required property LabSession lab
    // The computer's side as the form sets it: {white, black, seed} (games: as many as records).
    property var options: () => ({})
    property alias records: records
    property bool showSkipped: true
    spacing: 4

    LabRecords { id: records; session: panel.lab }

    Button {
        objectName: "labOpenRecords"
        text: qsTr("Open playtest records…")
        enabled: !records.running && !panel.lab.running
        onClicked: recordsDialog.open()
    }
    Label {
        textFormat: Text.PlainText
        objectName: "labRecordsProgress"
        Layout.fillWidth: true
        visible: records.running
        text: qsTr("Playing the computer's games beside your records…")
        wrapMode: Text.WordWrap
    }
    Label {
        textFormat: Text.PlainText
        objectName: "labRecordsError"
        Layout.fillWidth: true
        visible: records.error !== ""
        text: records.error
        color: Theme.error
        wrapMode: Text.WordWrap
    }
    RowLayout {
        Layout.fillWidth: true
        visible: records.summary !== ""
        Label {
            textFormat: Text.PlainText
            objectName: "labRecordsSummary"
            Layout.fillWidth: true
            text: records.summary
            wrapMode: Text.WordWrap
        }
        ToolButton {
            objectName: "labRecordsShowSkipped"
            visible: records.skipped.length > 0
            text: panel.showSkipped ? qsTr("Hide skipped") : qsTr("Show skipped")
            font.pixelSize: 11
            onClicked: panel.showSkipped = !panel.showSkipped
        }
    }
    Repeater {
        model: panel.showSkipped ? records.skipped : []
        delegate: Label {
            textFormat: Text.PlainText
            required property var modelData
            required property int index
            objectName: "labRecordsSkipped" + index
            Layout.fillWidth: true
            text: qsTr("%1: %2").arg(modelData.file).arg(modelData.reason)
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            maximumLineCount: 2
            font.pixelSize: 11
            opacity: 0.8
        }
    }
    FolderPicker {
        id: recordsDialog
        title: qsTr("Folder of saved game records")
        startFolder: records.defaultFolder
        onAccepted: records.open(selectedFolder, panel.options())
    }
}
