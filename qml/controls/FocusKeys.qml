// Enter and Return on a focused button press it, as Space does (Qt Quick Controls 6.4 buttons
// take Space only), so a room's own Enter (play the square under the pitch's cursor, answer an
// exercise) never acts behind a button the user has tabbed to, nor behind a text field.
pragma Singleton
import QtQuick

QtObject {
    // Presses `focused` if it is a button (a check box, a radio button, a tool button) as a
    // click would: a checkable one is toggled, except a checked one in an exclusive group (a
    // radio button, a tab), which stays checked. True if it was a button.
    function press(focused) {
        if (!focused || focused.clicked === undefined || focused.checkable === undefined)
            return false;
        if (focused.enabled) {
            if (focused.checkable && !(focused.autoExclusive && focused.checked)) {
                focused.toggle();  // a binding on `checked` stays, as with a click
                focused.toggled();
            }
            focused.clicked();
        }
        return true;
    }

    // For a room's Keys.onPressed, before its own keys: `focused` is Window.activeFocusItem.
    // True when the key was Enter or Return on a button (pressed, if enabled) or in a text
    // field (whose Return the room must not take for a move): the room leaves the key alone.
    // False for any other key or item (the pitch, the room itself).
    function enterOnControl(event, focused) {
        if (event.key !== Qt.Key_Return && event.key !== Qt.Key_Enter)
            return false;
        if (focused && focused.cursorPosition !== undefined)
            return true;
        return press(focused);
    }
}
