// Play a friend in the real window content: a live game hosted by clicking, joined by a second
// session (the friend's app) through the invite, moves made by clicking the pitch and seen
// arriving on the other side; a game by message through its links; a damaged invite refused
// with a reason; leaving the game; the finished game's review in Play.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Friend"

    Component {
        id: friendComponent
        FriendGame {}
    }
    // The friend's app: a session of its own, its autosave in the test folder.
    function makeFriend(tag) {
        const f = createTemporaryObject(friendComponent, test, {autosavePath: testDir + "/friend-" + tag + "-" + (++made) + ".json"});
        verify(f);
        return f;
    }
    function chooseText(box, text) {
        const i = box.find(text);
        verify(i >= 0, text + " in the list");
        box.currentIndex = i;
    }

    function test_hostJoinAndPlayByClicking() {
        const s = makeShell();
        s.show("friend");
        const room = s.friendView;
        mouseClick(child(room, "hostWay"));
        chooseText(child(room, "friendAddressBox"), "127.0.0.1");
        child(room, "friendPortBox").value = 0;
        shot(s, "friend-01-host-form");
        mouseClick(child(room, "hostButton"));
        compare(room.friend.mode, "host");
        const invite = child(room, "inviteField").text;
        verify(invite.startsWith("goalscorer:join/127.0.0.1:"), invite);
        verify(child(room, "friendConnection").text.indexOf("Waiting for the friend") >= 0, child(room, "friendConnection").text);

        const guest = makeFriend("guest");
        verify(guest.join(invite));
        tryVerify(() => room.friend.myTurn, 10000, "White's turn comes once the commitments are exchanged");
        compare(guest.myTurn, false);
        verify(child(room, "friendStatus").text.indexOf("Your turn") >= 0, child(room, "friendStatus").text);
        shot(s, "friend-02-your-turn");

        // White's Youth Counter move and First Teamer move, by clicks on the pitch.
        const pitch = child(room, "friendPitch");
        clickSquare(pitch, "d3");
        clickSquare(pitch, "d4");
        clickSquare(pitch, "c4");
        clickSquare(pitch, "c5");
        tryVerify(() => guest.myTurn, 10000, "the moves reach the friend's app");
        verify(room.friend.status.indexOf("The friend's turn") >= 0, room.friend.status);
        // The friend's pitch shows White's counters that moved, and none of White's hidden identities.
        verify(child(room, "friendConnection").text.indexOf("thinking") >= 0, child(room, "friendConnection").text);
    }

    function test_aDamagedInviteIsRefusedWithAReason() {
        const s = makeShell();
        s.show("friend");
        const room = s.friendView;
        mouseClick(child(room, "joinWay"));
        const field = child(room, "joinField");
        field.text = "goalscorer:join/<b>bold</b>:80/00";
        mouseClick(child(room, "joinButton"));
        verify(child(room, "friendError").text.indexOf("damaged") >= 0, child(room, "friendError").text);
        compare(room.friend.mode, "");
        compare(child(room, "friendError").textFormat, Text.PlainText);
    }

    // By message: the first link goes to the friend, whose answer comes back as a link, and so on.
    function test_playByMessageLinks() {
        const s = makeShell();
        s.show("friend");
        const room = s.friendView;
        mouseClick(child(room, "messageWay"));
        chooseText(child(room, "friendSideBox"), "Black");
        clickShown(child(room, "startByMessageButton"));
        const first = child(room, "turnLinkField").text;
        verify(first.startsWith("goalscorer:turn/"), first);
        const guest = makeFriend("bymessage");
        verify(guest.openTurnLink(first));
        verify(guest.turnLink.startsWith("goalscorer:turn/"), "link: " + guest.turnLink + " status: " + guest.status + " mode: " + guest.mode);
        // Back and forth until White (the friend) has moved and it is Black's turn here.
        let link = guest.turnLink;
        for (let i = 0; i < 6 && !room.friend.myTurn; ++i) {
            child(room, "replyField").text = link;
            clickShown(child(room, "openReplyButton"));
            compare(child(room, "friendError").text, "");
            if (guest.myTurn) {
                guest.clickSquare(guest.squareAt("d3"));
                guest.clickSquare(guest.squareAt("d4"));
                guest.clickSquare(guest.squareAt("c4"));
                guest.clickSquare(guest.squareAt("c5"));
            }
            if (room.friend.turnLink !== "")  // Black has something to send once White's opening arrived
                verify(guest.openTurnLink(room.friend.turnLink), guest.status);
            link = guest.turnLink;
        }
        tryVerify(() => room.friend.myTurn, 5000);
        verify(!child(room, "turnLinkField").visible, "nothing to send before this side moves");
        // Black answers on the pitch; its link then holds both moves.
        const pitch = child(room, "friendPitch");
        clickSquare(pitch, "d8");
        clickSquare(pitch, "d7");
        clickSquare(pitch, "c7");
        clickSquare(pitch, "c6");
        verify(!room.friend.myTurn);
        tryVerify(() => child(room, "turnLinkField").visible);
        const reply = child(room, "turnLinkField").text;
        verify(reply.startsWith("goalscorer:turn/") && reply.length <= 2000, reply);
        shot(s, "friend-03-by-message");
        verify(guest.openTurnLink(reply));
        verify(guest.myTurn, guest.status);
        // A link opened twice changes nothing.
        verify(guest.openTurnLink(reply));
        verify(guest.myTurn);
    }

    function test_leavingTellsTheFriend() {
        const s = makeShell();
        s.show("friend");
        const room = s.friendView;
        mouseClick(child(room, "hostWay"));
        chooseText(child(room, "friendAddressBox"), "127.0.0.1");
        child(room, "friendPortBox").value = 0;
        mouseClick(child(room, "hostButton"));
        const guest = makeFriend("leave");
        verify(guest.join(room.friend.invite));
        tryVerify(() => room.friend.myTurn, 10000);
        mouseClick(child(room, "leaveButton"));
        const dialog = child(s, "leaveDialog");
        tryVerify(() => dialog.opened);
        dialog.accept();
        tryVerify(() => guest.status.indexOf("abandoned") >= 0, 10000, guest.status);
        verify(!room.friend.playing);
        verify(child(room, "newFriendGameButton").visible);
        mouseClick(child(room, "newFriendGameButton"));
        compare(room.friend.mode, "");
    }

    // New game offers a friend elsewhere: Play a friend opens with the rules and side chosen.
    function test_newGameLeadsToPlayAFriend() {
        const s = makeShell();
        s.game.openNewGame("no-penalties");
        const dialog = child(s, "newGameDialog");
        tryVerify(() => dialog.opened);
        const remote = child(dialog, "remoteButton"), black = child(dialog, "blackButton");
        waitForRendering(black);
        shot(s, "friend-04-new-game");
        mouseClick(black);
        mouseClick(remote);  // the strength's lines fold away: the rows below move up
        verify(remote.checked, "remote");
        verify(black.checked, "black");
        dialog.accept();
        tryVerify(() => s.room === "friend");
        compare(child(s.friendView, "friendVariantBox").currentText, VariantCatalog.variants.find(v => v.id === "no-penalties").name);
        compare(child(s.friendView, "friendSideBox").currentIndex, 1);
        compare(s.friendView.friend.mode, "", "nothing is hosted before the user says so");
    }

    // A link opened from outside while a game is under way does not end that game.
    function test_aLinkDuringAGameIsRefused() {
        const s = makeShell();
        s.show("friend");
        const room = s.friendView;
        mouseClick(child(room, "hostWay"));
        chooseText(child(room, "friendAddressBox"), "127.0.0.1");
        child(room, "friendPortBox").value = 0;
        mouseClick(child(room, "hostButton"));
        const invite = room.friend.invite;
        verify(!s.openArgument("goalscorer:join/127.0.0.1:9/00112233445566778899aabbccddeeff"));
        verify(child(room, "friendError").text.indexOf("under way") >= 0, child(room, "friendError").text);
        compare(room.friend.mode, "host");
        compare(room.friend.invite, invite);
    }
}
