// The variant editor's settings beside its pitch, section by section: the name, the pitch's
// size and the game's rules, a Fixed setup's arrangement, what each number does, and the
// clocks. Each field shows the variant document's value (VariantEditor.value, read again on
// every edit) and writes it back by its field path.
// Its words keep VariantEditorView's translation context (qsTranslate): they were written
// there, and translations/*.ts hold them under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

ColumnLayout {
    id: form
    required property VariantEditor editor
    spacing: 10

    // A titled panel that stands out from the window, so the fields inside read as fields.
    component Section: GroupBox {
        topPadding: 30
        background: Rectangle { color: Theme.panel; radius: 6; border.color: Theme.border }
        label: Label { textFormat: Text.PlainText; x: 10; y: 6; text: parent.title; font.bold: true; color: Theme.sectionTitle }
    }

    // Re-read on every edit: `editor.json` changes with each one.
    function v(path) { return form.editor.json !== "" ? form.editor.value(path) : undefined }
    function set(path, value) { form.editor.setValue(path, value) }
    // A choice field: the row of its list to show, and the value of the row picked.
    readonly property var choices: form.editor.choices
    function choice(path) { return form.editor.json !== "" ? form.editor.choiceIndex(path) : 0 }
    function choose(path, list, i) { form.editor.setValue(path, list[i].value) }

    Section {
        title: qsTranslate("VariantEditorView", "Name")
        Layout.fillWidth: true
        GridLayout {
            anchors.fill: parent
            columns: 2
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Id") }
            TextField {
                objectName: "variantId"
                Accessible.name: qsTranslate("VariantEditorView", "Id")
                Layout.fillWidth: true
                text: form.v("id") || ""
                onTextEdited: form.set("id", text)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Name") }
            TextField {
                objectName: "variantName"
                Accessible.name: qsTranslate("VariantEditorView", "Name")
                Layout.fillWidth: true
                text: form.v("name") || ""
                onTextEdited: form.set("name", text)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Description") }
            TextField {
                objectName: "variantDescription"
                Accessible.name: qsTranslate("VariantEditorView", "Description")
                Layout.fillWidth: true
                text: form.v("description") || ""
                onTextEdited: form.set("description", text)
                onTextChanged: if (!activeFocus) cursorPosition = 0  // show the start of a long text
            }
            Label {
                textFormat: Text.PlainText
                // A file with translations: the form edits the English, the rest is saved as it came.
                readonly property var languages: form.editor.json !== "" ? form.editor.translations("name").concat(form.editor.translations("description")).filter((c, i, a) => a.indexOf(c) === i) : []
                objectName: "variantTranslations"
                visible: languages.length > 0
                Layout.columnSpan: 2
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.info
                text: qsTranslate("VariantEditorView", "Name and description are the English texts; the file's translations (%1) are saved as they are.").arg(languages.join(", "))
            }
        }
    }

    Section {
        title: qsTranslate("VariantEditorView", "Pitch and game")
        Layout.fillWidth: true
        GridLayout {
            anchors.fill: parent
            columns: 4
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Files") }
            SpinBox {
                objectName: "variantFiles"
                Accessible.name: qsTranslate("VariantEditorView", "Files")
                from: 3; to: 12; editable: true
                value: form.v("pitch.files") || 7
                onValueModified: form.set("pitch.files", value)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Ranks") }
            SpinBox {
                objectName: "variantRanks"
                Accessible.name: qsTranslate("VariantEditorView", "Ranks")
                from: 6; to: 16; editable: true
                value: form.v("pitch.ranks") || 10
                onValueModified: form.set("pitch.ranks", value)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Turn limit") }
            SpinBox {
                objectName: "variantTurnLimit"
                Accessible.name: qsTranslate("VariantEditorView", "Turn limit")
                from: 1; to: 999; editable: true
                value: form.v("turnLimit") || 20
                onValueModified: form.set("turnLimit", value)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Star Player goals") }
            SpinBox {
                objectName: "variantStarGoals"
                Accessible.name: qsTranslate("VariantEditorView", "Star Player goals")
                from: 0; to: 9; editable: true
                value: form.v("starGoals") === undefined ? 2 : form.v("starGoals")
                onValueModified: form.set("starGoals", value)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Setup") }
            ChoiceBox {
                objectName: "variantSetup"
                Accessible.name: qsTranslate("VariantEditorView", "Setup")
                model: form.choices.setups
                textRole: "label"
                selectedIndex: form.choice("setup")
                onActivated: (i) => form.choose("setup", form.choices.setups, i)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Blocked side") }
            ChoiceBox {
                objectName: "variantBlocked"
                Accessible.name: qsTranslate("VariantEditorView", "Blocked side")
                model: [qsTranslate("VariantEditorView", "Ends the game"), qsTranslate("VariantEditorView", "Passes")]
                selectedIndex: form.v("blockedEndsGame") === false ? 1 : 0
                onActivated: (i) => form.set("blockedEndsGame", i === 0)
            }
            CheckBox {
                objectName: "variantDebut"
                Layout.columnSpan: 2
                text: qsTranslate("VariantEditorView", "First Team Debut Moves")
                checked: form.v("debutMoves") === true
                onToggled: form.set("debutMoves", checked)
            }
            CheckBox {
                objectName: "variantSubstitution"
                Layout.columnSpan: 2
                text: qsTranslate("VariantEditorView", "Substitutions")
                checked: form.v("substitution") === true
                onToggled: form.set("substitution", checked)
            }
        }
    }

    Section {
        title: qsTranslate("VariantEditorView", "Fixed setup: each side's Youth Counters in starting-square order, then the Substitute")
        visible: form.editor.fixedSetup
        Layout.fillWidth: true
        GridLayout {
            anchors.fill: parent
            columns: 3
            Repeater {
                model: ["white", "black"]
                delegate: RowLayout {
                    required property string modelData
                    Layout.columnSpan: 3
                    Label { textFormat: Text.PlainText; text: modelData === "white" ? qsTranslate("VariantEditorView", "White") : qsTranslate("VariantEditorView", "Black"); Layout.preferredWidth: 50 }
                    TextField {
                        objectName: "fixedYouth_" + modelData
                        Layout.fillWidth: true
                        placeholderText: "2, 3, 4, 5, s, 6, 7, 8"
                        placeholderTextColor: Theme.textFaint
                        text: (form.v("fixedSetup." + modelData + ".youth") || []).join(", ")
                        onEditingFinished: form.set("fixedSetup." + modelData + ".youth",
                            text.split(",").map(t => t.trim()).filter(t => t !== "").map(t => t === "s" ? "s" : Number(t)))
                    }
                    Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Substitute") }
                    TextField {
                        objectName: "fixedSub_" + modelData
                        Layout.preferredWidth: 50
                        text: String(form.v("fixedSetup." + modelData + ".substitute") || "")
                        onEditingFinished: form.set("fixedSetup." + modelData + ".substitute", text.trim() === "s" ? "s" : Number(text))
                    }
                }
            }
        }
    }

    // A short title, and the long explanation wrapped above the table (the title
    // that said it all was clipped at 1024 px).
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.preferredWidth: 100  // takes the column's width, never widens it
        wrapMode: Text.WordWrap
        color: Theme.textMuted
        text: qsTranslate("VariantEditorView", "Each number: what capturing it does, how it steps as a First Teamer, and its Debut Move.")
    }
    Section {
        title: qsTranslate("VariantEditorView", "Each number")
        Layout.fillWidth: true
        GridLayout {
            anchors.fill: parent
            columns: 4
            rowSpacing: 2
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "No.") ; font.bold: true }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Captured") ; font.bold: true }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Steps") ; font.bold: true }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Debut Move") ; font.bold: true }
            Repeater {
                model: 11
                delegate: Label {
                    textFormat: Text.PlainText
                    required property int index
                    Layout.row: index + 1
                    Layout.column: 0
                    text: String(index + 1)
                }
            }
            Repeater {
                model: 11
                delegate: ChoiceBox {
                    required property int index
                    objectName: "capture_" + (index + 1)
                    Accessible.name: (index + 1) + ": " + qsTranslate("VariantEditorView", "Captured")
                    Layout.row: index + 1
                    Layout.column: 1
                    Layout.fillWidth: true
                    model: form.choices.captures
                    textRole: "label"
                    selectedIndex: form.choice("captureResults." + (index + 1))
                    onActivated: (i) => form.choose("captureResults." + (index + 1), form.choices.captures, i)
                }
            }
            Repeater {
                model: 11
                delegate: ChoiceBox {
                    required property int index
                    objectName: "steps_" + (index + 1)
                    Accessible.name: (index + 1) + ": " + qsTranslate("VariantEditorView", "Steps")
                    Layout.row: index + 1
                    Layout.column: 2
                    Layout.fillWidth: true
                    model: form.choices.steps
                    textRole: "label"
                    selectedIndex: form.choice("firstTeamerSteps." + (index + 1))
                    onActivated: (i) => form.choose("firstTeamerSteps." + (index + 1), form.choices.steps, i)
                }
            }
            Repeater {
                model: 11
                delegate: ChoiceBox {
                    required property int index
                    objectName: "debut_" + (index + 1)
                    Accessible.name: (index + 1) + ": " + qsTranslate("VariantEditorView", "Debut Move")
                    Layout.row: index + 1
                    Layout.column: 3
                    Layout.fillWidth: true
                    model: form.choices.debuts
                    textRole: "label"
                    selectedIndex: form.choice("debut." + (index + 1))
                    onActivated: (i) => form.choose("debut." + (index + 1), form.choices.debuts, i)
                }
            }
        }
    }

    Section {
        title: qsTranslate("VariantEditorView", "Clocks (for people; 0 = none)")
        Layout.fillWidth: true
        GridLayout {
            anchors.fill: parent
            columns: 4
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Seconds a move") }
            SpinBox {
                objectName: "variantMoveSeconds"
                Accessible.name: qsTranslate("VariantEditorView", "Seconds a move")
                from: 0; to: 3600; editable: true
                value: form.v("clock.moveSeconds") || 0
                onValueModified: form.set("clock.moveSeconds", value)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "When it runs out") }
            ChoiceBox {
                objectName: "variantMoveTimeout"
                Accessible.name: qsTranslate("VariantEditorView", "Seconds a move") + ": " + qsTranslate("VariantEditorView", "When it runs out")
                Layout.preferredWidth: 190
                model: form.choices.timeouts
                textRole: "label"
                selectedIndex: form.choice("clock.moveTimeout")
                onActivated: (i) => form.choose("clock.moveTimeout", form.choices.timeouts, i)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Minutes a game") }
            SpinBox {
                objectName: "variantGameMinutes"
                Accessible.name: qsTranslate("VariantEditorView", "Minutes a game")
                from: 0; to: 1440; editable: true
                value: Math.round((form.v("clock.gameSeconds") || 0) / 60)
                onValueModified: form.set("clock.gameSeconds", value * 60)
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "When it runs out") }
            ChoiceBox {
                objectName: "variantGameTimeout"
                Accessible.name: qsTranslate("VariantEditorView", "Minutes a game") + ": " + qsTranslate("VariantEditorView", "When it runs out")
                Layout.preferredWidth: 190
                model: form.choices.timeouts
                textRole: "label"
                selectedIndex: form.choice("clock.gameTimeout")
                onActivated: (i) => form.choose("clock.gameTimeout", form.choices.timeouts, i)
            }
        }
    }
}
