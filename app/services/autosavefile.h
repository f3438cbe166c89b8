// The autosave of the game in progress: written after every move, with the last good one
// kept beside it as `<name>.previous.<ext>`, so one damaged file never loses the game.
// Nothing that could not be read is ever written over or deleted: a damaged autosave is set
// aside as `<name>.damaged.<ext>` (then `.damaged-2`, `-3`, …: never replacing an earlier
// one) before anything new is written, and what can be read of it is offered.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

class AutosaveFile {
public:
    // "" = no autosave. Forgets what was written before (a previous file from another game,
    // an earlier run, must not stand in for this one's) and looks once at what is there.
    void setPath(const QString& path);
    QString path() const { return path_; }

    // Writes a game record; the last one written becomes the previous. A damaged autosave
    // found at the path is set aside first (takeKeptAside() names it). Returns false, with
    // the system's reason in `why`, if the autosave could not be written (the old one stays).
    bool write(const QByteArray& record, QString* why);
    // True if there is an unfinished game to resume: the autosave, what can be read of a
    // damaged one, or the previous one.
    bool hasUnfinishedGame() const;

    // What a damaged autosave at the path holds, as found by setPath(); none if it reads whole
    // or there is none.
    struct Damage {
        int movesRead = 0;    // the moves that could be read and replayed
        int movesInFile = 0;  // the moves the file seems to hold
        QString where;        // where the damage starts: "line 12: move 35: …"
        bool readable = false;  // the tags and start could be read (so the moves above are offered)
    };
    std::optional<Damage> damage() const { return damage_; }

    struct Saved {
        QByteArray record;
        QString from;          // the file it was read from
        QString damagedAside;  // the damaged autosave's new name, "" if it was fine
        std::optional<Damage> damage;  // set when the autosave was damaged
        bool fromDamaged = false;      // `record` is the damaged autosave's readable part (else the previous)
    };
    // The game to resume: the autosave; or, when it is damaged, the longer of what can be read
    // of it and the previous one (the damaged file is then set aside). None if there is
    // nothing to resume.
    std::optional<Saved> read();
    // Forgets the game: removes the autosave and the previous one, but sets a damaged autosave
    // aside instead (what could not be read is never deleted).
    void discard();
    // The names damaged files were set aside under since the last call.
    QStringList takeKeptAside();

private:
    QString previousPath() const;
    QString setAside();  // the damaged autosave to a free name; returns that name ("" if it failed)
    QString path_;
    QByteArray lastWritten_;
    std::optional<Damage> damage_;
    QByteArray salvaged_;  // a damaged autosave's readable part as a record ("" if none)
    QStringList keptAside_;
};
