// libFuzzer target: a shard file (JSON Lines of a sharded Lab run or match), as `lab merge`,
// `play merge` and the Lab's Open results read it: parsed, merged as one run, analysed; a
// merged run's games must write back to lines that parse and merge to the same games.
#include "fuzzsupport.h"

#include "formats/labexport.h"
#include "formats/matchexport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), int(size));
    for (const char* kind : {"lab", "play"}) {
        try {
            const gs::ShardFile f = gs::parseShardFile(bytes, "fuzz.jsonl", kind);
            if (QLatin1String(kind) == QLatin1String("lab")) {
                const gs::MergedLab m = gs::mergeLabShards(f.lines);
                (void)gs::analyseLab(m.gamesA);
                (void)gs::analyseLab(m.gamesB);
                for (const gs::LabGame& g : m.gamesA)
                    fuzz::require(gs::labGameToJson(gs::labGameFromJson(gs::labGameToJson(g))) == gs::labGameToJson(g),
                                  "a lab game survives its line");
            } else {
                const gs::MergedMatch m = gs::mergeMatchShards(f.lines);
                const gs::MatchStats s = gs::analyseMatch(m.games, m.info.paired);
                (void)gs::matchReportToJson(m.info, s, gs::SprtRequest{});
                for (const gs::MatchGame& g : m.games)
                    fuzz::require(gs::matchGameToJson(gs::matchGameFromJson(gs::matchGameToJson(g))) == gs::matchGameToJson(g),
                                  "a match game survives its line");
            }
        } catch (const gs::ShardError&) {
        }
    }
    return 0;
}
