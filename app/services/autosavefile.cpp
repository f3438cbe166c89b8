#include "autosavefile.h"
#include "formats/diskfile.h"

#include "formats/variantregistry.h"
#include "record.h"

#include <QDir>
#include <QFile>
#include <QCoreApplication>
#include <QFileInfo>

#include <utility>

namespace {

std::optional<QByteArray> readBytes(const QString& path)
{
    return diskfile::readLimited(path, diskfile::kMaxRecordBytes);
}

// 1: an unfinished game; 0: a finished game; -1: unreadable or missing.
int recordState(const std::optional<QByteArray>& bytes)
{
    if (!bytes)
        return -1;
    try {
        const gs::GameRecord r = gs::readRecord(bytes->toStdString());
        const bool over = gs::replayRecord(r, gs::VariantRegistry::builtIn().lookup()).back().isTerminal();  // every move checked
        return r.tag("Result") == "*" && !over ? 1 : 0;
    } catch (const std::exception&) {
        return -1;
    }
}

int recordState(const QString& path) { return recordState(readBytes(path)); }

int movesIn(const QByteArray& record)
{
    try {
        return int(gs::readRecord(record.toStdString()).moves.size());
    } catch (const std::exception&) {
        return -1;
    }
}

}  // namespace

void AutosaveFile::setPath(const QString& path)
{
    path_ = path;
    lastWritten_.clear();
    damage_.reset();
    salvaged_.clear();
    const std::optional<QByteArray> bytes = path.isEmpty() ? std::nullopt : readBytes(path);
    if (!QFileInfo::exists(path) || recordState(bytes) >= 0)
        return;
    Damage d;
    try {
        if (!bytes)
            throw std::runtime_error("the file cannot be read");
        const gs::ReadablePrefix p = gs::readReadablePrefix(bytes->toStdString(), gs::VariantRegistry::builtIn().lookup());
        d.readable = true;
        d.movesRead = int(p.record.moves.size());
        d.movesInFile = int(p.movesInFile);
        d.where = QString::fromStdString(p.damage);
        if (!p.positions.back().isTerminal())
            salvaged_ = QByteArray::fromStdString(gs::writeRecord(p.record, p.positions));
    } catch (const std::exception& e) {
        d.where = QString::fromStdString(e.what());
    }
    damage_ = d;
}

QString AutosaveFile::previousPath() const
{
    const QFileInfo info(path_);
    return info.dir().filePath(info.completeBaseName() + ".previous." + info.suffix());
}

QString AutosaveFile::setAside()
{
    const QString name = diskfile::setAside(path_);
    if (!name.isEmpty())
        keptAside_ << name;
    return name;
}

bool AutosaveFile::write(const QByteArray& record, QString* why)
{
    QDir().mkpath(QFileInfo(path_).absolutePath());
    // The first write of this run replaces whatever is there: not if it could not be read.
    if (lastWritten_.isEmpty() && QFileInfo::exists(path_) && recordState(path_) < 0 && setAside().isEmpty()) {
        if (why)
            *why = QCoreApplication::translate("GameFiles", "the damaged saved game there could not be moved aside");
        return false;
    }
    if (!lastWritten_.isEmpty())
        diskfile::writeWhole(previousPath(), lastWritten_);
    else
        QFile::remove(previousPath());
    if (!diskfile::writeWhole(path_, record, why))
        return false;
    lastWritten_ = record;
    damage_.reset();
    salvaged_.clear();
    return true;
}

bool AutosaveFile::hasUnfinishedGame() const
{
    if (path_.isEmpty())
        return false;
    const int last = recordState(path_);
    if (last >= 0)
        return last == 1;
    return QFileInfo::exists(path_) && (!salvaged_.isEmpty() || recordState(previousPath()) == 1);
}

std::optional<AutosaveFile::Saved> AutosaveFile::read()
{
    const std::optional<QByteArray> bytes = path_.isEmpty() ? std::nullopt : readBytes(path_);
    if (!QFileInfo::exists(path_))
        return std::nullopt;
    if (recordState(bytes) >= 0) {
        lastWritten_ = *bytes;
        return Saved{*bytes, path_, {}, {}, false};
    }
    // Damaged: the longer of its readable part and the previous file, and it is set aside.
    const std::optional<QByteArray> previous = readBytes(previousPath());
    const bool previousGood = recordState(previous) == 1;
    const std::optional<Damage> damage = damage_;
    const QByteArray salvaged = salvaged_;
    const QString aside = setAside();
    Saved s{{}, {}, aside, damage};
    if (!salvaged.isEmpty() && (!previousGood || movesIn(salvaged) >= movesIn(*previous))) {
        s.record = salvaged;
        s.fromDamaged = true;
        s.from = aside.isEmpty() ? path_ : QFileInfo(path_).dir().filePath(aside);
    } else if (previousGood) {
        s.record = *previous;
        s.from = previousPath();
    } else {
        return std::nullopt;
    }
    lastWritten_ = s.record;
    damage_.reset();
    salvaged_.clear();
    return s;
}

void AutosaveFile::discard()
{
    if (!path_.isEmpty()) {
        if (QFileInfo::exists(path_) && recordState(path_) < 0)
            setAside();
        else
            QFile::remove(path_);
        QFile::remove(previousPath());
    }
    lastWritten_.clear();
    damage_.reset();
    salvaged_.clear();
}

QStringList AutosaveFile::takeKeptAside()
{
    return std::exchange(keptAside_, {});
}
