#include "labplayers.h"

#include "players/player.h"

#include <QCoreApplication>

namespace labplayers {

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
