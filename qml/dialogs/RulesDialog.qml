// Help → Rules: the game in our own words, with the counter abilities table.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

AppDialog {
    id: dialog
    objectName: "rulesDialog"
    title: qsTr("How to play GOALSCORER")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(760, parent ? parent.width - 40 : 760)
    height: Math.min(640, parent ? parent.height - 40 : 640)
    standardButtons: Dialog.Close

    readonly property var abilities: [
        [qsTr("1 Goalkeeper"), qsTr("Nothing happens"), qsTr("— (always a First Teamer)")],
        [qsTr("2, 3 Defenders"), qsTr("Penalty: the opponent removes one of your Youth Counters; a 7–11 is a goal for them"), qsTr("Any square of your Goalkeeper's Area")],
        [qsTr("4, 5 Defenders"), qsTr("Offside: the opponent reveals one of your Youth Counters"), qsTr("Any square of your Goalkeeper's Area")],
        [qsTr("6 Defensive Midfield"), qsTr("Offside"), qsTr("Any square of the Midfield Area")],
        [qsTr("7 Attacking Midfield"), qsTr("Goal"), qsTr("Any square of the Midfield Area")],
        [qsTr("8–11 Forwards"), qsTr("Goal"), qsTr("Any adjacent square")],
        [qsTr("Star Player"), qsTr("2 goals and the game ends"), qsTr("Reaching the Goal Line: 2 goals and the game ends")]
    ]

    // The keys scroll the text (Up, Down, Page Up, Page Down, Home, End): it takes them when the
    // dialog opens, having nothing else to focus.
    onOpened: scroll.forceActiveFocus()
    ScrollView {
        id: scroll
        objectName: "rulesScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        Keys.onPressed: (event) => {
            const f = scroll.contentItem;  // the Flickable
            const page = f.height - 40, line = 40, end = Math.max(0, f.contentHeight - f.height);
            const to = {[Qt.Key_Down]: f.contentY + line, [Qt.Key_Up]: f.contentY - line,
                        [Qt.Key_PageDown]: f.contentY + page, [Qt.Key_PageUp]: f.contentY - page,
                        [Qt.Key_Home]: 0, [Qt.Key_End]: end}[event.key];
            if (to === undefined)
                return;
            f.contentY = Math.max(0, Math.min(end, to));
            event.accepted = true;
        }
        // Always shown while there is more below: a row cut at the dialog's edge looked like the end.
        ScrollBar.vertical.policy: contentHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        ColumnLayout {
            width: parent.width - scroll.ScrollBar.vertical.width - 4  // clear of the scroll bar
            spacing: 10
            Label {
                textFormat: Text.StyledText  // our own text, from our resources: the one place with formatting
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("<b>Aim.</b> Score more goals than your opponent. You score by capturing the other side's goalscorers (7–11) and by getting your Star Player onto the far Goal Line.<br><br>"
                    + "<b>Hidden identities.</b> Each side has counters 1–11, a Star Player and a Substitute off the pitch. Your opponent sees only your First Teamers (the counters with a shirt) and counters that have been revealed (yellow edge). Everything else is a plain disc to them, and theirs to you.<br><br>"
                    + "<b>A turn has two moves.</b> Move 1: step one Youth Counter (the Star Player included) one square forward or diagonally forward onto an empty square. Youth Counters never capture. Move 2: step one First Teamer one square in any direction; 2–6 move only straight, never diagonally, and the Goalkeeper never leaves its Goalkeeper's Area. Moving onto an opponent's counter captures it.<br><br>"
                    + "<b>Captures are a gamble.</b> You learn what you took only when you take it. A goalscorer is a goal; a 2 or 3 gives your opponent a Penalty; a 4, 5 or 6 gives them an Offside decision; the Goalkeeper changes nothing; the Star Player ends the game with 2 goals to you.<br><br>"
                    + "<b>Promotion.</b> A Youth Counter that reaches the far Goal Line becomes a First Teamer. You may first swap it for your Substitute, once per game; the counter that leaves is never shown. Then the new First Teamer makes its First Team Debut Move instead of Move 2.<br><br>"
                    + "<b>The end.</b> The game ends when a Star Player is captured or reaches the Goal Line, when the turn limit runs out, or when a side cannot make its next move. Most goals wins; a Star Player's 2 goals can still lose a game you trail by three.")
            }
            Label { textFormat: Text.PlainText; text: qsTr("Counter abilities"); font.bold: true; font.pixelSize: 15 }
            GridLayout {
                columns: 3
                columnSpacing: 12
                rowSpacing: 6
                Layout.fillWidth: true
                Label { textFormat: Text.PlainText; text: qsTr("Counter"); font.bold: true }
                Label { textFormat: Text.PlainText; text: qsTr("When captured"); font.bold: true }
                Label { textFormat: Text.PlainText; text: qsTr("First Team Debut Move"); font.bold: true }
                Repeater {
                    model: dialog.abilities.length * 3
                    Label {
                        textFormat: Text.PlainText
                        required property int index
                        text: dialog.abilities[Math.floor(index / 3)][index % 3]
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: index % 3 !== 0
                        Layout.preferredWidth: index % 3 === 0 ? 150 : 240
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "debutCaptures"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("A Debut Move lands on an empty square or on an opponent's counter, which it captures; never on your own counter.")
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Keys: arrows move the cursor, Enter or Space picks a square, Ctrl+Z undoes your last turn, Ctrl+N starts a new game, K / S answer the substitution question.")
                opacity: 0.8
            }
        }
    }
}
