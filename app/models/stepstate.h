// The tutorial step on show, as QML reads it: which tutorial and step, the caption, what can
// be done next, and the score and phase of the position shown. Values TutorialSession works
// out after every change, each with its own signal.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class StepState : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("StepState belongs to a TutorialSession")

    Q_PROPERTY(QString tutorialId READ tutorialId NOTIFY tutorialIdChanged)
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY stepIndexChanged)  // 0-based
    Q_PROPERTY(int stepCount READ stepCount NOTIFY stepCountChanged)
    Q_PROPERTY(QString caption READ caption NOTIFY captionChanged)  // empty while an exercise waits or moves are being shown
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)  // the step’s moves are being shown
    Q_PROPERTY(bool canGoBack READ canGoBack NOTIFY canGoBackChanged)
    Q_PROPERTY(bool canGoNext READ canGoNext NOTIFY canGoNextChanged)
    Q_PROPERTY(bool finished READ finished NOTIFY finishedChanged)  // the last step is shown
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)  // GPN phase letter of the shown position
    Q_PROPERTY(int whiteScore READ whiteScore NOTIFY whiteScoreChanged)
    Q_PROPERTY(int blackScore READ blackScore NOTIFY blackScoreChanged)

public:
    // Every value at once, as the owner worked it out after a change.
    struct Values {
        QString tutorialId;
        QString title;
        int stepIndex = 0;
        int stepCount = 0;
        QString caption;
        bool playing = false;
        bool canGoBack = false;
        bool canGoNext = false;
        bool finished = false;
        QString phase;
        int whiteScore = 0;
        int blackScore = 0;
    };

    explicit StepState(QObject* parent = nullptr) : QObject(parent) {}

    // Takes the new values; each property that changed emits its own signal, after all are stored.
    void update(const Values& next);

    QString tutorialId() const { return v_.tutorialId; }
    QString title() const { return v_.title; }
    int stepIndex() const { return v_.stepIndex; }
    int stepCount() const { return v_.stepCount; }
    QString caption() const { return v_.caption; }
    bool playing() const { return v_.playing; }
    bool canGoBack() const { return v_.canGoBack; }
    bool canGoNext() const { return v_.canGoNext; }
    bool finished() const { return v_.finished; }
    QString phase() const { return v_.phase; }
    int whiteScore() const { return v_.whiteScore; }
    int blackScore() const { return v_.blackScore; }

signals:
    void tutorialIdChanged();
    void titleChanged();
    void stepIndexChanged();
    void stepCountChanged();
    void captionChanged();
    void playingChanged();
    void canGoBackChanged();
    void canGoNextChanged();
    void finishedChanged();
    void phaseChanged();
    void whiteScoreChanged();
    void blackScoreChanged();

private:
    Values v_;
};
