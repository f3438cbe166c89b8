#include "gameoptions.h"

#include <stdexcept>

#include "strengths.h"

#include "formats/variantregistry.h"
#include "notation.h"
#include "rng.h"

#include <QRandomGenerator>

namespace {

// Who sits where: what `o` says, the last game's seats for what it leaves out.
void seat(Game& g, const QVariantMap& o)
{
    if (o.contains("opponent"))
        g.hotSeat = o.value("opponent").toString() == "human";
    if (o.contains("side"))
        g.human = o.value("side").toString() == "black" ? gs::Side::Black : gs::Side::White;
    if (o.contains("strength"))
        g.strength = o.value("strength").toString();
}

Game fresh(const Game& last)
{
    Game g;
    g.hotSeat = last.hotSeat;
    g.human = last.human;
    g.strength = last.strength;
    return g;
}

}  // namespace

GameOptions::Checked GameOptions::forNewGame(const QVariantMap& o, const Game& last, const QString& lastVariant)
{
    Checked c;
    const QString variant = o.value("variant", lastVariant).toString();
    const gs::Rules* rules = gs::VariantRegistry::builtIn().find(variant.toStdString());
    if (!rules) {
        c.error = tr("Unknown variant \"%1\".").arg(variant);
        return c;
    }
    const QString strength = o.value("strength", last.strength).toString();
    if (!strengths::named(strength)) {
        c.error = tr("Unknown strength \"%1\".").arg(strength);
        return c;
    }
    c.seedText = o.value("seed", QString()).toString().trimmed();
    const std::optional<quint64> seed = seedFrom(c.seedText);
    if (!seed) {
        c.error = tr("The seed must be a whole number, not \"%1\".").arg(c.seedText);
        return c;
    }
    Game g = fresh(last);
    seat(g, o);
    g.rules = rules;
    g.seed = *seed;
    g.history = {gs::State::deal(*rules, *seed)};
    c.game = std::move(g);
    return c;
}

std::optional<quint64> GameOptions::seedFrom(const QString& text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return QRandomGenerator::global()->generate64();
    bool ok = false;
    const quint64 seed = t.toULongLong(&ok);
    return ok ? std::optional(seed) : std::nullopt;
}

GameOptions::Checked GameOptions::forPosition(const QString& gpn, const QVariantMap& o, const Game& last)
{
    Checked c;
    std::optional<gs::State> parsed;
    try {
        parsed = gs::parseGpn(gpn.toStdString(), gs::VariantRegistry::builtIn().lookup());
    } catch (const gs::NotationError& e) {
        c.error = tr("This position cannot be played: %1").arg(QString::fromUtf8(e.what()));
        return c;
    }
    if (o.contains("strength") && !strengths::named(o.value("strength").toString())) {
        c.error = tr("Unknown strength \"%1\".").arg(o.value("strength").toString());
        return c;
    }
    // A seed, when given, fixes the hidden identities dealt and the computer's choices, so a
    // game from a position can be replayed (tests, bug reports); none draws one.
    const QString seedText = o.value("seed", QString()).toString().trimmed();
    const std::optional<quint64> seed = seedFrom(seedText);
    if (!seed) {
        c.error = tr("The seed must be a whole number, not \"%1\".").arg(seedText);
        return c;
    }
    gs::State s = *parsed;
    if (s.hasHiddenIdentities()) {
        gs::Rng rng(*seed);
        try {
            s = s.determinize(rng);
        } catch (const std::invalid_argument& e) {  // a view whose hidden counters cannot be dealt
            c.error = tr("This position cannot be played: %1").arg(QString::fromUtf8(e.what()));
            return c;
        }
    }
    Game g = fresh(last);
    seat(g, o);
    g.rules = &s.rules();
    g.seed = *seed;
    g.startGpn = gpn;
    g.history = {s};
    c.game = std::move(g);
    return c;
}
