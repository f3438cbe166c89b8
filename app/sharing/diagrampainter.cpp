#include "diagrampainter.h"

#include "eventtext.h"

#include "diagramcolours.h"
#include "notation.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace sharing {
namespace {

namespace c = colours;

// Proportions of one square (`cell`): the same as Pitch.qml's, so the diagram looks like the pitch.
struct Layout {
    double cell = 0, fieldX = 0, fieldY = 0, band = 0;
    int files = 0, ranks = 0;
    bool flipped = false;
    QPointF topLeft(gs::Square s) const
    {
        const int f = int(s) % files, r = int(s) / files;
        const int col = flipped ? files - 1 - f : f;
        const int row = flipped ? r : ranks - 1 - r;
        return {fieldX + col * cell, fieldY + row * cell};
    }
    QPointF centre(gs::Square s) const { return topLeft(s) + QPointF(cell / 2, cell / 2); }
};

Layout layoutFor(const DiagramSpec& spec, int width)
{
    Layout l;
    l.files = spec.state.rules().files();
    l.ranks = spec.state.rules().ranks();
    l.flipped = spec.flipped;
    l.cell = double(width) / (l.files + 1.0);
    l.band = l.cell * 1.75;  // the score and the turn; what is to be done; the Substitutes
    l.fieldX = l.cell * 0.6;
    l.fieldY = l.band + l.cell * 0.5;
    return l;
}

QFont fontOf(double pixels, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, int(std::lround(pixels))));
    f.setBold(bold);
    return f;
}

void paintGoals(QPainter& p, const Layout& l)
{
    const double w = l.cell * 1.6, h = l.cell * 0.32;
    const double x = l.fieldX + l.files * l.cell / 2 - w / 2;
    for (const double y : {l.fieldY - h, l.fieldY + l.ranks * l.cell}) {
        p.setPen(QPen(c::goalFrame(), std::max(1.0, l.cell * 0.03)));
        p.setBrush(c::text());
        p.drawRoundedRect(QRectF(x, y, w, h), 2, 2);
        p.setPen(QPen(c::textMuted(), std::max(0.5, l.cell * 0.008)));
        for (int i = 1; i < 12; ++i)
            p.drawLine(QPointF(x + w * i / 12, y + 2), QPointF(x + w * i / 12, y + h - 2));
        p.drawLine(QPointF(x + 2, y + h / 2), QPointF(x + w - 2, y + h / 2));
    }
}

void paintField(QPainter& p, const Layout& l, const gs::Rules& rules)
{
    const QRectF field(l.fieldX, l.fieldY, l.files * l.cell, l.ranks * l.cell);
    p.setPen(Qt::NoPen);
    p.setBrush(c::grass());
    p.drawRoundedRect(field.adjusted(-4, -4, 4, 4), 3, 3);
    for (int row = 0; row < l.ranks; ++row) {
        p.setBrush(row % 2 ? c::stripeA() : c::stripeB());
        p.drawRect(QRectF(l.fieldX, l.fieldY + row * l.cell, field.width(), l.cell));
    }
    // Area tints and the grid, square by square.
    for (int s = 0; s < rules.squareCount(); ++s) {
        const gs::Square sq = gs::Square(s);
        const QRectF r(l.topLeft(sq), QSizeF(l.cell, l.cell));
        const bool keeper = rules.inKeeperArea(gs::Side::White, sq) || rules.inKeeperArea(gs::Side::Black, sq);
        if (keeper || rules.inMidfield(sq)) {
            p.setPen(Qt::NoPen);
            p.setBrush(keeper ? c::keeperAreaTint() : c::midfieldTint());
            p.drawRect(r);
        }
        p.setPen(QPen(c::gridLine(), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
    }
    const double line = std::max(1.5, l.cell * 0.045);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(c::pitchLine(), line));
    p.drawRect(field);
    p.drawLine(QPointF(field.left(), field.center().y()), QPointF(field.right(), field.center().y()));
    p.setPen(QPen(c::keeperAreaLine(), line * 0.7));
    const int depth = rules.variant().keeperAreaDepth;
    for (const int rows : {depth, l.ranks - depth}) {
        const double y = l.fieldY + rows * l.cell;
        p.drawLine(QPointF(field.left(), y), QPointF(field.right(), y));
    }
    p.setPen(QPen(c::centreCircle(), line * 0.7));
    p.drawEllipse(field.center(), l.cell * 0.7, l.cell * 0.7);
}

void paintLabels(QPainter& p, const Layout& l)
{
    p.setPen(c::pitchLabel());
    p.setFont(fontOf(l.cell * 0.26, false));
    for (int f = 0; f < l.files; ++f) {
        const int col = l.flipped ? l.files - 1 - f : f;
        const QRectF r(l.fieldX + col * l.cell, l.fieldY + l.ranks * l.cell + l.cell * 0.34, l.cell, l.cell * 0.4);
        p.drawText(r, Qt::AlignCenter, QString(QChar('a' + f)));
    }
    for (int rank = 0; rank < l.ranks; ++rank) {
        const int row = l.flipped ? rank : l.ranks - 1 - rank;
        const QRectF r(0, l.fieldY + row * l.cell, l.fieldX - l.cell * 0.08, l.cell);
        p.drawText(r, Qt::AlignVCenter | Qt::AlignRight, QString::number(rank + 1));
    }
}

// Counter.qml's shirt and star, in its 100 x 100 drawing.
QPolygonF shirt()
{
    QPolygonF poly;
    for (const auto& [x, y] : std::initializer_list<std::pair<double, double>>{
             {32, 10}, {42, 6}, {50, 12}, {58, 6}, {68, 10}, {94, 30}, {82, 46}, {72, 40},
             {72, 94}, {28, 94}, {28, 40}, {18, 46}, {6, 30}})
        poly << QPointF(x, y);
    return poly;
}

QPolygonF star()
{
    QPolygonF poly;
    for (int i = 0; i < 10; ++i) {
        const double r = i % 2 == 0 ? 48 : 20;
        const double a = -M_PI / 2 + i * M_PI / 5;
        poly << QPointF(50 + r * std::cos(a), 53 + r * std::sin(a));
    }
    return poly;
}

void paintCounter(QPainter& p, const Layout& l, gs::Square sq, gs::Cell cell)
{
    const bool white = gs::cellSide(cell) == gs::Side::White;
    const gs::Identity id = gs::cellIdentity(cell);
    const bool firstTeamer = gs::cellIsFirstTeamer(cell), revealed = gs::cellIsRevealed(cell);
    const bool hidden = id == gs::kUnknown, isStar = id == gs::kStar;
    const double d = l.cell * 0.8;
    const QRectF disc(l.topLeft(sq) + QPointF((l.cell - d) / 2, (l.cell - d) / 2), QSizeF(d, d));

    p.setPen(Qt::NoPen);
    p.setBrush(c::counterShadow());
    const double m = std::max(1.0, d * 0.03);
    p.drawEllipse(disc.adjusted(-m, -m, m, m));
    const double edge = revealed ? std::max(3.0, d * 0.11) : std::max(1.0, d * 0.04);
    p.setPen(QPen(revealed ? c::revealRing() : (white ? c::whiteEdge() : c::blackEdge()), edge));
    p.setBrush(white ? c::whiteBody() : c::blackBody());
    p.drawEllipse(disc.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2));

    auto drawing = [&](double left, double top, double scale, const QPolygonF& shape, const QColor& fill,
                       const QColor& stroke, double strokeWidth) {
        p.save();
        p.translate(disc.left() + d * left, disc.top() + d * top);
        p.scale(d * scale / 100, d * scale / 100);
        QPen pen(stroke, strokeWidth);
        pen.setJoinStyle(Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(fill);
        p.drawPolygon(shape);
        p.restore();
    };
    if (firstTeamer && !isStar)
        drawing(0.18, 0.16, 0.64, shirt(), white ? c::whiteShirt() : c::blackShirt(),
                white ? c::whiteShirtEdge() : c::blackShirtEdge(), 5);
    if (isStar) {
        drawing(0.15, 0.15, 0.7, star(), c::starFill(), c::starEdge(), 4);
        return;
    }
    if (hidden || id == gs::kNoIdentity)
        return;
    const QString label = QString::number(id);
    p.setPen(firstTeamer ? (white ? c::whiteShirtInk() : c::blackShirtInk()) : (white ? c::blackBody() : c::whiteBody()));
    p.setFont(fontOf(d * (label.size() > 1 ? 0.38 : 0.44), true));
    p.drawText(disc.translated(0, firstTeamer ? d * 0.06 : 0), Qt::AlignCenter, label);
}

// As Pitch.qml's last-move tint: the square left lighter, the square reached brighter.
void paintLastMove(QPainter& p, const Layout& l, const std::vector<gs::Square>& squares)
{
    const int count = l.files * l.ranks;
    for (size_t k = 0; k < squares.size() && k < 2; ++k)
        if (squares[k] < count)
            p.fillRect(QRectF(l.topLeft(squares[k]), QSizeF(l.cell, l.cell)), k == 0 ? c::lastFrom() : c::lastTo());
}

void paintMarks(QPainter& p, const Layout& l, const std::vector<gs::Square>& marks)
{
    const int squares = l.files * l.ranks;
    p.setPen(QPen(c::lessonHighlightEdge(), std::max(2.0, l.cell * 0.05)));
    p.setBrush(c::lessonHighlight());
    for (const gs::Square s : marks)
        if (s < squares)
            p.drawRect(QRectF(l.topLeft(s), QSizeF(l.cell, l.cell)).adjusted(2, 2, -2, -2));
}

// As Pitch.qml: a dark casing under an amber shaft and head, stopping short of the target.
void paintArrow(QPainter& p, const Layout& l, gs::Square from, gs::Square to)
{
    const QPointF a = l.centre(from), b = l.centre(to);
    const double len = std::max(1.0, std::hypot(b.x() - a.x(), b.y() - a.y()));
    const QPointF u((b.x() - a.x()) / len, (b.y() - a.y()) / len), n(-u.y(), u.x());
    const double head = l.cell * 0.32, width = std::max(3.0, l.cell * 0.09);
    const QPointF start = a + u * l.cell * 0.2, tip = b - u * l.cell * 0.18, neck = tip - u * head * 0.8;
    const QPolygonF headPoly{tip, tip - u * head + n * head * 0.6, tip - u * head - n * head * 0.6};
    for (const bool casing : {true, false}) {
        const QColor colour = casing ? c::lessonArrowCasing() : c::lessonArrow();
        QPen shaft(colour, casing ? width + 3 : width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(shaft);
        p.setBrush(Qt::NoBrush);
        p.drawLine(start, neck);
        p.setPen(casing ? QPen(colour, 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin) : Qt::NoPen);
        p.setBrush(colour);
        p.drawPolygon(headPoly);
    }
}

// Two texts on one line of `row`, the first at the left and the second at the right. Where a
// language's words are longer ("Weiß 0 – 0 Schwarz", "Runde 8 von 20 · Weiß am Zug") they
// are drawn smaller together, never over each other.
void paintLine(QPainter& p, const QRectF& row, double gap, const QString& left, const QFont& leftFont, const QColor& leftColour,
               const QString& right, const QFont& rightFont, const QColor& rightColour)
{
    double scale = 1;
    const double need = QFontMetricsF(leftFont).horizontalAdvance(left) + gap + QFontMetricsF(rightFont).horizontalAdvance(right);
    if (need > row.width())
        scale = row.width() / need * 0.95;
    QFont lf = leftFont, rf = rightFont;
    lf.setPixelSize(std::max(1, int(std::lround(leftFont.pixelSize() * scale))));
    rf.setPixelSize(std::max(1, int(std::lround(rightFont.pixelSize() * scale))));
    p.setFont(lf);
    p.setPen(leftColour);
    p.drawText(row, Qt::AlignVCenter | Qt::AlignLeft, left);
    p.setFont(rf);
    p.setPen(rightColour);
    p.drawText(row, Qt::AlignVCenter | Qt::AlignRight, right);
}

// Under the file letters, for whoever has never seen the game: what the counters' looks mean.
void paintLegend(QPainter& p, const Layout& l, int width)
{
    const QStringList lines = legendLines();
    QFont f = fontOf(l.cell * 0.21, false);
    const double room = width - l.cell * 0.6;
    double need = 0;
    for (const QString& line : lines)
        need = std::max(need, QFontMetricsF(f).horizontalAdvance(line));
    if (need > room)  // one size for both lines, the longer one fitting
        f.setPixelSize(std::max(1, int(f.pixelSize() * room / need * 0.97)));
    p.setFont(f);
    p.setPen(c::pitchLabel());
    for (int i = 0; i < int(lines.size()); ++i)
        p.drawText(QRectF(l.cell * 0.3, l.fieldY + l.ranks * l.cell + l.cell * (0.8 + 0.34 * i), room, l.cell * 0.34), Qt::AlignCenter, lines[i]);
}

void paintBand(QPainter& p, const Layout& l, const gs::State& s, int width)
{
    p.setPen(Qt::NoPen);
    p.setBrush(c::deep());
    p.drawRect(QRectF(0, 0, width, l.band));
    const double x = l.cell * 0.3, w = width - l.cell * 0.6;
    paintLine(p, QRectF(x, 0, w, l.cell * 0.9), l.cell * 0.4, scoreLine(s), fontOf(l.cell * 0.34, true), c::gold(),
              turnLine(s), fontOf(l.cell * 0.26, false), c::text());
    // What the side to act must do (a Penalty or Offside choice, a Debut Move), or why the game
    // ended; and the Substitutes, which the pitch does not show: a line each, so the longest
    // phase ("… choose one of Black's unrevealed Youth Counters to reveal") stays readable.
    paintLine(p, QRectF(x, l.cell * 0.78, w, l.cell * 0.42), 0, phaseLine(s), fontOf(l.cell * 0.22, false), c::text(),
              QString(), fontOf(l.cell * 0.22, false), c::text());
    paintLine(p, QRectF(x, l.cell * 1.2, w, l.cell * 0.42), 0, substitutesLine(s), fontOf(l.cell * 0.22, false), c::textMuted(),
              QString(), fontOf(l.cell * 0.22, false), c::text());
}

// lupdate files these under the namespace, "sharing"; the lookup uses the same context.
QString tr(const char* text) { return QCoreApplication::translate("sharing", text); }

}  // namespace

QRectF squareRect(const DiagramSpec& spec, int width, gs::Square s)
{
    const Layout l = layoutFor(spec, width);
    return {l.topLeft(s), QSizeF(l.cell, l.cell)};
}

QString scoreLine(const gs::State& s)
{
    return tr("White %1 – %2 Black").arg(s.score(gs::Side::White)).arg(s.score(gs::Side::Black));
}

QString turnLine(const gs::State& s)
{
    if (s.isTerminal()) {
        switch (s.result()) {
        case gs::Result::WhiteWins: return tr("Game over · White wins");
        case gs::Result::BlackWins: return tr("Game over · Black wins");
        default: return tr("Game over · a draw");
        }
    }
    const QString turn = tr("Turn %1 of %2").arg(s.turn()).arg(s.rules().variant().turnLimit);
    return turn + QStringLiteral(" · ") + (s.toAct() == gs::Side::White ? tr("White to move") : tr("Black to move"));
}

QString phaseLine(const gs::State& s)
{
    return s.isTerminal() ? EventText::ending(s) : EventText::phase(s);
}

QString substitutesLine(const gs::State& s)
{
    const auto name = [&s](gs::Side side) {
        const gs::Identity id = s.substitute(side);
        return id == gs::kUnknown ? tr("hidden") : id == gs::kNoIdentity ? tr("none") : QString::number(id);
    };
    return tr("Substitutes: White %1 · Black %2").arg(name(gs::Side::White), name(gs::Side::Black));
}

QStringList legendLines()
{
    return {tr("Shirt: First Teamer · ★ Star Player · plain disc: hidden · gold ring: revealed"),
            tr("Lighter rows: the Goalkeeper's Areas and the Midfield Area")};
}

QSize diagramSize(const DiagramSpec& spec, int width)
{
    width = std::clamp(width, 16, 8192);
    const Layout l = layoutFor(spec, width);
    return {width, int(std::ceil(l.fieldY + l.ranks * l.cell + l.cell * 1.6))};
}

void paintDiagram(QPainter& p, const DiagramSpec& spec, int width)
{
    width = std::clamp(width, 16, 8192);
    const Layout l = layoutFor(spec, width);
    const gs::Rules& rules = spec.state.rules();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(QRectF(QPointF(0, 0), diagramSize(spec, width)), c::base());
    paintBand(p, l, spec.state, width);
    paintGoals(p, l);
    paintField(p, l, rules);
    paintLabels(p, l);
    paintLegend(p, l, width);
    paintLastMove(p, l, spec.lastMove);
    paintMarks(p, l, spec.marks);
    for (int s = 0; s < rules.squareCount(); ++s)
        if (const gs::Cell cell = spec.state.at(gs::Square(s)); cell != gs::kEmpty)
            paintCounter(p, l, gs::Square(s), cell);
    for (const auto& [from, to] : spec.arrows)
        if (from < rules.squareCount() && to < rules.squareCount())
            paintArrow(p, l, from, to);
    p.restore();
}

}  // namespace sharing
