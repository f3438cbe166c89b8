// The autosave of the game in progress: written after every move, with the last good one
// kept beside it as `<name>.previous.<ext>`, so one damaged file never loses the game. A
// damaged autosave is set aside as `<name>.damaged` (for a look) and the previous one used.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

class AutosaveFile {
public:
    // "" = no autosave. Forgets what was written before (a previous file from another game,
    // an earlier run, must not stand in for this one's).
    void setPath(const QString& path);
    QString path() const { return path_; }

    // Writes a game record; the last one written becomes the previous. Returns false, with
    // the system's reason in `why`, if the autosave could not be written (the old one stays).
    bool write(const QByteArray& record, QString* why);
    // True if there is an unfinished game to resume: the autosave, or the previous one when
    // the autosave cannot be read.
    bool hasUnfinishedGame() const;

    struct Saved {
        QByteArray record;
        QString from;          // the file it was read from
        QString damagedAside;  // the damaged autosave's new name, "" if it was fine
    };
    // The game to resume: the autosave, or the previous one when the autosave is damaged and
    // the previous one is unfinished (the damaged file is then set aside). None if there is
    // no autosave file at all.
    std::optional<Saved> read();
    // Removes the autosave and the previous one.
    void discard();

private:
    QString previousPath() const;
    QString path_;
    QByteArray lastWritten_;
};
