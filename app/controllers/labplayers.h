// The Lab's check of the two players a run names (LabSession, LabSweep, LabRecords share it).
#pragma once

#include <QString>

#include <string>

namespace labplayers {

// Why the AI SPECs `white` and `black` cannot play a Lab run, in the user's language: a spec
// makePlayer refuses, or a player that sees hidden identities (cheat-uct). Empty when both can.
QString problem(const std::string& white, const std::string& black);

}  // namespace labplayers
