#include "searchrunner.h"

#include "players/player.h"
#include "rng.h"

#include <QtConcurrent/QtConcurrentRun>

SearchRunner::Search SearchRunner::playerSearch(std::string spec, gs::PublicHistory seen, quint64 seed)
{
    return [spec = std::move(spec), seen = std::move(seen), seed](const std::atomic<bool>& stop) {
        auto player = gs::makePlayer(spec);
        player->setStopFlag(&stop);
        gs::Rng rng(seed);
        return player->chooseWithHistory(seen, rng);
    };
}

SearchRunner::Search SearchRunner::playerSearch(std::shared_ptr<gs::Player> player, gs::PublicHistory seen, quint64 seed)
{
    return [player = std::move(player), seen = std::move(seen), seed](const std::atomic<bool>& stop) {
        player->setStopFlag(&stop);
        gs::Rng rng(seed);
        const gs::Move m = player->chooseWithHistory(seen, rng);
        player->setStopFlag(nullptr);
        return m;
    };
}

SearchRunner::SearchRunner(QObject* parent)
    : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<gs::Move>::finished, this, [this] {
        if (running_ != generation_ || !busy_) {
            emit ended();  // cancelled or replaced: the answer is stale
            return;
        }
        setBusy(false);
        emit found(watcher_.result());
        emit ended();
    });
}

SearchRunner::~SearchRunner()
{
    cancel();
    watcher_.waitForFinished();
}

void SearchRunner::start(Search search)
{
    if (stop_)
        stop_->store(true);  // the search it replaces; busy stays on
    auto stop = std::make_shared<std::atomic<bool>>(false);
    stop_ = stop;
    running_ = ++generation_;
    setBusy(true);
    // The future keeps `stop` alive until the search returns, even after a newer start.
    watcher_.setFuture(QtConcurrent::run([search = std::move(search), stop] { return search(*stop); }));
}

void SearchRunner::cancel()
{
    if (stop_)
        stop_->store(true);
    ++generation_;
    setBusy(false);
}

void SearchRunner::setBusy(bool on)
{
    if (on == busy_)
        return;
    busy_ = on;
    emit busyChanged();
}
