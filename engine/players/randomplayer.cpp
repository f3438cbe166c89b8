#include "randomplayer.h"

namespace gs {

Move RandomPlayer::choose(const State& view, Rng& rng)
{
    return view.randomLegalMove(rng);
}

}  // namespace gs
