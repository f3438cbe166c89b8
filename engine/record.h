// Game records (NOTATION.md "Game record"): PGN's layout of tag pairs, then move text.
//
//   [Variant "classic"]
//   [White "greedy"]
//   [Black "random"]
//   [Start "<GPN>"]
//   [Result "1-0"]            1-0, 0-1, 1/2-1/2 or * (unfinished)
//   [Score "2-1"]
//   [Termination "turn limit"]
//
//   1w. d3d4 c4c5
//   1b. e8e7 c7xd6
//   ...
//   1-0
//
// `1w.` starts White's turn 1; `{...}` is a comment. Moves are stored as text so a record
// reads without its variant; replayRecord() then checks every move against the rules.
#pragma once

#include "notation.h"

#include <string>
#include <utility>
#include <vector>

namespace gs {

// At most this many tags in a record (the app writes about ten): a stranger's file cannot
// make the reader check hundreds of thousands.
constexpr size_t kMaxRecordTags = 100;

struct GameRecord {
    // Tag pairs in file order. Required: Variant and Start. Names are letters and digits.
    std::vector<std::pair<std::string, std::string>> tags;
    std::vector<std::string> moves;  // canonical move texts, in order
    std::vector<int> moveLines;      // readRecord: the 1-based line of each move (else empty)

    std::string tag(const std::string& name) const;  // "" if absent
    void setTag(const std::string& name, const std::string& value);
};

// A malformed record: `line` is 1-based (0 if the problem is not on one line).
struct RecordError : std::runtime_error {
    int line;
    RecordError(int l, const std::string& message)
        : std::runtime_error(l ? "line " + std::to_string(l) + ": " + message : message), line(l) {}
};

// Syntax only; throws RecordError. Missing Variant or Start tags are errors.
GameRecord readRecord(std::string_view text);

// Replays the record from its Start position. Returns every position, the start first
// (positions.size() == moves.size() + 1). Throws RecordError naming the move number and why
// it is illegal, or NotationError for a bad Start GPN, or RecordError if the Result or
// Score tags contradict the replay.
std::vector<State> replayRecord(const GameRecord& r, const VariantLookup& lookup);

// What can be read of a damaged record (a file cut short, a byte changed): its tags and its
// moves up to the first one that cannot be read or played, replayed. Result, Score and
// Termination describe the readable part (an unfinished game if the damage cut it short).
struct ReadablePrefix {
    GameRecord record;             // the tags and the readable moves
    std::vector<State> positions;  // replayed: the start first, one more than record.moves
    size_t movesInFile = 0;        // the moves the file seems to hold, readable or not (>= record.moves.size())
    int damageLine = 0;            // 1-based line where the damage starts; 0 if the record reads whole
    std::string damage;            // what is wrong there, as RecordError says it; "" if nothing
    bool whole() const { return damage.empty(); }
};
// Throws RecordError (or NotationError for a bad Start) only when not even the tags and the
// start position can be read: then there is nothing to offer.
ReadablePrefix readReadablePrefix(std::string_view text, const VariantLookup& lookup);

// Writes the record with turn markers; `positions` is replayRecord's result (or the states
// the game passed through). read(write(r)) gives r back.
std::string writeRecord(const GameRecord& r, const std::vector<State>& positions);

// Fills Result, Score and Termination from a finished (or unfinished) final state.
void setResultTags(GameRecord& r, const State& final);

// The record of a game played from `start`: Variant, Start, the moves, and the result tags of
// `final` (the state after the last move). Callers add their own tags (Event, White, ...).
GameRecord recordOf(const State& start, const std::vector<Move>& moves, const State& final);

// Text forms used in records and messages.
std::string resultText(Result r);        // "1-0", "0-1", "1/2-1/2", "*"
std::string terminationText(const State& final);  // "turn limit", "Black blocked", ...

}  // namespace gs
