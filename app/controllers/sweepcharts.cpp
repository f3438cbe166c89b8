#include "sweepcharts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace sweepcharts {

namespace {

// The words are LabSweep's (QT_TRANSLATE_NOOP marks each for lupdate in that context).
QString words(const char* text) { return QCoreApplication::translate("LabSweep", text); }

QVariantMap point(int x, double y, double low, double high) { return {{"x", x}, {"y", y}, {"low", low}, {"high", high}}; }

// An interval as the report writes it: {rate|edge|mean, low, high}.
QVariantMap pointOf(int x, const QJsonObject& o, const char* estimate, double scale)
{
    return point(x, scale * o[estimate].toDouble(), scale * o["low"].toDouble(), scale * o["high"].toDouble());
}

struct Measure {
    const char* path;      // "white_win_rate" or "quality.plies"
    const char* estimate;  // its estimate's key
};
constexpr Measure kMeasures[] = {
    {"white_win_rate", "rate"}, {"black_win_rate", "rate"}, {"draw_rate", "rate"}, {"quality.white_edge", "edge"},
    {"quality.plies", "mean"},  {"quality.settled_at", "mean"}, {"quality.lead_changes", "mean"}, {"quality.drama", "rate"},
};

QJsonObject at(const QJsonObject& p, const QString& path)
{
    const QStringList parts = path.split('.');
    QJsonObject o = p;
    for (int i = 0; i + 1 < parts.size(); ++i)
        o = o[parts[i]].toObject();
    return o[parts.back()].toObject();
}

}  // namespace

QString problem(const QJsonObject& report)
{
    const QJsonObject sweep = report["sweep"].toObject();
    if (!report["sweep"].isObject())
        return QStringLiteral("sweep: missing (not a sweep's report)");
    if (!sweep["field"].isString() || sweep["field"].toString().isEmpty())
        return QStringLiteral("sweep.field: missing");
    if (!report["points"].isArray() || report["points"].toArray().isEmpty())
        return QStringLiteral("points: missing or empty");
    const QJsonArray points = report["points"].toArray();
    if (points.size() > 50)
        return QStringLiteral("points: %1, at most 50").arg(points.size());
    for (int i = 0; i < points.size(); ++i) {
        const QString where = QStringLiteral("points[%1]").arg(i);
        const QJsonObject p = points[i].toObject();
        if (!points[i].isObject() || !p["value"].isDouble())
            return where + QStringLiteral(".value: missing");
        if (!p["quality"].isObject() || !p["quality"].toObject()["won_games"].isDouble())
            return where + QStringLiteral(".quality.won_games: missing");
        for (const Measure& m : kMeasures) {
            const QJsonObject o = at(p, QString::fromLatin1(m.path));
            for (const char* key : {m.estimate, "low", "high"})
                if (!o[key].isDouble())
                    return where + '.' + QString::fromLatin1(m.path) + '.' + QString::fromLatin1(key) + QStringLiteral(": missing or not a number");
        }
    }
    return {};
}

QVariantList values(const QJsonObject& report)
{
    QVariantList out;
    for (const QJsonValue& p : report["points"].toArray())
        out << p.toObject()["value"].toInt();
    return out;
}

QVariantList charts(const QJsonObject& report)
{
    QVariantList white, black, draws, edge, plies, settled, leads, drama;
    // Settled at and drama are measured over won games: where every game was drawn they have
    // no value, and the chart leaves a gap (and says why) rather than plot a 0.
    QStringList noWinner;
    for (const QJsonValue& v : report["points"].toArray()) {
        const QJsonObject p = v.toObject();
        const QJsonObject q = p["quality"].toObject();
        const int x = p["value"].toInt();
        white << pointOf(x, p["white_win_rate"].toObject(), "rate", 100);
        black << pointOf(x, p["black_win_rate"].toObject(), "rate", 100);
        draws << pointOf(x, p["draw_rate"].toObject(), "rate", 100);
        edge << pointOf(x, q["white_edge"].toObject(), "edge", 100);
        plies << pointOf(x, q["plies"].toObject(), "mean", 1);
        leads << pointOf(x, q["lead_changes"].toObject(), "mean", 1);
        if (q["won_games"].toInt() == 0) {
            noWinner << QString::number(x);
            continue;
        }
        settled << pointOf(x, q["settled_at"].toObject(), "mean", 100);
        drama << pointOf(x, q["drama"].toObject(), "rate", 100);
    }
    const QString gapNote = noWinner.isEmpty() ? QString() : words(QT_TRANSLATE_NOOP("LabSweep", "No value at %1: every game there was drawn.")).arg(noWinner.join(", "));
    auto chart = [](const QString& key, const QString& title, const QString& unit, const QVariantList& lines, const QString& note = {}) {
        return QVariantMap{{"key", key}, {"title", title}, {"unit", unit}, {"lines", lines}, {"note", note}};
    };
    auto line = [](const QString& name, const QVariantList& points) { return QVariantMap{{"name", name}, {"points", points}}; };
    // One line: it is named by the chart's title (the words the Lab's table uses).
    auto single = [&](const QString& key, const QString& title, const QString& unit, const QVariantList& points, const QString& note = {}) {
        return chart(key, title, unit, {line(title, points)}, note);
    };
    return {
        chart("results", words(QT_TRANSLATE_NOOP("LabSweep", "Results (% of games)")), "%", {line(words(QT_TRANSLATE_NOOP("LabSweep", "White wins")), white), line(words(QT_TRANSLATE_NOOP("LabSweep", "Black wins")), black), line(words(QT_TRANSLATE_NOOP("LabSweep", "Draws")), draws)}),
        single("white_edge", words(QT_TRANSLATE_NOOP("LabSweep", "White's edge (points)")), "points", edge),
        single("plies", words(QT_TRANSLATE_NOOP("LabSweep", "Length (moves)")), "", plies),
        single("settled_at", words(QT_TRANSLATE_NOOP("LabSweep", "Settled at (% of the game)")), "%", settled, gapNote),
        single("lead_changes", words(QT_TRANSLATE_NOOP("LabSweep", "Lead changes a game")), "", leads),
        single("drama", words(QT_TRANSLATE_NOOP("LabSweep", "Drama (% of won games)")), "%", drama, gapNote),
    };
}

}  // namespace sweepcharts
