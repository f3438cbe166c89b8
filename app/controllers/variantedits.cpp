#include "variantedits.h"

#include "variantfields.h"

#include <QJsonArray>
#include <QList>
#include <QSet>

#include <algorithm>
#include <vector>

VariantEdit variantClick(const QJsonObject& doc, const QString& tool, int files, int ranks, int index)
{
    if (files < 1 || ranks < 1 || index < 0 || index >= files * ranks)
        return {};
    const int file = index % files;
    int rank = index / files;
    QJsonObject pitch = doc.value("pitch").toObject();
    if (tool == "keeper") {
        pitch["keeperAreaDepth"] = std::min(rank + 1, ranks - rank);
        return {QStringLiteral("pitch"), pitch};
    }
    if (tool == "midfield") {
        QJsonArray mid = pitch.value("midfieldRanks").toArray();
        QJsonArray out;
        bool removed = false;
        for (const QJsonValue& r : mid) {
            if (r.toInt() == rank + 1)
                removed = true;
            else
                out.append(r);
        }
        if (!removed) {
            out.append(rank + 1);
            std::vector<int> sorted;
            for (const QJsonValue& r : out)
                sorted.push_back(r.toInt());
            std::sort(sorted.begin(), sorted.end());
            out = QJsonArray();
            for (int r : sorted)
                out.append(r);
        }
        pitch["midfieldRanks"] = out;
        return {QStringLiteral("pitch"), pitch};
    }
    // Starting squares are White's; a click in Black's half edits its mirror image.
    if (rank >= ranks / 2)
        rank = ranks - 1 - rank;
    const QString name = variantSquareName(file, rank);
    QJsonObject start = doc.value("start").toObject();
    QJsonObject firstTeamers = start.value("firstTeamers").toObject();
    QJsonArray youth = start.value("youth").toArray();
    auto removeFrom = [&](const QString& sq) {
        for (int i = int(youth.size()) - 1; i >= 0; --i)
            if (youth.at(i).toString() == sq)
                youth.removeAt(i);
        for (const QString& k : firstTeamers.keys())
            if (firstTeamers.value(k).toString() == sq)
                firstTeamers.remove(k);
    };
    const bool youthHere = std::any_of(youth.begin(), youth.end(), [&](const QJsonValue& v) { return v.toString() == name; });
    QString firstTeamerHere;
    for (const QString& k : firstTeamers.keys())
        if (firstTeamers.value(k).toString() == name)
            firstTeamerHere = k;
    if (tool == "youth") {
        if (!firstTeamerHere.isEmpty())
            return {{}, {}, name, firstTeamerHere};
        removeFrom(name);
        if (!youthHere)
            youth.append(name);
    } else {
        bool ok = false;
        const int id = tool.toInt(&ok);
        if (!ok || id < 1 || id > 11)
            return {};
        const QString key = QString::number(id);
        if (youthHere)
            return {{}, {}, name, QStringLiteral("youth")};
        if (!firstTeamerHere.isEmpty() && firstTeamerHere != key)
            return {{}, {}, name, firstTeamerHere};
        const bool same = firstTeamerHere == key;
        firstTeamers.remove(key);
        if (!same)
            firstTeamers[key] = name;
    }
    start["firstTeamers"] = firstTeamers;
    start["youth"] = youth;
    return {QStringLiteral("start"), start};
}

QJsonObject defaultFixedSetup(const QJsonObject& doc)
{
    QJsonArray youth;
    const int n = doc.value("start").toObject().value("youth").toArray().size();
    QList<int> dealt;
    QSet<QString> firstTeamers;
    for (const QString& k : doc.value("start").toObject().value("firstTeamers").toObject().keys())
        firstTeamers.insert(k);
    for (int id = 2; id <= 11; ++id)
        if (!firstTeamers.contains(QString::number(id)))
            dealt << id;
    for (int i = 0; i < n && i < dealt.size(); ++i)
        youth.append(i == n / 2 ? QJsonValue("s") : QJsonValue(dealt[i < n / 2 ? i : i - 1]));
    const QJsonValue sub = dealt.size() >= n ? QJsonValue(dealt.back()) : QJsonValue(2);
    const QJsonObject side{{"youth", youth}, {"substitute", sub}};
    return QJsonObject{{"white", side}, {"black", side}};
}
