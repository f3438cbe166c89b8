#include "labshards.h"

#include "formats/diskfile.h"
#include "formats/shardfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>

LabShards readLabShards(const QVariantList& files)
{
    std::vector<gs::ShardLine> lines;
    QStringList names;
    for (const QVariant& v : files) {
        const QUrl url = v.userType() == QMetaType::QUrl ? v.toUrl() : QUrl(v.toString());
        const QString path = diskfile::localPath(url);
        if (!QFileInfo(path).isFile())
            throw gs::ShardError(QCoreApplication::translate("LabSession", "%1: no such file").arg(path).toStdString());
        gs::ShardFile f = gs::readShardFile(path, "lab");
        if (f.unfinishedTail)
            throw gs::ShardError(QCoreApplication::translate("LabSession", "%1: its last game is unfinished; run that shard again to complete it.").arg(QFileInfo(path).fileName()).toStdString());
        lines.insert(lines.end(), f.lines.begin(), f.lines.end());
        names << QFileInfo(path).fileName();
    }
    LabShards out;
    out.merged = gs::mergeLabShards(lines);
    out.run = lines.front().run;
    out.origin = names.size() <= 3 ? names.join(", ") : QCoreApplication::translate("LabSession", "%1 shard files in %2").arg(names.size()).arg(QFileInfo(lines.front().file).absolutePath());
    return out;
}
