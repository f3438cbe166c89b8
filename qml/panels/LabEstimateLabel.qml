// How long the run set up in the Lab's form will take, measured on a few of its own games
// (LabEstimate) a moment after the form last changed, and said under Run.
import QtQuick
import QtQuick.Controls
import Goalscorer

Label {
    textFormat: Text.PlainText
    id: label
    // The run as LabSession::start takes it, and how many times over it plays (2 when two
    // variants are compared, a sweep's number of values); 0 runs: the form makes no run.
    required property var options
    required property int runs
    // False while a run plays: its own progress and time left are shown then.
    property bool idle: true
    readonly property alias estimate: estimate

    objectName: "labEstimate"
    wrapMode: Text.WordWrap
    color: Theme.textMuted
    visible: idle && runs > 0 && text !== ""
    // Nothing while the form makes no run (its error says why).
    text: estimate.seconds >= 0 ? estimate.text : estimate.measuring ? qsTr("Timing a few games…") : ""

    LabEstimate { id: estimate }
    // The form's state as one value: any change measures again once typing has paused.
    readonly property string form: JSON.stringify(options) + "×" + runs
    onFormChanged: if (idle) timer.restart()
    onIdleChanged: {
        if (!idle)
            estimate.cancel();
        else
            timer.restart();
    }
    Timer { id: timer; interval: 400; running: true; onTriggered: if (label.idle && label.runs > 0) estimate.measure(label.options, label.runs) }
}
