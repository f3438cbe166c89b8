// A diagram as bytes or a file: PNG through QImage, SVG through Qt SVG's QSvgGenerator, both
// painted by paintDiagram. Used by the app (Save diagram…, Copy as image, a game as pictures)
// and by `goalscorer-cli diagram`.
#pragma once

#include "diagramspec.h"

#include <QByteArray>
#include <QImage>
#include <QString>

namespace sharing {

enum class ImageFormat { Png, Svg };

// The diagram `width` pixels wide (16..8192, clamped), as an image (ARGB32) or as SVG text
// whose size and viewBox are that many pixels.
QImage renderImage(const DiagramSpec& spec, int width);
QByteArray renderSvg(const DiagramSpec& spec, int width, const QString& title = {});
QByteArray renderPng(const DiagramSpec& spec, int width);

// The format a file name asks for by its suffix (.png, .svg, any case); nullopt otherwise.
std::optional<ImageFormat> formatForFile(const QString& path);

// Writes the diagram to `path` in the format its suffix names, whole or not at all (the old
// file stays on failure). Returns false and sets *why on an unknown suffix or a write error.
bool writeDiagram(const QString& path, const DiagramSpec& spec, int width, QString* why);

// A game as one picture per ply: `<folder>/ply-000.png`, `ply-001.png`, … (or .svg), each
// position as the spec of `specFor(position, viewer)`, with the move just played as an arrow.
// Creates the folder if needed; returns the number of files written, or -1 and *why.
int writeSequence(const QString& folder, const std::vector<gs::State>& positions,
                  const std::vector<gs::Move>& moves, Viewer viewer, ImageFormat format, int width, QString* why);

}  // namespace sharing
