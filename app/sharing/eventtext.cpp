#include "eventtext.h"

#include "explain.h"

#include "notation.h"

QString EventText::say(const gs::Sentence& sentence)
{
    if (!*sentence.text)
        return QString::fromStdString(sentence.word);
    QString out = QCoreApplication::translate("EventText", sentence.text);
    QStringList args;
    for (const gs::Sentence& a : sentence.args)
        args << say(a);
    // All at once, so an argument's own text is never taken for a marker.
    switch (args.size()) {
    case 0: break;
    case 1: out = out.arg(args[0]); break;
    case 2: out = out.arg(args[0], args[1]); break;
    case 3: out = out.arg(args[0], args[1], args[2]); break;
    case 4: out = out.arg(args[0], args[1], args[2], args[3]); break;
    case 5: out = out.arg(args[0], args[1], args[2], args[3], args[4]); break;
    case 6: out = out.arg(args[0], args[1], args[2], args[3], args[4], args[5]); break;
    case 7: out = out.arg(args[0], args[1], args[2], args[3], args[4], args[5], args[6]); break;
    case 8: out = out.arg(args[0], args[1], args[2], args[3], args[4], args[5], args[6], args[7]); break;
    default: out = out.arg(args[0], args[1], args[2], args[3], args[4], args[5], args[6], args[7], args[8]); break;  // sentence.h: at most 9
    }
    if (sentence.capitalized && !out.isEmpty()
        && gs::capitalizes(out[0].toLatin1(), out.size() > 1 ? out[1].toLatin1() : ' '))
        out[0] = out[0].toUpper();
    return out;
}

QString EventText::side(gs::Side s) { return say(gs::sideName(s)); }

QString EventText::phase(const gs::State& s) { return say(gs::phaseSentence(s)); }

QString EventText::event(const gs::Event& e, const gs::Rules& r, gs::Audience audience, gs::Side viewer)
{
    return say(gs::eventSentence(e, r, audience, viewer));
}

namespace {

QString squareName(const gs::Rules& r, gs::Square s) { return QString::fromStdString(r.squareName(s)); }

}  // namespace

QString EventText::ending(const gs::State& s)
{
    if (!s.isTerminal())
        return {};
    switch (s.endReason()) {
    case gs::EndReason::StarCaptured: return tr("The Star Player was captured.");
    case gs::EndReason::StarReachedGoalLine: return tr("The Star Player reached the Goal Line.");
    case gs::EndReason::TurnLimit: return tr("The turn limit ran out.");
    case gs::EndReason::Blocked: return tr("%1 could not make the next move.").arg(side(s.endingSide()));
    case gs::EndReason::Timeout: return tr("%1 ran out of time.").arg(side(s.endingSide()));
    default: return tr("The game is over.");
    }
}

QString EventText::illegal(const gs::State& s, gs::Move m) { return say(gs::illegalSentence(s, m)); }

QString EventText::attempt(const gs::State& s, gs::Move m)
{
    const gs::Rules& r = s.rules();
    switch (m.kind) {
    case gs::MoveKind::Step: {
        const gs::Cell c = s.at(m.from);
        const gs::Identity id = gs::cellIdentity(c);
        const QString counter = id == gs::kStar ? tr("your Star Player")
                                : id == gs::kUnknown || id == gs::kNoIdentity ? tr("your counter")
                                                                              : tr("your %1").arg(QString::fromStdString(gs::identityText(id)));
        if (s.at(m.to) != gs::kEmpty)
            return tr("You captured on %1 with %2 from %3.").arg(squareName(r, m.to), counter, squareName(r, m.from));
        return tr("You moved %1 from %2 to %3.").arg(counter, squareName(r, m.from), squareName(r, m.to));
    }
    case gs::MoveKind::Choose: return tr("You chose the counter on %1.").arg(squareName(r, m.to));
    case gs::MoveKind::Substitute: return tr("You brought on the Substitute.");
    case gs::MoveKind::NoSubstitute: return tr("You kept your team as it is.");
    default: return {};
    }
}

// The counter a suggested or waiting move steps, as the Hint and Confirm name it: "the 5",
// "the Star Player", or "the counter" where the view hides it.
QString EventText::moverName(const gs::State& view, gs::Square from)
{
    const gs::Identity id = gs::cellIdentity(view.at(from));
    return id == gs::kStar ? tr("the Star Player") : id == gs::kUnknown ? tr("the counter") : tr("the %1").arg(id);
}

QString EventText::hint(const gs::State& view, gs::Move m)
{
    const gs::Rules& r = view.rules();
    switch (m.kind) {
    case gs::MoveKind::Step: {
        const QString who = moverName(view, m.from);
        return (view.at(m.to) != gs::kEmpty ? tr("Hint: %1 from %2 captures on %3") : tr("Hint: %1 from %2 to %3"))
            .arg(who, squareName(r, m.from), squareName(r, m.to));
    }
    case gs::MoveKind::Choose: return tr("Hint: choose %1").arg(squareName(r, m.to));
    case gs::MoveKind::Substitute: return tr("Hint: bring on the Substitute");
    case gs::MoveKind::NoSubstitute: return tr("Hint: keep the promoted counter");
    case gs::MoveKind::Pass: return tr("Hint: pass");
    case gs::MoveKind::TimePassed:
    case gs::MoveKind::TimeLost: break;
    }
    return {};
}

QString EventText::proposal(const gs::State& view, gs::Move m)
{
    const gs::Rules& r = view.rules();
    switch (m.kind) {
    case gs::MoveKind::Step: {
        const QString who = moverName(view, m.from);
        return (view.at(m.to) != gs::kEmpty ? tr("%1 from %2, capturing on %3") : tr("%1 from %2 to %3"))
            .arg(who, squareName(r, m.from), squareName(r, m.to));
    }
    case gs::MoveKind::Choose: return tr("the counter on %1").arg(squareName(r, m.to));
    case gs::MoveKind::Substitute: return tr("bringing on the Substitute");
    case gs::MoveKind::NoSubstitute: return tr("keeping the promoted counter");
    case gs::MoveKind::Pass: return tr("a pass");
    case gs::MoveKind::TimePassed:
    case gs::MoveKind::TimeLost: break;
    }
    return {};
}
