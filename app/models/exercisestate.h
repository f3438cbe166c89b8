// The exercise waiting for the learner's answer, as QML reads it. Values TutorialSession works
// out after every change, each with its own signal.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class ExerciseState : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ExerciseState belongs to a TutorialSession")

    Q_PROPERTY(bool awaitingAnswer READ awaitingAnswer NOTIFY awaitingAnswerChanged)  // an exercise waits for the learner’s move
    Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)  // the task, while it waits
    Q_PROPERTY(QString feedback READ feedback NOTIFY feedbackChanged)  // why a try was wrong, a hint, or how it was solved
    Q_PROPERTY(int wrongAnswers READ wrongAnswers NOTIFY wrongAnswersChanged)  // tries, legal or not, that were not the answer
    Q_PROPERTY(bool helped READ helped NOTIFY helpedChanged)  // Hint or Show solution was used on this exercise

public:
    // Every value at once, as the owner worked it out after a change.
    struct Values {
        bool awaitingAnswer = false;
        QString prompt;
        QString feedback;
        int wrongAnswers = 0;
        bool helped = false;
    };

    explicit ExerciseState(QObject* parent = nullptr) : QObject(parent) {}

    // Takes the new values; each property that changed emits its own signal, after all are stored.
    void update(const Values& next);

    bool awaitingAnswer() const { return v_.awaitingAnswer; }
    QString prompt() const { return v_.prompt; }
    QString feedback() const { return v_.feedback; }
    int wrongAnswers() const { return v_.wrongAnswers; }
    bool helped() const { return v_.helped; }

signals:
    void awaitingAnswerChanged();
    void promptChanged();
    void feedbackChanged();
    void wrongAnswersChanged();
    void helpedChanged();

private:
    Values v_;
};
