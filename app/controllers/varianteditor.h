// The variant editor: every setting of a rule variant as a form, the pitch edited by clicking
// squares into areas and starting squares, live validation, and saving as a new variant in
// the user's folder (VariantCatalog), where the new-game dialog and the Lab find it.
// Edits a variant's JSON document (the format of variants/README.md), so what is saved is
// exactly what the loader reads.
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class VariantEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString baseId READ baseId NOTIFY changed)         // the variant this one starts from
    Q_PROPERTY(int files READ files NOTIFY changed)
    Q_PROPERTY(int ranks READ ranks NOTIFY changed)
    // One entry per square, rank 1 first: {index, name, file, rank, area ("keeper", "midfield"
    // or ""), start ("1".."11" a starting First Teamer, "Y" a Youth starting square, or ""),
    // black (bool: Black's half, mirrored from White's), problem (bool)}.
    Q_PROPERTY(QVariantList squares READ squares NOTIFY changed)
    // "Field: problem", the field named as the form names it ("Youth square 4: ..."); empty = valid
    Q_PROPERTY(QStringList problems READ problems NOTIFY changed)
    Q_PROPERTY(QStringList problemPaths READ problemPaths NOTIFY changed)  // each problem's JSON path ("start.youth[3]")
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    Q_PROPERTY(bool dirty READ dirty NOTIFY changed)                // edited since the last load or save
    // How a click on a White square edits the pitch: "youth" toggles a Youth starting square,
    // "1".."11" places that First Teamer (again on its square: removes it), "midfield" toggles
    // the square's rank in the Midfield Area, "keeper" sets the Goalkeeper's Area depth.
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY changed)
    Q_PROPERTY(QString json READ json NOTIFY changed)               // what Save writes
    Q_PROPERTY(QString savedPath READ savedPath NOTIFY changed)
    Q_PROPERTY(QString savedId READ savedId NOTIFY changed)

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
    Q_INVOKABLE void setValue(const QString& path, const QVariant& value);
    Q_INVOKABLE void clickSquare(int index);
    // Saves into the user's variant folder as <id>.json and reloads the catalog. Refuses an
    // invalid variant, a built-in id, or (unless `overwrite`) another user variant's file.
    Q_INVOKABLE bool save(bool overwrite = false);
    Q_INVOKABLE bool exportTo(const QUrl& file);
    // Copies a variant file into the user's folder after checking it; false + error() if broken.
    Q_INVOKABLE bool importFile(const QUrl& file);
    Q_INVOKABLE bool fileExists() const;  // save() would replace a file

    QString baseId() const { return baseId_; }
    int files() const;
    int ranks() const;
    QVariantList squares() const;
    QStringList problems() const { return problems_; }
    QStringList problemPaths() const { return problemPaths_; }
    bool valid() const { return problems_.isEmpty(); }
    bool dirty() const { return dirty_; }
    QString tool() const { return tool_; }
    void setTool(const QString& t);
    QString json() const;
    QString savedPath() const { return savedPath_; }
    QString savedId() const { return savedId_; }

signals:
    void changed();
    void error(const QString& message);

private:
    void check();
    void setDoc(const QJsonObject& doc, const QString& base);
    QString userFile() const;

    QJsonObject doc_;  // a complete variant document (no parent: saved files stand alone)
    QString baseId_;
    QStringList problems_;
    QStringList problemPaths_;
    QSet<QString> problemFields_;
    QString tool_ = QStringLiteral("youth");
    bool dirty_ = false;
    QString savedPath_;
    QString savedId_;
};
