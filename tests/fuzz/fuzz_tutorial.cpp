// libFuzzer target: a tutorial file: fields, squares, the start GPN, and the replay of every
// step's moves.
#include "fuzzsupport.h"

#include "formats/tutorial.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(data), qsizetype(size));
    try {
        const gs::Tutorial t = gs::tutorialFromJson(json, QStringLiteral("fuzz.json"), fuzz::lookup());
        (void)gs::replayTutorial(t, fuzz::lookup(), QStringLiteral("fuzz.json"));
        // What the recorder writes reads back.
        (void)gs::tutorialFromJson(QJsonDocument(gs::tutorialToJson(t)).toJson(), QStringLiteral("again.json"), fuzz::lookup());
    } catch (const gs::TutorialError&) {
    }
    return 0;
}
