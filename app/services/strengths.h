// The computer players on offer, weakest first: the engine's levels (gs::kLevels, shared with
// the CLI) with names and descriptions for people. Names are stable ids ("Strong") stored in
// settings and game records; labels are their translations.
#pragma once

#include <QString>
#include <QVariantList>

namespace strengths {

struct Strength {
    const char* name;         // "Beginner" .. "Expert", untranslated
    const char* spec;         // the level's AI SPEC for gs::makePlayer
    const char* description;  // untranslated
};

// The strength called `name`, or nullptr.
const Strength* named(const QString& name);

// For QML: [{name, label (translated), spec, description (translated)}], weakest first.
QVariantList list();

// The translated name ("Fort").
QString label(const Strength& s);

}  // namespace strengths
