// Undo and redo over whole values: each edit keeps the value before it (a position is 256
// bytes, so copies are cheap and nothing has to be undone step by step). At most `limit`
// steps back; a new edit forgets what could be redone.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

template <typename T>
class EditHistory {
public:
    explicit EditHistory(size_t limit) : limit_(limit) {}

    // `before` is the value an edit is about to replace.
    void edited(const T& before)
    {
        undo_.push_back(before);
        if (undo_.size() > limit_)
            undo_.erase(undo_.begin());
        redo_.clear();
    }
    // The value to go back to from `current` (kept for redo), or nullopt at the oldest.
    std::optional<T> undo(const T& current) { return step(undo_, redo_, current); }
    std::optional<T> redo(const T& current) { return step(redo_, undo_, current); }
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }

private:
    static std::optional<T> step(std::vector<T>& from, std::vector<T>& to, const T& current)
    {
        if (from.empty())
            return std::nullopt;
        to.push_back(current);
        T back = std::move(from.back());
        from.pop_back();
        return back;
    }

    size_t limit_;
    std::vector<T> undo_, redo_;
};
