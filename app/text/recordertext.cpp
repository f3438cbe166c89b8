#include "recordertext.h"

#include "eventtext.h"

#include <QCoreApplication>

namespace recordertext {

QString status(const gs::State& now, const gs::Tutorial& t, const QString& mode, bool arrowStarted, int current)
{
    if (mode == "highlight")
        return QCoreApplication::translate("TutorialRecorder", "Click squares to mark them in step %1.").arg(current + 1);
    if (mode == "arrow")
        return !arrowStarted ? QCoreApplication::translate("TutorialRecorder", "Click where the arrow starts.")
                             : QCoreApplication::translate("TutorialRecorder", "Click where the arrow ends.");
    if (now.isTerminal())
        return t.steps.back().caption.trimmed().isEmpty()
                   ? QCoreApplication::translate("TutorialRecorder", "The game is over. Write the last caption and save.")
                   : QCoreApplication::translate("TutorialRecorder", "The game is over. Save the tutorial when it is ready.");
    return EventText::phase(now) + QCoreApplication::translate("TutorialRecorder", " (recorded into step %1)").arg(t.steps.size());
}

}  // namespace recordertext
