// Draws a DiagramSpec with QPainter in the app's look: the score, the turn and the side to
// act, what is to be done and the Substitutes in a band above the pitch, then the pitch
// (goals, areas, lines, file and rank labels, a legend under it), the counters as Counter.qml
// draws them, the marked squares and the arrows. One drawing for every output: PNG (QImage),
// SVG (QSvgGenerator) and the clipboard.
#pragma once

#include "diagramspec.h"

#include <QRectF>
#include <QSize>
#include <QStringList>

class QPainter;

namespace sharing {

// The diagram's size in pixels for a width of `width` pixels (16..8192): its height follows
// from the pitch's files and ranks.
QSize diagramSize(const DiagramSpec& spec, int width);

// Paints the diagram into the rectangle (0, 0, diagramSize(spec, width)) of `painter`.
void paintDiagram(QPainter& painter, const DiagramSpec& spec, int width);

// Where square `s` is drawn in a diagram `width` pixels wide: for clicks on a picture (a
// tutorial's web page lays its buttons over the squares).
QRectF squareRect(const DiagramSpec& spec, int width, gs::Square s);

// The band's words, e.g. "White 1 – 0 Black" and "Turn 3 of 20 · White to move"; translated
// where a translator is installed (the app), English otherwise (the CLI).
QString scoreLine(const gs::State& s);
QString turnLine(const gs::State& s);
// The band's second line: what the side to act must do now, e.g. "Black: choose one of
// White's unrevealed Youth Counters to reveal (Offside)" (RULES.md §4–§6), or once the game
// is over why it ended ("The Star Player was captured."); and the Substitutes, e.g.
// "Substitutes: White 7 · Black hidden" (a view hides the opponent's; "none" once used).
QString phaseLine(const gs::State& s);
QString substitutesLine(const gs::State& s);
// The two lines under the pitch that say what the counters' looks and the rows' shades mean,
// for a reader who has never seen the game (a diagram shared on a forum or in a rule book).
QStringList legendLines();

}  // namespace sharing
