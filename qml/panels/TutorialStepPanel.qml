// The tutorial player's side panel: where the learner is (step n of m), the step's caption or
// the exercise's task, what the tutorial says to a try, the exercise's Hint and Show solution
// (and a substitution's two answers), Next, the end of the tutorial, the score and the keys.
// Its words keep TutorialView's translation context (qsTranslate): they were written there,
// and translations/*.ts hold them under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Pane {
    id: panel
    required property TutorialSession tutorial
    // Showing the tutorial recorder's preview: its end leads back to the recording.
    required property bool previewing
    signal backToRecorder()
    padding: 16
    background: Rectangle { color: Theme.window }
    ColumnLayout {
        anchors.fill: parent
        spacing: 12
        Label {
            textFormat: Text.PlainText
            text: qsTranslate("TutorialView", "Step %1 of %2").arg(panel.tutorial.step.stepIndex + 1).arg(panel.tutorial.step.stepCount)
            color: Theme.textFaint
        }
        ProgressBar {
            Layout.fillWidth: true
            from: 0
            to: Math.max(1, panel.tutorial.step.stepCount)
            value: panel.tutorial.step.stepIndex + (panel.tutorial.exercise.awaitingAnswer ? 0 : 1)
        }
        Rectangle {  // the caption, or the exercise's task
            Layout.fillWidth: true
            Layout.preferredHeight: textBox.implicitHeight + 28
            radius: 8
            color: panel.tutorial.exercise.awaitingAnswer ? Theme.exerciseBox : Theme.deep
            border.color: panel.tutorial.exercise.awaitingAnswer ? Theme.exerciseEdge : Theme.border
            ColumnLayout {
                id: textBox
                anchors.fill: parent
                anchors.margins: 14
                spacing: 6
                Label {
                    textFormat: Text.PlainText
                    visible: panel.tutorial.exercise.awaitingAnswer
                    text: qsTranslate("TutorialView", "Your move")
                    color: Theme.gold
                    font.bold: true
                    font.capitalization: Font.AllUppercase
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "tutorialText"
                    text: panel.tutorial.exercise.awaitingAnswer ? panel.tutorial.exercise.prompt : panel.tutorial.step.caption
                    wrapMode: Text.WordWrap
                    font.pixelSize: 17
                    Layout.fillWidth: true
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "tutorialFeedback"
            visible: text !== ""
            text: panel.tutorial.exercise.feedback
            wrapMode: Text.WordWrap
            color: panel.tutorial.exercise.awaitingAnswer && panel.tutorial.exercise.wrongAnswers > 0 ? Theme.wrong : Theme.good
            Layout.fillWidth: true
        }
        RowLayout {
            visible: panel.tutorial.exercise.awaitingAnswer
            Button { objectName: "tutorialHint"; text: qsTranslate("TutorialView", "Hint"); onClicked: panel.tutorial.showHint() }
            Button { objectName: "tutorialSolution"; text: qsTranslate("TutorialView", "Show solution"); onClicked: panel.tutorial.showSolution() }
        }
        RowLayout {  // a substitution asked for in an exercise
            visible: panel.tutorial.exercise.awaitingAnswer && panel.tutorial.step.phase === "s"
            Button { objectName: "tutorialSub"; text: qsTranslate("TutorialView", "Bring on the Substitute"); onClicked: panel.tutorial.chooseSubstitution(true) }
            Button { objectName: "tutorialKeep"; text: qsTranslate("TutorialView", "Keep the counter"); onClicked: panel.tutorial.chooseSubstitution(false) }
        }
        Button {
            objectName: "tutorialNextBig"
            visible: !panel.tutorial.exercise.awaitingAnswer && !panel.tutorial.step.finished
            enabled: !panel.tutorial.step.playing
            text: qsTranslate("TutorialView", "Next  ›")
            highlighted: true
            Layout.fillWidth: true
            onClicked: panel.tutorial.next()
        }
        Label {
            textFormat: Text.PlainText
            visible: panel.tutorial.step.finished
            text: qsTranslate("TutorialView", "Tutorial complete. Well played!")
            color: Theme.good
            font.bold: true
        }
        Button {
            objectName: "tutorialEndBack"
            visible: panel.tutorial.step.finished
            // A preview of the recorder's tutorial ends where it came from.
            text: panel.previewing ? qsTranslate("TutorialView", "Back to the recorder") : qsTranslate("TutorialView", "Back to the chapters")
            Layout.fillWidth: true
            onClicked: {
                if (panel.previewing) {
                    panel.backToRecorder();
                } else {
                    panel.tutorial.close();
                    panel.tutorial.reloadList();
                }
            }
        }
        Item { Layout.fillHeight: true }
        Label {
            textFormat: Text.PlainText
            text: qsTranslate("TutorialView", "Score  White %1 – %2 Black").arg(panel.tutorial.step.whiteScore).arg(panel.tutorial.step.blackScore)
            color: Theme.textMuted
        }
        Label {
            textFormat: Text.PlainText
            text: qsTranslate("TutorialView", "Keys: → or N next, ← or B back; in an exercise, arrows and Enter pick and place.")
            color: Theme.textAside
            font.pixelSize: 12
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
    }
}
