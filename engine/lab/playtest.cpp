#include "playtest.h"

#include "../record.h"

#include <algorithm>
#include <map>

namespace gs {

LabGame labGameOfRecord(const GameRecord& record, const VariantLookup& lookup)
{
    const std::vector<State> positions = replayRecord(record, lookup);
    LabGameCounter counter(positions.front());
    for (size_t k = 0; k < record.moves.size(); ++k) {
        const State& before = positions[k];
        const Move m = parseMove(record.moves[k], before.rules());
        State after = before;
        EventList events;
        after.apply(m, &events);  // a timeout too, as replayRecord applies it
        counter.ply(before, m, after, events);
    }
    return counter.finish(positions.back());
}

PlaytestRecords readPlaytestRecords(const std::vector<PlaytestFile>& files, const VariantLookup& lookup, const std::string& variant)
{
    PlaytestRecords out;
    struct Read {
        const PlaytestFile* file;
        GameRecord record;
    };
    std::vector<Read> readable;
    std::map<std::string, int> counts;
    for (const PlaytestFile& f : files) {
        if (!f.error.empty()) {
            out.skipped.push_back({f.name, PlaytestSkip::Unreadable, f.error});
            continue;
        }
        try {
            readable.push_back({&f, readRecord(f.text)});
            ++counts[readable.back().record.tag("Variant")];
        } catch (const std::exception& e) {
            out.skipped.push_back({f.name, PlaytestSkip::Unreadable, e.what()});
        }
    }
    out.variant = variant;
    if (out.variant.empty()) {
        int best = 0;
        for (const auto& [id, n] : counts)  // in id order: a tie keeps the first
            if (n > best) {
                best = n;
                out.variant = id;
            }
    }
    const bool known = lookup && lookup(out.variant) != nullptr;
    for (const Read& r : readable) {
        const std::string id = r.record.tag("Variant");
        if (id != out.variant) {
            out.skipped.push_back({r.file->name, PlaytestSkip::OtherVariant, id});
            continue;
        }
        if (!known) {
            out.skipped.push_back({r.file->name, PlaytestSkip::UnknownVariant, id});
            continue;
        }
        try {
            LabGame g = labGameOfRecord(r.record, lookup);
            if (g.result == Result::None) {
                out.skipped.push_back({r.file->name, PlaytestSkip::NotFinished, {}});
                continue;
            }
            g.index = int(out.games.size());
            out.games.push_back(g);
            out.used.push_back(r.file->name);
        } catch (const std::exception& e) {
            out.skipped.push_back({r.file->name, PlaytestSkip::Illegal, e.what()});
        }
    }
    // The skipped in the order the files came, whatever step found the problem.
    std::map<std::string, size_t> order;
    for (size_t i = 0; i < files.size(); ++i)
        order.emplace(files[i].name, i);
    std::stable_sort(out.skipped.begin(), out.skipped.end(),
                     [&](const SkippedRecord& x, const SkippedRecord& y) { return order[x.name] < order[y.name]; });
    return out;
}

const char* skipReasonKey(PlaytestSkip why)
{
    switch (why) {
    case PlaytestSkip::Unreadable: return "unreadable";
    case PlaytestSkip::OtherVariant: return "other_variant";
    case PlaytestSkip::UnknownVariant: return "unknown_variant";
    case PlaytestSkip::Illegal: return "illegal";
    case PlaytestSkip::NotFinished: return "not_finished";
    }
    return "unreadable";
}

std::string skipReasonText(const SkippedRecord& s)
{
    switch (s.why) {
    case PlaytestSkip::Unreadable: return "not a game record: " + s.detail;
    case PlaytestSkip::OtherVariant: return "other variant (" + s.detail + ")";
    case PlaytestSkip::UnknownVariant: return "unknown variant (" + s.detail + ")";
    case PlaytestSkip::Illegal: return "does not replay: " + s.detail;
    case PlaytestSkip::NotFinished: return "not finished";
    }
    return s.detail;
}

}  // namespace gs
