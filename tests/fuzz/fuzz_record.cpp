// libFuzzer target: a game record (.gsr): tags, turn markers and moves, then the replay that
// checks every move against the rules; a replayed record writes and reads back. What can be
// read of a damaged record (readReadablePrefix) always replays whole when written back.
#include "fuzzsupport.h"

#include "record.h"

#include <optional>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const gs::GameRecord r = gs::readRecord(text);
        const std::vector<gs::State> states = gs::replayRecord(r, fuzz::lookup());
        fuzz::require(!states.empty(), "a replay starts somewhere");
        fuzz::exercise(states.back());
    } catch (const gs::RecordError&) {
    } catch (const gs::NotationError&) {
    }
    std::optional<gs::ReadablePrefix> p;
    try {
        p = gs::readReadablePrefix(text, fuzz::lookup());
    } catch (const gs::RecordError&) {
    } catch (const gs::NotationError&) {
    }
    if (!p)
        return 0;
    fuzz::require(p->positions.size() == p->record.moves.size() + 1, "a position for every readable move");
    fuzz::require(p->movesInFile >= p->record.moves.size(), "no more moves read than the file holds");
    bool replays = false;
    try {
        replays = gs::replayRecord(gs::readRecord(gs::writeRecord(p->record, p->positions)), fuzz::lookup()).size() == p->positions.size();
    } catch (const std::exception&) {
    }
    fuzz::require(replays, "the readable part of a record, written back, replays whole");
    return 0;
}
