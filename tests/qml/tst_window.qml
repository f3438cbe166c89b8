// The window's menus (AppMenuBar) over the real window content: a menu opens again at the
// next click after Escape, and every menu is wide enough for its items in every language.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

TestCase {
    id: test
    name: "Window"
    // A QML warning fails the test that caused it (as RoomTestCase does).
    function init() { failOnWarning(/^(qrc|file):/) }
    width: 1180
    height: 820
    when: windowShown
    visible: true

    Component {
        id: shellComponent
        Shell {
            y: 40
            width: test.width
            height: test.height - 40
            autoStart: false
        }
    }
    Component {
        id: barComponent
        AppMenuBar { width: test.width }
    }
    Component {
        id: welcomeComponent
        WelcomeDialog {}
    }
    Component {
        id: startComponent
        StartQuestions { anchors.fill: parent }
    }
    SignalSpy { id: learnSpy; signalName: "learnRequested" }
    SignalSpy { id: playSpy; signalName: "playRequested" }
    SignalSpy { id: openSpy; signalName: "openRequested" }
    property int made: 0
    function makeBar() {
        const shell = createTemporaryObject(shellComponent, test, {autosavePath: testDir + "/window-autosave-" + (++made) + ".gsr"});
        verify(shell, "the window content loads");
        const bar = createTemporaryObject(barComponent, shell, {shell: shell, y: -40});  // goes with its shell
        verify(bar, "the menu bar loads");
        waitForRendering(bar);
        return bar;
    }
    function cleanupTestCase() { Language.choose("") }

    function test_menuOpensAgainAfterEscape() {
        const bar = makeBar();
        const title = bar.itemAt(0);
        const menu = bar.menuAt(0);
        title.hoverEnabled = true;  // as on a desktop (the offscreen platform turns hover off)
        mouseMove(title);  // the pointer stays on the title, as a user's does
        mouseClick(title);
        tryVerify(() => menu.opened, 1000, "the Game menu opens");
        keyClick(Qt.Key_Escape);
        tryVerify(() => !menu.visible, 1000, "Escape closes it");
        mouseClick(title);
        tryVerify(() => menu.opened, 1000, "the next click opens it again");
        keyClick(Qt.Key_Escape);
        tryVerify(() => !menu.visible);
    }

    // Closing the window with a menu open: the menu closes after the bar is gone, and that
    // must not throw (it did: "Cannot call method 'letGo' of null", issue 36).
    function test_closingWithAMenuOpenSaysNothing() {
        const shell = createTemporaryObject(shellComponent, test, {autosavePath: testDir + "/window-autosave-" + (++made) + ".gsr"});
        const bar = barComponent.createObject(shell, {shell: shell, y: -40});
        waitForRendering(bar);
        const menu = bar.menuAt(0);
        menu.open();
        tryVerify(() => menu.opened, 1000, "the Game menu opens");
        shell.destroy();  // the window content and its bar go, the menu still open
        wait(0);  // the deferred deletion runs; a warning here fails the test
    }

    function test_menusFitTheirItemsInEveryLanguage() {
        const bar = makeBar();
        let checked = 0;
        for (const code of ["en", "de", "fr", "es"]) {
            verify(Language.choose(code), code);
            for (let m = 0; m < bar.count; ++m) {
                const menu = bar.menuAt(m);
                menu.open();
                tryVerify(() => menu.opened);
                for (let i = 0; i < menu.count; ++i) {
                    const item = menu.itemAt(i);
                    if (item.text === undefined || item.text === "")
                        continue;  // a separator
                    verify(item.width >= item.implicitWidth - 0.5,
                           code + ": \"" + item.text + "\" needs " + item.implicitWidth + " px, has " + item.width);
                    ++checked;
                }
                menu.close();
                tryVerify(() => !menu.visible);
            }
        }
        compare(bar.count, 5, "Game, Learn, Editor, Language, Help");
        verify(checked >= 4 * 15, checked + " menu items checked in four languages");
    }

    // Every dialog of the window (the whole Main.qml: its own and its rooms') opens and closes in
    // every language without a binding-loop warning (issue 52 saw one on AppDialog's
    // implicitWidth; not seen again here).
    Component { id: mainComponent; Main {} }
    function test_everyDialogOpensInEveryLanguage() {
        failOnWarning(/[Bb]inding loop/);
        const main = createTemporaryObject(mainComponent, test);
        verify(main, "the window loads");
        const dialogs = [];
        const walk = (o, depth) => {
            if (!o || depth > 6)
                return;
            if (o.buttonsStale !== undefined && dialogs.indexOf(o) < 0)  // an AppDialog
                dialogs.push(o);
            for (let i = 0; o.data && i < o.data.length; ++i)
                walk(o.data[i], depth + 1);
        };
        walk(main, 0);
        walk(main.contentItem, 0);
        verify(dialogs.length >= 15, dialogs.length + " dialogs");
        for (const code of ["en", "de", "fr", "es"]) {
            verify(Language.choose(code));
            for (const d of dialogs) {
                if (d.objectName === "resumeDialog")
                    continue;  // asks about an autosave this window has not got
                d.open();
                tryVerify(() => d.opened, 2000, d.title);
                d.close();
                tryVerify(() => !d.visible, 2000, d.title);
            }
        }
        Language.choose("");
        main.close();
    }

    // A pick in the Language menu switches at once and closes the menu, as any other item does
    // (it stayed open over the window, in the language just left behind).
    function test_aLanguagePickClosesTheMenu() {
        const bar = makeBar();
        const title = bar.itemAt(3);
        const menu = bar.menuAt(3);
        mouseClick(title);
        tryVerify(() => menu.opened, 1000, "the Language menu opens");
        let german = null;
        for (let i = 0; i < menu.count; ++i)
            if (menu.itemAt(i).text === "Deutsch")
                german = menu.itemAt(i);
        verify(german, "German is offered");
        mouseClick(german);
        compare(Language.chosen, "de");
        tryVerify(() => !menu.visible, 1000, "the menu closes after the pick");
        compare(bar.itemAt(3).text.replace("&", ""), "Sprache");
        Language.choose("");
    }

    // The first start's welcome: three ways in, each closing it; once seen, it is remembered,
    // and Help → Welcome opens it again.
    function test_welcomeOffersThreeWaysInAndIsRememberedOnceSeen() {
        Settings.welcomed = false;
        const bar = makeBar();
        const welcome = createTemporaryObject(welcomeComponent, bar.shell);
        for (const spy of [learnSpy, playSpy, openSpy]) {
            spy.clear();
            spy.target = welcome;
        }
        const buttons = [["welcomeLearn", learnSpy], ["welcomePlay", playSpy], ["welcomeOpen", openSpy]];
        for (const [name, spy] of buttons) {
            welcome.open();
            tryVerify(() => welcome.opened);
            const button = findChild(welcome.contentItem, name);
            verify(button && button.visible && button.text !== "", name);
            mouseClick(button);
            tryVerify(() => !welcome.visible, 2000, name + " closes the welcome");
            compare(spy.count, 1, name);
            verify(Settings.welcomed, "seen: not shown by itself again");
            Settings.welcomed = false;
        }
        compare(learnSpy.count + playSpy.count + openSpy.count, 3);
        // Help → Welcome asks for it again.
        const help = bar.menuAt(bar.count - 1);
        let asked = 0;
        bar.welcomeRequested.connect(() => ++asked);
        help.open();
        tryVerify(() => help.opened);
        mouseClick(help.itemAt(0));
        compare(asked, 1);
        Settings.welcomed = true;
    }

    // Start-up questions come one at a time (two stood on each other: the welcome over the
    // offer to resume, and the settings-kept-aside notice over it too).
    function startWith(unfinished, keptAside) {
        const name = "start-autosave-" + (++made) + ".gsr";
        if (unfinished) {
            const text = testFiles.read(testDataDir + "/sharing/short-game.gsr")
                .replace(/\[Result "[^"]*"\]/, "[Result \"*\"]").replace(/\[Score[^\n]*\n/, "").replace(/\[Termination[^\n]*\n/, "")
                .replace(/\n1b\.[\s\S]*$/, "\n*\n");
            verify(testFiles.write(name, text) !== "");
        }
        const shell = createTemporaryObject(shellComponent, test, {autosavePath: testDir + "/" + name, autoStart: true, holdStartOffer: keptAside !== ""});
        verify(shell, "the window content loads");
        shell.game.session.computerDelay = 0;
        compare(shell.game.resumeOffered, unfinished);
        const questions = createTemporaryObject(startComponent, shell, {shell: shell, keptAside: keptAside});
        verify(questions, "the start-up questions load");
        questions.begin();
        return {shell: shell, questions: questions,
                resume: findChild(shell.game, "resumeDialog"),
                keptAside: findChild(questions, "settingsKeptAsideDialog"),
                welcome: questions.welcome};
    }
    function openDialogs(start) {
        return [start.keptAside, start.resume, start.welcome].filter(d => d.visible).map(d => d.objectName);
    }
    function answer(dialog, button) {
        const b = findChild(dialog.footer, button) || findChild(dialog.contentItem, button);
        verify(b && b.visible, button);
        mouseClick(b);
        tryVerify(() => !dialog.visible, 2000, button + " closes " + dialog.objectName);
    }

    function test_startQuestionsComeOneAtATime_data() {
        return [
            {tag: "settings kept aside, a game to resume, not welcomed", unfinished: true, keptAside: "settings.kept-1.conf", welcomed: false,
             order: ["settingsKeptAsideDialog", "resumeDialog"]},
            {tag: "a game to resume, not welcomed", unfinished: true, keptAside: "", welcomed: false, order: ["resumeDialog"]},
            {tag: "a first start", unfinished: false, keptAside: "", welcomed: false, order: ["welcomeDialog"]},
            {tag: "settings kept aside, nothing to resume", unfinished: false, keptAside: "settings.kept-2.conf", welcomed: false,
             order: ["settingsKeptAsideDialog", "welcomeDialog"]},
            {tag: "a later start with nothing to resume", unfinished: false, keptAside: "", welcomed: true, order: []},
        ];
    }
    function test_startQuestionsComeOneAtATime(data) {
        Settings.welcomed = data.welcomed;
        const start = startWith(data.unfinished, data.keptAside);
        for (const name of data.order) {
            const dialog = [start.keptAside, start.resume, start.welcome].find(d => d.objectName === name);
            tryVerify(() => dialog.opened, 2000, name + " opens");
            compare(openDialogs(start), [name], "only " + name + " is open");
            if (name === "settingsKeptAsideDialog") {
                verify(dialog.contentItem.children[0].text.indexOf(data.keptAside) >= 0, "it says where the settings were kept");
                mouseClick(dialog.standardButton(Dialog.Ok));
                tryVerify(() => !dialog.visible, 2000, "OK closes it");
            } else if (name === "resumeDialog") {
                answer(dialog, "resumeButton");
            } else {
                answer(dialog, "welcomeLearn");
            }
        }
        // Nothing else opens afterwards: a next question opens as the one before it closes.
        compare(openDialogs(start), [], "no question is left open");
        verify(Settings.welcomed, "a start that asked its questions is not a first start again");
        verify(start.shell.game.session.status.gpnForViewer !== "", "a game is on the pitch");
        Settings.welcomed = true;
    }
}
