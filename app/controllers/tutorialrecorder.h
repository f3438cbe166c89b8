// "Record tutorial": the author plays moves from a position (both sides, seeing everything),
// writes a caption for each step, marks steps as exercises, adds highlights and arrows, then
// previews and saves the tutorial file; a saved tutorial can be reopened and edited.
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

    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY changed)
    Q_PROPERTY(QString tutorialId READ tutorialId WRITE setTutorialId NOTIFY changed)
    Q_PROPERTY(QString summary READ summary WRITE setSummary NOTIFY changed)
    Q_PROPERTY(QString viewer READ viewer WRITE setViewer NOTIFY changed)  // "white"/"black"
    // [{caption, moves (text, space separated), exercise, prompt, feedback, hint, highlight, arrows}]
    Q_PROPERTY(QVariantList steps READ steps NOTIFY changed)
    Q_PROPERTY(int currentStep READ currentStep WRITE setCurrentStep NOTIFY changed)  // moves go to the last step
    // What a click on the pitch does: "move" (play a move), "highlight" (toggle a square), "arrow" (two clicks)
    Q_PROPERTY(QString mode READ mode WRITE setMode NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)  // what the author can do now, or what is missing
    Q_PROPERTY(bool ready READ ready NOTIFY changed)      // complete enough to preview and save
    Q_PROPERTY(QString savedPath READ savedPath NOTIFY changed)

public:
    explicit TutorialRecorder(QObject* parent = nullptr);

    // Starts recording from a valid position (GPN); false and error() otherwise.
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
    // key: caption, exercise (bool), prompt, feedback, hint
    Q_INVOKABLE void setStepField(int index, const QString& key, const QVariant& value);
    Q_INVOKABLE void clearMarks(int index);

    Q_INVOKABLE QString json() const;   // the tutorial file's text
    // Writes the tutorial (QSaveFile); an empty URL saves to `<userFolder>/<id>.json`.
    Q_INVOKABLE bool save(const QUrl& file, const QString& userFolder = QString());

    gs::Tutorial tutorial() const { return t_; }
    bool active() const { return start_.has_value(); }
    QString title() const { return t_.title; }
    void setTitle(const QString& s) { t_.title = s; emit changed(); }
    QString tutorialId() const { return t_.id; }
    void setTutorialId(const QString& s) { t_.id = s; emit changed(); }
    QString summary() const { return t_.summary; }
    void setSummary(const QString& s) { t_.summary = s; emit changed(); }
    QString viewer() const { return t_.viewer == gs::Side::White ? "white" : "black"; }
    void setViewer(const QString& v);
    QVariantList steps() const;
    int currentStep() const { return current_; }
    void setCurrentStep(int i);
    QString mode() const { return mode_; }
    void setMode(const QString& m);
    QString phase() const;
    bool gameOver() const { return now_ && now_->isTerminal(); }
    QString status() const;
    bool ready() const { return problem().isEmpty(); }
    QString savedPath() const { return savedPath_; }

signals:
    void changed();
    void error(const QString& message);

private:
    QString problem() const;  // the first thing missing before saving, or ""
    void replay();            // recomputes now_ from start_ and every step's moves
    void playMove(gs::Move m);
    void refresh();

    gs::Tutorial t_;
    std::optional<gs::State> start_, now_;
    int current_ = 0;
    QString mode_ = QStringLiteral("move");
    int selected_ = -1;
    int arrowFrom_ = -1;
    QString savedPath_;
};
