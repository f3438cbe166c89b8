// The variant editor's choice lists, made from the engine's own enums and the names the
// variant files use for them (gs::toString), each entry {value: the file's name, label: in the
// user's language}, so the form holds no rule names of its own.
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class VariantChoices : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("VariantChoices belongs to a VariantEditor")

    Q_PROPERTY(QVariantList setups READ setups NOTIFY setupsChanged)        // "setup": SetupMode
    Q_PROPERTY(QVariantList captures READ captures NOTIFY capturesChanged)  // "captureResults.N": CaptureResult
    Q_PROPERTY(QVariantList steps READ steps NOTIFY stepsChanged)           // "firstTeamerSteps.N": StepRule
    Q_PROPERTY(QVariantList debuts READ debuts NOTIFY debutsChanged)        // "debut.N": DebutRule
    Q_PROPERTY(QVariantList timeouts READ timeouts NOTIFY timeoutsChanged)  // "clock.moveTimeout", "clock.gameTimeout": TimeoutRule

public:
    explicit VariantChoices(QObject* parent = nullptr);

    // The labels again in the language now chosen; a list that reads the same signals nothing.
    void retranslate();
    // The entry a field (a dotted path as above) shows for its value in a variant file: the
    // one it names, else the engine's default for that field (a file without a clock, say). -1
    // for a field that is no choice.
    static int indexFor(const QString& field, const QString& value);
    static bool isFixedSetup(const QString& value);  // "setup" names SetupMode::Fixed

    QVariantList setups() const { return v_.setups; }
    QVariantList captures() const { return v_.captures; }
    QVariantList steps() const { return v_.steps; }
    QVariantList debuts() const { return v_.debuts; }
    QVariantList timeouts() const { return v_.timeouts; }

signals:
    void setupsChanged();
    void capturesChanged();
    void stepsChanged();
    void debutsChanged();
    void timeoutsChanged();

private:
    struct Values {
        QVariantList setups, captures, steps, debuts, timeouts;
    };
    Values v_;
};
