// How many threads a search that may use "all cores" (IsmctsOptions::threads = 0) runs: the
// machine's cores, or, on a thread that plays one of several games at once (parallelFor), that
// game's share of them, so that N games of a Lab run or match do not each start N searches.
#pragma once

namespace gs {

// More threads than this add trees whose memory outgrows what they add to the search.
constexpr int kMaxAutoSearchThreads = 16;

// 1..kMaxAutoSearchThreads: this thread's share if one is set, else the machine's cores.
int autoSearchThreads();

// Sets the calling thread's share (1..64) for the scope's life, then puts back the one before.
class AutoSearchThreadsScope {
public:
    explicit AutoSearchThreadsScope(int threads);
    ~AutoSearchThreadsScope();
    AutoSearchThreadsScope(const AutoSearchThreadsScope&) = delete;
    AutoSearchThreadsScope& operator=(const AutoSearchThreadsScope&) = delete;

private:
    int previous_;
};

}  // namespace gs
