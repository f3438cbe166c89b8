#include "boardmodel.h"

#include "notation.h"

BoardModel::BoardModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

int BoardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(squares_.size());
}

QHash<int, QByteArray> BoardModel::roleNames() const
{
    return {
        {FileRole, "file"},           {RankRole, "rank"},
        {NameRole, "name"},           {OccupiedRole, "occupied"},
        {WhiteRole, "white"},         {LabelRole, "label"},
        {StarRole, "star"},           {HiddenRole, "hidden"},
        {FirstTeamerRole, "firstTeamer"}, {RevealedRole, "revealed"},
        {KeeperAreaRole, "keeperArea"}, {MidfieldRole, "midfield"},
        {GoalLineRole, "goalLine"},   {MovableRole, "movable"},
        {SelectedRole, "selected"},   {TargetRole, "target"}, {HintedRole, "hinted"},
        {LastMoveRole, "lastMove"},   {AccessibleNameRole, "accessibleName"},
    };
}

QVariant BoardModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= int(squares_.size()) || !rules_)
        return {};
    const int row = index.row();
    const Square& sq = squares_[size_t(row)];
    const gs::Square s = gs::Square(row);
    const gs::Cell c = sq.cell;
    const gs::Identity id = gs::cellIdentity(c);
    switch (role) {
    case FileRole: return rules_->fileOf(s);
    case RankRole: return rules_->rankOf(s);
    case NameRole: return QString::fromStdString(rules_->squareName(s));
    case OccupiedRole: return c != gs::kEmpty;
    case WhiteRole: return c != gs::kEmpty && gs::cellSide(c) == gs::Side::White;
    case LabelRole:
        if (c == gs::kEmpty || id == gs::kStar)
            return QString();
        return id == gs::kUnknown ? QStringLiteral("?") : QString::number(id);
    case StarRole: return c != gs::kEmpty && id == gs::kStar;
    case HiddenRole: return c != gs::kEmpty && id == gs::kUnknown;
    case FirstTeamerRole: return c != gs::kEmpty && gs::cellIsFirstTeamer(c);
    case RevealedRole: return c != gs::kEmpty && gs::cellIsRevealed(c);
    case KeeperAreaRole: return rules_->inKeeperArea(gs::Side::White, s) ? 1 : rules_->inKeeperArea(gs::Side::Black, s) ? 2 : 0;
    case MidfieldRole: return rules_->inMidfield(s);
    case GoalLineRole: return rules_->rankOf(s) == 0 || rules_->rankOf(s) == rules_->ranks() - 1;
    case MovableRole: return sq.movable;
    case SelectedRole: return sq.selected;
    case TargetRole: return sq.target;
    case HintedRole: return sq.hinted;
    case LastMoveRole: return sq.last;
    case AccessibleNameRole: {
        QString name = standing(row);
        // What the pitch's marks say to the eye: the counters that may move, the one picked
        // up, where it may go, the Hint's counter.
        if (sq.selected)
            name += tr(", picked up");
        else if (sq.movable)
            name += tr(", can move");
        if (sq.target)
            name += tr(", a move can end here");
        if (sq.hinted)
            name += tr(", the Hint's counter");
        return name;
    }
    }
    return {};
}

QString BoardModel::standing(int index) const
{
    if (!rules_ || index < 0 || index >= int(squares_.size()))
        return {};
    const gs::Square s = gs::Square(index);
    const gs::Cell c = squares_[size_t(index)].cell;
    const gs::Identity id = gs::cellIdentity(c);
    const QString where = QString::fromStdString(rules_->squareName(s));
    if (c == gs::kEmpty)
        return tr("empty square %1").arg(where);
    const QString side = gs::cellSide(c) == gs::Side::White ? tr("White") : tr("Black");
    QString what = id == gs::kStar ? tr("Star Player") : id == gs::kUnknown ? tr("hidden Youth Counter") : QString::number(id);
    if (gs::cellIsFirstTeamer(c))
        what += tr(", First Teamer");
    else if (gs::cellIsRevealed(c))
        what += tr(", revealed");
    return tr("%1 %2, on %3").arg(side, what, where);
}

void BoardModel::show(const gs::State& shown, bool flipped, const std::set<int>& movable, int selected,
                      const std::set<int>& targets, const moveinput::TurnMarks& turns, bool animate, int hinted)
{
    const gs::Rules& r = shown.rules();
    shown_ = shown;
    const bool reshape = rules_ != &r || flipped != flipped_;
    if (rules_ != &r || int(squares_.size()) != r.squareCount()) {
        beginResetModel();
        rules_ = &r;
        files_ = r.files();
        ranks_ = r.ranks();
        squares_.assign(size_t(r.squareCount()), Square{});
        endResetModel();
    }
    flipped_ = flipped;
    if (reshape)
        emit shapeChanged();
    std::vector<Square> next(squares_.size());
    for (int i = 0; i < int(next.size()); ++i) {
        next[size_t(i)].cell = shown.at(gs::Square(i));
        next[size_t(i)].movable = movable.count(i) > 0;
        next[size_t(i)].selected = i == selected;
        next[size_t(i)].target = targets.count(i) > 0;
        next[size_t(i)].hinted = i == hinted;
    }
    // The earlier turn first, so the latest wins a square both touched; a square a move
    // arrives at stays marked as a destination when a later move of the turn leaves it.
    const auto mark = [&next](const std::vector<std::pair<int, int>>& moves, int from, int to) {
        for (const auto& [f, t] : moves)
            if (f >= 0 && f < int(next.size()))
                next[size_t(f)].last = from;
        for (const auto& [f, t] : moves)
            if (t >= 0 && t < int(next.size()))
                next[size_t(t)].last = to;
    };
    mark(turns.earlier, 3, 4);
    mark(turns.latest, 1, 2);
    const int lastFrom = turns.latest.empty() ? -1 : turns.latest.back().first;
    const int lastTo = turns.latest.empty() ? -1 : turns.latest.back().second;
    const bool newMove = animate && lastTo >= 0 && lastFrom >= 0;
    for (int i = 0; i < int(next.size()); ++i) {
        const Square& a = squares_[size_t(i)];
        const Square& b = next[size_t(i)];
        if (a.cell != b.cell || a.movable != b.movable || a.selected != b.selected || a.target != b.target || a.last != b.last
            || a.hinted != b.hinted) {
            squares_[size_t(i)] = b;
            emit dataChanged(index(i), index(i));
        }
    }
    if (newMove)
        emit moved(lastFrom, lastTo);
}
