#include "explain.h"

#include "notation.h"

#include <cstdlib>

namespace gs {

namespace {

std::string sideName(Side s) { return s == Side::White ? "White" : "Black"; }

std::string counterName(Cell c)
{
    const Identity id = cellIdentity(c);
    if (id == kStar)
        return "the Star Player";
    if (id == kUnknown)
        return "a hidden counter";
    return "counter " + identityText(id);
}

}  // namespace

std::string describePhase(const State& s)
{
    const std::string who = sideName(s.toAct());
    const Rules& r = s.rules();
    switch (s.phase()) {
    case Phase::YouthMove: return who + ": Move 1, move a Youth Counter";
    case Phase::FirstTeamMove: return who + ": Move 2, move a First Teamer";
    case Phase::Substitution: return who + ": bring on the Substitute for the counter promoted on " + r.squareName(s.phaseSquare()) + "? (sub or nosub)";
    case Phase::Debut: return who + ": the First Team Debut Move of the counter on " + r.squareName(s.phaseSquare());
    case Phase::Penalty: return who + ": Penalty, choose one of " + sideName(opponent(s.toAct())) + "'s Youth Counters";
    case Phase::Offside: return who + ": Offside, choose one of " + sideName(opponent(s.toAct())) + "'s unrevealed Youth Counters to reveal";
    case Phase::End: return "the game is over";
    }
    return "";
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

std::string explainIllegal(const State& s, Move m)
{
    using R = Illegality::Reason;
    const Illegality why = whyIllegal(s, m);
    const Rules& r = s.rules();
    const std::string sq = why.square == kNoSquare ? std::string() : r.squareName(why.square);
    const std::string now = "it is " + describePhase(s);
    const std::string other = sideName(opponent(s.toAct()));
    const std::string counter = why.counter == kNoIdentity ? std::string() : counterName(makeCell(s.toAct(), why.counter, true));
    switch (why.reason) {
    case R::None: return "";
    case R::GameOver: return "the game is over";
    case R::TimeoutIsNotChosen: return "running out of time is not a move a side chooses; the clock applies it";
    case R::CannotPass: return "a side may pass only when it cannot move and the variant lets blocked sides pass; " + now;
    case R::NoSubstitutionNow: return "there is no substitution to decide; " + now;
    case R::ChooseIsNotStep: return now + " (write @<square>)";
    case R::NotOpponentsCounter: return sq + " does not hold one of " + other + "'s counters";
    case R::ChoseFirstTeamer: return sq + " holds a First Teamer; choose a Youth Counter";
    case R::AlreadyRevealed: return sq + " is already revealed; an Offside reveals an unrevealed Youth Counter";
    case R::NothingToChoose: return "there is no Penalty or Offside to take; " + now;
    case R::WrongPhase: return now;
    case R::EmptySquare: return "there is no counter on " + sq;
    case R::OpponentsCounter: return sq + " holds " + other + "'s counter; " + now;
    case R::YouthMoveNotFirstTeamer: return sq + " holds a First Teamer; Move 1 moves a Youth Counter";
    case R::YouthDirection: return "a Youth Counter moves one square forward or diagonally forward";
    case R::YouthNeverCaptures: return sq + " is occupied; Youth Counters never capture";
    case R::KeeperLeavesArea: return "the Goalkeeper cannot leave its Goalkeeper's Area";
    case R::NotTheDebutCounter: return "this is the Debut Move of the counter on " + sq;
    case R::OwnCounterThere: return sq + " holds your own counter";
    case R::DebutToKeeperArea: return counter + "'s Debut Move goes to a square of your own Goalkeeper's Area";
    case R::DebutToMidfield: return counter + "'s Debut Move goes to a square of the Midfield Area";
    case R::DebutToAdjacent: return counter + "'s Debut Move goes to an adjacent square";
    case R::FirstTeamMoveNotYouth: return sq + " holds a Youth Counter; Move 2 moves a First Teamer";
    case R::FirstTeamerOneSquare: return "a First Teamer moves one square";
    case R::OrthogonalOnly: return counter + " moves orthogonally only, never diagonally";
    }
    return now;
}

namespace {

// mode 0: all; 1: for viewer; 2: public.
std::string describe(const Event& e, const Rules& r, int mode, Side viewer)
{
    const std::string who = sideName(e.side), other = sideName(opponent(e.side));
    const bool hide = e.hiddenFromOpponent && (mode == 2 || (mode == 1 && viewer != e.side));
    auto counter = [&](Identity id) {
        if (hide && id == e.id)
            return e.kind == EventKind::Promoted ? std::string("counter") : std::string("Youth Counter");
        return id == kStar ? std::string("Star Player") : id == kUnknown ? std::string("hidden counter") : identityText(id);
    };
    switch (e.kind) {
    case EventKind::Moved:
        return who + "'s " + counter(e.id) + " moved " + r.squareName(e.from) + "-" + r.squareName(e.to);
    case EventKind::Promoted:
        return who + "'s " + counter(e.id) + " reached the Goal Line on " + r.squareName(e.to) + " and is promoted to First Teamer";
    case EventKind::Substituted:
        if (mode == 0 || (mode == 1 && viewer == e.side) || !e.hiddenFromOpponent)
            return who + " brought on the Substitute " + identityText(e.id) + " for the " + identityText(e.other) + " on " + r.squareName(e.to);
        return who + " brought on the Substitute " + identityText(e.id) + " on " + r.squareName(e.to);
    case EventKind::Captured: {
        std::string t = who + " captured " + other + "'s " + counter(e.id) + " on " + r.squareName(e.to);
        if (e.id == kStar)
            return t + ": the Star Player!";
        switch (e.result) {
        case CaptureResult::Goal: return t + ": Goal!";
        case CaptureResult::Penalty: return t + ": Penalty to " + other;
        case CaptureResult::Offside: return t + ": Offside, " + other + " reveals one of " + who + "'s Youth Counters";
        case CaptureResult::Nothing: return t;
        }
        return t;
    }
    case EventKind::Goal:
        return who + " scores " + std::to_string(e.goals) + (e.goals == 1 ? " goal" : " goals");
    case EventKind::PenaltyTaken:
        if (e.id == kStar)
            return who + "'s Penalty picked " + other + "'s Star Player on " + r.squareName(e.to) + ": revealed, it stays";
        return who + "'s Penalty picked " + other + "'s " + counter(e.id) + " on " + r.squareName(e.to)
            + (e.result == CaptureResult::Goal ? ": Goal!" : ": it leaves the pitch");
    case EventKind::OffsideTaken:
        return who + " revealed " + other + "'s " + counter(e.id) + " on " + r.squareName(e.to);
    case EventKind::DecisionLapsed:
        return who + "'s " + (e.result == CaptureResult::Penalty ? "Penalty" : "Offside") + " lapses: nothing to choose";
    case EventKind::DebutSkipped:
        return who + "'s counter on " + r.squareName(e.to) + " has no Debut Move; a normal First Teamer move instead";
    case EventKind::Passed:
        return who + " cannot move and passes";
    case EventKind::TimedOut:
        return who + (e.reason == EndReason::Timeout ? " ran out of time" : " ran out of time; the turn passes");
    case EventKind::GameOver:
        switch (e.reason) {
        case EndReason::StarCaptured: return "Game over: the Star Player was captured";
        case EndReason::StarReachedGoalLine: return "Game over: the Star Player reached the Goal Line";
        case EndReason::TurnLimit: return "Game over: the turn limit is reached";
        case EndReason::Blocked: return "Game over: " + who + " cannot make the next move";
        case EndReason::Timeout: return "Game over: " + who + " lost on time";
        default: return "Game over";
        }
    }
    return "";
}

}  // namespace

std::string describeEvent(const Event& e, const Rules& rules) { return describe(e, rules, 0, Side::White); }
std::string describeEvent(const Event& e, const Rules& rules, Side viewer) { return describe(e, rules, 1, viewer); }
std::string describeEventPublicly(const Event& e, const Rules& rules) { return describe(e, rules, 2, Side::White); }

}  // namespace gs
