#include "validity.h"

#include <algorithm>

#include "notation.h"

namespace gs {

namespace {

// A counter in words, for people who placed it by clicking ("White's Goalkeeper"), with its
// GPN token for those who typed it: "White's Goalkeeper (w1+) on d3".
std::string counterText(Cell c, Side side, const Rules& rules, Square s)
{
    const Identity id = cellIdentity(c);
    std::string what = side == Side::White ? "White's " : "Black's ";
    if (id == kStar)
        what += "Star Player";
    else if (id == kGoalkeeper && cellIsFirstTeamer(c))
        what += "Goalkeeper";
    else if (id == kUnknown)
        what += cellIsFirstTeamer(c) ? "hidden First Teamer" : "hidden Youth Counter";
    else
        what += (cellIsFirstTeamer(c) ? "First Teamer " : "Youth Counter ") + identityText(id);
    return what + " (" + formatCell(c) + ") on " + rules.squareName(s);
}

// An identity in words, several of them: "two 7s", "two Star Players".
std::string twoOf(Identity id)
{
    return id == kStar ? "two Star Players" : "two " + identityText(id) + "s";
}

}  // namespace

std::vector<PositionProblem> checkPosition(const State& st)
{
    const Rules& rules = st.rules();
    std::vector<PositionProblem> out;
    for (Side side : {Side::White, Side::Black}) {
        const std::string who = side == Side::White ? "White" : "Black";
        Square where[kStar + 1];
        for (auto& w : where)
            w = kNoSquare;
        const Identity sub = st.substitute(side);
        int total = st.countersOnPitch(side) + (sub != kNoIdentity ? 1 : 0);
        for (int i = 0; i < st.countersOnPitch(side); ++i) {
            const Square s = st.counterSquare(side, i);
            const Cell c = st.at(s);
            const Identity id = cellIdentity(c);
            const std::string item = counterText(c, side, rules, s);
            if (isRealIdentity(id)) {
                if (where[id] != kNoSquare)
                    out.push_back({"board", who + " has " + twoOf(id) + " (" + rules.squareName(where[id]) + " and " + rules.squareName(s) + ")", s});
                where[id] = s;
            }
            if (id == kGoalkeeper && !rules.inKeeperArea(side, s))
                out.push_back({"board", item + ": a Goalkeeper must stand in its own Goalkeeper's Area", s});
            // A Star Player on that Goal Line is how a game ends (RULES.md §8.1): valid once over.
            const bool finalStar = id == kStar && st.phase() == Phase::End;
            if (!cellIsFirstTeamer(c) && rules.onAttackedGoalLine(side, s) && !finalStar)
                out.push_back({"board", item + ": a Youth Counter cannot stand on the Goal Line it attacks (it would have been promoted)", s});
            if (id == kStar && cellIsFirstTeamer(c))
                out.push_back({"board", item + ": the Star Player is never a First Teamer", s});
        }
        bool startsOnPitch = false;
        for (const auto& ft : rules.variant().startFirstTeamers)
            startsOnPitch = startsOnPitch || ft.first == sub;
        if (sub == kStar)
            out.push_back({"substitutes", who + "'s Substitute is the Star Player, which is never the Substitute"});
        else if (startsOnPitch)
            out.push_back({"substitutes", who + "'s Substitute " + identityText(sub) + " always starts on the pitch as a First Teamer, so it is never the Substitute"});
        else if (isRealIdentity(sub) && where[sub] != kNoSquare)
            out.push_back({"substitutes", who + "'s Substitute " + identityText(sub) + " is also on the pitch at " + rules.squareName(where[sub]), where[sub]});
        if (total > kIdentityCount)
            out.push_back({"board", who + " has " + std::to_string(total) + " counters; a side owns 12"});

        // A view must be dealable (State::determinize): the Star Player needs a hidden Youth
        // Counter to be, and a hidden First Teamer stands only on the `s:` square.
        int hiddenYouth = 0, slots = sub == kUnknown ? 1 : 0;
        for (int i = 0; i < st.countersOnPitch(side); ++i) {
            const Square s = st.counterSquare(side, i);
            const Cell c = st.at(s);
            if (cellIdentity(c) != kUnknown)
                continue;
            ++slots;
            if (!cellIsFirstTeamer(c))
                ++hiddenYouth;
            else if (!(st.phase() == Phase::Substitution && s == st.phaseSquare() && side == st.toAct()))
                out.push_back({"board", counterText(c, side, rules, s) + ": a First Teamer's identity is known to both sides; only the one awaiting the Substitution decision can be hidden", s});
        }
        int known = 0;
        for (Identity id = 1; id <= kStar; ++id)
            known += where[id] != kNoSquare || sub == id;
        // The variant's starting First Teamers are never hidden (State::determinize deals
        // none of them), so one missing from the pitch is not left for a hidden counter.
        int startingAbsent = 0;
        for (const auto& ft : rules.variant().startFirstTeamers)
            startingAbsent += where[ft.first] == kNoSquare && sub != ft.first;
        const int left = kIdentityCount - known - startingAbsent;
        const bool starLeft = where[kStar] == kNoSquare;
        if (slots > left && total <= kIdentityCount)  // (more than 12 counters is said above)
            out.push_back({"board", who + " has " + std::to_string(slots) + " hidden counters but only " + std::to_string(std::max(left, 0))
                                        + " identities left for them (the starting First Teamers are never hidden)"});
        else if (slots > 0 && slots == left && starLeft && hiddenYouth == 0)
            out.push_back({"board", who + "'s hidden counters would have to include the Star Player, but none of them can be it"});
    }

    const Phase ph = st.phase();
    if (ph == Phase::Substitution || ph == Phase::Debut) {
        const Square s = st.phaseSquare();
        const Cell c = st.at(s);
        const std::string tag = std::string(ph == Phase::Substitution ? "s:" : "d:") + rules.squareName(s);
        if (c == kEmpty || cellSide(c) != st.toAct() || !cellIsFirstTeamer(c))
            out.push_back({"phase", tag + " must name a square holding a First Teamer of the side to act", s});
        else if (!rules.onAttackedGoalLine(st.toAct(), s))
            out.push_back({"phase", tag + " must name a square on the Goal Line the side to act attacks", s});
        else if (ph == Phase::Substitution && (st.substitute(st.toAct()) == kNoIdentity || !rules.variant().substitution))
            out.push_back({"phase", tag + ": the side to act has no Substitute to bring on", s});
    }
    const int limit = rules.variant().turnLimit;
    if (st.turn() < 1 || st.turn() > limit)
        out.push_back({"turn", "turn " + std::to_string(st.turn()) + " is outside 1-" + std::to_string(limit) + " for variant " + rules.id()});
    return out;
}

}  // namespace gs
