#include "shardio.h"

#include <QFileInfo>

namespace cli {

ShardChoice shardChoice(const QCommandLineParser& p)
{
    if (!p.isSet("shard"))
        return {};
    const QStringList parts = p.value("shard").split('/');
    bool okK = false, okN = false;
    const int k = parts.size() == 2 ? parts[0].toInt(&okK) : 0;
    const int n = parts.size() == 2 ? parts[1].toInt(&okN) : 0;
    if (!okK || !okN || n < 1 || n > 100000 || k < 1 || k > n)
        throw Failure{BadInput, "--shard must be K/N with 1 <= K <= N (e.g. 2/8), got \"" + p.value("shard") + "\""};
    return {k, n};
}

QString ShardOutput::key(int game, bool partB) { return QString::number(game) + (partB ? "b" : ""); }

QString ShardOutput::sweepKey(int game, int value) { return QString::number(game) + "@" + QString::number(value); }

QString ShardOutput::key(const QJsonObject& game)
{
    if (game.contains("value"))
        return sweepKey(game.value("game").toInt(), game.value("value").toInt());
    return key(game.value("game").toInt(), game.value("part").toString() == "b");
}

ShardOutput::ShardOutput(const QString& path, const QString& kind, const QJsonObject& run, ShardChoice choice)
    : path_(path), kind_(kind), run_(run), choice_(choice), file_(path)
{
    gs::ShardFile existing;
    try {
        existing = gs::readShardFile(path, kind);
    } catch (const gs::ShardError& e) {
        throw Failure{BadInput, QString::fromUtf8(e.what()) + " (choose another --out, or remove the file)"};
    }
    for (const gs::ShardLine& l : existing.lines) {
        if (l.run != run)
            throw Failure{BadInput, QString("%1 holds games of another run (line %2, %3); choose another --out, or remove the file")
                                        .arg(path).arg(l.line).arg(gs::firstRunDifference(l.run, run))};
        if (l.shard != choice.shard || l.shards != choice.shards)
            throw Failure{BadInput, QString("%1 holds shard %2/%3 of this run, not %4/%5; choose another --out")
                                        .arg(path).arg(l.shard).arg(l.shards).arg(choice.shard).arg(choice.shards)};
        done_.insert(key(l.game));
    }
    if (!file_.open(QIODevice::ReadWrite))
        throw Failure{BadInput, "cannot write " + path + ": " + file_.errorString()};
    if (existing.unfinishedTail && !file_.resize(existing.completeBytes))
        throw Failure{BadInput, "cannot cut the unfinished last line of " + path + ": " + file_.errorString()};
    file_.seek(file_.size());
}

void ShardOutput::append(const QJsonObject& game)
{
    const QByteArray line = gs::shardLineText(kind_, run_, choice_.shard, choice_.shards, game);
    if (file_.write(line) != line.size() || !file_.flush())
        throw Failure{BadInput, "cannot write " + path_ + ": " + file_.errorString()};
    done_.insert(key(game));
}

std::vector<gs::ShardLine> readShardsForMerge(const QStringList& paths, const QString& kind)
{
    if (paths.isEmpty())
        throw Failure{BadInput, "name the shard files to merge, e.g. " + kind + " merge shards/*.jsonl"};
    std::vector<gs::ShardLine> lines;
    QSet<QString> seen;
    for (const QString& path : paths) {
        if (!QFileInfo(path).isFile())
            throw Failure{BadInput, path + ": no such file"};
        if (seen.contains(QFileInfo(path).canonicalFilePath()))
            throw Failure{BadInput, path + " is named twice"};
        seen.insert(QFileInfo(path).canonicalFilePath());
        try {
            gs::ShardFile f = gs::readShardFile(path, kind);
            if (f.unfinishedTail)
                throw Failure{BadInput, path + ": its last line is unfinished (the shard is still running or was cut off; run it again to resume, then merge)"};
            for (gs::ShardLine& l : f.lines)
                lines.push_back(std::move(l));
        } catch (const gs::ShardError& e) {
            throw Failure{BadInput, QString::fromUtf8(e.what())};
        }
    }
    return lines;
}

QString programName() { return QStringLiteral("goalscorer-cli " GOALSCORER_VERSION); }

}  // namespace cli
