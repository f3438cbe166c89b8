// "Record tutorial", beside the pitch: the tutorial's title and id, its steps (caption,
// exercise texts), what a click on the pitch does (play a move, mark a square, draw an
// arrow), and Preview / Save / Save as / Done.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Goalscorer

Pane {
    id: panel
    required property var recorder
    property string userFolder: ""
    signal previewRequested(string json)
    padding: 12
    background: Rectangle { color: Theme.window }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            Label { textFormat: Text.PlainText; objectName: "recorderHeading"; text: qsTr("Record a tutorial"); font.bold: true; font.pixelSize: 18; Layout.fillWidth: true; wrapMode: Text.WordWrap }
            Button { objectName: "recorderDone"; text: qsTr("Done"); onClicked: panel.recorder.close() }
        }
        GridLayout {
            columns: 2
            columnSpacing: 8
            rowSpacing: 4
            Layout.fillWidth: true
            Label { textFormat: Text.PlainText; text: qsTr("Title") }
            TextField { objectName: "recorderTitle"; Layout.fillWidth: true; text: panel.recorder.title; placeholderText: qsTr("My tutorial"); onTextEdited: panel.recorder.title = text }
            Label { textFormat: Text.PlainText; text: qsTr("Id") }
            TextField {
                objectName: "recorderId"
                Layout.fillWidth: true
                text: panel.recorder.tutorialId
                validator: RegularExpressionValidator { regularExpression: /[a-z0-9-]*/ }
                onTextEdited: panel.recorder.tutorialId = text
            }
            Label { textFormat: Text.PlainText; text: qsTr("Summary") }
            TextField { objectName: "recorderSummary"; Layout.fillWidth: true; text: panel.recorder.summary; onTextEdited: panel.recorder.summary = text }
            Label { textFormat: Text.PlainText; text: qsTr("Learner sees") }
            RowLayout {
                RadioButton { text: qsTr("as White"); checked: panel.recorder.viewer === "white"; onClicked: panel.recorder.viewer = "white" }
                RadioButton { text: qsTr("as Black"); checked: panel.recorder.viewer === "black"; onClicked: panel.recorder.viewer = "black" }
            }
        }

        // Flows, not rows: the panel is 430 px wide and German's words are longer (its last
        // buttons ran off the window).
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Label { textFormat: Text.PlainText; text: qsTr("Click on the pitch to"); color: Theme.textMuted; height: 32; verticalAlignment: Text.AlignVCenter }
            Repeater {
                model: [["move", qsTr("play a move")], ["highlight", qsTr("mark")], ["arrow", qsTr("arrow")]]
                ToolButton {
                    required property var modelData
                    objectName: "recorderMode_" + modelData[0]
                    text: modelData[1]
                    checkable: true
                    checked: panel.recorder.mode === modelData[0]
                    onClicked: panel.recorder.mode = modelData[0]
                }
            }
        }
        Label { textFormat: Text.PlainText; objectName: "recorderStatus"; text: panel.recorder.status; color: Theme.info; wrapMode: Text.WordWrap; Layout.fillWidth: true }
        RowLayout {
            visible: panel.recorder.phase === "s" && panel.recorder.mode === "move"
            Button { objectName: "recorderSub"; text: qsTr("Bring on the Substitute"); onClicked: panel.recorder.chooseSubstitution(true) }
            Button { objectName: "recorderKeep"; text: qsTr("Keep"); onClicked: panel.recorder.chooseSubstitution(false) }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            Button { objectName: "recorderNewStep"; text: qsTr("New step"); onClicked: panel.recorder.addStep() }
            Button { objectName: "recorderUndoMove"; text: qsTr("Take back a move"); onClicked: panel.recorder.undoMove() }
        }

        ListView {
            id: stepList
            objectName: "recorderSteps"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: panel.recorder.steps
            currentIndex: panel.recorder.currentStep
            ScrollBar.vertical: ScrollBar {}
            onCountChanged: positionViewAtEnd()
            delegate: Rectangle {
                id: card
                required property var modelData
                required property int index
                objectName: "recorderStep_" + index
                width: stepList.width - 12
                height: cardColumn.implicitHeight + 16
                radius: 6
                color: Theme.base
                border.color: panel.recorder.currentStep === index ? Theme.accent : Theme.border
                TapHandler { onTapped: panel.recorder.currentStep = card.index }
                ColumnLayout {
                    id: cardColumn
                    x: 8
                    y: 8
                    width: parent.width - 16
                    spacing: 4
                    RowLayout {
                        Label { textFormat: Text.PlainText; text: qsTr("Step %1").arg(card.index + 1); font.bold: true }
                        Label {
                            textFormat: Text.PlainText
                            text: card.modelData.moves === "" ? qsTr("no moves") : card.modelData.moves
                            color: Theme.textMuted
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        CheckBox {
                            objectName: "recorderExercise_" + card.index
                            text: qsTr("Exercise")
                            palette.base: Theme.recorderCheckBox
                            checked: card.modelData.exercise
                            onToggled: panel.recorder.setStepField(card.index, "exercise", checked)
                        }
                        ToolButton { text: "✕"; visible: stepList.count > 1; onClicked: panel.recorder.removeStep(card.index) }
                    }
                    Label {
                        textFormat: Text.PlainText
                        visible: card.modelData.highlight !== "" || card.modelData.arrows !== ""
                        text: qsTr("Marks: %1 %2").arg(card.modelData.highlight).arg(card.modelData.arrows)
                        color: Theme.gold
                        font.pixelSize: 11
                    }
                    // Kept as typed (edited): a move played on the pitch rebuilds the steps, and a
                    // field that still had the focus (a click on the pitch takes none) would lose
                    // its text.
                    NamedField {
                        inputName: "recorderPrompt_" + card.index
                        visible: card.modelData.exercise
                        Layout.fillWidth: true
                        label: qsTr("Task")
                        placeholderText: qsTr("The task (the answer is this step's first move)")
                        text: card.modelData.prompt
                        onEdited: (text) => panel.recorder.setStepField(card.index, "prompt", text)
                    }
                    NamedField {
                        inputName: "recorderFeedback_" + card.index
                        visible: card.modelData.exercise
                        Layout.fillWidth: true
                        label: qsTr("Feedback after a wrong move")
                        placeholderText: qsTr("Feedback after a wrong move (optional)")
                        text: card.modelData.feedback
                        onEdited: (text) => panel.recorder.setStepField(card.index, "feedback", text)
                    }
                    NamedField {
                        inputName: "recorderHint_" + card.index
                        visible: card.modelData.exercise
                        Layout.fillWidth: true
                        label: qsTr("Hint")
                        placeholderText: qsTr("Hint (optional)")
                        text: card.modelData.hint
                        onEdited: (text) => panel.recorder.setStepField(card.index, "hint", text)
                    }
                    NamedField {
                        inputName: "recorderAccept_" + card.index
                        visible: card.modelData.exercise
                        Layout.fillWidth: true
                        label: qsTr("Also right")
                        placeholderText: qsTr("Also right (optional): other answers as moves, e.g. d3d4 c3c4")
                        text: card.modelData.accept
                        onEdited: (text) => panel.recorder.setStepField(card.index, "accept", text)
                    }
                    NamedField {
                        inputName: "recorderCaption_" + card.index
                        multiline: true
                        Layout.fillWidth: true
                        label: qsTr("Caption")
                        placeholderText: qsTr("Caption: what the learner should notice")
                        text: card.modelData.caption
                        onEdited: (text) => panel.recorder.setStepField(card.index, "caption", text)
                    }
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: 6
            Button {
                objectName: "recorderPreview"
                text: qsTr("Preview")
                enabled: panel.recorder.ready
                onClicked: panel.previewRequested(panel.recorder.json())
            }
            Button {
                objectName: "recorderSave"
                text: qsTr("Save to my tutorials")
                enabled: panel.recorder.ready
                highlighted: true
                onClicked: panel.recorder.save("", panel.userFolder)
            }
            Button { objectName: "recorderSaveAs"; text: qsTr("Save as…"); enabled: panel.recorder.ready; onClicked: saveDialog.open() }
            Button { objectName: "recorderOpen"; text: qsTr("Open…"); onClicked: openDialog.open() }
        }
        Label {
            textFormat: Text.PlainText
            visible: panel.recorder.savedPath !== ""
            text: qsTr("Saved: %1").arg(panel.recorder.savedPath)
            color: Theme.good
            wrapMode: Text.WrapAnywhere
            Layout.fillWidth: true
            font.pixelSize: 11
        }
    }

    FilePicker {
        id: saveDialog
        title: qsTr("Save the tutorial")
        save: true
        defaultSuffix: "json"
        nameFilters: [qsTr("GOALSCORER tutorials (*.json)")]
        onAccepted: panel.recorder.save(selectedFile, "")
    }
    FilePicker {
        id: openDialog
        title: qsTr("Open a tutorial to edit")
        nameFilters: [qsTr("GOALSCORER tutorials (*.json)"), qsTr("All files (*)")]
        onAccepted: panel.recorder.openFile(selectedFile)
    }
}
