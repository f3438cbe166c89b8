// Draws a DiagramSpec with QPainter in the app's look: the score, the turn and the side to
// act in a band above the pitch, then the pitch (goals, areas, lines, file and rank labels),
// the counters as Counter.qml draws them, the marked squares and the arrows. One drawing for
// every output: PNG (QImage), SVG (QSvgGenerator) and the clipboard.
#pragma once

#include "diagramspec.h"

#include <QRectF>
#include <QSize>

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

}  // namespace sharing
