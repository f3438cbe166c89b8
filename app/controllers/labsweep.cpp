#include "labsweep.h"

#include "sweepcharts.h"
#include "sweepverdict.h"
#include "sweepreportpage.h"
#include "localizedtext.h"

#include "notices.h"
#include "formats/diskfile.h"
#include "formats/labexport.h"

#include <QFileInfo>
#include <QJsonDocument>

#include "labplayers.h"
#include "language.h"
#include "variantfields.h"

#include "formats/labrerun.h"
#include "formats/sweepexport.h"
#include "formats/sweepvariants.h"
#include "formats/variantregistry.h"

#include <QThread>

#include <numeric>

LabSweep::LabSweep(QObject* parent) : QObject(parent)
{
    connect(&run_, &BackgroundRun::progressed, this, [this](int done, double secondsLeft) {
        if (!v_.running)
            return;
        Values next = v_;
        next.done = done;
        next.secondsLeft = secondsLeft;
        update(next);
    });
    connect(&run_, &BackgroundRun::finished, this, &LabSweep::onFinished);
    connect(&Language::instance(), &Language::changed, this, [this] {
        if (report_.isEmpty())
            return;
        buildCharts();
        emit chartsChanged();
    });
}

QVariantList LabSweep::fieldsOf(const QString& variantId) const
{
    const QJsonObject doc = gs::VariantRegistry::builtIn().document(variantId.toStdString());
    QVariantList out;
    if (doc.isEmpty())
        return out;
    for (const gs::NumericVariantField& f : gs::numericVariantFields()) {
        const QString path = QString::fromLatin1(f.path);
        out << QVariantMap{{"field", path}, {"label", variantFieldLabel(path)}, {"value", gs::numericFieldValue(doc, path)}};
    }
    return out;
}

QString LabSweep::fieldLabel() const
{
    return field_.isEmpty() ? QString() : variantFieldLabel(field_);
}

QVariantList LabSweep::values() const
{
    return sweepcharts::values(QJsonObject::fromVariantMap(report_));
}

void LabSweep::update(const Values& next)
{
    using Signal = void (LabSweep::*)();
    const std::pair<bool, Signal> changes[] = {
        {next.running != v_.running, &LabSweep::runningChanged},
        {next.done != v_.done, &LabSweep::doneChanged},
        {next.total != v_.total, &LabSweep::totalChanged},
        {next.secondsLeft != v_.secondsLeft, &LabSweep::secondsLeftChanged},
        {next.hasReport != v_.hasReport, &LabSweep::hasReportChanged},
        {next.cancelled != v_.cancelled, &LabSweep::cancelledChanged},
        {next.error != v_.error, &LabSweep::errorChanged},
    };
    v_ = next;
    for (const auto& [changed, signal] : changes)
        if (changed)
            emit (this->*signal)();
}

void LabSweep::setError(const QString& e)
{
    Values next = v_;
    next.error = e;
    update(next);
}

bool LabSweep::start(const QVariantMap& o)
{
    if (v_.running) {
        setError(tr("A sweep is already going; cancel it first."));
        return false;
    }
    const QString variant = o.value("variant", "classic").toString();
    const gs::Rules* rules = gs::VariantRegistry::builtIn().find(variant.toStdString());
    if (!rules) {
        setError(tr("Unknown variant \"%1\".").arg(variant));
        return false;
    }
    bool ok = false;
    const int games = o.value("games", 200).toInt(&ok);
    if (!ok || games < 1 || games > 10000) {
        setError(tr("The number of games must be from 1 to 10000."));
        return false;
    }
    const quint64 seed = o.value("seed", 1).toString().toULongLong(&ok);
    if (!ok) {
        setError(tr("The seed must be a whole number."));
        return false;
    }
    gs::LabConfig c;
    c.rules = rules;
    c.games = games;
    c.seed = seed;
    c.whiteSpec = o.value("white", "random").toString().toStdString();
    c.blackSpec = o.value("black", "random").toString().toStdString();
    c.jobs = std::max(1, QThread::idealThreadCount());
    if (const QString problem = labplayers::problem(c.whiteSpec, c.blackSpec); !problem.isEmpty()) {
        setError(problem);
        return false;
    }
    // The form's own words for the form's mistakes (the engine's message quotes the CLI's
    // sweep syntax, "starGoals=5:1:1"); what else is wrong (a value the variant refuses) is
    // the engine's message, in the variant files' language (English), as the editor shows it.
    const int from = o.value("from").toInt(), to = o.value("to").toInt(), step = o.value("step", 1).toInt();
    if (to <= from) {
        setError(tr("The sweep cannot run: its last value (%1) must be above its first (%2).").arg(to).arg(from));
        return false;
    }
    if (step < 1) {
        setError(tr("The sweep cannot run: its step must be 1 or more."));
        return false;
    }
    gs::SweepSpec spec;
    std::vector<gs::SweepValue> values;
    try {
        spec = gs::makeSweepSpec(o.value("field").toString().toStdString(), from, to, step);
        values = gs::sweepVariants(gs::VariantRegistry::builtIn().document(rules->id()), spec);
    } catch (const gs::SweepSpecError& e) {
        setError(tr("The sweep cannot run: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    base_ = c;
    spec_ = spec;
    sweepValues_ = values;
    Values next = v_;
    next.error.clear();
    next.done = 0;
    next.total = games * int(values.size());
    next.secondsLeft = -1;
    next.running = true;
    next.cancelled = false;

    std::vector<int> all(static_cast<size_t>(games));
    std::iota(all.begin(), all.end(), 0);
    auto out = std::make_shared<Outcome>();
    outcome_ = out;
    // Started before the values are signalled, so a cancel() from one of their slots stops it.
    run_.start(next.total, [=](const BackgroundRun::Progress& progress, const std::atomic<bool>* stop) {
        out->points = gs::runSweep(c, values, all, [&](int, const gs::LabGame&, int done) { progress(done); }, stop);
    });
    update(next);
    return true;
}

void LabSweep::cancel()
{
    if (v_.running)
        run_.cancel();
}

void LabSweep::onFinished()
{
    Outcome out = std::move(*outcome_);
    Values next = v_;
    next.running = false;
    next.cancelled = run_.stopped();
    next.secondsLeft = 0;
    // A value cancelled before it started has no games: the chart shows the values played.
    std::erase_if(out.points, [](const gs::SweepPoint& p) { return p.games.empty(); });
    if (!run_.failure().isEmpty()) {
        next.error = tr("The sweep failed: %1").arg(run_.failure());
    } else if (out.points.empty()) {
        next.error = tr("Cancelled before any game finished.");
    } else {
        int played = 0;
        for (const gs::SweepPoint& p : out.points)
            played += int(p.games.size());
        next.done = played;
        next.hasReport = true;
        stats_ = gs::analyseSweep(out.points);
        field_ = QString::fromStdString(spec_.field);
        report_ = gs::sweepReportToJson(gs::labRunInfo(base_), spec_, stats_).toVariantMap();
        csv_ = gs::labCsvHeader() + gs::sweepGamesToCsv(gs::labRunInfo(base_), spec_, out.points);
        setOrigin({});  // played here
        buildCharts();
    }
    const bool report = next.hasReport && next.error.isEmpty();
    update(next);
    if (report)
        emit chartsChanged();
    emit finished();
}

void LabSweep::buildCharts()
{
    charts_ = sweepcharts::charts(QJsonObject::fromVariantMap(report_));
}

bool LabSweep::save(const QUrl& file, const QByteArray& bytes)
{
    if (!v_.hasReport) {
        setError(tr("Run the sweep first; there is nothing to export yet."));
        return false;
    }
    const QString path = diskfile::localPath(file);
    if (QString why; !diskfile::writeWhole(path, bytes, &why)) {
        setError(tr("Cannot write %1: %2").arg(path, why));
        return false;
    }
    setError({});
    Notices::instance().wrote(path, true);
    return true;
}

bool LabSweep::exportCsv(const QUrl& file)
{
    if (v_.hasReport && !origin_.isEmpty()) {
        setError(tr("%1 is a sweep's report, which holds no games: export its JSON or its report instead.").arg(origin_));
        return false;
    }
    return save(file, csv_.toUtf8());
}

void LabSweep::setOrigin(const QString& o)
{
    if (o == origin_)
        return;
    origin_ = o;
    emit originChanged();
}

bool LabSweep::exportJson(const QUrl& file)
{
    return save(file, QJsonDocument::fromVariant(report_).toJson());
}

bool LabSweep::holdsSweep(const QUrl& file) const
{
    const auto bytes = diskfile::readLimited(diskfile::localPath(file), kMaxReportBytes);
    return bytes && QJsonDocument::fromJson(*bytes).object()["sweep"].isObject();
}

bool LabSweep::openReport(const QUrl& file)
{
    if (v_.running) {
        setError(tr("A sweep is already going; cancel it first."));
        return false;
    }
    const QString path = diskfile::localPath(file);
    const QString name = QFileInfo(path).fileName();
    QString why;
    const auto bytes = diskfile::readLimited(path, kMaxReportBytes, &why);
    if (!bytes) {
        setError(tr("%1 cannot be read: %2").arg(name, why));
        return false;
    }
    QJsonParseError parsed;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parsed);
    const QString problem = parsed.error != QJsonParseError::NoError ? parsed.errorString() : !doc.isObject() ? QStringLiteral("not a JSON object") : sweepcharts::problem(doc.object());
    if (!problem.isEmpty()) {
        setError(tr("%1 is not a sweep's report: %2").arg(name, problem));
        return false;  // the sweep on show stays
    }
    report_ = doc.object().toVariantMap();
    field_ = doc.object()["sweep"].toObject()["field"].toString();
    stats_.clear();
    csv_.clear();  // a report holds no games: Export CSV has none to write
    setOrigin(name);
    buildCharts();
    Values next = v_;
    next.error.clear();
    next.hasReport = true;
    next.cancelled = false;
    next.done = 0;
    next.total = 0;
    update(next);
    emit chartsChanged();
    return true;
}

QString LabSweep::differences() const
{
    return report_.isEmpty() ? QString() : sweepverdict::differences(QJsonObject::fromVariantMap(report_));
}

QString LabSweep::edgeWithin(double bound) const
{
    return report_.isEmpty() ? QString() : sweepverdict::edgeWithin(QJsonObject::fromVariantMap(report_), std::clamp(bound, 0.5, 50.0));
}

bool LabSweep::exportReport(const QUrl& file, double bound)
{
    if (!v_.hasReport)
        return save(file, {});  // says there is nothing yet
    sharing::SweepReportData d;
    d.report = QJsonObject::fromVariantMap(report_);
    d.verdict = {differences(), edgeWithin(bound)};
    const QString id = d.report["variant"].toString();
    const gs::Rules* rules = gs::VariantRegistry::builtIn().find(id.toStdString());
    d.variantName = rules ? localizedText(rules->variant().name, rules->variant().nameIn) : id;
    d.fieldLabel = fieldLabel();
    d.program = gs::labProgram();
    d.language = Language::instance().active();
    return save(file, sharing::sweepReportPage(d));
}
