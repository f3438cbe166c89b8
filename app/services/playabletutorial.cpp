#include "playabletutorial.h"

#include "formats/diskfile.h"
#include "formats/variantregistry.h"

#include <QCoreApplication>

namespace {

PlayableTutorial refused(const gs::TutorialError& e)
{
    PlayableTutorial out;
    out.error = QCoreApplication::translate("TutorialSession", "This tutorial cannot be opened: %1").arg(QString::fromUtf8(e.what()));
    return out;
}

}  // namespace

PlayableTutorial playableTutorialFile(const QUrl& file)
{
    QString path = diskfile::localPath(file);
    if (path.startsWith("qrc:"))
        path = path.mid(3);
    try {
        PlayableTutorial out;
        out.tutorial = gs::readTutorialFile(path, gs::VariantRegistry::builtIn().lookup(), &out.states);
        return out;
    } catch (const gs::TutorialError& e) {
        return refused(e);
    }
}

PlayableTutorial playableTutorial(const gs::Tutorial& t, const QString& where)
{
    try {
        PlayableTutorial out;
        out.states = gs::replayTutorial(t, gs::VariantRegistry::builtIn().lookup(), where);
        out.tutorial = t;
        return out;
    } catch (const gs::TutorialError& e) {
        return refused(e);
    }
}

PlayableTutorial playableTutorialJson(const QString& json, const QString& where)
{
    try {
        return playableTutorial(gs::tutorialFromJson(json.toUtf8(), where, gs::VariantRegistry::builtIn().lookup()), where);
    } catch (const gs::TutorialError& e) {
        return refused(e);
    }
}
