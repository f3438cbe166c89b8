// Loading rule variants from JSON (Qt's JSON parser) and finding them by id.
// The only part of engine/ that uses Qt; it is never on the hot path.
#pragma once

#include "../notation.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace gs {

// A variant file that cannot be used. what() reads "<file>: <field>: <problem>".
struct VariantLoadError : std::runtime_error {
    QString file, field, problem;
    // The file's other problems, each "field: problem", where the checks found several at once
    // (validateVariant), so whoever edits the file by hand fixes them in one go. what() names
    // them after the first, on the same line.
    QStringList more;
    VariantLoadError(const QString& f, const QString& fld, const QString& p, const QStringList& others = {})
        : std::runtime_error(message(f, fld, p, others).toStdString()), file(f), field(fld), problem(p), more(others) {}

private:
    static constexpr int kListed = 9;  // a hostile file's hundreds of problems make no message
    static QString message(const QString& f, const QString& fld, const QString& p, const QStringList& others)
    {
        QString m = f + ": " + (fld.isEmpty() ? QString() : fld + ": ") + p;
        if (!others.isEmpty())
            m += QString(" (and %1 more: %2%3)").arg(others.size()).arg(others.mid(0, kListed).join("; ")).arg(others.size() > kListed ? "; …" : "");
        return m;
    }
};

// Owns every loaded variant's Rules for the life of the registry (States point into them).
class VariantRegistry {
public:
    // Starts with the built-in variants shipped in `variants/` (embedded as Qt resources).
    VariantRegistry();

    // Reads, merges with its parent (by id: already loaded, or `<parent>.json` beside the
    // file), validates and registers one variant file. Replaces a registered variant of the
    // same id, but never a built-in one with another document (an error: its id is taken).
    // Throws VariantLoadError naming file, field and problem; on error nothing changes.
    const Rules& loadFile(const QString& path);
    // The same from bytes; `fileName` is used in messages and to find the parent.
    // `mayReplaceBuiltIn`: a Lab report's own copy of a variant, replayed as it was run, may
    // take a built-in's id for this registry's life (goalscorer-cli lab --rerun).
    const Rules& loadJson(const QByteArray& json, const QString& fileName, bool mayReplaceBuiltIn = false);
    // Loads every *.json in a folder; returns one message per file that failed.
    QStringList loadDirectory(const QString& dir);

    const Rules* find(std::string_view id) const;
    // The merged document (inheritance resolved, "parent" kept) a variant was built from; empty if unknown.
    QJsonObject document(std::string_view id) const;
    QStringList ids() const;  // sorted
    VariantLookup lookup() const;

    // The shared registry of built-in variants (created on first use; not thread-safe to create).
    static VariantRegistry& builtIn();

private:
    QJsonObject resolve(const QJsonObject& doc, const QString& fileName, int depth) const;

    std::map<std::string, std::shared_ptr<const Rules>, std::less<>> rules_;
    std::map<std::string, QJsonObject, std::less<>> documents_;
    std::vector<std::shared_ptr<const Rules>> all_;  // merged documents by id, for children
    std::set<std::string, std::less<>> shipped_;     // the built-in ids, which no file replaces
};

// True if a JSON number is a whole number that fits an int (JSON numbers are doubles, and
// converting one out of int's range is undefined behaviour; the fuzzer found that).
inline bool isWholeInt(double d) { return d >= -2147483648.0 && d <= 2147483647.0 && d == double(static_cast<long long>(d)); }

// Turns one complete (already merged) variant document into a Variant. Throws VariantLoadError.
Variant variantFromJson(const QJsonObject& doc, const QString& fileName);
// The same without the semantic checks (validateVariant), so an editor can list every problem
// at once; still throws VariantLoadError for a field of the wrong type or an unknown name.
Variant variantFromJsonUnchecked(const QJsonObject& doc, const QString& fileName);

}  // namespace gs
