#include "explain.h"

#include "notation.h"

#include <cstdlib>

// Marks a template for Qt Linguist (lupdate reads this file) without needing Qt: the app
// translates it in the context "EventText" (app/text/eventtext.h).
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace gs {

namespace {

Sentence say(const char* text, std::vector<Sentence> args = {}) { return Sentence::of(text, std::move(args)); }
Sentence square(const Rules& r, Square s) { return Sentence::literal(r.squareName(s)); }
Sentence number(Identity id) { return Sentence::literal(identityText(id)); }

}  // namespace

Sentence sideName(Side s)
{
    return s == Side::White ? say(QT_TRANSLATE_NOOP("EventText", "White")) : say(QT_TRANSLATE_NOOP("EventText", "Black"));
}

Sentence phaseSentence(const State& s)
{
    const Sentence who = sideName(s.toAct()), other = sideName(opponent(s.toAct()));
    const Rules& r = s.rules();
    switch (s.phase()) {
    case Phase::YouthMove: return say(QT_TRANSLATE_NOOP("EventText", "%1: Move 1, move a Youth Counter"), {who});
    case Phase::FirstTeamMove: return say(QT_TRANSLATE_NOOP("EventText", "%1: Move 2, move a First Teamer"), {who});
    case Phase::Substitution:
        return say(QT_TRANSLATE_NOOP("EventText", "%1: bring on the Substitute for the counter promoted on %2?"), {who, square(r, s.phaseSquare())});
    case Phase::Debut:
        return say(QT_TRANSLATE_NOOP("EventText", "%1: the First Team Debut Move of the counter on %2"), {who, square(r, s.phaseSquare())});
    case Phase::Penalty: return say(QT_TRANSLATE_NOOP("EventText", "%1: Penalty, choose one of %2's Youth Counters"), {who, other});
    case Phase::Offside:
        return say(QT_TRANSLATE_NOOP("EventText", "%1: Offside, choose one of %2's unrevealed Youth Counters to reveal"), {who, other});
    case Phase::End: return say(QT_TRANSLATE_NOOP("EventText", "The game is over"));
    }
    return {};
}

Illegality whyIllegal(const State& s, Move m)
{
    using R = Illegality::Reason;
    const auto because = [](R r, Square sq = kNoSquare, Identity id = kNoIdentity) { return Illegality{r, sq, id, false}; };
    const auto nowItIs = [](R r, Square sq = kNoSquare) { return Illegality{r, sq, kNoIdentity, true}; };
    if (s.isLegal(m))
        return {};
    if (s.isTerminal())
        return because(R::GameOver);
    const Rules& r = s.rules();
    const Side me = s.toAct();
    const Phase ph = s.phase();

    if (isTimeout(m.kind))
        return because(R::TimeoutIsNotChosen);
    if (m.kind == MoveKind::Pass)
        return nowItIs(R::CannotPass);
    if (ph == Phase::Substitution)
        return nowItIs(R::WrongPhase);
    if (m.kind == MoveKind::Substitute || m.kind == MoveKind::NoSubstitute)
        return nowItIs(R::NoSubstitutionNow);
    if (ph == Phase::Penalty || ph == Phase::Offside) {
        if (m.kind != MoveKind::Choose)
            return nowItIs(R::ChooseIsNotStep);
        const Cell c = s.at(m.to);
        if (c == kEmpty || cellSide(c) == me)
            return because(R::NotOpponentsCounter, m.to);
        if (cellIsFirstTeamer(c))
            return because(R::ChoseFirstTeamer, m.to);
        return because(R::AlreadyRevealed, m.to);
    }
    if (m.kind == MoveKind::Choose)
        return nowItIs(R::NothingToChoose);

    // A step.
    const Cell c = s.at(m.from);
    const Cell target = s.at(m.to);
    if (c == kEmpty)
        return because(R::EmptySquare, m.from);
    if (cellSide(c) != me)
        return nowItIs(R::OpponentsCounter, m.from);
    const int df = std::abs(r.fileOf(m.to) - r.fileOf(m.from));
    const int dr = r.rankOf(m.to) - r.rankOf(m.from);
    if (ph == Phase::YouthMove) {
        if (cellIsFirstTeamer(c))
            return because(R::YouthMoveNotFirstTeamer, m.from);
        if (df > 1 || dr != (me == Side::White ? 1 : -1))
            return because(R::YouthDirection);
        if (target != kEmpty)
            return because(R::YouthNeverCaptures, m.to);
        return because(R::KeeperLeavesArea);
    }
    if (ph == Phase::Debut) {
        if (m.from != s.phaseSquare())
            return because(R::NotTheDebutCounter, s.phaseSquare());
        if (target != kEmpty && cellSide(target) == me)
            return because(R::OwnCounterThere, m.to);
        switch (r.debutRule(cellIdentity(c))) {
        case DebutRule::KeeperArea: return because(R::DebutToKeeperArea, kNoSquare, cellIdentity(c));
        case DebutRule::Midfield: return because(R::DebutToMidfield, kNoSquare, cellIdentity(c));
        case DebutRule::Adjacent: return because(R::DebutToAdjacent, kNoSquare, cellIdentity(c));
        case DebutRule::None: break;
        }
        return nowItIs(R::WrongPhase);
    }
    // First Teamer move.
    if (!cellIsFirstTeamer(c))
        return because(R::FirstTeamMoveNotYouth, m.from);
    if (df > 1 || std::abs(dr) > 1)
        return because(R::FirstTeamerOneSquare);
    if (target != kEmpty && cellSide(target) == me)
        return because(R::OwnCounterThere, m.to);
    if (cellIdentity(c) != kUnknown && r.variant().firstTeamerSteps[cellIdentity(c)] == StepRule::Orthogonal && df && dr)
        return because(R::OrthogonalOnly, kNoSquare, cellIdentity(c));
    return because(R::KeeperLeavesArea);
}

Sentence illegalSentence(const State& s, Move m)
{
    using R = Illegality::Reason;
    const Illegality why = whyIllegal(s, m);
    const Sentence sq = why.square == kNoSquare ? Sentence() : square(s.rules(), why.square);
    const Sentence other = sideName(opponent(s.toAct()));
    const Sentence counter = why.counter == kStar  ? say(QT_TRANSLATE_NOOP("EventText", "the Star Player"))
                             : why.counter == kUnknown ? say(QT_TRANSLATE_NOOP("EventText", "a hidden counter"))
                                                       : say(QT_TRANSLATE_NOOP("EventText", "the %1"), {number(why.counter)});
    Sentence text;
    switch (why.reason) {
    case R::None: return {};
    case R::GameOver: return say(QT_TRANSLATE_NOOP("EventText", "The game is over."));
    case R::TimeoutIsNotChosen: text = say(QT_TRANSLATE_NOOP("EventText", "Running out of time is not a move; the clock applies it")); break;
    case R::CannotPass: text = say(QT_TRANSLATE_NOOP("EventText", "A side may pass only when it cannot move and the variant allows it")); break;
    case R::NoSubstitutionNow: text = say(QT_TRANSLATE_NOOP("EventText", "There is no substitution to decide")); break;
    case R::ChooseIsNotStep: text = say(QT_TRANSLATE_NOOP("EventText", "Choose one of the opponent's counters")); break;
    case R::NotOpponentsCounter: text = say(QT_TRANSLATE_NOOP("EventText", "%1 does not hold one of %2's counters"), {sq, other}); break;
    case R::ChoseFirstTeamer: text = say(QT_TRANSLATE_NOOP("EventText", "%1 holds a First Teamer; choose a Youth Counter"), {sq}); break;
    case R::AlreadyRevealed: text = say(QT_TRANSLATE_NOOP("EventText", "%1 is already revealed; an Offside reveals a hidden Youth Counter"), {sq}); break;
    case R::NothingToChoose: text = say(QT_TRANSLATE_NOOP("EventText", "There is no Penalty or Offside to take")); break;
    case R::WrongPhase: text = say(QT_TRANSLATE_NOOP("EventText", "That does not fit this part of the turn")); break;
    case R::EmptySquare: text = say(QT_TRANSLATE_NOOP("EventText", "There is no counter on %1"), {sq}); break;
    case R::OpponentsCounter: text = say(QT_TRANSLATE_NOOP("EventText", "%1 holds %2's counter"), {sq, other}); break;
    case R::YouthMoveNotFirstTeamer: text = say(QT_TRANSLATE_NOOP("EventText", "%1 holds a First Teamer; Move 1 moves a Youth Counter"), {sq}); break;
    case R::YouthDirection: text = say(QT_TRANSLATE_NOOP("EventText", "A Youth Counter moves one square forward or diagonally forward")); break;
    case R::YouthNeverCaptures: text = say(QT_TRANSLATE_NOOP("EventText", "%1 is occupied, and Youth Counters never capture"), {sq}); break;
    case R::KeeperLeavesArea: text = say(QT_TRANSLATE_NOOP("EventText", "The Goalkeeper cannot leave its Goalkeeper's Area")); break;
    case R::NotTheDebutCounter: text = say(QT_TRANSLATE_NOOP("EventText", "This is the Debut Move of the counter on %1"), {sq}); break;
    case R::OwnCounterThere: text = say(QT_TRANSLATE_NOOP("EventText", "%1 holds your own counter"), {sq}); break;
    case R::DebutToKeeperArea: text = say(QT_TRANSLATE_NOOP("EventText", "The Debut Move of %1 goes to a square of your own Goalkeeper's Area"), {counter}); break;
    case R::DebutToMidfield: text = say(QT_TRANSLATE_NOOP("EventText", "The Debut Move of %1 goes to a square of the Midfield Area"), {counter}); break;
    case R::DebutToAdjacent: text = say(QT_TRANSLATE_NOOP("EventText", "The Debut Move of %1 goes to an adjacent square"), {counter}); break;
    case R::FirstTeamMoveNotYouth: text = say(QT_TRANSLATE_NOOP("EventText", "%1 holds a Youth Counter; Move 2 moves a First Teamer"), {sq}); break;
    case R::FirstTeamerOneSquare: text = say(QT_TRANSLATE_NOOP("EventText", "A First Teamer moves one square")); break;
    case R::OrthogonalOnly: text = say(QT_TRANSLATE_NOOP("EventText", "%1 moves straight only, never diagonally"), {counter}); break;
    }
    text.capitalized = true;  // a sentence of its own: "The 4 …" (a square's name stays "e4 …")
    if (why.withPhase)
        return say(QT_TRANSLATE_NOOP("EventText", "%1. Now: %2."), {text, phaseSentence(s)});
    return say(QT_TRANSLATE_NOOP("EventText", "%1."), {text});
}

std::string explainIllegal(const State& s, Move m) { return english(illegalSentence(s, m)); }

Sentence eventSentence(const Event& e, const Rules& r, Audience audience, Side viewer)
{
    const Sentence who = sideName(e.side), other = sideName(opponent(e.side));
    const bool told = identityTold(e, audience, viewer);
    const auto sq = [&](Square s) { return square(r, s); };
    // "7", "Star Player", or what the audience may know of it.
    const auto counter = [&](Identity id) {
        if (!told && id == e.id)
            return e.kind == EventKind::Promoted ? say(QT_TRANSLATE_NOOP("EventText", "counter")) : say(QT_TRANSLATE_NOOP("EventText", "Youth Counter"));
        return id == kStar      ? say(QT_TRANSLATE_NOOP("EventText", "Star Player"))
               : id == kUnknown ? say(QT_TRANSLATE_NOOP("EventText", "hidden counter"))
                                : number(id);
    };
    switch (e.kind) {
    case EventKind::Moved:
        return say(QT_TRANSLATE_NOOP("EventText", "%1's %2 moved %3-%4"), {who, counter(e.id), sq(e.from), sq(e.to)});
    case EventKind::Promoted:
        return say(QT_TRANSLATE_NOOP("EventText", "%1's %2 reached the Goal Line on %3 and is promoted to First Teamer"), {who, counter(e.id), sq(e.to)});
    case EventKind::Substituted:
        if (told)
            return say(QT_TRANSLATE_NOOP("EventText", "%1 brought on the Substitute %2 for the %3 on %4"), {who, number(e.id), number(e.other), sq(e.to)});
        return say(QT_TRANSLATE_NOOP("EventText", "%1 brought on the Substitute %2 on %3"), {who, number(e.id), sq(e.to)});
    case EventKind::Captured: {
        const Sentence t = say(QT_TRANSLATE_NOOP("EventText", "%1 captured %2's %3 on %4"), {who, other, counter(e.id), sq(e.to)});
        if (e.id == kStar)
            return say(QT_TRANSLATE_NOOP("EventText", "%1: the Star Player!"), {t});
        switch (e.result) {
        case CaptureResult::Goal: return say(QT_TRANSLATE_NOOP("EventText", "%1: Goal!"), {t});
        case CaptureResult::Penalty: return say(QT_TRANSLATE_NOOP("EventText", "%1: Penalty to %2"), {t, other});
        case CaptureResult::Offside: return say(QT_TRANSLATE_NOOP("EventText", "%1: Offside, %2 reveals one of %3's Youth Counters"), {t, other, who});
        case CaptureResult::Nothing: return t;
        }
        return t;
    }
    case EventKind::Goal:
        return e.goals == 1 ? say(QT_TRANSLATE_NOOP("EventText", "%1 scores 1 goal"), {who})
                            : say(QT_TRANSLATE_NOOP("EventText", "%1 scores %2 goals"), {who, Sentence::literal(std::to_string(e.goals))});
    case EventKind::PenaltyTaken:
        if (e.id == kStar)
            return say(QT_TRANSLATE_NOOP("EventText", "%1's Penalty picked %2's Star Player on %3: revealed, it stays"), {who, other, sq(e.to)});
        if (e.result == CaptureResult::Goal)
            return say(QT_TRANSLATE_NOOP("EventText", "%1's Penalty picked %2's %3 on %4: Goal!"), {who, other, counter(e.id), sq(e.to)});
        return say(QT_TRANSLATE_NOOP("EventText", "%1's Penalty picked %2's %3 on %4: it leaves the pitch"), {who, other, counter(e.id), sq(e.to)});
    case EventKind::OffsideTaken:
        return say(QT_TRANSLATE_NOOP("EventText", "%1 revealed %2's %3 on %4"), {who, other, counter(e.id), sq(e.to)});
    case EventKind::DecisionLapsed:
        return e.result == CaptureResult::Penalty ? say(QT_TRANSLATE_NOOP("EventText", "%1's Penalty lapses: nothing to choose"), {who})
                                                  : say(QT_TRANSLATE_NOOP("EventText", "%1's Offside lapses: nothing to choose"), {who});
    case EventKind::DebutSkipped:
        return say(QT_TRANSLATE_NOOP("EventText", "%1's counter on %2 has no Debut Move; a normal First Teamer move instead"), {who, sq(e.to)});
    case EventKind::Passed:
        return say(QT_TRANSLATE_NOOP("EventText", "%1 cannot move and passes"), {who});
    case EventKind::TimedOut:
        return e.reason == EndReason::Timeout ? say(QT_TRANSLATE_NOOP("EventText", "%1 ran out of time"), {who})
                                              : say(QT_TRANSLATE_NOOP("EventText", "%1 ran out of time; the turn passes"), {who});
    case EventKind::GameOver:
        switch (e.reason) {
        case EndReason::StarCaptured: return say(QT_TRANSLATE_NOOP("EventText", "Game over: the Star Player was captured"));
        case EndReason::StarReachedGoalLine: return say(QT_TRANSLATE_NOOP("EventText", "Game over: the Star Player reached the Goal Line"));
        case EndReason::TurnLimit: return say(QT_TRANSLATE_NOOP("EventText", "Game over: the turn limit is reached"));
        case EndReason::Blocked: return say(QT_TRANSLATE_NOOP("EventText", "Game over: %1 cannot make the next move"), {who});
        case EndReason::Timeout: return say(QT_TRANSLATE_NOOP("EventText", "Game over: %1 lost on time"), {who});
        default: return say(QT_TRANSLATE_NOOP("EventText", "Game over"));
        }
    }
    return {};
}

}  // namespace gs
