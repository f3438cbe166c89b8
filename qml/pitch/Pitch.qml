// The pitch, to scale for any variant: grass, Goal Lines and goals, Goalkeeper's Areas,
// Half Way Line and Midfield Area, file and rank labels, counters and the red boxes, the Scout
// report's badges (ScoutBadge) and a lesson's arrows (PitchArrow).
import QtQuick
import QtQuick.Controls
import Goalscorer

Item {
    id: pitch
    // Whose pitch this is (a game, a tutorial, the editor or the recorder): the board, the
    // marks, the cursor and where clicks go.
    required property PitchController controller
    readonly property BoardModel board: controller.board
    readonly property int files: board.files
    readonly property int ranks: board.ranks
    readonly property bool flipped: board.flipped
    // one square's side in pixels: room for the labels and a goal at each end
    readonly property real cell: files > 0 ? Math.floor(Math.min(width / (files + 1), height / (ranks + 1.4))) : 0
    readonly property real fieldX: (width - files * cell) / 2 + cell * 0.25
    readonly property real fieldY: (height - ranks * cell) / 2
    property bool showCursor: false
    // The controller's marks; a room may draw other arrows over its pitch (a game's analysis).
    property var arrows: controller.arrows  // [{from, to}] square indices
    readonly property bool editing: controller.freePlacement

    // With the keys on the pitch, a screen reader reads the square under the cursor (what stands
    // there, and whether it can move, is picked up or is a move's end), following the cursor.
    Accessible.role: Accessible.Table
    Accessible.name: {
        const square = squares.count > controller.cursor && controller.cursor >= 0 ? squares.itemAt(controller.cursor) : null;
        return square ? square.accessibleName : "";
    }

    // The square index under a point of the pitch, or -1.
    function squareIndexAt(px, py) {
        const col = Math.floor((px - fieldX) / cell), row = Math.floor((py - fieldY) / cell);
        if (col < 0 || col >= files || row < 0 || row >= ranks)
            return -1;
        return board.indexOf(flipped ? files - 1 - col : col, flipped ? row : ranks - 1 - row);
    }
    // The square's item (its x, y, width and height are within the pitch), or null.
    function squareItem(index) { return index >= 0 && index < squares.count ? squares.itemAt(index) : null }
    function squareX(file) { return fieldX + (flipped ? files - 1 - file : file) * cell }
    function squareY(rank) { return fieldY + (flipped ? rank : ranks - 1 - rank) * cell }

    // The goal beyond the Goal Line at the top, in the pitch's coordinates: a banner keeps off it.
    readonly property rect topGoal: Qt.rect(fieldX + files * cell / 2 - cell * 0.8, fieldY - cell * 0.32, cell * 1.6, cell * 0.32)
    // Goals beyond both Goal Lines.
    Repeater {
        model: 2
        Rectangle {
            readonly property bool upper: index === 0
            width: pitch.topGoal.width
            height: pitch.topGoal.height
            x: pitch.topGoal.x
            y: upper ? pitch.topGoal.y : pitch.fieldY + pitch.ranks * pitch.cell
            color: Theme.text
            border.color: Theme.goalFrame
            border.width: 2
            radius: 2
            Grid {
                anchors.fill: parent
                anchors.margins: 3
                columns: 12
                rows: 2
                Repeater {
                    model: 24
                    Rectangle { width: parent.width / 12; height: parent.height / 2; color: "transparent"; border.color: Theme.textMuted; border.width: 0.5 }
                }
            }
        }
    }

    // Grass, mown in stripes.
    Rectangle {
        x: pitch.fieldX - 4
        y: pitch.fieldY - 4
        width: pitch.files * pitch.cell + 8
        height: pitch.ranks * pitch.cell + 8
        color: Theme.grass
        radius: 3
    }
    Repeater {
        model: pitch.ranks
        Rectangle {
            x: pitch.fieldX
            y: pitch.fieldY + index * pitch.cell
            width: pitch.files * pitch.cell
            height: pitch.cell
            color: index % 2 ? Theme.stripeA : Theme.stripeB
        }
    }

    // Touch-line markings: Half Way Line, Goalkeeper's Area lines, the outline, the centre
    // circle. Drawn before the squares, so counters and marks stand on them.
    Rectangle {
        x: pitch.fieldX
        y: pitch.fieldY
        width: pitch.files * pitch.cell
        height: pitch.ranks * pitch.cell
        color: "transparent"
        border.color: Theme.pitchLine
        border.width: 3
    }
    Rectangle {  // Half Way Line
        x: pitch.fieldX
        y: pitch.fieldY + pitch.ranks * pitch.cell / 2 - 1.5
        width: pitch.files * pitch.cell
        height: 3
        color: Theme.pitchLine
        visible: pitch.ranks > 0
    }
    Repeater {  // Goalkeeper's Area lines at both ends
        model: pitch.ranks > 0 ? 2 : 0
        Rectangle {
            x: pitch.fieldX
            y: pitch.fieldY + (index === 0 ? pitch.board.keeperAreaDepth : pitch.ranks - pitch.board.keeperAreaDepth) * pitch.cell - 1
            width: pitch.files * pitch.cell
            height: 2
            color: Theme.keeperAreaLine
        }
    }
    Rectangle {  // centre circle
        objectName: "centreCircle"
        width: pitch.cell * 1.4
        height: width
        radius: width / 2
        x: pitch.fieldX + pitch.files * pitch.cell / 2 - width / 2
        y: pitch.fieldY + pitch.ranks * pitch.cell / 2 - height / 2
        color: "transparent"
        border.color: Theme.centreCircle
        border.width: 2
        visible: pitch.ranks > 0
    }

    // The squares with their area tints, counters and marks.
    Repeater {
        id: squares
        model: pitch.board
        delegate: Item {
            id: square
            required property int index
            required property int file
            required property int rank
            required property string name
            required property bool occupied
            required property bool white
            required property string label
            required property bool star
            required property bool hidden
            required property bool firstTeamer
            required property bool revealed
            required property int keeperArea
            required property bool midfield
            required property bool goalLine
            required property bool movable
            required property bool selected
            required property bool target
            required property bool hinted
            required property int lastMove
            required property string accessibleName

            objectName: "square_" + name
            // Where the counter is drawn while it slides in (0, 0 at rest): marks that belong
            // to the counter, like the scout badge, follow it.
            readonly property alias slideX: slide.x
            readonly property alias slideY: slide.y
            x: pitch.squareX(file)
            y: pitch.squareY(rank)
            width: pitch.cell
            height: pitch.cell

            Accessible.role: Accessible.Button
            Accessible.name: accessibleName
            Accessible.onPressAction: pitch.controller.clickSquare(index)

            Rectangle {  // Goalkeeper's Areas lighter, Midfield Area faintly
                anchors.fill: parent
                color: square.keeperArea > 0 ? Theme.keeperAreaTint : square.midfield ? Theme.midfieldTint : "transparent"
            }
            Rectangle {  // grid
                anchors.fill: parent
                color: "transparent"
                border.color: Theme.gridLine
                border.width: 1
            }
            Rectangle {  // the last two turns' moves, from and to (BoardModel::LastMoveRole)
                objectName: "lastMoveMark"
                anchors.fill: parent
                anchors.margins: 2
                visible: square.lastMove > 0
                color: [Theme.lastFrom, Theme.lastFrom, Theme.lastTo, Theme.earlierFrom, Theme.earlierTo][square.lastMove]
            }

            Counter {
                id: piece
                objectName: "piece_" + square.name
                visible: square.occupied
                width: pitch.cell * 0.8
                height: width
                x: (pitch.cell - width) / 2
                y: (pitch.cell - height) / 2
                white: square.white
                label: square.label
                star: square.star
                hidden: square.hidden
                firstTeamer: square.firstTeamer
                revealed: square.revealed
                transform: Translate { id: slide }
            }
            // A counter that just arrived slides in from where it came from.
            Connections {
                target: pitch.board
                function onMoved(from, to) {
                    if (to !== square.index || Settings.moveAnimationMs === 0)
                        return;
                    const origin = squares.itemAt(from);
                    if (!origin)
                        return;
                    slideX.from = origin.x - square.x;
                    slideY.from = origin.y - square.y;
                    slideIn.restart();
                }
            }
            ParallelAnimation {
                id: slideIn
                NumberAnimation { id: slideX; target: slide; property: "x"; to: 0; duration: Settings.moveAnimationMs; easing.type: Easing.OutCubic }
                NumberAnimation { id: slideY; target: slide; property: "y"; to: 0; duration: Settings.moveAnimationMs; easing.type: Easing.OutCubic }
            }

            Rectangle {  // red box: a counter that can move, or where the selected one can go
                objectName: "mark_" + square.name
                readonly property bool legalMark: (square.movable && !pitch.editing) || square.target
                anchors.fill: parent
                anchors.margins: 2
                // Settings can hide the legal moves in games (tutorials and editors always show
                // them); the picked counter and a move waiting for Confirm stay marked.
                visible: (legalMark && (Settings.showLegalMoves || pitch.controller.movesAlwaysMarked)) || square.selected
                color: square.target && !square.occupied ? Theme.moveTarget : "transparent"
                border.color: square.selected ? Theme.selectedMark : Theme.moveMark
                border.width: square.selected ? 4 : 3
                radius: 3
                Rectangle {  // the white inner edge that keeps the mark visible on grass
                    anchors.fill: parent
                    anchors.margins: parent.border.width
                    visible: !square.selected
                    color: "transparent"
                    border.color: Theme.moveMarkEdge
                    border.width: 1.5
                    radius: 2
                }
            }
            Rectangle {  // where the Hint's move goes: a ring unlike the other targets' boxes
                objectName: "hintMark_" + square.name
                anchors.centerIn: parent
                width: pitch.cell * 0.9
                height: width
                radius: width / 2
                visible: square.hinted
                color: "transparent"
                border.color: Theme.hintMark
                border.width: Math.max(3, pitch.cell * 0.07)
                SequentialAnimation on opacity {
                    running: square.hinted && Settings.moveAnimationMs > 0
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.45; duration: 700 }
                    NumberAnimation { from: 0.45; to: 1; duration: 700 }
                }
            }
            Rectangle {  // a square the editor's validation complains about
                anchors.fill: parent
                visible: pitch.controller.problemSquares.indexOf(square.index) >= 0
                color: Theme.problemTint
                border.color: Theme.problem
                border.width: 3
                objectName: "problem_" + square.name
                Rectangle {  // the white inner edge: the red alone is faint on grass
                    anchors.fill: parent
                    anchors.margins: parent.border.width
                    color: "transparent"
                    border.color: Theme.moveMarkEdge
                    border.width: 1.5
                }
            }
            Rectangle {  // a lesson's highlight
                anchors.fill: parent
                anchors.margins: 1
                visible: pitch.controller.highlights.indexOf(square.index) >= 0
                color: Theme.lessonHighlight
                border.color: Theme.lessonHighlightEdge
                border.width: 3
                radius: pitch.cell / 2
                objectName: "highlight_" + square.name
            }
            Rectangle {  // keyboard cursor
                anchors.fill: parent
                anchors.margins: -1
                visible: pitch.showCursor && pitch.controller.cursor === square.index
                color: "transparent"
                border.color: Theme.cursor
                border.width: 3
                radius: 4
            }
            // Click to pick and click to place, or drag the counter to where it goes.
            MouseArea {
                id: mouse
                anchors.fill: parent
                property bool dragging: false
                property bool dropped: false
                property point pressAt
                acceptedButtons: pitch.editing ? (Qt.LeftButton | Qt.RightButton) : Qt.LeftButton
                onPressed: (m) => { pressAt = Qt.point(m.x, m.y); dropped = false }
                onPositionChanged: (m) => {
                    if (!pressed || !square.movable || (pressedButtons & Qt.RightButton))
                        return;
                    if (!dragging && Math.abs(m.x - pressAt.x) + Math.abs(m.y - pressAt.y) > 8) {
                        dragging = true;
                        square.z = 10;
                        if (!square.selected && !pitch.editing)
                            pitch.controller.clickSquare(square.index);
                    }
                    if (dragging) {
                        slide.x = m.x - pressAt.x;
                        slide.y = m.y - pressAt.y;
                    }
                }
                onReleased: (m) => {
                    if (!dragging)
                        return;
                    dragging = false;
                    dropped = true;
                    square.z = 0;
                    slide.x = 0;
                    slide.y = 0;
                    const p = mapToItem(pitch, m.x, m.y);
                    const target = pitch.squareIndexAt(p.x, p.y);
                    if (target >= 0 && target !== square.index)
                        pitch.controller.moveCounter(square.index, target);
                    else if (target < 0)
                        pitch.controller.dropOffPitch(square.index);
                }
                onClicked: (m) => {
                    if (m.button === Qt.RightButton)
                        pitch.controller.secondaryClick(square.index);
                    else if (!dropped)
                        pitch.controller.clickSquare(square.index);
                }
            }
        }
    }

    // Scout report: each hidden opponent counter's chances, under the counter (ScoutBadge.qml).
    Repeater {
        model: pitch.controller.scouting
        delegate: ScoutBadge {
            required property var modelData
            // The square's delegate; the badge slides with the counter it describes.
            readonly property Item host: squares.count > modelData.square ? squares.itemAt(modelData.square) : null
            objectName: "scout_" + modelData.square
            starChance: modelData.star
            goalChance: modelData.goal
            cell: pitch.cell
            x: pitch.squareX(pitch.board.fileOf(modelData.square)) + (pitch.cell - width) / 2 + (host ? host.slideX : 0)
            y: pitch.squareY(pitch.board.rankOf(modelData.square)) + pitch.cell - height - 1 + (host ? host.slideY : 0)
        }
    }

    // A lesson's arrows, from the centre of one square to another (PitchArrow.qml).
    Repeater {
        model: pitch.arrows
        PitchArrow {
            required property var modelData
            cell: pitch.cell
            x1: pitch.squareX(pitch.board.fileOf(modelData.from)) + pitch.cell / 2
            y1: pitch.squareY(pitch.board.rankOf(modelData.from)) + pitch.cell / 2
            x2: pitch.squareX(pitch.board.fileOf(modelData.to)) + pitch.cell / 2
            y2: pitch.squareY(pitch.board.rankOf(modelData.to)) + pitch.cell / 2
        }
    }

    // File letters and rank numbers.
    Repeater {
        model: pitch.files
        Text {
            textFormat: Text.PlainText
            x: pitch.squareX(index) + pitch.cell / 2 - width / 2
            y: pitch.fieldY + pitch.ranks * pitch.cell + pitch.cell * 0.36
            text: String.fromCharCode(97 + index)
            color: Theme.pitchLabel
            font.pixelSize: Math.max(10, pitch.cell * 0.22)
        }
    }
    Repeater {
        model: pitch.ranks
        Text {
            textFormat: Text.PlainText
            x: pitch.fieldX - width - pitch.cell * 0.18
            y: pitch.squareY(index) + pitch.cell / 2 - height / 2
            text: index + 1
            color: Theme.pitchLabel
            font.pixelSize: Math.max(10, pitch.cell * 0.22)
        }
    }
}
