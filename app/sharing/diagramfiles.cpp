#include "diagramfiles.h"

#include "diagrampainter.h"
#include "formats/diskfile.h"
#include "notation.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <algorithm>

namespace sharing {

QImage renderImage(const DiagramSpec& spec, int width)
{
    QImage image(diagramSize(spec, width), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    paintDiagram(p, spec, width);
    p.end();
    return image;
}

QByteArray renderPng(const DiagramSpec& spec, int width)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    renderImage(spec, width).save(&buffer, "PNG");
    return bytes;
}

QByteArray renderSvg(const DiagramSpec& spec, int width, const QString& title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSize size = diagramSize(spec, width);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setResolution(96);  // 1 px = 1 user unit, so fonts keep their pixel sizes
    svg.setTitle(title.isEmpty() ? QStringLiteral("GOALSCORER diagram") : title);
    // The position itself travels in the description, so the picture can be read back.
    svg.setDescription(QString::fromStdString(gs::formatGpn(spec.state)));
    QPainter p(&svg);
    paintDiagram(p, spec, width);
    p.end();
    // Qt 6.4 writes the size in millimetres; a picture for the web wants pixels, as the viewBox.
    static const QRegularExpression mm(QStringLiteral("<svg width=\"[0-9.]+mm\" height=\"[0-9.]+mm\""));
    const QString head = QString::fromUtf8(bytes.left(400));
    if (const auto m = mm.match(head); m.hasMatch())
        bytes.replace(m.capturedStart(), m.capturedLength(),
                      QStringLiteral("<svg width=\"%1\" height=\"%2\"").arg(size.width()).arg(size.height()).toUtf8());
    return bytes;
}

std::optional<ImageFormat> formatForFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "png")
        return ImageFormat::Png;
    if (suffix == "svg")
        return ImageFormat::Svg;
    return std::nullopt;
}

bool writeDiagram(const QString& path, const DiagramSpec& spec, int width, QString* why)
{
    const auto format = formatForFile(path);
    if (!format) {
        if (why)
            *why = QStringLiteral("%1: a diagram is saved as .png or .svg").arg(QFileInfo(path).fileName());
        return false;
    }
    const QByteArray bytes = *format == ImageFormat::Png ? renderPng(spec, width) : renderSvg(spec, width);
    if (diskfile::writeWhole(path, bytes, why))
        return true;
    if (why)
        *why = QDir::toNativeSeparators(path) + ": " + *why;  // which file, where a sequence writes many
    return false;
}

int writeSequence(const QString& folder, const std::vector<gs::State>& positions, const std::vector<gs::Move>& moves,
                  Viewer viewer, ImageFormat format, int width, QString* why)
{
    if (!QDir().mkpath(folder)) {
        if (why)
            *why = QStringLiteral("cannot make the folder %1").arg(folder);
        return -1;
    }
    const int digits = std::max(3, int(QString::number(positions.size()).size()));
    const QString suffix = format == ImageFormat::Png ? "png" : "svg";
    int written = 0;
    for (size_t i = 0; i < positions.size(); ++i) {
        DiagramSpec spec = specFor(positions[i], viewer);
        if (i > 0 && i - 1 < moves.size())
            showMovePlayed(spec, moves[i - 1]);
        const QString name = QStringLiteral("ply-%1.%2").arg(i, digits, 10, QChar('0')).arg(suffix);
        if (!writeDiagram(QDir(folder).filePath(name), spec, width, why))
            return -1;
        ++written;
    }
    return written;
}

}  // namespace sharing
