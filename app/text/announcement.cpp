#include "announcement.h"

#include <algorithm>

#include <QCoreApplication>

namespace {
// Gives the banners a translation context lupdate can see.
struct Banners {
    Q_DECLARE_TR_FUNCTIONS(Announcement)
};
QString sideWord(gs::Side s) { return s == gs::Side::White ? Banners::tr("White") : Banners::tr("Black"); }
}  // namespace

Announcement announcementFor(const gs::Event& e, const gs::Rules& rules)
{
    switch (e.kind) {
    case gs::EventKind::Captured:
        if (e.id == gs::kStar)
            return {Banners::tr("Star Player captured! %1 scores %2").arg(sideWord(e.side)).arg(rules.variant().starGoals), "star"};
        if (e.result == gs::CaptureResult::Goal)
            return {Banners::tr("Goal! %1 captured the number %2").arg(sideWord(e.side)).arg(e.id), "goal"};
        if (e.result == gs::CaptureResult::Penalty)
            return {Banners::tr("Penalty to %1! The number %2 was a defender").arg(sideWord(gs::opponent(e.side))).arg(e.id), "penalty"};
        if (e.result == gs::CaptureResult::Offside)
            return {Banners::tr("Offside! %1 reveals one of %2's counters").arg(sideWord(gs::opponent(e.side)), sideWord(e.side)), "offside"};
        break;
    case gs::EventKind::PenaltyTaken:
        if (e.result == gs::CaptureResult::Goal)
            return {Banners::tr("Penalty scored! It was the number %1").arg(e.id), "goal"};
        if (e.id == gs::kStar)
            return {Banners::tr("Penalty found the Star Player: revealed, it stays"), "penalty"};
        break;
    case gs::EventKind::TimedOut:
        if (e.reason == gs::EndReason::Timeout)
            return {Banners::tr("Out of time! %1 loses the game").arg(sideWord(e.side)), "penalty"};
        return {Banners::tr("Out of time! %1's turn passes").arg(sideWord(e.side)), "penalty"};
    case gs::EventKind::Goal:
        if (e.cause == gs::GoalCause::StarReachedGoalLine)
            return {Banners::tr("The Star Player reached the Goal Line! %1 scores %2").arg(sideWord(e.side)).arg(e.goals), "star"};
        break;
    default:
        break;
    }
    return {};
}

QString soundFor(const gs::EventList& events)
{
    int best = 0;  // 0 none, 1 move, 2 capture, 3 whistle, 4 goal, 5 final
    for (const gs::Event& e : events) {
        int rank = 1;
        switch (e.kind) {
        case gs::EventKind::GameOver: rank = 5; break;
        case gs::EventKind::Goal: rank = 4; break;
        case gs::EventKind::Captured:
            rank = e.result == gs::CaptureResult::Penalty || e.result == gs::CaptureResult::Offside ? 3 : 2;
            break;
        case gs::EventKind::PenaltyTaken:
        case gs::EventKind::OffsideTaken: rank = 2; break;
        default: break;
        }
        best = std::max(best, rank);
    }
    static const char* const kNames[] = {"", "move", "capture", "whistle", "goal", "final"};
    return QString::fromLatin1(kNames[best]);
}
