#include "strengths.h"

#include "players/player.h"

#include <QCoreApplication>
#include <QVariantMap>

#include <iterator>

namespace strengths {

namespace {

// Translated in the "GameSession" context, where they have always been.
const Strength kStrengths[] = {
    {QT_TRANSLATE_NOOP("GameSession", "Beginner"), gs::kLevels[0].spec, QT_TRANSLATE_NOOP("GameSession", "Plays any legal move")},
    {QT_TRANSLATE_NOOP("GameSession", "Club"), gs::kLevels[1].spec, QT_TRANSLATE_NOOP("GameSession", "Grabs the best-looking capture each move")},
    {QT_TRANSLATE_NOOP("GameSession", "Strong"), gs::kLevels[2].spec,
     QT_TRANSLATE_NOOP("GameSession", "Searches for about 0.7 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners")},
    {QT_TRANSLATE_NOOP("GameSession", "Expert"), gs::kLevels[3].spec, QT_TRANSLATE_NOOP("GameSession", "Searches for about 2.5 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners")},
};
static_assert(std::size(kStrengths) == std::size(gs::kLevels));

QString translated(const char* text) { return QCoreApplication::translate("GameSession", text); }

}  // namespace

const Strength* named(const QString& name)
{
    for (const Strength& s : kStrengths)
        if (name == s.name)
            return &s;
    return nullptr;
}

QString label(const Strength& s) { return translated(s.name); }

QVariantList list()
{
    QVariantList out;
    for (const Strength& s : kStrengths)
        out << QVariantMap{{"name", QString(s.name)}, {"label", label(s)}, {"spec", QString(s.spec)}, {"description", translated(s.description)}};
    return out;
}

}  // namespace strengths
