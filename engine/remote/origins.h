// Naming a side's hidden counters for remote play (PROTOCOL.md §1). Every move of GOALSCORER is
// public, so both apps can follow each counter from the square it was dealt to: that square
// (`d2`, Black's mirrored) or `sub` for the Substitute is the counter's public name, its
// *origin*, and commitments and proofs are indexed by it.
#pragma once

#include "state.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gs::remote {

// One side's origins in a variant: its Youth starting squares in the variant's order, then
// `sub` when the variant deals a Substitute. Classic: 8 squares + sub = 9.
struct Origins {
    std::vector<Square> squares;
    bool substitute = false;

    int size() const { return int(squares.size()) + (substitute ? 1 : 0); }
    int subIndex() const { return substitute ? int(squares.size()) : -1; }  // -1: none
    std::string name(int index, const Rules& rules) const;  // "d2", "sub"
    // The index of an origin's name; -1 if it is not one of this side's.
    int find(std::string_view name, const Rules& rules) const;
};
Origins originsOf(const Rules& rules, Side side);

// An identity per origin (Origins order): a side's whole hidden set-up.
using Arrangement = std::vector<Identity>;

// The side's arrangement in a dealt start (State::deal, before any move).
Arrangement arrangementOf(const State& start, Side side);
// Why `a` cannot be the side's set-up under the rules (RULES.md §3: each of the side's dealt
// identities once, the Star Player not the Substitute), or nullopt if it can.
std::optional<std::string> arrangementProblem(const Rules& rules, Side side, const Arrangement& a);
// The kick-off position with both sides' arrangements. Throws std::invalid_argument when one
// cannot be a set-up (arrangementProblem).
State startFrom(const Rules& rules, const Arrangement& white, const Arrangement& black);

}  // namespace gs::remote
