// The position editor's fields beside its pitch: the rules, the side to act, the phase, the
// turn, the score and the substitutes, the picked counter's flags, the position as GPN (load,
// copy, paste, share), the verdict on it, what the preview's side sees, and its legal moves
// (hovered or clicked: shown as the pitch's arrow).
// Its words keep EditorView's translation context (qsTranslate): they were written there, and
// translations/*.ts hold them under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

ScrollView {
    id: panel
    required property PositionEditor editor
    required property PitchController session  // what Share shares: the editor's pitch, or the recorder's
    contentWidth: availableWidth
    background: Rectangle { color: Theme.window }
    ColumnLayout {
        width: parent.width - 24
        x: 12
        spacing: 8
        Item { Layout.preferredHeight: 4 }
        GridLayout {
            columns: 2
            columnSpacing: 10
            rowSpacing: 6
            Layout.fillWidth: true
            Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "Rules") }
            ChoiceBox {
                objectName: "editorVariant"
                Accessible.name: qsTranslate("EditorView", "Rules")
                Layout.fillWidth: true
                model: panel.editor.variantIds
                selectedIndex: panel.editor.variantIds.indexOf(panel.editor.variant)
                onActivated: (i) => panel.editor.variant = panel.editor.variantIds[i]
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "To act") }
            RowLayout {
                RadioButton { objectName: "editorWhiteToAct"; text: qsTranslate("EditorView", "White"); checked: panel.editor.sideToAct === "white"; onClicked: panel.editor.sideToAct = "white" }
                RadioButton { objectName: "editorBlackToAct"; text: qsTranslate("EditorView", "Black"); checked: panel.editor.sideToAct === "black"; onClicked: panel.editor.sideToAct = "black" }
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "Phase") }
            ChoiceBox {
                objectName: "editorPhase"
                Accessible.name: qsTranslate("EditorView", "Phase")
                Layout.fillWidth: true
                model: panel.editor.status.phaseChoices
                selectedIndex: panel.editor.status.phaseChoices.indexOf(panel.editor.phase)
                displayText: panel.editor.status.phaseLabels[selectedIndex] ?? panel.editor.phase
                delegate: ItemDelegate { required property int index; width: parent ? parent.width : 200; text: panel.editor.status.phaseLabels[index] ?? "" }
                onActivated: (i) => panel.editor.phase = panel.editor.status.phaseChoices[i]
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "Turn") }
            SpinBox { objectName: "editorTurn"; Accessible.name: qsTranslate("EditorView", "Turn"); from: 1; to: Math.max(1, panel.editor.status.turnLimit); value: panel.editor.turn; editable: true; onValueModified: panel.editor.turn = value }
            Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "Score") }
            RowLayout {
                SpinBox { objectName: "editorWhiteScore"; Accessible.name: qsTranslate("EditorView", "Score") + ": " + qsTranslate("EditorView", "White"); from: 0; to: 99; value: panel.editor.whiteScore; editable: true; Layout.preferredWidth: 110; onValueModified: panel.editor.whiteScore = value }
                Label { textFormat: Text.PlainText; text: "–" }
                SpinBox { objectName: "editorBlackScore"; Accessible.name: qsTranslate("EditorView", "Score") + ": " + qsTranslate("EditorView", "Black"); from: 0; to: 99; value: panel.editor.blackScore; editable: true; Layout.preferredWidth: 110; onValueModified: panel.editor.blackScore = value }
            }
            Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "Substitutes") }
            RowLayout {
                ChoiceBox {
                    objectName: "editorWhiteSub"
                    Accessible.name: qsTranslate("EditorView", "Substitutes") + ": " + qsTranslate("EditorView", "White")
                    readonly property var choices: ["-", "2", "3", "4", "5", "6", "7", "8", "11", "x"]
                    model: choices.map(c => qsTranslate("EditorView", "White: %1").arg(panel.subName(c)))
                    selectedIndex: Math.max(0, choices.indexOf(panel.editor.whiteSubstitute))
                    onActivated: (i) => panel.editor.whiteSubstitute = choices[i]
                    Layout.fillWidth: true
                }
                ChoiceBox {
                    objectName: "editorBlackSub"
                    Accessible.name: qsTranslate("EditorView", "Substitutes") + ": " + qsTranslate("EditorView", "Black")
                    readonly property var choices: ["-", "2", "3", "4", "5", "6", "7", "8", "11", "x"]
                    model: choices.map(c => qsTranslate("EditorView", "Black: %1").arg(panel.subName(c)))
                    selectedIndex: Math.max(0, choices.indexOf(panel.editor.blackSubstitute))
                    onActivated: (i) => panel.editor.blackSubstitute = choices[i]
                    Layout.fillWidth: true
                }
            }
        }

        // The picked counter's flags
        RowLayout {
            visible: panel.editor.status.selectedCounter !== ""
            Layout.fillWidth: true  // the description wraps rather than widen the column
            Label { textFormat: Text.PlainText; objectName: "editorPicked"; text: qsTranslate("EditorView", "Picked: %1").arg(panel.editor.status.selectedDescription); color: Theme.textMuted; Layout.fillWidth: true; wrapMode: Text.WordWrap }
            Button { objectName: "editorToggleFirst"; text: qsTranslate("EditorView", "First Teamer"); checkable: true; checked: panel.editor.status.selectedCounter.endsWith("+"); onClicked: panel.editor.toggleFirstTeamer() }
            Button { objectName: "editorToggleRevealed"; text: qsTranslate("EditorView", "Revealed"); checkable: true; checked: panel.editor.status.selectedCounter.endsWith("!"); enabled: !panel.editor.status.selectedCounter.endsWith("+"); onClicked: panel.editor.toggleRevealed() }
        }

        // GPN
        Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "Position (GPN) — paste one here to load it"); font.bold: true }
        FormTextArea {
            id: gpnField
            objectName: "editorGpn"
            Accessible.name: qsTranslate("EditorView", "Position (GPN) — paste one here to load it")
            Layout.fillWidth: true
            wrapMode: TextEdit.WrapAnywhere
            text: panel.editor.status.gpn
            font.family: "monospace"
            font.pixelSize: 12
            // Room for four lines whatever the position, so the buttons below stay
            // put when a shorter GPN replaces a longer one (Clear, Paste).
            Layout.minimumHeight: 4 * fontMetrics.lineSpacing + topPadding + bottomPadding
            FontMetrics { id: fontMetrics; font: gpnField.font }
            selectByMouse: true
            Keys.onReturnPressed: (e) => { panel.editor.setGpnText(text); e.accepted = true }
            onActiveFocusChanged: if (!activeFocus && text !== panel.editor.status.gpn) panel.editor.setGpnText(text)
        }
        Label {
            textFormat: Text.PlainText
            objectName: "editorGpnError"
            visible: panel.editor.status.gpnError !== ""
            text: panel.editor.status.gpnError
            color: Theme.wrong
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        RowLayout {
            Button { objectName: "editorLoadGpn"; text: qsTranslate("EditorView", "Load"); onClicked: panel.editor.setGpnText(gpnField.text) }
            // Says "Copied" itself for a moment: a note beside the buttons widened the
            // column past the window's edge.
            Button { objectName: "editorCopy"; text: copiedTimer.running ? qsTranslate("EditorView", "Copied") : qsTranslate("EditorView", "Copy"); onClicked: { panel.editor.copyGpn(); copiedTimer.restart() } }
            Button { objectName: "editorPaste"; text: qsTranslate("EditorView", "Paste"); onClicked: panel.editor.pasteGpn() }
            ShareMenu { objectName: "editorShare"; controller: panel.session; onFailed: (message) => panel.editor.error(message) }
            Timer { id: copiedTimer; interval: 1500 }
        }

        // Validation: below the GPN and its buttons, so a longer or shorter list of
        // problems (after Clear, say) never moves the buttons under the pointer.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: validation.implicitHeight + 16
            radius: 6
            readonly property bool over: panel.editor.status.valid && panel.editor.status.overAtOnce !== ""
            color: over ? Theme.positionOver : panel.editor.status.valid ? Theme.positionValid : Theme.positionInvalid
            border.color: over ? Theme.warnEdge : panel.editor.status.valid ? Theme.goodEdge : Theme.badEdge
            Label {
                textFormat: Text.PlainText
                id: validation
                objectName: "editorValidation"
                anchors.fill: parent
                anchors.margins: 8
                wrapMode: Text.WordWrap
                text: parent.over ? qsTranslate("EditorView", "A valid position, but there is nothing to play: the game is already over. %1").arg(panel.editor.status.overAtOnce)
                      : panel.editor.status.valid ? qsTranslate("EditorView", "✓ A valid position: it can be played and saved.")
                                   : panel.editor.status.problems.map(p => "✗ " + p.message).join("\n")
            }
        }

        Label {
            textFormat: Text.PlainText
            visible: panel.editor.preview !== ""
            text: qsTranslate("EditorView", "%1 sees: %2").arg(panel.editor.preview === "white" ? qsTranslate("EditorView", "White") : qsTranslate("EditorView", "Black")).arg(panel.editor.status.previewGpn)
            wrapMode: Text.WrapAnywhere
            color: Theme.info
            font.pixelSize: 11
            Layout.fillWidth: true
        }

        // Analyse
        Label { textFormat: Text.PlainText; text: qsTranslate("EditorView", "Legal moves (%1)").arg(panel.editor.status.legalMoves.length); font.bold: true; visible: panel.editor.status.valid }
        Flow {
            objectName: "editorLegalMoves"
            Layout.fillWidth: true
            spacing: 4
            visible: panel.editor.status.valid
            Repeater {
                model: panel.editor.status.legalMoves
                Button {
                    required property string modelData
                    text: modelData
                    font.pixelSize: 11
                    padding: 4
                    onHoveredChanged: panel.editor.analyse(hovered ? modelData : "")
                    onClicked: panel.editor.analyse(modelData)
                }
            }
        }
        Item { Layout.preferredHeight: 8 }
    }

    function subName(c) { return c === "-" ? qsTranslate("EditorView", "none") : c === "x" ? qsTranslate("EditorView", "unknown") : c }
}
