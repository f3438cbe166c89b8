// A Scout report badge (Pitch.qml): a hidden counter's chances of being the Star Player and a
// goalscorer, "★13 G33", under the counter. It stays inside its square, so neighbours never run
// together on a small pitch (a small window, or the analysis panel under it): the font shrinks
// to fit, down to 8 px; below that the badge keeps the Star Player's chance only, and on a
// pitch too small for that it is left out (the report's sentence in the side panel still says it).
import QtQuick
import Goalscorer

Rectangle {
    id: badge
    required property real starChance  // 0..1
    required property real goalChance  // 0..1
    required property real cell        // the square's side, in pixels
    readonly property string full: "★" + Math.round(100 * starChance) + " G" + Math.round(100 * goalChance)
    readonly property string brief: "★" + Math.round(100 * starChance)
    readonly property real room: cell - 6  // 3 px to each neighbour
    readonly property real size: Math.max(10, cell * 0.16)  // readable at 1024 px too
    readonly property bool fullFits: smallest.advanceWidth + 4 <= room
    TextMetrics { id: wanted; font.pixelSize: badge.size; font.bold: true; text: badge.full }
    TextMetrics { id: smallest; font.pixelSize: 8; font.bold: true; text: badge.full }
    TextMetrics { id: shortest; font.pixelSize: 8; font.bold: true; text: badge.brief }
    visible: fullFits || shortest.advanceWidth + 4 <= room
    width: Math.min(wanted.advanceWidth + 6, room)
    height: scoutText.implicitHeight + 2
    radius: 3
    color: Theme.deep
    z: 20
    Text {
        textFormat: Text.PlainText
        id: scoutText
        anchors.centerIn: parent
        width: parent.width - 4
        horizontalAlignment: Text.AlignHCenter
        text: badge.fullFits ? badge.full : badge.brief
        color: Theme.scout
        font.pixelSize: badge.size
        font.bold: true
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 8
    }
}
