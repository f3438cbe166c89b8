// The variant editor's files: a variant file read and checked before it replaces anything,
// saved into the user's variant folder (VariantCatalog::userFolder, reloaded after), exported
// anywhere, or imported into the folder. A user's file that does not load is moved aside
// (ownedfile.h), never written over. The messages keep VariantEditor's translation context.
#pragma once

#include "formats/variantregistry.h"

#include <QString>
#include <QUrl>

namespace variantfiles {

// What a write did: `error` says why nothing was written (empty when it was); `note` is said
// after a write that moved an unreadable file aside ("… it is kept as … in the same folder").
struct Written {
    QString path;
    QString error;
    QString note;
};

// Reads the variant file `url` into `scratch`, inheritance resolved and checked there, so a
// broken file changes nothing else. nullptr with `error` set when it does not load; `path`
// is the file's.
const gs::Rules* load(const QUrl& url, gs::VariantRegistry& scratch, QString& path, QString& error);

// The user's file for the variant `id`: <user folder>/<id>.json.
QString userFile(const QString& id);

// Writes `json` as the user's variant `id`, replacing a file there only if `overwrite`.
Written save(const QString& id, const QByteArray& json, bool overwrite);

// Writes `json` to `url`, anywhere: a file there is the person's choice to replace.
Written exportTo(const QUrl& url, const QByteArray& json);

// Copies the variant file `url` into the user's folder, whole (inheritance resolved, so it
// does not depend on the files beside the original), after checking it; a built-in id is refused.
Written import(const QUrl& url);

}  // namespace variantfiles
