// The tricks of issue 48 item 5 (exploiterplayer.h), aimed at the race guard (raceguard.h),
// which sends a defender to any hidden counter within its rows that would get through:
// switcher pulls a defender to one wing with a decoy and runs the Star Player up the other;
// lurker waits just outside the guard's rows until the defence has gone elsewhere. Each
// decides only the Youth move (Move 1); everything else is greedy's.
#include "exploiterplayer.h"

#include "raceguard.h"
#include "trickmoves.h"

namespace gs {

using namespace tricks;

namespace {

// The touchline file nearer to `s` (the left one on the middle file).
int nearerWing(const Rules& r, Square s)
{
    const int file = r.fileOf(s);
    return file <= r.files() - 1 - file ? 0 : r.files() - 1;
}

}  // namespace

Move ExploiterPlayer::switcherMove(const State& view, const MoveList& moves, Rng& rng)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    const Square star = view.find(me, kStar);
    if (!isOwnYouth(view, star, me))
        return greedy_.choose(view, rng);
    if (!starTurn_) {
        if (runner_ == kNoIdentity)
            runner_ = pickRunner(view);
        const Square decoy = squareOf(view, runner_);
        if (!isOwnYouth(view, decoy, me) || ranksToGo(r, me, decoy) <= kSwitchRanks)
            starTurn_ = true;  // promoted, gone, or close enough to have drawn a defender
        else {
            if (wing_ < 0) {
                // The decoy takes its nearer wing; the Star Player will run up the other one.
                const int decoyWing = nearerWing(r, decoy);
                wing_ = decoyWing == 0 ? r.files() - 1 : 0;
            }
            if (const Move m = runnerStep(view, moves, decoy, wing_ == 0 ? r.files() - 1 : 0); m.from != kNoSquare)
                return m;
            return greedyExcept(view, moves, rng, star);  // the decoy is stuck: wait for it
        }
    }
    if (wing_ < 0)
        wing_ = nearerWing(r, star);
    if (const Move m = runnerStep(view, moves, star, wing_); m.from != kNoSquare)
        return m;
    return greedy_.choose(view, rng);
}

Move ExploiterPlayer::lurkerMove(const State& view, const MoveList& moves, Rng& rng)
{
    const Rules& r = view.rules();
    const Side me = view.toAct();
    const Square star = view.find(me, kStar);
    if (!isOwnYouth(view, star, me))
        return greedy_.choose(view, rng);
    const int toGo = ranksToGo(r, me, star);
    // At the waiting rank it goes only when the race is won whatever the defenders do (it moves
    // next), or when waiting longer would leave too few turns to arrive.
    const bool wait = toGo == kLurkRanks && turnsLeft(view) > toGo + 1 && !runnerGetsThrough(view, opponent(me), star, kLurkRanks);
    if (wait)
        return greedyExcept(view, moves, rng, star);
    if (const Move m = runnerStep(view, moves, star); m.from != kNoSquare)
        return m;
    return greedy_.choose(view, rng);
}

}  // namespace gs
