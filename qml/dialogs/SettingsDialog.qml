// Settings: language, how the game looks, sounds and behaves, and the defaults for new games.
// Every change applies at once and is kept (Settings and Language, in QSettings).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

AppDialog {
    id: dialog
    required property var session   // for its strength levels
    objectName: "settingsDialog"
    title: qsTr("Settings")
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Close
    onOpened: languageBox.forceActiveFocus(Qt.TabFocusReason)  // ringed: the keys start here

    readonly property var variants: VariantCatalog.variants

    GridLayout {
        columns: 2
        columnSpacing: 16
        rowSpacing: 8

        Label { textFormat: Text.PlainText; text: qsTr("Language") }
        ChoiceBox {
            Accessible.name: qsTr("Language")
            id: languageBox
            objectName: "settingsLanguage"
            Layout.preferredWidth: 280
            model: Language.languages
            textRole: "name"
            selectedIndex: Math.max(0, Language.languages.findIndex(l => l.code === Language.chosen))
            onActivated: (i) => Language.choose(Language.languages[i].code)
        }

        Label { textFormat: Text.PlainText; text: qsTr("Animation") }
        ChoiceBox {
            Accessible.name: qsTr("Animation")
            objectName: "settingsAnimation"
            Layout.preferredWidth: 280
            model: [qsTr("Off"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow")]
            selectedIndex: Settings.animationSpeed
            onActivated: (i) => Settings.animationSpeed = i
        }

        Label { textFormat: Text.PlainText; text: qsTr("Counters") }
        ChoiceBox {
            Accessible.name: qsTr("Counters")
            objectName: "settingsCounterSet"
            Layout.preferredWidth: 280
            model: [qsTr("Football shirts"), qsTr("Plain numbered discs")]
            selectedIndex: Settings.counterSet === "discs" ? 1 : 0
            onActivated: (i) => Settings.counterSet = i === 1 ? "discs" : "shirts"
        }

        Label { textFormat: Text.PlainText; text: "" }
        CheckBox {
            objectName: "settingsColourBlind"
            text: qsTr("Colours safe for colour blindness (blue move marks)")
            checked: Settings.colourBlindSafe
            onToggled: Settings.colourBlindSafe = checked
        }
        Label { textFormat: Text.PlainText; text: "" }
        CheckBox {
            objectName: "settingsLegalMoves"
            text: qsTr("Show legal moves")
            checked: Settings.showLegalMoves
            onToggled: Settings.showLegalMoves = checked
        }
        Label { textFormat: Text.PlainText; text: "" }
        CheckBox {
            objectName: "settingsConfirm"
            text: qsTr("Confirm each move before it is played")
            checked: Settings.confirmMoves
            onToggled: Settings.confirmMoves = checked
        }
        Label { textFormat: Text.PlainText; text: "" }
        CheckBox {
            objectName: "settingsUndo"
            text: qsTr("Allow undo against the computer")
            checked: Settings.undoAllowed
            ToolTip.text: qsTr("Undo never goes back past a move that showed you one of the computer's hidden counters.")
            ToolTip.visible: hovered
            ToolTip.delay: 400
            onToggled: Settings.undoAllowed = checked
        }
        Label { textFormat: Text.PlainText; text: "" }
        CheckBox {
            objectName: "settingsSound"
            text: qsTr("Sound effects")
            checked: Settings.sound
            onToggled: Settings.sound = checked
        }

        Label { textFormat: Text.PlainText; text: qsTr("Default strength") }
        ChoiceBox {
            Accessible.name: qsTr("Default strength")
            objectName: "settingsStrength"
            Layout.preferredWidth: 280
            model: dialog.session.strengths
            textRole: "label"
            selectedIndex: Math.max(0, dialog.session.strengths.findIndex(s => s.name === Settings.defaultStrength))
            onActivated: (i) => Settings.defaultStrength = dialog.session.strengths[i].name
        }
        Label { textFormat: Text.PlainText; text: qsTr("Default rules") }
        ChoiceBox {
            Accessible.name: qsTr("Default rules")
            objectName: "settingsVariant"
            Layout.preferredWidth: 280
            model: dialog.variants
            textRole: "name"
            selectedIndex: Math.max(0, dialog.variants.findIndex(v => v.id === Settings.defaultVariant))
            onActivated: (i) => Settings.defaultVariant = dialog.variants[i].id
        }

        Label { textFormat: Text.PlainText; text: "" }
        Button {
            objectName: "settingsRestore"
            text: qsTr("Restore the defaults")
            onClicked: Settings.restoreDefaults()
        }
    }
}
