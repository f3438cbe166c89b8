#include "labreportpage.h"

#include "pagetemplate.h"

#include "eventtext.h"
#include "formats/diskfile.h"
#include "lab/verdict.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace sharing {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("sharing", text); }
// The Lab room's own words for its charts and rows, so the page reads like the room and
// shares its translations (lupdate finds them under the room's contexts).
QString view(const char* text) { return QCoreApplication::translate("LabView", text); }
using page::esc;

using page::fill;
using page::resource;

const char* const kSeriesColours[] = {"#4fc3f7", "#ffb74d"};  // Theme.labSeriesA, labSeriesB

const std::pair<gs::EndReason, const char*> kEndings[] = {
    {gs::EndReason::StarCaptured, "Star captured"},
    {gs::EndReason::StarReachedGoalLine, "Star scored"},
    {gs::EndReason::TurnLimit, "Turn limit"},
    {gs::EndReason::Blocked, "Blocked"},
    {gs::EndReason::Timeout, "Out of time"},
};

class Page {
public:
    explicit Page(const LabReportData& d) : d_(d), locale_(d.language) {}

    QString number(double v, int decimals) const { return locale_.toString(v, 'f', decimals); }
    QString rate(const gs::Interval& i) const
    {
        return tr("%1% (%2–%3)").arg(number(100 * i.estimate, 1), number(100 * i.low, 1), number(100 * i.high, 1));
    }
    QString mean(const gs::Summary& s) const { return tr("%1 (%2–%3)").arg(number(s.mean, 2), number(s.low, 2), number(s.high, 2)); }
    QString difference(const gs::Difference& x, bool percent) const
    {
        const double k = percent ? 100 : 1;
        const int decimals = percent ? 1 : 2;
        const QString text = percent ? tr("%1%2 points (%3 to %4)") : tr("%1%2 (%3 to %4)");
        return text.arg(x.diff > 0 ? "+" : "", number(k * x.diff, decimals), number(k * x.low, decimals), number(k * x.high, decimals));
    }

    QString facts() const
    {
        const gs::LabRerun& r = d_.run;
        auto row = [](const QString& label, const QString& value) {
            return QStringLiteral("<tr><th scope=\"row\">%1</th><td>%2</td></tr>\n").arg(esc(label), esc(value));
        };
        QString out;
        out += row(tr("Variant"), d_.nameA == r.variant ? r.variant : tr("%1 (%2)").arg(d_.nameA, r.variant));
        if (d_.b)
            out += row(tr("Compared with"), d_.nameB == r.compare ? r.compare : tr("%1 (%2)").arg(d_.nameB, r.compare));
        out += row(tr("White"), QString::fromStdString(r.whiteSpec));
        out += row(tr("Black"), QString::fromStdString(r.blackSpec));
        out += row(tr("Games"), d_.b ? tr("%1 per variant").arg(locale_.toString(d_.a.games)) : locale_.toString(d_.a.games));
        out += row(tr("Seed"), QString::number(r.seed));
        out += row(tr("Program"), r.program);
        out += row(tr("Date"), d_.date);
        return out;
    }

    QString numbers() const
    {
        const gs::LabStats& a = d_.a;
        const gs::LabStats* b = d_.b ? &*d_.b : nullptr;
        const gs::LabComparison c = b ? gs::compareLabs(a, *b) : gs::LabComparison{};
        QString out = QStringLiteral("<tr><th></th><th scope=\"col\">%1</th>").arg(esc(d_.nameA));
        if (b)
            out += QStringLiteral("<th scope=\"col\">%1</th><th scope=\"col\">%2</th>")
                       .arg(esc(d_.nameB), esc(tr("%1 minus %2 (95% interval)").arg(d_.nameB, d_.nameA)));
        out += QStringLiteral("</tr>\n");
        auto row = [&](const QString& label, const QString& va, const QString& vb, const gs::Difference& x, bool percent) {
            out += QStringLiteral("<tr><th scope=\"row\">%1</th><td>%2</td>").arg(esc(label), esc(va));
            if (b)
                out += QStringLiteral("<td>%1</td><td%2>%3</td>")
                           .arg(esc(vb), x.significant ? QStringLiteral(" class=\"clear\"") : QString(),
                                esc(difference(x, percent) + (x.significant ? QStringLiteral(" ●") : QString())));
            out += QStringLiteral("</tr>\n");
        };
        const gs::LabStats& s = b ? *b : a;
        row(tr("White wins"), rate(a.whiteWinRate), rate(s.whiteWinRate), c.whiteWinRate, true);
        row(tr("Black wins"), rate(a.blackWinRate), rate(s.blackWinRate), c.blackWinRate, true);
        row(tr("Draws"), rate(a.drawRate), rate(s.drawRate), c.drawRate, true);
        row(tr("White's score"), rate(a.whiteScore), rate(s.whiteScore), c.whiteScore, true);
        row(tr("Goals, White"), mean(a.goalsWhite), mean(s.goalsWhite), c.goalsWhite, false);
        row(tr("Goals, Black"), mean(a.goalsBlack), mean(s.goalsBlack), c.goalsBlack, false);
        row(tr("Turns"), mean(a.turns), mean(s.turns), c.turns, false);
        row(tr("Penalties a game"), mean(a.penalties), mean(s.penalties), c.penalties, false);
        row(tr("Offsides a game"), mean(a.offsides), mean(s.offsides), c.offsides, false);
        row(tr("Promotions a game"), mean(a.promotions), mean(s.promotions), c.promotions, false);
        row(tr("Substitutions a game"), mean(a.substitutions), mean(s.substitutions), c.substitutions, false);
        row(tr("Lead changes a game"), mean(a.quality.leadChanges), mean(s.quality.leadChanges), c.quality.leadChanges, false);
        row(tr("Games the Star Player decides"), rate(a.quality.starDecides), rate(s.quality.starDecides), c.quality.starDecides, true);
        return out;
    }

    // A bar chart as inline SVG: one group of bars per category, one bar per variant, the value
    // over each bar; `max` is the value axis's top.
    QString chart(const QString& id, const QString& title, const QStringList& categories, const std::vector<std::vector<double>>& series,
                  double max, int decimals) const
    {
        const int w = 600, h = 280, left = 44, right = 10, top = 34, bottom = 46;
        const double plotW = w - left - right, plotH = h - top - bottom;
        QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %1 %2\" role=\"img\" aria-label=\"%3\" "
                                     "font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">\n")
                          .arg(w)
                          .arg(h)
                          .arg(esc(title));
        for (int g = 0; g <= 4; ++g) {  // grid lines and the value axis
            const double y = top + plotH * (1 - g / 4.0);
            svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#3a4756\" stroke-width=\"1\"/>"
                                  "<text x=\"%4\" y=\"%5\" fill=\"#b0bec5\" text-anchor=\"end\">%6</text>\n")
                       .arg(left)
                       .arg(y, 0, 'f', 1)
                       .arg(w - right)
                       .arg(left - 6)
                       .arg(y + 4, 0, 'f', 1)
                       .arg(esc(number(max * g / 4.0, max >= 10 ? 0 : 2)));
        }
        const double slot = plotW / std::max<qsizetype>(1, categories.size());
        const double barW = slot * 0.7 / std::max<size_t>(1, series.size());
        for (qsizetype c = 0; c < categories.size(); ++c) {
            const double x0 = left + slot * c + slot * 0.15;
            for (size_t s = 0; s < series.size(); ++s) {
                const double v = c < qsizetype(series[s].size()) ? series[s][c] : 0;
                const double bh = max > 0 ? plotH * std::clamp(v / max, 0.0, 1.0) : 0;
                const double x = x0 + barW * s;
                svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>"
                                      "<text x=\"%6\" y=\"%7\" fill=\"#eceff1\" font-size=\"10\" text-anchor=\"middle\">%8</text>\n")
                           .arg(x, 0, 'f', 1)
                           .arg(top + plotH - bh, 0, 'f', 1)
                           .arg(barW - 2, 0, 'f', 1)
                           .arg(bh, 0, 'f', 1)
                           .arg(kSeriesColours[s % 2])
                           .arg(x + barW / 2 - 1, 0, 'f', 1)
                           .arg(top + plotH - bh - 3, 0, 'f', 1)
                           .arg(esc(number(v, decimals)));
            }
            svg += QStringLiteral("<text x=\"%1\" y=\"%2\" fill=\"#eceff1\" text-anchor=\"middle\">%3</text>\n")
                       .arg(left + slot * (c + 0.5), 0, 'f', 1)
                       .arg(h - bottom + 18)
                       .arg(esc(categories[c]));
        }
        const QStringList names = d_.b ? QStringList{d_.nameA, d_.nameB} : QStringList{d_.nameA};
        for (qsizetype s = 0; s < names.size(); ++s)  // the legend, under the bars
            svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"12\" height=\"12\" fill=\"%3\"/>"
                                  "<text x=\"%4\" y=\"%5\" fill=\"#eceff1\">%6</text>\n")
                       .arg(left + 260 * s)
                       .arg(h - 16)
                       .arg(kSeriesColours[s % 2])
                       .arg(left + 260 * s + 18)
                       .arg(h - 6)
                       .arg(esc(names[s].left(36)));
        svg += QStringLiteral("</svg>");
        return QStringLiteral("<figure id=\"%1\"><figcaption>%2</figcaption>\n%3</figure>\n").arg(id, esc(title), svg);
    }

    QString charts() const
    {
        std::vector<const gs::LabStats*> runs{&d_.a};
        if (d_.b)
            runs.push_back(&*d_.b);
        std::vector<std::vector<double>> results, endings, events;
        double eventMax = 0.1;
        for (const gs::LabStats* s : runs) {
            const double n = std::max(1, s->games);
            results.push_back({100.0 * s->whiteWins / n, 100.0 * s->draws / n, 100.0 * s->blackWins / n});
            std::vector<double> e;
            for (const auto& [reason, label] : kEndings)
                e.push_back(100.0 * s->endReasons[size_t(reason)] / n);
            endings.push_back(e);
            events.push_back({s->penalties.mean, s->offsides.mean, s->promotions.mean, s->substitutions.mean});
            for (double v : events.back())
                eventMax = std::max(eventMax, v);
        }
        QStringList endNames;
        for (const auto& [reason, label] : kEndings)
            endNames << view(label);
        const double step = std::pow(10.0, std::floor(std::log10(eventMax * 1.15)));
        const double top = std::ceil(eventMax * 1.15 / step) * step;
        return QStringLiteral("<div class=\"charts\">\n")
               + chart(QStringLiteral("chart-results"), view("Results (% of games)"), {view("White"), view("Draw"), view("Black")}, results, 100, 1)
               + chart(QStringLiteral("chart-endings"), view("How games end (% of games)"), endNames, endings, 100, 1)
               + chart(QStringLiteral("chart-events"), view("Special events (per game)"),
                       {view("Penalties"), view("Offsides"), view("Promotions"), view("Subs")}, events, top, 2)
               + QStringLiteral("</div>");
    }

    QString files() const
    {
        auto block = [](const QString& summary, const QByteArray& text, const QString& id) {
            return QStringLiteral("<details id=\"%1\"><summary>%2</summary><pre>%3</pre></details>\n")
                .arg(id, esc(summary), esc(QString::fromUtf8(text)));
        };
        const gs::LabRerun& r = d_.run;
        QString out = block(tr("The variant file of %1").arg(r.variant), QJsonDocument(r.variantFile).toJson(), QStringLiteral("file-a"));
        if (d_.b)
            out += block(tr("The variant file of %1").arg(r.compare), QJsonDocument(r.compareFile).toJson(), QStringLiteral("file-b"));
        out += block(tr("The report as JSON"), d_.json, QStringLiteral("report-json"));
        return out;
    }

private:
    const LabReportData& d_;
    QLocale locale_;
};

}  // namespace

QStringList labVerdictText(const gs::LabStats& a, const gs::LabStats* b, const std::string& whiteSpec, const std::string& blackSpec,
                           const QString& nameA, const QString& nameB, const gs::LabRerun* run)
{
    const std::optional<std::pair<gs::Variant, gs::Variant>> both = b && run ? gs::comparedVariants(*run) : std::nullopt;
    const gs::LabVerdict v = !b   ? gs::singleVerdict(a, whiteSpec, blackSpec)
                             : both ? gs::comparisonVerdict(a, *b, nameA.toStdString(), nameB.toStdString(), both->first, both->second)
                                    : gs::comparisonVerdict(a, *b, nameA.toStdString(), nameB.toStdString());
    QStringList out;
    for (const gs::Sentence& s : v.sentences)
        out << EventText::say(s);
    return out;
}

QStringList playtestVerdictText(const gs::LabStats& yours, const gs::LabStats& computer)
{
    QStringList out;
    for (const gs::Sentence& s : gs::playtestVerdict(yours, computer).sentences)
        out << EventText::say(s);
    return out;
}

QByteArray labReportPage(const LabReportData& d)
{
    const Page page(d);
    QString verdict;
    for (const QString& s : d.verdict)
        verdict += QStringLiteral("<p>%1</p>\n").arg(esc(s));
    static const QRegularExpression notLanguage(QStringLiteral("[^a-zA-Z-]"));
    const QString title = d.b ? tr("Lab report: %1 against %2").arg(d.nameA, d.nameB) : tr("Lab report: %1").arg(d.nameA);
    const QHash<QString, QString> values{
        {"lang", QString(d.language).remove(notLanguage).left(16)},
        {"title", esc(title)},
        {"subtitle", esc(tr("%1 against %2, %3 games, seed %4")
                             .arg(QString::fromStdString(d.run.whiteSpec), QString::fromStdString(d.run.blackSpec),
                                  page.number(d.a.games, 0), QString::number(d.run.seed)))},
        {"verdictLabel", esc(tr("Verdict"))},
        {"verdict", verdict},
        {"factsTitle", esc(tr("What was run"))},
        {"facts", page.facts()},
        {"numbersTitle", esc(tr("The numbers"))},
        {"numbers", page.numbers()},
        {"numbersNote", esc(tr("Intervals are 95%: with more games they narrow. ● marks a difference unlikely to be chance (p < 0.05)."))},
        {"charts", page.charts()},
        {"filesTitle", esc(tr("To play it again"))},
        {"filesNote", esc(tr("Save the report's JSON below as a file and run: goalscorer-cli lab --rerun FILE. It plays the same games with these variant files and writes the same report."))},
        {"files", page.files()},
        {"footer", esc(tr("Made with %1.").arg(d.run.program))},
        {"css", resource(QStringLiteral("lab-report.css"))},
    };
    return fill(resource(QStringLiteral("lab-report.html")), values).toUtf8();
}

bool writeLabReportPage(const QString& path, const LabReportData& d, QString* why)
{
    return diskfile::writeWhole(path, labReportPage(d), why);
}

}  // namespace sharing
