// A short announcement over the pitch: "Goal!", "Penalty!", "Offside!", "Star Player captured!".
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
    width: label.implicitWidth + 40
    height: label.implicitHeight + 22
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
        text: banner.text
        color: Theme.brightText
        font.pixelSize: 24
        font.bold: true
    }
    SequentialAnimation {
        id: fade
        NumberAnimation { target: banner; property: "opacity"; to: 1; duration: 150 }
        PauseAnimation { duration: 1800 }
        NumberAnimation { target: banner; property: "opacity"; to: 0; duration: 400 }
    }
}
