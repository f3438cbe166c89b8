// Files the app reads and writes for the user, in one place: a file dialog's URL turned into
// a path, and a write that leaves either the whole new file or the old one (QSaveFile), so a
// crash or a full disk mid-write never leaves half a game, tutorial or variant behind.
#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace diskfile {

// A file dialog's URL ("file:///home/a/x.gsr") or a plain path ("/tmp/x.gsr") as a path.
QString localPath(const QUrl& url);

// Writes `bytes` to `path` whole or not at all. On failure returns false and, if `why` is
// given, sets it to the system's reason ("Permission denied").
bool writeWhole(const QString& path, const QByteArray& bytes, QString* why = nullptr);

}  // namespace diskfile
