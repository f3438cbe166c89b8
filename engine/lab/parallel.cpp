#include "parallel.h"

#include "../players/searchthreads.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace gs {

void parallelFor(int count, int jobs, const std::function<void(int, int)>& play, const std::atomic<bool>* stop)
{
    if (count <= 0)
        return;
    jobs = std::clamp(jobs, 1, std::min(64, count));
    std::atomic<int> next{0};
    std::mutex mutex;
    std::exception_ptr failure;
    // Each game's searches get an equal share of the cores (players with threads=0).
    const int share = std::max(1, autoSearchThreads() / jobs);
    auto worker = [&](int w) {
        const AutoSearchThreadsScope scope(share);
        try {
            for (;;) {
                const int k = next.fetch_add(1);
                if (k >= count || (stop && stop->load()))
                    return;
                play(w, k);
            }
        } catch (...) {
            std::lock_guard lock(mutex);
            if (!failure)
                failure = std::current_exception();
            next.store(count);
        }
    };
    std::vector<std::thread> threads;
    for (int w = 1; w < jobs; ++w)
        threads.emplace_back(worker, w);
    worker(0);
    for (auto& t : threads)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
}

}  // namespace gs
