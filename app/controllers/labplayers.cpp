#include "labplayers.h"

#include "strengths.h"

#include "players/player.h"

#include <QCoreApplication>
#include <QVariantMap>

namespace {

struct Preset {
    const char* name;
    const char* spec;
};
// After the game's own levels, Strong's search on a shorter leash: enough to see whether a
// rule change survives competent play in a run of hundreds of games.
const Preset kQuickSearches[] = {
    {QT_TRANSLATE_NOOP("LabSession", "Strong, 1,000 iterations a move"), "strong:iterations=1000"},
    {QT_TRANSLATE_NOOP("LabSession", "Strong, 0.1 s a move"), "strong:ms=100"},
};

}  // namespace

namespace labplayers {

QVariantList presets()
{
    QVariantList out;
    for (const QVariant& level : strengths::list()) {
        const QVariantMap m = level.toMap();
        out << QVariantMap{{"name", m.value("label")}, {"spec", m.value("name").toString().toLower()}};
    }
    for (const Preset& p : kQuickSearches)
        out << QVariantMap{{"name", QCoreApplication::translate("LabSession", p.name)}, {"spec", QString(p.spec)}};
    return out;
}

QString problem(const std::string& white, const std::string& black)
{
    for (const std::string& spec : {white, black}) {
        try {
            if (gs::makePlayer(spec)->seesEverything())
                return QCoreApplication::translate("LabPlayers", "\"%1\" sees hidden identities; the lab plays honest players only.")
                    .arg(QString::fromStdString(spec));
        } catch (const gs::BadPlayerSpec& e) {
            return QCoreApplication::translate("LabPlayers", "Player \"%1\": %2").arg(QString::fromStdString(spec), QString::fromUtf8(e.what()));
        }
    }
    return {};
}

}  // namespace labplayers
