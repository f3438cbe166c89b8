#include "tutorialexercise.h"

#include "eventtext.h"
#include "notation.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace sharing {
namespace {

// The app's sentences for an exercise (TutorialSession's), so they share its translations.
QString say(const char* text) { return QCoreApplication::translate("TutorialSession", text); }

QString keyOf(const gs::Move& m)
{
    switch (m.kind) {
    case gs::MoveKind::Step: return QStringLiteral("%1-%2").arg(int(m.from)).arg(int(m.to));
    case gs::MoveKind::Choose: return QString::number(int(m.to));
    case gs::MoveKind::Substitute: return QStringLiteral("sub");
    case gs::MoveKind::NoSubstitute: return QStringLiteral("nosub");
    default: return {};
    }
}

// What a wrong try says, as TutorialSession::refuse does: why an illegal move is illegal, or
// the legal move named, "that is legal, but…" and the tutorial's feedback.
QString refusal(const gs::State& s, const gs::Move& m, const QString& feedback, bool* legal)
{
    *legal = s.isLegal(m);
    if (!*legal)
        return EventText::illegal(s, m);
    return EventText::attempt(s, m) + ' ' + say("That is legal, but it is not the move this exercise asks for.") + ' '
           + (feedback.isEmpty() ? say("Look again and try another move.") : feedback);
}

}  // namespace

ExerciseTable exerciseTable(const gs::State& before, const gs::TutorialStep& step)
{
    const gs::Rules& rules = before.rules();
    const gs::Move answer = gs::parseMove(step.moves.front().toStdString(), rules);  // replayTutorial checked it
    ExerciseTable t;
    t.answer = keyOf(answer);
    // Another right answer solves it too, with its words; the page goes on with the answer.
    const QString goesOn = answer.kind == gs::MoveKind::Step
                               ? say("The tutorial goes on with its own answer, %1 to %2.")
                                     .arg(QString::fromStdString(rules.squareName(answer.from)), QString::fromStdString(rules.squareName(answer.to)))
                               : say("The tutorial goes on with its own answer.");
    auto add = [&](const gs::Move& m) {
        const QString key = keyOf(m);
        if (key.isEmpty() || key == t.answer || t.tries.contains(key))
            return;
        bool legal = false;
        QString text = refusal(before, m, step.feedback, &legal);
        int mark = legal ? 1 : 0;
        for (const gs::TutorialAnswer& also : step.alsoRight)
            if (gs::parseMove(also.move.toStdString(), rules) == m) {
                text = (also.feedback.isEmpty() ? say("That works too.") : also.feedback) + ' ' + goesOn;
                mark = 2;
            }
        qsizetype index = t.messages.indexOf(text);
        if (index < 0) {
            index = t.messages.size();
            t.messages << text;
        }
        t.tries.insert(key, QJsonArray{int(index), mark});
    };

    const gs::Phase phase = before.phase();
    if (phase == gs::Phase::Substitution) {
        t.kind = QStringLiteral("sub");
        add(gs::Move::substitute());
        add(gs::Move::noSubstitute());
    } else if (phase == gs::Phase::Penalty || phase == gs::Phase::Offside) {
        t.kind = QStringLiteral("choose");
        for (int s = 0; s < rules.squareCount(); ++s)
            add(gs::Move::choose(gs::Square(s)));
    } else {
        t.kind = QStringLiteral("step");
        gs::MoveList list;
        before.legalMoves(list);
        for (const gs::Move& m : list)
            if (m.kind == gs::MoveKind::Step && !t.movable.contains(int(m.from)))
                t.movable << int(m.from);
        if (phase == gs::Phase::Debut)
            t.preselected = int(before.phaseSquare());
        // A click on another counter that can move picks it up instead, so those are no tries.
        for (const int from : t.movable)
            for (int to = 0; to < rules.squareCount(); ++to)
                if (to != from && !t.movable.contains(to))
                    add(gs::Move::step(gs::Square(from), gs::Square(to)));
    }

    if (!step.hint.isEmpty())
        t.hint = step.hint;
    else if (answer.kind == gs::MoveKind::Step)
        t.hint = say("Look at the counter on %1.").arg(QString::fromStdString(rules.squareName(answer.from)));
    else
        t.hint = say("Think about what this phase asks of you.");
    return t;
}

QJsonObject exerciseJson(const ExerciseTable& table)
{
    QJsonArray movable;
    for (const int s : table.movable)
        movable.append(s);
    return {{"kind", table.kind}, {"answer", table.answer}, {"movable", movable},
            {"preselected", table.preselected}, {"tries", table.tries}};
}

}  // namespace sharing
