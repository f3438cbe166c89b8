// Which of our files a file is (a position, a game record, a tutorial, a variant), so a file
// given on the command line, by a file manager or dropped on the window opens in its room.
// Decided by the name's suffix where it says (.gpn, .gsr) and by the first bytes otherwise,
// the same signs the shared-mime-info types (resources/desktop/goalscorer-mime.xml) use.
#pragma once

#include <QString>

namespace sharing {

enum class FileKind { Unknown, Position, Record, Tutorial, Variant };

// Reads at most the first 64 KB of `path`. Unknown for a missing or unreadable file or one
// that is none of ours; *why (if given) then says which.
FileKind fileKind(const QString& path, QString* why = nullptr);

// "position", "record", "tutorial", "variant", "" for Unknown (the names QML switches on).
QString fileKindName(FileKind kind);

}  // namespace sharing
