// The window's menus: Game, Learn, Editor, Language, Help. What they do is asked of the
// window's content (Shell) or, for the window's own dialogs, signalled.
import QtQuick
import QtQuick.Controls
import Goalscorer

MenuBar {
    id: bar
    // The window's content: the menus act on its rooms, and it gets the keyboard back when
    // a menu closes.
    required property Item shell
    readonly property var game: shell.game
    signal openRecordRequested()
    signal saveRecordRequested()
    signal shortcutsRequested()
    signal aboutRequested()
    signal welcomeRequested()
    signal quitRequested()

    // Qt 6.4's MenuBar takes a menu closed by Escape while the pointer rests on its title as
    // still open: the title stays highlighted and the next click "closes" it instead of
    // opening it. Once such a menu has closed, the bar is told again, with the title disabled
    // for that moment, so that it lets go.
    Component.onCompleted: {
        for (let i = 0; i < count; ++i) {
            const title = itemAt(i), menu = menuAt(i);
            // When the window closes with a menu open, the menu closes after the bar is gone.
            menu.closed.connect(() => { if (bar) bar.letGo(title, menu) });
        }
    }
    function letGo(title, menu) {
        if (!title.highlighted || !title.hovered)
            return;
        title.enabled = false;  // a disabled title counts as not hovered
        menu.aboutToHide();
        title.enabled = true;
    }

    AppMenu {
        title: qsTr("&Game")
        Action { text: qsTr("&New game…    Ctrl+N"); onTriggered: game.openNewGame() }  // the shortcut lives in GameView
        Action { text: qsTr("&Rematch"); enabled: game.session.status.active; onTriggered: game.session.rematch() }
        Action { text: qsTr("&Undo my last turn"); enabled: game.session.review.canUndo; onTriggered: game.session.undo() }
        Action { text: qsTr("Allow undo"); checkable: true; checked: Settings.undoAllowed; onToggled: Settings.undoAllowed = checked }
        Action { text: qsTr("&Flip the pitch    F"); enabled: game.session.status.active; onTriggered: game.session.flip() }
        MenuSeparator {}
        Action { text: qsTr("Se&ttings…    Ctrl+,"); onTriggered: shell.openSettings() }  // the shortcut lives in Shell
        MenuSeparator {}
        Action { text: qsTr("&Open game record…"); shortcut: StandardKey.Open; onTriggered: bar.openRecordRequested() }
        Action { text: qsTr("&Save game record…"); shortcut: StandardKey.Save; enabled: game.session.status.active; onTriggered: bar.saveRecordRequested() }
        Action { text: qsTr("Re&view the game"); enabled: game.session.status.gameOver; onTriggered: game.session.startReview() }
        MenuSeparator {}
        Action { text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: bar.quitRequested() }
    }
    AppMenu {
        title: qsTr("&Learn")
        Action { text: qsTr("&Tutorials"); onTriggered: shell.show("learn") }
        Action { text: qsTr("&Open tutorial file…"); onTriggered: { shell.show("learn"); shell.learn.openFileDialog() } }
    }
    AppMenu {
        title: qsTr("&Editor")
        Action { text: qsTr("&Position editor"); shortcut: "Ctrl+E"; onTriggered: shell.show("editor") }
        Action { text: qsTr("Edit the &current game's position"); enabled: game.session.status.active; onTriggered: { shell.positionEditor.editor.setGpnText(game.session.positionToEdit()); shell.show("editor") } }
        MenuSeparator {}
        Action { text: qsTr("&Variant editor"); shortcut: "Ctrl+Shift+V"; onTriggered: shell.show("variants") }
        Action { text: qsTr("Playtesting &lab"); shortcut: "Ctrl+L"; onTriggered: shell.show("lab") }
    }
    AppMenu {
        id: languageMenu
        title: qsTr("L&anguage")
        // Applies at once; the game in progress stays as it is.
        Instantiator {
            model: Language.languages
            delegate: MenuItem {
                required property var modelData
                text: modelData.name
                checkable: true
                checked: Language.chosen === modelData.code
                // Closed first: the retranslation rebuilds the menu's bindings mid-trigger,
                // and the menu stayed open over the window.
                onTriggered: { languageMenu.dismiss(); Language.choose(modelData.code) }
            }
            onObjectAdded: (index, item) => languageMenu.insertItem(index, item)
            onObjectRemoved: (index, item) => languageMenu.removeItem(item)
        }
    }
    AppMenu {
        title: qsTr("&Help")
        Action { text: qsTr("&Welcome…"); onTriggered: bar.welcomeRequested() }
        Action { text: qsTr("&Rules"); onTriggered: game.openRules() }
        Action { text: qsTr("&Keyboard shortcuts"); onTriggered: bar.shortcutsRequested() }
        Action { text: qsTr("&About GOALSCORER"); onTriggered: bar.aboutRequested() }
    }
}
