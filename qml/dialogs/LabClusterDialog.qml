// The Lab's Export as cluster job…: the games set up on its form split into shards (a command
// line each, for GNU parallel, Slurm or any machines with goalscorer-cli; clusterjob.h),
// written into a folder the user picks. `written` says where it went, for the form to show.
// Its words keep LabView's translation context (qsTranslate): they were written there, and
// translations/*.ts hold them under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

AppDialog {
    id: dialog
    objectName: "labClusterDialog"
    required property LabSession lab
    required property var options  // () => the run on the form, as LabSession::start takes it
    required property int games    // the form's number of games: at most one shard each
    // "The cluster job is in …" after a job was written; "" before, and after one that was not.
    property string written: ""
    title: qsTranslate("LabView", "Export as cluster job")
    modal: true
    standardButtons: Dialog.Cancel

    // Writes the job into `folder`; false (the lab says why) if it could not.
    function exportTo(folder) {
        const ok = dialog.lab.exportClusterJob(dialog.options(), folder, shardsBox.value);
        dialog.written = ok ? qsTranslate("LabView", "The cluster job is in %1: see README.txt there.").arg(decodeURIComponent(String(folder).replace(/^file:\/\//, ""))) : "";
        return ok;
    }

    ColumnLayout {
        spacing: 10
        Label {
            textFormat: Text.PlainText
            Layout.maximumWidth: 420
            wrapMode: Text.WordWrap
            text: qsTranslate("LabView", "The games set up on the left are split into shards, one command line each, for GNU parallel, Slurm or any machines with goalscorer-cli. Open results… reads their files back.")
        }
        RowLayout {
            Label { textFormat: Text.PlainText; text: qsTranslate("LabView", "Shards") }
            SpinBox {
                id: shardsBox
                objectName: "labClusterShards"
                from: 1
                to: Math.max(1, dialog.games)
                value: Math.min(16, dialog.games)
                editable: true
            }
        }
        Button {
            objectName: "labClusterChoose"
            text: qsTranslate("LabView", "Choose folder…")
            highlighted: true
            onClicked: folderDialog.open()
        }
    }
    FolderPicker {
        id: folderDialog
        title: qsTranslate("LabView", "Folder for the cluster job")
        onAccepted: {
            if (dialog.exportTo(selectedFolder))
                dialog.close();
        }
    }
}
