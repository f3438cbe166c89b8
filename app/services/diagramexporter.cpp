#include "diagramexporter.h"

#include "diagramfiles.h"
#include "formats/diskfile.h"
#include "gamecontroller.h"
#include "notation.h"
#include "notices.h"
#include "positionfiles.h"
#include "record.h"
#include "sharelink.h"

#include <QClipboard>
#include <QDir>
#include <QGuiApplication>

#include <algorithm>
#include <optional>

namespace {

// What the controller's pitch shows now, with its arrows (and `extra`, the room's own) and
// ringed squares, and in a game the move that led there, tinted as the pitch tints it.
std::optional<sharing::DiagramSpec> specOf(PitchController* c, const QVariantList& extra)
{
    if (!c || !c->board()->shownState())
        return std::nullopt;
    sharing::DiagramSpec spec(*c->board()->shownState());
    spec.flipped = c->board()->flipped();
    const int squares = spec.state.rules().squareCount();
    for (const QVariant& v : c->arrows() + extra) {
        const QVariantMap a = v.toMap();
        const int from = a.value("from", -1).toInt(), to = a.value("to", -1).toInt();
        if (from >= 0 && from < squares && to >= 0 && to < squares)
            spec.arrows.emplace_back(gs::Square(from), gs::Square(to));
    }
    for (const QVariant& v : c->highlights())
        if (const int s = v.toInt(); s >= 0 && s < squares)
            spec.marks.push_back(gs::Square(s));
    if (auto* game = qobject_cast<GameController*>(c)) {
        const size_t shown = game->review()->reviewing() ? size_t(std::max(0, game->review()->reviewIndex())) : game->plies().size();
        if (shown > 0 && shown <= game->plies().size()) {
            const gs::Move m = game->plies()[shown - 1];
            if (m.kind == gs::MoveKind::Step)
                spec.lastMove = {m.from, m.to};
        }
    }
    return spec;
}

}  // namespace

void DiagramExporter::setController(PitchController* c)
{
    if (c == controller_)
        return;
    controller_ = c;
    emit controllerChanged();
}

void DiagramExporter::setExtraArrows(const QVariantList& arrows)
{
    if (arrows == extraArrows_)
        return;
    extraArrows_ = arrows;
    emit extraArrowsChanged();
}

void DiagramExporter::setWidth(int px)
{
    px = std::clamp(px, 64, 4096);
    if (px == width_)
        return;
    width_ = px;
    emit widthChanged();
}

bool DiagramExporter::copyImage()
{
    const auto spec = specOf(controller_, extraArrows_);
    if (!spec) {
        emit error(tr("There is no position on the pitch to copy."));
        return false;
    }
    if (QClipboard* clipboard = QGuiApplication::clipboard())
        clipboard->setImage(sharing::renderImage(*spec, width_));
    emit copied(QStringLiteral("image"));
    return true;
}

bool DiagramExporter::saveDiagram(const QUrl& file)
{
    const auto spec = specOf(controller_, extraArrows_);
    if (!spec) {
        emit error(tr("There is no position on the pitch to save."));
        return false;
    }
    const QString path = diskfile::localPath(file);
    QString why;
    if (!sharing::writeDiagram(path, *spec, width_, &why)) {
        emit error(tr("The diagram was not saved: %1").arg(why));
        return false;
    }
    Notices::instance().wrote(path);
    return true;
}

QString DiagramExporter::link() const
{
    const auto spec = specOf(controller_, extraArrows_);
    return spec ? sharing::positionLink(QString::fromStdString(gs::formatGpn(spec->state))) : QString();
}

bool DiagramExporter::copyLink()
{
    const QString l = link();
    if (l.isEmpty()) {
        emit error(tr("There is no position on the pitch to link to."));
        return false;
    }
    if (QClipboard* clipboard = QGuiApplication::clipboard())
        clipboard->setText(l);
    emit copied(QStringLiteral("link"));
    return true;
}

bool DiagramExporter::saveGame(GameController* game, const QUrl& folder, const QString& format)
{
    if (!game || !game->active() || !game->gameOver()) {
        emit error(tr("A game is saved as pictures once it is over: until then its start holds the hidden identities."));
        return false;
    }
    const QString path = diskfile::localPath(folder);
    QString why;
    const int n = sharing::writeSequence(path, game->positions(), game->plies(), sharing::Viewer::All,
                                         format == QLatin1String("svg") ? sharing::ImageFormat::Svg : sharing::ImageFormat::Png,
                                         width_, &why);
    if (n < 0) {
        emit error(tr("The pictures were not saved: %1").arg(why));
        return false;
    }
    Notices::instance().post(tr("Saved %n picture(s) in %1", nullptr, n).arg(QDir::toNativeSeparators(path)), path);
    return true;
}

bool DiagramExporter::copyGameLink(GameController* game)
{
    if (!game || !game->active() || !game->gameOver()) {
        emit error(tr("A game is shared as a link once it is over: until then its start holds the hidden identities."));
        return false;
    }
    const gs::GameRecord r = gs::recordOf(game->positions().front(), game->plies(), game->positions().back());
    const QString text = QString::fromStdString(gs::writeRecord(r, game->positions()));
    const QString l = sharing::recordLink(text);
    if (l.size() > sharing::kMaxLinkChars) {
        emit error(tr("This game is too long for a link; save its record instead."));
        return false;
    }
    if (QClipboard* clipboard = QGuiApplication::clipboard())
        clipboard->setText(l);
    emit copied(QStringLiteral("link"));
    return true;
}

QString DiagramExporter::defaultFolder() const { return PositionFiles::defaultFolder(); }
