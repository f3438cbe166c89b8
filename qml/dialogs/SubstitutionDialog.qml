// The choice after a promotion: keep the promoted counter or bring on the Substitute,
// each with its First Team Debut Move shown side by side.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Popup {
    id: dialog
    required property var session
    readonly property var offer: session.status.substitution
    modal: true
    closePolicy: Popup.NoAutoClose
    anchors.centerIn: Overlay.overlay
    padding: 20
    visible: offer.square !== undefined

    background: Rectangle { color: Theme.panel; radius: 8; border.color: Theme.substitutionEdge }

    component Choice: ColumnLayout {
        id: choice
        property string label
        property string debut
        property string button
        property string name
        signal chosen()
        spacing: 8
        Layout.preferredWidth: 220
        Counter {
            Layout.alignment: Qt.AlignHCenter
            width: 64
            height: 64
            white: dialog.session.status.sideToAct === "white"
            firstTeamer: true
            label: choice.label
        }
        Label {
            textFormat: Text.PlainText
            text: choice.debut
            color: Theme.text
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Button {
            objectName: choice.name
            text: choice.button
            Layout.alignment: Qt.AlignHCenter
            onClicked: choice.chosen()
        }
    }

    // The choice holds the keys while it is up: Tab moves between its two buttons and never to
    // the room behind it (it once went to the room tabs, and Space on one left the choice
    // floating over another room, K and S dead).
    focus: true
    ColumnLayout {
        focus: true
        spacing: 14
        Keys.onPressed: (event) => {
            if (FocusKeys.enterOnControl(event, Window.activeFocusItem)) {
                event.accepted = true;
            } else if (event.key === Qt.Key_S || event.key === Qt.Key_K) {
                dialog.session.chooseSubstitution(event.key === Qt.Key_S);
                event.accepted = true;
            }
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Your %1 reached the Goal Line on %2. Bring on your Substitute?").arg(dialog.offer.promoted || "").arg(dialog.offer.square || "")
            color: Theme.brightText
            font.pixelSize: 16
            font.bold: true
            wrapMode: Text.WordWrap
            Layout.preferredWidth: 460
        }
        RowLayout {
            spacing: 20
            Choice {
                name: "keepButton"
                label: dialog.offer.promoted || ""
                debut: dialog.offer.promotedDebut || ""
                button: qsTr("Keep the %1").arg(dialog.offer.promoted || "")
                onChosen: dialog.session.chooseSubstitution(false)
            }
            Rectangle { width: 1; Layout.fillHeight: true; color: Theme.substitutionDivider }
            Choice {
                name: "substituteButton"
                label: dialog.offer.substitute || ""
                debut: dialog.offer.substituteDebut || ""
                button: qsTr("Bring on the %1").arg(dialog.offer.substitute || "")
                onChosen: dialog.session.chooseSubstitution(true)
            }
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Keys: K keep, S substitute. A side substitutes only once; a replaced counter leaves the game unseen.")
            color: Theme.textFaint
            font.pixelSize: 11
            wrapMode: Text.WordWrap
            Layout.preferredWidth: 460
        }
    }
}
