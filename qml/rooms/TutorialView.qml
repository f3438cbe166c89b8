// Learn: the chapter list of tutorials and the tutorial player (captions, highlights and
// arrows on the pitch, exercises answered on the pitch, Next / Back / Restart / Autoplay; the
// step's words and buttons beside the pitch are TutorialStepPanel's).
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Goalscorer

Theme.LearnRoom {  // a FocusScope with the room's palette
    id: view
    property alias tutorial: tutorial
    property bool keyboardUsed: false
    // Showing the tutorial recorder's preview: a button leads back to the recording.
    property bool previewing: false
    signal backToRecorder()
    focus: true

    function openFileDialog() { openDialog.open() }

    // Qt 6.4 does not lay out a row again when its buttons are shown or hidden while the room
    // is hidden (the recorder's preview swaps Chapters for Back to the recorder from the
    // editor): the title and the buttons were drawn over each other. So the step's tool row is
    // made to lay itself out afresh whenever the room is shown.
    onVisibleChanged: if (visible) Qt.callLater(view.relayoutStepTools)
    onPreviewingChanged: Qt.callLater(view.relayoutStepTools)
    function relayoutStepTools() {
        // A change of spacing by a whole pixel makes the row measure and place its buttons
        // afresh (setting it and back at once, or by a fraction of a pixel, did not); the
        // next turn of the event loop puts it back.
        stepTools.spacing = 7;
        Qt.callLater(() => stepTools.spacing = 6);
    }

    // A banner belongs to the step that raised it: going back, restarting or leaving hides it.
    property int lastStep: -1
    property string lastTutorial: ""
    TutorialSession {
        id: tutorial
        onActiveChanged: view.stepMoved()
        onAnnounce: (text, kind) => banner.show(text, kind)
        onError: (message) => { errorDialog.text = message; errorDialog.open() }
    }
    Connections {
        target: tutorial.step
        function onStepIndexChanged() { view.stepMoved() }
        function onTutorialIdChanged() { view.stepMoved() }
    }
    function stepMoved() {
        if (!tutorial.active || tutorial.step.tutorialId !== view.lastTutorial || tutorial.step.stepIndex < view.lastStep)
            banner.hide();
        view.lastStep = tutorial.step.stepIndex;
        view.lastTutorial = tutorial.step.tutorialId;
    }

    // The keys follow what is shown: the chapter list, or the pitch of the tutorial opened
    // (they stayed on the player's hidden ‹ Chapters button after it was pressed).
    Connections {
        target: tutorial
        function onActiveChanged() {
            if (view.visible)
                (tutorial.active ? pitch : chapters).forceActiveFocus();
        }
    }

    Keys.onPressed: (event) => {
        if (FocusKeys.enterOnControl(event, Window.activeFocusItem)) {
            event.accepted = true;
            return;
        }
        if (!tutorial.active)
            return;
        const step = {[Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, 1], [Qt.Key_Down]: [0, -1]}[event.key];
        if (tutorial.exercise.awaitingAnswer && step) {
            keyboardUsed = true;
            tutorial.moveCursor(step[0], step[1]);
        } else if (tutorial.exercise.awaitingAnswer && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)) {
            keyboardUsed = true;
            tutorial.activateCursor();
        } else if (event.key === Qt.Key_Right || event.key === Qt.Key_PageDown || event.key === Qt.Key_N) {
            tutorial.next();
        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_PageUp || event.key === Qt.Key_B) {
            tutorial.back();
        } else {
            return;
        }
        event.accepted = true;
    }

    Rectangle { anchors.fill: parent; color: Theme.base }

    // ---- The chapter list
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        visible: !tutorial.active
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            // Wraps where the buttons beside it leave too little room (German at 760 px).
            Label { textFormat: Text.PlainText; text: qsTr("Learn GOALSCORER"); font.pixelSize: 26; font.bold: true; Layout.fillWidth: true; wrapMode: Text.WordWrap }
            Button { objectName: "resetProgress"; text: qsTr("Reset progress"); onClicked: tutorial.resetProgress() }
            Button { objectName: "openTutorialFile"; text: qsTr("Open tutorial file…"); onClicked: openDialog.open() }
            Button {
                objectName: "showTutorialFolder"
                text: qsTr("Show my tutorials folder")
                onClicked: Notices.openFolder(tutorial.userFolder)
                ToolTip.text: tutorial.userFolder
                ToolTip.visible: hovered
            }
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Short lessons on each rule, then the guide's play examples step by step. Exercises ask you to find the move on the pitch.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        ListView {
            id: chapters
            objectName: "chapterList"
            // Tab comes here; Up and Down pick a chapter, Enter or Space opens it. The room's
            // keys start here while no tutorial is open.
            activeFocusOnTab: true
            focus: !tutorial.active
            highlightFollowsCurrentItem: false
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: tutorial.tutorials
            // Shown whenever there are more chapters below (a short window sees five of them).
            ScrollBar.vertical: ScrollBar { objectName: "chapterScrollBar"; policy: chapters.contentHeight > chapters.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            delegate: ItemDelegate {
                id: entry
                required property var modelData
                required property int index
                objectName: "chapter_" + modelData.id
                // The row the keys are on, ringed while the list has them.
                readonly property bool keyed: ListView.isCurrentItem && chapters.activeFocus
                // Not drawn (the row draws its own words): what a screen reader says for the row.
                text: title.text + ". " + progress.text
                width: chapters.width - 14
                // A longer summary (a translation) takes a second line.
                height: Math.max(74, contentItem.implicitHeight + topPadding + bottomPadding)
                background: Rectangle {
                    color: entry.hovered || entry.activeFocus ? Theme.chapterHover : Theme.window
                    radius: 8
                    border.color: entry.keyed ? Theme.accent : entry.modelData.done ? Theme.goodEdge : Theme.border
                    border.width: entry.keyed ? 2 : 1
                }
                contentItem: RowLayout {
                    spacing: 14
                    Rectangle {
                        Layout.preferredWidth: 40
                        Layout.preferredHeight: 40
                        radius: 20
                        color: entry.modelData.done ? Theme.chapterDone : Theme.border
                        Label {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: entry.modelData.done ? "✓" : entry.index + 1
                            font.pixelSize: 18
                            font.bold: true
                        }
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 3
                        Label {
                            textFormat: Text.PlainText
                            id: title
                            objectName: "chapterTitle_" + entry.modelData.id
                            // In the interface's language where the file gives it (Language.active is "en" otherwise).
                            text: (entry.modelData.titles[Language.active] || entry.modelData.title) + (entry.modelData.userMade ? "  " + qsTr("(yours)") : "")
                            font.pixelSize: 17
                            font.bold: true
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: entry.modelData.summaries[Language.active] || entry.modelData.summary
                            color: Theme.textMuted
                            wrapMode: Text.WordWrap
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        id: progress
                        objectName: "chapterProgress_" + entry.modelData.id
                        // Exercises count as solved only when answered at the first try with no help.
                        text: entry.modelData.done ? (entry.modelData.exercises > 0
                                                      ? qsTr("Done · %1 of %2 exercises unaided").arg(entry.modelData.unaided).arg(entry.modelData.exercises)
                                                      : qsTr("Done"))
                              : entry.modelData.reached > 0 ? qsTr("%1 of %2 steps").arg(entry.modelData.reached).arg(entry.modelData.steps)
                              : (entry.modelData.steps === 1 ? qsTr("1 step") : qsTr("%1 steps").arg(entry.modelData.steps))
                                + (entry.modelData.exercises === 1 ? " · " + qsTr("1 exercise")
                                   : entry.modelData.exercises > 1 ? " · " + qsTr("%1 exercises").arg(entry.modelData.exercises) : "")
                        color: entry.modelData.done ? Theme.good : Theme.textFaint
                    }
                }
                onClicked: { view.forceActiveFocus(); tutorial.open(modelData.id) }  // open() may rebuild this list
                Keys.onReturnPressed: clicked()
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "listProblems"
            visible: tutorial.listProblems.length > 0
            text: qsTr("Not listed, because they cannot be used:") + "\n" + tutorial.listProblems.join("\n")
            color: Theme.notListed
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
    }

    // ---- The tutorial player
    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        visible: tutorial.active

        ToolBar {
            Layout.fillWidth: true
            background: Rectangle { color: Theme.deep }
            ColumnLayout {
                anchors.fill: parent
                spacing: 0
            RowLayout {
                id: stepTools
                Layout.fillWidth: true
                spacing: 6
                // Too narrow for the buttons' words and the step's title on one line (the
                // window's smallest widths, longer languages): Share shows its icon alone and
                // the title takes a line of its own below. Measured from the widths with
                // words, which do not depend on this.
                readonly property bool compact: {
                    let need = stepTitleMeasure.advanceWidth + 12, shown = 0;
                    for (let i = 0; i < children.length; ++i) {
                        const c = children[i];
                        if (c === stepTitle || !c.visible)  // the title's visibility follows this
                            continue;
                        need += c.wideWidth !== undefined ? c.wideWidth : c.implicitWidth;
                        ++shown;
                    }
                    return need + spacing * shown > width;
                }
                TextMetrics { id: stepTitleMeasure; font: stepTitle.font; text: tutorial.step.title }
                ToolButton {
                    objectName: "tutorialBackToRecorder"
                    visible: view.previewing
                    text: qsTr("‹ Back to the recorder")
                    onClicked: { view.previewing = false; view.backToRecorder() }
                }
                ToolButton { objectName: "tutorialChapters"; visible: !view.previewing; text: qsTr("‹ Chapters"); onClicked: { tutorial.close(); tutorial.reloadList() } }
                ToolSeparator {}
                ToolButton { objectName: "tutorialRestart"; text: qsTr("Restart"); onClicked: tutorial.restart() }
                ToolButton { objectName: "tutorialBack"; text: qsTr("Back"); enabled: tutorial.step.canGoBack; onClicked: tutorial.back() }
                ToolButton { objectName: "tutorialNext"; text: qsTr("Next"); enabled: tutorial.step.canGoNext && !tutorial.step.playing; onClicked: tutorial.next() }
                ToolButton {
                    objectName: "tutorialAutoplay"
                    text: qsTr("Autoplay")
                    checkable: true
                    checked: tutorial.autoplay
                    onToggled: tutorial.autoplay = checked
                }
                ShareMenu {
                    objectName: "tutorialShare"
                    controller: tutorial
                    flat: true
                    compact: stepTools.compact
                    onFailed: (message) => { errorDialog.text = message; errorDialog.open() }
                }
                ToolButton {
                    objectName: "tutorialExportPage"
                    text: qsTr("Export as web page…")
                    onClicked: pageFolderDialog.open()
                    ToolTip.text: qsTr("The whole tutorial as one web page that works offline in any browser, exercises included")
                    ToolTip.visible: hovered
                }
                Item { Layout.fillWidth: true }
                Label {
                    textFormat: Text.PlainText
                    id: stepTitle
                    objectName: "tutorialStepTitle"
                    visible: !stepTools.compact
                    text: tutorial.step.title
                    font.bold: true
                    color: Theme.text
                    rightPadding: 12
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "tutorialStepTitleBelow"
                visible: stepTools.compact
                Layout.fillWidth: true
                text: tutorial.step.title
                font.bold: true
                color: Theme.text
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.WordWrap
                rightPadding: 12
                bottomPadding: 4
            }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Pitch {
                    id: pitch
                    objectName: "tutorialPitch"
                    // The keys' home while a tutorial is open (the chapter list's otherwise): the
                    // room's focus starts here, and Tab comes back here from the buttons (the
                    // room's Keys handler reads what the pitch leaves).
                    focus: tutorial.active
                    activeFocusOnTab: true
                    anchors.fill: parent
                    anchors.margins: 10
                    controller: tutorial
                    showCursor: view.keyboardUsed && tutorial.exercise.awaitingAnswer
                }
                Banner {
                    id: banner
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 4  // in the margin above the far Goal Line, not over its rows (as in Play)
                }
            }
            TutorialStepPanel {
                Layout.preferredWidth: 360
                Layout.fillHeight: true
                tutorial: tutorial
                previewing: view.previewing
                onBackToRecorder: { view.previewing = false; view.backToRecorder() }
            }
        }
    }

    FilePicker {
        id: openDialog
        title: qsTr("Open a tutorial")
        nameFilters: [qsTr("GOALSCORER tutorials (*.json)"), qsTr("All files (*)")]
        onAccepted: { tutorial.openFile(selectedFile); view.forceActiveFocus() }
    }
    // Export as web page…: the tutorial on show, as <id>.html in the folder picked.
    TutorialPageExport {
        id: pageExport
        onError: (message) => { errorDialog.text = message; errorDialog.open() }
    }
    FolderPicker {
        id: pageFolderDialog
        title: qsTr("Export the tutorial as a web page into a folder")
        startFolder: pageExport.defaultFolder
        onAccepted: { pageExport.exportTo(tutorial, selectedFolder); view.forceActiveFocus() }
    }
    AppDialog {
        id: errorDialog
        objectName: "tutorialErrorDialog"
        property alias text: errorLabel.text
        title: qsTr("That did not work")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Ok
        width: 560
        Label { textFormat: Text.PlainText; id: errorLabel; wrapMode: Text.WordWrap; width: 520 }
    }
}
