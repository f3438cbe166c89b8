#include "announcement.h"

#include <QCoreApplication>

namespace {
QString tr(const char* text) { return QCoreApplication::translate("GameSession", text); }
QString sideWord(gs::Side s) { return s == gs::Side::White ? tr("White") : tr("Black"); }
}  // namespace

Announcement announcementFor(const gs::Event& e, const gs::Rules& rules)
{
    switch (e.kind) {
    case gs::EventKind::Captured:
        if (e.id == gs::kStar)
            return {tr("Star Player captured! %1 scores %2").arg(sideWord(e.side)).arg(rules.variant().starGoals), "star"};
        if (e.result == gs::CaptureResult::Goal)
            return {tr("Goal! %1 captured a %2").arg(sideWord(e.side)).arg(e.id), "goal"};
        if (e.result == gs::CaptureResult::Penalty)
            return {tr("Penalty to %1! The %2 was a defender").arg(sideWord(gs::opponent(e.side))).arg(e.id), "penalty"};
        if (e.result == gs::CaptureResult::Offside)
            return {tr("Offside! %1 reveals one of %2's counters").arg(sideWord(gs::opponent(e.side)), sideWord(e.side)), "offside"};
        break;
    case gs::EventKind::PenaltyTaken:
        if (e.result == gs::CaptureResult::Goal)
            return {tr("Penalty scored! It was a %1").arg(e.id), "goal"};
        if (e.id == gs::kStar)
            return {tr("Penalty found the Star Player: revealed, it stays"), "penalty"};
        break;
    case gs::EventKind::TimedOut:
        if (e.reason == gs::EndReason::Timeout)
            return {tr("Out of time! %1 loses the game").arg(sideWord(e.side)), "penalty"};
        return {tr("Out of time! %1's turn passes").arg(sideWord(e.side)), "penalty"};
    case gs::EventKind::Goal:
        if (e.cause == gs::GoalCause::StarReachedGoalLine)
            return {tr("The Star Player reached the Goal Line! %1 scores %2").arg(sideWord(e.side)).arg(e.goals), "star"};
        break;
    default:
        break;
    }
    return {};
}
