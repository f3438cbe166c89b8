#include "notation.h"
#include "textrules.h"

#include "positionbuilder.h"
#include "validity.h"

#include <charconv>
#include <vector>

namespace gs {

namespace {

std::vector<std::string_view> splitOn(std::string_view s, char sep)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    for (;;) {
        const size_t p = s.find(sep, start);
        out.push_back(s.substr(start, p == std::string_view::npos ? std::string_view::npos : p - start));
        if (p == std::string_view::npos)
            return out;
        start = p + 1;
    }
}

bool parseInt(std::string_view t, int& out, int maxDigits = 4)
{
    if (t.empty() || t.size() > size_t(maxDigits))
        return false;
    for (char c : t)
        if (c < '0' || c > '9')
            return false;
    std::from_chars(t.data(), t.data() + t.size(), out);
    return true;
}

// A stranger's text in a message: quoteText (textrules.h), so no control or bidi character
// reaches a terminal or a label.
std::string quoted(std::string_view t) { return "\"" + quoteText(t) + "\""; }

// Identity text as written in GPN: 1-11, s, x. Returns kNoIdentity if malformed.
Identity parseIdentity(std::string_view t)
{
    if (t == "s")
        return kStar;
    if (t == "x")
        return kUnknown;
    int n = 0;
    if (t.size() > 1 && t[0] == '0')
        return kNoIdentity;
    if (!parseInt(t, n, 2) || n < 1 || n > 11)
        return kNoIdentity;
    return Identity(n);
}

void parseRank(PositionBuilder& st, std::string_view text, int rankIndex, const Rules& rules)
{
    const std::string rankName = "rank " + std::to_string(rankIndex + 1);
    if (text.empty())
        throw NotationError("board", rankName + " is empty (write '.' for each empty square)");
    int file = 0;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '.') {
            ++file;
            ++i;
            continue;
        }
        if (c != 'w' && c != 'b')
            throw NotationError("board", rankName + ": unexpected " + quoted(std::string(1, c)) + " at square " + std::to_string(file + 1) + " (expected '.', 'w' or 'b')");
        const size_t start = i++;
        size_t idEnd = i;
        while (idEnd < text.size() && text[idEnd] != '+' && text[idEnd] != '!' && text[idEnd] != '.' && text[idEnd] != 'w' && text[idEnd] != 'b')
            ++idEnd;
        const std::string_view idText = text.substr(i, idEnd - i);
        i = idEnd;
        bool firstTeamer = false, revealed = false;
        if (i < text.size() && (text[i] == '+' || text[i] == '!')) {
            firstTeamer = text[i] == '+';
            revealed = text[i] == '!';
            ++i;
        }
        const std::string_view token = text.substr(start, i - start);
        const Identity id = parseIdentity(idText);
        if (id == kNoIdentity)
            throw NotationError("board", rankName + ": counter " + quoted(token) + " has no valid identity (1-11, s or x)");
        if (file >= rules.files())
            throw NotationError("board", rankName + " has more than " + std::to_string(rules.files()) + " squares (counter " + quoted(token) + ")");
        const Side side = c == 'w' ? Side::White : Side::Black;
        const Square sq = rules.square(file, rankIndex);
        if (revealed && id == kUnknown)
            throw NotationError("board", "counter " + quoted(token) + " on " + rules.squareName(sq) + ": a revealed counter's identity is known to both sides, it cannot be x");
        if (!st.put(sq, makeCell(side, id, firstTeamer, revealed)))
            throw NotationError("board", std::string(side == Side::White ? "White" : "Black") + " has more than 12 counters on the pitch (at " + rules.squareName(sq) + ")");
        ++file;
    }
    if (file != rules.files())
        throw NotationError("board", rankName + " has " + std::to_string(file) + " squares; the " + rules.id() + " pitch has " + std::to_string(rules.files()) + " files");
}

}  // namespace

std::string identityText(Identity id)
{
    if (id == kStar)
        return "s";
    if (id == kUnknown)
        return "x";
    return std::to_string(int(id));
}

std::optional<Cell> parseCell(std::string_view token)
{
    if (token.size() < 2 || (token[0] != 'w' && token[0] != 'b'))
        return std::nullopt;
    std::string_view idText = token.substr(1);
    const bool firstTeamer = idText.back() == '+', revealed = idText.back() == '!';
    if (firstTeamer || revealed)
        idText.remove_suffix(1);
    const Identity id = parseIdentity(idText);
    if (id == kNoIdentity || (revealed && id == kUnknown))
        return std::nullopt;
    return makeCell(token[0] == 'w' ? Side::White : Side::Black, id, firstTeamer, revealed);
}

std::string formatCell(Cell c)
{
    if (c == kEmpty)
        return "";
    std::string t(1, sideChar(cellSide(c)));
    t += identityText(cellIdentity(c));
    if (cellIsFirstTeamer(c))
        t += '+';
    else if (cellIsRevealed(c))
        t += '!';
    return t;
}

std::string phaseText(const State& s)
{
    switch (s.phase()) {
    case Phase::YouthMove: return "y";
    case Phase::FirstTeamMove: return "f";
    case Phase::Substitution: return "s:" + s.rules().squareName(s.phaseSquare());
    case Phase::Debut: return "d:" + s.rules().squareName(s.phaseSquare());
    case Phase::Penalty: return "p";
    case Phase::Offside: return "o";
    case Phase::End: return "end";
    }
    return "?";
}

State parseGpnUnchecked(std::string_view text, const VariantLookup& lookup)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' || text.front() == '\r'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
        text.remove_suffix(1);
    if (text.empty())
        throw NotationError("gpn", "the position is empty");
    if (text.find_first_of("\t\n\r") != std::string_view::npos)
        throw NotationError("gpn", "a position is one line with fields separated by single spaces");
    const auto fields = splitOn(text, ' ');
    for (const auto& f : fields)
        if (f.empty())
            throw NotationError("gpn", "fields must be separated by single spaces");
    if (fields.size() != 7)
        throw NotationError("gpn", "expected 7 fields (board side phase turn score substitutes variant), found " + std::to_string(fields.size()));

    const Rules* rules = lookup ? lookup(fields[6]) : nullptr;
    if (!rules)
        throw NotationError("variant", "unknown variant " + quoted(fields[6]));
    PositionBuilder st(*rules);

    const auto ranks = splitOn(fields[0], '/');
    if (int(ranks.size()) != rules->ranks())
        throw NotationError("board", "has " + std::to_string(ranks.size()) + " ranks; the " + rules->id() + " pitch has " + std::to_string(rules->ranks()));
    for (size_t i = 0; i < ranks.size(); ++i)
        parseRank(st, ranks[i], rules->ranks() - 1 - int(i), *rules);

    if (fields[1] != "w" && fields[1] != "b")
        throw NotationError("side", quoted(fields[1]) + " is not a side (w or b)");
    st.setToAct(fields[1] == "w" ? Side::White : Side::Black);

    const std::string_view ph = fields[2];
    if (ph == "y")
        st.setPhase(Phase::YouthMove);
    else if (ph == "f")
        st.setPhase(Phase::FirstTeamMove);
    else if (ph == "p")
        st.setPhase(Phase::Penalty);
    else if (ph == "o")
        st.setPhase(Phase::Offside);
    else if (ph == "end")
        st.setEnded(EndReason::Unknown);
    else if (ph.size() > 2 && (ph.substr(0, 2) == "s:" || ph.substr(0, 2) == "d:")) {
        const auto sq = rules->parseSquare(ph.substr(2));
        if (!sq)
            throw NotationError("phase", quoted(ph) + ": " + quoted(ph.substr(2)) + " is not a square of the " + rules->id() + " pitch");
        st.setPhase(ph[0] == 's' ? Phase::Substitution : Phase::Debut, *sq);
    } else
        throw NotationError("phase", quoted(ph) + " is not a phase (y, f, s:<square>, d:<square>, p, o or end)");

    int turn = 0;
    if (!parseInt(fields[3], turn) || turn < 1)
        throw NotationError("turn", quoted(fields[3]) + " is not a turn number (1 or more)");
    st.setTurn(turn);

    const auto goals = splitOn(fields[4], '-');
    int wg = 0, bg = 0;
    // Four digits, up to kMaxGoals: every score a game can reach reads back (State stops
    // counting at kMaxGoals; three digits refused the 1000 a game from 999 wrote).
    if (goals.size() != 2 || !parseInt(goals[0], wg, 4) || !parseInt(goals[1], bg, 4))
        throw NotationError("score", quoted(fields[4]) + " is not a score (<white goals>-<black goals>, e.g. 2-1)");
    st.setScore(Side::White, wg);
    st.setScore(Side::Black, bg);

    const auto subs = splitOn(fields[5], ',');
    if (subs.size() != 2)
        throw NotationError("substitutes", quoted(fields[5]) + " is not two substitutes (<white>,<black>, e.g. 5,x or -,-)");
    for (int i = 0; i < 2; ++i) {
        const Identity id = subs[i] == "-" ? kNoIdentity : parseIdentity(subs[i]);
        if (subs[i] != "-" && id == kNoIdentity)
            throw NotationError("substitutes", std::string(i == 0 ? "White" : "Black") + "'s Substitute " + quoted(subs[i]) + " is not 1-11, x or -");
        st.setSubstitute(Side(i), id);
    }

    return st.draft();
}

State parseGpn(std::string_view text, const VariantLookup& lookup)
{
    State st = parseGpnUnchecked(text, lookup);
    const auto problems = checkPosition(st);
    if (!problems.empty())
        throw NotationError(problems.front().field, problems.front().message);
    return PositionBuilder(std::move(st)).build();
}

std::string formatGpn(const State& st)
{
    const Rules& rules = st.rules();
    std::string out;
    for (int r = rules.ranks() - 1; r >= 0; --r) {
        for (int f = 0; f < rules.files(); ++f) {
            const Cell c = st.at(rules.square(f, r));
            out += c == kEmpty ? std::string(".") : formatCell(c);
        }
        if (r)
            out += '/';
    }
    out += ' ';
    out += sideChar(st.toAct());
    out += ' ' + phaseText(st) + ' ' + std::to_string(st.turn()) + ' ';
    out += std::to_string(st.score(Side::White)) + '-' + std::to_string(st.score(Side::Black)) + ' ';
    for (Side s : {Side::White, Side::Black}) {
        const Identity id = st.substitute(s);
        out += id == kNoIdentity ? std::string("-") : identityText(id);
        if (s == Side::White)
            out += ',';
    }
    out += ' ' + rules.id();
    return out;
}

Move parseMove(std::string_view t, const Rules& rules)
{
    if (t == "sub")
        return Move::substitute();
    if (t == "nosub")
        return Move::noSubstitute();
    if (t == "pass")
        return Move::pass();
    if (t == "time")
        return Move::timePassed();
    if (t == "time-lost")
        return Move::timeLost();
    auto square = [&](std::string_view sq) {
        const auto s = rules.parseSquare(sq);
        if (!s)
            throw NotationError("move", quoted(t) + ": " + quoted(sq) + " is not a square of the " + rules.id() + " pitch");
        return *s;
    };
    if (!t.empty() && t[0] == '@') {
        if (t.size() == 1)
            throw NotationError("move", quoted(t) + ": a Penalty or Offside choice names a square, e.g. @e3");
        return Move::choose(square(t.substr(1)));
    }
    // <from>[x]<to>: split where the second file letter starts.
    size_t split = std::string_view::npos;
    for (size_t i = 1; i < t.size(); ++i)
        if ((t[i] >= 'a' && t[i] <= 'z') && t[i - 1] >= '0' && t[i - 1] <= '9') {
            split = i;
            break;
        }
    if (t.empty() || t[0] < 'a' || t[0] > 'z' || split == std::string_view::npos)
        throw NotationError("move", quoted(t) + " is not a move (expected e.g. d3d4, c4xc5, sub, nosub, @e3 or pass)");
    const std::string_view from = t.substr(0, split);
    std::string_view to = t.substr(split);
    if (to.size() > 1 && to[0] == 'x' && to[1] >= 'a' && to[1] <= 'z')
        to.remove_prefix(1);
    const Square f = square(from), d = square(to);
    if (f == d)
        throw NotationError("move", quoted(t) + ": a move must leave its square");
    return Move::step(f, d);
}

std::string formatMove(Move m, const Rules& rules)
{
    switch (m.kind) {
    case MoveKind::Step: return rules.squareName(m.from) + rules.squareName(m.to);
    case MoveKind::Substitute: return "sub";
    case MoveKind::NoSubstitute: return "nosub";
    case MoveKind::Choose: return std::string("@").append(rules.squareName(m.to));  // not "@" + ...: GCC 12's false -Wrestrict
    case MoveKind::Pass: return "pass";
    case MoveKind::TimePassed: return "time";
    case MoveKind::TimeLost: return "time-lost";
    }
    return "?";
}

std::string formatMoveForPeople(Move m, const State& before)
{
    if (m.kind == MoveKind::Step && before.at(m.to) != kEmpty)
        return before.rules().squareName(m.from) + "x" + before.rules().squareName(m.to);
    return formatMove(m, before.rules());
}

}  // namespace gs
