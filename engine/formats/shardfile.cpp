#include "shardfile.h"
#include "diskfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QStringList>

#include <map>

namespace gs {

namespace {

const char* kFormat = "goalscorer-shard";

QString where(const ShardLine& l) { return QString("%1 line %2").arg(QFileInfo(l.file).fileName()).arg(l.line); }

// "1, 2, 5 and 7" (at most `most` items, then "and N more").
QString listOf(const QStringList& items, int most = 8)
{
    QStringList shown = items.mid(0, most);
    if (items.size() > most)
        shown << QString("%1 more").arg(items.size() - most);
    if (shown.size() == 1)
        return shown.front();
    const QString last = shown.takeLast();
    return shown.join(", ") + " and " + last;
}

}  // namespace

QString firstRunDifference(const QJsonObject& a, const QJsonObject& b)
{
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    keys.sort();
    for (const QString& k : keys)
        if (a.value(k) != b.value(k)) {
            auto text = [](const QJsonValue& v) {
                if (v.isUndefined())
                    return QString("(none)");
                if (v.isString())
                    return v.toString();
                return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
            };
            return QString("%1: %2 vs %3").arg(k, text(a.value(k)), text(b.value(k)));
        }
    return {};
}

QByteArray shardLineText(const QString& kind, const QJsonObject& run, int shard, int shards, const QJsonObject& game)
{
    QJsonObject o;
    o["format"] = kFormat;
    o["version"] = kShardFormatVersion;
    o["kind"] = kind;
    o["run"] = run;
    o["shard"] = QJsonArray{shard, shards};
    o["game"] = game;
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

ShardFile readShardFile(const QString& path, const QString& kind)
{
    ShardFile out;
    QFile f(path);
    if (!f.exists())
        return out;
    QString why;
    const auto bytes = diskfile::readLimited(path, diskfile::kMaxResultsBytes, &why);
    if (!bytes)
        throw ShardError(QString("%1: cannot read: %2").arg(path, why).toStdString());
    return parseShardFile(*bytes, path, kind);
}

ShardFile parseShardFile(const QByteArray& all, const QString& path, const QString& kind)
{
    ShardFile out;
    const QString name = QFileInfo(path).fileName();
    qint64 pos = 0;
    int lineNo = 0;
    while (pos < all.size()) {
        const qint64 nl = all.indexOf('\n', pos);
        ++lineNo;
        if (nl < 0) {
            out.unfinishedTail = true;  // cut off mid-write: the game is played again
            break;
        }
        const QByteArray text = all.mid(pos, nl - pos).trimmed();
        pos = nl + 1;
        if (text.isEmpty()) {
            out.completeBytes = pos;
            continue;
        }
        auto bad = [&](const QString& problem) {
            return ShardError(QString("%1 line %2: %3").arg(name).arg(lineNo).arg(problem).toStdString());
        };
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
        if (!doc.isObject())
            throw bad("not a JSON object (" + error.errorString() + ")");
        const QJsonObject o = doc.object();
        if (o.value("format").toString() != kFormat)
            throw bad(QString("not a GOALSCORER shard line (\"format\" must be \"%1\")").arg(kFormat));
        if (o.value("version").toInt(-1) != kShardFormatVersion)
            throw bad(QString("format version %1; this program reads version %2").arg(o.value("version").toVariant().toString()).arg(kShardFormatVersion));
        ShardLine l;
        l.kind = o.value("kind").toString();
        if (l.kind != kind)
            throw bad(QString("a game of a %1 run, not of a %2 run").arg(l.kind.isEmpty() ? "unknown" : l.kind, kind));
        const QJsonArray shard = o.value("shard").toArray();
        l.shard = shard.size() == 2 ? shard[0].toInt(0) : 0;
        l.shards = shard.size() == 2 ? shard[1].toInt(0) : 0;
        if (l.shards < 1 || l.shard < 1 || l.shard > l.shards)
            throw bad("shard: must be [K, N] with 1 <= K <= N");
        if (!o.value("run").isObject() || !o.value("game").isObject())
            throw bad("\"run\" and \"game\" must be objects");
        l.run = o.value("run").toObject();
        l.game = o.value("game").toObject();
        l.file = path;
        l.line = lineNo;
        out.lines.push_back(std::move(l));
        out.completeBytes = pos;
    }
    return out;
}

int shardWholeNumber(const QJsonValue& v, const char* field, int low, int high)
{
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < low || d > high || d != double(static_cast<long long>(d)))
        throw std::invalid_argument(std::string(field) + ": must be a whole number from " + std::to_string(low) + " to " + std::to_string(high));
    return int(d);
}

Result shardResult(const QJsonValue& v)
{
    const QString r = v.toString();
    if (r == "1-0")
        return Result::WhiteWins;
    if (r == "0-1")
        return Result::BlackWins;
    if (r == "1/2-1/2")
        return Result::Draw;
    throw std::invalid_argument("result: must be 1-0, 0-1 or 1/2-1/2");
}

std::vector<const ShardLine*> mergeShardLines(const std::vector<ShardLine>& lines,
                                              const std::function<std::vector<ExpectedGame>(const QJsonObject&, int)>& expected,
                                              const std::function<QString(const QJsonObject&)>& keyOf)
{
    if (lines.empty())
        throw ShardError("the shard files hold no games");
    const ShardLine& first = lines.front();
    std::map<QString, const ShardLine*> byKey;
    for (const ShardLine& l : lines) {
        if (l.run != first.run)
            throw ShardError(QString("%1 belongs to another run than %2 (%3)").arg(where(l), where(first), firstRunDifference(first.run, l.run)).toStdString());
        if (l.shards != first.shards)
            throw ShardError(QString("%1 is from a split into %2 shards, %3 from a split into %4").arg(where(l)).arg(l.shards).arg(where(first)).arg(first.shards).toStdString());
        const QString key = keyOf(l.game);
        const auto [it, added] = byKey.emplace(key, &l);
        if (!added)
            throw ShardError(QString("%1 appears twice: %2 and %3").arg(key, where(*it->second), where(l)).toStdString());
    }
    const std::vector<ExpectedGame> want = expected(first.run, first.shards);
    std::map<int, QStringList> missingByShard;
    std::map<int, int> wantedByShard;
    QSet<QString> wanted;
    for (const ExpectedGame& e : want) {
        ++wantedByShard[e.shard];
        wanted.insert(e.key);
        const auto it = byKey.find(e.key);
        if (it == byKey.end())
            missingByShard[e.shard] << e.key;
        else if (it->second->shard != e.shard)
            throw ShardError(QString("%1: %2 belongs to shard %3/%4, but the line says %5/%4").arg(where(*it->second), e.key).arg(e.shard).arg(first.shards).arg(it->second->shard).toStdString());
    }
    for (const auto& [key, line] : byKey)
        if (!wanted.contains(key))
            throw ShardError(QString("%1: %2 is not part of this run").arg(where(*line), key).toStdString());
    if (!missingByShard.empty()) {
        QStringList whole, partial;
        for (const auto& [shard, keys] : missingByShard) {
            if (keys.size() == wantedByShard[shard])
                whole << QString("%1/%2").arg(shard).arg(first.shards);
            else
                partial << QString("shard %1/%2 lacks %3").arg(shard).arg(first.shards).arg(listOf(keys));
        }
        QStringList parts;
        if (!whole.isEmpty())
            parts << QString("%1 %2 missing").arg(whole.size() == 1 ? "shard" : "shards", listOf(whole));
        if (!partial.isEmpty())
            parts << partial.join("; ");
        throw ShardError(QString("the run is incomplete: %1 (run or resume those shards, then merge again)").arg(parts.join("; ")).toStdString());
    }
    std::vector<const ShardLine*> out;
    out.reserve(want.size());
    for (const ExpectedGame& e : want)
        out.push_back(byKey.at(e.key));
    return out;
}

}  // namespace gs
