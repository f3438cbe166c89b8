// The playtesting lab: pick one or two variants and the players, let the computer play a few
// hundred games in the background, then read what the rules did from the table and charts
// (LabReportPane). Runs too long for this machine go out as a cluster job (LabClusterDialog).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Goalscorer

Item {
    id: view
    property alias lab: lab
    property alias sweep: sweep
    // "Sweep a setting" is ticked: Run plays a sweep, and the report shows its charts.
    readonly property bool sweeping: sweepForm.checked
    readonly property var job: sweeping ? sweep : lab  // the run the progress and Cancel follow
    property alias resultsPicker: resultsDialog  // for tests: the dialog opens (and does not crash)
    property alias verdict: reportPane.verdict  // the verdict, Run again and Export report…
    readonly property var variants: VariantCatalog.variants
    // Chart colours for variant A and B; readable on the dark background.
    readonly property var seriesColours: [Theme.labSeriesA, Theme.labSeriesB]

    function variantIndex(id) { return Math.max(0, variants.findIndex(v => v.id === id)) }
    // Preselects variants (the variant editor's "Test in the lab").
    function prepare(variantId, compareId) {
        variantBox.selectedIndex = variantIndex(variantId);
        compareCheck.checked = compareId !== "";
        if (compareId !== "")
            compareBox.selectedIndex = variantIndex(compareId);
    }
    // The run set up on the left, as LabSession::start and exportClusterJob take it.
    function options() {
        return {
            variant: variants[variantBox.currentIndex].id,
            compare: compareCheck.checked ? variants[compareBox.currentIndex].id : "",
            white: specOf(whiteBox),
            black: specOf(blackBox),
            games: gamesBox.value,
            seed: seedField.text
        };
    }
    // Open results…: a sweep's report is shown as a sweep played here, a run's report is
    // played again, shard files make their run's report.
    function openResultFiles(files) {
        const one = files.length === 1 && String(files[0]).endsWith(".json");
        if (one && sweep.holdsSweep(files[0])) {
            sweepForm.checked = true;
            return sweep.openReport(files[0]);
        }
        if (one)
            return reportPane.verdict.report.runReportFile(files[0]);
        return lab.openResults(files);
    }
    function run() { return sweeping ? sweep.start(Object.assign(options(), sweepForm.options())) : lab.start(options()) }
    // The players chosen, as AI SPECs (to start with Strong at 1,000 iterations a move, whose
    // games look like people's, as goalscorer-cli lab's). The list is rebuilt in the new
    // language on a switch; the choices are put back, typed ones included.
    property string whiteSpec: lab.defaultPlayer
    property string blackSpec: lab.defaultPlayer
    function choose(box, spec) {
        const i = lab.players.findIndex(p => p.spec === spec);
        box.currentIndex = i;
        if (i < 0)
            box.editText = spec;
    }
    Connections {
        target: view.lab
        function onPlayersChanged() {
            view.choose(whiteBox, view.whiteSpec);
            view.choose(blackBox, view.blackSpec);
        }
    }
    Component.onCompleted: {
        choose(whiteBox, whiteSpec);
        choose(blackBox, blackSpec);
    }
    // A preset by name, or what the user typed: any AI SPEC, e.g. "ismcts:ms=250".
    function specOf(box) { return specOfText(box.editText) }
    function specOfText(text) {
        const i = lab.players.findIndex(p => p.name === text);
        return i >= 0 ? lab.players[i].spec : text.trim();
    }
    function timeLeftText() {
        if (job.secondsLeft < 0)
            return "";
        const s = Math.round(job.secondsLeft);
        return s >= 90 ? qsTr("about %1 min left").arg(Math.round(s / 60)) : qsTr("about %1 s left").arg(s);
    }

    LabSession { id: lab }
    LabSweep { id: sweep }

    Rectangle { anchors.fill: parent; color: Theme.base }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 14

        // ---- The run: what to play, how many, progress
        Pane {
            Layout.preferredWidth: 300
            Layout.fillHeight: true
            clip: true  // nothing of the form ever draws over the report
            padding: 12
            background: Rectangle { color: Theme.panel; radius: 6 }

            // The form scrolls where the window is too short for all of it (the playtest
            // records at the bottom were out of reach at 1024 × 700 in German).
            ScrollView {
                id: formScroll
                objectName: "labFormScroll"
                anchors.fill: parent
                // Its size is the pane's, never its content's (that would feed back).
                implicitWidth: 100
                implicitHeight: 100
                contentWidth: availableWidth
                contentHeight: formColumn.height

            ColumnLayout {
                id: formColumn
                width: formScroll.availableWidth
                // The whole height where it fits, so the spacer below keeps the exports at
                // the bottom; taller where it does not, and then it scrolls.
                height: Math.max(implicitHeight, formScroll.availableHeight)
                spacing: 8
                Label { textFormat: Text.PlainText; text: qsTr("Playtesting lab"); font.pixelSize: 20; font.bold: true }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    opacity: 0.8
                    text: qsTr("The computer plays many games under a variant, or two variants with the same players and deals, and reports what changed.")
                }
                Label { textFormat: Text.PlainText; text: qsTr("Variant") }
                ChoiceBox {
                    id: variantBox
                    objectName: "labVariant"
                    Accessible.name: qsTr("Variant")
                    remembersChoice: true
                    Layout.fillWidth: true
                    model: view.variants
                    textRole: "name"
                    enabled: !lab.running && !sweep.running
                }
                CheckBox {
                    id: compareCheck
                    objectName: "labCompare"
                    text: qsTr("Compare with")
                    enabled: !lab.running && !view.sweeping
                    visible: !view.sweeping  // a sweep compares the values of one setting instead
                }
                ChoiceBox {
                    id: compareBox
                    remembersChoice: true
                    objectName: "labCompareVariant"
                    Accessible.name: qsTr("Compare with")
                    Layout.fillWidth: true
                    model: view.variants
                    textRole: "name"
                    enabled: compareCheck.checked && !lab.running
                    visible: !view.sweeping
                    // A rule change whose effect shows at once, as a first example.
                    selectedIndex: Math.max(0, view.variants.findIndex(v => v.id === "no-penalties"))
                }
                LabSweepForm {
                    id: sweepForm
                    Layout.fillWidth: true
                    sweep: sweep
                    enabled: !lab.running
                    variantId: view.variants.length > 0 ? view.variants[Math.max(0, variantBox.currentIndex)].id : "classic"
                }
                GridLayout {
                    columns: 2
                    columnSpacing: 8
                    Layout.fillWidth: true
                    enabled: !view.job.running
                    Label { textFormat: Text.PlainText; text: qsTr("White") }
                    ComboBox {
                        id: whiteBox
                        delegate: ChoiceDelegate { choices: whiteBox }
                        objectName: "labWhite"
                        Accessible.name: qsTr("White")
                        Layout.fillWidth: true
                        editable: true
                        model: lab.players
                        textRole: "name"
                        onActivated: view.whiteSpec = view.specOf(whiteBox)
                        onAccepted: view.whiteSpec = view.specOf(whiteBox)
                        // Typed by the user (not the list's own text changing with the language).
                        // A name set from the list (or reworded by a language switch) shows from
                        // its start; the field had scrolled to its end ("tark, 1.000 …").
                        Connections {
                            target: whiteBox.contentItem
                            function onTextEdited() { view.whiteSpec = view.specOfText(whiteBox.contentItem.text) }
                            function onTextChanged() { if (!whiteBox.contentItem.activeFocus) whiteBox.contentItem.cursorPosition = 0 }
                        }
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Black") }
                    ComboBox {
                        id: blackBox
                        delegate: ChoiceDelegate { choices: blackBox }
                        objectName: "labBlack"
                        Accessible.name: qsTr("Black")
                        Layout.fillWidth: true
                        editable: true
                        model: lab.players
                        textRole: "name"
                        onActivated: view.blackSpec = view.specOf(blackBox)
                        onAccepted: view.blackSpec = view.specOf(blackBox)
                        Connections {
                            target: blackBox.contentItem
                            function onTextEdited() { view.blackSpec = view.specOfText(blackBox.contentItem.text) }
                            function onTextChanged() { if (!blackBox.contentItem.activeFocus) blackBox.contentItem.cursorPosition = 0 }
                        }
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Games") }
                    SpinBox {
                        id: gamesBox
                        objectName: "labGames"
                        Accessible.name: qsTr("Games")
                        Layout.fillWidth: true
                        from: 1
                        to: 10000
                        stepSize: 100
                        value: view.lab.defaultGames
                        editable: true
                    }
                    Label { textFormat: Text.PlainText; text: qsTr("Seed") }
                    TextField {
                        id: seedField
                        objectName: "labSeed"
                        Accessible.name: qsTr("Seed")
                        Layout.fillWidth: true
                        text: "1"
                        validator: RegularExpressionValidator { regularExpression: /[0-9]{1,19}/ }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: 11
                    opacity: 0.7
                    text: qsTr("White and Black keep their colours, so the win rates measure the rules' balance. Pick a player or type an AI SPEC such as ismcts:ms=250. Searching players take their time per move; random and greedy players finish hundreds of games in a second.")
                }
                RowLayout {
                    Button {
                        objectName: "labRun"
                        text: qsTr("Run")
                        highlighted: true
                        enabled: !lab.running && !sweep.running && view.variants.length > 0
                        onClicked: view.run()
                    }
                    Button {
                        objectName: "labCancel"
                        text: qsTr("Cancel")
                        enabled: view.job.running
                        onClicked: view.job.cancel()
                    }
                }
                LabEstimateLabel {
                    Layout.fillWidth: true
                    options: view.options()
                    runs: {
                        if (!view.sweeping)
                            return compareCheck.checked ? 2 : 1;
                        const s = sweepForm.options();
                        return s.step > 0 && s.to >= s.from ? Math.floor((s.to - s.from) / s.step) + 1 : 0;
                    }
                    idle: !lab.running && !sweep.running
                }
                ProgressBar {
                    objectName: "labProgress"
                    Layout.fillWidth: true
                    from: 0
                    to: Math.max(1, view.job.total)
                    value: view.job.done
                    visible: view.job.running || (view.job.hasReport && view.job.origin === "")
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "labProgressText"
                    Layout.fillWidth: true
                    // A report opened from shard files says where it came from instead (labOrigin).
                    visible: view.job.running || (view.job.hasReport && view.job.origin === "")
                    // Counts as the language writes them ("1.000" in German).
                    readonly property string done: Number(view.job.done).toLocaleString(Qt.locale(Language.active), 'f', 0)
                    text: view.job.running ? qsTr("%1 of %2 games, %3").arg(done).arg(Number(view.job.total).toLocaleString(Qt.locale(Language.active), 'f', 0)).arg(view.timeLeftText())
                                      : (view.job.cancelled ? qsTr("Cancelled: the report covers the %1 games that finished.").arg(done)
                                                       : qsTr("%1 games played.").arg(done))
                    wrapMode: Text.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "labError"
                    Layout.fillWidth: true
                    visible: view.job.error !== ""
                    text: view.job.error
                    color: Theme.error
                    wrapMode: Text.WordWrap
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "labOrigin"
                    Layout.fillWidth: true
                    visible: lab.origin !== "" && lab.hasReport && !view.sweeping
                    text: qsTr("Results read from %1.").arg(lab.origin)
                    wrapMode: Text.WordWrap
                    font.pixelSize: 11
                    opacity: 0.8
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "labClusterWritten"
                    Layout.fillWidth: true
                    text: clusterDialog.written
                    visible: text !== "" && lab.error === ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: 11
                }
                Item { Layout.fillHeight: true }
                // Flows, not rows: longer languages wrap the buttons instead of widening the
                // panel over the report.
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    // A run's report or a sweep's, whichever is on show (a sweep's were greyed).
                    enabled: view.job.hasReport && !view.job.running
                    // A sweep read from its report holds no games: nothing to write as CSV.
                    Button { objectName: "labExportCsv"; text: qsTr("Export CSV…"); enabled: !view.sweeping || view.sweep.origin === ""; onClicked: csvDialog.open() }
                    Button { objectName: "labExportJson"; text: qsTr("Export JSON…"); onClicked: jsonDialog.open() }
                    // A sweep's web page (a run's is under its verdict: Export report…).
                    Button { objectName: "labExportSweepReport"; visible: view.sweeping; text: qsTr("Export report…"); onClicked: sweepReportDialog.open() }
                }
                // Runs too long for this machine: split them into shards for other machines
                // (GNU parallel, Slurm), and bring their shard files back here.
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    enabled: !lab.running && !sweep.running  // sweeps shard with goalscorer-cli lab --sweep (README)
                    Button {
                        objectName: "labExportCluster"
                        text: qsTr("Export as cluster job…")
                        enabled: view.variants.length > 0 && !view.sweeping
                        onClicked: clusterDialog.open()
                    }
                    Button { objectName: "labOpenResults"; text: qsTr("Open results…"); onClicked: resultsDialog.open() }
                }
                LabRecordsPanel {  // games people played, beside the computer's (issue 31, 3)
                    id: recordsPanel
                    objectName: "labRecordsPanel"
                    Layout.fillWidth: true
                    lab: lab
                    enabled: !view.sweeping
                    options: () => ({white: view.specOf(whiteBox), black: view.specOf(blackBox), seed: seedField.text})
                }
            }
            }
        }

        // ---- The report (LabReportPane.qml)
        LabReportPane {
            id: reportPane
            lab: lab
            sweep: sweep
            job: view.job
            sweeping: view.sweeping
            colours: view.seriesColours
            Layout.fillWidth: true
            Layout.preferredWidth: 100  // the rest of the row, whatever the content's width
            Layout.fillHeight: true
        }
    }

    // The run as set up on the left, split into shards, written to a folder the user picks.
    function exportCluster(folder) { return clusterDialog.exportTo(folder) }
    LabClusterDialog {
        id: clusterDialog
        anchors.centerIn: parent
        lab: lab
        options: () => view.options()
        games: gamesBox.value
    }
    FilePicker {
        id: resultsDialog
        title: qsTr("Open the shard files of a lab run")
        multiple: true
        // A saved JSON report is played again (Run again); shard files are read.
        nameFilters: [qsTr("Shard files (*.jsonl)"), qsTr("Lab reports, to play again, and sweeps' reports (*.json)")]
        onAccepted: view.openResultFiles(selectedFiles)
    }
    FilePicker {
        id: sweepReportDialog
        title: qsTr("Export the sweep as a web page")
        save: true
        defaultSuffix: "html"
        nameFilters: [qsTr("Web pages (*.html)")]
        onAccepted: sweep.exportReport(selectedFile, reportPane.sweepBound)
    }
    FilePicker {
        id: csvDialog
        title: qsTr("Export every game as CSV")
        save: true
        defaultSuffix: "csv"
        nameFilters: [qsTr("CSV files (*.csv)")]
        onAccepted: view.job.exportCsv(selectedFile)
    }
    FilePicker {
        id: jsonDialog
        title: qsTr("Export the report as JSON")
        save: true
        defaultSuffix: "json"
        nameFilters: [qsTr("JSON files (*.json)")]
        onAccepted: view.job.exportJson(selectedFile)
    }
}
