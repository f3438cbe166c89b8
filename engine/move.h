// A move as the engine sees it, and a fixed-capacity list of them (no allocation in playouts).
#pragma once

#include "types.h"
#include "variant.h"

#include <array>
#include <cstdint>

namespace gs {

// NOTATION.md "Moves": a step `d3d4` (also a capture or a debut move), `sub`, `nosub`,
// a Penalty or Offside choice `@e3`, and `pass` (only where a blocked side passes).
// Timeout is not a choice but a clock event the app applies (variant `clock`): it is never
// legal, only State::apply takes it, and game records write it as `time` (the rest of the
// turn passes; `to` = 0) or `time-lost` (the side loses; `to` = 1).
enum class MoveKind : uint8_t { Step, Substitute, NoSubstitute, Choose, Pass, Timeout };

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
    static constexpr Move timeout(TimeoutRule r) { return {MoveKind::Timeout, kNoSquare, Square(r == TimeoutRule::LoseGame ? 1 : 0)}; }

    friend constexpr bool operator==(const Move&, const Move&) = default;
};

// Upper bound on legal moves in any position: 12 First Teamers x 8 directions = 96;
// debut areas are capped at 96 squares by variant validation.
constexpr int kMaxMoves = 128;

struct MoveList {
    std::array<Move, kMaxMoves> moves;
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
