// Playtest records: games people played in the app (hot-seat or against the computer), read
// from their game records (record.h) into LabGames, so that the Lab reports them with the same
// rates and measures as computer games and compares the two. Records of another variant,
// unreadable or illegal ones and unfinished games are listed with the reason and skipped,
// never counted. No I/O: the caller reads the files (formats/playtestfolder.h).
#pragma once

#include "../record.h"
#include "lab.h"

#include <string>
#include <vector>

namespace gs {

// One file offered as a record: its name (for the lists), its text, or why it could not be
// read at all (`error` non-empty: too large, no permission, ...).
struct PlaytestFile {
    std::string name;
    std::string text;
    std::string error;
};

// Why a record was not counted.
enum class PlaytestSkip {
    Unreadable,      // the file could not be read, or is not a game record (detail: the reader's error)
    OtherVariant,    // a record of another variant (detail: its id)
    UnknownVariant,  // its variant is not known here (detail: its id)
    Illegal,         // its moves, start or tags do not replay (detail: the replay's error)
    NotFinished,     // the game has no result yet
};

// A file skipped: its name, why, and the detail the reason names.
struct SkippedRecord {
    std::string name;
    PlaytestSkip why = PlaytestSkip::Unreadable;
    std::string detail;
};

// The records that count, as games, and the ones skipped, in the order the files came.
struct PlaytestRecords {
    std::string variant;             // the variant the games are of
    std::vector<std::string> used;   // names of the files counted; used[i] is games[i]
    std::vector<LabGame> games;      // index = position in `used`
    std::vector<SkippedRecord> skipped;
};

// Reads and replays every file's record. The games counted are those of `variant`, or when it
// is empty of the variant most records name (a tie goes to the id first in alphabetical order).
PlaytestRecords readPlaytestRecords(const std::vector<PlaytestFile>& files, const VariantLookup& lookup,
                                    const std::string& variant = {});

// The LabGame of one record, replayed (every move checked). Throws RecordError or NotationError as replayRecord does.
LabGame labGameOfRecord(const GameRecord& record, const VariantLookup& lookup);

// Why, in English: "not a game record: line 1: ...", "other variant (fast)", "not finished", ...
std::string skipReasonText(const SkippedRecord& s);
// A stable key for JSON: "unreadable", "other_variant", "unknown_variant", "illegal", "not_finished".
const char* skipReasonKey(PlaytestSkip why);

}  // namespace gs
