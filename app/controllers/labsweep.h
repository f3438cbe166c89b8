// A sweep in the Lab room: one numeric setting of a variant stepped through a range, the same
// games played at every value off the UI thread (cancellable, with progress and time left),
// and each measure against the setting with its 95% interval for the sweep chart. The engine
// side is lab/sweep.h; the variants are built as variant files build them (sweepvariants.h).
#pragma once

#include "backgroundrun.h"

#include "lab/sweep.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

class LabSweep : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The same names as LabSession's, so the Lab room's progress and Cancel serve both.
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int done READ done NOTIFY doneChanged)    // games finished so far, all values together
    Q_PROPERTY(int total READ total NOTIFY totalChanged)  // games per value × values
    Q_PROPERTY(double secondsLeft READ secondsLeft NOTIFY secondsLeftChanged)  // -1 until it can tell
    Q_PROPERTY(bool hasReport READ hasReport NOTIFY hasReportChanged)
    Q_PROPERTY(bool cancelled READ cancelled NOTIFY cancelledChanged)  // some values cover fewer games than asked
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Where the sweep on show came from: "" for one played here, else the report's file name
    // (Open results…): such a report holds no games, so it has no CSV to export.
    Q_PROPERTY(QString origin READ origin NOTIFY originChanged)
    // What the charts draw, one entry per measure: {key ("results", "white_edge", "plies",
    // "settled_at", "lead_changes", "drama"), title (translated), unit ("%", "points", ""),
    // lines: [{name, points: [{x: value, y, low, high}]}]}; x is the setting's value, y the
    // estimate and low..high its 95% interval, in the unit (percentages as 0..100).
    Q_PROPERTY(QVariantList charts READ charts NOTIFY chartsChanged)
    Q_PROPERTY(QString fieldLabel READ fieldLabel NOTIFY chartsChanged)  // the swept setting, as the variant editor names it
    Q_PROPERTY(QVariantList values READ values NOTIFY chartsChanged)     // the setting's values of the report on show
    Q_PROPERTY(QVariantMap report READ report NOTIFY chartsChanged)      // sweepReportToJson as a map (sweepexport.h)
    // The verdict's first sentence: which values differ clearly from the first (sweepverdict.h).
    Q_PROPERTY(QString differences READ differences NOTIFY chartsChanged)

public:
    explicit LabSweep(QObject* parent = nullptr);

    // The numeric settings of variant `variantId` a sweep can step: [{field ("turnLimit"),
    // label ("Turn limit"), value (the variant's own)}], in the order of variants/README.md;
    // empty for an unknown variant.
    Q_INVOKABLE QVariantList fieldsOf(const QString& variantId) const;
    // Options as LabSession::start takes them (variant, white, black, games 1..10000, seed)
    // plus field, from, to, step. Returns false with `error` set for a bad option, a field
    // that is not numeric, a value out of the field's range (the message names both), or
    // while running.
    Q_INVOKABLE bool start(const QVariantMap& options);
    // Stops the games in progress; the games already finished still make a report.
    Q_INVOKABLE void cancel();
    // The sweep on show kept: every game as CSV (the variant column names the value, as
    // `goalscorer-cli lab --sweep --csv` writes it) and the report as JSON (`report`, as the
    // CLI's --out). False with `error` set before a report or when the file cannot be written.
    Q_INVOKABLE bool exportCsv(const QUrl& file);
    Q_INVOKABLE bool exportJson(const QUrl& file);
    // A sweep's report read back (Export JSON's, or `goalscorer-cli lab --sweep --json`'s) and
    // shown as one played here. False with `error` naming the file and the field that is
    // wrong, and the sweep on show kept, for a file that is not one.
    Q_INVOKABLE bool openReport(const QUrl& file);
    // Whether `file` is a JSON report with a "sweep" (Open results… tells it from a run's).
    Q_INVOKABLE bool holdsSweep(const QUrl& file) const;
    // The sweep on show as a self-contained web page (sweepreportpage.h): its verdict with White's
    // edge against ±`bound` points, what was run, the numbers, the charts and the JSON. False with
    // `error` before a report or when the file cannot be written.
    Q_INVOKABLE bool exportReport(const QUrl& file, double bound);
    // Where White's edge keeps within ±`bound` points (a target the designer types), in words.
    Q_INVOKABLE QString edgeWithin(double bound) const;

    bool running() const { return v_.running; }
    int done() const { return v_.done; }
    int total() const { return v_.total; }
    double secondsLeft() const { return v_.secondsLeft; }
    bool hasReport() const { return v_.hasReport; }
    bool cancelled() const { return v_.cancelled; }
    QString error() const { return v_.error; }
    QString origin() const { return origin_; }
    QVariantList charts() const { return charts_; }
    QString fieldLabel() const;
    QVariantList values() const;
    QVariantMap report() const { return report_; }
    QString differences() const;

signals:
    void runningChanged();
    void doneChanged();
    void totalChanged();
    void secondsLeftChanged();
    void hasReportChanged();
    void cancelledChanged();
    void errorChanged();
    void chartsChanged();
    void originChanged();
    void finished();  // a sweep ended (completed or cancelled) and its charts are in `charts`

private:
    struct Outcome {  // the games the sweep finished, written by its work (run_)
        std::vector<gs::SweepPoint> points;
    };
    struct Values {
        bool running = false;
        int done = 0;
        int total = 0;
        double secondsLeft = -1;
        bool hasReport = false;
        bool cancelled = false;
        QString error;
    };
    void update(const Values& next);  // stores `next`, then signals each value that changed
    void setError(const QString& e);
    void onFinished();
    void buildCharts();  // charts_ from stats_, in the language of the moment
    bool save(const QUrl& file, const QByteArray& bytes);
    void setOrigin(const QString& o);

    gs::LabConfig base_;
    gs::SweepSpec spec_;
    std::vector<gs::SweepValue> sweepValues_;
    std::vector<gs::SweepStats> stats_;
    std::shared_ptr<Outcome> outcome_;  // the last sweep's
    Values v_;
    QVariantList charts_;
    QVariantMap report_;
    QString csv_;     // the games of the report on show, as exportCsv writes them
    QString origin_;  // origin(): "" or the opened report's file name
    static constexpr qint64 kMaxReportBytes = 16 << 20;  // a stranger's file is read no further
    QString field_;  // the report's setting
    // Last, so it is destroyed first: the sweep in flight stops before the rest goes.
    BackgroundRun run_;
};
