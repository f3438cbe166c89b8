// Manual setup (variant `setup: manual`, RULES.md §3): before the kick-off each person arranges
// their dealt Youth Counters and Substitute; the computer keeps its deal. In hot-seat White
// arranges first, under the hand-over cover, then Black. The arrangement is written into the
// game's start position (State::arrange).
#pragma once

#include "state.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>
#include <set>
#include <vector>

class ManualSetup : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ManualSetup belongs to a GameSession")

    // The side arranging its counters now, "white" or "black"; "" once play has begun.
    Q_PROPERTY(QString side READ side NOTIFY sideChanged)
    // The arranger's Substitute ("7", or the translated "Star Player"); "" while covered.
    Q_PROPERTY(QString substitute READ substitute NOTIFY substituteChanged)
    // Whether the arranger has a change to take back (a swap, a Substitute swap, a Randomize).
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)

public:
    // `start`: the game's first position (nullptr without a game), which the arrangement
    // rewrites; `covered`: whether
    // the hand-over cover hides the pitch (nothing may be arranged then).
    ManualSetup(std::function<gs::State*()> start, std::function<bool()> covered, QObject* parent = nullptr);

    // Arranging begins for `first`; in hot-seat Black arranges after White.
    void begin(gs::Side first, bool hotSeat);
    void end();  // a game that needs no (more) arranging
    std::optional<gs::Side> arranging() const { return side_; }
    QString side() const;
    QString substitute() const { return substitute_; }
    int picked() const { return picked_; }  // the square of the counter picked up, -1 none
    bool canUndo() const { return !undo_.empty(); }

    // A click on the pitch: picks up one of the arranger's Youth Counters, swaps it with the
    // one already picked, or puts the picked one down.
    void click(int square);
    // The arranger's counters (movable) and where the picked one may go (targets).
    void marks(std::set<int>& movable, std::set<int>& targets) const;

    // The picked counter; never the Star Player. With nothing picked up it says what to do.
    Q_INVOKABLE void swapWithSubstitute();
    Q_INVOKABLE void undo();                // takes back the arranger's last change
    Q_INVOKABLE void randomize();           // a fresh deal of the arranger's side
    Q_INVOKABLE void finish();              // this side is done

    // After any change of the arrangement or of the side arranging (call after a language
    // switch too: the Substitute's name is translated).
    void publish();

signals:
    void sideChanged();
    void substituteChanged();
    void canUndoChanged();
    void arranged();                  // the start position or the picked counter changed
    void finished(gs::Side side);     // `side` is done; arranging() tells who is next, if anyone
    void error(const QString& message);

private:
    int slotOf(int square) const;  // index into the variant's youthSquares, -1 if not the arranger's
    // Writes the arrangement; `undoable`: the one it replaces is kept for undo().
    void rearrange(const std::vector<gs::Identity>& youth, gs::Identity substitute, bool undoable = true);
    void forgetUndo();

    std::function<gs::State*()> start_;
    std::function<bool()> covered_;
    std::optional<gs::Side> side_;
    bool hotSeat_ = false;
    int picked_ = -1;
    QString substitute_;
    QString shownSide_;
    // The arranger's earlier arrangements, the latest last: Youth Counters by slot, Substitute.
    std::vector<std::pair<std::vector<gs::Identity>, gs::Identity>> undo_;
};
