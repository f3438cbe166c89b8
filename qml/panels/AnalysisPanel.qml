// Post-game analysis under the pitch: the player's chance over the game as a chart, the
// costly moves marked on it (inaccuracy, mistake, blunder), progress and Cancel while it
// runs. A click on the chart takes the review to that position, where the pitch shows the
// better move as an arrow and the panel says what it cost.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Goalscorer

Rectangle {
    id: panel
    required property var session
    required property PostGameAnalysis analysis
    objectName: "analysisPanel"
    color: Theme.deep
    implicitHeight: 230
    visible: analysis.running || analysis.ready

    readonly property int count: analysis.points.length
    onCountChanged: drawCursor()
    // Reads the summary too: a language switch rewords it (resultChanged), and the note with it.
    readonly property string note: session.review.reviewing && analysis.summary !== "" ? analysis.noteAt(session.review.reviewIndex) : ""

    function colourOf(verdict) {
        return verdict === "blunder" ? Theme.blunder : verdict === "mistake" ? Theme.mistake : Theme.inaccuracy;
    }
    function rebuild() {
        chanceSeries.clear();
        for (const s of [inaccuracySeries, mistakeSeries, blunderSeries])
            s.clear();
        const pts = analysis.points;
        // Point i is the position after i moves; its verdict grades move i, so the dot sits
        // where that move was played.
        for (let i = 0; i < pts.length; ++i) {
            chanceSeries.append(i, pts[i].chance);
            if (pts[i].verdict === "inaccuracy") inaccuracySeries.append(i, pts[i].chance);
            else if (pts[i].verdict === "mistake") mistakeSeries.append(i, pts[i].chance);
            else if (pts[i].verdict === "blunder") blunderSeries.append(i, pts[i].chance);
        }
        xAxis.max = Math.max(1, pts.length - 1);
    }
    // A click anywhere on the chart: the nearest position, in review.
    function jumpTo(x) {
        const index = Math.max(0, Math.min(panel.count - 1, Math.round(x)));
        if (!session.review.reviewing)
            session.startReview();
        session.reviewGoTo(index);
    }
    Connections {
        target: panel.analysis
        function onResultChanged() { panel.rebuild() }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 10

        // The words beside the chart scroll if a long note needs more than the panel's height
        // (a fixed height: one that followed the text fed back into the layout).
        // 300 px where there is room; where the panel is narrow (the window's smallest
        // sizes) the words give way first, down to 170 px, so the chart keeps its 180.
        ScrollView {
            id: infoScroll
            Layout.preferredWidth: 300
            Layout.maximumWidth: 300
            Layout.minimumWidth: 170
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true
        ColumnLayout {
            id: infoColumn
            width: infoScroll.availableWidth
            spacing: 6
            Label {
                textFormat: Text.PlainText
                objectName: "analysisTitle"
                text: analysis.running ? qsTr("Analysing the game…")
                      : analysis.side === "black" ? qsTr("Analysis from Black's seat") : qsTr("Analysis from White's seat")
                color: Theme.text
                font.bold: true
                font.pixelSize: 15
                Layout.fillWidth: true
                wrapMode: Text.WordWrap  // Spanish's title is longer than the column at 1024×700
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Only what that side could see at each move is used.")
                color: Theme.textFaint
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            RowLayout {
                visible: analysis.running
                Layout.fillWidth: true
                ProgressBar {
                    objectName: "analysisProgress"
                    Layout.fillWidth: true
                    from: 0
                    to: 1
                    value: analysis.progress
                }
                Button { objectName: "analysisCancel"; text: qsTr("Cancel"); onClicked: analysis.cancel() }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "analysisSummary"
                visible: analysis.ready
                text: analysis.summary
                color: Theme.textMuted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                textFormat: Text.PlainText
                objectName: "analysisNote"
                visible: text !== ""
                text: panel.note
                color: Theme.gold
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            // The key wraps where the column is narrow; each dot stays with its word.
            Flow {
                visible: analysis.ready
                Layout.fillWidth: true
                spacing: 10
                Repeater {
                    model: [[Theme.inaccuracy, qsTr("Inaccuracy")], [Theme.mistake, qsTr("Mistake")], [Theme.blunder, qsTr("Blunder")]]
                    delegate: Row {
                        required property var modelData
                        spacing: 5
                        Label { textFormat: Text.PlainText; text: "●"; color: parent.modelData[0] }
                        Label { textFormat: Text.PlainText; text: parent.modelData[1]; color: Theme.textMuted }
                    }
                }
            }
        }
        }

        ChartView {
            id: chart
            objectName: "analysisChart"
            Layout.fillWidth: true
            Layout.minimumWidth: 180
            Layout.fillHeight: true
            visible: analysis.ready
            antialiasing: true
            legend.visible: false
            theme: ChartView.ChartThemeDark
            backgroundColor: Theme.deep
            margins { top: 4; bottom: 4; left: 4; right: 4 }
            // Whole moves, as many as fit at one per 40 px (a narrow chart showed only "…"),
            // and the axis' title where it fits whole.
            ValueAxis {
                id: xAxis
                min: 0
                max: 1
                labelFormat: "%d"
                tickType: ValueAxis.TicksDynamic
                tickAnchor: 0
                tickInterval: Math.max(1, Math.ceil((panel.count - 1) / Math.max(1, Math.floor(chart.plotArea.width / 40))))
                titleText: xTitle.advanceWidth + 16 < chart.plotArea.width ? qsTr("Moves played") : ""
            }
            TextMetrics { id: xTitle; font: xAxis.titleFont; text: qsTr("Moves played") }
            ValueAxis { id: yAxis; min: 0; max: 100; tickCount: 5; labelFormat: "%d"; titleText: qsTr("Chance %") }
            LineSeries {
                id: chanceSeries
                axisX: xAxis
                axisY: yAxis
                color: Theme.analysisLine
                width: 2
            }
            LineSeries {  // where the review is
                id: cursorSeries
                axisX: xAxis
                axisY: yAxis
                color: Theme.gold
                width: 1
                visible: panel.session.review.reviewing
            }
            ScatterSeries { id: inaccuracySeries; axisX: xAxis; axisY: yAxis; color: Theme.inaccuracy; markerSize: 9; borderColor: Theme.deep }
            ScatterSeries { id: mistakeSeries; axisX: xAxis; axisY: yAxis; color: Theme.mistake; markerSize: 11; borderColor: Theme.deep }
            ScatterSeries { id: blunderSeries; name: "blunders"; axisX: xAxis; axisY: yAxis; color: Theme.blunder; markerSize: 13; borderColor: Theme.deep }
            // A click goes to the nearest position.
            MouseArea {
                objectName: "analysisChartArea"
                anchors.fill: parent
                onClicked: mouse => panel.jumpTo(chart.mapToValue(Qt.point(mouse.x, mouse.y), chanceSeries).x)
            }
        }
        Button {
            objectName: "analysisClose"
            Layout.alignment: Qt.AlignTop
            text: "✕"
            Accessible.name: ToolTip.text
            flat: true
            onClicked: { analysis.cancel(); analysis.clear() }
            ToolTip.text: qsTr("Close the analysis")
            ToolTip.visible: hovered
        }
    }
    function drawCursor() {
        cursorSeries.clear();
        if (panel.session.review.reviewing && panel.count > 0) {
            cursorSeries.append(panel.session.review.reviewIndex, 0);
            cursorSeries.append(panel.session.review.reviewIndex, 100);
        }
    }
    Connections {
        target: panel.session.review
        function onReviewingChanged() { panel.drawCursor() }
        function onReviewIndexChanged() { panel.drawCursor() }
    }
}
