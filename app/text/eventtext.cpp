#include "eventtext.h"

#include "explain.h"

#include "notation.h"

QString EventText::side(gs::Side s) { return s == gs::Side::White ? tr("White") : tr("Black"); }

QString EventText::phase(const gs::State& s)
{
    const QString who = side(s.toAct()), other = side(gs::opponent(s.toAct()));
    const QString square = QString::fromStdString(s.rules().squareName(s.phaseSquare()));
    switch (s.phase()) {
    case gs::Phase::YouthMove: return tr("%1: Move 1, move a Youth Counter").arg(who);
    case gs::Phase::FirstTeamMove: return tr("%1: Move 2, move a First Teamer").arg(who);
    case gs::Phase::Substitution: return tr("%1: bring on the Substitute for the counter promoted on %2?").arg(who, square);
    case gs::Phase::Debut: return tr("%1: the First Team Debut Move of the counter on %2").arg(who, square);
    case gs::Phase::Penalty: return tr("%1: Penalty, choose one of %2's Youth Counters").arg(who, other);
    case gs::Phase::Offside: return tr("%1: Offside, choose one of %2's unrevealed Youth Counters to reveal").arg(who, other);
    case gs::Phase::End: return tr("The game is over");
    }
    return {};
}

QString EventText::event(const gs::Event& e, const gs::Rules& r, Audience audience, gs::Side viewer)
{
    const QString who = side(e.side), other = side(gs::opponent(e.side));
    const bool hide = e.hiddenFromOpponent && (audience == Audience::Public || (audience == Audience::Side && viewer != e.side));
    const auto sq = [&](gs::Square s) { return QString::fromStdString(r.squareName(s)); };
    const auto number = [](gs::Identity id) { return QString::fromStdString(gs::identityText(id)); };
    // "the 7", "the Star Player", or what the viewer may know of it.
    const auto counter = [&](gs::Identity id) {
        if (hide && id == e.id)
            return e.kind == gs::EventKind::Promoted ? tr("counter") : tr("Youth Counter");
        return id == gs::kStar ? tr("Star Player") : id == gs::kUnknown ? tr("hidden counter") : number(id);
    };
    switch (e.kind) {
    case gs::EventKind::Moved:
        return tr("%1's %2 moved %3-%4").arg(who, counter(e.id), sq(e.from), sq(e.to));
    case gs::EventKind::Promoted:
        return tr("%1's %2 reached the Goal Line on %3 and is promoted to First Teamer").arg(who, counter(e.id), sq(e.to));
    case gs::EventKind::Substituted:
        if (audience == Audience::All || (audience == Audience::Side && viewer == e.side) || !e.hiddenFromOpponent)
            return tr("%1 brought on the Substitute %2 for the %3 on %4").arg(who, number(e.id), number(e.other), sq(e.to));
        return tr("%1 brought on the Substitute %2 on %3").arg(who, number(e.id), sq(e.to));
    case gs::EventKind::Captured: {
        const QString t = tr("%1 captured %2's %3 on %4").arg(who, other, counter(e.id), sq(e.to));
        if (e.id == gs::kStar)
            return tr("%1: the Star Player!").arg(t);
        switch (e.result) {
        case gs::CaptureResult::Goal: return tr("%1: Goal!").arg(t);
        case gs::CaptureResult::Penalty: return tr("%1: Penalty to %2").arg(t, other);
        case gs::CaptureResult::Offside: return tr("%1: Offside, %2 reveals one of %3's Youth Counters").arg(t, other, who);
        case gs::CaptureResult::Nothing: return t;
        }
        return t;
    }
    case gs::EventKind::Goal:
        return e.goals == 1 ? tr("%1 scores 1 goal").arg(who) : tr("%1 scores %2 goals").arg(who).arg(e.goals);
    case gs::EventKind::PenaltyTaken:
        if (e.id == gs::kStar)
            return tr("%1's Penalty picked %2's Star Player on %3: revealed, it stays").arg(who, other, sq(e.to));
        return e.result == gs::CaptureResult::Goal ? tr("%1's Penalty picked %2's %3 on %4: Goal!").arg(who, other, counter(e.id), sq(e.to))
                                                   : tr("%1's Penalty picked %2's %3 on %4: it leaves the pitch").arg(who, other, counter(e.id), sq(e.to));
    case gs::EventKind::OffsideTaken:
        return tr("%1 revealed %2's %3 on %4").arg(who, other, counter(e.id), sq(e.to));
    case gs::EventKind::DecisionLapsed:
        return e.result == gs::CaptureResult::Penalty ? tr("%1's Penalty lapses: nothing to choose").arg(who)
                                                      : tr("%1's Offside lapses: nothing to choose").arg(who);
    case gs::EventKind::DebutSkipped:
        return tr("%1's counter on %2 has no Debut Move; a normal First Teamer move instead").arg(who, sq(e.to));
    case gs::EventKind::Passed:
        return tr("%1 cannot move and passes").arg(who);
    case gs::EventKind::TimedOut:
        return e.reason == gs::EndReason::Timeout ? tr("%1 ran out of time").arg(who) : tr("%1 ran out of time; the turn passes").arg(who);
    case gs::EventKind::GameOver:
        switch (e.reason) {
        case gs::EndReason::StarCaptured: return tr("Game over: the Star Player was captured");
        case gs::EndReason::StarReachedGoalLine: return tr("Game over: the Star Player reached the Goal Line");
        case gs::EndReason::TurnLimit: return tr("Game over: the turn limit is reached");
        case gs::EndReason::Blocked: return tr("Game over: %1 cannot make the next move").arg(who);
        case gs::EndReason::Timeout: return tr("Game over: %1 lost on time").arg(who);
        default: return tr("Game over");
        }
    }
    return {};
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

QString EventText::illegal(const gs::State& s, gs::Move m)
{
    using R = gs::Illegality::Reason;
    const gs::Illegality why = gs::whyIllegal(s, m);
    const QString sq = why.square == gs::kNoSquare ? QString() : squareName(s.rules(), why.square);
    const QString other = side(gs::opponent(s.toAct()));
    const QString counter = why.counter == gs::kStar ? tr("the Star Player")
                            : why.counter == gs::kUnknown ? tr("a hidden counter")
                                                          : tr("the %1").arg(QString::fromStdString(gs::identityText(why.counter)));
    QString text;
    switch (why.reason) {
    case R::None: return {};
    case R::GameOver: return tr("The game is over.");
    case R::TimeoutIsNotChosen: text = tr("Running out of time is not a move; the clock applies it"); break;
    case R::CannotPass: text = tr("A side may pass only when it cannot move and the variant allows it"); break;
    case R::NoSubstitutionNow: text = tr("There is no substitution to decide"); break;
    case R::ChooseIsNotStep: text = tr("Choose one of the opponent's counters"); break;
    case R::NotOpponentsCounter: text = tr("%1 does not hold one of %2's counters").arg(sq, other); break;
    case R::ChoseFirstTeamer: text = tr("%1 holds a First Teamer; choose a Youth Counter").arg(sq); break;
    case R::AlreadyRevealed: text = tr("%1 is already revealed; an Offside reveals a hidden Youth Counter").arg(sq); break;
    case R::NothingToChoose: text = tr("There is no Penalty or Offside to take"); break;
    case R::WrongPhase: text = tr("That does not fit this part of the turn"); break;
    case R::EmptySquare: text = tr("There is no counter on %1").arg(sq); break;
    case R::OpponentsCounter: text = tr("%1 holds %2's counter").arg(sq, other); break;
    case R::YouthMoveNotFirstTeamer: text = tr("%1 holds a First Teamer; Move 1 moves a Youth Counter").arg(sq); break;
    case R::YouthDirection: text = tr("A Youth Counter moves one square forward or diagonally forward"); break;
    case R::YouthNeverCaptures: text = tr("%1 is occupied, and Youth Counters never capture").arg(sq); break;
    case R::KeeperLeavesArea: text = tr("The Goalkeeper cannot leave its Goalkeeper's Area"); break;
    case R::NotTheDebutCounter: text = tr("This is the Debut Move of the counter on %1").arg(sq); break;
    case R::OwnCounterThere: text = tr("%1 holds your own counter").arg(sq); break;
    case R::DebutToKeeperArea: text = tr("The Debut Move of %1 goes to a square of your own Goalkeeper's Area").arg(counter); break;
    case R::DebutToMidfield: text = tr("The Debut Move of %1 goes to a square of the Midfield Area").arg(counter); break;
    case R::DebutToAdjacent: text = tr("The Debut Move of %1 goes to an adjacent square").arg(counter); break;
    case R::FirstTeamMoveNotYouth: text = tr("%1 holds a Youth Counter; Move 2 moves a First Teamer").arg(sq); break;
    case R::FirstTeamerOneSquare: text = tr("A First Teamer moves one square"); break;
    case R::OrthogonalOnly: text = tr("%1 moves straight only, never diagonally").arg(counter); break;
    }
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return why.withPhase ? tr("%1. Now: %2.").arg(text, phase(s)) : text + QLatin1Char('.');
}

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

QString EventText::hint(const gs::State& view, gs::Move m)
{
    const gs::Rules& r = view.rules();
    switch (m.kind) {
    case gs::MoveKind::Step: {
        const gs::Identity id = gs::cellIdentity(view.at(m.from));
        const QString who = id == gs::kStar ? tr("the Star Player") : tr("the %1").arg(id);
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
