// GPN (Goalscorer Position Notation) and move text, as specified in NOTATION.md.
// Parsing never leaves a half-built state behind: it returns a whole State or throws.
#pragma once

#include "state.h"

#include <functional>
#include <stdexcept>
#include <optional>
#include <string>
#include <string_view>

namespace gs {

// Finds the compiled rules of a variant id (the GPN's last field), or returns nullptr.
using VariantLookup = std::function<const Rules*(std::string_view id)>;

// A malformed GPN or move text. `field` is the GPN field ("board", "side", "phase", "turn",
// "score", "substitutes", "variant", "gpn" for the whole line) or "move".
struct NotationError : std::runtime_error {
    std::string field;
    NotationError(std::string f, const std::string& message)
        : std::runtime_error(f + ": " + message), field(std::move(f)) {}
};

// Parses and validates (validity.h) one GPN line; surrounding white space is ignored.
// A position with `x` identities is a view (State::hasHiddenIdentities()). The state is
// settled: a side that is blocked is shown as the end of the game, as in play.
// Throws NotationError naming the field and item at fault.
State parseGpn(std::string_view text, const VariantLookup& lookup);
// The syntax only, as written (not validated, not settled): the position editor loads a
// pasted line this way and lists its validity problems. Throws NotationError.
State parseGpnUnchecked(std::string_view text, const VariantLookup& lookup);

// One line, fields in NOTATION.md order. Exact inverse of parseGpn on settled states.
std::string formatGpn(const State& s);

std::string identityText(Identity id);  // "7", "s" (Star Player), "x" (unknown)
std::string formatCell(Cell c);         // "w7+", "bs!", "bx", "" for an empty square
// One counter as formatCell writes it; nullopt if malformed (a revealed "x" is malformed too:
// a revealed identity is known to both sides).
std::optional<Cell> parseCell(std::string_view token);
std::string phaseText(const State& s);  // "y", "f", "s:g10", "d:g10", "p", "o", "end"

// Move text: `d3d4`, `c4xc5` (same move as c4c5), `sub`, `nosub`, `@e3`, `pass`.
// Checks the syntax and that squares are on the pitch; legality is State::isLegal's job.
// Throws NotationError with field "move".
Move parseMove(std::string_view text, const Rules& rules);
// Canonical text (captures without `x`), as `legal` prints and game records store.
std::string formatMove(Move m, const Rules& rules);
// For people: marks a capture with `x` when `before` shows the destination occupied.
std::string formatMoveForPeople(Move m, const State& before);

}  // namespace gs
