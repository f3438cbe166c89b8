// A lesson's arrow over the pitch (Pitch.qml), from the centre of one square towards another:
// a light shaft and head on a dark casing, stopping short of the target's centre so the
// counter's number there stays readable. It fills the pitch; its ends are in the pitch's pixels.
import QtQuick
import QtQuick.Shapes
import Goalscorer

Shape {
    id: arrow
    required property real cell  // a square's side, in pixels
    required property real x1    // the centre of the square it starts from
    required property real y1
    required property real x2    // the centre of the square it points to
    required property real y2
    readonly property real len: Math.max(1, Math.hypot(x2 - x1, y2 - y1))
    readonly property real ux: (x2 - x1) / len
    readonly property real uy: (y2 - y1) / len
    readonly property real head: cell * 0.32
    // stop short of the target's centre so the counter's number stays readable
    readonly property real tipX: x2 - ux * cell * 0.18
    readonly property real tipY: y2 - uy * cell * 0.18
    objectName: "arrow"
    z: 5
    anchors.fill: parent
    layer.enabled: true
    layer.samples: 4
    ShapePath {  // the casing: the arrow's shaft and head, a little wider, in dark
        strokeColor: Theme.lessonArrowCasing
        strokeWidth: Math.max(3, arrow.cell * 0.09) + 3
        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        joinStyle: ShapePath.RoundJoin
        startX: arrow.x1 + arrow.ux * arrow.cell * 0.2
        startY: arrow.y1 + arrow.uy * arrow.cell * 0.2
        PathLine { x: arrow.tipX - arrow.ux * arrow.head * 0.8; y: arrow.tipY - arrow.uy * arrow.head * 0.8 }
    }
    ShapePath {
        strokeColor: Theme.lessonArrowCasing
        strokeWidth: 3
        fillColor: Theme.lessonArrowCasing
        joinStyle: ShapePath.RoundJoin
        startX: arrow.tipX
        startY: arrow.tipY
        PathLine { x: arrow.tipX - arrow.ux * arrow.head - arrow.uy * arrow.head * 0.6; y: arrow.tipY - arrow.uy * arrow.head + arrow.ux * arrow.head * 0.6 }
        PathLine { x: arrow.tipX - arrow.ux * arrow.head + arrow.uy * arrow.head * 0.6; y: arrow.tipY - arrow.uy * arrow.head - arrow.ux * arrow.head * 0.6 }
        PathLine { x: arrow.tipX; y: arrow.tipY }
    }
    ShapePath {
        strokeColor: Theme.lessonArrow
        strokeWidth: Math.max(3, arrow.cell * 0.09)
        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        startX: arrow.x1 + arrow.ux * arrow.cell * 0.2
        startY: arrow.y1 + arrow.uy * arrow.cell * 0.2
        PathLine { x: arrow.tipX - arrow.ux * arrow.head * 0.8; y: arrow.tipY - arrow.uy * arrow.head * 0.8 }
    }
    ShapePath {
        strokeColor: "transparent"
        fillColor: Theme.lessonArrow
        startX: arrow.tipX
        startY: arrow.tipY
        PathLine { x: arrow.tipX - arrow.ux * arrow.head - arrow.uy * arrow.head * 0.6; y: arrow.tipY - arrow.uy * arrow.head + arrow.ux * arrow.head * 0.6 }
        PathLine { x: arrow.tipX - arrow.ux * arrow.head + arrow.uy * arrow.head * 0.6; y: arrow.tipY - arrow.uy * arrow.head - arrow.ux * arrow.head * 0.6 }
        PathLine { x: arrow.tipX; y: arrow.tipY }
    }
}
