// One search off the UI thread at a time: the computer's move or the Hint. A new start or a
// cancel() stops the search in flight (its stop flag is raised, so ISMCTS answers at once)
// and drops its answer, so a late result never lands on a position that moved on.
#pragma once

#include "history.h"
#include "move.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace gs {
class Player;
}

class SearchRunner : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)

public:
    // The search: runs on Qt's thread pool and should return soon after `stop` turns true.
    using Search = std::function<gs::Move(const std::atomic<bool>& stop)>;

    // The usual search: the player `spec` (gs::makePlayer) choosing from a side's history,
    // its random numbers from `seed`.
    static Search playerSearch(std::string spec, gs::PublicHistory seen, quint64 seed);
    // The same with a player kept from turn to turn (a seat's, so that a search can start from
    // what the last one built: IsmctsOptions::reuse). The search holds its own reference, and
    // only one search may use a player at a time.
    static Search playerSearch(std::shared_ptr<gs::Player> player, gs::PublicHistory seen, quint64 seed);

    explicit SearchRunner(QObject* parent = nullptr);
    ~SearchRunner() override;  // stops and waits for the search in flight

    void start(Search search);
    void cancel();
    bool busy() const { return busy_; }

signals:
    // The answer of the latest search started, unless it was cancelled or replaced first.
    void found(gs::Move move);
    // The search the runner follows has returned, its answer wanted or not (after cancel(), it
    // comes soon: the stop flag ends the search). A search replaced by start() is not followed.
    void ended();
    void busyChanged();

private:
    void setBusy(bool on);

    QFutureWatcher<gs::Move> watcher_;
    std::shared_ptr<std::atomic<bool>> stop_;
    quint64 generation_ = 0;  // the search whose answer is wanted
    quint64 running_ = 0;     // the search the watcher follows
    bool busy_ = false;
};
