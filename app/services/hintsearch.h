// The Hint: a search at the Strong level from the human's own history (their views and the
// moves, never the full state), off the UI thread, and what it found as words and as a
// square to mark on the pitch.
#pragma once

#include "searchrunner.h"

#include "history.h"

#include <QObject>
#include <QString>

#include <optional>

class HintSearch : public QObject {
    Q_OBJECT

public:
    explicit HintSearch(QObject* parent = nullptr);

    // Forgets the last hint and searches for the side to act after `seen`; `seed` makes it repeatable.
    void start(const gs::PublicHistory& seen, quint64 seed);
    void drop();  // cancels a search in flight and forgets the last hint
    // Takes `move`, the answer found(), as the hint if it is legal in `now` (the position the
    // human sees, full state): its words from the human's view and its target square.
    // Returns false, and keeps no hint, when the game moved on.
    bool accept(const gs::State& now, gs::Move move);
    // The hint's words again, in the language now chosen (`now` as for accept; the hint is
    // dropped whenever the game moves on, so its move is still legal there).
    void retell(const gs::State& now);

    bool busy() const { return runner_.busy(); }
    const QString& text() const { return text_; }  // empty: no hint
    int square() const { return square_; }         // where the hinted move goes; -1 none

signals:
    void found(gs::Move move);
    void busyChanged();

private:
    SearchRunner runner_;
    gs::PublicHistory seen_;  // what the hinted side had seen, for the hint's reason
    quint64 seed_ = 0;
    QString text_;
    int square_ = -1;
    std::optional<gs::Move> move_;  // the hint's move while text_ says it
};
