#include "searchthreads.h"

#include <algorithm>
#include <thread>

namespace gs {

namespace {
thread_local int share = 0;  // 0: none set
}

int autoSearchThreads()
{
    if (share > 0)
        return share;
    return std::clamp(int(std::thread::hardware_concurrency()), 1, kMaxAutoSearchThreads);
}

AutoSearchThreadsScope::AutoSearchThreadsScope(int threads)
    : previous_(share)
{
    share = std::clamp(threads, 1, 64);
}

AutoSearchThreadsScope::~AutoSearchThreadsScope()
{
    share = previous_;
}

}  // namespace gs
