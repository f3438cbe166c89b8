// The pitch as a list model for QML: one row per square, built from what the viewer may see
// (a State::view, or the full state once the game is over), never from hidden identities.
#pragma once

#include "moveinput.h"
#include "state.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <set>

class BoardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A BoardModel belongs to a PitchController")
    Q_PROPERTY(int files READ files NOTIFY shapeChanged)
    Q_PROPERTY(int ranks READ ranks NOTIFY shapeChanged)
    Q_PROPERTY(bool flipped READ flipped NOTIFY shapeChanged)
    Q_PROPERTY(int keeperAreaDepth READ keeperAreaDepth NOTIFY shapeChanged)  // ranks at each end

public:
    enum Role {
        FileRole = Qt::UserRole + 1,  // 0-based file (0 = a)
        RankRole,                     // 0-based rank (0 = rank 1)
        NameRole,                     // "d3"
        OccupiedRole,
        WhiteRole,           // the counter is White's
        LabelRole,           // "7", "" for the Star Player, "?" hidden
        StarRole,            // the Star Player (known to the viewer)
        HiddenRole,          // the viewer does not know this counter's identity
        FirstTeamerRole,     // football shirt
        RevealedRole,        // yellow edge
        KeeperAreaRole,      // 0 none, 1 White's Goalkeeper's Area, 2 Black's
        MidfieldRole,
        GoalLineRole,
        MovableRole,         // red box: a counter the player may move now
        SelectedRole,
        TargetRole,          // red box: a legal destination or Penalty/Offside choice
        LastMoveRole,        // the latest turn's moves: 1 from-square, 2 to-square; the turn before: 3 from, 4 to
        HintedRole,          // the square the Hint's move goes to (or chooses)
        AccessibleNameRole,  // "White 7, revealed, on e5"
    };
    Q_ENUM(Role)

    explicit BoardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    // What stands on square `index` as the viewer sees it, in words: "White 9, First Teamer,
    // on c4", "Black hidden Youth Counter, on d8", "empty square e5"; "" for no square. The
    // accessibleName role adds what the marks say (can move, picked up, …).
    QString standing(int index) const;
    QHash<int, QByteArray> roleNames() const override;

    int files() const { return files_; }
    int ranks() const { return ranks_; }
    bool flipped() const { return flipped_; }
    int keeperAreaDepth() const { return rules_ ? rules_->variant().keeperAreaDepth : 0; }
    // The rules of the position shown; nullptr before the first show().
    const gs::Rules* rules() const { return rules_; }
    // The position shown, as the viewer may see it (what a diagram of this pitch draws);
    // nullptr before the first show().
    const gs::State* shownState() const { return shown_ ? &*shown_ : nullptr; }

    // Replaces what is shown. `shown` is what the viewer may see; marks are square indices.
    // `animate`: the latest move in `turns` was just played (emit moved() so it slides in).
    // `hinted`: the destination of the move a Hint suggests, -1 none.
    void show(const gs::State& shown, bool flipped, const std::set<int>& movable, int selected,
              const std::set<int>& targets, const moveinput::TurnMarks& turns = {}, bool animate = false, int hinted = -1);

    // Row of a square and back (rows follow square indices: rank * files + file).
    Q_INVOKABLE int indexOf(int file, int rank) const { return rank * files_ + file; }
    Q_INVOKABLE int fileOf(int index) const { return files_ > 0 ? index % files_ : 0; }
    Q_INVOKABLE int rankOf(int index) const { return files_ > 0 ? index / files_ : 0; }

signals:
    void shapeChanged();
    // A counter stepped from one square to another (the delegates animate it).
    void moved(int from, int to);

private:
    struct Square {
        gs::Cell cell = gs::kEmpty;
        bool movable = false, selected = false, target = false, hinted = false;
        int last = 0;
    };
    const gs::Rules* rules_ = nullptr;
    std::optional<gs::State> shown_;
    int files_ = 0, ranks_ = 0;
    bool flipped_ = false;
    std::vector<Square> squares_;
};
