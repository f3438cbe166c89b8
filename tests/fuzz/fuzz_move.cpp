// libFuzzer target: move text ("d3d4", "@e5", "sub", "nosub", "pass") read against positions
// in every phase; a parsed move formats back to text that parses to the same move.
#include "fuzzsupport.h"

#include "notation.h"
#include "state.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const gs::State& s : fuzz::positions()) {
        gs::Move m;
        try {
            m = gs::parseMove(text, s.rules());
        } catch (const gs::NotationError&) {
            continue;  // not move text: refused, as it should be
        }
        gs::Move again;
        try {
            again = gs::parseMove(gs::formatMove(m, s.rules()), s.rules());
        } catch (const gs::NotationError&) {
            fuzz::require(false, "a formatted move parses");
        }
        fuzz::require(again.kind == m.kind && again.from == m.from && again.to == m.to, "move text round trip");
        if (s.isLegal(m)) {
            gs::State next = s;
            next.apply(m);
        }
    }
    return 0;
}
