// How long a Lab run will take, shown before Run: a few of the run's own games are played
// off the UI thread (as many at once as the run plays), and their pace is scaled to the
// run's games. A designer sees "about 4 minutes" before committing the machine, not after.
// Measuring again on every change of the form; a change while measuring waits for the games
// in flight to stop, then measures the newest form.
#pragma once

#include "backgroundrun.h"

#include <QElapsedTimer>
#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

class LabEstimate : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Seconds the whole run should take at the pace measured; -1 while unknown (measuring,
    // or a form that makes no run).
    Q_PROPERTY(double seconds READ seconds NOTIFY secondsChanged)
    // The same in words, "About 4 minutes for 1,000 games"; "" while unknown.
    Q_PROPERTY(QString text READ text NOTIFY secondsChanged)
    // Games are being played to time the run (false for a form that makes no run).
    Q_PROPERTY(bool measuring READ measuring NOTIFY measuringChanged)

public:
    explicit LabEstimate(QObject* parent = nullptr);

    // Measures the run `options` (as LabSession::start takes them) played `runs` times over
    // (2 for a comparison, a sweep's number of values). A form with a mistake gives -1.
    Q_INVOKABLE void measure(const QVariantMap& options, int runs = 1);
    // Stops measuring (a run is starting: the machine is its).
    Q_INVOKABLE void cancel();

    double seconds() const { return seconds_; }
    bool measuring() const { return busy_; }
    QString text() const;
    // The words for `seconds` spent on `games` games, in the interface's language.
    static QString words(double seconds, int games);

signals:
    void secondsChanged();
    void measuringChanged();

private:
    void begin(const QVariantMap& options, int runs);
    void onFinished();
    void setSeconds(double s);
    void setBusy(bool busy);

    BackgroundRun run_;
    QElapsedTimer clock_;
    bool busy_ = false;
    std::optional<std::pair<QVariantMap, int>> pending_;  // the newest form, measured next
    int sample_ = 0, games_ = 0, runs_ = 1;
    double seconds_ = -1;
};
