#include "backgroundrun.h"

#include <QtConcurrent/QtConcurrentRun>

#include <exception>

BackgroundRun::BackgroundRun(QObject* parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<QString>::finished, this, [this] {
        failure_ = watcher_.result();
        emit finished();
    });
}

BackgroundRun::~BackgroundRun()
{
    if (stop_)
        stop_->store(true);
    watcher_.waitForFinished();
}

void BackgroundRun::start(int total, Work work)
{
    stop_ = std::make_shared<std::atomic<bool>>(false);
    total_ = total;
    failure_.clear();
    clock_.start();
    auto stop = stop_;
    auto done = std::make_shared<std::atomic<int>>(0);
    // The posted call reads the latest count, not the one it was posted with: a burst of games
    // shows its last. The destructor waits for the work, so `this` outlives it; a call posted
    // to a deleted runner is dropped by Qt with the object's queued events.
    const Progress progress = [this, done](int n) {
        done->store(n);
        QMetaObject::invokeMethod(this, [this, done] {
            const int now = done->load();
            const double secs = clock_.elapsed() / 1000.0;
            emit progressed(now, now > 0 ? secs / now * (total_ - now) : -1);
        }, Qt::QueuedConnection);
    };
    watcher_.setFuture(QtConcurrent::run([work = std::move(work), progress, stop]() -> QString {
        try {
            work(progress, stop.get());
        } catch (const std::exception& e) {
            return QString::fromUtf8(e.what());
        }
        return {};
    }));
}

void BackgroundRun::cancel()
{
    if (stop_)
        stop_->store(true);
}
