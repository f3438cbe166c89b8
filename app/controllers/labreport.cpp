#include "labreport.h"

#include "labreportpage.h"
#include "language.h"
#include "notices.h"
#include "strengths.h"

#include "formats/diskfile.h"
#include "formats/labrerun.h"
#include "formats/variantregistry.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>

#include <stdexcept>

namespace {

// A level's name as people read it ("Club", "Verein"); any other AI SPEC as it was typed.
QString playerForPeople(const std::string& spec)
{
    const QString text = QString::fromStdString(spec);
    if (const strengths::Strength* s = strengths::named(text.left(1).toUpper() + text.mid(1)); s && text == text.toLower())
        return strengths::label(*s);
    return text;
}

gs::LabRerun rerunOf(const QVariantMap& report) { return gs::labRerunFromReport(QJsonObject::fromVariantMap(report)); }

}  // namespace

LabReport::LabReport(QObject* parent) : QObject(parent)
{
    connect(&Language::instance(), &Language::changed, this, &LabReport::refresh);
}

void LabReport::setSession(LabSession* s)
{
    if (s == session_)
        return;
    if (session_)
        disconnect(session_, nullptr, this, nullptr);
    session_ = s;
    if (s) {
        connect(s, &LabSession::reportChanged, this, [this] {
            date_ = QDate::currentDate();
            refresh();
        });
        connect(s, &LabSession::runningChanged, this, &LabReport::canRunAgainChanged);
        // The table's names for the variants (the catalogue's), in the verdict too.
        connect(s->reportModel(), &LabReportModel::nameAChanged, this, &LabReport::refresh);
        connect(s->reportModel(), &LabReportModel::nameBChanged, this, &LabReport::refresh);
        date_ = QDate::currentDate();
    }
    refresh();
    emit sessionChanged();
    emit canRunAgainChanged();
}

bool LabReport::canRunAgain() const
{
    return session_ && !session_->running() && session_->report().contains("run");
}

void LabReport::setError(const QString& e)
{
    if (e == error_)
        return;
    error_ = e;
    emit errorChanged();
}

void LabReport::refresh()
{
    QStringList verdict;
    QString header;
    const std::vector<gs::LabStats>* stats = session_ ? &session_->reportModel()->stats() : nullptr;
    const QVariantMap records = session_ ? session_->report().value("records").toMap() : QVariantMap();
    if (stats && stats->size() > 1 && !records.isEmpty()) {  // playtest records (labrecords.h)
        const LabReportModel* m = session_->reportModel();
        const QVariantMap b = session_->report().value("b").toMap();
        verdict = sharing::playtestVerdictText(stats->front(), stats->back());
        header = tr("%1 against %2 · %3 · %4 records; White %5, Black %6, %7 games, seed %8 · %9")
                     .arg(m->nameA(), m->nameB(), records.value("variant").toString())
                     .arg(stats->front().games)
                     .arg(b.value("white").toString(), b.value("black").toString())
                     .arg(stats->back().games)
                     .arg(b.value("seed").toString(), QLocale().toString(date_, QLocale::ShortFormat));
    } else if (stats && !stats->empty() && session_->report().contains("run")) {
        const LabReportModel* m = session_->reportModel();
        const gs::LabRerun run = [&] {
            try {
                return rerunOf(session_->report());
            } catch (const std::invalid_argument&) {
                return gs::LabRerun{};
            }
        }();
        const gs::LabStats* b = stats->size() > 1 ? &stats->back() : nullptr;
        verdict = sharing::labVerdictText(stats->front(), b, run.whiteSpec, run.blackSpec, m->nameA(), m->nameB(), &run);
        const QLocale locale;
        const QString games = b ? tr("%1 games per variant").arg(locale.toString(stats->front().games))
                                : tr("%1 games").arg(locale.toString(stats->front().games));
        header = tr("%1 · White %2, Black %3 · %4 · seed %5 · %6 · %7")
                     .arg(b ? tr("%1 against %2").arg(m->nameA(), m->nameB()) : m->nameA(), playerForPeople(run.whiteSpec),
                          playerForPeople(run.blackSpec), games, QString::number(run.seed), run.program,
                          locale.toString(date_, QLocale::ShortFormat));
    }
    if (verdict != verdict_) {
        verdict_ = verdict;
        emit verdictChanged();
    }
    if (header != header_) {
        header_ = header;
        emit headerChanged();
    }
    emit canRunAgainChanged();
}

bool LabReport::start(const QVariantMap& report)
{
    if (!session_)
        return false;
    gs::LabRerun run;
    try {
        run = rerunOf(report);
    } catch (const std::invalid_argument& e) {
        setError(tr("This report cannot be run again: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    // Only the very variant files the report carries give the very same games.
    const gs::VariantRegistry& registry = gs::VariantRegistry::builtIn();
    for (const auto& [id, file] : {std::pair(run.variant, run.variantFile), std::pair(run.compare, run.compareFile)}) {
        if (id.isEmpty())
            continue;
        if (!registry.find(id.toStdString()) || gs::reportVariantFile(registry.document(id.toStdString())) != file) {
            setError(tr("The variant “%1” here is not the one this report played (it is missing or has changed). "
                        "goalscorer-cli lab --rerun plays the report's own copy.").arg(id));
            return false;
        }
    }
    setError({});
    const QVariantMap options{{"variant", run.variant},
                              {"compare", run.compare},
                              {"white", QString::fromStdString(run.whiteSpec)},
                              {"black", QString::fromStdString(run.blackSpec)},
                              {"games", run.games},
                              {"seed", QString::number(run.seed)}};
    return session_->start(options);
}

bool LabReport::runAgain()
{
    if (!session_ || !session_->hasReport()) {
        setError(tr("Run the lab first; there is no report to run again."));
        return false;
    }
    return start(session_->report());
}

bool LabReport::runReportFile(const QUrl& file)
{
    const QString path = diskfile::localPath(file);
    QFile f(path);
    QJsonParseError parse;
    const QJsonDocument doc = f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.read(64 << 20), &parse) : QJsonDocument();
    if (!doc.isObject()) {
        setError(tr("%1 is not a lab report.").arg(QFileInfo(path).fileName()));
        return false;
    }
    return start(doc.object().toVariantMap());
}

bool LabReport::exportHtml(const QUrl& file)
{
    if (!session_ || !session_->hasReport()) {
        setError(tr("Run the lab first; there is nothing to export yet."));
        return false;
    }
    const std::vector<gs::LabStats>& stats = session_->reportModel()->stats();
    sharing::LabReportData d;
    try {
        d.run = rerunOf(session_->report());
    } catch (const std::invalid_argument& e) {
        setError(QString::fromUtf8(e.what()));
        return false;
    }
    d.verdict = verdict_;
    d.nameA = session_->reportModel()->nameA();
    d.nameB = session_->reportModel()->nameB();
    d.a = stats.front();
    if (stats.size() > 1)
        d.b = stats.back();
    d.json = QJsonDocument::fromVariant(session_->report()).toJson();
    d.date = date_.toString(Qt::ISODate);
    d.language = Language::instance().active();
    const QString path = diskfile::localPath(file);
    if (QString why; !sharing::writeLabReportPage(path, d, &why)) {
        setError(tr("Cannot write %1: %2").arg(path, why));
        return false;
    }
    setError({});
    Notices::instance().wrote(path, true);
    return true;
}
