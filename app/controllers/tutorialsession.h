// The tutorial player: the chapter list (shipped tutorials plus the user's own), one tutorial
// stepped through with captions, highlights and arrows, and exercises the learner answers
// on the pitch. Progress is remembered per tutorial id (QSettings "tutorials/<id>").
#pragma once

#include "pitchcontroller.h"
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
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString tutorialId READ tutorialId NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY changed)      // 0-based
    Q_PROPERTY(int stepCount READ stepCount NOTIFY changed)
    Q_PROPERTY(QString caption READ caption NOTIFY changed)      // empty while an exercise waits
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)        // the exercise's task, while it waits
    Q_PROPERTY(bool awaitingAnswer READ awaitingAnswer NOTIFY changed)
    // After a try: why an illegal move is illegal, or what a legal wrong move did; a hint; or
    // how the exercise was solved (first try, after tries, with help, or shown).
    Q_PROPERTY(QString feedback READ feedback NOTIFY changed)
    Q_PROPERTY(int wrongAnswers READ wrongAnswers NOTIFY changed)  // tries, legal or not, that were not the answer
    Q_PROPERTY(bool helped READ helped NOTIFY changed)  // Hint or Show solution was used on this exercise
    Q_PROPERTY(bool playing READ playing NOTIFY changed)         // the step's moves are being shown
    Q_PROPERTY(bool canGoBack READ canGoBack NOTIFY changed)
    Q_PROPERTY(bool canGoNext READ canGoNext NOTIFY changed)
    Q_PROPERTY(bool finished READ finished NOTIFY changed)       // the last step is shown
    Q_PROPERTY(bool autoplay READ autoplay WRITE setAutoplay NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)          // GPN phase letter of the shown position
    Q_PROPERTY(int whiteScore READ whiteScore NOTIFY changed)
    Q_PROPERTY(int blackScore READ blackScore NOTIFY changed)
    Q_PROPERTY(int stepDelay READ stepDelay WRITE setStepDelay NOTIFY changed)  // ms between shown moves

public:
    explicit TutorialSession(QObject* parent = nullptr);

    Q_INVOKABLE void reloadList();
    Q_INVOKABLE void resetProgress();  // forgets which tutorials were done
    // Opens a listed tutorial by id, or a file; false (and error()) if it cannot be used,
    // leaving the open tutorial as it was.
    Q_INVOKABLE bool open(const QString& id);
    Q_INVOKABLE bool openFile(const QUrl& file);
    // Opens a tutorial held in memory (the editor's preview); `where` names it in messages.
    bool openTutorial(const gs::Tutorial& t, const QString& where);
    Q_INVOKABLE bool openJson(const QString& json, const QString& where);
    Q_INVOKABLE void close();

    Q_INVOKABLE void next();
    Q_INVOKABLE void back();
    Q_INVOKABLE void restart();
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
    QString tutorialId() const { return tutorial_.id; }
    QString title() const { return tutorial_.title; }
    int stepIndex() const { return step_; }
    int stepCount() const { return int(tutorial_.steps.size()); }
    QString caption() const;
    QString prompt() const;
    bool awaitingAnswer() const { return awaiting_; }
    QString feedback() const { return feedback_; }
    int wrongAnswers() const { return wrong_; }
    bool helped() const { return helped_; }
    bool playing() const { return !pending_.isEmpty(); }
    bool canGoBack() const { return active() && step_ > 0; }
    bool canGoNext() const { return active() && step_ + 1 < stepCount() && !awaiting_; }
    bool finished() const { return active() && step_ + 1 == stepCount() && !awaiting_; }
    bool autoplay() const { return autoplay_; }
    void setAutoplay(bool on);
    QString phase() const;
    int whiteScore() const { return active() ? shown_->score(gs::Side::White) : 0; }
    int blackScore() const { return active() ? shown_->score(gs::Side::Black) : 0; }
    int stepDelay() const { return stepDelay_; }
    void setStepDelay(int ms) { stepDelay_ = qMax(0, ms); }

signals:
    void changed();
    void listChanged();
    void announce(const QString& text, const QString& kind);
    void error(const QString& message);

private:
    const gs::Rules& rules() const { return shown_->rules(); }
    // Shows step `i`: an exercise waits on the position before its moves; a plain step
    // (or a solved exercise) plays its moves from `fromMove`, animated if asked.
    void show(const gs::Tutorial& t, const QVector<gs::State>& states);  // states: replayTutorial's
    void enter(int i, bool animate);
    void solve(bool byLearner);
    void refuse(gs::Move m);  // a try that is not the answer: say why, count it
    void playPending();
    void markProgress();
    void refresh(int lastFrom = -1, int lastTo = -1, bool animate = false);

    gs::Tutorial tutorial_;
    QVector<gs::State> states_;  // before each step, then the end (replayTutorial)
    std::optional<gs::State> shown_;  // what the pitch shows now (the full state; drawn as the viewer's view)
    int step_ = 0;
    bool awaiting_ = false;
    QString feedback_;
    int wrong_ = 0;
    bool helped_ = false;
    int selected_ = -1;
    bool autoplay_ = false;
    int stepDelay_ = 650;
    QStringList pending_;  // moves still to show
    QTimer moveTimer_;
    QTimer autoplayTimer_;
    TutorialCatalog catalog_;
    QString userFolder_;
};
