#include "recordingsteps.h"

#include "tutorialanswers.h"

#include <QVariantMap>

namespace recordingsteps {

QVariantList list(const QVector<gs::TutorialStep>& steps)
{
    QVariantList out;
    for (const gs::TutorialStep& s : steps) {
        QStringList arrows;
        for (const gs::TutorialArrow& a : s.arrows)
            arrows << a.from + "→" + a.to;
        out << QVariantMap{{"caption", s.caption}, {"moves", s.moves.join(' ')}, {"exercise", s.exercise}, {"prompt", s.prompt},
                           {"feedback", s.feedback}, {"hint", s.hint}, {"accept", answersText(s.alsoRight)}, {"highlight", s.highlight.join(' ')}, {"arrows", arrows.join(' ')}};
    }
    return out;
}

void setField(gs::TutorialStep& s, const QString& key, const QVariant& value)
{
    if (key == "caption")
        s.caption = value.toString();
    else if (key == "exercise")
        s.exercise = value.toBool();
    else if (key == "prompt")
        s.prompt = value.toString();
    else if (key == "feedback")
        s.feedback = value.toString();
    else if (key == "hint")
        s.hint = value.toString();
    else if (key == "accept")
        s.alsoRight = answersFromText(value.toString(), s.alsoRight);
}

void toggleHighlight(gs::TutorialStep& step, const QString& square)
{
    if (step.highlight.contains(square))
        step.highlight.removeAll(square);
    else
        step.highlight << square;
}

int arrowClick(gs::TutorialStep& step, int from, int index, const gs::Rules& rules)
{
    if (from < 0 || from == index)
        return from == index ? -1 : index;
    step.arrows << gs::TutorialArrow{QString::fromStdString(rules.squareName(gs::Square(from))), QString::fromStdString(rules.squareName(gs::Square(index)))};
    return -1;
}

}  // namespace recordingsteps
