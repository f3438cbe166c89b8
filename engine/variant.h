// A rule variant: every setting RULES.md marks as variable, as plain data.
// Variants are read from `variants/*.json` by formats/variantloader.h; this header has no I/O.
#pragma once

#include "translations.h"
#include "types.h"

#include <array>
#include <string>
#include <vector>

namespace gs {

// A square by 0-based file and rank, before it is known to fit a pitch.
struct Coord {
    int file = 0;  // 0 = file a
    int rank = 0;  // 0 = rank 1
    friend bool operator==(const Coord&, const Coord&) = default;
};

// RULES.md §3.
enum class SetupMode : uint8_t { Random, Fixed, Manual };
// RULES.md §6: what capturing a numbered counter does (the Star Player is always `starGoals`).
enum class CaptureResult : uint8_t { Nothing, Goal, Penalty, Offside };
// RULES.md §5: where a promoted counter may go on its First Team Debut Move.
enum class DebutRule : uint8_t { None, KeeperArea, Midfield, Adjacent };
// RULES.md §4 Move 2: how a First Teamer steps.
enum class StepRule : uint8_t { AnyDirection, Orthogonal };
// What running out of time costs a side (variant `clock`): the rest of its turn, or the game.
enum class TimeoutRule : uint8_t { PassTurn, LoseGame };

// Clocks for people playing in the app (computer self-play ignores them). Seconds; 0 = off.
struct ClockRules {
    int moveSeconds = 0;     // 0..3600: time for each single move (ply), reset after every move
    TimeoutRule moveTimeout = TimeoutRule::PassTurn;
    int gameSeconds = 0;     // 0..86400: each side's thinking time for the whole game
    TimeoutRule gameTimeout = TimeoutRule::LoseGame;  // PassTurn: every later turn is passed
    bool enabled() const { return moveSeconds > 0 || gameSeconds > 0; }
};

struct Variant {
    std::string id;           // short name used in GPN, e.g. "classic"
    std::string name;         // shown to people
    std::string description;
    Translations nameIn, descriptionIn;  // the name and description in other languages (may be empty)
    std::string parent;       // id of the variant this one overrides, or empty

    // RULES.md §2. Pitch: files x ranks; White's Goal Line is rank 1.
    int files = 0;            // 3..12
    int ranks = 0;            // 6..16
    int keeperAreaDepth = 0;  // ranks at each end forming the Goalkeeper's Areas, 1..ranks/2-1
    std::vector<int> midfieldRanks;  // 0-based ranks of the Midfield Area

    // White's starting squares; Black's mirror the ranks (rank r <-> ranks+1-r).
    std::vector<std::pair<Identity, Coord>> startFirstTeamers;  // e.g. {1,d1},{9,c4},{10,e4}
    std::vector<Coord> youthSquares;                            // where dealt counters start

    // RULES.md §3. With Fixed, each side's youth identities in youthSquares order, and its
    // Substitute (index 0 White, 1 Black).
    SetupMode setup = SetupMode::Random;
    std::array<std::vector<Identity>, 2> fixedYouth;
    std::array<Identity, 2> fixedSubstitute{kNoIdentity, kNoIdentity};

    // RULES.md §8.2: full rounds; the game ends after Black's turn number turnLimit. 1..999.
    int turnLimit = 0;
    // RULES.md §6: goals for capturing the Star Player or reaching the Goal Line with it. 0..9.
    int starGoals = 0;
    // Indexed by identity 1..11 (index 0 and 12 unused).
    std::array<CaptureResult, 13> captureResults{};
    std::array<StepRule, 13> firstTeamerSteps{};
    std::array<DebutRule, 13> debutRules{};
    bool debutMoves = true;       // RULES.md §5: off = Move 2 stays a normal First Teamer move
    bool substitution = true;     // RULES.md §4: may a side bring on its Substitute at all
    bool blockedEndsGame = true;  // RULES.md §8.3: false = the blocked move is passed
    ClockRules clock;
};

// One problem with a variant: the dotted field name (e.g. "start.youth[3]") and what is wrong.
struct VariantProblem {
    std::string field;
    std::string message;
};

// Checks the semantic rules a variant must satisfy (squares on the pitch, no square used
// twice, the Goalkeeper inside its area, 12 identities accounted for, ...).
// Returns every problem found; empty means valid.
std::vector<VariantProblem> validateVariant(const Variant& v);

// Text forms used by the JSON files and by error messages.
const char* toString(SetupMode);
const char* toString(CaptureResult);
const char* toString(DebutRule);
const char* toString(StepRule);
const char* toString(TimeoutRule);
std::string coordName(Coord c);  // "d2"; files beyond `l` are not produced (max 12 files)

}  // namespace gs
