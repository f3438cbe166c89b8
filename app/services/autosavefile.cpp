#include "autosavefile.h"
#include "formats/diskfile.h"

#include "formats/variantregistry.h"
#include "record.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace {

// 1: an unfinished game; 0: a finished game; -1: unreadable or missing.
int recordState(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    try {
        const gs::GameRecord r = gs::readRecord(f.readAll().toStdString());
        return r.tag("Result") == "*" && !gs::replayRecord(r, gs::VariantRegistry::builtIn().lookup()).back().isTerminal() ? 1 : 0;
    } catch (const std::exception&) {
        return -1;
    }
}

}  // namespace

void AutosaveFile::setPath(const QString& path)
{
    path_ = path;
    lastWritten_.clear();
}

QString AutosaveFile::previousPath() const
{
    const QFileInfo info(path_);
    return info.dir().filePath(info.completeBaseName() + ".previous." + info.suffix());
}

bool AutosaveFile::write(const QByteArray& record, QString* why)
{
    QDir().mkpath(QFileInfo(path_).absolutePath());
    if (!lastWritten_.isEmpty())
        diskfile::writeWhole(previousPath(), lastWritten_);
    else
        QFile::remove(previousPath());
    if (!diskfile::writeWhole(path_, record, why))
        return false;
    lastWritten_ = record;
    return true;
}

bool AutosaveFile::hasUnfinishedGame() const
{
    if (path_.isEmpty())
        return false;
    const int last = recordState(path_);
    if (last >= 0)
        return last == 1;
    return QFileInfo::exists(path_) && recordState(previousPath()) == 1;
}

std::optional<AutosaveFile::Saved> AutosaveFile::read()
{
    QFile f(path_);
    if (path_.isEmpty() || !f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.readAll();
    f.close();
    if (recordState(path_) >= 0 || recordState(previousPath()) != 1) {
        lastWritten_ = bytes;
        return Saved{bytes, path_, {}};
    }
    const QString aside = path_ + ".damaged";
    QFile::remove(aside);
    QFile::rename(path_, aside);
    QFile previous(previousPath());
    if (!previous.open(QIODevice::ReadOnly))
        return std::nullopt;
    lastWritten_ = previous.readAll();
    return Saved{lastWritten_, previous.fileName(), QFileInfo(aside).fileName()};
}

void AutosaveFile::discard()
{
    if (!path_.isEmpty()) {
        QFile::remove(path_);
        QFile::remove(previousPath());
    }
    lastWritten_.clear();
}
