// One counter, drawn as vectors: side colour, number, a football shirt on First Teamers,
// a star on the Star Player, a yellow edge when revealed, plain when hidden from the viewer.
import QtQuick
import QtQuick.Shapes

Item {
    id: counter
    property bool white: true
    property string label: ""
    property bool star: false
    property bool hidden: false
    property bool firstTeamer: false
    property bool revealed: false

    readonly property color body: white ? "#f7f5ee" : "#1f2328"
    readonly property color ink: white ? "#1f2328" : "#f7f5ee"

    Rectangle {
        id: disc
        anchors.fill: parent
        radius: width / 2
        color: counter.body
        border.width: counter.revealed ? Math.max(3, width * 0.11) : Math.max(1, width * 0.04)
        border.color: counter.revealed ? "#ffd400" : (counter.white ? "#8a8778" : "#000000")
        // a soft shadow ring so counters read against the grass
        Rectangle {
            anchors.fill: parent
            anchors.margins: -Math.max(1, counter.width * 0.03)
            z: -1
            radius: width / 2
            color: "#40000000"
        }
    }

    // Football shirt behind the number (First Teamers), in a 100x100 drawing scaled to fit.
    Item {
        visible: counter.firstTeamer
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
                strokeColor: counter.white ? "#2f5d9e" : "#7fb3ff"
                fillColor: counter.white ? "#d6e4f7" : "#284a78"
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
        visible: counter.star
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
                strokeColor: "#8a6500"
                fillColor: "#ffc107"
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
        anchors.centerIn: parent
        anchors.verticalCenterOffset: counter.firstTeamer ? counter.height * 0.06 : 0
        visible: !counter.hidden && !counter.star
        text: counter.label
        color: counter.firstTeamer ? (counter.white ? "#10243f" : "#ffffff") : counter.ink
        font.pixelSize: counter.height * (counter.label.length > 1 ? 0.38 : 0.44)
        font.bold: true
    }
}
