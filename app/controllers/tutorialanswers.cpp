#include "tutorialanswers.h"

#include <QRegularExpression>
#include <QStringList>

QVector<gs::TutorialAnswer> answersFromText(const QString& text, const QVector<gs::TutorialAnswer>& before)
{
    QVector<gs::TutorialAnswer> out;
    QStringList seen;
    for (const QString& move : text.split(QRegularExpression("[\\s,]+"), Qt::SkipEmptyParts)) {
        if (seen.contains(move))
            continue;
        seen << move;
        // An answer kept from before keeps its feedback in every language, not only the first.
        gs::TutorialAnswer a;
        for (const gs::TutorialAnswer& b : before)
            if (b.move == move)
                a = b;
        a.move = move;
        out << a;
    }
    return out;
}

QString answersText(const QVector<gs::TutorialAnswer>& answers)
{
    QStringList moves;
    for (const gs::TutorialAnswer& a : answers)
        moves << a.move;
    return moves.join(' ');
}
