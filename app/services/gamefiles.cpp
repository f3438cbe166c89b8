#include "gamefiles.h"
#include "notices.h"

#include "formats/diskfile.h"

#include <QFile>
#include <QFileInfo>

GameFiles::GameFiles(QObject* parent)
    : QObject(parent)
{
}

void GameFiles::setAutosavePath(const QString& path)
{
    autosave_.setPath(path);
    emit autosavePathChanged();
    setHasAutosave(autosave_.hasUnfinishedGame());  // read once, for the new path
    QString note;
    if (const auto d = autosave_.damage()) {
        if (d->readable && d->movesInFile > 0)
            note = tr("The saved game is damaged: %1 of %2 moves could be read.").arg(d->movesRead).arg(d->movesInFile);
        else
            note = tr("The saved game is damaged and cannot be read; it will be kept aside.");
    }
    setDamageNote(note);
}

void GameFiles::writeAutosave(const QByteArray& record, bool unfinished)
{
    if (autosave_.path().isEmpty())
        return;
    QString why;
    const bool written = autosave_.write(record, &why);
    tellKeptAside();
    setDamageNote({});
    if (!written) {
        setHasAutosave(autosave_.hasUnfinishedGame());
        if (!failed_) {  // say it once, not after every move
            failed_ = true;
            emit error(tr("The game cannot be saved to %1: %2").arg(autosave_.path(), why));
        }
        return;
    }
    setHasAutosave(unfinished);  // what was just written
}

std::optional<AutosaveFile::Saved> GameFiles::readAutosave()
{
    auto saved = autosave_.read();
    setHasAutosave(autosave_.hasUnfinishedGame());  // a damaged autosave may have been set aside
    setDamageNote({});
    if (!saved) {
        if (!tellKeptAside())
            emit error(tr("There is no saved game to resume."));
    } else {
        autosave_.takeKeptAside();  // the resumed game's message names it
    }
    return saved;
}

void GameFiles::discardAutosave()
{
    autosave_.discard();
    setHasAutosave(false);
    setDamageNote({});
    tellKeptAside();
}

bool GameFiles::tellKeptAside()
{
    const QString dir = QFileInfo(autosave_.path()).absolutePath();
    const QStringList names = autosave_.takeKeptAside();
    for (const QString& name : names)
        emit error(tr("The saved game could not be read, so it was kept as %1 in %2 rather than written over. Game → Open game record… opens what can be read of it.").arg(name, dir));
    return !names.isEmpty();
}

void GameFiles::setDamageNote(const QString& note)
{
    if (note == damageNote_)
        return;
    damageNote_ = note;
    emit damageNoteChanged();
}

bool GameFiles::save(const QUrl& file, const QByteArray& record)
{
    const QString path = diskfile::localPath(file);
    if (QString why; !diskfile::writeWhole(path, record, &why)) {
        emit error(tr("Could not save %1: %2").arg(path, why));
        return false;
    }
    Notices::instance().wrote(path);
    return true;
}

std::optional<std::pair<QByteArray, QString>> GameFiles::open(const QUrl& file)
{
    const QString path = diskfile::localPath(file);
    QString why;
    auto bytes = diskfile::readLimited(path, diskfile::kMaxRecordBytes, &why);
    if (!bytes) {
        emit error(tr("Could not open %1: %2").arg(path, why));
        return std::nullopt;
    }
    return std::pair{std::move(*bytes), path};
}

void GameFiles::setHasAutosave(bool on)
{
    if (on == hasAutosave_)
        return;
    hasAutosave_ = on;
    emit hasAutosaveChanged();
}
