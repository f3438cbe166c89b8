// A menu as wide as its widest item. Qt 6.4's menus keep a fixed width and cut long items
// off ("Against the computer, as W…", German "Meine letzte Runde zurückn…"); this one grows
// with its texts, in every language.
import QtQuick
import QtQuick.Controls

Menu {
    id: menu
    margins: 0  // pushed back inside the window rather than cut off at its edge
    width: {
        let widest = 0;
        for (let i = 0; i < count; ++i) {
            const item = itemAt(i);
            if (item)
                widest = Math.max(widest, item.implicitWidth);
        }
        return Math.max(implicitWidth, widest + leftPadding + rightPadding);
    }
}
