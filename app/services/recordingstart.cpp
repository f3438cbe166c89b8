#include "recordingstart.h"

#include "recordedtutorial.h"

#include "formats/variantregistry.h"
#include "notation.h"

#include <QCoreApplication>

RecordingStart recordingFromPosition(const QString& gpn)
{
    RecordingStart out;
    try {
        const gs::State s = gs::parseGpn(gpn.toStdString(), gs::VariantRegistry::builtIn().lookup());
        if (s.hasHiddenIdentities()) {  // they would be dealt at random, behind the author's back
            out.error = QCoreApplication::translate("TutorialRecorder", "The position has counters of unknown identity (x). Give each counter its identity in the editor before recording: the learner sees what you recorded.");
            return out;
        }
        gs::Tutorial t;
        t.id = tutorialIdFromTitle({});  // follows the title until the author types an id
        t.start = QString::fromStdString(gs::formatGpn(s));
        t.steps = {gs::TutorialStep{}};
        out.start = gs::tutorialStart(t, gs::VariantRegistry::builtIn().lookup(), QCoreApplication::translate("TutorialRecorder", "the recorded tutorial"));
        out.tutorial = t;
    } catch (const std::exception& e) {
        out.error = QCoreApplication::translate("TutorialRecorder", "Recording needs a valid position: %1").arg(QString::fromUtf8(e.what()));
    }
    return out;
}

RecordingStart recordingFromFile(const QString& path)
{
    RecordingStart out;
    try {
        out.tutorial = gs::readTutorialFile(path, gs::VariantRegistry::builtIn().lookup());
        out.start = gs::tutorialStart(out.tutorial, gs::VariantRegistry::builtIn().lookup(), path);
    } catch (const gs::TutorialError& e) {
        out.error = QCoreApplication::translate("TutorialRecorder", "This tutorial cannot be opened: %1").arg(QString::fromUtf8(e.what()));
        out.start.reset();
    }
    return out;
}
