// The Learn room in the real window content: every shipped tutorial to its end, an exercise
// answered wrongly then rightly (by clicks and by keyboard), feedback on the move made,
// autoplay stopping at an exercise, and a broken tutorial file refused.
import QtQuick
import QtQuick.Controls
import QtTest
import Goalscorer

RoomTestCase {
    id: test
    name: "Learn"

    function test_chapterListShowsTheShippedTutorials() {
        const s = makeShell();
        s.show("learn");
        const ids = s.learn.tutorial.tutorials.map(t => t.id);
        for (const id of ["guide-star-player", "guide-goal", "guide-offside", "guide-penalty", "rules-substitute",
                          "lesson-youth-moves", "lesson-first-teamer-moves", "lesson-goalkeepers-area",
                          "lesson-debut-keeper-area", "lesson-debut-midfield", "lesson-debut-adjacent",
                          "lesson-blocked-side", "lesson-turn-limit"])
            verify(ids.indexOf(id) >= 0, id + " is listed");
        compare(s.learn.tutorial.listProblems.length, 0);
        shot(s, "learn-01-chapters");
    }

    // A language switch shows the chapters' titles in that language at once, in the same list
    // (not rebuilt: it keeps its place).
    function test_chapterTitlesFollowTheLanguage() {
        const s = makeShell();
        s.show("learn");
        const title = child(s.learn, "chapterTitle_lesson-youth-moves");
        compare(title.text, "Moving Youth Counters");
        let rebuilt = 0;
        const count = () => ++rebuilt;
        s.learn.tutorial.listChanged.connect(count);
        try {
            verify(Language.choose("de"));
            compare(title.text, "Nachwuchsspieler ziehen");
            verify(Language.choose("es"));
            compare(title.text, "Mover a los Juveniles");
            compare(rebuilt, 0, "the list was rebuilt");
        } finally {
            s.learn.tutorial.listChanged.disconnect(count);
            verify(Language.choose("en"));
        }
        compare(title.text, "Moving Youth Counters");
    }

    // Every shipped tutorial plays to its last step in the app, exercises answered by
    // Show solution; a screenshot of each tutorial's first exercise (or its end).
    function test_everyShippedTutorialPlaysThrough() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        mouseClick(child(s.learn, "resetProgress"));
        verify(t.tutorials.every(e => !e.done && e.reached === 0), "progress forgotten");
        for (const entry of t.tutorials) {
            verify(t.open(entry.id), entry.id);
            let guard = 0, shotTaken = false;
            while (!t.step.finished && guard++ < 60) {
                if (t.exercise.awaitingAnswer) {
                    verify(t.exercise.prompt !== "", entry.id + " has a prompt");
                    if (!shotTaken) {
                        shot(s, "tutorial-" + entry.id);
                        shotTaken = true;
                    }
                    mouseClick(child(s.learn, "tutorialSolution"));
                } else {
                    verify(t.step.caption !== "", entry.id + " step " + t.step.stepIndex + " has a caption");
                    mouseClick(child(s.learn, "tutorialNext"));
                }
                tryVerify(() => !t.step.playing);
            }
            verify(t.step.finished, entry.id + " reaches its end");
            if (!shotTaken)
                shot(s, "tutorial-" + entry.id);
            mouseClick(child(s.learn, "tutorialChapters"));
            verify(!t.active);
        }
        verify(t.tutorials.every(e => e.done), "progress is remembered for each");
    }

    function test_exerciseWrongThenRight() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        mouseClick(child(s.learn, "resetProgress"));
        const list = child(s.learn, "chapterList");
        list.positionViewAtIndex(t.tutorials.findIndex(e => e.id === "guide-star-player"), ListView.Contain);
        waitForRendering(list);
        mouseClick(child(s.learn, "chapter_guide-star-player"));
        verify(t.active);
        compare(t.step.stepIndex, 0);
        mouseClick(child(s.learn, "tutorialNextBig"));
        tryVerify(() => t.exercise.awaitingAnswer);
        // No answer arrow before the learner moves.
        compare(t.arrows.length, 0);
        const pitch = child(s.learn, "tutorialPitch");
        // An illegal try is explained by the rule it breaks, and the counter stays picked up.
        clickSquare(pitch, "e3");
        clickSquare(pitch, "e2");
        compare(t.exercise.wrongAnswers, 1);
        verify(t.exercise.feedback.indexOf("forward") >= 0, t.exercise.feedback);
        verify(child(pitch, "square_e3").selected, "the 8 stays picked up");
        // A legal move that is not the answer is named as played, and the position stays.
        const before = t.step.stepIndex;
        clickSquare(pitch, "f4");
        compare(t.exercise.wrongAnswers, 2);
        verify(t.exercise.feedback.indexOf("You moved your 8 from e3 to f4") === 0, t.exercise.feedback);
        verify(t.exercise.feedback.indexOf("legal") > 0, t.exercise.feedback);
        verify(child(s.learn, "tutorialFeedback").visible);
        verify(t.exercise.awaitingAnswer);
        compare(t.step.stepIndex, before);
        shot(s, "learn-02-wrong-answer");
        // The hint picks up the right counter; then the right move, counted as helped.
        mouseClick(child(s.learn, "tutorialHint"));
        verify(t.exercise.feedback !== "");
        verify(t.exercise.helped);
        verify(child(pitch, "square_e3").selected, "the hint picks up the 8");
        clickSquare(pitch, "d4");
        tryVerify(() => !t.exercise.awaitingAnswer && !t.step.playing);
        verify(t.exercise.feedback.indexOf("Right first time") < 0 && t.exercise.feedback.indexOf("hint") >= 0, t.exercise.feedback);
        verify(t.step.caption !== "");
        compare(t.tutorials.find(e => e.id === "guide-star-player").unaided, 0);
        // On to the capture of the Star Player: right at the first try, unaided, and the
        // answer's arrow appears only then.
        mouseClick(child(s.learn, "tutorialNextBig"));
        tryVerify(() => t.exercise.awaitingAnswer);
        compare(t.arrows.length, 0);
        answer(s, "e4f5");
        tryVerify(() => t.step.whiteScore === 2);
        tryVerify(() => !t.step.playing);
        compare(t.exercise.feedback, "Right first time!");
        compare(t.arrows.length, 1);
        compare(t.tutorials.find(e => e.id === "guide-star-player").unaided, 1);
        shot(s, "learn-03-star-captured");
        // Back and Restart replay the steps.
        mouseClick(child(s.learn, "tutorialBack"));
        compare(t.step.stepIndex, before);
        mouseClick(child(s.learn, "tutorialRestart"));
        compare(t.step.stepIndex, 0);
        compare(t.step.whiteScore, 0);
    }

    // The 4 moved sideways is told as that move, not as the diagonal it did not make; the
    // diagonal is refused by the rule it breaks.
    function test_feedbackExplainsTheMoveMade() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("lesson-first-teamer-moves"));
        mouseClick(child(s.learn, "tutorialNextBig"));
        tryVerify(() => t.exercise.awaitingAnswer);
        const pitch = child(s.learn, "tutorialPitch");
        clickSquare(pitch, "c5");
        clickSquare(pitch, "b5");
        verify(t.exercise.feedback.indexOf("You moved your 4 from c5 to b5") === 0, t.exercise.feedback);
        verify(t.exercise.feedback.indexOf("diagonal") < 0, t.exercise.feedback);
        clickSquare(pitch, "c5");
        clickSquare(pitch, "d6");
        compare(t.exercise.feedback, "The 4 moves straight only, never diagonally.");
        compare(t.exercise.wrongAnswers, 2);
        verify(t.exercise.awaitingAnswer);
        mouseClick(child(s.learn, "tutorialSolution"));
        tryVerify(() => !t.step.playing);
        compare(t.exercise.feedback, "Here is the answer.");
        verify(t.exercise.helped);
    }

    function test_autoplayStopsAtAnExercise() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("guide-star-player"));
        mouseClick(child(s.learn, "tutorialAutoplay"));
        verify(t.autoplay);
        tryVerify(() => t.exercise.awaitingAnswer);
        compare(t.step.stepIndex, 1);
        // It waits for the learner: what autoplay's timer does next finds Next closed.
        verify(t.autoplay);
        verify(!t.step.canGoNext, "Next waits for the answer");
        t.next();
        compare(t.step.stepIndex, 1);
        verify(t.exercise.awaitingAnswer);
        answer(s, "e3d4");
        tryVerify(() => t.exercise.awaitingAnswer && t.step.stepIndex === 2, 6000);  // and goes on by itself
    }

    function test_keyboardAnswersAnExercise() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("guide-star-player"));
        s.learn.forceActiveFocus();
        keyClick(Qt.Key_N);
        tryVerify(() => t.exercise.awaitingAnswer);
        t.cursor = t.squareAt("e3");
        keyClick(Qt.Key_Return);
        keyClick(Qt.Key_Up);     // e4 is White's 10: the cursor walks over it
        keyClick(Qt.Key_Left);   // d4
        keyClick(Qt.Key_Return);
        tryVerify(() => !t.exercise.awaitingAnswer);
        compare(t.exercise.wrongAnswers, 0);
    }

    function test_brokenTutorialFileIsRefused() {
        const s = makeShell();
        s.show("learn");
        const t = s.learn.tutorial;
        verify(t.open("guide-goal"));
        const url = testFiles.write("broken.json", JSON.stringify({id: "broken", title: "Broken", start: "nonsense", steps: [{caption: "x"}]}));
        verify(!t.openFile(url));
        tryVerify(() => child(s.learn, "tutorialErrorDialog").opened);
        const text = child(s.learn, "tutorialErrorDialog").text;
        verify(text.indexOf("broken.json") >= 0 && text.indexOf("start") >= 0, text);
        compare(t.step.tutorialId, "guide-goal");  // the open tutorial stays
        child(s.learn, "tutorialErrorDialog").close();
        // An illegal move in a step names the step.
        const illegal = testFiles.write("illegal.json", JSON.stringify({id: "illegal", title: "Illegal",
            start: "...b1+.../......./..bs..../......./......./......./......./......./...w4.../...w1+... w y 1 0-0 -,- classic",
            steps: [{caption: "ok", moves: ["d2d3"]}, {caption: "bad", moves: ["d3d5"]}]}));
        verify(!t.openFile(illegal));
        verify(child(s.learn, "tutorialErrorDialog").text.indexOf("steps[1].moves[0]") >= 0, child(s.learn, "tutorialErrorDialog").text);
    }
}
