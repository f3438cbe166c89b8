// libFuzzer target: a game record (.gsr): tags, turn markers and moves, then the replay that
// checks every move against the rules; a replayed record writes and reads back.
#include "fuzzsupport.h"

#include "record.h"

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
    return 0;
}
