// Files the app reads and writes for the user, in one place: a file dialog's URL turned into
// a path, and a write that leaves either the whole new file or the old one (QSaveFile), so a
// crash or a full disk mid-write never leaves half a game, tutorial or variant behind.
#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <optional>

namespace diskfile {

// A file dialog's URL ("file:///home/a/x.gsr") or a plain path ("/tmp/x.gsr") as a path.
QString localPath(const QUrl& url);

// Writes `bytes` to `path` whole or not at all. On failure returns false and, if `why` is
// given, sets it to the system's reason ("Permission denied").
bool writeWhole(const QString& path, const QByteArray& bytes, QString* why = nullptr);

// Moves the file at `path` aside, beside it, as "<base>.damaged.<suffix>" (then
// "<base>.damaged-2.<suffix>", …): never onto an earlier file. Returns the new file name (no
// folder), or an empty string when it could not be moved.
QString setAside(const QString& path);

// The most bytes read from one file of each kind. A file from a stranger could be any size;
// one past its kind's limit is refused by its size, before it is read. Each is hundreds of
// times the largest real file of its kind (a 400-ply record is 5 KB, a tutorial 10 KB).
inline constexpr qint64 kMaxVariantBytes = 1 << 20;
inline constexpr qint64 kMaxTutorialBytes = 4 << 20;
inline constexpr qint64 kMaxRecordBytes = 4 << 20;
inline constexpr qint64 kMaxPositionBytes = 64 << 10;
inline constexpr qint64 kMaxResultsBytes = qint64(512) << 20;  // a Lab run's shard file: a line a game

// The whole of `path` if it can be read and is at most `maxBytes` long; otherwise nullopt,
// with the reason in `why` ("is 3.2 MB; a file of this kind is at most 1 MB", or the system's
// reason for not opening it).
std::optional<QByteArray> readLimited(const QString& path, qint64 maxBytes, QString* why = nullptr);

}  // namespace diskfile
