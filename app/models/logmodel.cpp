#include "logmodel.h"

QVariant LogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= int(rows_.size()))
        return {};
    const Row& r = rows_[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return r.text;
    case SideRole: return r.side;
    case TurnRole: return r.turn;
    case KindRole: return r.kind;
    }
    return {};
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    return {{TextRole, "line"}, {SideRole, "side"}, {TurnRole, "turn"}, {KindRole, "kind"}};
}

void LogModel::append(const QString& text, const QString& side, int turn, const QString& kind)
{
    const int row = int(rows_.size());
    beginInsertRows({}, row, row);
    rows_.push_back({text, side, turn, kind});
    endInsertRows();
}

void LogModel::clear()
{
    if (rows_.empty())
        return;
    beginResetModel();
    rows_.clear();
    endResetModel();
}

void LogModel::appendEvents(const gs::EventList& events, const gs::Rules& rules, gs::Audience audience, gs::Side viewer, int turn)
{
    for (const gs::Event& e : events) {
        if (!EventText::hasOwnLine(e))
            continue;
        QString kind = "move";
        if (e.kind == gs::EventKind::Captured || e.kind == gs::EventKind::PenaltyTaken || e.kind == gs::EventKind::OffsideTaken)
            kind = "capture";
        else if (e.kind == gs::EventKind::Goal)
            kind = "goal";
        else if (e.kind == gs::EventKind::GameOver)
            kind = "end";
        const QString side = e.kind == gs::EventKind::GameOver ? QString() : e.side == gs::Side::White ? "white" : "black";
        append(EventText::event(e, rules, audience, viewer), side, turn, kind);
    }
}
