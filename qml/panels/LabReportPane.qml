// The Lab's report, right of its form: what to do while there is none, then a run's verdict
// (LabVerdictPanel), table (LabReportTable) and charts (LabReportCharts), or a sweep's charts
// (LabSweepCharts); greyed while a new run plays.
// Its words keep LabView's translation context (qsTranslate): they were written there, and
// translations/*.ts hold them under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

ScrollView {
    id: pane
    objectName: "labReport"
    required property LabSession lab
    required property LabSweep sweep
    required property var job  // the run the report follows: the lab's, or the sweep's
    required property bool sweeping  // a sweep's charts instead of a run's report
    required property var colours  // the series' colours, A and B
    // The report on show is the last run's while a new one plays (greyed, "From the last run").
    readonly property bool staleReport: job.running && job.hasReport
    property alias verdict: verdictPanel  // the verdict, Run again and Export report…
    readonly property real sweepBound: sweepCharts.bound  // the designer's target for White's edge, ± points
    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        id: reportColumn
        width: pane.availableWidth
        spacing: 10

        Label {
            textFormat: Text.PlainText
            visible: !pane.job.hasReport
            Layout.fillWidth: true
            Layout.topMargin: 40
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            opacity: 0.7
            font.pixelSize: 15
            text: pane.job.running ? qsTranslate("LabView", "Playing…") : pane.sweeping ? qsTranslate("LabView", "Choose a setting and its values, then Run: the same games are played at every value.") : qsTranslate("LabView", "Choose a variant and the players, then Run. Tick “Compare with” to measure a rule change against the rules it changes.")
        }

        // While a new run plays, the report on show is the last run's: greyed, and said so.
        Label {
            textFormat: Text.PlainText
            objectName: "labStale"
            visible: pane.staleReport
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.italic: true
            text: qsTranslate("LabView", "From the last run: a new run is playing.")
        }

        LabSweepCharts {
            id: sweepCharts
            objectName: "labSweepReport"
            sweep: pane.sweep
            visible: pane.sweeping && pane.sweep.hasReport
            opacity: pane.staleReport ? 0.4 : 1
            Layout.fillWidth: true
            columns: pane.availableWidth < 760 ? 1 : 2
        }

        // What was found, in words, and what was run (LabVerdictPanel.qml).
        LabVerdictPanel {
            id: verdictPanel
            objectName: "labVerdictPanel"
            lab: pane.lab
            visible: !pane.sweeping && (pane.lab.hasReport || verdictPanel.report.error !== "")
            opacity: pane.staleReport ? 0.4 : 1
            Layout.fillWidth: true
        }

        // The numbers, with 95% intervals; the last column says what the change did.
        LabReportTable {
            objectName: "labTable"
            lab: pane.lab
            colours: pane.colours
            visible: pane.lab.hasReport && !pane.sweeping
            opacity: pane.staleReport ? 0.4 : 1
            Layout.fillWidth: true
        }
        Label {
            textFormat: Text.PlainText
            visible: pane.lab.comparing && !pane.sweeping
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: 11
            opacity: 0.7
            text: qsTranslate("LabView", "● marks a difference unlikely to be chance (p < 0.05). Intervals are 95%: with more games they narrow.")
        }

        // The charts on the dark chart theme's own background (LabReportCharts.qml).
        LabReportCharts {
            lab: pane.lab
            colours: pane.colours
            visible: pane.lab.hasReport && !pane.sweeping
            opacity: pane.staleReport ? 0.4 : 1
            Layout.fillWidth: true
            columns: pane.availableWidth < 760 ? 1 : 2  // one chart a row when narrow: labels read whole
        }
    }
}
