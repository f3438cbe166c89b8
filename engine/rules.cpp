#include "rules.h"

namespace gs {

std::shared_ptr<const Rules> Rules::make(Variant v)
{
    auto problems = validateVariant(v);
    if (!problems.empty()) {
        std::string what = "variant \"" + v.id + "\": ";
        for (size_t i = 0; i < problems.size(); ++i)
            what += (i ? "; " : "") + problems[i].field + ": " + problems[i].message;
        throw InvalidVariant(what, std::move(problems));
    }
    return std::shared_ptr<const Rules>(new Rules(std::move(v)));
}

Rules::Rules(Variant v)
    : v_(std::move(v))
{
    for (const auto& [id, square] : v_.startFirstTeamers)
        startFirstTeamerMask_ |= uint16_t(1u << id);
    const int F = v_.files, R = v_.ranks;
    for (int r = 0; r < R; ++r)
        for (int f = 0; f < F; ++f) {
            const Square s = square(f, r);
            keeperArea_[0][s] = r < v_.keeperAreaDepth;
            keeperArea_[1][s] = r >= R - v_.keeperAreaDepth;
            for (int m : v_.midfieldRanks)
                midfield_[s] = midfield_[s] || m == r;
        }
    for (int s = 0; s < F * R; ++s) {
        for (int side = 0; side < 2; ++side)
            if (keeperArea_[side][s])
                keeperAreaList_[side].push_back(Square(s));
        if (midfield_[s])
            midfieldList_.push_back(Square(s));
    }

    auto add = [&](Steps& st, int f, int r) {
        if (f >= 0 && f < F && r >= 0 && r < R)
            st.to[st.count++] = square(f, r);
    };
    for (int r = 0; r < R; ++r)
        for (int f = 0; f < F; ++f) {
            const Square s = square(f, r);
            for (int df = -1; df <= 1; ++df) {
                add(youth_[0][s], f + df, r + 1);
                add(youth_[1][s], f + df, r - 1);
            }
            for (int dr = -1; dr <= 1; ++dr)
                for (int df = -1; df <= 1; ++df)
                    if (dr || df) {
                        add(king_[s], f + df, r + dr);
                        if (!dr || !df)
                            add(ortho_[s], f + df, r + dr);
                    }
        }
    for (int s = 0; s < F * R; ++s) {
        for (int k = 0; k < king_[s].count; ++k)
            kingReach_[s].add(king_[s].to[k]);
        for (int k = 0; k < ortho_[s].count; ++k)
            orthoReach_[s].add(ortho_[s].to[k]);
    }
    for (int side = 0; side < 2; ++side) {
        const Square wall = side == 0 ? kWallWhite : kWallBlack;
        auto padded = [wall](Steps st) {
            for (int k = st.count; k < 8; ++k)
                st.to[k] = wall;
            return st;
        };
        for (int s = 0; s < F * R; ++s) {
            sideKing_[side][s] = padded(king_[s]);
            sideOrtho_[side][s] = padded(ortho_[s]);
            for (int k = 0; k < king_[s].count; ++k)
                if (keeperArea_[side][king_[s].to[k]])
                    keeperKing_[side][s].to[keeperKing_[side][s].count++] = king_[s].to[k];
            for (int k = 0; k < youth_[side][s].count; ++k)
                if (keeperArea_[side][youth_[side][s].to[k]])
                    keeperYouth_[side][s].to[keeperYouth_[side][s].count++] = youth_[side][s].to[k];
            keeperKing_[side][s] = padded(keeperKing_[side][s]);
            for (int k = 0; k < keeperKing_[side][s].count; ++k)
                keeperReach_[side][s].add(keeperKing_[side][s].to[k]);
        }
        for (int id = 0; id <= kUnknown; ++id) {
            const bool known = id >= 1 && id <= 11;
            ftTable_[side][id] = id == kGoalkeeper ? keeperKing_[side]
                : known && v_.firstTeamerSteps[id] == StepRule::Orthogonal ? sideOrtho_[side] : sideKing_[side];
            ftReach_[side][id] = id == kGoalkeeper ? keeperReach_[side]
                : known && v_.firstTeamerSteps[id] == StepRule::Orthogonal ? orthoReach_ : kingReach_;
            youthTable_[side][id] = id == kGoalkeeper ? keeperYouth_[side] : youth_[side];
        }
    }
}

std::string Rules::squareName(Square s) const
{
    // Appended, not `string + string`: GCC 12 warns falsely (-Wrestrict) on that form inlined.
    std::string name(1, char('a' + fileOf(s)));
    name += std::to_string(rankOf(s) + 1);
    return name;
}

std::optional<Square> Rules::parseSquare(std::string_view t) const
{
    if (t.size() < 2 || t.size() > 3 || t[0] < 'a' || t[0] > 'z')
        return std::nullopt;
    const int f = t[0] - 'a';
    int r = 0;
    for (size_t i = 1; i < t.size(); ++i) {
        if (t[i] < '0' || t[i] > '9')
            return std::nullopt;
        r = r * 10 + (t[i] - '0');
    }
    if (t[1] == '0' || f >= v_.files || r < 1 || r > v_.ranks)
        return std::nullopt;
    return square(f, r - 1);
}

}  // namespace gs
