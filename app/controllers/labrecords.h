// Playtest records in the Lab (issue 31, 3): a folder of saved game records (games people
// played in the app) read as games, listed as used or skipped with the reason, and reported
// beside computer games of their variant: the records are side A ("Your games"), the
// computer's games side B, so the Lab's report shows every measure with the differences and
// their intervals as for two variants. The computer's games are played off the UI thread;
// the report then goes to the LabSession for the table, the charts and the verdict.
#pragma once

#include "labsession.h"

#include "lab/playtest.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class LabRecords : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(LabSession* session READ session WRITE setSession NOTIFY sessionChanged)  // where the report goes
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)  // the computer's games are being played
    Q_PROPERTY(int used READ used NOTIFY recordsChanged)          // records counted
    Q_PROPERTY(QVariantList skipped READ skipped NOTIFY recordsChanged)  // [{file, reason}], reasons translated
    Q_PROPERTY(QString summary READ summary NOTIFY recordsChanged)  // "3 records used, 2 skipped"; "" before a folder
    Q_PROPERTY(QString folder READ folder NOTIFY recordsChanged)    // the folder read last
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)        // why the folder gave no report; "" after a success
    Q_PROPERTY(QUrl defaultFolder READ defaultFolder CONSTANT)      // where the app's Save dialog puts games

public:
    explicit LabRecords(QObject* parent = nullptr);
    ~LabRecords() override;

    LabSession* session() const { return session_; }
    void setSession(LabSession* s);
    bool running() const { return running_; }
    int used() const { return int(records_.games.size()); }
    QVariantList skipped() const;
    QString summary() const;
    QString folder() const { return folder_; }
    QString error() const { return error_; }
    QUrl defaultFolder() const;

    // Reads the records in `folder` (a url or a path) and plays the computer's games beside
    // them: `options` white, black (AI SPECs, default club), games (default: as many as the
    // records), seed, variant (default: the one most records are of). False with `error` set
    // when nothing can be reported; `finished` follows a true answer.
    Q_INVOKABLE bool open(const QVariant& folder, const QVariantMap& options = {});

signals:
    void sessionChanged();
    void runningChanged();
    void recordsChanged();
    void errorChanged();
    void finished();  // the report is on show in the session (or `error` says why not)

private:
    void setError(const QString& e);
    void setRunning(bool r);
    void onFinished();
    void rename();  // the sides' names in the report, in the language now chosen

    QPointer<LabSession> session_;
    gs::PlaytestRecords records_;
    QString folder_, error_;
    bool running_ = false;
    gs::LabConfig config_;
    std::shared_ptr<std::atomic<bool>> stop_;
    QFutureWatcher<std::vector<gs::LabGame>> watcher_;
};
