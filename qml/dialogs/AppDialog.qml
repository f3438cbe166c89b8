// Every dialog of the app. Qt names a dialog's standard buttons (OK, Close, …) once, when it
// makes them, so after a language switch they kept the old language ("Schließen" in English);
// here they are made again after a language change, at once if the dialog is open, or else
// when it next opens (rebuilding a closed dialog's buttons upsets its layout). A modal one
// dims what is behind it; one whose only button is OK or Close answers Enter too.
import QtQuick
import QtQuick.Controls
import Goalscorer

Dialog {
    id: dialog
    Overlay.modal: Rectangle { color: Theme.dim }

    property bool buttonsStale: false
    function renameButtons() {
        buttonsStale = false;
        const buttons = dialog.standardButtons;
        dialog.standardButtons = Dialog.NoButton;
        dialog.standardButtons = buttons;
    }
    onAboutToShow: if (buttonsStale) renameButtons()
    // Enter presses the focused button (a check box is ticked, not the dialog closed), and
    // otherwise answers a dialog whose one button is OK or Close, as Escape does (it did
    // nothing: a keyboard user had to find Escape for "OK"). A text field keeps its Return.
    Shortcut {
        sequences: ["Return", "Enter"]
        // Only where it does something: elsewhere (a list, a text field) the key goes on to the
        // dialog as before (New game's Return on its first list starts the game).
        readonly property bool onButton: dialog.focusedItem !== null && dialog.focusedItem.clicked !== undefined && dialog.focusedItem.checkable !== undefined
        readonly property bool oneButton: dialog.standardButtons === Dialog.Ok || dialog.standardButtons === Dialog.Close
        // A text field, a list or a spin box with the keys keeps Return (a closed list's Return
        // closed Settings).
        readonly property bool onInput: dialog.focusedItem !== null && (dialog.focusedItem.cursorPosition !== undefined
                                        || dialog.focusedItem.popup !== undefined || dialog.focusedItem.stepSize !== undefined)
        enabled: dialog.visible && (onButton || (oneButton && !onInput))
        onActivated: {
            if (FocusKeys.press(dialog.focusedItem))
                return;
            if (dialog.standardButtons === Dialog.Ok)
                dialog.accept();
            else if (dialog.standardButtons === Dialog.Close)
                dialog.reject();
        }
    }
    // The item with the keys if it is inside this dialog, else null.
    readonly property Item focusedItem: {
        const f = dialog.contentItem ? dialog.contentItem.Window.activeFocusItem : null;
        for (let i = f; i; i = i.parent)
            if (i === dialog.contentItem || i === dialog.footer)
                return f;
        return null;
    }
    Connections {
        target: Language
        function onChanged() {
            if (dialog.visible)
                dialog.renameButtons();
            else
                dialog.buttonsStale = true;
        }
    }
}
