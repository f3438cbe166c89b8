// The game's files: the autosave written after every move (AutosaveFile, atomic, with the last
// good one kept) and the records the user saves and opens. Whether an unfinished game waits to
// be resumed is known from what was written, so QML's questions never read the disk.
#pragma once

#include "autosavefile.h"

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <optional>

class GameFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameFiles belong to a GameSession")

    // Where the autosave goes; "" = none. Set before the first game (the app's data folder by default).
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY autosavePathChanged)
    Q_PROPERTY(bool hasAutosave READ hasAutosave NOTIFY hasAutosaveChanged)  // an unfinished game to resume
    // For the offer to resume: how much of a damaged autosave can be read ("" if it reads whole).
    Q_PROPERTY(QString damageNote READ damageNote NOTIFY damageNoteChanged)

public:
    explicit GameFiles(QObject* parent = nullptr);

    QString autosavePath() const { return autosave_.path(); }
    void setAutosavePath(const QString& path);
    bool hasAutosave() const { return hasAutosave_; }
    QString damageNote() const { return damageNote_; }

    // The game in progress as a record; `unfinished`: whether it can still be resumed. A
    // failure is reported once through error(), not after every move.
    void writeAutosave(const QByteArray& record, bool unfinished);
    // The game to resume (AutosaveFile::read); nullopt, with error(), if there is none.
    std::optional<AutosaveFile::Saved> readAutosave();
    void discardAutosave();

    // A record the user saves: whole or not at all. False, with error(), on failure.
    bool save(const QUrl& file, const QByteArray& record);
    // A record the user opens: its text and its path; nullopt, with error(), if unreadable.
    std::optional<std::pair<QByteArray, QString>> open(const QUrl& file);

signals:
    void autosavePathChanged();
    void hasAutosaveChanged();
    void damageNoteChanged();
    void error(const QString& message);

private:
    void setHasAutosave(bool on);
    void setDamageNote(const QString& note);
    bool tellKeptAside();  // error() names each damaged file just set aside; false if none

    AutosaveFile autosave_;
    bool hasAutosave_ = false;
    QString damageNote_;
    bool failed_ = false;
};
