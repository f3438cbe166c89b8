// Many independent games on a few threads: the one loop under the Lab and matches.
#pragma once

#include <atomic>
#include <functional>

namespace gs {

// Calls play(worker, k) for k = 0 .. count-1, taking k in increasing order, on `jobs` threads
// (clamped to 1..64 and to count). `worker` is 0 .. jobs-1, so callers can keep one set of
// players per thread; the calling thread is worker 0. Once *stop is true no new k starts.
// The first exception thrown by `play` keeps the other threads from starting new items and is
// rethrown here once every thread has joined. Results must not depend on which worker played
// an item: every game seeds itself from its own number (mixSeed).
void parallelFor(int count, int jobs, const std::function<void(int worker, int k)>& play,
                 const std::atomic<bool>* stop = nullptr);

}  // namespace gs
