// "Record tutorial": the author plays moves from a position (both sides, seeing everything),
// writes a caption for each step, marks steps as exercises, adds highlights and arrows, then
// previews and saves the tutorial file; a saved tutorial can be reopened and edited. What QML
// reads is worked out once after every change, each value with its own signal. Where a
// recording starts is recordingstart.h's, the steps' edits recordingsteps.h's, and the file
// written recordedtutorial.h's.
#pragma once

#include "pitchcontroller.h"

#include "formats/tutorial.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

class TutorialRecorder : public PitchController {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY titleChanged)
    Q_PROPERTY(QString tutorialId READ tutorialId WRITE setTutorialId NOTIFY tutorialIdChanged)
    Q_PROPERTY(QString summary READ summary WRITE setSummary NOTIFY summaryChanged)
    Q_PROPERTY(QString viewer READ viewer WRITE setViewer NOTIFY viewerChanged)  // "white"/"black"
    // [{caption, moves (text, space separated), exercise, prompt, feedback, hint, accept (an
    // exercise's other right answers, space separated), highlight, arrows}]
    Q_PROPERTY(QVariantList steps READ steps NOTIFY stepsChanged)
    Q_PROPERTY(int currentStep READ currentStep WRITE setCurrentStep NOTIFY currentStepChanged)  // moves go to the last step
    // What a click on the pitch does: "move" (play a move), "highlight" (toggle a square), "arrow" (two clicks)
    Q_PROPERTY(QString mode READ mode WRITE setMode NOTIFY modeChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY gameOverChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)  // what the author can do now, or what is missing
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged)        // complete enough to preview and save
    Q_PROPERTY(QString savedPath READ savedPath NOTIFY savedPathChanged)

public:
    explicit TutorialRecorder(QObject* parent = nullptr);

    // Starts recording from a valid position (GPN) with every identity known (no `x`: the
    // tutorial would deal them at random); false and error() otherwise.
    Q_INVOKABLE bool begin(const QString& gpn);
    // Reopens a tutorial file for editing; false and error() if it cannot be used.
    Q_INVOKABLE bool openFile(const QUrl& file);
    Q_INVOKABLE void close();

    // The pitch's highlights and arrows are the current step's.
    Q_INVOKABLE void clickSquare(int index) override;
    Q_INVOKABLE void chooseSubstitution(bool bringOn);
    Q_INVOKABLE void undoMove();  // the last move of the last step
    Q_INVOKABLE void addStep();
    Q_INVOKABLE void removeStep(int index);  // the last step's moves go with it
    // key as for recordingsteps::setField (an exercise's other right answers are checked on
    // save). A text is what the step's own field holds, so stepsChanged is not emitted for it
    // (steps() has it): the view keeps its fields and their focus. `exercise` changes the list
    // and is announced.
    Q_INVOKABLE void setStepField(int index, const QString& key, const QVariant& value);
    Q_INVOKABLE void clearMarks(int index);

    Q_INVOKABLE QString json() const;   // the tutorial file's text
    // Writes the tutorial (QSaveFile). An empty URL saves it again where it was opened from or
    // last saved; a new recording (or a shipped tutorial) goes to `<userFolder>/<id>.json`,
    // its id first made one no other tutorial there or shipped uses (`my-lesson-2`).
    Q_INVOKABLE bool save(const QUrl& file, const QString& userFolder = QString());

    gs::Tutorial tutorial() const { return t_; }
    bool active() const { return v_.active; }
    QString title() const { return v_.title; }
    void setTitle(const QString& s);
    QString tutorialId() const { return v_.tutorialId; }
    void setTutorialId(const QString& s);
    QString summary() const { return v_.summary; }
    void setSummary(const QString& s);
    QString viewer() const { return v_.viewer; }
    void setViewer(const QString& v);
    QVariantList steps() const { return v_.steps; }
    int currentStep() const { return v_.currentStep; }
    void setCurrentStep(int i);
    QString mode() const { return v_.mode; }
    void setMode(const QString& m);
    QString phase() const { return v_.phase; }
    bool gameOver() const { return v_.gameOver; }
    QString status() const { return v_.status; }
    bool ready() const { return v_.ready; }
    QString savedPath() const { return v_.savedPath; }

signals:
    void activeChanged();
    void titleChanged();
    void tutorialIdChanged();
    void summaryChanged();
    void viewerChanged();
    void stepsChanged();
    void currentStepChanged();
    void modeChanged();
    void phaseChanged();
    void gameOverChanged();
    void statusChanged();
    void readyChanged();
    void savedPathChanged();
    void saved(const QString& path);  // written to `path` (again: savedPath may stay the same)
    void error(const QString& message);

private:
    // What QML reads, worked out by publish() from the tutorial and the recording's state.
    struct Values {
        bool active = false;
        QString title, tutorialId, summary, viewer;
        QVariantList steps;
        int currentStep = 0;
        QString mode, phase;
        bool gameOver = false;
        QString status;
        bool ready = false;
        QString savedPath;
    };
    void replay();            // recomputes now_ from start_ and every step's moves
    void playMove(gs::Move m);
    void refresh();           // the pitch redrawn, then publish()
    void publish();           // each value that changed signals

    gs::Tutorial t_;
    std::optional<gs::State> start_, now_;
    int current_ = 0;
    QString mode_ = QStringLiteral("move");
    int selected_ = -1;
    int arrowFrom_ = -1;
    QString savedPath_;
    // The author typed the id (or the tutorial was opened): it no longer follows the title.
    bool idChosen_ = false;
    Values v_;
    // A step's text typed in its own field: the list is not announced as changed, so the
    // view keeps its fields (rebuilding them lost the focus and the next field's typing).
    bool typedText_ = false;
};
