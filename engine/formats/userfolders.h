// Where the app keeps the user's files, so that goalscorer-cli finds the same ones: both
// programs run under these organisation and application names (QCoreApplication), which
// QStandardPaths builds its data folder from (~/.local/share/Goalscorer/GOALSCORER on Linux,
// under $XDG_DATA_HOME when that is set).
#pragma once

#include <QString>

namespace gs {

inline constexpr char kOrganizationName[] = "Goalscorer";
inline constexpr char kApplicationName[] = "GOALSCORER";

// The folder of the variants saved or imported in the app: <AppDataLocation>/variants. Needs
// the names above set on the QCoreApplication; empty if the platform has no data folder.
QString userVariantFolder();

}  // namespace gs
