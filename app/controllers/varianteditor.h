// The variant editor: every setting of a rule variant as a form, the pitch edited by clicking
// squares into areas and starting squares, live validation, and saving as a new variant in
// the user's folder (VariantCatalog), where the new-game dialog and the Lab find it.
// Edits a variant's JSON document (the format of variants/README.md), so what is saved is
// exactly what the loader reads. What QML reads is worked out once after every edit, each
// value with its own signal; the choice lists come from the engine (VariantChoices), the
// pitch's clicks are variantedits.h's edits, and the files are variantfiles.h's.
#pragma once

#include "variantchoices.h"

#include "formats/variantregistry.h"

#include <QJsonObject>
#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class VariantEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString baseId READ baseId NOTIFY baseIdChanged)  // the variant this one starts from
    Q_PROPERTY(int files READ files NOTIFY filesChanged)
    Q_PROPERTY(int ranks READ ranks NOTIFY ranksChanged)
    // One entry per square, rank 1 first: {index, name, file, rank, area ("keeper", "midfield"
    // or ""), start ("1".."11" a starting First Teamer, "Y" a Youth starting square, or ""),
    // black (bool: Black's half, mirrored from White's), problem (bool)}.
    Q_PROPERTY(QVariantList squares READ squares NOTIFY squaresChanged)
    // "Field: problem", the field named as the form names it ("Youth square 4: ..."); empty = valid
    Q_PROPERTY(QStringList problems READ problems NOTIFY problemsChanged)
    Q_PROPERTY(QStringList problemPaths READ problemPaths NOTIFY problemPathsChanged)  // each problem's JSON path ("start.youth[3]")
    Q_PROPERTY(bool valid READ valid NOTIFY validChanged)
    Q_PROPERTY(bool dirty READ dirty NOTIFY dirtyChanged)  // edited since the last load or save
    // How a click on a White square edits the pitch: "youth" toggles a Youth starting square,
    // "1".."11" places that First Teamer (again on its square: removes it), "midfield" toggles
    // the square's rank in the Midfield Area, "keeper" sets the Goalkeeper's Area depth.
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(QString json READ json NOTIFY jsonChanged)  // what Save writes; changes with every edit
    Q_PROPERTY(QString savedPath READ savedPath NOTIFY savedPathChanged)
    Q_PROPERTY(QString savedId READ savedId NOTIFY savedIdChanged)
    Q_PROPERTY(bool fixedSetup READ fixedSetup NOTIFY fixedSetupChanged)  // the setup is Fixed: the form shows each side's arrangement
    // The choice lists of the form ({value, label}), from the engine's names; see choiceIndex().
    Q_PROPERTY(VariantChoices* choices READ choices CONSTANT)

public:
    explicit VariantEditor(QObject* parent = nullptr);

    // Starts a new variant from an existing one (its settings copied; id "<base>-2" or free).
    Q_INVOKABLE bool startFrom(const QString& variantId);
    // Opens a variant file (e.g. one shared by a friend) to edit; false + error() if unreadable.
    Q_INVOKABLE bool openFile(const QUrl& file);
    // A setting by its dotted field path as in variants/README.md: "turnLimit", "pitch.files",
    // "captureResults.7", "clock.moveSeconds", "name" ... Invalid values are kept and listed in
    // `problems`, so the form never fights the user.
    Q_INVOKABLE QVariant value(const QString& path) const;
    // "name" and "description" may carry translations (an object by language): value() and
    // setValue() then read and write the English, and the translations are saved as loaded.
    Q_INVOKABLE void setValue(const QString& path, const QVariant& value);
    // The languages besides English that the text field `path` has ("de", "fr", ...).
    Q_INVOKABLE QStringList translations(const QString& path) const;
    // The entry of its `choices` list a choice field shows ("setup", "captureResults.7",
    // "clock.gameTimeout", ...): the one its value names, else the engine's default; -1 for a
    // field that is no choice.
    Q_INVOKABLE int choiceIndex(const QString& path) const;
    Q_INVOKABLE void clickSquare(int index);
    // Saves into the user's variant folder as <id>.json and reloads the catalog. Refuses an
    // invalid variant, a built-in id, or (unless `overwrite`) another user variant's file.
    Q_INVOKABLE bool save(bool overwrite = false);
    Q_INVOKABLE bool exportTo(const QUrl& file);
    // Copies a variant file into the user's folder after checking it; false + error() if broken.
    Q_INVOKABLE bool importFile(const QUrl& file);
    Q_INVOKABLE bool fileExists() const;  // save() would replace a file

    QString baseId() const { return v_.baseId; }
    int files() const { return v_.files; }
    int ranks() const { return v_.ranks; }
    QVariantList squares() const { return v_.squares; }
    QStringList problems() const { return v_.problems; }
    QStringList problemPaths() const { return v_.problemPaths; }
    bool valid() const { return v_.problems.isEmpty(); }
    bool dirty() const { return v_.dirty; }
    QString tool() const { return v_.tool; }
    void setTool(const QString& t);
    QString json() const { return v_.json; }
    QString savedPath() const { return v_.savedPath; }
    QString savedId() const { return v_.savedId; }
    bool fixedSetup() const { return v_.fixedSetup; }
    VariantChoices* choices() { return &choices_; }

signals:
    void baseIdChanged();
    void filesChanged();
    void ranksChanged();
    void squaresChanged();
    void problemsChanged();
    void problemPathsChanged();
    void validChanged();
    void dirtyChanged();
    void toolChanged();
    void jsonChanged();
    void savedPathChanged();
    void savedIdChanged();
    void fixedSetupChanged();
    void error(const QString& message);

private:
    // What QML reads, worked out by publish() after every change.
    struct Values {
        QString baseId;
        int files = 0;
        int ranks = 0;
        QVariantList squares;
        QStringList problems, problemPaths;
        bool dirty = false;
        QString tool = QStringLiteral("youth");
        QString json;
        QString savedPath, savedId;
        bool fixedSetup = false;
    };
    // The document checked and every value worked out from it and from `next` (the editor's
    // own state: base, tool, dirty, saved); each value that changed signals.
    void publish(Values next);
    void update(const Values& next);  // stores `next`, then signals each value that changed
    void setDoc(const QJsonObject& doc, const QString& base);

    QJsonObject doc_;  // a complete variant document (no parent: saved files stand alone)
    Values v_;
    VariantChoices choices_;
};
