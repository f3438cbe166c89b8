// The tutorial player: the chapter list (shipped tutorials plus the user's own), one tutorial
// stepped through with captions, highlights and arrows, and exercises the learner answers
// on the pitch. Progress is remembered per tutorial id (QSettings "tutorials/<id>").
#pragma once

#include "exerciseattempt.h"
#include "exercisestate.h"
#include "pitchcontroller.h"
#include "playabletutorial.h"
#include "stepstate.h"
#include "tutorialcatalog.h"

#include "formats/tutorial.h"

#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

class TutorialSession : public PitchController {
    Q_OBJECT
    QML_ELEMENT

    // [{id, title, summary, steps, exercises, reached (furthest step seen), done, userMade, file}], by order
    Q_PROPERTY(QVariantList tutorials READ tutorials NOTIFY listChanged)
    Q_PROPERTY(QStringList listProblems READ listProblems NOTIFY listChanged)  // user files that failed to load
    Q_PROPERTY(QString userFolder READ userFolder WRITE setUserFolder NOTIFY listChanged)
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    Q_PROPERTY(StepState* step READ step CONSTANT)              // the step on show
    Q_PROPERTY(ExerciseState* exercise READ exercise CONSTANT)  // the exercise waiting, if any
    Q_PROPERTY(bool autoplay READ autoplay WRITE setAutoplay NOTIFY autoplayChanged)
    Q_PROPERTY(int stepDelay READ stepDelay WRITE setStepDelay NOTIFY stepDelayChanged)  // ms between shown moves
public:
    explicit TutorialSession(QObject* parent = nullptr);

    Q_INVOKABLE void reloadList();
    Q_INVOKABLE void resetProgress();  // forgets which tutorials were done
    // Opens a listed tutorial by id, or a file; false (and error()) if it cannot be used,
    // leaving the open tutorial as it was.
    Q_INVOKABLE bool open(const QString& id);
    Q_INVOKABLE bool openFile(const QUrl& file) { return show(playableTutorialFile(file)); }
    // Opens a tutorial held in memory (the editor's preview); `where` names it in messages.
    bool openTutorial(const gs::Tutorial& t, const QString& where) { return show(playableTutorial(t, where)); }
    Q_INVOKABLE bool openJson(const QString& json, const QString& where) { return show(playableTutorialJson(json, where)); }
    // As openJson, for the recorder's author: a preview is not a learner's try, so it marks no
    // step reached and no exercise solved in the chapter list.
    Q_INVOKABLE bool openPreview(const QString& json, const QString& where) { return show(playableTutorialJson(json, where), false); }
    Q_INVOKABLE void close();

    Q_INVOKABLE void next();
    Q_INVOKABLE void back() { if (active() && step_ > 0) enter(step_ - 1, false); }
    Q_INVOKABLE void restart() { if (active()) enter(0, false); }
    Q_INVOKABLE void showHint();
    Q_INVOKABLE void showSolution();

    // Exercise input, as in a game: click a counter then its destination (or drag).
    // The pitch's highlights are the step's; its arrows show once the step is answered, never before.
    Q_INVOKABLE void clickSquare(int index) override;
    Q_INVOKABLE void chooseSubstitution(bool bringOn);
    Q_INVOKABLE bool tryMove(const QString& moveText);

    QVariantList tutorials() const { return catalog_.list(); }
    QStringList listProblems() const { return catalog_.problems(); }
    QString userFolder() const { return userFolder_; }
    void setUserFolder(const QString& dir);
    bool active() const { return !states_.isEmpty(); }
    StepState* step() { return &stepState_; }
    ExerciseState* exercise() { return &exercise_; }
    bool autoplay() const { return autoplay_; }
    void setAutoplay(bool on);
    int stepDelay() const { return stepDelay_; }
    void setStepDelay(int ms);

    // For C++ callers (and tests): the same values QML reads from `step` and `exercise`.
    int stepIndex() const { return step_; }
    bool awaitingAnswer() const { return attempt_.awaiting(); }
    bool playing() const { return !pending_.isEmpty(); }
    QString feedback() const { return attempt_.feedback(); }
    // The open tutorial and its replayed states (replayTutorial's): what Export as web page writes.
    const gs::Tutorial& tutorial() const { return tutorial_; }
    const QVector<gs::State>& states() const { return states_; }

signals:
    void activeChanged();
    void autoplayChanged();
    void stepDelayChanged();
    void listChanged();
    void announce(const QString& text, const QString& kind);
    void error(const QString& message);

private:
    const gs::Rules& rules() const { return shown_->rules(); }
    // Shows the loaded tutorial from its first step; false (and error()) if it did not load.
    // `learner`: the steps and exercises count in the chapter list's progress.
    bool show(const PlayableTutorial& p, bool learner = true);
    // Shows step `i`: an exercise waits on the position before its moves; a plain step
    // (or a solved exercise) plays its moves from `fromMove`, animated if asked.
    void enter(int i, bool animate);
    // The exercise solved (by the learner, or shown); `also`: with another right answer.
    void solve(bool byLearner, const gs::TutorialAnswer* also = nullptr);
    void refuse(gs::Move m);  // a try that is not an answer: said why, counted
    void playPending();
    void markProgress();
    void refresh(int lastFrom = -1, int lastTo = -1, bool animate = false);
    void publish();  // the values QML reads, each signalled only when it changed
    // The current step's "caption", "prompt", "feedback" or "hint" in the interface's language.
    QString stepText(const QString& field) const;
    int stepCount() const { return int(tutorial_.steps.size()); }
    bool canGoNext() const { return active() && step_ + 1 < stepCount() && !attempt_.awaiting(); }
    QString caption() const;

    gs::Tutorial tutorial_;
    QVector<gs::State> states_;  // before each step, then the end (replayTutorial)
    std::optional<gs::State> shown_;  // what the pitch shows now (the full state; drawn as the viewer's view)
    int step_ = 0;
    ExerciseAttempt attempt_;  // the step's exercise, while one waits or was just answered
    int selected_ = -1;
    bool autoplay_ = false;
    int stepDelay_ = 650;
    QStringList pending_;  // moves still to show
    QTimer moveTimer_;
    QTimer autoplayTimer_;
    TutorialCatalog catalog_;
    bool learner_ = true;  // false in an author's preview: nothing goes into the progress
    StepState stepState_;
    ExerciseState exercise_;
    bool wasActive_ = false;
    QString userFolder_;
    QString olderFolder_;  // where earlier versions saved the user's tutorials, still read
};
