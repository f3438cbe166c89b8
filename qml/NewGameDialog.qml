// New game: variant, your side, the opponent (the computer at a strength, or a friend on
// this computer), and an optional seed for a deal you can replay.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Dialog {
    id: dialog
    required property var session
    // Opened from the variant editor: the variant to select (an id); empty keeps the last choice.
    property string preferredVariant: ""
    readonly property var variants: VariantCatalog.variants
    onAboutToShow: {
        if (preferredVariant !== "") {
            const i = variants.findIndex(v => v.id === preferredVariant);
            if (i >= 0)
                variantBox.currentIndex = i;
            preferredVariant = "";
        }
    }
    objectName: "newGameDialog"
    title: qsTr("New game")
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Ok | Dialog.Cancel

    onAccepted: session.newGame({
        variant: variants[variantBox.currentIndex].id,
        side: whiteButton.checked ? "white" : "black",
        opponent: computerButton.checked ? "computer" : "human",
        strength: session.strengths[strengthBox.currentIndex].name,
        seed: seedField.text
    })

    GridLayout {
        columns: 2
        columnSpacing: 14
        rowSpacing: 10

        Label { text: qsTr("Rules") }
        ComboBox {
            id: variantBox
            objectName: "variantBox"
            Layout.preferredWidth: 260
            model: dialog.variants
            textRole: "name"
        }
        Label { text: "" }
        Label {
            text: dialog.variants.length > variantBox.currentIndex && variantBox.currentIndex >= 0 ? dialog.variants[variantBox.currentIndex].description : ""
            wrapMode: Text.WordWrap
            Layout.preferredWidth: 260
            font.pixelSize: 11
            opacity: 0.8
        }

        Label { text: qsTr("Opponent") }
        RowLayout {
            RadioButton { id: computerButton; objectName: "computerButton"; text: qsTr("Computer"); checked: true }
            RadioButton { id: friendButton; objectName: "friendButton"; text: qsTr("A friend, here") }
        }

        Label { text: qsTr("Strength"); enabled: computerButton.checked }
        ComboBox {
            id: strengthBox
            objectName: "strengthBox"
            enabled: computerButton.checked
            Layout.preferredWidth: 260
            model: dialog.session.strengths
            textRole: "name"
            currentIndex: Math.max(0, dialog.session.strengths.findIndex(s => s.name === "Strong"))
        }

        Label { text: qsTr("You play"); enabled: computerButton.checked }
        RowLayout {
            enabled: computerButton.checked
            RadioButton { id: whiteButton; objectName: "whiteButton"; text: qsTr("White (moves first)"); checked: true }
            RadioButton { id: blackButton; objectName: "blackButton"; text: qsTr("Black") }
        }

        Label { text: qsTr("Seed") }
        TextField {
            id: seedField
            objectName: "seedField"
            Layout.preferredWidth: 260
            placeholderText: qsTr("random")
            validator: RegularExpressionValidator { regularExpression: /[0-9]{0,19}/ }
        }
    }
}
