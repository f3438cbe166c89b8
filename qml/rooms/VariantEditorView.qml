// The variant editor: the pitch on the left (click squares to make areas and starting
// squares; VariantPitchPanel.qml), every other setting as a form on the right (VariantForm.qml),
// problems listed live, and Save puts the new variant beside the built-in ones in New game and
// the Lab.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Goalscorer

Item {
    id: view
    // What a notice at the window's foot must not cover (Shell.qml): the pitch's legend.
    readonly property Item noticeAvoids: pitchColumn.legend
    property alias editor: editor
    signal playRequested(string variantId)
    signal labRequested(string variantId, string baseId)

    Rectangle { anchors.fill: parent; color: Theme.base }

    VariantEditor {
        id: editor
        onError: (message) => { errorDialog.text = message; errorDialog.open() }
    }

    // Re-read on every edit: `editor.json` changes with each one.
    function v(path) { return editor.json !== "" ? editor.value(path) : undefined }

    function trySave() {
        if (editor.fileExists())
            overwriteDialog.open();
        else
            editor.save(false);
    }

    // Below this width the pitch and the form do not both fit side by side (the form's
    // four-column grids squeezed their choices at 760 px): one at a time, picked by a tab bar.
    readonly property bool narrow: width < 980
    property alias showingForm: narrowTabs.showingForm

    TabBar {
        id: narrowTabs
        objectName: "variantNarrowTabs"
        readonly property bool showingForm: view.narrow && currentIndex === 1
        visible: view.narrow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        TabButton { objectName: "variantTabPitch"; text: qsTr("Pitch") }
        // Says so while there is something to fix: the problem list and Save are on this tab,
        // and the pitch alone can look fine when the variant is not.
        TabButton { objectName: "variantTabForm"; text: editor.valid ? qsTr("Settings") : qsTr("Settings: %1 to fix").arg(editor.problems.length) }
    }

    // Anchored, not in a layout with the tab bar: a layout nested in another did not hear of
    // the pitch column's new width while the room was hidden (the window resized meanwhile),
    // and drew the pitch at the old width when the room was shown again.
    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        anchors.topMargin: view.narrow ? narrowTabs.height + 20 : 12
        spacing: 14

        // ---- The pitch (VariantPitchPanel.qml)
        // The pitch grows with the window (it stayed 420 px wide even at 1600 px).
        VariantPitchPanel {
            id: pitchColumn
            editor: editor
            // Fixed for each window width (min = max), so the form beside it cannot make the
            // layout go round in circles; the whole width when it is shown alone.
            readonly property real columnWidth: view.narrow ? view.width - 24 : Math.round(Math.max(380, Math.min(820, view.width * 0.42)))
            visible: !view.narrow || !view.showingForm
            Layout.preferredWidth: columnWidth
            Layout.minimumWidth: columnWidth
            Layout.maximumWidth: columnWidth
            Layout.fillHeight: true
        }

        // ---- Every other setting
        ScrollView {
            id: formScroll
            visible: !view.narrow || view.showingForm
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: formScroll.availableWidth - 12
                spacing: 10

                RowLayout {
                    Layout.fillWidth: true
                    Label { textFormat: Text.PlainText; text: qsTr("Start from") }
                    ChoiceBox {
                        id: baseBox
                        objectName: "variantBase"
                        Accessible.name: qsTr("Start from")
                        remembersChoice: true
                        Layout.fillWidth: true
                        model: VariantCatalog.variants
                        textRole: "name"
                    }
                    Button {
                        objectName: "variantStartFrom"
                        text: qsTr("Start")
                        onClicked: view.replaceEdits(() => editor.startFrom(VariantCatalog.variants[baseBox.currentIndex].id))
                    }
                    Button { objectName: "variantOpen"; text: qsTr("Open…"); onClicked: view.replaceEdits(() => openDialog.open()) }
                    Button { objectName: "variantImport"; text: qsTr("Import…"); onClicked: view.replaceEdits(() => importDialog.open()) }
                }

                // Problems, live; Save stays off until there are none.
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: problemColumn.implicitHeight + 16
                    radius: 6
                    color: editor.valid ? Theme.variantValid : Theme.variantInvalid
                    border.color: editor.valid ? Theme.goodEdge : Theme.badEdge
                    Column {
                        id: problemColumn
                        objectName: "variantProblems"
                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 2
                        Label {
                            textFormat: Text.PlainText
                            text: editor.valid ? qsTr("✓ The variant is valid.") : qsTr("Problems to fix:")
                            font.bold: true
                        }
                        Repeater {
                            model: editor.problems
                            delegate: Label {
                                textFormat: Text.PlainText
                                required property string modelData
                                required property int index
                                width: problemColumn.width
                                text: "• " + modelData
                                wrapMode: Text.WordWrap
                                color: Theme.variantProblem
                                // The file's own name for the field, for whoever edits the JSON.
                                HoverHandler { id: problemHover }
                                PlainToolTip {
                                    visible: problemHover.hovered
                                    text: qsTr("In the variant file: %1").arg(editor.problemPaths[index] || "")
                                }
                            }
                        }
                    }
                }

                RowLayout {
                    Button {
                        objectName: "variantSave"
                        text: qsTr("Save")
                        highlighted: true
                        enabled: editor.valid
                        onClicked: view.trySave()
                    }
                    Button {
                        objectName: "variantExport"
                        text: qsTr("Export…")
                        enabled: editor.valid
                        onClicked: exportDialog.open()
                    }
                    Button {
                        objectName: "variantPlay"
                        text: qsTr("Play with it")
                        enabled: editor.savedId !== "" && !editor.dirty
                        onClicked: view.playRequested(editor.savedId)
                    }
                    Button {
                        objectName: "variantLab"
                        text: qsTr("Test in the Lab")
                        enabled: editor.savedId !== "" && !editor.dirty
                        onClicked: view.labRequested(editor.savedId, editor.baseId)
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "variantSaved"
                    visible: editor.savedPath !== ""
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    opacity: 0.8
                    text: editor.dirty ? qsTr("Changed since saving.") : qsTr("Saved as %1. It is now in New game and in the Lab.").arg(editor.savedPath)
                }
                VariantForm {
                    Layout.fillWidth: true
                    editor: editor
                }

            }
        }
    }

    FilePicker {
        id: openDialog
        title: qsTr("Open a variant to edit")
        nameFilters: [qsTr("GOALSCORER variants (*.json)"), qsTr("All files (*)")]
        onAccepted: editor.openFile(selectedFile)
    }
    FilePicker {
        id: importDialog
        title: qsTr("Import a variant into your collection")
        nameFilters: [qsTr("GOALSCORER variants (*.json)"), qsTr("All files (*)")]
        onAccepted: editor.importFile(selectedFile)
    }
    FilePicker {
        id: exportDialog
        title: qsTr("Export the variant")
        save: true
        defaultSuffix: "json"
        nameFilters: [qsTr("GOALSCORER variants (*.json)")]
        onAccepted: editor.exportTo(selectedFile)
    }
    // Start, Open and Import replace the variant in the form: unsaved changes are asked about
    // first (Start used to throw them away without a word).
    function replaceEdits(action) {
        if (!editor.dirty) {
            action();
            return;
        }
        discardDialog.action = action;
        discardDialog.open();
    }
    AppDialog {
        id: discardDialog
        objectName: "variantDiscardDialog"
        property var action: null
        title: qsTr("Discard your changes?")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Yes | Dialog.No
        contentItem: Label { textFormat: Text.PlainText; text: qsTr("The variant in the form has changes that are not saved. Replace it and lose them?"); wrapMode: Text.WordWrap }
        width: 460
        onAccepted: { const a = action; action = null; if (a) a() }
        onRejected: action = null
    }
    AppDialog {
        id: overwriteDialog
        objectName: "variantOverwriteDialog"
        title: qsTr("Replace your variant?")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Yes | Dialog.No
        contentItem: Label { textFormat: Text.PlainText; text: qsTr("You already have a variant with the id “%1”. Replace it?").arg(view.v("id") || ""); wrapMode: Text.WordWrap }
        width: 460
        onAccepted: editor.save(true)
    }
    AppDialog {
        id: errorDialog
        objectName: "variantErrorDialog"
        property alias text: errorText.text
        title: qsTr("Variant editor")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Ok
        contentItem: Label { textFormat: Text.PlainText; id: errorText; wrapMode: Text.WordWrap }
        width: Math.min(600, view.width - 80)
    }
}
