#include "labrerun.h"

#include "labexport.h"
#include "../lab/verdict.h"

#include <QJsonArray>

#include <QCoreApplication>

#include <stdexcept>

namespace gs {

QString labProgram()
{
    const QString version = QCoreApplication::applicationVersion();
    return QStringLiteral("GOALSCORER") + (version.isEmpty() ? QString() : QStringLiteral(" ") + version);
}

QJsonObject reportVariantFile(const QJsonObject& doc)
{
    QJsonObject file = doc;
    file.remove("parent");
    return file;
}

LabRerun labRerunOf(const LabRunInfo& a, const LabRunInfo* b, int games, const VariantRegistry& registry,
                    const QJsonObject& shardRun)
{
    auto file = [&](const std::string& id, const char* digestKey) {
        const QJsonObject doc = registry.document(id);
        // A shard's digest is of the document its machine registered: with "parent" where it had
        // the parent, without where it read a cluster job's standalone file.
        const QString digest = shardRun.value(digestKey).toString();
        if (doc.isEmpty() || (shardRun.contains(digestKey) && digest != variantDigest(doc) && digest != variantDigest(reportVariantFile(doc))))
            return QJsonObject();
        return reportVariantFile(doc);
    };
    LabRerun r;
    r.program = labProgram();
    r.whiteSpec = a.whiteSpec;
    r.blackSpec = a.blackSpec;
    r.games = games;
    r.seed = a.seed;
    r.variant = QString::fromStdString(a.variant);
    r.variantFile = file(a.variant, "variant_sha256");
    if (b) {
        r.compare = QString::fromStdString(b->variant);
        r.compareFile = file(b->variant, "compare_sha256");
    }
    return r;
}

QJsonObject labRerunToJson(const LabRerun& r)
{
    QJsonObject o;
    o["program"] = r.program;
    o["white"] = QString::fromStdString(r.whiteSpec);
    o["black"] = QString::fromStdString(r.blackSpec);
    o["games"] = r.games;
    o["seed"] = QString::number(r.seed);
    o["variant"] = r.variant;
    o["variant_file"] = r.variantFile;
    if (!r.compare.isEmpty()) {
        o["compare"] = r.compare;
        o["compare_file"] = r.compareFile;
    }
    return o;
}

LabRerun labRerunFromReport(const QJsonObject& report)
{
    auto bad = [](const char* what) { throw std::invalid_argument(std::string("the report's run: ") + what); };
    if (!report.value("run").isObject())
        bad("missing (a report from an older version cannot be run again)");
    const QJsonObject o = report.value("run").toObject();
    LabRerun r;
    r.program = o.value("program").toString();
    if (!o.value("white").isString() || !o.value("black").isString())
        bad("\"white\" and \"black\" must be AI SPECs");
    r.whiteSpec = o.value("white").toString().toStdString();
    r.blackSpec = o.value("black").toString().toStdString();
    r.games = o.value("games").toInt(0);
    if (r.games < 1 || r.games > 100000)
        bad("\"games\" must be from 1 to 100000");
    bool ok = false;
    r.seed = o.value("seed").toString().toULongLong(&ok);
    if (!ok)
        bad("\"seed\" must be a whole number in a string");
    r.variant = o.value("variant").toString();
    r.variantFile = o.value("variant_file").toObject();
    if (r.variant.isEmpty() || r.variantFile.value("id").toString() != r.variant)
        bad("\"variant_file\" must be the file of \"variant\"");
    r.compare = o.value("compare").toString();
    r.compareFile = o.value("compare_file").toObject();
    if (!r.compare.isEmpty() && r.compareFile.value("id").toString() != r.compare)
        bad("\"compare_file\" must be the file of \"compare\"");
    return r;
}

std::optional<std::pair<Variant, Variant>> comparedVariants(const LabRerun& run)
{
    if (run.compare.isEmpty() || run.variantFile.isEmpty() || run.compareFile.isEmpty())
        return std::nullopt;
    try {
        return std::pair{variantFromJson(run.variantFile, run.variant), variantFromJson(run.compareFile, run.compare)};
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

QJsonObject labReportWithRun(const LabRerun& run, const LabRunInfo& a, const LabStats& sa, const LabRunInfo* b, const LabStats* sb)
{
    QJsonObject o = labReportToJson(a, sa, b, sb);
    o["run"] = labRerunToJson(run);
    const std::optional<std::pair<Variant, Variant>> both = b && sb ? comparedVariants(run) : std::nullopt;
    const LabVerdict v = !b || !sb ? singleVerdict(sa, a.whiteSpec, a.blackSpec)
                         : both   ? comparisonVerdict(sa, *sb, a.variant, b->variant, both->first, both->second)
                                  : comparisonVerdict(sa, *sb, a.variant, b->variant);
    QJsonArray sentences;
    for (const Sentence& s : v.sentences)
        sentences.append(QString::fromStdString(english(s)));
    o["verdict"] = sentences;
    return o;
}

}  // namespace gs
