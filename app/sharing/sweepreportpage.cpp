#include "sweepreportpage.h"

#include "pagetemplate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace sharing {

namespace {

using page::esc;

QString tr(const char* text) { return QCoreApplication::translate("sharing", text); }
// The Lab's own words for its measures, so the page reads like the room.
QString sweep(const char* text) { return QCoreApplication::translate("LabSweep", text); }

struct Measure {
    const char* title;  // LabSweep's words
    const char* path;   // "draw_rate", "quality.plies"
    const char* key;    // the estimate's key
    double scale;       // to the unit shown (percentages as 0..100)
};
const Measure kMeasures[] = {
    {QT_TRANSLATE_NOOP("LabSweep", "White's edge (points)"), "quality.white_edge", "edge", 100},
    {QT_TRANSLATE_NOOP("LabSweep", "Draws"), "draw_rate", "rate", 100},
    {QT_TRANSLATE_NOOP("LabSweep", "Length (moves)"), "quality.plies", "mean", 1},
    {QT_TRANSLATE_NOOP("LabSweep", "Settled at (% of the game)"), "quality.settled_at", "mean", 100},
    {QT_TRANSLATE_NOOP("LabSweep", "Lead changes a game"), "quality.lead_changes", "mean", 1},
    {QT_TRANSLATE_NOOP("LabSweep", "Drama (% of won games)"), "quality.drama", "rate", 100},
};

struct Value {
    double x = 0, y = 0, low = 0, high = 0;
    bool defined = true;  // settled at and drama have none where no game was won
};

std::vector<Value> series(const QJsonArray& points, const Measure& m)
{
    std::vector<Value> out;
    const QStringList parts = QString::fromLatin1(m.path).split('.');
    for (const QJsonValue& v : points) {
        const QJsonObject p = v.toObject();
        QJsonObject o = p;
        for (int i = 0; i + 1 < parts.size(); ++i)
            o = o[parts[i]].toObject();
        o = o[parts.back()].toObject();
        const bool overWins = QString::fromLatin1(m.path) == "quality.settled_at" || QString::fromLatin1(m.path) == "quality.drama";
        out.push_back({double(p["value"].toInt()), m.scale * o[m.key].toDouble(), m.scale * o["low"].toDouble(), m.scale * o["high"].toDouble(),
                       !overWins || p["quality"].toObject()["won_games"].toInt() > 0});
    }
    return out;
}

// A line through the defined values over their 95% band, axes labelled at both ends.
QString lineChart(const QString& id, const QString& title, const std::vector<Value>& values, const QLocale& locale)
{
    const double w = 420, h = 200, left = 48, right = 12, top = 12, bottom = 28;
    double x0 = values.front().x, x1 = values.back().x, y0 = INFINITY, y1 = -INFINITY;
    for (const Value& v : values)
        if (v.defined)
            y0 = std::min(y0, v.low), y1 = std::max(y1, v.high);
    if (!std::isfinite(y0))
        y0 = 0, y1 = 1;
    if (y1 - y0 < 1e-9)
        y1 = y0 + 1;
    if (x1 <= x0)
        x1 = x0 + 1;
    const auto px = [&](double x) { return left + (x - x0) / (x1 - x0) * (w - left - right); };
    const auto py = [&](double y) { return top + (y1 - y) / (y1 - y0) * (h - top - bottom); };
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %1 %2\" role=\"img\" aria-label=\"%3\" font-size=\"11\">\n")
                      .arg(w).arg(h).arg(esc(title));
    QString band, line;
    for (const Value& v : values) {
        if (!v.defined)
            continue;
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#4fc3f7\" stroke-opacity=\"0.4\" stroke-width=\"6\"/>\n")
                   .arg(px(v.x), 0, 'f', 1).arg(py(v.high), 0, 'f', 1).arg(py(v.low), 0, 'f', 1);
        line += QStringLiteral("%1,%2 ").arg(px(v.x), 0, 'f', 1).arg(py(v.y), 0, 'f', 1);
        svg += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"3\" fill=\"#4fc3f7\"/>\n").arg(px(v.x), 0, 'f', 1).arg(py(v.y), 0, 'f', 1);
    }
    svg += QStringLiteral("<polyline points=\"%1\" fill=\"none\" stroke=\"#4fc3f7\" stroke-width=\"2\"/>\n").arg(line.trimmed());
    svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#3a4756\"/>\n").arg(left).arg(h - bottom).arg(w - right);
    const auto label = [&](double x, double y, const QString& text, const char* anchor) {
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" fill=\"#eceff1\" text-anchor=\"%3\">%4</text>\n").arg(x, 0, 'f', 1).arg(y, 0, 'f', 1).arg(QLatin1String(anchor), esc(text));
    };
    label(left - 4, py(y1) + 4, locale.toString(y1, 'f', 1), "end");
    label(left - 4, py(y0) + 4, locale.toString(y0, 'f', 1), "end");
    for (const Value& v : values)
        label(px(v.x), h - 10, QString::number(int(v.x)), "middle");
    svg += QStringLiteral("</svg>");
    return QStringLiteral("<figure id=\"%1\"><figcaption>%2</figcaption>\n%3</figure>\n").arg(id, esc(title), svg);
}

}  // namespace

QByteArray sweepReportPage(const SweepReportData& d)
{
    const QLocale locale(d.language);
    const QJsonObject& r = d.report;
    const QJsonArray points = r["points"].toArray();
    QString verdict;
    for (const QString& s : d.verdict)
        verdict += QStringLiteral("<p>%1</p>\n").arg(esc(s));
    const auto fact = [](const QString& label, const QString& value) {
        return QStringLiteral("<tr><th scope=\"row\">%1</th><td>%2</td></tr>\n").arg(esc(label), esc(value));
    };
    QStringList values;
    for (const QJsonValue& v : points)
        values << QString::number(v.toObject()["value"].toInt());
    const QString facts = fact(tr("Variant"), d.variantName) + fact(tr("Setting"), d.fieldLabel) + fact(tr("Values"), values.join(", "))
                          + fact(tr("White"), r["white"].toString()) + fact(tr("Black"), r["black"].toString())
                          + fact(tr("Games at each value"), locale.toString(r["games"].toInt())) + fact(tr("Seed"), r["seed"].toVariant().toString());
    // The numbers: a row per measure, a column per value, "estimate (low–high)".
    QString numbers = QStringLiteral("<tr><th></th>");
    for (const QString& v : values)
        numbers += QStringLiteral("<th scope=\"col\">%1</th>").arg(esc(v));
    numbers += QStringLiteral("</tr>\n");
    QString charts = QStringLiteral("<div class=\"charts\">\n");
    int n = 0;
    for (const Measure& m : kMeasures) {
        const std::vector<Value> s = series(points, m);
        numbers += QStringLiteral("<tr><th scope=\"row\">%1</th>").arg(esc(sweep(m.title)));
        for (const Value& v : s)
            // The interval as "(low, high)": a dash between two negative numbers reads as a minus.
            numbers += v.defined ? QStringLiteral("<td>%1 (%2, %3)</td>").arg(locale.toString(v.y, 'f', 1), locale.toString(v.low, 'f', 1), locale.toString(v.high, 'f', 1))
                                 : QStringLiteral("<td>–</td>");
        numbers += QStringLiteral("</tr>\n");
        charts += lineChart(QStringLiteral("chart-%1").arg(++n), sweep(m.title), s, locale);
    }
    charts += QStringLiteral("</div>\n");
    const QString files = QStringLiteral("<details id=\"report-json\"><summary>%1</summary><pre>%2</pre></details>\n")
                              .arg(esc(tr("The report as JSON")), esc(QString::fromUtf8(QJsonDocument(r).toJson())));
    static const QRegularExpression notLanguage(QStringLiteral("[^a-zA-Z-]"));
    const QString title = tr("Lab sweep: %1, %2 from %3 to %4").arg(d.variantName, d.fieldLabel, values.front(), values.back());
    const QHash<QString, QString> fields{
        {"lang", QString(d.language).remove(notLanguage).left(16)},
        {"title", esc(title)},
        {"subtitle", esc(tr("%1 against %2, %3 games at each value, the same deals at every value")
                             .arg(r["white"].toString(), r["black"].toString(), locale.toString(r["games"].toInt())))},
        {"verdictLabel", esc(tr("Verdict"))},
        {"verdict", verdict},
        {"factsTitle", esc(tr("What was run"))},
        {"facts", facts},
        {"numbersTitle", esc(tr("The numbers"))},
        {"numbers", numbers},
        {"numbersNote", esc(tr("Each cell: the estimate and its 95% interval; – where no game was won."))},
        {"charts", charts},
        {"filesTitle", esc(tr("The report"))},
        {"filesNote", esc(tr("Open results… in the Lab reads this JSON back as a file."))},
        {"files", files},
        {"footer", esc(tr("Made with %1.").arg(d.program))},
        {"css", page::resource(QStringLiteral("lab-report.css"))},
    };
    return page::fill(page::resource(QStringLiteral("lab-report.html")), fields).toUtf8();
}

}  // namespace sharing
