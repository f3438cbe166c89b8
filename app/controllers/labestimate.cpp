#include "labestimate.h"

#include "labform.h"

#include <QLocale>
#include <QThread>

#include <algorithm>
#include <cmath>

LabEstimate::LabEstimate(QObject* parent)
    : QObject(parent)
{
    connect(&run_, &BackgroundRun::finished, this, &LabEstimate::onFinished);
}

void LabEstimate::measure(const QVariantMap& options, int runs)
{
    setSeconds(-1);
    if (busy_) {
        pending_ = std::make_pair(options, runs);
        run_.cancel();
        return;
    }
    begin(options, runs);
}

void LabEstimate::cancel()
{
    pending_.reset();
    if (busy_)
        run_.cancel();
    setSeconds(-1);
}

void LabEstimate::begin(const QVariantMap& options, int runs)
{
    const LabForm form = readLabForm(options);
    if (!form.error.isEmpty() || runs < 1)
        return;
    // Two rounds of the run's parallel games: enough to see the pace, short beside the run.
    gs::LabConfig sample = form.config;
    sample.games = std::min(form.config.games, 2 * std::max(1, form.config.jobs));
    sample_ = sample.games;
    games_ = form.config.games;
    runs_ = runs;
    setBusy(true);
    clock_.start();
    run_.start(sample.games, [sample](const BackgroundRun::Progress& progress, const std::atomic<bool>* stop) {
        gs::runLab(sample, progress, stop);
    });
}

void LabEstimate::onFinished()
{
    setBusy(false);
    const double elapsed = clock_.nsecsElapsed() / 1e9;
    if (pending_) {
        const auto [options, runs] = *pending_;
        pending_.reset();
        begin(options, runs);
        return;
    }
    if (run_.stopped() || !run_.failure().isEmpty() || sample_ < 1)
        return;
    // The sample played the run's first games at the run's parallelism: its pace holds for
    // the rest (the games of one run are alike in length on average).
    setSeconds(elapsed * double(games_) / sample_ * runs_);
}

void LabEstimate::setBusy(bool busy)
{
    if (busy == busy_)
        return;
    busy_ = busy;
    emit measuringChanged();
}

void LabEstimate::setSeconds(double s)
{
    if (s == seconds_)
        return;
    seconds_ = s;
    emit secondsChanged();
}

QString LabEstimate::text() const
{
    return seconds_ < 0 ? QString() : words(seconds_, games_ * runs_);
}

QString LabEstimate::words(double seconds, int games)
{
    const QString n = QLocale().toString(games);
    if (seconds < 1)
        return tr("Under a second for %1 games").arg(n);
    if (seconds < 10)
        return tr("A few seconds for %1 games").arg(n);
    if (seconds < 90)
        return tr("About %1 seconds for %2 games").arg(std::lround(seconds / 5) * 5).arg(n);
    const long minutes = std::lround(seconds / 60);
    if (minutes < 90)
        return tr("About %1 minutes for %2 games").arg(minutes).arg(n);
    return tr("About %1 hours for %2 games").arg(QLocale().toString(seconds / 3600, 'f', 1)).arg(n);
}
