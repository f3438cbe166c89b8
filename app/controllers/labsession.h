// The playtesting lab in the app: runs many computer games under one or two variants off the
// UI thread (cancellable, with progress and time left) and hands QML the report.
#pragma once

#include "lab/lab.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

class LabSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QVariantList players READ players NOTIFY playersChanged)  // [{name, spec}] presets for either side
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)        // games finished so far (both variants)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    Q_PROPERTY(double secondsLeft READ secondsLeft NOTIFY progressChanged)  // -1 until it can tell
    Q_PROPERTY(bool hasReport READ hasReport NOTIFY reportChanged)
    Q_PROPERTY(bool comparing READ comparing NOTIFY reportChanged)  // the report holds two variants
    Q_PROPERTY(bool cancelled READ cancelled NOTIFY reportChanged)  // the report covers fewer games than asked
    // labReportToJson as a map: a, b, comparison (see formats/labexport.h).
    Q_PROPERTY(QVariantMap report READ report NOTIFY reportChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Where the report came from: empty for a run played here, else the shard files' names.
    Q_PROPERTY(QString origin READ origin NOTIFY reportChanged)

public:
    explicit LabSession(QObject* parent = nullptr);
    ~LabSession() override;

    // Options: variant (id), compare (id or empty), white, black (AI SPECs), games (1..10000),
    // seed (number). Returns false with `error` set for a bad option or while running.
    Q_INVOKABLE bool start(const QVariantMap& options);
    // Stops the games in progress; the games already finished still make a report.
    Q_INVOKABLE void cancel();
    // Every game as CSV / the report as JSON; false with `error` set if the file cannot be written.
    Q_INVOKABLE bool exportCsv(const QUrl& file);
    Q_INVOKABLE bool exportJson(const QUrl& file);
    // Writes the run `options` (as for start) split into `shards` shards as a cluster job into
    // `folder`: the command line of every shard, the user variants they need, scripts for GNU
    // parallel, Slurm and the merge (see clusterjob.h). False with `error` set on a bad option.
    Q_INVOKABLE bool exportClusterJob(const QVariantMap& options, const QUrl& folder, int shards);
    // Reads the shard files of a run (or one file of them all concatenated), checks that they
    // make one whole run, and shows its report and charts as for a run played here. False
    // with `error` set, and the report shown before kept, for files that do not.
    Q_INVOKABLE bool openResults(const QVariantList& files);  // urls, or strings of urls
    // Text for a rate interval, e.g. "52.3% (48.1–56.4)"; for a difference, "+4.1 points (…), p = 0.03".
    Q_INVOKABLE QString rateText(const QVariantMap& interval) const;
    Q_INVOKABLE QString meanText(const QVariantMap& summary) const;
    Q_INVOKABLE QString differenceText(const QVariantMap& difference, bool percent) const;

    QVariantList players() const;
    bool running() const { return running_; }
    int done() const { return done_; }
    int total() const { return total_; }
    double secondsLeft() const { return secondsLeft_; }
    bool hasReport() const { return !report_.isEmpty(); }
    bool comparing() const { return report_.contains("b"); }
    bool cancelled() const { return cancelled_; }
    QVariantMap report() const { return report_; }
    QString error() const { return error_; }
    QString origin() const { return origin_; }

signals:
    void runningChanged();
    void playersChanged();  // their names, after a language switch
    void progressChanged();
    void reportChanged();
    void errorChanged();
    void finished();  // a run ended (completed or cancelled) and its report is in `report`

private:
    struct Outcome {
        std::vector<gs::LabGame> a, b;
        QString error;
    };
    void setError(const QString& e);
    // Reads `o` into a run (configA_/configB_ shapes); false with `error` set.
    bool configsFrom(const QVariantMap& o, gs::LabConfig& a, const gs::Rules*& compare);
    void setReport(const gs::LabRunInfo& a, const std::vector<gs::LabGame>& gamesA, const gs::LabRunInfo* b,
                   const std::vector<gs::LabGame>& gamesB);
    void onFinished();
    bool save(const QUrl& file, const QByteArray& bytes);

    gs::LabConfig configA_, configB_;
    bool compare_ = false;
    std::shared_ptr<std::atomic<bool>> stop_;
    std::shared_ptr<std::atomic<int>> progress_;
    QFutureWatcher<Outcome> watcher_;
    QElapsedTimer clock_;
    bool running_ = false;
    bool cancelled_ = false;
    int done_ = 0;
    int total_ = 0;
    double secondsLeft_ = -1;
    QVariantMap report_;
    QString csv_;
    QString error_;
    QString origin_;
};
