// A TextArea for forms: Tab and Shift+Tab move to the next and previous control instead of
// typing a tab, so keyboard users are never trapped in it (nobody needs a tab character in
// a GPN or a caption).
import QtQuick
import QtQuick.Controls

TextArea {
    id: area
    function leave(forward) {
        const next = area.nextItemInFocusChain(forward);
        if (next)
            next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason);
    }
    Keys.onTabPressed: (e) => { leave(true); e.accepted = true }
    Keys.onBacktabPressed: (e) => { leave(false); e.accepted = true }
}
