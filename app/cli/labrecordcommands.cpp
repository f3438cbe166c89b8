// lab --records DIR: the playtest records report.
#include "labrecordcommands.h"

#include "formats/playtestfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

namespace cli {

int runLabRecords(Context& ctx, const QCommandLineParser& p)
{
    for (const char* option : {"compare", "sweep", "shard", "out", "rerun", "csv", "html"})
        if (p.isSet(option))
            throw Failure{BadInput, QString("--records cannot be used with --%1").arg(option)};
    const QString folder = p.value("records");
    if (!QFileInfo(folder).isDir())
        throw Failure{BadInput, folder + ": no such folder"};
    std::string variant;
    if (p.isSet("variant"))
        variant = ctx.variant(p.value("variant")).id();
    const gs::PlaytestRecords records = gs::readPlaytestRecords(gs::readPlaytestFolder(folder), ctx.registry.lookup(), variant);
    if (records.games.empty()) {
        QStringList why;
        for (const gs::SkippedRecord& s : records.skipped)
            why << QString::fromStdString(s.name + ": " + gs::skipReasonText(s));
        throw Failure{BadInput, QString("%1: no finished game record to report%2").arg(folder, why.isEmpty() ? QString() : " (skipped " + why.join("; ") + ")")};
    }

    gs::LabConfig b;
    b.rules = &ctx.variant(QString::fromStdString(records.variant));
    b.whiteSpec = p.value("white").toStdString();  // kLabDefaultPlayer unless given
    b.blackSpec = p.value("black").toStdString();
    ctx.player(QString::fromStdString(b.whiteSpec));
    ctx.player(QString::fromStdString(b.blackSpec));
    b.games = ctx.positiveInt(p, "games", int(records.games.size()));
    if (b.games > 100000)
        throw Failure{BadInput, "--games must be at most 100000"};
    b.seed = ctx.seed(p, "seed", 1);
    b.jobs = ctx.positiveInt(p, "jobs", std::max(1, QThread::idealThreadCount()));
    const std::vector<gs::LabGame> computer = gs::runLab(b);

    const gs::LabRunInfo infoA{records.variant, "records", "records", 0};
    const gs::LabRunInfo infoB = gs::labRunInfo(b);
    const gs::LabStats sa = gs::analyseLab(records.games);
    const gs::LabStats sb = gs::analyseLab(computer);
    const QJsonObject report = gs::playtestReportJson(records, folder, infoA, sa, infoB, sb);
    if (p.isSet("report"))
        writeWholeFile(p.value("report"), QJsonDocument(report).toJson());
    if (p.isSet("json")) {
        ctx.out << QJsonDocument(report).toJson(QJsonDocument::Compact) << '\n';
        return Ok;
    }
    ctx.out << QString("Playtest records in %1: %2 used, %3 skipped (variant %4)\n")
                   .arg(QDir::toNativeSeparators(folder))
                   .arg(records.used.size())
                   .arg(records.skipped.size())
                   .arg(QString::fromStdString(records.variant));
    for (const gs::SkippedRecord& s : records.skipped)
        ctx.out << "  skipped " << QString::fromStdString(s.name) << ": " << QString::fromStdString(gs::skipReasonText(s)) << '\n';
    for (const QJsonValue& sentence : report.value("verdict").toArray())
        ctx.out << sentence.toString() << '\n';
    ctx.out << "Your games (the records):\n";
    printLabRun(ctx.out, infoA, sa);
    ctx.out << "Computer games:\n";
    printLabRun(ctx.out, infoB, sb);
    printLabComparison(ctx.out, gs::kPlaytestNameA, sa, gs::kPlaytestNameB, sb);
    return Ok;
}

}  // namespace cli
