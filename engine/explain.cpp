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

std::string explainIllegal(const State& s, Move m)
{
    if (s.isLegal(m))
        return "";
    if (s.isTerminal())
        return "the game is over";
    const Rules& r = s.rules();
    const Side me = s.toAct();
    const Phase ph = s.phase();
    const std::string now = "it is " + describePhase(s);

    if (m.kind == MoveKind::Timeout)
        return "running out of time is not a move a side chooses; the clock applies it";
    if (m.kind == MoveKind::Pass)
        return "a side may pass only when it cannot move and the variant lets blocked sides pass; " + now;
    if (ph == Phase::Substitution)
        return m.kind == MoveKind::Step || m.kind == MoveKind::Choose ? now : "";
    if (m.kind == MoveKind::Substitute || m.kind == MoveKind::NoSubstitute)
        return "there is no substitution to decide; " + now;
    if (ph == Phase::Penalty || ph == Phase::Offside) {
        if (m.kind != MoveKind::Choose)
            return now + " (write @<square>)";
        const Cell c = s.at(m.to);
        if (c == kEmpty || cellSide(c) == me)
            return r.squareName(m.to) + " does not hold one of " + sideName(opponent(me)) + "'s counters";
        if (cellIsFirstTeamer(c))
            return r.squareName(m.to) + " holds a First Teamer; choose a Youth Counter";
        return r.squareName(m.to) + " is already revealed; an Offside reveals an unrevealed Youth Counter";
    }
    if (m.kind == MoveKind::Choose)
        return "there is no Penalty or Offside to take; " + now;

    // A step.
    const Cell c = s.at(m.from);
    const Cell target = s.at(m.to);
    const std::string from = r.squareName(m.from), to = r.squareName(m.to);
    if (c == kEmpty)
        return "there is no counter on " + from;
    if (cellSide(c) != me)
        return from + " holds " + sideName(cellSide(c)) + "'s counter; " + now;
    const int df = std::abs(r.fileOf(m.to) - r.fileOf(m.from));
    const int dr = r.rankOf(m.to) - r.rankOf(m.from);
    if (ph == Phase::YouthMove) {
        if (cellIsFirstTeamer(c))
            return from + " holds a First Teamer; Move 1 moves a Youth Counter";
        if (df > 1 || dr != (me == Side::White ? 1 : -1))
            return "a Youth Counter moves one square forward or diagonally forward";
        if (target != kEmpty)
            return to + " is occupied; Youth Counters never capture";
        return "the Goalkeeper cannot leave its Goalkeeper's Area";
    }
    if (ph == Phase::Debut) {
        if (m.from != s.phaseSquare())
            return "this is the Debut Move of the counter on " + r.squareName(s.phaseSquare());
        if (target != kEmpty && cellSide(target) == me)
            return to + " holds your own counter";
        switch (r.debutRule(cellIdentity(c))) {
        case DebutRule::KeeperArea: return counterName(c) + "'s Debut Move goes to a square of your own Goalkeeper's Area";
        case DebutRule::Midfield: return counterName(c) + "'s Debut Move goes to a square of the Midfield Area";
        case DebutRule::Adjacent: return counterName(c) + "'s Debut Move goes to an adjacent square";
        case DebutRule::None: break;
        }
        return now;
    }
    // First Teamer move.
    if (!cellIsFirstTeamer(c))
        return from + " holds a Youth Counter; Move 2 moves a First Teamer";
    if (df > 1 || std::abs(dr) > 1)
        return "a First Teamer moves one square";
    if (target != kEmpty && cellSide(target) == me)
        return to + " holds your own counter";
    if (cellIdentity(c) != kUnknown && r.variant().firstTeamerSteps[cellIdentity(c)] == StepRule::Orthogonal && df && dr)
        return counterName(c) + " moves orthogonally only, never diagonally";
    return "the Goalkeeper cannot leave its Goalkeeper's Area";
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
