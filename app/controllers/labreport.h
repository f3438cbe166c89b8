// The Lab report's verdict and reproducibility, beside a LabSession: the verdict's sentences
// (lab/verdict.h) in the user's language, the header that says what was run (players, games,
// seed, variants, program, date), Run again (the very same run, hence the very same report)
// and Export report… (the report as a self-contained web page, sharing/labreportpage.h). A
// class of its own so that LabSession stays the runner.
#pragma once

#include "labsession.h"

#include <QDate>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class LabReport : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(LabSession* session READ session WRITE setSession NOTIFY sessionChanged)  // whose report this is
    Q_PROPERTY(QStringList verdict READ verdict NOTIFY verdictChanged)  // one to three sentences; empty without a report
    // What was run, one line: variants, players, games, seed, program and the report's date.
    Q_PROPERTY(QString header READ header NOTIFY headerChanged)
    Q_PROPERTY(bool canRunAgain READ canRunAgain NOTIFY canRunAgainChanged)  // the report carries its run (and no run is going)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)  // why Run again or an export failed; "" after a success

public:
    explicit LabReport(QObject* parent = nullptr);

    LabSession* session() const { return session_; }
    void setSession(LabSession* s);
    QStringList verdict() const { return verdict_; }
    QString header() const { return header_; }
    bool canRunAgain() const;
    QString error() const { return error_; }

    // Plays the report's run again: its variants (which must be the ones here, the same files),
    // players, games and seed, so the new report is the same, byte for byte. False with `error`.
    Q_INVOKABLE bool runAgain();
    // Reads a saved JSON report (Export JSON, or the CLI's --report) and plays its run again.
    Q_INVOKABLE bool runReportFile(const QUrl& file);
    // Writes the report as a web page to `file`, then tells the notices. False with `error`.
    Q_INVOKABLE bool exportHtml(const QUrl& file);

signals:
    void sessionChanged();
    void verdictChanged();
    void headerChanged();
    void canRunAgainChanged();
    void errorChanged();

private:
    void refresh();  // verdict and header from the session's report, in the language now chosen
    bool start(const QVariantMap& report);
    void setError(const QString& e);

    QPointer<LabSession> session_;
    QStringList verdict_;
    QString header_;
    QString error_;
    QDate date_;  // when the report on show arrived
};
