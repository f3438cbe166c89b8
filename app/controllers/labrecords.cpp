#include "labrecords.h"

#include "labplayers.h"
#include "language.h"

#include "formats/diskfile.h"
#include "formats/playtestfolder.h"
#include "formats/variantregistry.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

LabRecords::LabRecords(QObject* parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<std::vector<gs::LabGame>>::finished, this, &LabRecords::onFinished);
    connect(&Language::instance(), &Language::changed, this, [this] {
        rename();
        emit recordsChanged();
    });
}

LabRecords::~LabRecords()
{
    if (stop_)
        stop_->store(true);
    watcher_.waitForFinished();
}

void LabRecords::setSession(LabSession* s)
{
    if (s == session_)
        return;
    session_ = s;
    emit sessionChanged();
}

QUrl LabRecords::defaultFolder() const
{
    return QUrl::fromLocalFile(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
}

void LabRecords::setError(const QString& e)
{
    if (e == error_)
        return;
    error_ = e;
    emit errorChanged();
}

void LabRecords::setRunning(bool r)
{
    if (r == running_)
        return;
    running_ = r;
    emit runningChanged();
}

QVariantList LabRecords::skipped() const
{
    QVariantList out;
    for (const gs::SkippedRecord& s : records_.skipped) {
        const QString detail = QString::fromStdString(s.detail);
        QString reason;
        switch (s.why) {
        case gs::PlaytestSkip::Unreadable: reason = tr("not a game record: %1").arg(detail); break;
        case gs::PlaytestSkip::OtherVariant: reason = tr("other variant (%1)").arg(detail); break;
        case gs::PlaytestSkip::UnknownVariant: reason = tr("unknown variant (%1)").arg(detail); break;
        case gs::PlaytestSkip::Illegal: reason = tr("does not replay: %1").arg(detail); break;
        case gs::PlaytestSkip::NotFinished: reason = tr("not finished"); break;
        }
        out << QVariantMap{{"file", QString::fromStdString(s.name)}, {"reason", reason}};
    }
    return out;
}

QString LabRecords::summary() const
{
    if (folder_.isEmpty())
        return {};
    return tr("%1 records used, %2 skipped").arg(used()).arg(records_.skipped.size());
}

bool LabRecords::open(const QVariant& where, const QVariantMap& o)
{
    if (running_ || (session_ && session_->running())) {
        setError(tr("A lab run is already going; cancel it first."));
        return false;
    }
    if (!session_) {
        setError(tr("The Lab is not ready."));
        return false;
    }
    const QUrl url = where.userType() == QMetaType::QUrl ? where.toUrl() : QUrl(where.toString());
    const QString path = diskfile::localPath(url);
    if (!QFileInfo(path).isDir()) {
        setError(tr("%1 is not a folder.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    const gs::VariantRegistry& registry = gs::VariantRegistry::builtIn();
    gs::PlaytestRecords read = gs::readPlaytestRecords(gs::readPlaytestFolder(path), registry.lookup(), o.value("variant").toString().toStdString());
    if (read.games.empty()) {
        // The report on screen and its counts stay those of the folder it was made from (they
        // read "0 records used" under the old report).
        setError(tr("No finished game of one variant to report in %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    folder_ = path;
    records_ = std::move(read);
    emit recordsChanged();
    gs::LabConfig c;
    c.rules = registry.find(records_.variant);
    c.whiteSpec = o.value("white", "club").toString().toStdString();
    c.blackSpec = o.value("black", "club").toString().toStdString();
    const int games = o.value("games", 0).toInt();
    c.games = games > 0 ? std::min(games, 10000) : int(records_.games.size());
    c.seed = o.value("seed", 1).toString().toULongLong();
    c.jobs = std::max(1, QThread::idealThreadCount());
    if (const QString problem = labplayers::problem(c.whiteSpec, c.blackSpec); !problem.isEmpty()) {
        setError(problem);
        return false;
    }
    config_ = c;
    setError({});
    setRunning(true);
    stop_ = std::make_shared<std::atomic<bool>>(false);
    auto stop = stop_;
    watcher_.setFuture(QtConcurrent::run([c, stop] {
        try {
            return gs::runLab(c, {}, stop.get());
        } catch (const std::exception&) {
            return std::vector<gs::LabGame>{};
        }
    }));
    return true;
}

void LabRecords::onFinished()
{
    const std::vector<gs::LabGame> computer = watcher_.result();
    setRunning(false);
    if (computer.empty() || !session_) {
        setError(tr("The computer's games could not be played."));
        emit finished();
        return;
    }
    const gs::LabRunInfo a{records_.variant, "records", "records", 0};
    const gs::LabRunInfo b = gs::labRunInfo(config_);
    const QVariantMap report =
        gs::playtestReportJson(records_, folder_, a, gs::analyseLab(records_.games), b, gs::analyseLab(computer)).toVariantMap();
    session_->showRecords(report, a, records_.games, b, computer, tr("Your games"), tr("Computer games"),
                          QDir::toNativeSeparators(folder_));
    emit finished();
}

void LabRecords::rename()
{
    if (session_ && session_->report().contains("records"))
        session_->reportModel()->rename(tr("Your games"), tr("Computer games"));
}
