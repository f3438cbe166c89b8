// libFuzzer target: a variant file (JSON through Qt's parser, inheritance, every field's
// checks). A variant that loads must deal a start and play a few random moves.
#include "fuzzsupport.h"

#include "formats/variantregistry.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // A fresh copy of the built-ins per input: loaded variants would pile up in one registry
    // (memory) and let one input inherit from another (findings that do not reproduce).
    static const gs::VariantRegistry base;
    gs::VariantRegistry registry = base;
    const QByteArray json(reinterpret_cast<const char*>(data), qsizetype(size));
    try {
        const gs::Rules& rules = registry.loadJson(json, QStringLiteral("fuzz.json"));
        fuzz::exercise(gs::State::deal(rules, 7));
    } catch (const gs::VariantLoadError&) {
    }
    return 0;
}
