#include "diagramspec.h"

#include "notation.h"

#include <QStringList>

namespace sharing {

DiagramSpec specFor(const gs::State& full, Viewer viewer)
{
    if (viewer == Viewer::All)
        return DiagramSpec(full);
    const gs::Side side = viewer == Viewer::White ? gs::Side::White : gs::Side::Black;
    DiagramSpec spec(full.view(side));
    spec.flipped = side == gs::Side::Black;
    return spec;
}

void showMovePlayed(DiagramSpec& spec, gs::Move m)
{
    if (m.kind == gs::MoveKind::Step)
        spec.arrows.emplace_back(m.from, m.to);
    else if (m.kind == gs::MoveKind::Choose)
        spec.marks.push_back(m.to);
}

std::optional<Viewer> parseViewer(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == "w" || t == "white")
        return Viewer::White;
    if (t == "b" || t == "black")
        return Viewer::Black;
    if (t.isEmpty() || t == "all")
        return Viewer::All;
    return std::nullopt;
}

bool parseArrows(const QString& text, const gs::Rules& rules, std::vector<std::pair<gs::Square, gs::Square>>& out,
                 QString* error)
{
    std::vector<std::pair<gs::Square, gs::Square>> arrows;
    const QStringList items = text.split(',', Qt::SkipEmptyParts);
    if (items.size() > 64) {
        if (error)
            *error = QStringLiteral("at most 64 arrows, not %1").arg(items.size());
        return false;
    }
    for (const QString& item : items) {
        try {
            const gs::Move m = gs::parseMove(item.trimmed().toStdString(), rules);
            if (m.kind != gs::MoveKind::Step)
                throw gs::NotationError("move", "an arrow goes from one square to another");
            arrows.emplace_back(m.from, m.to);
        } catch (const gs::NotationError& e) {
            if (error)
                *error = QStringLiteral("arrow \"%1\": %2").arg(item.trimmed().left(40), QString::fromUtf8(e.what()));
            return false;
        }
    }
    out = std::move(arrows);
    return true;
}

}  // namespace sharing
