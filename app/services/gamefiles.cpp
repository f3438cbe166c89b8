#include "gamefiles.h"

#include "formats/diskfile.h"

#include <QFile>

GameFiles::GameFiles(QObject* parent)
    : QObject(parent)
{
}

void GameFiles::setAutosavePath(const QString& path)
{
    autosave_.setPath(path);
    emit autosavePathChanged();
    setHasAutosave(autosave_.hasUnfinishedGame());  // read once, for the new path
}

void GameFiles::writeAutosave(const QByteArray& record, bool unfinished)
{
    if (autosave_.path().isEmpty())
        return;
    if (QString why; !autosave_.write(record, &why)) {
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
    if (!saved)
        emit error(tr("There is no saved game to resume."));
    return saved;
}

void GameFiles::discardAutosave()
{
    autosave_.discard();
    setHasAutosave(false);
}

bool GameFiles::save(const QUrl& file, const QByteArray& record)
{
    const QString path = diskfile::localPath(file);
    if (QString why; !diskfile::writeWhole(path, record, &why)) {
        emit error(tr("Could not save %1: %2").arg(path, why));
        return false;
    }
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
