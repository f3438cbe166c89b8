// Writing over a file in one of the app's own folders (the user's variants and tutorials):
// what is there now and cannot be read as its kind is moved aside first, under a name that
// never replaces an earlier one (diskfile::setAside), so a save never destroys a file that
// could not be read: it may be the only copy of someone's work, damaged or from a newer app.
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace ownedfile {

struct Prepared {
    bool ok = true;     // false: a file that could not be read is there and could not be moved
    QString keptAside;  // the name it was moved to (same folder), or empty if nothing was
};

// Call before writing `path`. `reads` says whether the bytes found there load as their kind
// (a missing file needs nothing). A file too large to read counts as unreadable.
Prepared prepare(const QString& path, qint64 maxBytes, const std::function<bool(const QByteArray&)>& reads);

// The same for the user's variant file at `path` (it must load as a variant) and tutorial file
// (it must load and replay as a tutorial).
Prepared prepareVariant(const QString& path);
Prepared prepareTutorial(const QString& path);

}  // namespace ownedfile
