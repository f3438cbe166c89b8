// The Lab report's table: every measure with its 95% interval for A (and B), and, when two
// are compared, the difference B minus A, marked ● where it is unlikely to be chance.
// Its words keep LabView's translation context (qsTranslate): they were written there, and
// translations/*.ts hold them under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

GridLayout {
    id: table
    required property LabSession lab
    required property var colours  // A's and B's, as the charts draw them
    columns: lab.comparing ? 4 : 2
    columnSpacing: 16
    rowSpacing: 4

    Label { textFormat: Text.PlainText; Layout.row: 0; Layout.column: 0; text: "" }
    // Where the report is narrow (the window's smallest width), every column gives way: a
    // value puts its interval on a second line, a name or a label wraps, down to each
    // column's minimum; none grows past its one-line width, so wide windows look as before.
    // An interval breaks before its "(", not after its dash: a word joiner (U+2060, drawn as
    // nothing) on each side of an en dash keeps "(28.5–57.8)" on one line, and the column is
    // never narrower than the widest such piece.
    component ValueCell: Label {
        textFormat: Text.PlainText
        id: cell
        property string value
        text: value.replace(/\u2013/g, "\u2060\u2013\u2060")
        Layout.alignment: Qt.AlignLeft | Qt.AlignTop
        Layout.fillWidth: true
        Layout.minimumWidth: Math.ceil(Math.max(40, ...text.split(" ").map(piece => metrics.advanceWidth(piece)))) + 1
        // No wider than its column's widest one-line value: a grid column gets the smallest
        // of its cells' maximum widths, so each cell's own would wrap the widest.
        property real columnWidest: 0
        Layout.maximumWidth: Math.ceil(Math.max(implicitWidth, columnWidest)) + 1
        wrapMode: Text.WordWrap
        FontMetrics {
            id: metrics
            font: cell.font
        }
    }
    // The widest one-line width in each value column (its heading and its cells).
    function widest(repeater, heading) {
        let w = heading.implicitWidth;
        for (let i = 0; i < repeater.count; ++i) {
            const cell = repeater.itemAt(i);
            if (cell)
                w = Math.max(w, cell.implicitWidth);
        }
        return w;
    }
    readonly property real widestA: widest(columnA, headerA)
    readonly property real widestB: widest(columnB, headerB)
    ValueCell { id: headerA; Layout.row: 0; Layout.column: 1; objectName: "labHeaderA"; value: table.lab.reportModel.nameA; font.bold: true; color: table.colours[0]; columnWidest: table.widestA }
    ValueCell { id: headerB; Layout.row: 0; Layout.column: 2; visible: table.lab.comparing; objectName: "labHeaderB"; value: table.lab.reportModel.nameB; font.bold: true; color: table.colours[1]; columnWidest: table.widestB }
    // The interval on a line of its own by a line break; the names' line wraps where the
    // column is narrower (the records' "Computer games minus Your games" at 1024 px), as the
    // cells under it do. Drawn up from the bottom: were the first row placed before the grid
    // heard the wrapped height (once seen outside offscreen tests), the extra line would rise
    // into the free space above rather than into that row.
    Label {
        textFormat: Text.PlainText
        objectName: "labHeaderDifference"
        Layout.row: 0
        Layout.column: 3
        Layout.fillWidth: true
        Layout.preferredWidth: 160
        Layout.minimumWidth: 96
        Layout.alignment: Qt.AlignLeft | Qt.AlignBottom
        visible: table.lab.comparing
        wrapMode: Text.WordWrap
        verticalAlignment: Text.AlignBottom
        text: qsTranslate("LabView", "%1 minus %2").arg(table.lab.reportModel.nameB).arg(table.lab.reportModel.nameA) + "\n" + qsTranslate("LabView", "(95% interval)")
        font.bold: true
    }
    Repeater {
        model: table.lab.reportModel
        delegate: Label {
            textFormat: Text.PlainText
            required property string label
            required property bool heading  // a section's title ("Game quality")
            required property int index
            Layout.row: 1 + index
            Layout.column: 0
            Layout.alignment: Qt.AlignLeft | Qt.AlignTop  // a row's cells line up when one wraps
            Layout.topMargin: heading ? 8 : 0
            Layout.maximumWidth: Math.min(200, implicitWidth)  // a long label wraps rather than squeezing the numbers
            Layout.minimumWidth: 80
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: label
            font.bold: heading
            opacity: heading ? 1 : 0.85
        }
    }
    Repeater {
        id: columnA
        model: table.lab.reportModel
        delegate: ValueCell {
            required property string a
            required property int index
            Layout.row: 1 + index
            Layout.column: 1
            value: a
            columnWidest: table.widestA
        }
    }
    Repeater {
        id: columnB
        model: table.lab.comparing ? table.lab.reportModel : 0
        delegate: ValueCell {
            required property string b
            required property int index
            Layout.row: 1 + index
            Layout.column: 2
            value: b
            columnWidest: table.widestB
        }
    }
    Repeater {
        model: table.lab.comparing ? table.lab.reportModel : 0
        delegate: Label {
            textFormat: Text.PlainText
            required property string difference
            required property bool significant
            required property int index
            objectName: "labDiff" + index
            Layout.row: 1 + index
            Layout.column: 3
            Layout.alignment: Qt.AlignLeft | Qt.AlignTop
            Layout.fillWidth: true  // the longest column wraps rather than running off
            Layout.preferredWidth: 160
            Layout.minimumWidth: 96
            wrapMode: Text.WordWrap
            text: difference + (significant ? "  ●" : "")
            color: significant ? Theme.gold : palette.text
        }
    }
}
