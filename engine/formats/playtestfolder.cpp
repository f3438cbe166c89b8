#include "playtestfolder.h"

#include "diskfile.h"
#include "labexport.h"
#include "../lab/verdict.h"

#include <QDir>
#include <QJsonArray>

namespace gs {

std::vector<PlaytestFile> readPlaytestFolder(const QString& folder)
{
    std::vector<PlaytestFile> out;
    const QDir dir(folder);
    for (const QString& name : dir.entryList(QDir::Files | QDir::System | QDir::Hidden, QDir::Name)) {
        if (!name.endsWith(QStringLiteral(".gsr"), Qt::CaseInsensitive))
            continue;
        PlaytestFile f;
        f.name = name.toStdString();
        QString why;
        if (const auto bytes = diskfile::readLimited(dir.filePath(name), diskfile::kMaxRecordBytes, &why))
            f.text = bytes->toStdString();
        else
            f.error = (why.isEmpty() ? QStringLiteral("cannot be read") : why).toStdString();
        out.push_back(std::move(f));
    }
    return out;
}

QJsonObject playtestRecordsToJson(const PlaytestRecords& r, const QString& folder)
{
    QJsonArray used, skipped;
    for (const std::string& name : r.used)
        used.append(QString::fromStdString(name));
    for (const SkippedRecord& s : r.skipped)
        skipped.append(QJsonObject{{"file", QString::fromStdString(s.name)},
                                   {"reason", QString::fromStdString(skipReasonText(s))},
                                   {"why", QString::fromLatin1(skipReasonKey(s.why))}});
    return {{"folder", folder}, {"variant", QString::fromStdString(r.variant)}, {"used", used}, {"skipped", skipped}};
}

QJsonObject playtestReportJson(const PlaytestRecords& records, const QString& folder, const LabRunInfo& a, const LabStats& sa,
                               const LabRunInfo& b, const LabStats& sb)
{
    QJsonObject o = labReportToJson(a, sa, &b, &sb);
    o["records"] = playtestRecordsToJson(records, folder);
    QJsonArray sentences;
    for (const Sentence& s : playtestVerdict(sa, sb).sentences)
        sentences.append(QString::fromStdString(english(s)));
    o["verdict"] = sentences;
    return o;
}

}  // namespace gs
