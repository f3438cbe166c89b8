// The Lab's games off the UI thread, for a run (LabSession) or a sweep (LabSweep) alike: the
// work plays on Qt's thread pool, its progress and the time left reach the UI thread as
// signals, cancel() raises its stop flag (the games already finished are kept), and finished()
// comes once it is over, completed, cancelled or failed. The work's own results stay with its
// owner: the work writes them where the owner reads them after finished().
#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

class BackgroundRun : public QObject {
    Q_OBJECT

public:
    // The work tells it `done` games are finished so far; callable from any thread.
    using Progress = std::function<void(int done)>;
    // The work: plays its games on a pool thread, calls `progress` as they finish, and returns
    // soon after `stop` turns true. What it throws (a std::exception) is the run's failure().
    using Work = std::function<void(const Progress& progress, const std::atomic<bool>* stop)>;

    explicit BackgroundRun(QObject* parent = nullptr);
    // Stops the work in flight and waits for it: its owner outlives it.
    ~BackgroundRun() override;

    // Starts `work` for `total` games, the stop flag down and the clock at zero. The owner
    // starts one at a time (it refuses a start while its last run is going).
    void start(int total, Work work);
    // Asks the work in flight to stop; what it finished still counts.
    void cancel();
    // Whether the last work was asked to stop.
    bool stopped() const { return stop_ && stop_->load(); }
    // What the last work threw, once finished() came; empty if it threw nothing.
    QString failure() const { return failure_; }

signals:
    // On the UI thread: the games finished so far, and the seconds left at the pace so far
    // (-1 before the first game). A late one may come after finished(): owners drop it.
    void progressed(int done, double secondsLeft);
    // On the UI thread: the work has returned.
    void finished();

private:
    std::shared_ptr<std::atomic<bool>> stop_;
    QFutureWatcher<QString> watcher_;  // the work's failure, "" for none
    QElapsedTimer clock_;
    int total_ = 0;
    QString failure_;
};
