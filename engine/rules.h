// A validated variant compiled into lookup tables for the move generator.
// Built once per variant; every State points at one (it must outlive them: registries keep
// their Rules for the life of the program).
#pragma once

#include "variant.h"

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gs {

// Thrown by Rules::make for a variant that fails validateVariant (message lists the problems).
struct InvalidVariant : std::runtime_error {
    std::vector<VariantProblem> problems;
    InvalidVariant(std::string what, std::vector<VariantProblem> p)
        : std::runtime_error(std::move(what)), problems(std::move(p)) {}
};

// Up to 8 neighbouring squares. Entries from `count` on hold a wall square, so a
// generator may always read all 8 (or 3 for Youth steps) and skip walls as occupied.
struct Steps {
    uint8_t count = 0;
    Square to[8] = {kWallWhite, kWallWhite, kWallWhite, kWallWhite, kWallWhite, kWallWhite, kWallWhite, kWallWhite};
};

// A set of squares 0..191 as three 64-bit words (bit s % 64 of word s / 64).
struct SquareSet {
    uint64_t w[3] = {0, 0, 0};
    void add(Square s) { w[s >> 6] |= uint64_t(1) << (s & 63); }
    bool has(Square s) const { return (w[s >> 6] >> (s & 63)) & 1; }
};

class Rules {
public:
    // Validates and compiles. Throws InvalidVariant listing every problem.
    static std::shared_ptr<const Rules> make(Variant v);

    const Variant& variant() const { return v_; }
    // The variant's starting First Teamers as a bit mask over identities (bit id), made once:
    // they are never hidden, so each determinization leaves them out (RULES.md §3).
    uint16_t startFirstTeamerMask() const { return startFirstTeamerMask_; }
    const std::string& id() const { return v_.id; }
    int files() const { return v_.files; }
    int ranks() const { return v_.ranks; }
    int squareCount() const { return v_.files * v_.ranks; }

    Square square(int file, int rank) const { return Square(rank * v_.files + file); }
    int fileOf(Square s) const { return s % v_.files; }
    int rankOf(Square s) const { return s / v_.files; }
    std::string squareName(Square s) const;            // "d3"
    std::optional<Square> parseSquare(std::string_view) const;  // nullopt if malformed or off the pitch

    // RULES.md §2 areas.
    bool inKeeperArea(Side owner, Square s) const { return keeperArea_[sideIndex(owner)][s]; }
    bool inMidfield(Square s) const { return midfield_[s]; }
    // The Goal Line a side attacks (White: the top rank).
    bool onAttackedGoalLine(Side mover, Square s) const
    {
        return rankOf(s) == (mover == Side::White ? v_.ranks - 1 : 0);
    }
    bool onOwnGoalLine(Side owner, Square s) const { return onAttackedGoalLine(opponent(owner), s); }
    const std::vector<Square>& keeperAreaSquares(Side owner) const { return keeperAreaList_[sideIndex(owner)]; }
    const std::vector<Square>& midfieldSquares() const { return midfieldList_; }

    // Move tables (RULES.md §4): a Youth Counter's forward steps, a First Teamer's steps.
    const Steps& youthSteps(Side s, Square from) const { return youth_[sideIndex(s)][from]; }
    const Steps& kingSteps(Square from) const { return king_[from]; }
    const Steps& orthogonalSteps(Square from) const { return ortho_[from]; }
    const Steps& firstTeamerSteps(Identity id, Square from) const
    {
        return v_.firstTeamerSteps[id] == StepRule::Orthogonal ? ortho_[from] : king_[from];
    }
    // The steps a side's counter `id` may take (kUnknown allowed), with the Goalkeeper's
    // confinement to its own Goalkeeper's Area already applied. Destinations may be occupied.
    const Steps* firstTeamerTable(Side s, Identity id) const { return ftTable_[sideIndex(s)][id]; }
    const Steps* youthTable(Side s, Identity id) const { return youthTable_[sideIndex(s)][id]; }
    // The squares of firstTeamerTable(s, id)[from] as a set, indexed [id][from]: a playout
    // finds captures by intersecting them with the opponent's squares. Ascending squares
    // are the table's step order, so captures come out in legalMoves order.
    const SquareSet* firstTeamerReach(Side s, Identity id) const { return ftReach_[sideIndex(s)][id]; }
    // The two tables above for every identity 0..kUnknown at once (the playout's inner loop).
    const Steps* const* firstTeamerTables(Side s) const { return ftTable_[sideIndex(s)]; }
    const Steps* const* youthTables(Side s) const { return youthTable_[sideIndex(s)]; }

    // Starting squares for a side (Black mirrored).
    Square startSquare(Side s, Coord white) const
    {
        return square(white.file, s == Side::White ? white.rank : v_.ranks - 1 - white.rank);
    }

    CaptureResult captureResult(Identity id) const { return v_.captureResults[id]; }
    DebutRule debutRule(Identity id) const { return v_.debutMoves ? v_.debutRules[id] : DebutRule::None; }

private:
    uint16_t startFirstTeamerMask_ = 0;
    explicit Rules(Variant v);

    Variant v_;
    bool keeperArea_[2][kMaxSquares] = {};
    bool midfield_[kMaxSquares] = {};
    std::vector<Square> keeperAreaList_[2];
    std::vector<Square> midfieldList_;
    Steps youth_[2][kMaxSquares];
    Steps king_[kMaxSquares];
    Steps ortho_[kMaxSquares];
    Steps sideKing_[2][kMaxSquares];     // king_ padded with the side's own wall
    Steps sideOrtho_[2][kMaxSquares];
    Steps keeperKing_[2][kMaxSquares];   // Goalkeeper as a First Teamer, inside its area
    Steps keeperYouth_[2][kMaxSquares];  // Goalkeeper as a Youth Counter (composed positions)
    const Steps* ftTable_[2][kUnknown + 1] = {};
    SquareSet kingReach_[kMaxSquares];
    SquareSet orthoReach_[kMaxSquares];
    SquareSet keeperReach_[2][kMaxSquares];
    const SquareSet* ftReach_[2][kUnknown + 1] = {};
    const Steps* youthTable_[2][kUnknown + 1] = {};
};

using RulesPtr = std::shared_ptr<const Rules>;

}  // namespace gs
