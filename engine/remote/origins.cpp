#include "origins.h"

#include "notation.h"

#include <algorithm>
#include <stdexcept>

namespace gs::remote {

std::string Origins::name(int index, const Rules& rules) const
{
    if (index == subIndex())
        return "sub";
    return rules.squareName(squares[size_t(index)]);
}

int Origins::find(std::string_view text, const Rules& rules) const
{
    if (text == "sub")
        return subIndex();
    const std::optional<Square> s = rules.parseSquare(text);
    if (!s)
        return -1;
    const auto it = std::find(squares.begin(), squares.end(), *s);
    return it == squares.end() ? -1 : int(it - squares.begin());
}

Origins originsOf(const Rules& rules, Side side)
{
    Origins o;
    for (const Coord& c : rules.variant().youthSquares)
        o.squares.push_back(rules.startSquare(side, c));
    o.substitute = State::deal(rules, 0).substitute(side) != kNoIdentity;
    return o;
}

Arrangement arrangementOf(const State& start, Side side)
{
    Arrangement a = start.dealtYouth(side);
    if (start.substitute(side) != kNoIdentity)
        a.push_back(start.substitute(side));
    return a;
}

std::optional<std::string> arrangementProblem(const Rules& rules, Side side, const Arrangement& a)
{
    const Origins o = originsOf(rules, side);
    if (int(a.size()) != o.size())
        return "it names " + std::to_string(a.size()) + " counters, not " + std::to_string(o.size());
    Arrangement want = arrangementOf(State::deal(rules, 0), side), have = a;
    std::sort(want.begin(), want.end());
    std::sort(have.begin(), have.end());
    if (have != want)
        return "it is not the side's counters, each once";
    if (o.substitute && a.back() == kStar)
        return "the Star Player cannot be the Substitute";
    return std::nullopt;
}

State startFrom(const Rules& rules, const Arrangement& white, const Arrangement& black)
{
    State s = State::deal(rules, 0);
    for (const Side side : {Side::White, Side::Black}) {
        const Arrangement& a = side == Side::White ? white : black;
        if (const auto problem = arrangementProblem(rules, side, a))
            throw std::invalid_argument(*problem);
        const Origins o = originsOf(rules, side);
        const Arrangement youth(a.begin(), a.begin() + long(o.squares.size()));
        if (!s.arrange(side, youth, o.substitute ? a.back() : kNoIdentity))
            throw std::invalid_argument("the set-up was refused");
    }
    return s;
}

}  // namespace gs::remote
