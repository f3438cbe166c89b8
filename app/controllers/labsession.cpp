#include "labsession.h"

#include "labform.h"
#include "labplayers.h"
#include "labshards.h"
#include "notices.h"

#include <QDir>
#include "formats/diskfile.h"
#include "clusterjob.h"
#include "language.h"
#include "variantcatalog.h"

#include "formats/labexport.h"
#include "formats/variantregistry.h"

#include <QJsonDocument>

#include <utility>

namespace {

// A variant's name as the catalogue gives it; its id if the catalogue lacks it.
QString variantName(const QString& id)
{
    if (id.isEmpty())
        return {};
    for (const QVariant& v : VariantCatalog::instance().variants()) {
        const QVariantMap m = v.toMap();
        if (m.value("id").toString() == id)
            return m.value("name").toString();
    }
    return id;
}

}  // namespace

LabSession::LabSession(QObject* parent) : QObject(parent)
{
    connect(&run_, &BackgroundRun::progressed, this, [this](int done, double secondsLeft) {
        if (!v_.running)
            return;
        Values next = v_;
        next.done = done;
        next.secondsLeft = secondsLeft;
        update(next);
    });
    connect(&run_, &BackgroundRun::finished, this, &LabSession::onFinished);
    connect(&Language::instance(), &Language::changed, this, [this] {
        translatePlayers();
        reportModel_.retranslate();
    });
    connect(&VariantCatalog::instance(), &VariantCatalog::changed, this, &LabSession::nameVariants);
    translatePlayers();
}

void LabSession::translatePlayers()
{
    const QVariantList out = labplayers::presets();
    if (out == players_)
        return;
    players_ = out;
    emit playersChanged();
}

void LabSession::nameVariants()
{
    if (report_.contains("records"))
        return;  // "Your games" and "Computer games", named by LabRecords
    reportModel_.rename(variantName(idA_), variantName(idB_));
}

void LabSession::update(const Values& next, const QVariantMap* report)
{
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    using Signal = void (LabSession::*)();
    const std::pair<bool, Signal> changes[] = {
        {next.running != v_.running, &LabSession::runningChanged},
        {next.done != v_.done, &LabSession::doneChanged},
        {next.total != v_.total, &LabSession::totalChanged},
        {next.secondsLeft != v_.secondsLeft, &LabSession::secondsLeftChanged},
        {next.hasReport != v_.hasReport, &LabSession::hasReportChanged},
        {next.comparing != v_.comparing, &LabSession::comparingChanged},
        {next.cancelled != v_.cancelled, &LabSession::cancelledChanged},
        {report && *report != report_, &LabSession::reportChanged},
        {next.error != v_.error, &LabSession::errorChanged},
        {next.origin != v_.origin, &LabSession::originChanged},
    };
    v_ = next;
    if (report)
        report_ = *report;
    for (const auto& [changed, signal] : changes)
        if (changed)
            emit (this->*signal)();
}

void LabSession::setError(const QString& e)
{
    Values next = v_;
    next.error = e;
    update(next);
}

bool LabSession::start(const QVariantMap& o)
{
    if (v_.running) {
        setError(tr("A lab run is already going; cancel it first."));
        return false;
    }
    const LabForm form = readLabForm(o);
    if (!form.error.isEmpty()) {
        setError(form.error);
        return false;
    }
    const int games = form.config.games;
    configA_ = form.config;
    configB_ = form.config;
    configB_.rules = form.compare;
    compare_ = form.compare != nullptr;
    Values next = v_;
    next.error.clear();
    next.done = 0;
    next.total = games * (compare_ ? 2 : 1);
    next.secondsLeft = -1;
    next.running = true;
    next.cancelled = false;

    auto out = std::make_shared<Outcome>();
    outcome_ = out;
    const gs::LabConfig ca = configA_, cb = configB_;
    const bool both = compare_;
    // B's games count on from A's, so the progress covers both variants as one run. Started
    // before the values are signalled, so a cancel() from one of their slots stops this run.
    run_.start(next.total, [=](const BackgroundRun::Progress& progress, const std::atomic<bool>* stop) {
        out->a = gs::runLab(ca, progress, stop);
        if (both && !stop->load())
            out->b = gs::runLab(cb, [&](int done) { progress(ca.games + done); }, stop);
    });
    update(next);
    return true;
}

void LabSession::cancel()
{
    if (v_.running)
        run_.cancel();
}

void LabSession::onFinished()
{
    const Outcome& out = *outcome_;
    Values next = v_;
    next.running = false;
    next.cancelled = run_.stopped();
    next.secondsLeft = 0;
    QVariantMap report;
    if (!run_.failure().isEmpty()) {
        next.error = tr("The lab run failed: %1").arg(run_.failure());
    } else if (out.a.empty()) {
        next.error = tr("Cancelled before any game finished.");
    } else {
        const bool both = compare_ && !out.b.empty();
        const gs::LabRunInfo infoA = gs::labRunInfo(configA_), infoB = gs::labRunInfo(configB_);
        next.origin.clear();
        next.done = int(out.a.size() + out.b.size());
        const gs::LabRerun run = gs::labRerunOf(infoA, both ? &infoB : nullptr, configA_.games, gs::VariantRegistry::builtIn());
        report = showReport(next, run, infoA, out.a, both ? &infoB : nullptr, out.b);
    }
    update(next, report.isEmpty() ? nullptr : &report);
    emit finished();
}

QVariantMap LabSession::showReport(Values& next, const gs::LabRerun& run, const gs::LabRunInfo& a, const std::vector<gs::LabGame>& gamesA, const gs::LabRunInfo* b,
                            const std::vector<gs::LabGame>& gamesB)
{
    const gs::LabStats sa = gs::analyseLab(gamesA);
    const gs::LabStats sb = gs::analyseLab(gamesB);
    const QVariantMap report = gs::labReportWithRun(run, a, sa, b, b ? &sb : nullptr).toVariantMap();
    csv_ = gs::labCsvHeader() + gs::labGamesToCsv(QString::fromStdString(a.variant), gamesA);
    if (b)
        csv_ += gs::labGamesToCsv(QString::fromStdString(b->variant), gamesB);
    idA_ = QString::fromStdString(a.variant);
    idB_ = b ? QString::fromStdString(b->variant) : QString();
    reportModel_.show(variantName(idA_), sa, variantName(idB_), b ? std::optional(sb) : std::nullopt);
    next.hasReport = true;
    next.comparing = b != nullptr;
    return report;
}

void LabSession::showRecords(const QVariantMap& report, const gs::LabRunInfo& a, const std::vector<gs::LabGame>& gamesA, const gs::LabRunInfo& b,
                             const std::vector<gs::LabGame>& gamesB, const QString& nameA, const QString& nameB, const QString& origin)
{
    Values next = v_;
    next.origin = origin;
    next.done = next.total = int(gamesA.size() + gamesB.size());
    next.cancelled = false;
    next.error.clear();
    csv_ = gs::labCsvHeader() + gs::labGamesToCsv(nameA, gamesA) + gs::labGamesToCsv(nameB, gamesB);
    idA_ = QString::fromStdString(a.variant);
    idB_ = QString::fromStdString(b.variant);
    reportModel_.show(nameA, gs::analyseLab(gamesA), nameB, gs::analyseLab(gamesB));
    next.hasReport = next.comparing = true;
    update(next, &report);
}

bool LabSession::exportClusterJob(const QVariantMap& o, const QUrl& folder, int shards)
{
    const LabForm form = readLabForm(o);
    if (!form.error.isEmpty()) {
        setError(form.error);
        return false;
    }
    if (shards < 1 || shards > form.config.games) {
        setError(tr("The number of shards must be from 1 to the number of games."));
        return false;
    }
    const QString path = diskfile::localPath(folder);
    if (const QString failed = writeClusterJob(path, clusterJobOf(form, shards)); !failed.isEmpty()) {
        setError(tr("Cannot write %1.").arg(failed));
        return false;
    }
    setError({});
    Notices::instance().post(tr("Exported the cluster job to %1").arg(QDir::toNativeSeparators(path)), path);
    return true;
}

bool LabSession::openResults(const QVariantList& files)
{
    if (v_.running) {
        setError(tr("A lab run is already going; cancel it first."));
        return false;
    }
    try {
        const LabShards read = readLabShards(files);
        const gs::MergedLab& m = read.merged;
        Values next = v_;
        next.origin = read.origin;
        next.done = next.total = int(m.gamesA.size() + m.gamesB.size());
        next.cancelled = false;
        next.error.clear();
        const gs::LabRerun run = gs::labRerunOf(m.a, m.compare ? &m.b : nullptr, int(m.gamesA.size()), gs::VariantRegistry::builtIn(), read.run);
        const QVariantMap report = showReport(next, run, m.a, m.gamesA, m.compare ? &m.b : nullptr, m.gamesB);
        update(next, &report);
    } catch (const gs::ShardError& e) {
        setError(tr("These files are not one whole lab run: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    return true;
}

bool LabSession::save(const QUrl& file, const QByteArray& bytes)
{
    const QString path = diskfile::localPath(file);
    if (QString why; !diskfile::writeWhole(path, bytes, &why)) {
        setError(tr("Cannot write %1: %2").arg(path, why));
        return false;
    }
    setError({});
    Notices::instance().wrote(path, true);
    return true;
}

bool LabSession::exportCsv(const QUrl& file)
{
    if (!hasReport()) {
        setError(tr("Run the lab first; there is nothing to export yet."));
        return false;
    }
    return save(file, csv_.toUtf8());
}

bool LabSession::exportJson(const QUrl& file)
{
    if (!hasReport()) {
        setError(tr("Run the lab first; there is nothing to export yet."));
        return false;
    }
    return save(file, QJsonDocument::fromVariant(report_).toJson());
}
