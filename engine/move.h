// A move as the engine sees it, and a fixed-capacity list of them (no allocation in playouts).
#pragma once

#include "types.h"
#include "variant.h"

#include <array>
#include <cstdint>

namespace gs {

// NOTATION.md "Moves": a step `d3d4` (also a capture or a debut move), `sub`, `nosub`,
// a Penalty or Offside choice `@e3`, and `pass` (only where a blocked side passes).
// TimePassed and TimeLost are not choices but clock events the app applies (variant `clock`):
// never legal, only State::apply takes them; game records write them as `time` (the rest of
// the turn passes) and `time-lost` (the side loses).
enum class MoveKind : uint8_t { Step, Substitute, NoSubstitute, Choose, Pass, TimePassed, TimeLost };

constexpr bool isTimeout(MoveKind k) { return k == MoveKind::TimePassed || k == MoveKind::TimeLost; }

struct alignas(4) Move {
    MoveKind kind = MoveKind::Pass;
    Square from = kNoSquare;  // Step only
    Square to = kNoSquare;    // Step: destination; Choose: the chosen counter's square
    uint8_t unused = 0;       // keeps a Move one aligned 32-bit store

    static constexpr Move step(Square f, Square t) { return {MoveKind::Step, f, t}; }
    static constexpr Move choose(Square s) { return {MoveKind::Choose, kNoSquare, s}; }
    static constexpr Move substitute() { return {MoveKind::Substitute, kNoSquare, kNoSquare}; }
    static constexpr Move noSubstitute() { return {MoveKind::NoSubstitute, kNoSquare, kNoSquare}; }
    static constexpr Move pass() { return {MoveKind::Pass, kNoSquare, kNoSquare}; }
    static constexpr Move timePassed() { return {MoveKind::TimePassed, kNoSquare, kNoSquare}; }
    static constexpr Move timeLost() { return {MoveKind::TimeLost, kNoSquare, kNoSquare}; }
    // The clock event of a variant whose clock rule is `r`.
    static constexpr Move timeout(TimeoutRule r) { return r == TimeoutRule::LoseGame ? timeLost() : timePassed(); }

    friend constexpr bool operator==(const Move&, const Move&) = default;
};

// Upper bound on legal moves in any position: 12 First Teamers x 8 directions = 96;
// debut areas are capped at 96 squares by variant validation.
constexpr int kMaxMoves = 128;

// Only moves[0, size) are ever set or read: the rest is left as it was (a Move's members have
// initializers, so filling all kMaxMoves would cost more than listing them in a playout).
struct MoveList {
    MoveList() {}
    union {
        std::array<Move, kMaxMoves> moves;
    };
    int size = 0;

    void push(Move m) { moves[size++] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    const Move& operator[](int i) const { return moves[i]; }
    bool contains(Move m) const
    {
        for (int i = 0; i < size; ++i)
            if (moves[i] == m)
                return true;
        return false;
    }
};

}  // namespace gs
