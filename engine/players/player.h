// The interface every computer player implements, and the AI SPEC strings that name them.
#pragma once

#include "../history.h"
#include "../state.h"

#include <atomic>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gs {

// A player decides from one side's view only (RULES.md §7): it is handed
// `state.view(state.toAct())`, never the full state, so it cannot read hidden identities.
class Player {
public:
    virtual ~Player() = default;
    // The AI SPEC that recreates this player, e.g. "greedy".
    virtual std::string spec() const = 0;
    // Picks a legal move for view.toAct(). `view` is not terminal. Deterministic given `rng`.
    virtual Move choose(const State& view, Rng& rng) = 0;
    // The same decision with the game so far as this side saw it (history.now() is the view,
    // history.observer the side to act). Players that read the opponent's moves (ISMCTS with
    // beliefs) override it; by default the history is ignored.
    virtual Move chooseWithHistory(const PublicHistory& history, Rng& rng) { return choose(history.now(), rng); }
    // Whether chooseWithHistory uses the history, so callers build one only when it helps.
    virtual bool readsHistory() const { return false; }
    // Reference players only (cheat-uct): true means the caller hands over the full state
    // instead of the view. Never offered to people as an opponent.
    virtual bool seesEverything() const { return false; }
    // Searches poll this flag and answer at once (their best move so far) when it turns true,
    // so the app can cancel a computer move. The flag must outlive the player's searches.
    void setStopFlag(const std::atomic<bool>* stop) { stop_ = stop; }

protected:
    bool stopRequested() const { return stop_ && stop_->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool>* stop_ = nullptr;
};

// A malformed or unknown AI SPEC.
struct BadPlayerSpec : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// Parses "name" or "name:key=value,key=value". Throws BadPlayerSpec.
struct PlayerSpec {
    std::string name;
    std::map<std::string, std::string> options;
    static PlayerSpec parse(std::string_view text);
};

// The levels people pick from, weakest first: a lower-case name and the AI SPEC it stands for,
// defined here once for the app and the CLI (makePlayer takes the names as AI SPECs).
struct Level {
    const char* name;  // "beginner", "club", "strong", "expert"
    const char* spec;
};
constexpr Level kLevels[] = {
    {"beginner", "random"},
    {"club", "greedy"},
    // Both search with beliefs=mixed, which won the self-play SPRT against uniform deals at
    // 4,000 and 16,000 iterations, and with decisive playouts, which won it at 4,000 and 8,000;
    // on all cores (threads=0), which won at twice the iterations on two threads; Move 2's
    // search going on from Move 1's tree (reuse=1), which won at 2,000 and 8,000 (the
    // notebook, engine/players/README.md). They take a win at once and never a move that
    // loses at once, in every deal (solve=1, issue 48), and keep a defender in reach of a
    // hidden counter running at their Goal Line (the race guard, guard=4,margin=0.05,
    // approach=1: people run, and it holds the runner tricks).
    {"strong", "ismcts:ms=700,threads=0,beliefs=mixed,decisive=1,reuse=1,solve=1,guard=4,margin=0.05,approach=1"},
    {"expert", "ismcts:ms=2500,threads=0,beliefs=mixed,decisive=1,reuse=1,solve=1,guard=4,margin=0.05,approach=1"},
};

// The decision a seat of the app makes at the end of `history` (not terminal, the observer to
// act): `player` decides at each earlier decision of history.observer in turn with the
// history up to it, and its answers are dropped (the history's moves are played), so a player
// that keeps what it learnt between moves (a kept tree, IsmctsOptions::reuse) reaches the last
// decision as it would in a game; then it decides there. One `rng` throughout: deterministic.
Move chooseAfterReplay(Player& player, const PublicHistory& history, Rng& rng);

// Builds the player an AI SPEC names: a level name above (a searching level takes ISMCTS options
// that replace its own: `strong:iterations=30000` is Strong's search at exactly 30,000
// iterations instead of its 700 ms), or `random`, `greedy`, `flatmc[:options]`,
// `cheat-uct[:options]` (sees everything: a measuring stick only), or
// `ismcts[:iterations=N | ms=M][,threads=T][,c=X][,capture=P][,decisive=0|1][,solve=0|1][,reuse=0|1|2]
// [,guard=ROWS][,margin=M][,approach=0|1][,beliefs=uniform|model|computer|mixed][,trust=T][,deals=D]`
// (default ms=1000, threads=1, c=0.4, capture=0.9; ismctsoptions.h); and, for measurement only, the scripted tricks
// `rusher`, `decoy`, `bluffer`, `fortress`, `winger`, `dodger`, `late`, `pair`, `waiter`, `switcher` and `lurker`
// (exploiterplayer.h).
// Throws BadPlayerSpec for an unknown name, an option the player does not take, or a bad value.
std::unique_ptr<Player> makePlayer(std::string_view spec);

}  // namespace gs
