#include "tutorialpage.h"

#include "pagetemplate.h"

#include "diagramfiles.h"
#include "diagrampainter.h"
#include "formats/diskfile.h"
#include "tutorialexercise.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace sharing {
namespace {

constexpr int kDiagramWidth = 560;  // the SVG's own size; the page scales it to its column

QString tr(const char* text) { return QCoreApplication::translate("sharing", text); }
// The app's words for the same buttons and answers, so the page reads like Learn and shares
// its translations (lupdate finds these under the app's contexts).
QString view(const char* text) { return QCoreApplication::translate("TutorialView", text); }
QString session(const char* text) { return QCoreApplication::translate("TutorialSession", text); }

using page::esc;

using page::fill;
using page::resource;

// A diagram as inline SVG: Qt's file without its XML declaration and namespace attributes
// (an SVG element inside HTML needs neither), scaled by the page's style.
QString inlineSvg(const DiagramSpec& spec, const QString& label)
{
    QString svg = QString::fromUtf8(renderSvg(spec, kDiagramWidth, label));
    static const QRegularExpression declaration(QStringLiteral("^<\\?xml[^>]*\\?>\\s*"));
    static const QRegularExpression namespaces(QStringLiteral("\\s+xmlns(:xlink)?=\"[^\"]*\""));
    svg.remove(declaration);
    svg.remove(namespaces);
    svg.replace(QStringLiteral("<svg "), QStringLiteral("<svg class=\"pitch\" role=\"img\" aria-label=\"%1\" ").arg(esc(label)));
    return svg;
}

// The position before (`before`) or after a step's moves, as its viewer sees it; everything
// once the game is over, as Learn shows it.
DiagramSpec stepSpec(const gs::Tutorial& t, const gs::State& s, const gs::TutorialStep& step, bool arrows)
{
    DiagramSpec spec = specFor(s, s.isTerminal() ? Viewer::All : t.viewer == gs::Side::Black ? Viewer::Black : Viewer::White);
    spec.flipped = t.viewer == gs::Side::Black;
    const gs::Rules& rules = s.rules();
    for (const QString& name : step.highlight)
        if (const auto sq = rules.parseSquare(name.toStdString()))
            spec.marks.push_back(*sq);
    if (arrows)
        for (const gs::TutorialArrow& a : step.arrows) {
            const auto from = rules.parseSquare(a.from.toStdString()), to = rules.parseSquare(a.to.toStdString());
            if (from && to)
                spec.arrows.emplace_back(*from, *to);
        }
    return spec;
}

// One transparent button over each square of an exercise's diagram, placed in percent.
QString squareButtons(const DiagramSpec& spec)
{
    const QSize size = diagramSize(spec, kDiagramWidth);
    const gs::Rules& rules = spec.state.rules();
    QString out = QStringLiteral("<div class=\"squares\">");
    for (int s = 0; s < rules.squareCount(); ++s) {
        const QRectF r = squareRect(spec, kDiagramWidth, gs::Square(s));
        out += QStringLiteral("<button type=\"button\" class=\"sq\" data-sq=\"%1\" aria-label=\"%2\" "
                              "style=\"left:%3%;top:%4%;width:%5%;height:%6%\"></button>")
                   .arg(s)
                   .arg(QString::fromStdString(rules.squareName(gs::Square(s))))
                   .arg(100 * r.x() / size.width(), 0, 'f', 3)
                   .arg(100 * r.y() / size.height(), 0, 'f', 3)
                   .arg(100 * r.width() / size.width(), 0, 'f', 3)
                   .arg(100 * r.height() / size.height(), 0, 'f', 3);
    }
    return out + QStringLiteral("</div>");
}

// The exercise's half of a step: the diagram to click, the prompt, Hint / Show solution (and
// the Substitute's two buttons), the hint, the feedback line and every answer to a wrong try.
QString exerciseParts(const gs::Tutorial& t, const gs::State& before, const gs::TutorialStep& step, int index,
                      QJsonValue* data, QString* board)
{
    const ExerciseTable table = exerciseTable(before, step);
    *data = exerciseJson(table);
    const DiagramSpec spec = stepSpec(t, before, step, false);
    *board += QStringLiteral("<div class=\"diagram ask\">") + inlineSvg(spec, tr("Step %1: the exercise").arg(index + 1))
              + squareButtons(spec) + QStringLiteral("</div>");
    QString out = QStringLiteral("<div class=\"task\"><p class=\"label\">%1</p><p class=\"prompt\">%2</p>")
                      .arg(esc(view("Your move")), esc(step.prompt));
    out += QStringLiteral("<div class=\"actions\"><button type=\"button\" class=\"hint-button\">%1</button>"
                          "<button type=\"button\" class=\"solve-button\">%2</button>")
               .arg(esc(view("Hint")), esc(view("Show solution")));
    if (table.kind == QLatin1String("sub"))
        out += QStringLiteral("<button type=\"button\" data-try=\"sub\">%1</button><button type=\"button\" data-try=\"nosub\">%2</button>")
                   .arg(esc(view("Bring on the Substitute")), esc(view("Keep the counter")));
    out += QStringLiteral("</div><p class=\"hint\" hidden>%1</p></div>").arg(esc(table.hint));
    out += QStringLiteral("<p class=\"feedback\" role=\"status\" aria-live=\"polite\"></p><div class=\"messages\" hidden>");
    for (qsizetype i = 0; i < table.messages.size(); ++i)
        out += QStringLiteral("<p data-msg=\"%1\">%2</p>").arg(i).arg(esc(table.messages[i]));
    return out + QStringLiteral("</div>");
}

// One step as a <section>: its diagram(s) beside its words. `data` gets the exercise's table
// (null for a plain step).
QString stepSection(const gs::Tutorial& t, const QVector<gs::State>& states, int i, QJsonValue* data)
{
    const gs::TutorialStep& step = t.steps[i];
    QString board, side;
    *data = QJsonValue::Null;
    if (step.exercise)
        side = exerciseParts(t, states[i], step, i, data, &board);
    const QString hidden = step.exercise ? QStringLiteral(" hidden") : QString();
    board += QStringLiteral("<div class=\"diagram shown\"%1>").arg(hidden)
             + inlineSvg(stepSpec(t, states[i + 1], step, true), tr("Step %1").arg(i + 1)) + QStringLiteral("</div>");
    side += QStringLiteral("<p class=\"caption\"%1>%2</p>").arg(hidden, esc(step.caption));
    // No id="step-N": the page's script shows the step an address's #step-N names, at the
    // top of the window; an anchor of that name made the browser scroll it under the header.
    return QStringLiteral("<section class=\"step\" data-step=\"%1\"%2 hidden>\n<div class=\"board\">%3</div>\n"
                          "<div class=\"side\">%4</div>\n</section>\n")
        .arg(i)
        .arg(step.exercise ? QStringLiteral(" data-exercise=\"1\"") : QString(), board, side);
}

}  // namespace

QByteArray tutorialPage(const gs::Tutorial& t, const QVector<gs::State>& states, const QString& language)
{
    QString steps;
    QJsonArray data;
    for (int i = 0; i < int(t.steps.size()) && i + 1 < int(states.size()); ++i) {
        QJsonValue exercise;
        steps += stepSection(t, states, i, &exercise);
        data.append(exercise);
    }
    // JSON can hold "<" only inside strings, where \u003c means the same: no "</script>" can end it early.
    const QString json = QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact)).replace('<', QStringLiteral("\\u003c"));
    static const QRegularExpression notLanguage(QStringLiteral("[^a-zA-Z-]"));
    const QHash<QString, QString> values{
        {"lang", QString(language).remove(notLanguage).left(16)},
        {"title", esc(t.title)},
        {"summary", esc(t.summary)},
        {"back", esc(view("Back"))},
        {"next", esc(view("Next"))},
        {"stepOf", esc(view("Step %1 of %2"))},
        {"right", esc(session("Right first time!"))},
        {"atTry", esc(session("That's it, at try %1."))},
        {"withHint", esc(session("That's it, with the hint's help."))},
        {"answer", esc(session("Here is the answer."))},
        {"footer", esc(tr("Made with GOALSCORER. Keys: → next step, ← previous step. In an exercise, click a counter, then the square it moves to."))},
        {"steps", steps},
        {"data", json},
        {"css", resource(QStringLiteral("tutorial-page.css"))},
        {"script", resource(QStringLiteral("tutorial-page.js"))},
    };
    return fill(resource(QStringLiteral("tutorial-page.html")), values).toUtf8();
}

QString tutorialPageName(const gs::Tutorial& t) { return t.id + QStringLiteral(".html"); }

QString writeTutorialPage(const QString& folder, const gs::Tutorial& t, const QVector<gs::State>& states,
                          const QString& language, QString* why)
{
    if (!QDir().mkpath(folder)) {
        if (why)
            *why = tr("%1: the folder cannot be made.").arg(QDir::toNativeSeparators(folder));
        return {};
    }
    const QString path = QDir(folder).filePath(tutorialPageName(t));
    if (!diskfile::writeWhole(path, tutorialPage(t, states, language), why))
        return {};
    return path;
}

}  // namespace sharing
