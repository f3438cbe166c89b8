// One measure of a sweep against the setting: a line per series (up to three: White wins,
// Black wins, draws) through the values, each in a band of its 95% interval.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Goalscorer

ColumnLayout {
    id: root
    // {key, title, unit, lines: [{name, points: [{x, y, low, high}]}]} (LabSweep::charts)
    required property var measure
    property string axisTitle: ""
    readonly property var colours: [Theme.labSeriesA, Theme.labSeriesB, Theme.good]
    spacing: 0

    function refill() {
        const lines = measure ? measure.lines : [];
        const bands = [band0, band1, band2], estimates = [line0, line1, line2];
        let lowest = Infinity, highest = -Infinity, first = Infinity, last = -Infinity;
        for (let i = 0; i < 3; ++i) {
            const l = lines[i];
            bands[i].upperSeries.clear();
            bands[i].lowerSeries.clear();
            estimates[i].clear();
            bands[i].visible = estimates[i].visible = !!l;
            if (!l)
                continue;
            for (const p of l.points) {
                bands[i].upperSeries.append(p.x, p.high);
                bands[i].lowerSeries.append(p.x, p.low);
                estimates[i].append(p.x, p.y);
                lowest = Math.min(lowest, p.low);
                highest = Math.max(highest, p.high);
                first = Math.min(first, p.x);
                last = Math.max(last, p.x);
            }
        }
        if (first === Infinity)
            return;
        xAxis.min = first;
        xAxis.max = Math.max(first + 1, last);
        const n = lines[0].points.length;
        xAxis.tickCount = n >= 2 && n <= 11 ? n : 5;  // a tick at every value when they are few
        const pad = Math.max(0.01, (highest - lowest) * 0.08);
        // Shares stay within 0–100% (a share's axis ran from -50% to 150%) and counts above
        // 0; only White's edge (points) may be negative.
        yAxis.min = measure.unit === "points" ? lowest - pad : Math.max(0, lowest - pad);
        yAxis.max = measure.unit === "%" ? Math.min(100, highest + pad) : highest + pad;
        yAxis.applyNiceNumbers();
        if (measure.unit !== "points")
            yAxis.min = Math.max(0, yAxis.min);
        if (measure.unit === "%")
            yAxis.max = Math.min(100, yAxis.max);
        // Labels as rounded as the ticks' step ("0", not 6.94e-18 from the tick arithmetic).
        const step = (yAxis.max - yAxis.min) / Math.max(1, yAxis.tickCount - 1);
        yAxis.labelFormat = "%." + Math.min(3, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9))) + "f";
    }
    onMeasureChanged: refill()
    Component.onCompleted: refill()

    ChartView {
        id: chart
        objectName: "labSweepChart_" + (root.measure ? root.measure.key : "")
        Layout.fillWidth: true
        Layout.preferredHeight: 240
        title: root.measure ? root.measure.title : ""
        theme: ChartView.ChartThemeDark
        antialiasing: true
        legend.visible: false  // the legend below names the lines (the bands have none)
        ValueAxis { id: xAxis; labelFormat: "%d"; titleText: root.axisTitle }
        ValueAxis { id: yAxis; labelFormat: "%.3g" }
        AreaSeries { id: band0; axisX: xAxis; axisY: yAxis; color: root.colours[0]; opacity: 0.25; borderWidth: 0; upperSeries: LineSeries {} lowerSeries: LineSeries {} }
        AreaSeries { id: band1; axisX: xAxis; axisY: yAxis; color: root.colours[1]; opacity: 0.25; borderWidth: 0; upperSeries: LineSeries {} lowerSeries: LineSeries {} }
        AreaSeries { id: band2; axisX: xAxis; axisY: yAxis; color: root.colours[2]; opacity: 0.25; borderWidth: 0; upperSeries: LineSeries {} lowerSeries: LineSeries {} }
        LineSeries { id: line0; axisX: xAxis; axisY: yAxis; color: root.colours[0]; width: 2; pointsVisible: true }
        LineSeries { id: line1; axisX: xAxis; axisY: yAxis; color: root.colours[1]; width: 2; pointsVisible: true }
        LineSeries { id: line2; axisX: xAxis; axisY: yAxis; color: root.colours[2]; width: 2; pointsVisible: true }
    }
    // Why a value has no point (a gap in the line), e.g. every game drawn at that setting.
    Label {
        textFormat: Text.PlainText
        objectName: "labSweepNote_" + (root.measure ? root.measure.key : "")
        visible: text !== ""
        text: root.measure && root.measure.note ? root.measure.note : ""
        font.pixelSize: 11
        color: Theme.textMuted
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
        Layout.leftMargin: 8
    }
    // The legend: each line's name in its colour, and what the band is.
    Flow {
        Layout.fillWidth: true
        Layout.leftMargin: 8
        spacing: 12
        Repeater {
            model: root.measure ? root.measure.lines : []
            delegate: Label {
                textFormat: Text.PlainText
                required property var modelData
                required property int index
                text: "— " + modelData.name
                color: root.colours[index]
                font.pixelSize: 11
            }
        }
        Label { textFormat: Text.PlainText; text: qsTr("shaded: 95% interval"); font.pixelSize: 11; opacity: 0.7 }
    }
}
