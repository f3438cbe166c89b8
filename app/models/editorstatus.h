// The position editor's verdict on the position and what follows from it: the GPN, whether
// it is valid and why not, the legal moves, the side's preview, the picked counter, undo and
// redo. Values PositionEditor works out once after every edit, each with its own signal.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EditorStatus : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EditorStatus belongs to a PositionEditor")

    Q_PROPERTY(QString gpn READ gpn NOTIFY gpnChanged)  // the position as edited, one line
    Q_PROPERTY(QString gpnError READ gpnError NOTIFY gpnErrorChanged)  // why the last typed GPN was refused
    Q_PROPERTY(bool valid READ valid NOTIFY validChanged)  // NOTATION.md "A valid position"
    Q_PROPERTY(QVariantList problems READ problems NOTIFY problemsChanged)  // [{field, message, square}]
    Q_PROPERTY(QString overAtOnce READ overAtOnce NOTIFY overAtOnceChanged)  // for a valid position whose game is already over (the side to act cannot move), why; "" otherwise
    Q_PROPERTY(QStringList legalMoves READ legalMoves NOTIFY legalMovesChanged)  // Analyse: move texts, sorted
    Q_PROPERTY(QString previewGpn READ previewGpn NOTIFY previewGpnChanged)  // the view being previewed
    Q_PROPERTY(QStringList phaseChoices READ phaseChoices NOTIFY phaseChoicesChanged)  // the phases this position may be in, as GPN phase text
    Q_PROPERTY(QStringList phaseLabels READ phaseLabels NOTIFY phaseLabelsChanged)  // the same phases for people, translated ("Move 1 (Youth Counter)")
    Q_PROPERTY(int turnLimit READ turnLimit NOTIFY turnLimitChanged)  // the variant’s; 0 none
    Q_PROPERTY(int selected READ selected NOTIFY selectedChanged)  // square of the picked counter, -1 none
    Q_PROPERTY(QString selectedCounter READ selectedCounter NOTIFY selectedCounterChanged)  // its GPN token
    Q_PROPERTY(QString selectedDescription READ selectedDescription NOTIFY selectedDescriptionChanged)  // "White 1, First Teamer, on d5"
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY canRedoChanged)

public:
    // Every value at once, as the owner worked it out after a change.
    struct Values {
        QString gpn;
        QString gpnError;
        bool valid = false;
        QVariantList problems;
        QString overAtOnce;
        QStringList legalMoves;
        QString previewGpn;
        QStringList phaseChoices;
        QStringList phaseLabels;
        int turnLimit = 0;
        int selected = 0;
        QString selectedCounter;
        QString selectedDescription;
        bool canUndo = false;
        bool canRedo = false;
    };

    explicit EditorStatus(QObject* parent = nullptr) : QObject(parent) {}

    // Takes the new values; each property that changed emits its own signal, after all are stored.
    void update(const Values& next);

    QString gpn() const { return v_.gpn; }
    QString gpnError() const { return v_.gpnError; }
    bool valid() const { return v_.valid; }
    QVariantList problems() const { return v_.problems; }
    QString overAtOnce() const { return v_.overAtOnce; }
    QStringList legalMoves() const { return v_.legalMoves; }
    QString previewGpn() const { return v_.previewGpn; }
    QStringList phaseChoices() const { return v_.phaseChoices; }
    QStringList phaseLabels() const { return v_.phaseLabels; }
    int turnLimit() const { return v_.turnLimit; }
    int selected() const { return v_.selected; }
    QString selectedCounter() const { return v_.selectedCounter; }
    QString selectedDescription() const { return v_.selectedDescription; }
    bool canUndo() const { return v_.canUndo; }
    bool canRedo() const { return v_.canRedo; }

signals:
    void gpnChanged();
    void gpnErrorChanged();
    void validChanged();
    void problemsChanged();
    void overAtOnceChanged();
    void legalMovesChanged();
    void previewGpnChanged();
    void phaseChoicesChanged();
    void phaseLabelsChanged();
    void turnLimitChanged();
    void selectedChanged();
    void selectedCounterChanged();
    void selectedDescriptionChanged();
    void canUndoChanged();
    void canRedoChanged();

private:
    Values v_;
};
