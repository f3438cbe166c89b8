// Basic vocabulary of the rules engine: sides, identities, board cells, squares, phases.
// Everything here is a plain value type; nothing allocates.
#pragma once

#include <cstdint>

namespace gs {

// RULES.md §1. White is the Home side and moves first.
enum class Side : uint8_t { White = 0, Black = 1 };

constexpr Side opponent(Side s) { return Side(uint8_t(s) ^ 1u); }
constexpr int sideIndex(Side s) { return int(s); }
constexpr char sideChar(Side s) { return s == Side::White ? 'w' : 'b'; }

// A counter's identity: 1..11 are the numbered counters, kStar the Star Player.
// kUnknown (`x` in GPN) stands for an identity the viewer may not see (RULES.md §7).
using Identity = uint8_t;
constexpr Identity kNoIdentity = 0;
constexpr Identity kGoalkeeper = 1;
constexpr Identity kStar = 12;
constexpr Identity kUnknown = 13;
constexpr int kIdentityCount = 12;  // identities 1..12 per side

constexpr bool isRealIdentity(Identity id) { return id >= 1 && id <= kStar; }

// A square index: rankIndex * files + fileIndex, rank index 0 is rank 1 (White's Goal Line).
using Square = uint8_t;
constexpr Square kNoSquare = 255;
constexpr int kMinFiles = 3, kMaxFiles = 12;
constexpr int kMinRanks = 6, kMaxRanks = 16;
constexpr int kMaxSquares = kMaxFiles * kMaxRanks;  // 192
// Two off-pitch "wall" squares pad the move tables to fixed lengths (see Rules::Steps):
// each reads as occupied by the side that owns it. First Teamer tables are padded with the
// moving side's own wall, so no step onto it is generated; Youth tables may use either
// (a Youth step needs an empty square). Readers of the public Steps stop at `count`.
constexpr Square kWallWhite = kMaxSquares;
constexpr Square kWallBlack = kMaxSquares + 1;
constexpr int kBoardCells = kMaxSquares + 2;

// One board cell in one byte, so a whole position copies in a few cache lines.
// 0 = empty; bits 0-3 identity (1..13), bit 4 owner (set = Black),
// bit 5 First Teamer, bit 6 revealed Youth Counter (the yellow edge).
using Cell = uint8_t;
constexpr Cell kEmpty = 0;
constexpr Cell kIdentityMask = 0x0F;
constexpr Cell kBlackBit = 0x10;
constexpr Cell kFirstTeamBit = 0x20;
constexpr Cell kRevealedBit = 0x40;

constexpr Cell makeCell(Side s, Identity id, bool firstTeamer, bool revealed = false)
{
    return Cell(id | (s == Side::Black ? kBlackBit : 0) | (firstTeamer ? kFirstTeamBit : 0)
                | (revealed && !firstTeamer ? kRevealedBit : 0));
}
constexpr Identity cellIdentity(Cell c) { return Identity(c & kIdentityMask); }
constexpr Side cellSide(Cell c) { return (c & kBlackBit) ? Side::Black : Side::White; }
constexpr bool cellIsFirstTeamer(Cell c) { return (c & kFirstTeamBit) != 0; }
constexpr bool cellIsRevealed(Cell c) { return (c & kRevealedBit) != 0; }
// A Youth Counter whose identity this view hides (RULES.md §7): what beliefs are about.
constexpr bool cellIsHiddenYouth(Cell c) { return cellIdentity(c) == kUnknown && !cellIsFirstTeamer(c); }

// What the side to act must do now (RULES.md §4–§6; GPN phase field in NOTATION.md).
enum class Phase : uint8_t {
    YouthMove,      // `y`: Move 1
    FirstTeamMove,  // `f`: Move 2
    Substitution,   // `s:<square>`: bring on the Substitute for the counter just promoted?
    Debut,          // `d:<square>`: the First Team Debut Move
    Penalty,        // `p`: choose one of the opponent's Youth Counters to remove
    Offside,        // `o`: choose one of the opponent's unrevealed Youth Counters to reveal
    End,            // `end`: the game is over
};

// Why a game ended (RULES.md §8). Unknown: a position loaded as already over.
enum class EndReason : uint8_t {
    None,
    StarCaptured,
    StarReachedGoalLine,
    TurnLimit,
    Blocked,
    Timeout,  // a side ran out of time under a variant whose clock makes that a loss
    Unknown,
};

enum class Result : uint8_t { None, WhiteWins, BlackWins, Draw };

// A side's goals: 0..kMaxGoals (GPN writes at most four digits; State stops counting there).
constexpr int kMaxGoals = 9999;

}  // namespace gs
