// The playtesting lab in the app: runs many computer games under one or two variants off the
// UI thread (cancellable, with progress and time left) and hands QML the report: its table
// and charts as a LabReportModel, each value with its own signal. The form's options are read
// by labform.h, the player presets are labplayers.h's, and Open results… reads shard files
// through labshards.h.
#pragma once

#include "backgroundrun.h"
#include "labreportmodel.h"

#include "formats/labrerun.h"
#include "lab/lab.h"

#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

class LabSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QVariantList players READ players NOTIFY playersChanged)  // [{name, spec}] presets for either side
    // What a run starts with, as in `goalscorer-cli lab` (gs::kLabDefaultPlayer, kLabDefaultGames).
    Q_PROPERTY(QString defaultPlayer READ defaultPlayer CONSTANT)
    Q_PROPERTY(int defaultGames READ defaultGames CONSTANT)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int done READ done NOTIFY doneChanged)        // games finished so far (both variants)
    Q_PROPERTY(int total READ total NOTIFY totalChanged)
    Q_PROPERTY(double secondsLeft READ secondsLeft NOTIFY secondsLeftChanged)  // -1 until it can tell
    Q_PROPERTY(bool hasReport READ hasReport NOTIFY hasReportChanged)
    Q_PROPERTY(bool comparing READ comparing NOTIFY comparingChanged)  // the report holds two variants
    Q_PROPERTY(bool cancelled READ cancelled NOTIFY cancelledChanged)  // the report covers fewer games than asked
    // The report as the view shows it: its table's rows and what its charts draw.
    Q_PROPERTY(LabReportModel* reportModel READ reportModel CONSTANT)
    // What Export JSON writes, labReportWithRun as a map: a, b, comparison (formats/labexport.h),
    // run and verdict (formats/labrerun.h).
    Q_PROPERTY(QVariantMap report READ report NOTIFY reportChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Where the report came from: empty for a run played here, else the shard files' names.
    Q_PROPERTY(QString origin READ origin NOTIFY originChanged)

public:
    explicit LabSession(QObject* parent = nullptr);
    QString defaultPlayer() const { return QString::fromLatin1(gs::kLabDefaultPlayer); }
    int defaultGames() const { return gs::kLabDefaultGames; }

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

    // Shows a report made elsewhere: playtest records as A against computer games as B
    // (labrecords.h), `report` its JSON, the sides named `nameA` and `nameB`, read from `origin`.
    void showRecords(const QVariantMap& report, const gs::LabRunInfo& a, const std::vector<gs::LabGame>& gamesA, const gs::LabRunInfo& b,
                     const std::vector<gs::LabGame>& gamesB, const QString& nameA, const QString& nameB, const QString& origin);

    QVariantList players() const { return players_; }
    bool running() const { return v_.running; }
    int done() const { return v_.done; }
    int total() const { return v_.total; }
    double secondsLeft() const { return v_.secondsLeft; }
    bool hasReport() const { return v_.hasReport; }
    bool comparing() const { return v_.comparing; }
    bool cancelled() const { return v_.cancelled; }
    LabReportModel* reportModel() { return &reportModel_; }
    QVariantMap report() const { return report_; }
    QString error() const { return v_.error; }
    QString origin() const { return v_.origin; }

signals:
    void playersChanged();  // their names, after a language switch
    void runningChanged();
    void doneChanged();
    void totalChanged();
    void secondsLeftChanged();
    void hasReportChanged();
    void comparingChanged();
    void cancelledChanged();
    void reportChanged();
    void errorChanged();
    void originChanged();
    void finished();  // a run ended (completed or cancelled) and its report is in `report`

private:
    struct Outcome {  // the games the run finished, written by its work (run_)
        std::vector<gs::LabGame> a, b;
    };
    // Every value at once (but the report and the players): worked out where the state
    // changes, then update() stores them and signals the ones that changed.
    struct Values {
        bool running = false;
        int done = 0;
        int total = 0;
        double secondsLeft = -1;
        bool hasReport = false;
        bool comparing = false;
        bool cancelled = false;
        QString error;
        QString origin;
    };
    // `report`: a new report to show (its value and the model's rows), or none.
    void update(const Values& next, const QVariantMap* report = nullptr);
    void setError(const QString& e);
    // A report of these games: the CSV and the model's rows now, `next` told that there is a
    // report; returns the report's map, for update() to store and signal with `next`.
    QVariantMap showReport(Values& next, const gs::LabRerun& run, const gs::LabRunInfo& a, const std::vector<gs::LabGame>& gamesA, const gs::LabRunInfo* b,
                    const std::vector<gs::LabGame>& gamesB);
    void onFinished();
    bool save(const QUrl& file, const QByteArray& bytes);
    void translatePlayers();
    void nameVariants();  // the report's variants by the catalogue's names

    gs::LabConfig configA_, configB_;
    bool compare_ = false;
    std::shared_ptr<Outcome> outcome_;  // the last run's
    Values v_;
    QVariantList players_;
    QVariantMap report_;
    QString idA_, idB_;  // the report's variants
    LabReportModel reportModel_;
    QString csv_;
    // Last, so it is destroyed first: the run in flight stops before the rest goes.
    BackgroundRun run_;
};
