// Enter and Return on a focused button press it, as Space does (Qt Quick Controls 6.4 buttons
// take Space only), so a room's own Enter (play the square under the pitch's cursor, answer an
// exercise) never acts behind a button the user has tabbed to.
pragma Singleton
import QtQuick

QtObject {
    // For a room's Keys.onPressed, before its own keys: `focused` is Window.activeFocusItem.
    // True when the key was Enter or Return on a button (a check box, a tool button): it is
    // pressed if enabled, and the room leaves the key alone. False for any other key or item
    // (the pitch, the room itself), which the room handles as before.
    function enterOnControl(event, focused) {
        if (event.key !== Qt.Key_Return && event.key !== Qt.Key_Enter)
            return false;
        if (!focused || focused.clicked === undefined || focused.checkable === undefined)
            return false;
        if (focused.enabled) {
            if (focused.checkable) {
                focused.toggle();  // as a press does: a binding on `checked` stays
                focused.toggled();
            }
            focused.clicked();
        }
        return true;
    }
}
