// The help a player may ask for: the Hint and the Scout report's summary. Values GameSession
// works out after every change.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class Assistance : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Assistance belongs to a GameSession")

    Q_PROPERTY(bool hinting READ hinting NOTIFY hintingChanged)  // a hint is being searched
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintTextChanged)  // the last hint, in words
    Q_PROPERTY(QString scoutSummary READ scoutSummary NOTIFY scoutSummaryChanged)  // the Scout report in a sentence; "" while it is off

public:
    // Every value at once, as the owner worked it out after a change.
    struct Values {
        bool hinting = false;
        QString hintText;
        QString scoutSummary;
    };

    explicit Assistance(QObject* parent = nullptr) : QObject(parent) {}

    // Takes the new values; each property that changed emits its own signal, after all are stored.
    void update(const Values& next);

    bool hinting() const { return v_.hinting; }
    QString hintText() const { return v_.hintText; }
    QString scoutSummary() const { return v_.scoutSummary; }

signals:
    void hintingChanged();
    void hintTextChanged();
    void scoutSummaryChanged();

private:
    Values v_;
};
