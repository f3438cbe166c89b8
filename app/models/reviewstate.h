// Undo and review as QML shows them: values GameSession works out after every change.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class ReviewState : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ReviewState belongs to a GameSession")

    Q_PROPERTY(bool reviewing READ reviewing NOTIFY reviewingChanged)  // stepping through a finished game
    Q_PROPERTY(int reviewIndex READ reviewIndex NOTIFY reviewIndexChanged)  // 0 = the start, reviewLength = the final position
    Q_PROPERTY(int reviewLength READ reviewLength NOTIFY reviewLengthChanged)  // plies in the game
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(QString undoNote READ undoNote NOTIFY undoNoteChanged)  // why Undo is off although allowed (a reveal since the human’s last turn), "" otherwise

public:
    // Every value at once, as the owner worked it out after a change.
    struct Values {
        bool reviewing = false;
        int reviewIndex = 0;
        int reviewLength = 0;
        bool canUndo = false;
        QString undoNote;
    };

    explicit ReviewState(QObject* parent = nullptr) : QObject(parent) {}

    // Takes the new values; each property that changed emits its own signal, after all are stored.
    void update(const Values& next);

    bool reviewing() const { return v_.reviewing; }
    int reviewIndex() const { return v_.reviewIndex; }
    int reviewLength() const { return v_.reviewLength; }
    bool canUndo() const { return v_.canUndo; }
    QString undoNote() const { return v_.undoNote; }

signals:
    void reviewingChanged();
    void reviewIndexChanged();
    void reviewLengthChanged();
    void canUndoChanged();
    void undoNoteChanged();

private:
    Values v_;
};
