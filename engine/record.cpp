#include "record.h"

#include "explain.h"
#include "textrules.h"

#include <algorithm>

namespace gs {

std::string GameRecord::tag(const std::string& name) const
{
    for (const auto& [k, v] : tags)
        if (k == name)
            return v;
    return "";
}

void GameRecord::setTag(const std::string& name, const std::string& value)
{
    for (auto& [k, v] : tags)
        if (k == name) {
            v = value;
            return;
        }
    tags.emplace_back(name, value);
}

std::string resultText(Result r)
{
    switch (r) {
    case Result::WhiteWins: return "1-0";
    case Result::BlackWins: return "0-1";
    case Result::Draw: return "1/2-1/2";
    case Result::None: break;
    }
    return "*";
}

std::string terminationText(const State& s)
{
    switch (s.endReason()) {
    case EndReason::StarCaptured: return "Star Player captured";
    case EndReason::StarReachedGoalLine: return "Star Player reached the Goal Line";
    case EndReason::TurnLimit: return "turn limit";
    case EndReason::Blocked: return std::string(s.endingSide() == Side::White ? "White" : "Black") + " blocked";
    case EndReason::Timeout: return std::string(s.endingSide() == Side::White ? "White" : "Black") + " lost on time";
    case EndReason::Unknown: return "ended";
    case EndReason::None: break;
    }
    return "unfinished";
}

void setResultTags(GameRecord& r, const State& s)
{
    r.setTag("Result", resultText(s.result()));
    r.setTag("Score", std::to_string(s.score(Side::White)) + "-" + std::to_string(s.score(Side::Black)));
    r.setTag("Termination", terminationText(s));
}

GameRecord recordOf(const State& start, const std::vector<Move>& moves, const State& final)
{
    GameRecord r;
    r.setTag("Variant", start.rules().id());
    r.setTag("Start", formatGpn(start));
    for (const Move& m : moves)
        r.moves.push_back(formatMove(m, start.rules()));
    setResultTags(r, final);
    return r;
}

namespace {

bool isResultToken(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

bool isTurnMarker(std::string_view t)
{
    if (t.size() < 3 || t.back() != '.' || (t[t.size() - 2] != 'w' && t[t.size() - 2] != 'b'))
        return false;
    for (size_t i = 0; i + 2 < t.size(); ++i)
        if (t[i] < '0' || t[i] > '9')
            return false;
    return true;
}

std::string escape(const std::string& v)
{
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

}  // namespace

GameRecord readRecord(std::string_view text)
{
    GameRecord r;
    int line = 1;
    size_t i = 0;
    bool inMoves = false, sawResult = false;
    auto fail = [&](const std::string& m) { throw RecordError(line, m); };
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            ++i;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            ++i;
        } else if (c == '[') {
            if (inMoves)
                fail("a tag pair after the moves began");
            const size_t close = text.find('\n', i);
            std::string_view tl = text.substr(i, close == std::string_view::npos ? std::string_view::npos : close - i);
            while (!tl.empty() && (tl.back() == '\r' || tl.back() == ' '))
                tl.remove_suffix(1);
            if (tl.back() != ']')
                fail("a tag pair must end with ']' on its line");
            size_t p = 1;
            std::string name;
            while (p < tl.size() && ((tl[p] >= 'A' && tl[p] <= 'Z') || (tl[p] >= 'a' && tl[p] <= 'z') || (tl[p] >= '0' && tl[p] <= '9') || tl[p] == '_'))
                name += tl[p++];
            if (name.empty())
                fail("a tag pair needs a name, e.g. [Variant \"classic\"]");
            if (p + 1 >= tl.size() || tl[p] != ' ' || tl[p + 1] != '"')
                fail("tag " + name + ": expected a space and a quoted value");
            p += 2;
            std::string value;
            bool closed = false;
            while (p < tl.size()) {
                if (tl[p] == '\\' && p + 1 < tl.size()) {
                    value += tl[p + 1];
                    p += 2;
                } else if (tl[p] == '"') {
                    closed = true;
                    ++p;
                    break;
                } else {
                    value += tl[p++];
                }
            }
            if (!closed || p != tl.size() - 1)
                fail("tag " + name + ": the value must be one quoted string followed by ']'");
            if (const std::string why = textProblem(value, TextShape::Line, 1000); !why.empty())
                fail("tag " + name + ": the value " + why);
            // Bounded, so that looking for a repeat stays cheap (425,786 tags took two minutes).
            if (r.tags.size() >= kMaxRecordTags)
                fail("tag " + name + ": a record has at most " + std::to_string(kMaxRecordTags) + " tags");
            if (std::any_of(r.tags.begin(), r.tags.end(), [&](const auto& t) { return t.first == name; }))
                fail("tag " + name + " appears twice");
            r.tags.emplace_back(name, value);
            i += tl.size();
        } else if (c == '{') {
            const size_t close = text.find('}', i);
            if (close == std::string_view::npos)
                fail("a comment '{' is never closed");
            for (size_t k = i; k < close; ++k)
                line += text[k] == '\n';
            i = close + 1;
        } else {
            inMoves = true;
            size_t e = i;
            while (e < text.size() && text[e] != ' ' && text[e] != '\t' && text[e] != '\n' && text[e] != '\r' && text[e] != '{')
                ++e;
            const std::string_view tok = text.substr(i, e - i);
            i = e;
            if (sawResult)
                fail("\"" + quoteText(tok) + "\" after the result");
            if (isResultToken(tok))
                sawResult = true;
            else if (!isTurnMarker(tok)) {
                r.moves.emplace_back(tok);
                r.moveLines.push_back(line);
            }
        }
    }
    if (r.tag("Variant").empty())
        throw RecordError(0, "the record has no [Variant \"...\"] tag");
    if (r.tag("Start").empty())
        throw RecordError(0, "the record has no [Start \"<GPN>\"] tag with the starting position");
    return r;
}

std::vector<State> replayRecord(const GameRecord& r, const VariantLookup& lookup)
{
    State st = parseGpn(r.tag("Start"), lookup);
    if (st.rules().id() != r.tag("Variant"))
        throw RecordError(0, "the Variant tag says " + r.tag("Variant") + " but the Start position is " + st.rules().id());
    if (st.hasHiddenIdentities())
        throw RecordError(0, "the Start position hides identities (x); a record starts from the full position");
    std::vector<State> positions{st};
    for (size_t k = 0; k < r.moves.size(); ++k) {
        Move m;
        try {
            m = parseMove(r.moves[k], st.rules());
        } catch (const NotationError& e) {
            throw RecordError(0, "move " + std::to_string(k + 1) + ": " + e.what());
        }
        // A timeout is no choice, so never legal; a record holds one only under a clock.
        const bool timeout = isTimeout(m.kind) && st.rules().variant().clock.enabled() && !st.isTerminal();
        if (!timeout && !st.isLegal(m))
            throw RecordError(0, "move " + std::to_string(k + 1) + " (" + r.moves[k] + ") is illegal: " + explainIllegal(st, m));
        st.apply(m);
        positions.push_back(st);
    }
    const std::string result = r.tag("Result"), score = r.tag("Score");
    if (!result.empty() && result != resultText(st.result()))
        throw RecordError(0, "the Result tag says " + result + " but the moves end in " + resultText(st.result()));
    const std::string actual = std::to_string(st.score(Side::White)) + "-" + std::to_string(st.score(Side::Black));
    if (!score.empty() && score != actual)
        throw RecordError(0, "the Score tag says " + score + " but the moves end " + actual);
    return positions;
}

namespace {

// The words of the move text that look like moves (not turn markers, results or comments).
size_t moveTokens(std::string_view text)
{
    size_t count = 0;
    bool inComment = false;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (inComment) {
            inComment = c != '}';
            ++i;
        } else if (c == '{') {
            inComment = true;
            ++i;
        } else if (c == '[' && (i == 0 || text[i - 1] == '\n')) {
            i = std::min(text.size(), text.find('\n', i));
        } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
        } else {
            size_t e = i;
            while (e < text.size() && text[e] != ' ' && text[e] != '\t' && text[e] != '\n' && text[e] != '\r' && text[e] != '{')
                ++e;
            const std::string_view tok = text.substr(i, e - i);
            count += !isResultToken(tok) && !isTurnMarker(tok);
            i = e;
        }
    }
    return count;
}

// Where line `line` (1-based) starts in `text`.
size_t lineStart(std::string_view text, int line)
{
    size_t at = 0;
    for (int l = 1; l < line && at != std::string_view::npos; ++l) {
        at = text.find('\n', at);
        if (at != std::string_view::npos)
            ++at;
    }
    return at == std::string_view::npos ? text.size() : at;
}

}  // namespace

ReadablePrefix readReadablePrefix(std::string_view text, const VariantLookup& lookup)
{
    ReadablePrefix out;
    out.movesInFile = moveTokens(text);
    try {
        out.record = readRecord(text);
    } catch (const RecordError& e) {
        if (e.line == 0)
            throw;  // no Variant or Start tag: nothing to replay
        // The syntax breaks on line e.line: what stands before that line may still read.
        out.damageLine = e.line;
        out.damage = e.what();
        try {
            out.record = readRecord(text.substr(0, lineStart(text, e.line)));
        } catch (const RecordError&) {
            throw e;  // the tags themselves are damaged
        }
    }
    State st = parseGpn(out.record.tag("Start"), lookup);
    if (st.rules().id() != out.record.tag("Variant"))
        throw RecordError(0, "the Variant tag says " + out.record.tag("Variant") + " but the Start position is " + st.rules().id());
    if (st.hasHiddenIdentities())
        throw RecordError(0, "the Start position hides identities (x); a record starts from the full position");
    out.positions.push_back(st);
    for (size_t k = 0; k < out.record.moves.size(); ++k) {
        const std::string& moveText = out.record.moves[k];
        std::string why;
        try {
            const Move m = parseMove(moveText, st.rules());
            const bool timeout = isTimeout(m.kind) && st.rules().variant().clock.enabled() && !st.isTerminal();
            if (timeout || st.isLegal(m))
                st.apply(m);
            else
                why = "move " + std::to_string(k + 1) + " (" + moveText + ") is illegal: " + explainIllegal(st, m);
        } catch (const NotationError& e) {
            why = "move " + std::to_string(k + 1) + ": " + e.what();
        }
        if (!why.empty()) {
            const int line = k < out.record.moveLines.size() ? out.record.moveLines[k] : 0;
            if (out.damage.empty() || (line && line <= out.damageLine)) {
                out.damageLine = line;
                out.damage = (line ? "line " + std::to_string(line) + ": " : std::string()) + why;
            }
            out.record.moves.resize(k);
            if (!out.record.moveLines.empty())
                out.record.moveLines.resize(k);
            break;
        }
        out.positions.push_back(st);
    }
    if (out.whole()) {
        // The moves read whole: the record is damaged only if its tags contradict them.
        const std::string result = out.record.tag("Result"), score = out.record.tag("Score");
        const std::string actual = std::to_string(st.score(Side::White)) + "-" + std::to_string(st.score(Side::Black));
        if (!result.empty() && result != resultText(st.result()))
            out.damage = "the Result tag says " + result + " but the moves end in " + resultText(st.result());
        else if (!score.empty() && score != actual)
            out.damage = "the Score tag says " + score + " but the moves end " + actual;
    }
    setResultTags(out.record, st);
    out.movesInFile = std::max(out.movesInFile, out.record.moves.size());
    return out;
}

std::string writeRecord(const GameRecord& r, const std::vector<State>& positions)
{
    std::string out;
    for (const auto& [k, v] : r.tags)
        out += "[" + k + " \"" + escape(v) + "\"]\n";
    out += "\n";
    std::string line;
    for (size_t k = 0; k < r.moves.size(); ++k) {
        const State& before = positions.at(k);
        const bool newTurn = k == 0 || positions.at(k - 1).toAct() != before.toAct();
        if (newTurn) {
            if (!line.empty())
                out += line + "\n";
            line = std::to_string(before.turn()) + sideChar(before.toAct()) + ".";
        }
        line += " " + r.moves[k];
    }
    if (!line.empty())
        out += line + "\n";
    const std::string result = r.tag("Result");
    out += (result.empty() ? std::string("*") : result) + "\n";
    return out;
}

}  // namespace gs
