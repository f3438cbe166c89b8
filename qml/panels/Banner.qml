// A short announcement above the pitch: "Goal!", "Penalty!", "Offside!", "Star Player captured!".
// It sits in the margin over the far Goal Line and fades after two seconds, so it never hides
// the squares where the play is.
import QtQuick
import QtQuick.Controls
import Goalscorer

Rectangle {
    id: banner
    objectName: "banner"
    property string text: ""
    property string kind: ""
    visible: opacity > 0
    opacity: 0
    radius: 10
    // Never wider than what it stands over: a long announcement wraps (in German and at the
    // window's smallest size it ran off both edges).
    width: Math.min(label.implicitWidth + 32, parent ? parent.width - 16 : label.implicitWidth + 32)
    height: label.height + 12
    color: Theme.bannerColour(kind)

    function hide() {
        fade.stop();
        opacity = 0;
    }
    function show(t, k) {
        text = t;
        kind = k;
        fade.restart();
    }

    Label {
        textFormat: Text.PlainText
        id: label
        anchors.centerIn: parent
        width: banner.width - 32
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        text: banner.text
        color: Theme.brightText
        font.pixelSize: 18
        font.bold: true
    }
    SequentialAnimation {
        id: fade
        NumberAnimation { target: banner; property: "opacity"; to: 1; duration: 150 }
        PauseAnimation { duration: 1800 }
        NumberAnimation { target: banner; property: "opacity"; to: 0; duration: 400 }
    }
}
