// Where the game clocks (GameClock) read the time: milliseconds on a clock that never goes
// back. The app reads the system's steady clock; tests install their own and move it on by
// hand, so a clock test waits for no real time to pass and runs the same on a loaded machine.
#pragma once

#include <QtGlobal>

#include <functional>

namespace timesource {

using Source = std::function<qint64()>;

// Milliseconds since an arbitrary start; never decreases.
qint64 now();
// Replaces the source for the whole process (tests only); an empty one restores the steady clock.
void install(Source source);

// A clock that moves only when told (tests): installed while it lives.
class Manual {
public:
    Manual();
    ~Manual();
    Manual(const Manual&) = delete;
    Manual& operator=(const Manual&) = delete;
    void advance(qint64 ms) { now_ += ms; }  // ms >= 0

private:
    qint64 now_ = 1'000'000;
};

}  // namespace timesource
