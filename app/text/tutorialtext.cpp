#include "tutorialtext.h"

#include "eventtext.h"
#include "localizedtext.h"

#include <QCoreApplication>

// Every sentence is translated in the "TutorialSession" context, where it has always been.

namespace tutorialtext {

QString stepText(const gs::TutorialStep& step, const QString& field)
{
    const QString english = field == "caption" ? step.caption : field == "prompt" ? step.prompt : field == "feedback" ? step.feedback : step.hint;
    return localizedText(english, step.textsIn.value(field));
}

QString solved(bool byLearner, bool helped, int wrong)
{
    if (!byLearner)
        return QCoreApplication::translate("TutorialSession", "Here is the answer.");
    // A plain name for the count: lupdate misses a plural whose count is an expression.
    const int tries = wrong + 1;
    if (helped)
        return wrong == 0 ? QCoreApplication::translate("TutorialSession", "That's it, with the hint's help.")
                          : QCoreApplication::translate("TutorialSession", "That's it, after %n tries and the hint.", "", tries);
    return wrong == 0 ? QCoreApplication::translate("TutorialSession", "Right first time!")
                      : QCoreApplication::translate("TutorialSession", "That's it, at try %1.").arg(tries);
}

QString alsoRight(const QString& verdict, const gs::TutorialAnswer& also, gs::Move answer, const gs::Rules& rules)
{
    const QString line = answer.kind == gs::MoveKind::Step
                             ? QCoreApplication::translate("TutorialSession", "The tutorial goes on with its own answer, %1 to %2.")
                                   .arg(QString::fromStdString(rules.squareName(answer.from)), QString::fromStdString(rules.squareName(answer.to)))
                             : QCoreApplication::translate("TutorialSession", "The tutorial goes on with its own answer.");
    return (also.feedback.isEmpty() ? verdict + ' ' + QCoreApplication::translate("TutorialSession", "That works too.")
                                    : localizedText(also.feedback, also.feedbackIn))
           + ' ' + line;
}

QString refusal(const gs::State& s, gs::Move m, const QString& feedback)
{
    if (!s.isLegal(m))
        return EventText::illegal(s, m);
    return EventText::attempt(s, m) + ' ' + QCoreApplication::translate("TutorialSession", "That is legal, but it is not the move this exercise asks for.") + ' '
           + (feedback.isEmpty() ? QCoreApplication::translate("TutorialSession", "Look again and try another move.") : feedback);
}

QString hint(const QString& stepHint, gs::Move answer, const gs::Rules& rules)
{
    if (!stepHint.isEmpty())
        return stepHint;
    return answer.kind == gs::MoveKind::Step
               ? QCoreApplication::translate("TutorialSession", "Look at the counter on %1.").arg(QString::fromStdString(rules.squareName(answer.from)))
               : QCoreApplication::translate("TutorialSession", "Think about what this phase asks of you.");
}

}  // namespace tutorialtext
