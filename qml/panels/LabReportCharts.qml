// The Lab report's charts: results, special events, how games end and game length, A's bars
// beside B's in their colours, filled from the report's series whenever a report arrives.
// Its words keep LabView's translation context (qsTranslate): they were written there, and
// translations/*.ts hold them under it.
import QtQuick
import QtQuick.Layouts
import QtCharts
import Goalscorer

GridLayout {
    id: charts
    required property LabSession lab
    required property var colours  // A's and B's, as the table names them
    columnSpacing: 8
    rowSpacing: 8

    Connections {
        target: charts.lab
        function onReportChanged() { charts.refresh() }
    }
    // The legend names the variants as the table does, in the language of the moment.
    Connections {
        target: charts.lab.reportModel
        function onNameAChanged() { charts.nameSeries() }
        function onNameBChanged() { charts.nameSeries() }
    }
    function nameSeries() {
        for (const series of [resultsSeries, endSeries, lengthSeries, eventSeries])
            for (let i = 0; i < series.count; ++i)
                series.at(i).label = i === 0 ? charts.lab.reportModel.nameA : charts.lab.reportModel.nameB;
    }

    // A chart's category labels turn when the widest would touch its neighbour (German's
    // "Star an der Torlinie" beside "Star geschlagen" in a narrow window).
    FontMetrics { id: chartLabels; font: endAxis.labelsFont }
    function labelsAngle(chart, categories) {
        const slot = chart.plotArea.width / Math.max(1, categories.length);
        let widest = 0;
        for (const c of categories)
            widest = Math.max(widest, chartLabels.advanceWidth(c));
        return widest + 12 <= slot ? 0 : -30;
    }

    // The report's series, A then B.
    function refresh() {
        const report = charts.lab.reportModel;
        const rs = report.series;
        resultsSeries.clear();
        endSeries.clear();
        lengthSeries.clear();
        eventSeries.clear();
        lengthAxis.categories = report.turns;
        let lengthMax = 1, eventMax = 0.1;
        rs.forEach((r, i) => {
            const name = i === 0 ? report.nameA : report.nameB;
            let set = resultsSeries.append(name, r.results);
            set.color = charts.colours[i];
            set = endSeries.append(name, r.endings);
            set.color = charts.colours[i];
            r.lengths.forEach(share => lengthMax = Math.max(lengthMax, share));
            set = lengthSeries.append(name, r.lengths);
            set.color = charts.colours[i];
            r.events.forEach(e => eventMax = Math.max(eventMax, e));
            set = eventSeries.append(name, r.events);
            set.color = charts.colours[i];
        });
        lengthValues.max = lengthMax * 1.1;
        lengthValues.applyNiceNumbers();
        eventValues.max = eventMax * 1.15;
        eventValues.applyNiceNumbers();
    }

    ChartView {
        id: resultsChart
        objectName: "labResultsChart"
        Layout.fillWidth: true
        Layout.preferredWidth: 300
        Layout.preferredHeight: 260
        title: qsTranslate("LabView", "Results (% of games)")
        theme: ChartView.ChartThemeDark
        antialiasing: true
        legend.alignment: Qt.AlignBottom
        BarSeries {
            id: resultsSeries
            axisX: BarCategoryAxis {
                id: resultsAxis
                categories: [qsTranslate("LabView", "White"), qsTranslate("LabView", "Draw"), qsTranslate("LabView", "Black")]
                truncateLabels: false
                labelsAngle: charts.labelsAngle(resultsChart, categories)
            }
            axisY: ValueAxis { min: 0; max: 100; labelFormat: "%d" }
        }
    }
    ChartView {
        id: eventChart
        objectName: "labEventChart"
        Layout.fillWidth: true
        Layout.preferredWidth: 520
        Layout.preferredHeight: 260
        title: qsTranslate("LabView", "Special events (per game)")
        theme: ChartView.ChartThemeDark
        antialiasing: true
        legend.alignment: Qt.AlignBottom
        BarSeries {
            id: eventSeries
            axisX: BarCategoryAxis {
                categories: [qsTranslate("LabView", "Penalties"), qsTranslate("LabView", "Offsides"), qsTranslate("LabView", "Promotions"), qsTranslate("LabView", "Subs")]
                truncateLabels: false
                labelsAngle: charts.labelsAngle(eventChart, categories)
            }
            axisY: ValueAxis { id: eventValues; min: 0; max: 1; labelFormat: "%.2g" }
        }
    }
    ChartView {
        id: endChart
        objectName: "labEndChart"
        Layout.columnSpan: charts.columns  // a span wider than the grid put it over the others
        Layout.fillWidth: true
        Layout.preferredHeight: endAxis.labelsAngle === 0 ? 260 : 300  // turned labels take room from the bars
        title: qsTranslate("LabView", "How games end (% of games)")
        theme: ChartView.ChartThemeDark
        antialiasing: true
        legend.alignment: Qt.AlignBottom
        BarSeries {
            id: endSeries
            axisX: BarCategoryAxis {
                id: endAxis
                categories: charts.lab.reportModel.endings
                truncateLabels: false
                labelsAngle: charts.labelsAngle(endChart, categories)
            }
            axisY: ValueAxis { min: 0; max: 100; labelFormat: "%d" }
        }
    }
    ChartView {
        objectName: "labLengthChart"
        Layout.columnSpan: charts.columns  // a span wider than the grid put it over the others
        Layout.fillWidth: true
        Layout.preferredHeight: 260
        title: qsTranslate("LabView", "Game length: turn the game ended in (% of games)")
        theme: ChartView.ChartThemeDark
        antialiasing: true
        legend.alignment: Qt.AlignBottom
        BarSeries {
            id: lengthSeries
            barWidth: 0.9
            axisX: BarCategoryAxis { id: lengthAxis; labelsFont.pixelSize: 8 }
            axisY: ValueAxis { id: lengthValues; min: 0; max: 10; labelFormat: "%.3g" }
        }
    }
}
