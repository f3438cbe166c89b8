// The variant editor: the pitch on the left (click squares to make areas and starting
// squares), every other setting as a form on the right, problems listed live, and Save puts
// the new variant beside the built-in ones in New game and the Lab.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Goalscorer

Item {
    id: view
    property alias editor: editor
    signal playRequested(string variantId)
    signal labRequested(string variantId, string baseId)

    // A titled panel that stands out from the window, so the fields inside read as fields.
    component Section: GroupBox {
        topPadding: 30
        background: Rectangle { color: Theme.panel; radius: 6; border.color: Theme.border }
        label: Label { textFormat: Text.PlainText; x: 10; y: 6; text: parent.title; font.bold: true; color: Theme.sectionTitle }
    }

    Rectangle { anchors.fill: parent; color: Theme.base }

    VariantEditor {
        id: editor
        onError: (message) => { errorDialog.text = message; errorDialog.open() }
    }

    // Re-read on every edit: `editor.json` changes with each one.
    function v(path) { return editor.json !== "" ? editor.value(path) : undefined }
    function set(path, value) { editor.setValue(path, value) }
    // A choice field: the row of its list to show, and the value of the row picked.
    readonly property var choices: editor.choices
    function choice(path) { return editor.json !== "" ? editor.choiceIndex(path) : 0 }
    function choose(path, list, i) { editor.setValue(path, list[i].value) }

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

    // Qt 6.4's column keeps its wrapped texts' and flows' heights from before its width
    // changed (they change while it sets the new width, which it does not hear): shown after
    // the window was resized while the room was hidden, it squeezed the pitch under them.
    // So when one of them changes height it is made to ask again, once the pass that changed
    // it is over.
    function relayoutPitchColumn() {
        pitchColumn.spacing = 7;  // a change of spacing makes a layout forget every size it kept
        pitchColumn.spacing = 8;
    }

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

        // ---- The pitch
        // The pitch grows with the window (it stayed 420 px wide even at 1600 px).
        ColumnLayout {
            // Fixed for each window width (min = max), so the form beside it cannot make the
            // layout go round in circles; the whole width when it is shown alone.
            readonly property real columnWidth: view.narrow ? view.width - 24 : Math.round(Math.max(380, Math.min(820, view.width * 0.42)))
            visible: !view.narrow || !view.showingForm
            Layout.preferredWidth: columnWidth
            Layout.minimumWidth: columnWidth
            Layout.maximumWidth: columnWidth
            id: pitchColumn
            Layout.fillHeight: true
            spacing: 8
            Label { textFormat: Text.PlainText; text: qsTr("Variant editor"); font.pixelSize: 20; font.bold: true }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                opacity: 0.8
                text: qsTr("Pick a tool, then click squares. Starting squares are White's; Black's mirror them.")
                onImplicitHeightChanged: Qt.callLater(view.relayoutPitchColumn)  // see there
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                onImplicitHeightChanged: Qt.callLater(view.relayoutPitchColumn)  // see there
                Repeater {
                    model: [{ tool: "youth", label: qsTr("Youth square") },
                            { tool: "midfield", label: qsTr("Midfield rank") },
                            { tool: "keeper", label: qsTr("Goalkeeper's Area") }]
                    delegate: Button {
                        required property var modelData
                        objectName: "tool_" + modelData.tool
                        text: modelData.label
                        checkable: true
                        checked: editor.tool === modelData.tool
                        highlighted: checked
                        onClicked: editor.tool = modelData.tool
                    }
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                onImplicitHeightChanged: Qt.callLater(view.relayoutPitchColumn)  // see there
                Label { textFormat: Text.PlainText; text: qsTr("First Teamer:"); height: 30; verticalAlignment: Text.AlignVCenter }
                Repeater {
                    model: 11
                    delegate: Button {
                        required property int index
                        objectName: "tool_" + (index + 1)
                        text: String(index + 1)
                        implicitWidth: 32
                        checkable: true
                        checked: editor.tool === String(index + 1)
                        highlighted: checked
                        onClicked: editor.tool = String(index + 1)
                    }
                }
            }
            // Rank 1 at the bottom, as White sees the pitch.
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Grid {
                    id: pitchGrid
                    objectName: "variantPitch"
                    readonly property real cell: Math.max(10, Math.min((parent.width - 20) / Math.max(1, editor.files), (parent.height - 4) / Math.max(1, editor.ranks)))
                    anchors.horizontalCenter: parent.horizontalCenter
                    columns: Math.max(1, editor.files)
                    // The keyboard: Tab comes here, the arrows move a cursor (rank 1 at the
                    // bottom), Enter or Space puts the tool on the square under it, as a click
                    // does; a screen reader reads that square.
                    activeFocusOnTab: true
                    property int cursorFile: 0
                    property int cursorRank: 0
                    readonly property var cursorSquare: editor.squares.find(q => q.file === cursorFile && q.rank === cursorRank) ?? null
                    function describe(q) {
                        let words = q.name;
                        if (q.area === "keeper")
                            words += ", " + qsTr("Goalkeeper's Area");
                        else if (q.area === "midfield")
                            words += ", " + qsTr("Midfield Area");
                        if (q.start === "Y")
                            words += ", " + qsTr("a Youth starting square");
                        else if (q.start !== "")
                            words += ", " + qsTr("the starting square of First Teamer %1").arg(q.start);
                        if (q.problem)
                            words += ", " + qsTr("a problem");
                        return words;
                    }
                    Accessible.role: Accessible.Table
                    Accessible.name: cursorSquare ? describe(cursorSquare) : ""
                    Keys.onPressed: (event) => {
                        const step = {[Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, 1], [Qt.Key_Down]: [0, -1]}[event.key];
                        if (step) {
                            cursorFile = Math.max(0, Math.min(editor.files - 1, cursorFile + step[0]));
                            cursorRank = Math.max(0, Math.min(editor.ranks - 1, cursorRank + step[1]));
                        } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) && cursorSquare) {
                            editor.clickSquare(cursorSquare.index);
                        } else {
                            return;
                        }
                        event.accepted = true;
                    }
                    Repeater {
                        // Top row first: the last rank.
                        model: editor.squares.slice().sort((a, b) => (b.rank - a.rank) || (a.file - b.file))
                        delegate: Rectangle {
                            required property var modelData
                            objectName: "vsq_" + modelData.name
                            width: pitchGrid.cell
                            height: pitchGrid.cell
                            color: modelData.area === "keeper" ? Theme.variantKeeperSquare : modelData.area === "midfield" ? Theme.variantMidfieldSquare : Theme.variantSquare
                            border.color: modelData.problem ? Theme.variantProblemEdge : Theme.variantSquareEdge
                            border.width: modelData.problem ? 3 : 1
                            Rectangle {
                                visible: modelData.start !== ""
                                anchors.centerIn: parent
                                width: parent.width * 0.7
                                height: width
                                radius: width / 2
                                color: modelData.black ? Theme.variantBlackStart : Theme.variantWhiteStart
                                opacity: modelData.black ? 0.75 : 1
                                border.color: modelData.start === "Y" ? Theme.textFaint : Theme.gold
                                border.width: 2
                                Label {
                                    textFormat: Text.PlainText
                                    anchors.centerIn: parent
                                    text: modelData.start === "Y" ? "?" : modelData.start
                                    color: modelData.black ? Theme.text : Theme.variantWhiteStartInk
                                    font.pixelSize: parent.width * 0.45
                                    font.bold: true
                                }
                            }
                            Label {
                                textFormat: Text.PlainText
                                anchors.left: parent.left
                                anchors.bottom: parent.bottom
                                anchors.margins: 2
                                // Not under a starting counter (it covered the name on a small pitch).
                                visible: (modelData.file === 0 || modelData.rank === 0) && modelData.start === ""
                                text: modelData.name
                                font.pixelSize: Math.max(7, pitchGrid.cell * 0.18)
                                color: modelData.area === "keeper" ? Theme.variantKeeperSquareName : Theme.variantSquareName
                            }
                            MouseArea {
                                anchors.fill: parent
                                onClicked: editor.clickSquare(modelData.index)
                            }
                            Rectangle {  // the keyboard's cursor
                                anchors.fill: parent
                                visible: pitchGrid.activeFocus && modelData.file === pitchGrid.cursorFile && modelData.rank === pitchGrid.cursorRank
                                color: "transparent"
                                border.color: Theme.cursor
                                border.width: 3
                            }
                        }
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: 11
                opacity: 0.75
                text: qsTr("Dark green: Goalkeeper's Areas · olive: Midfield Area · ? a Youth starting square · numbers: starting First Teamers · red edge: a problem.")
            }
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
                Section {
                    title: qsTr("Name")
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 2
                        Label { textFormat: Text.PlainText; text: qsTr("Id") }
                        TextField {
                            objectName: "variantId"
                            Accessible.name: qsTr("Id")
                            Layout.fillWidth: true
                            text: view.v("id") || ""
                            onTextEdited: view.set("id", text)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Name") }
                        TextField {
                            objectName: "variantName"
                            Accessible.name: qsTr("Name")
                            Layout.fillWidth: true
                            text: view.v("name") || ""
                            onTextEdited: view.set("name", text)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Description") }
                        TextField {
                            objectName: "variantDescription"
                            Accessible.name: qsTr("Description")
                            Layout.fillWidth: true
                            text: view.v("description") || ""
                            onTextEdited: view.set("description", text)
                            onTextChanged: if (!activeFocus) cursorPosition = 0  // show the start of a long text
                        }
                        Label {
                            textFormat: Text.PlainText
                            // A file with translations: the form edits the English, the rest is saved as it came.
                            readonly property var languages: editor.json !== "" ? editor.translations("name").concat(editor.translations("description")).filter((c, i, a) => a.indexOf(c) === i) : []
                            objectName: "variantTranslations"
                            visible: languages.length > 0
                            Layout.columnSpan: 2
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: Theme.info
                            text: qsTr("Name and description are the English texts; the file's translations (%1) are saved as they are.").arg(languages.join(", "))
                        }
                    }
                }

                Section {
                    title: qsTr("Pitch and game")
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 4
                        Label { textFormat: Text.PlainText; text: qsTr("Files") }
                        SpinBox {
                            objectName: "variantFiles"
                            Accessible.name: qsTr("Files")
                            from: 3; to: 12; editable: true
                            value: view.v("pitch.files") || 7
                            onValueModified: view.set("pitch.files", value)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Ranks") }
                        SpinBox {
                            objectName: "variantRanks"
                            Accessible.name: qsTr("Ranks")
                            from: 6; to: 16; editable: true
                            value: view.v("pitch.ranks") || 10
                            onValueModified: view.set("pitch.ranks", value)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Turn limit") }
                        SpinBox {
                            objectName: "variantTurnLimit"
                            Accessible.name: qsTr("Turn limit")
                            from: 1; to: 999; editable: true
                            value: view.v("turnLimit") || 20
                            onValueModified: view.set("turnLimit", value)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Star Player goals") }
                        SpinBox {
                            objectName: "variantStarGoals"
                            Accessible.name: qsTr("Star Player goals")
                            from: 0; to: 9; editable: true
                            value: view.v("starGoals") === undefined ? 2 : view.v("starGoals")
                            onValueModified: view.set("starGoals", value)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Setup") }
                        ChoiceBox {
                            objectName: "variantSetup"
                            Accessible.name: qsTr("Setup")
                            model: view.choices.setups
                            textRole: "label"
                            selectedIndex: view.choice("setup")
                            onActivated: (i) => view.choose("setup", view.choices.setups, i)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Blocked side") }
                        ChoiceBox {
                            objectName: "variantBlocked"
                            Accessible.name: qsTr("Blocked side")
                            model: [qsTr("Ends the game"), qsTr("Passes")]
                            selectedIndex: view.v("blockedEndsGame") === false ? 1 : 0
                            onActivated: (i) => view.set("blockedEndsGame", i === 0)
                        }
                        CheckBox {
                            objectName: "variantDebut"
                            Layout.columnSpan: 2
                            text: qsTr("First Team Debut Moves")
                            checked: view.v("debutMoves") === true
                            onToggled: view.set("debutMoves", checked)
                        }
                        CheckBox {
                            objectName: "variantSubstitution"
                            Layout.columnSpan: 2
                            text: qsTr("Substitutions")
                            checked: view.v("substitution") === true
                            onToggled: view.set("substitution", checked)
                        }
                    }
                }

                Section {
                    title: qsTr("Fixed setup: each side's Youth Counters in starting-square order, then the Substitute")
                    visible: editor.fixedSetup
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 3
                        Repeater {
                            model: ["white", "black"]
                            delegate: RowLayout {
                                required property string modelData
                                Layout.columnSpan: 3
                                Label { textFormat: Text.PlainText; text: modelData === "white" ? qsTr("White") : qsTr("Black"); Layout.preferredWidth: 50 }
                                TextField {
                                    objectName: "fixedYouth_" + modelData
                                    Layout.fillWidth: true
                                    placeholderText: "2, 3, 4, 5, s, 6, 7, 8"
                                    placeholderTextColor: Theme.textFaint
                                    text: (view.v("fixedSetup." + modelData + ".youth") || []).join(", ")
                                    onEditingFinished: view.set("fixedSetup." + modelData + ".youth",
                                        text.split(",").map(t => t.trim()).filter(t => t !== "").map(t => t === "s" ? "s" : Number(t)))
                                }
                                Label { textFormat: Text.PlainText; text: qsTr("Substitute") }
                                TextField {
                                    objectName: "fixedSub_" + modelData
                                    Layout.preferredWidth: 50
                                    text: String(view.v("fixedSetup." + modelData + ".substitute") || "")
                                    onEditingFinished: view.set("fixedSetup." + modelData + ".substitute", text.trim() === "s" ? "s" : Number(text))
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
                    text: qsTr("Each number: what capturing it does, how it steps as a First Teamer, and its Debut Move.")
                }
                Section {
                    title: qsTr("Each number")
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 4
                        rowSpacing: 2
                        Label { textFormat: Text.PlainText; text: qsTr("No.") ; font.bold: true }
                        Label { textFormat: Text.PlainText; text: qsTr("Captured") ; font.bold: true }
                        Label { textFormat: Text.PlainText; text: qsTr("Steps") ; font.bold: true }
                        Label { textFormat: Text.PlainText; text: qsTr("Debut Move") ; font.bold: true }
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
                                Accessible.name: (index + 1) + ": " + qsTr("Captured")
                                Layout.row: index + 1
                                Layout.column: 1
                                Layout.fillWidth: true
                                model: view.choices.captures
                                textRole: "label"
                                selectedIndex: view.choice("captureResults." + (index + 1))
                                onActivated: (i) => view.choose("captureResults." + (index + 1), view.choices.captures, i)
                            }
                        }
                        Repeater {
                            model: 11
                            delegate: ChoiceBox {
                                required property int index
                                objectName: "steps_" + (index + 1)
                                Accessible.name: (index + 1) + ": " + qsTr("Steps")
                                Layout.row: index + 1
                                Layout.column: 2
                                Layout.fillWidth: true
                                model: view.choices.steps
                                textRole: "label"
                                selectedIndex: view.choice("firstTeamerSteps." + (index + 1))
                                onActivated: (i) => view.choose("firstTeamerSteps." + (index + 1), view.choices.steps, i)
                            }
                        }
                        Repeater {
                            model: 11
                            delegate: ChoiceBox {
                                required property int index
                                objectName: "debut_" + (index + 1)
                                Accessible.name: (index + 1) + ": " + qsTr("Debut Move")
                                Layout.row: index + 1
                                Layout.column: 3
                                Layout.fillWidth: true
                                model: view.choices.debuts
                                textRole: "label"
                                selectedIndex: view.choice("debut." + (index + 1))
                                onActivated: (i) => view.choose("debut." + (index + 1), view.choices.debuts, i)
                            }
                        }
                    }
                }

                Section {
                    title: qsTr("Clocks (for people; 0 = none)")
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 4
                        Label { textFormat: Text.PlainText; text: qsTr("Seconds a move") }
                        SpinBox {
                            objectName: "variantMoveSeconds"
                            Accessible.name: qsTr("Seconds a move")
                            from: 0; to: 3600; editable: true
                            value: view.v("clock.moveSeconds") || 0
                            onValueModified: view.set("clock.moveSeconds", value)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("When it runs out") }
                        ChoiceBox {
                            objectName: "variantMoveTimeout"
                            Accessible.name: qsTr("Seconds a move") + ": " + qsTr("When it runs out")
                            Layout.preferredWidth: 190
                            model: view.choices.timeouts
                            textRole: "label"
                            selectedIndex: view.choice("clock.moveTimeout")
                            onActivated: (i) => view.choose("clock.moveTimeout", view.choices.timeouts, i)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("Minutes a game") }
                        SpinBox {
                            objectName: "variantGameMinutes"
                            Accessible.name: qsTr("Minutes a game")
                            from: 0; to: 1440; editable: true
                            value: Math.round((view.v("clock.gameSeconds") || 0) / 60)
                            onValueModified: view.set("clock.gameSeconds", value * 60)
                        }
                        Label { textFormat: Text.PlainText; text: qsTr("When it runs out") }
                        ChoiceBox {
                            objectName: "variantGameTimeout"
                            Accessible.name: qsTr("Minutes a game") + ": " + qsTr("When it runs out")
                            Layout.preferredWidth: 190
                            model: view.choices.timeouts
                            textRole: "label"
                            selectedIndex: view.choice("clock.gameTimeout")
                            onActivated: (i) => view.choose("clock.gameTimeout", view.choices.timeouts, i)
                        }
                    }
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
