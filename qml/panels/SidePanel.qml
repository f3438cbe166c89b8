// Beside the pitch: score board, turn counter, what to do now, counters out of the game,
// and the event log.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Pane {
    id: panel
    required property var session
    padding: 14

    background: Rectangle { color: Theme.window }

    component OutRow: RowLayout {
        id: outRow
        property bool white
        property var labels: []
        spacing: 4
        Label {
            textFormat: Text.PlainText
            text: outRow.white ? qsTr("White out:") : qsTr("Black out:")
            color: Theme.textMuted
            Layout.preferredWidth: Math.max(74, implicitWidth)  // "Weiß, ausgeschieden:" is longer
            Layout.alignment: Qt.AlignTop
        }
        Flow {  // wraps: a composed position can have many counters out
            Layout.fillWidth: true
            spacing: 3
            Repeater {
                model: outRow.labels
                Counter {
                    required property string modelData
                    objectName: "outCounter_" + (outRow.white ? "white_" : "black_") + modelData
                    width: 22
                    height: 22
                    white: outRow.white
                    label: modelData === "s" ? "" : modelData
                    star: modelData === "s"
                }
            }
            Label {
                textFormat: Text.PlainText
                visible: outRow.labels.length === 0
                text: qsTr("none")
                color: Theme.textAside
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
            color: Theme.deep
            border.color: Theme.border
            RowLayout {
                anchors.fill: parent
                anchors.margins: 10
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    // A longer name (Spanish "Ordenador (Principiante)" at 1024×700) is drawn smaller, not cut.
                    Label { textFormat: Text.PlainText; text: "● " + panel.session.scoreboard.whiteName; color: Theme.whiteBody; font.pixelSize: 14; fontSizeMode: Text.HorizontalFit; minimumPixelSize: 10; elide: Text.ElideRight; Layout.fillWidth: true }
                    Label { textFormat: Text.PlainText; text: "● " + panel.session.scoreboard.blackName; color: Theme.textFaint; font.pixelSize: 14; fontSizeMode: Text.HorizontalFit; minimumPixelSize: 10; elide: Text.ElideRight; Layout.fillWidth: true }
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "scoreLabel"
                    text: panel.session.scoreboard.whiteScore + " – " + panel.session.scoreboard.blackScore
                    color: Theme.gold
                    font.pixelSize: 32
                    font.bold: true
                    font.family: "monospace"
                }
            }
        }

        // Clocks, in variants that have them: each side's game time and this move's timer.
        RowLayout {
            objectName: "clockRow"
            visible: panel.session.clock.enabled
            Layout.fillWidth: true
            spacing: 8
            // "4:38", or "1:59:57" for a game clock of hours.
            function clockText(ms) {
                const s = Math.ceil(ms / 1000);
                const m = Math.floor(s / 60) % 60, h = Math.floor(s / 3600);
                return (h > 0 ? h + ":" + String(m).padStart(2, "0") : String(m)) + ":" + String(s % 60).padStart(2, "0");
            }
            Repeater {
                model: [{ side: "white", name: qsTr("White"), ms: panel.session.clock.white },
                        { side: "black", name: qsTr("Black"), ms: panel.session.clock.black }]
                delegate: Rectangle {
                    required property var modelData
                    objectName: "clock_" + modelData.side
                    visible: modelData.ms >= 0 && (panel.session.scoreboard.hotSeat || panel.session.scoreboard.humanSide === modelData.side)  // the computer has no clock
                    readonly property bool running: panel.session.clock.running === modelData.side
                    Layout.fillWidth: true
                    Layout.preferredHeight: 34
                    radius: 4
                    color: running ? (modelData.ms < 30000 ? Theme.clockLow : Theme.yourTurn) : Theme.deep
                    border.color: running ? Theme.goodEdge : Theme.border
                    Label {
                        textFormat: Text.PlainText
                        objectName: "clockText_" + modelData.side
                        anchors.centerIn: parent
                        // Smaller rather than past the box ("Schwarz  10:00" in a narrow panel).
                        width: Math.min(implicitWidth, parent.width - 8)
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 9
                        horizontalAlignment: Text.AlignHCenter
                        text: modelData.name + "  " + parent.parent.clockText(modelData.ms)
                        font.family: "monospace"
                        font.pixelSize: 15
                        font.bold: parent.running
                        color: Theme.text
                    }
                }
            }
        }
        // The move timer on a line of its own, so the game clocks keep the row's width.
        Label {
            textFormat: Text.PlainText
            objectName: "moveClockLabel"
            visible: panel.session.clock.enabled && panel.session.clock.move >= 0
            text: qsTr("Move timer %1 s").arg(Math.ceil(panel.session.clock.move / 1000))  // not "Move 15", read as Move 1 / Move 2
            color: panel.session.clock.running !== "" && panel.session.clock.move < 5000 ? Theme.error : Theme.textMuted
            font.bold: panel.session.clock.running !== "" && panel.session.clock.move < 5000
        }

        Label {
            textFormat: Text.PlainText
            objectName: "turnLabel"
            text: panel.session.status.active ? qsTr("Turn %1 of %2 · %3").arg(panel.session.scoreboard.turn).arg(panel.session.scoreboard.turnLimit).arg(panel.session.scoreboard.variantName) : ""
            color: Theme.textMuted
        }

        // What to do now
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: promptText.implicitHeight + 20
            radius: 6
            color: panel.session.status.humanToAct && !panel.session.status.covered ? Theme.yourTurn : Theme.waiting
            border.color: panel.session.status.humanToAct && !panel.session.status.covered ? Theme.goodEdge : Theme.waitingEdge
            RowLayout {
                anchors.fill: parent
                anchors.margins: 10
                BusyIndicator {
                    visible: panel.session.status.thinking
                    running: visible
                    Layout.preferredWidth: 26
                    Layout.preferredHeight: 26
                }
                Label {
                    textFormat: Text.PlainText
                    id: promptText
                    objectName: "promptLabel"
                    text: panel.session.status.prompt
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    font.pixelSize: 15
                    font.bold: true
                    Layout.fillWidth: true
                }
            }
        }

        // Manual setup: the Substitute, and the buttons that finish the arrangement.
        Rectangle {
            objectName: "setupPanel"
            visible: panel.session.setup.side !== "" && !panel.session.status.covered
            Layout.fillWidth: true
            Layout.preferredHeight: setupColumn.implicitHeight + 20
            radius: 6
            color: Theme.setupPanel
            border.color: Theme.accent
            ColumnLayout {
                id: setupColumn
                anchors.fill: parent
                anchors.margins: 10
                Label {
                    textFormat: Text.PlainText
                    objectName: "setupSubstitute"
                    text: qsTr("Your Substitute: %1").arg(panel.session.setup.substitute)
                    color: Theme.text
                    font.pixelSize: 15
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Button { objectName: "setupSwapSub"; text: qsTr("Swap picked counter with Substitute"); onClicked: panel.session.setup.swapWithSubstitute() }
                    Button { objectName: "setupRandom"; text: qsTr("Randomize"); onClicked: panel.session.setup.randomize() }
                    Button { objectName: "setupUndo"; text: qsTr("Undo"); enabled: panel.session.setup.canUndo; onClicked: panel.session.setup.undo() }
                    Button { objectName: "setupDone"; text: qsTr("Done"); highlighted: true; onClicked: panel.session.setup.finish() }
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            objectName: "scoutLabel"
            visible: text !== ""
            Layout.fillWidth: true
            text: panel.session.assist.scoutSummary
            color: Theme.scout
            wrapMode: Text.WordWrap
            font.pixelSize: 12
        }

        Label {
            textFormat: Text.PlainText
            objectName: "hintLabel"
            visible: text !== ""
            text: panel.session.assist.hintText
            color: Theme.hint
            font.pixelSize: 14
            font.bold: true
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }

        OutRow { white: true; labels: panel.session.scoreboard.whiteOut; Layout.fillWidth: true }
        OutRow { white: false; labels: panel.session.scoreboard.blackOut; Layout.fillWidth: true }

        // The Substitutes on the bench: your own with its number, the opponent's hidden until
        // the final whistle; the rule in the tooltip.
        RowLayout {
            objectName: "benchRow"
            Layout.fillWidth: true
            spacing: 12  // "White: none" and "Black: none" read as two (4 px ran them together)
            visible: panel.session.status.active
            HoverHandler { id: benchHover }
            PlainToolTip {
                visible: benchHover.hovered
                width: 320
                text: qsTr("Each side keeps one Substitute off the pitch. When one of your Youth Counters reaches the far Goal Line, you may bring your Substitute on in its place, once a game. The opponent's Substitute stays hidden until the final whistle.")
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Bench:")
                color: Theme.textMuted
                Layout.preferredWidth: Math.max(74, implicitWidth)
            }
            Repeater {
                model: [{white: true, sub: panel.session.scoreboard.whiteSubstitute},
                        {white: false, sub: panel.session.scoreboard.blackSubstitute}]
                Row {
                    required property var modelData
                    spacing: 3
                    Counter {
                        objectName: "benchCounter_" + (parent.modelData.white ? "white" : "black")
                        visible: parent.modelData.sub !== ""
                        width: 22
                        height: 22
                        white: parent.modelData.white
                        hidden: parent.modelData.sub === "?"
                        label: parent.modelData.sub === "?" ? "" : parent.modelData.sub
                    }
                    Label {
                        textFormat: Text.PlainText
                        visible: parent.modelData.sub === ""
                        text: parent.modelData.white ? qsTr("White: none") : qsTr("Black: none")
                        color: Theme.textAside
                    }
                }
            }
            Item { Layout.fillWidth: true }
        }

        Label { textFormat: Text.PlainText; text: qsTr("What happened"); color: Theme.textFaint; font.pixelSize: 12 }
        Frame {
            Layout.fillWidth: true
            Layout.fillHeight: true
            padding: 4
            background: Rectangle { color: Theme.base; radius: 4; border.color: Theme.logEdge }
            ListView {
                id: logView
                objectName: "eventLog"
                anchors.fill: parent
                clip: true
                model: panel.session.log
                spacing: 2
                ScrollBar.vertical: ScrollBar {}
                // The newest line stays in sight whenever the log grows or the panel above it
                // takes more room (the hint, the game's end), unless the reader scrolled back.
                property bool following: true
                function follow() { if (following) Qt.callLater(positionViewAtEnd) }
                onMovementEnded: following = atYEnd
                onCountChanged: { following = following || count <= 1; follow() }
                onHeightChanged: follow()
                onContentHeightChanged: follow()
                delegate: Label {
                    textFormat: Text.PlainText
                    required property string line
                    required property string side
                    required property string kind
                    width: logView.width - 12
                    text: (side === "white" ? "○ " : side === "black" ? "● " : "") + line
                    wrapMode: Text.WordWrap
                    color: kind === "goal" || kind === "end" ? Theme.gold : kind === "capture" ? Theme.logCapture : kind === "info" ? Theme.logInfo : Theme.logLine
                    font.pixelSize: 12
                }
            }
        }
    }
}
