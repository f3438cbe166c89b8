#include "tutorialpageexport.h"

#include "formats/diskfile.h"
#include "language.h"
#include "notices.h"
#include "positionfiles.h"
#include "tutorialpage.h"
#include "tutorialsession.h"

bool TutorialPageExport::exportTo(TutorialSession* session, const QUrl& folder)
{
    if (!session || !session->active()) {
        emit error(tr("Open a tutorial first: the web page is made from the tutorial on show."));
        return false;
    }
    const QString dir = diskfile::localPath(folder);
    if (dir.isEmpty()) {
        emit error(tr("Choose a folder for the web page."));
        return false;
    }
    QString why;
    const QString path = sharing::writeTutorialPage(dir, session->tutorial(), session->states(), Language::instance().active(), &why);
    if (path.isEmpty()) {
        emit error(tr("The web page was not saved: %1").arg(why));
        return false;
    }
    Notices::instance().wrote(path, true);
    return true;
}

QString TutorialPageExport::defaultFolder() const { return PositionFiles::defaultFolder(); }
