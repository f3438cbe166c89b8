#include "userfolders.h"

#include <QStandardPaths>

namespace gs {

QString userVariantFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : data + "/variants";
}

}  // namespace gs
