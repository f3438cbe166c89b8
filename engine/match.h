// Playing whole games: between two players (each sees only its own view), and the bare
// random playout that benchmarks and tree search use.
#pragma once

#include "players/player.h"

#include <functional>
#include <optional>
#include <vector>

namespace gs {

struct PlayedGame {
    State final;
    std::vector<Move> moves;       // every ply, in order
    std::vector<State> positions;  // with keepPositions: the start and the state after each ply
};

// Asks a player for its move the way every game loop must: the side's view only (the full
// state only to a player that declares it sees everything), and, for players that read the
// opponent's moves, the public history of the game as that side saw it.
class GameObservers {
public:
    GameObservers(const State& start, const Player& white, const Player& black);
    Move choose(Player& p, const State& s, Rng& rng) const;  // `s` the full state now
    void add(Move m, const State& after);                    // after every ply

private:
    std::optional<PublicHistory> seen_[2];
};

// Told of each ply as it is played: the full state before and after it, and what it caused.
using PlyObserver = std::function<void(const State& before, Move move, const State& after, const EventList& events)>;

// Plays from `start` (a full state) to the end: the one game loop under matches, the Lab and
// the CLI's demo. Each player is handed only what GameObservers gives it; `rng` drives both
// players' choices. Events are gathered only for `onPly`. Throws std::logic_error if a player
// answers with an illegal move.
PlayedGame playGame(const State& start, Player& white, Player& black, Rng& rng, bool keepPositions = false,
                    const PlyObserver& onPly = {});

// Uniformly random legal moves from `s` until the game ends; returns the plies played.
// No views, no events: this is the inner loop of search and of `goalscorer-cli bench`.
int randomPlayout(State& s, Rng& rng);

// A playout for search, as `policy` says (State::playOut); the default is randomPlayout.
void biasedPlayout(State& s, Rng& rng, const PlayoutPolicy& policy);

}  // namespace gs
