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
