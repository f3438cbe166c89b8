// New game: variant, your side, the opponent (the computer at a strength, a friend on this
// computer, or a friend elsewhere: Play a friend), and an optional seed for a deal you can replay.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

AppDialog {
    id: dialog
    required property var session
    // Opened from the variant editor: the variant to select (an id); empty keeps the last choice.
    property string preferredVariant: ""
    readonly property var variants: VariantCatalog.variants
    // Until a game is started from here, the defaults from Settings; later, the choices of the
    // last game started from here. What was changed and then cancelled is not kept.
    property var kept: null
    // A friend elsewhere was chosen: Play a friend takes over with this variant and side.
    signal friendElsewhere(string variant, string side)
    onAboutToShow: {
        if (!kept) {
            strengthBox.selectedIndex = Math.max(0, session.strengths.findIndex(s => s.name === Settings.defaultStrength));
            if (preferredVariant === "")
                preferredVariant = Settings.defaultVariant;
            computerButton.checked = whiteButton.checked = true;
            seedField.text = "";
        } else {
            variantBox.selectedIndex = Math.max(0, variants.findIndex(v => v.id === kept.variant));  // the list may have changed
            strengthBox.selectedIndex = Math.max(0, session.strengths.findIndex(s => s.name === kept.strength));
            (kept.remote ? remoteButton : kept.computer ? computerButton : friendButton).checked = true;
            (kept.white ? whiteButton : blackButton).checked = true;
            seedField.text = kept.seed;
        }
        if (preferredVariant !== "") {
            const i = variants.findIndex(v => v.id === preferredVariant);
            if (i >= 0)
                variantBox.selectedIndex = i;
            preferredVariant = "";
        }
    }
    objectName: "newGameDialog"
    title: qsTr("New game")
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Ok | Dialog.Cancel

    onAccepted: {
        kept = {variant: variants[variantBox.currentIndex].id, strength: session.strengths[strengthBox.currentIndex].name, computer: computerButton.checked,
                remote: remoteButton.checked, white: whiteButton.checked, seed: seedField.text};
        if (remoteButton.checked) {
            dialog.friendElsewhere(variants[variantBox.currentIndex].id, whiteButton.checked ? "white" : "black");
            return;
        }
        session.newGame({
            variant: variants[variantBox.currentIndex].id,
            side: whiteButton.checked ? "white" : "black",
            opponent: computerButton.checked ? "computer" : "human",
            strength: session.strengths[strengthBox.currentIndex].name,
            seed: seedField.text
        });
    }

    onOpened: variantBox.forceActiveFocus(Qt.TabFocusReason)  // ringed: the keys start here
    // A closed list would swallow Enter; it starts the game like everywhere else in the dialog.
    function enterOnList(box, event) {
        if (box.popup.visible)
            event.accepted = false;
        else
            dialog.accept();
    }

    GridLayout {
        // Enter starts the game from any field (an open list takes its own Enter first).
        Keys.onReturnPressed: dialog.accept()
        Keys.onEnterPressed: dialog.accept()
        columns: 2
        columnSpacing: 14
        rowSpacing: 10

        Label { textFormat: Text.PlainText; text: qsTr("Rules") }
        ChoiceBox {
            Accessible.name: qsTr("Rules")
            id: variantBox
            objectName: "variantBox"
            remembersChoice: true
            Keys.onReturnPressed: (e) => dialog.enterOnList(variantBox, e)
            Keys.onEnterPressed: (e) => dialog.enterOnList(variantBox, e)
            Layout.preferredWidth: 260
            model: dialog.variants
            textRole: "name"
        }
        Label { textFormat: Text.PlainText; text: "" }
        Label {
            textFormat: Text.PlainText
            text: dialog.variants.length > variantBox.currentIndex && variantBox.currentIndex >= 0 ? dialog.variants[variantBox.currentIndex].description : ""
            wrapMode: Text.WordWrap
            Layout.preferredWidth: 260
            font.pixelSize: 11
            opacity: 0.8
        }

        Label { textFormat: Text.PlainText; text: qsTr("Opponent") }
        RowLayout {
            RadioButton { id: computerButton; objectName: "computerButton"; text: qsTr("Computer"); checked: true }
            RadioButton { id: friendButton; objectName: "friendButton"; text: qsTr("A friend, here") }
            RadioButton { id: remoteButton; objectName: "remoteButton"; text: qsTr("A friend elsewhere…") }
        }

        Label { textFormat: Text.PlainText; text: qsTr("Strength"); enabled: computerButton.checked }
        ChoiceBox {
            Accessible.name: qsTr("Strength")
            id: strengthBox
            objectName: "strengthBox"
            remembersChoice: true
            Keys.onReturnPressed: (e) => dialog.enterOnList(strengthBox, e)
            Keys.onEnterPressed: (e) => dialog.enterOnList(strengthBox, e)
            enabled: computerButton.checked
            Layout.preferredWidth: 260
            model: dialog.session.strengths
            textRole: "label"
        }
        Label { textFormat: Text.PlainText; text: "" }
        Label {
            textFormat: Text.PlainText
            objectName: "strengthDescription"
            text: strengthBox.currentIndex >= 0 && strengthBox.currentIndex < dialog.session.strengths.length
                  ? dialog.session.strengths[strengthBox.currentIndex].description : ""
            enabled: computerButton.checked
            wrapMode: Text.WordWrap
            Layout.preferredWidth: 260
            font.pixelSize: 11
            opacity: 0.8
        }

        Label { textFormat: Text.PlainText; text: qsTr("You play"); enabled: computerButton.checked }
        RowLayout {
            enabled: computerButton.checked
            RadioButton { id: whiteButton; objectName: "whiteButton"; text: qsTr("White (moves first)"); checked: true }
            RadioButton { id: blackButton; objectName: "blackButton"; text: qsTr("Black") }
        }

        Label { textFormat: Text.PlainText; text: qsTr("Seed") }
        TextField {
            Accessible.name: qsTr("Seed")
            id: seedField
            objectName: "seedField"
            Layout.preferredWidth: 260
            placeholderText: qsTr("random")
            placeholderTextColor: Theme.textFaint
            validator: RegularExpressionValidator { regularExpression: /[0-9]{0,19}/ }
        }
    }
}
