// Play a friend: a game against a person somewhere else (PROTOCOL.md). Host a live game and
// pass the invite on, join with a friend's invite, or play by message with a link per turn.
// The pitch shows only this side's view; the side panel says whose turn it is, how the
// connection stands and what the friend must be sent. The finished game's verified record
// opens in Play for review and analysis.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Goalscorer

Theme.PlayRoom {  // a FocusScope with the room's palette
    id: view
    property alias friend: friend
    property alias autosavePath: friend.autosavePath
    // Opens the verified record in Play (Shell.openGameRecord).
    signal reviewRequested(url record)
    focus: true

    FriendGame {
        id: friend
        objectName: "friendGame"
        onError: (message) => { errorLabel.text = message }
        onStatusChanged: errorLabel.text = ""
    }
    Component.onCompleted: friend.resume()

    readonly property var variants: VariantCatalog.variants
    // From New game (A friend elsewhere): the rules and side chosen there, ready to host.
    function prepare(variantId, side) {
        const i = variants.findIndex(v => v.id === variantId);
        if (i >= 0)
            variantBox.currentIndex = i;
        sideBox.currentIndex = side === "black" ? 1 : 0;
    }
    readonly property bool started: friend.mode !== ""

    RowLayout {
        anchors.fill: parent
        spacing: 0
        Pitch {
            id: pitch
            objectName: "friendPitch"
            controller: friend
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
        Rectangle {
            color: Theme.window
            Layout.preferredWidth: 380
            Layout.fillHeight: true
            ScrollView {
                anchors.fill: parent
                anchors.margins: 14
                contentWidth: availableWidth
                ColumnLayout {
                    width: parent.width
                    spacing: 10

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Play a friend")
                        font.pixelSize: 20
                        font.bold: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.textMuted
                        visible: !view.started
                        text: qsTr("No server sees your game: each app keeps its own side's counters secret, commits to them before the kick-off and proves every one the rules show. Your friend's app checks every proof and every move, and so does yours.")
                    }

                    // ---- How to start
                    ColumnLayout {
                        visible: !view.started
                        Layout.fillWidth: true
                        spacing: 8
                        RowLayout {
                            RadioButton { id: hostWay; objectName: "hostWay"; text: qsTr("Host"); checked: true }
                            RadioButton { id: joinWay; objectName: "joinWay"; text: qsTr("Join") }
                            RadioButton { id: messageWay; objectName: "messageWay"; text: qsTr("By message") }
                        }
                        GridLayout {
                            visible: !joinWay.checked
                            columns: 2
                            columnSpacing: 10
                            Label { textFormat: Text.PlainText; text: qsTr("Rules") }
                            ComboBox {
                                id: variantBox
                                objectName: "friendVariantBox"
                                Accessible.name: qsTr("Rules")
                                Layout.fillWidth: true
                                model: view.variants
                                textRole: "name"
                            }
                            Label { textFormat: Text.PlainText; text: qsTr("You play") }
                            ComboBox {
                                id: sideBox
                                objectName: "friendSideBox"
                                Accessible.name: qsTr("You play")
                                Layout.fillWidth: true
                                model: [qsTr("White (moves first)"), qsTr("Black")]
                            }
                            Label { textFormat: Text.PlainText; text: qsTr("Address"); visible: hostWay.checked }
                            ComboBox {
                                id: addressBox
                                objectName: "friendAddressBox"
                                Accessible.name: qsTr("Address")
                                visible: hostWay.checked
                                Layout.fillWidth: true
                                model: friend.addresses()
                            }
                            Label { textFormat: Text.PlainText; text: qsTr("Port"); visible: hostWay.checked }
                            SpinBox {
                                id: portBox
                                objectName: "friendPortBox"
                                Accessible.name: qsTr("Port")
                                visible: hostWay.checked
                                from: 0
                                to: 65535
                                value: 47047
                                editable: true
                                textFromValue: (value) => value.toString()
                            }
                        }
                        Button {
                            objectName: "hostButton"
                            visible: hostWay.checked
                            text: qsTr("Host the game")
                            onClicked: friend.host(view.variants[variantBox.currentIndex].id, sideBox.currentIndex === 0 ? "white" : "black",
                                                   addressBox.currentText, portBox.value)
                        }
                        Button {
                            objectName: "startByMessageButton"
                            visible: messageWay.checked
                            text: qsTr("Start, and send the first link")
                            onClicked: friend.startByMessage(view.variants[variantBox.currentIndex].id, sideBox.currentIndex === 0 ? "white" : "black")
                        }
                        TextField {
                            id: joinField
                            objectName: "joinField"
                            visible: !hostWay.checked
                            Layout.fillWidth: true
                            placeholderText: joinWay.checked ? qsTr("The invite: goalscorer:join/…") : qsTr("Or the friend's first link: goalscorer:turn/…")
                            Accessible.name: placeholderText
                        }
                        Button {
                            objectName: "joinButton"
                            visible: !hostWay.checked
                            enabled: joinField.text.trim() !== ""
                            text: joinWay.checked ? qsTr("Join") : qsTr("Open the link")
                            onClicked: friend.openLink(joinField.text)
                        }
                    }

                    // ---- The game under way, or over
                    Label {
                        textFormat: Text.PlainText
                        objectName: "friendStatus"
                        visible: view.started
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: 15
                        text: friend.status
                        Rectangle {
                            z: -1
                            anchors.fill: parent
                            anchors.margins: -6
                            radius: 4
                            color: friend.myTurn ? Theme.yourTurn : "transparent"
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "friendScore"
                        visible: view.started && friend.score !== ""
                        text: friend.score
                        font.bold: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "friendConnection"
                        visible: view.started && friend.connection !== ""
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.info
                        text: friend.connection
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "friendClock"
                        visible: view.started && friend.clock.enabled && friend.playing
                        readonly property double mine: friend.mode === "" ? -1 : (friend.board.flipped ? friend.clock.black : friend.clock.white)
                        function clockText(ms) {
                            const s = Math.max(0, Math.ceil(ms / 1000));
                            return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
                        }
                        text: (mine >= 0 ? qsTr("Your game time: %1").arg(clockText(mine)) : "")
                              + (friend.clock.move >= 0 && friend.myTurn ? (mine >= 0 ? "   " : "") + qsTr("This move: %1").arg(clockText(friend.clock.move)) : "")
                        color: friend.clock.running !== "" ? Theme.goodEdge : Theme.textMuted
                    }
                    RowLayout {
                        visible: friend.choosingSubstitute
                        Button {
                            objectName: "bringOnButton"
                            text: qsTr("Bring on the Substitute")
                            onClicked: friend.chooseSubstitution(true)
                        }
                        Button {
                            objectName: "keepButton"
                            text: qsTr("Keep the promoted counter")
                            onClicked: friend.chooseSubstitution(false)
                        }
                    }

                    // The invite to pass on (live)
                    Label {
                        textFormat: Text.PlainText
                        visible: friend.mode === "host" && friend.playing
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTr("Send your friend this invite; they open it in GOALSCORER (or paste it under Join):")
                    }
                    RowLayout {
                        visible: friend.mode === "host" && friend.playing
                        Layout.fillWidth: true
                        TextField {
                            objectName: "inviteField"
                            Layout.fillWidth: true
                            readOnly: true
                            selectByMouse: true
                            text: friend.invite
                            onTextChanged: cursorPosition = 0
                            Accessible.name: qsTr("Invite")
                        }
                        Button { text: qsTr("Copy"); onClicked: friend.copy(friend.invite) }
                    }

                    // The links (by message)
                    Label {
                        textFormat: Text.PlainText
                        visible: friend.mode === "message" && friend.turnLink !== ""
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTr("Send your friend this link by any chat or email:")
                    }
                    RowLayout {
                        visible: friend.mode === "message" && friend.turnLink !== ""
                        Layout.fillWidth: true
                        TextField {
                            objectName: "turnLinkField"
                            Layout.fillWidth: true
                            readOnly: true
                            selectByMouse: true
                            text: friend.turnLink
                            onTextChanged: cursorPosition = 0
                            Accessible.name: qsTr("Link to send")
                        }
                        Button { text: qsTr("Copy"); onClicked: friend.copy(friend.turnLink) }
                    }
                    RowLayout {
                        visible: friend.mode === "message" && friend.playing
                        Layout.fillWidth: true
                        TextField {
                            id: replyField
                            objectName: "replyField"
                            Layout.fillWidth: true
                            placeholderText: qsTr("The friend's link: goalscorer:turn/…")
                            Accessible.name: placeholderText
                        }
                        Button {
                            objectName: "openReplyButton"
                            text: qsTr("Open")
                            enabled: replyField.text.trim() !== ""
                            onClicked: if (friend.openTurnLink(replyField.text)) replyField.text = ""
                        }
                    }

                    Label {
                        textFormat: Text.PlainText
                        id: errorLabel
                        objectName: "friendError"
                        visible: text !== ""
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.wrong
                    }

                    RowLayout {
                        visible: view.started
                        Button {
                            objectName: "leaveButton"
                            visible: friend.playing
                            text: friend.awaitingFinal ? qsTr("Stop waiting") : qsTr("Leave the game")
                            onClicked: leaveDialog.open()
                        }
                        Button {
                            objectName: "reviewButton"
                            visible: !friend.playing && friend.recordUrl.toString() !== ""
                            text: qsTr("Review in Play")
                            onClicked: view.reviewRequested(friend.recordUrl)
                        }
                        Button {
                            objectName: "newFriendGameButton"
                            visible: !friend.playing
                            text: qsTr("New game")
                            onClicked: friend.forget()
                        }
                    }
                }
            }
        }
    }

    AppDialog {
        id: leaveDialog
        objectName: "leaveDialog"
        // No has the keys: leaving is not undone.
        onOpened: standardButton(Dialog.No).forceActiveFocus(Qt.TabFocusReason)
        onClosed: view.forceActiveFocus()
        title: friend.awaitingFinal ? qsTr("Stop waiting for the friend?") : qsTr("Leave the game?")
        modal: true
        anchors.centerIn: Overlay.overlay
        width: 440
        standardButtons: Dialog.Yes | Dialog.No
        Label {
            textFormat: Text.PlainText
            width: 400
            wrapMode: Text.WordWrap
            text: friend.awaitingFinal ? qsTr("The game is recorded as abandoned by your friend, its result not verified.")
                                       : qsTr("Your friend is told, and the game is recorded as abandoned by you.")
        }
        onAccepted: friend.leave()
    }
}
