// libFuzzer target: the GPN position parser (NOTATION.md). A parsed position must format
// and parse back to the same text, and its legal moves and views must not crash.
#include "fuzzsupport.h"

#include "notation.h"
#include "state.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const gs::State s = gs::parseGpn(text, fuzz::lookup());
        const std::string again = gs::formatGpn(s);
        fuzz::require(gs::formatGpn(gs::parseGpn(again, fuzz::lookup())) == again, "GPN round trip");
        fuzz::exercise(s);
    } catch (const gs::NotationError&) {
    }
    try {
        (void)gs::parseGpnUnchecked(text, fuzz::lookup());  // the editor's lenient reading
    } catch (const gs::NotationError&) {
    }
    return 0;
}
