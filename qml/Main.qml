// The application window: menus and file dialogs around the game screen.
import QtQuick
import QtQuick.Window
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Goalscorer

Theme.AppWindow {  // an ApplicationWindow with the app's palette
    id: window
    // The usual size, but never larger than the screen with the window's frame (its title bar
    // and borders are the window manager's, outside these sizes): a 1366×768 laptop sees all
    // of it. The smallest size the rooms are laid out for is 760×560, or less where the screen
    // is smaller: at 200% scaling a 1920×1080 screen is 960×540, and the window must still fit
    // (it came out 560 tall, its foot off the screen; tst_screens also lays out at 960×500).
    // A screen not yet known (0 before the window is shown, on some platforms) limits nothing.
    readonly property int frameRoom: 48
    readonly property int roomWide: Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth - 16 : 100000
    readonly property int roomHigh: Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight - frameRoom : 100000
    width: Math.min(1180, roomWide)
    height: Math.min(820, roomHigh)
    minimumWidth: Math.max(320, Math.min(760, roomWide))
    minimumHeight: Math.max(240, Math.min(560, roomHigh))
    visible: true
    title: qsTr("GOALSCORER")
    // Controls write numbers as the language shown writes them (spin boxes: "1.000" in German).
    locale: Qt.locale(Language.active)
    color: Theme.base

    menuBar: AppMenuBar {
        shell: shell
        // Ctrl+O or Ctrl+S again while a file dialog is open does not open a second one.
        onOpenRecordRequested: if (!openDialog.visible && !saveDialog.visible) openDialog.open()
        onSaveRecordRequested: if (!openDialog.visible && !saveDialog.visible) saveDialog.open()
        onShortcutsRequested: shortcutsDialog.open()
        onAboutRequested: aboutDialog.open()
        onWelcomeRequested: startQuestions.welcome.open()
        onQuitRequested: window.close()
    }

    Shell {
        id: shell
        anchors.fill: parent
        holdStartOffer: Settings.keptAside !== ""  // until StartQuestions has said so
        // (A file dialog may leave the application active: on macOS, and with KDE's or Qt's own.)
        windowDialogOpen: shortcutsDialog.visible || aboutDialog.visible || startQuestions.asking
                          || anyFileDialog.visible || openDialog.visible || saveDialog.visible
    }
    readonly property var game: shell.game
    // A second start handed over a file or link (singleinstance.h): bring this window forward.
    Connections {
        target: FileOpener
        function onArrived() {
            if (FileOpener.pendingCount > 0) {
                window.raise();
                window.requestActivate();
            }
        }
    }

    onClosing: { game.session.stopComputer(); game.session.keepForLater() }

    // The settings kept aside, the offer to resume, the first start's welcome: one at a time.
    StartQuestions {
        id: startQuestions
        anchors.fill: parent
        shell: shell
        keptAside: Settings.keptAside
        onLearnRequested: {
            shell.show("learn");
            const first = shell.learn.tutorial.tutorials[0];
            if (first)
                shell.learn.tutorial.open(first.id);
        }
        onPlayRequested: {
            shell.show("play");
            game.openNewGame();
        }
        onOpenRequested: anyFileDialog.open()
    }
    Component.onCompleted: Qt.callLater(startQuestions.begin)  // after every part's own start
    FilePicker {
        id: anyFileDialog
        title: qsTr("Open a file")
        nameFilters: [qsTr("GOALSCORER files (*.gsr *.json *.gpn)"), qsTr("All files (*)")]
        onAccepted: shell.openDropped(selectedFile)
    }

    FilePicker {
        id: openDialog
        title: qsTr("Open a game record")
        nameFilters: [qsTr("GOALSCORER game records (*.gsr)"), qsTr("All files (*)")]
        onAccepted: shell.openGameRecord(selectedFile)
    }
    FilePicker {
        id: saveDialog
        title: qsTr("Save the game record")
        save: true
        defaultSuffix: "gsr"
        nameFilters: [qsTr("GOALSCORER game records (*.gsr)")]
        onAccepted: game.session.saveRecord(selectedFile)
    }
    AppDialog {
        id: shortcutsDialog
        objectName: "shortcutsDialog"
        title: qsTr("Keyboard shortcuts")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Ok
        ColumnLayout {
            spacing: 4
            Repeater {
                model: [
                    ["Ctrl+N", qsTr("New game")],
                    ["Ctrl+Z", qsTr("Undo your last turn")],
                    ["H", qsTr("Hint")],
                    ["F", qsTr("Flip the pitch")],
                    ["S", qsTr("Scout report on or off")],
                    [qsTr("Arrows, Enter, Space"), qsTr("Move the cursor on the pitch, pick and place a counter")],
                    ["K / S", qsTr("Keep the promoted counter / bring on the Substitute")],
                    ["F1", qsTr("Rules")],
                    ["Enter / Esc", qsTr("Confirm / cancel a move (with Confirm moves on)")],
                    ["Ctrl+,", qsTr("Settings")],
                    ["Ctrl+O / Ctrl+S", qsTr("Open / save a game record")],
                    ["Ctrl+E", qsTr("Position editor")],
                    ["Ctrl+Shift+V", qsTr("Variant editor")],
                    ["Ctrl+L", qsTr("Playtesting lab")],
                    ["Ctrl+Q", qsTr("Quit")]
                ]
                delegate: RowLayout {
                    required property var modelData
                    spacing: 16
                    Label { textFormat: Text.PlainText; text: modelData[0]; font.bold: true; Layout.preferredWidth: 190 }
                    Label { textFormat: Text.PlainText; text: modelData[1] }
                }
            }
        }
    }
    AppDialog {
        id: aboutDialog
        title: qsTr("About GOALSCORER")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Ok
        Label {
            textFormat: Text.PlainText
            text: qsTr("GOALSCORER desktop %1\nA football strategy board game of hidden identities.").arg(Qt.application.version)
        }
    }
}
