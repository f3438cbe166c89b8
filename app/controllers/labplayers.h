// The Lab's players: the presets its form offers, and the check of the two players a run
// names (LabSession, LabSweep, LabRecords share it).
#pragma once

#include <QString>
#include <QVariantList>

#include <string>

namespace labplayers {

// The presets for either side, [{name, spec}] with the names in the user's language: the
// game's levels by the names New game uses, then Strong's search on a shorter leash (the
// words keep LabSession's translation context). Any AI SPEC can be typed as well.
QVariantList presets();

// Why the AI SPECs `white` and `black` cannot play a Lab run, in the user's language: a spec
// makePlayer refuses, or a player that sees hidden identities (cheat-uct). Empty when both can.
QString problem(const std::string& white, const std::string& black);

}  // namespace labplayers
