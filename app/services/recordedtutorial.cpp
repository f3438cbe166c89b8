#include "recordedtutorial.h"

#include "formats/diskfile.h"
#include "formats/variantregistry.h"
#include "ownedfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

// Every message is translated in the "TutorialRecorder" context, where it has always been.

QString recordingProblem(const gs::Tutorial& t, bool started)
{
    if (!started)
        return QCoreApplication::translate("TutorialRecorder", "Start recording from a position first.");
    if (t.title.trimmed().isEmpty())
        return QCoreApplication::translate("TutorialRecorder", "Give the tutorial a title.");
    if (!QRegularExpression("^[a-z0-9][a-z0-9-]*$").match(t.id).hasMatch())
        return QCoreApplication::translate("TutorialRecorder", "The id must be lower-case letters, digits and dashes.");
    for (int i = 0; i < t.steps.size(); ++i) {
        const gs::TutorialStep& s = t.steps[i];
        if (s.caption.trimmed().isEmpty())
            return QCoreApplication::translate("TutorialRecorder", "Step %1 needs a caption.").arg(i + 1);
        if (s.exercise && s.moves.isEmpty())
            return QCoreApplication::translate("TutorialRecorder", "Step %1 is an exercise: play its answer on the pitch.").arg(i + 1);
        if (s.exercise && s.prompt.trimmed().isEmpty())
            return QCoreApplication::translate("TutorialRecorder", "Step %1 is an exercise: write the task for the learner.").arg(i + 1);
    }
    return {};
}

SavedTutorial saveRecordedTutorial(const QByteArray& bytes, const QString& id, const QString& path, const QString& userFolder)
{
    SavedTutorial out;
    out.path = path;
    if (out.path.isEmpty()) {
        if (userFolder.isEmpty()) {
            out.error = QCoreApplication::translate("TutorialRecorder", "There is no folder to save tutorials in.");
            return out;
        }
        QDir().mkpath(userFolder);
        out.path = QDir(userFolder).filePath(id + ".json");
        // A tutorial of the same name there that does not load is moved aside, never written over.
        const ownedfile::Prepared kept = ownedfile::prepareTutorial(out.path);
        if (!kept.ok) {
            out.error = QCoreApplication::translate("TutorialRecorder", "%1 cannot be read and could not be moved aside, so it was not replaced.").arg(out.path);
            return out;
        }
        out.keptAside = kept.keptAside;
    }
    // What is written must read back: check it as the tutorial player will.
    const QString name = QFileInfo(out.path).fileName();
    try {
        const gs::Tutorial back = gs::tutorialFromJson(bytes, name, gs::VariantRegistry::builtIn().lookup());
        gs::replayTutorial(back, gs::VariantRegistry::builtIn().lookup(), name);
        if (QString why; !diskfile::writeWhole(out.path, bytes, &why))
            out.error = QCoreApplication::translate("TutorialRecorder", "Could not save %1: %2").arg(name, why);
    } catch (const gs::TutorialError& e) {
        out.error = QString::fromUtf8(e.what());
    }
    return out;
}
