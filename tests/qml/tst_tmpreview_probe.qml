import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "TmpReview"
    function init() { failOnQmlWarnings() }
    function cleanupTestCase() { Settings.restoreDefaults() }

    function test_j_confirmRoomy() {
        Settings.confirmMoves = true;
        test.Window.window.width = test.width = 760;
        test.Window.window.height = test.height = 560;
        const s = makeShell();
        tryVerify(() => s.width === 760 && s.height === 560);
        const v = s.game;
        verify(v.session.startFromPosition("...b1+.../......./......./......./....bs!../...w9+.../......./......./......./...w1+... w f 5 0-0 -,- classic", {opponent: "computer", side: "white", strength: "Beginner"}));
        mouseClick(findChild(s.game, "square_d5"));
        mouseClick(findChild(s.game, "square_d6"));
        const bar = findChild(v, "confirmBar");
        verify(bar.visible);
        verify(settle(s));
        console.log("PROBE roomy=" + bar.roomy + " bar.width=" + bar.width + " parent.width=" + bar.parent.width + " confirm text=" + findChild(bar, "confirmMove").text + " pendingSquare=" + v.session.status.pendingSquare + " overTarget=" + bar.overTarget + " y=" + bar.y);
        keyClick(Qt.Key_Escape);
        mouseClick(findChild(s.game, "square_d1"));
        mouseClick(findChild(s.game, "square_c1"));
        verify(settle(s));
        console.log("PROBE d1c1 visible=" + bar.visible + " ps=" + v.session.status.pendingSquare + " text=" + v.session.status.pendingMoveText + " overTarget=" + bar.overTarget + " y=" + bar.y);
        // flip with the bar up
        v.session.flip();
        verify(settle(s));
        console.log("PROBE flipped overTarget=" + bar.overTarget + " y=" + bar.y);
    }
}
