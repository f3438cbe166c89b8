// The first start: what the game is in two sentences and three ways in (the rules in a few
// minutes, a game against the computer, a file someone sent). Shown once, by itself; Help →
// Welcome shows it again.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

AppDialog {
    id: dialog
    objectName: "welcomeDialog"
    title: qsTr("Welcome to GOALSCORER")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(560, parent ? parent.width - 40 : 560)
    signal learnRequested()
    signal playRequested()
    signal openRequested()
    onClosed: Settings.welcomed = true

    function choose(signalled) {
        dialog.close();
        signalled();
    }

    ColumnLayout {
        width: parent.width
        spacing: 12
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("A football strategy board game for two. Each side's counters hide who they are until a capture reveals them; the counters captured decide Goals, Penalties and Offsides, and the hidden Star Player is worth two goals.")
        }
        Button {
            objectName: "welcomeLearn"
            Layout.fillWidth: true
            text: qsTr("Learn the rules (3 minutes)")
            highlighted: true
            onClicked: dialog.choose(dialog.learnRequested)
        }
        Button {
            objectName: "welcomePlay"
            Layout.fillWidth: true
            text: qsTr("Play against the computer")
            onClicked: dialog.choose(dialog.playRequested)
        }
        Button {
            objectName: "welcomeOpen"
            Layout.fillWidth: true
            text: qsTr("Open a file…")
            onClicked: dialog.choose(dialog.openRequested)
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("A game record, a tutorial or a position someone sent you. This welcome is in the Help menu whenever you want it again.")
        }
    }
}
