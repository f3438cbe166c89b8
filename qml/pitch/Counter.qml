// One counter, drawn as vectors: side colour, number, a football shirt on First Teamers,
// a star on the Star Player, a yellow edge when revealed, plain when hidden from the viewer.
// With Settings.counterSet "discs": plain numbered discs, an inner ring on First Teamers and
// the Star Player as a ★ glyph.
import QtQuick
import QtQuick.Shapes
import Goalscorer

Item {
    id: counter
    property bool white: true
    property string label: ""
    property bool star: false
    property bool hidden: false
    property bool firstTeamer: false
    property bool revealed: false
    readonly property bool discs: Settings.counterSet === "discs"

    // For screen readers; a counter on the pitch is named by its square instead (Pitch.qml).
    Accessible.role: Accessible.Graphic
    Accessible.name: (white ? qsTr("White") : qsTr("Black")) + " "
                     + (star ? qsTr("Star Player") : hidden ? qsTr("hidden counter") : label)
                     + (revealed ? qsTr(", revealed") : "")

    readonly property color body: white ? Theme.whiteBody : Theme.blackBody
    readonly property color ink: white ? Theme.blackBody : Theme.whiteBody

    Rectangle {
        id: disc
        anchors.fill: parent
        radius: width / 2
        color: counter.body
        border.width: counter.revealed ? Math.max(3, width * 0.11) : Math.max(1, width * 0.04)
        border.color: counter.revealed ? Theme.revealRing : (counter.white ? Theme.whiteEdge : Theme.blackEdge)
        // a soft shadow ring so counters read against the grass
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Math.max(1, counter.width * 0.03)
            z: -1
            radius: width / 2
            color: Theme.counterShadow
        }
    }

    Rectangle {  // discs: a First Teamer's inner ring
        visible: counter.discs && counter.firstTeamer && !counter.star
        anchors.fill: parent
        anchors.margins: counter.width * 0.17
        radius: width / 2
        color: "transparent"
        border.color: counter.ink
        border.width: Math.max(1, counter.width * 0.05)
    }

    // Football shirt behind the number (First Teamers), in a 100x100 drawing scaled to fit.
    Item {
        visible: counter.firstTeamer && !counter.discs
        width: 100
        height: 100
        x: counter.width * 0.18
        y: counter.height * 0.16
        scale: counter.width * 0.64 / 100
        transformOrigin: Item.TopLeft
        Shape {
            anchors.fill: parent
            ShapePath {
                strokeWidth: 5
                strokeColor: counter.white ? Theme.whiteShirtEdge : Theme.blackShirtEdge
                fillColor: counter.white ? Theme.whiteShirt : Theme.blackShirt
                joinStyle: ShapePath.RoundJoin
                startX: 32; startY: 10
                PathLine { x: 42; y: 6 }
                PathQuad { x: 58; y: 6; controlX: 50; controlY: 18 }
                PathLine { x: 68; y: 10 }
                PathLine { x: 94; y: 30 }
                PathLine { x: 82; y: 46 }
                PathLine { x: 72; y: 40 }
                PathLine { x: 72; y: 94 }
                PathLine { x: 28; y: 94 }
                PathLine { x: 28; y: 40 }
                PathLine { x: 18; y: 46 }
                PathLine { x: 6; y: 30 }
                PathLine { x: 32; y: 10 }
            }
        }
    }

    // The Star Player's star.
    Item {
        visible: counter.star && !counter.discs
        width: 100
        height: 100
        x: counter.width * 0.15
        y: counter.height * 0.15
        scale: counter.width * 0.7 / 100
        transformOrigin: Item.TopLeft
        Shape {
            anchors.fill: parent
            ShapePath {
                strokeWidth: 4
                strokeColor: Theme.starEdge
                fillColor: Theme.starFill
                joinStyle: ShapePath.RoundJoin
                PathPolyline {
                    path: {
                        const pts = [];
                        for (let i = 0; i <= 10; ++i) {
                            const r = i % 2 === 0 ? 48 : 20;
                            const a = -Math.PI / 2 + i * Math.PI / 5;
                            pts.push(Qt.point(50 + r * Math.cos(a), 53 + r * Math.sin(a)));
                        }
                        return pts;
                    }
                }
            }
        }
    }

    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        anchors.verticalCenterOffset: counter.firstTeamer && !counter.discs ? counter.height * 0.06 : 0
        visible: !counter.hidden && (!counter.star || counter.discs)
        text: counter.star ? "★" : counter.label
        color: counter.firstTeamer && !counter.discs ? (counter.white ? Theme.whiteShirtInk : Theme.blackShirtInk) : counter.ink
        font.pixelSize: counter.height * (counter.discs ? (counter.label.length > 1 ? 0.34 : 0.4) : (counter.label.length > 1 ? 0.38 : 0.44))
        font.bold: true
    }
}
