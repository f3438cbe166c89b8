// The variant editor's pitch: the tools (a Youth square, a Midfield rank, the Goalkeeper's
// Area, a First Teamer's starting square) and the squares they are clicked on, rank 1 at the
// bottom as White sees it, with a keyboard cursor; what the colours mean below.
// Its words keep VariantEditorView's translation context (qsTranslate): they were written
// there, and translations/*.ts hold them under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

ColumnLayout {
    id: panel
    required property VariantEditor editor
    spacing: 8

    // Qt 6.4's column keeps its wrapped texts' and flows' heights from before its width
    // changed (they change while it sets the new width, which it does not hear): shown after
    // the window was resized while the room was hidden, it squeezed the pitch under them.
    // So when one of them changes height it is made to ask again, once the pass that changed
    // it is over.
    function relayout() {
        panel.spacing = 7;  // a change of spacing makes a layout forget every size it kept
        panel.spacing = 8;
    }

    readonly property Item legend: legend  // the key to the pitch's colours, at its foot
    Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "Variant editor"); font.pixelSize: 20; font.bold: true }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        opacity: 0.8
        text: qsTranslate("VariantEditorView", "Pick a tool, then click squares. Starting squares are White's; Black's mirror them.")
        onImplicitHeightChanged: Qt.callLater(panel.relayout)  // see there
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        onImplicitHeightChanged: Qt.callLater(panel.relayout)  // see there
        Repeater {
            model: [{ tool: "youth", label: qsTranslate("VariantEditorView", "Youth square") },
                    { tool: "midfield", label: qsTranslate("VariantEditorView", "Midfield rank") },
                    { tool: "keeper", label: qsTranslate("VariantEditorView", "Goalkeeper's Area") }]
            delegate: Button {
                required property var modelData
                objectName: "tool_" + modelData.tool
                text: modelData.label
                checkable: true
                checked: panel.editor.tool === modelData.tool
                highlighted: checked
                onClicked: panel.editor.tool = modelData.tool
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        onImplicitHeightChanged: Qt.callLater(panel.relayout)  // see there
        Label { textFormat: Text.PlainText; text: qsTranslate("VariantEditorView", "First Teamer:"); height: 30; verticalAlignment: Text.AlignVCenter }
        Repeater {
            model: 11
            delegate: Button {
                required property int index
                objectName: "tool_" + (index + 1)
                text: String(index + 1)
                implicitWidth: 32
                checkable: true
                checked: panel.editor.tool === String(index + 1)
                highlighted: checked
                onClicked: panel.editor.tool = String(index + 1)
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
            readonly property real cell: Math.max(10, Math.min((parent.width - 20) / Math.max(1, panel.editor.files), (parent.height - 4) / Math.max(1, panel.editor.ranks)))
            anchors.horizontalCenter: parent.horizontalCenter
            columns: Math.max(1, panel.editor.files)
            // The keyboard: Tab comes here, the arrows move a cursor (rank 1 at the
            // bottom), Enter or Space puts the tool on the square under it, as a click
            // does; a screen reader reads that square.
            activeFocusOnTab: true
            property int cursorFile: 0
            property int cursorRank: 0
            readonly property var cursorSquare: panel.editor.squares.find(q => q.file === cursorFile && q.rank === cursorRank) ?? null
            function describe(q) {
                let words = q.name;
                if (q.area === "keeper")
                    words += ", " + qsTranslate("VariantEditorView", "Goalkeeper's Area");
                else if (q.area === "midfield")
                    words += ", " + qsTranslate("VariantEditorView", "Midfield Area");
                if (q.start === "Y")
                    words += ", " + qsTranslate("VariantEditorView", "a Youth starting square");
                else if (q.start !== "")
                    words += ", " + qsTranslate("VariantEditorView", "the starting square of First Teamer %1").arg(q.start);
                if (q.problem)
                    words += ", " + qsTranslate("VariantEditorView", "a problem");
                return words;
            }
            Accessible.role: Accessible.Table
            Accessible.name: cursorSquare ? describe(cursorSquare) : ""
            Keys.onPressed: (event) => {
                const step = {[Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, 1], [Qt.Key_Down]: [0, -1]}[event.key];
                if (step) {
                    cursorFile = Math.max(0, Math.min(panel.editor.files - 1, cursorFile + step[0]));
                    cursorRank = Math.max(0, Math.min(panel.editor.ranks - 1, cursorRank + step[1]));
                } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) && cursorSquare) {
                    panel.editor.clickSquare(cursorSquare.index);
                } else {
                    return;
                }
                event.accepted = true;
            }
            Repeater {
                // Top row first: the last rank.
                model: panel.editor.squares.slice().sort((a, b) => (b.rank - a.rank) || (a.file - b.file))
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
                        onClicked: panel.editor.clickSquare(modelData.index)
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
        id: legend
        objectName: "variantLegend"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: 11
        opacity: 0.75
        text: qsTranslate("VariantEditorView", "Dark green: Goalkeeper's Areas · olive: Midfield Area · ? a Youth starting square · numbers: starting First Teamers · red edge: a problem.")
    }
}
