#include "sweepverdict.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace sweepverdict {

namespace {

QString words(const char* text) { return QCoreApplication::translate("LabSweep", text); }

struct Estimate {
    double y = 0, se = 0;
};

// A measure's estimate at point `p` and its standard error from the 95% interval.
Estimate estimateOf(const QJsonObject& p, const QString& path, const char* key, double scale)
{
    QJsonObject o = p;
    const QStringList parts = path.split('.');
    for (int i = 0; i + 1 < parts.size(); ++i)
        o = o[parts[i]].toObject();
    o = o[parts.back()].toObject();
    return {scale * o[key].toDouble(), scale * (o["high"].toDouble() - o["low"].toDouble()) / (2 * 1.96)};
}

QString listOf(const QStringList& values)
{
    if (values.size() <= 1)
        return values.join(QString());
    return words(QT_TRANSLATE_NOOP("LabSweep", "%1 and %2")).arg(values.mid(0, values.size() - 1).join(", "), values.back());
}

}  // namespace

QString differences(const QJsonObject& report)
{
    const QJsonArray points = report["points"].toArray();
    if (points.size() < 2)
        return {};
    struct Measure {
        const char* title;
        const char* path;
        const char* key;
        double scale;
    };
    const Measure measures[] = {
        {QT_TRANSLATE_NOOP("LabSweep", "White's edge"), "quality.white_edge", "edge", 100},
        {QT_TRANSLATE_NOOP("LabSweep", "draws"), "draw_rate", "rate", 100},
        {QT_TRANSLATE_NOOP("LabSweep", "length"), "quality.plies", "mean", 1},
        {QT_TRANSLATE_NOOP("LabSweep", "lead changes"), "quality.lead_changes", "mean", 1},
        {QT_TRANSLATE_NOOP("LabSweep", "drama"), "quality.drama", "rate", 100},
    };
    const QString first = QString::number(points[0].toObject()["value"].toInt());
    QStringList said;
    for (const Measure& m : measures) {
        const Estimate base = estimateOf(points[0].toObject(), QString::fromLatin1(m.path), m.key, m.scale);
        QStringList differ;
        for (int i = 1; i < points.size(); ++i) {
            const QJsonObject p = points[i].toObject();
            // Drama has no value where no game was won.
            if (QString::fromLatin1(m.path) == "quality.drama" && (p["quality"].toObject()["won_games"].toInt() == 0 || points[0].toObject()["quality"].toObject()["won_games"].toInt() == 0))
                continue;
            const Estimate e = estimateOf(p, QString::fromLatin1(m.path), m.key, m.scale);
            const double se = std::hypot(e.se, base.se);
            if (se > 0 && std::abs(e.y - base.y) > 1.96 * se)
                differ << QString::number(p["value"].toInt());
        }
        if (!differ.isEmpty())
            said << words(QT_TRANSLATE_NOOP("LabSweep", "%1 at %2")).arg(words(m.title), listOf(differ));
    }
    if (said.isEmpty())
        return words(QT_TRANSLATE_NOOP("LabSweep", "No value differs clearly from the first (%1) in White's edge, draws, length, lead changes or drama: what changes is within chance with these games."))
            .arg(first);
    return words(QT_TRANSLATE_NOOP("LabSweep", "Clearly different from the first value (%1): %2.")).arg(first, said.join("; "));
}

QString edgeWithin(const QJsonObject& report, double bound)
{
    QStringList inside, outside, unclear;
    for (const QJsonValue& v : report["points"].toArray()) {
        const QJsonObject p = v.toObject();
        const QJsonObject e = p["quality"].toObject()["white_edge"].toObject();
        const double low = 100 * e["low"].toDouble(), high = 100 * e["high"].toDouble();
        const QString value = QString::number(p["value"].toInt());
        if (low >= -bound && high <= bound)
            inside << value;
        else if (high < -bound || low > bound)
            outside << value;
        else
            unclear << value;
    }
    const QString b = QLocale().toString(bound, 'g', 3);
    QStringList said;
    if (!inside.isEmpty())
        said << words(QT_TRANSLATE_NOOP("LabSweep", "inside at %1")).arg(listOf(inside));
    if (!outside.isEmpty())
        said << words(QT_TRANSLATE_NOOP("LabSweep", "beyond at %1")).arg(listOf(outside));
    if (!unclear.isEmpty())
        said << words(QT_TRANSLATE_NOOP("LabSweep", "the games cannot tell yet at %1 (the interval crosses the bound)")).arg(listOf(unclear));
    return words(QT_TRANSLATE_NOOP("LabSweep", "White's edge within ±%1 points: %2.")).arg(b, said.join("; "));
}

}  // namespace sweepverdict
