#include "variant.h"
#include "textrules.h"

#include <algorithm>
#include <set>

namespace gs {

const char* toString(SetupMode m)
{
    switch (m) {
    case SetupMode::Random: return "random";
    case SetupMode::Fixed: return "fixed";
    case SetupMode::Manual: return "manual";
    }
    return "?";
}

const char* toString(CaptureResult r)
{
    switch (r) {
    case CaptureResult::Nothing: return "nothing";
    case CaptureResult::Goal: return "goal";
    case CaptureResult::Penalty: return "penalty";
    case CaptureResult::Offside: return "offside";
    }
    return "?";
}

const char* toString(DebutRule r)
{
    switch (r) {
    case DebutRule::None: return "none";
    case DebutRule::KeeperArea: return "keeperArea";
    case DebutRule::Midfield: return "midfield";
    case DebutRule::Adjacent: return "adjacent";
    }
    return "?";
}

const char* toString(StepRule r)
{
    switch (r) {
    case StepRule::AnyDirection: return "any";
    case StepRule::Orthogonal: return "orthogonal";
    }
    return "?";
}

const char* toString(TimeoutRule r)
{
    return r == TimeoutRule::LoseGame ? "lose" : "pass";
}

std::string coordName(Coord c)
{
    return std::string(1, char('a' + c.file)) + std::to_string(c.rank + 1);
}

namespace {

std::string identityName(Identity id)
{
    return id == kStar ? std::string("Star Player") : std::to_string(int(id));
}

struct Checker {
    const Variant& v;
    std::vector<VariantProblem> problems;

    void add(std::string field, std::string message) { problems.push_back({std::move(field), std::move(message)}); }

    bool onPitch(Coord c) const { return c.file >= 0 && c.file < v.files && c.rank >= 0 && c.rank < v.ranks; }

    // White's starting squares must lie in White's half so that Black's mirror never meets them.
    void checkStartSquare(const std::string& field, Coord c)
    {
        if (!onPitch(c))
            add(field, "square " + coordName(c) + " is off the " + std::to_string(v.files) + "x"
                           + std::to_string(v.ranks) + " pitch");
        else if (c.rank >= v.ranks / 2)
            add(field, "square " + coordName(c) + " is not in White's half (ranks 1-" + std::to_string(v.ranks / 2) + ")");
    }
};

}  // namespace

std::vector<VariantProblem> validateVariant(const Variant& v)
{
    Checker ck{v, {}};
    if (v.id.empty())
        ck.add("id", "must not be empty");
    for (char ch : v.id)
        if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_')) {
            ck.add("id", "may hold only lower-case letters, digits, '-' and '_' (got \"" + quoteText(v.id) + "\")");
            break;
        }
    if (v.id.size() > 64)
        ck.add("id", "is " + std::to_string(v.id.size()) + " characters long; at most 64");
    if (v.name.empty())
        ck.add("name", "must not be empty");
    else if (const std::string why = textProblem(v.name, TextShape::Line); !why.empty())
        ck.add("name", why);
    if (const std::string why = textProblem(v.description, TextShape::Paragraph); !why.empty())
        ck.add("description", why);
    for (const auto& [language, text] : v.nameIn)
        if (const std::string why = text.empty() ? "must not be empty" : textProblem(text, TextShape::Line); !why.empty())
            ck.add("name." + language, why);
    for (const auto& [language, text] : v.descriptionIn)
        if (const std::string why = textProblem(text, TextShape::Paragraph); !why.empty())
            ck.add("description." + language, why);
    if (v.files < kMinFiles || v.files > kMaxFiles)
        ck.add("pitch.files", "must be from " + std::to_string(kMinFiles) + " to " + std::to_string(kMaxFiles) + ", got " + std::to_string(v.files));
    if (v.ranks < kMinRanks || v.ranks > kMaxRanks)
        ck.add("pitch.ranks", "must be from " + std::to_string(kMinRanks) + " to " + std::to_string(kMaxRanks) + ", got " + std::to_string(v.ranks));
    if (!ck.problems.empty())
        return ck.problems;  // the rest is meaningless on a pitch of impossible size

    const int maxDepth = v.ranks / 2 - 1;
    if (v.keeperAreaDepth < 1 || v.keeperAreaDepth > maxDepth)
        ck.add("pitch.keeperAreaDepth", "must be from 1 to " + std::to_string(maxDepth) + " on a pitch of " + std::to_string(v.ranks) + " ranks, got " + std::to_string(v.keeperAreaDepth));
    if (v.midfieldRanks.empty() || v.midfieldRanks.size() > 4)
        ck.add("pitch.midfieldRanks", "must list 1 to 4 ranks");
    {
        std::set<int> seen;
        for (size_t i = 0; i < v.midfieldRanks.size(); ++i) {
            const int r = v.midfieldRanks[i];
            const std::string field = "pitch.midfieldRanks[" + std::to_string(i) + "]";
            if (r < 0 || r >= v.ranks)
                ck.add(field, "rank " + std::to_string(r + 1) + " is off the pitch");
            else if (r < v.keeperAreaDepth || r >= v.ranks - v.keeperAreaDepth)
                ck.add(field, "rank " + std::to_string(r + 1) + " lies in a Goalkeeper's Area");
            else if (!seen.insert(r).second)
                ck.add(field, "rank " + std::to_string(r + 1) + " is listed twice");
        }
    }

    std::set<Identity> fixedIds;
    std::set<std::pair<int, int>> usedSquares;
    bool hasKeeper = false;
    for (size_t i = 0; i < v.startFirstTeamers.size(); ++i) {
        const auto& [id, c] = v.startFirstTeamers[i];
        const std::string field = "start.firstTeamers." + identityName(id);
        if (id < 1 || id > 11) {
            ck.add("start.firstTeamers", "identity " + identityName(id) + " cannot start as a First Teamer (1-11 only)");
            continue;
        }
        if (!fixedIds.insert(id).second)
            ck.add(field, "identity listed twice");
        ck.checkStartSquare(field, c);
        if (!usedSquares.insert({c.file, c.rank}).second)
            ck.add(field, "square " + coordName(c) + " is already used by another starting counter");
        if (id == kGoalkeeper) {
            hasKeeper = true;
            if (ck.onPitch(c) && c.rank >= v.keeperAreaDepth)
                ck.add(field, "the Goalkeeper must start inside its Goalkeeper's Area, not on " + coordName(c));
        }
    }
    if (!hasKeeper)
        ck.add("start.firstTeamers", "must place the Goalkeeper (1)");

    for (size_t i = 0; i < v.youthSquares.size(); ++i) {
        const std::string field = "start.youth[" + std::to_string(i) + "]";
        ck.checkStartSquare(field, v.youthSquares[i]);
        if (!usedSquares.insert({v.youthSquares[i].file, v.youthSquares[i].rank}).second)
            ck.add(field, "square " + coordName(v.youthSquares[i]) + " is already used by another starting counter");
    }
    const int dealt = kIdentityCount - int(fixedIds.size());  // includes the Star Player
    if (int(v.youthSquares.size()) != dealt - 1)
        ck.add("start.youth", "must list " + std::to_string(dealt - 1) + " squares (the " + std::to_string(dealt)
                                  + " counters that are not First Teamers, less the Substitute), got "
                                  + std::to_string(v.youthSquares.size()));

    if (v.setup == SetupMode::Fixed) {
        for (int s = 0; s < 2; ++s) {
            const std::string side = s == 0 ? "white" : "black";
            std::set<Identity> ids(fixedIds);
            const auto& youth = v.fixedYouth[s];
            if (youth.size() != v.youthSquares.size())
                ck.add("fixedSetup." + side + ".youth", "must list " + std::to_string(v.youthSquares.size()) + " identities, one per Youth starting square, got " + std::to_string(youth.size()));
            for (size_t i = 0; i < youth.size(); ++i) {
                if (!isRealIdentity(youth[i]))
                    ck.add("fixedSetup." + side + ".youth[" + std::to_string(i) + "]", "not an identity");
                else if (!ids.insert(youth[i]).second)
                    ck.add("fixedSetup." + side + ".youth[" + std::to_string(i) + "]", "identity " + identityName(youth[i]) + " is used twice or is a starting First Teamer");
            }
            const Identity sub = v.fixedSubstitute[s];
            if (sub == kStar)
                ck.add("fixedSetup." + side + ".substitute", "the Star Player can never be the Substitute");
            else if (!isRealIdentity(sub))
                ck.add("fixedSetup." + side + ".substitute", "not an identity");
            else if (!ids.insert(sub).second)
                ck.add("fixedSetup." + side + ".substitute", "identity " + identityName(sub) + " is used twice or is a starting First Teamer");
        }
    }

    if (v.turnLimit < 1 || v.turnLimit > 999)
        ck.add("turnLimit", "must be from 1 to 999, got " + std::to_string(v.turnLimit));
    if (v.starGoals < 0 || v.starGoals > 9)
        ck.add("starGoals", "must be from 0 to 9, got " + std::to_string(v.starGoals));
    if (v.clock.moveSeconds < 0 || v.clock.moveSeconds > 3600)
        ck.add("clock.moveSeconds", "must be from 0 (no move timer) to 3600, got " + std::to_string(v.clock.moveSeconds));
    if (v.clock.gameSeconds < 0 || v.clock.gameSeconds > 86400)
        ck.add("clock.gameSeconds", "must be from 0 (no game clock) to 86400, got " + std::to_string(v.clock.gameSeconds));
    return ck.problems;
}

}  // namespace gs
