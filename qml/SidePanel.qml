// Beside the pitch: score board, turn counter, what to do now, counters out of the game,
// and the event log.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    id: panel
    required property var session
    padding: 14

    background: Rectangle { color: "#1d2430" }

    component OutRow: RowLayout {
        id: outRow
        property bool white
        property var labels: []
        spacing: 4
        Label {
            text: outRow.white ? qsTr("White out:") : qsTr("Black out:")
            color: "#b0bec5"
            Layout.preferredWidth: 74
            Layout.alignment: Qt.AlignTop
        }
        Flow {  // wraps: a composed position can have many counters out
            Layout.fillWidth: true
            spacing: 3
            Repeater {
                model: outRow.labels
                Counter {
                    required property string modelData
                    width: 22
                    height: 22
                    white: outRow.white
                    label: modelData === "s" ? "" : modelData
                    star: modelData === "s"
                }
            }
            Label {
                visible: outRow.labels.length === 0
                text: qsTr("none")
                color: "#78909c"
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        // Score board
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 74
            radius: 6
            color: "#0f141b"
            border.color: "#37474f"
            RowLayout {
                anchors.fill: parent
                anchors.margins: 10
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    Label { text: "● " + panel.session.whiteName; color: "#f7f5ee"; font.pixelSize: 14; elide: Text.ElideRight; Layout.fillWidth: true }
                    Label { text: "● " + panel.session.blackName; color: "#90a4ae"; font.pixelSize: 14; elide: Text.ElideRight; Layout.fillWidth: true }
                }
                Label {
                    objectName: "scoreLabel"
                    text: panel.session.whiteScore + " – " + panel.session.blackScore
                    color: "#ffd54f"
                    font.pixelSize: 32
                    font.bold: true
                    font.family: "monospace"
                }
            }
        }

        Label {
            objectName: "turnLabel"
            text: panel.session.active ? qsTr("Turn %1 of %2 · %3").arg(panel.session.turn).arg(panel.session.turnLimit).arg(panel.session.variantName) : ""
            color: "#b0bec5"
        }

        // What to do now
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: promptText.implicitHeight + 20
            radius: 6
            color: panel.session.humanToAct && !panel.session.covered ? "#263d2a" : "#2a2f38"
            border.color: panel.session.humanToAct && !panel.session.covered ? "#66bb6a" : "#455a64"
            RowLayout {
                anchors.fill: parent
                anchors.margins: 10
                BusyIndicator {
                    visible: panel.session.thinking
                    running: visible
                    Layout.preferredWidth: 26
                    Layout.preferredHeight: 26
                }
                Label {
                    id: promptText
                    objectName: "promptLabel"
                    text: panel.session.prompt
                    color: "#eceff1"
                    wrapMode: Text.WordWrap
                    font.pixelSize: 15
                    font.bold: true
                    Layout.fillWidth: true
                }
            }
        }

        Label {
            objectName: "hintLabel"
            visible: text !== ""
            text: panel.session.hintText
            color: "#80d8ff"
            font.pixelSize: 14
            font.bold: true
        }

        OutRow { white: true; labels: panel.session.whiteOut; Layout.fillWidth: true }
        OutRow { white: false; labels: panel.session.blackOut; Layout.fillWidth: true }

        Label { text: qsTr("What happened"); color: "#90a4ae"; font.pixelSize: 12 }
        Frame {
            Layout.fillWidth: true
            Layout.fillHeight: true
            padding: 4
            background: Rectangle { color: "#151b23"; radius: 4; border.color: "#2f3b47" }
            ListView {
                id: logView
                objectName: "eventLog"
                anchors.fill: parent
                clip: true
                model: panel.session.log
                spacing: 2
                ScrollBar.vertical: ScrollBar {}
                onCountChanged: Qt.callLater(positionViewAtEnd)
                delegate: Label {
                    required property string line
                    required property string side
                    required property string kind
                    width: logView.width - 12
                    text: (side === "white" ? "○ " : side === "black" ? "● " : "") + line
                    wrapMode: Text.WordWrap
                    color: kind === "goal" || kind === "end" ? "#ffd54f" : kind === "capture" ? "#ffab91" : kind === "info" ? "#80cbc4" : "#cfd8dc"
                    font.pixelSize: 12
                }
            }
        }
    }
}
