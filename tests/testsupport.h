// Helpers shared by the test suites: build classic positions square by square, play moves.
#pragma once

#include "explain.h"
#include "formats/variantregistry.h"
#include "notation.h"
#include "state.h"

#include <QString>
#include <QTest>

#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace test {

inline gs::VariantRegistry& registry() { return gs::VariantRegistry::builtIn(); }
inline const gs::Rules& classic() { return *registry().find("classic"); }

// A variant derived from classic with one change, kept alive for the whole run.
inline const gs::Rules& classicWith(const std::string& id, void (*change)(gs::Variant&))
{
    static std::vector<std::shared_ptr<const gs::Rules>> keep;
    gs::Variant v = classic().variant();
    v.id = id;
    change(v);
    keep.push_back(gs::Rules::make(v));
    return *keep.back();
}

inline QString q(const std::string& s) { return QString::fromStdString(s); }

// The board field of a GPN from placements like {"d1", "w1+"}; every other square empty.
inline std::string boardField(std::initializer_list<std::pair<const char*, const char*>> items, int files = 7, int ranks = 10)
{
    std::vector<std::string> cells(size_t(files * ranks));
    for (const auto& [sq, tok] : items)
        cells[size_t((std::stoi(sq + 1) - 1) * files + (sq[0] - 'a'))] = tok;
    std::string out;
    for (int r = ranks - 1; r >= 0; --r) {
        for (int f = 0; f < files; ++f)
            out += cells[size_t(r * files + f)].empty() ? "." : cells[size_t(r * files + f)];
        if (r)
            out += '/';
    }
    return out;
}

// A position from placements and the other six GPN fields, e.g. "w y 1 0-0 -,- classic".
inline gs::State position(std::initializer_list<std::pair<const char*, const char*>> items, const std::string& rest,
                          const gs::VariantLookup& lookup = registry().lookup())
{
    const std::string text = boardField(items) + " " + rest;
    try {
        return gs::parseGpn(text, lookup);
    } catch (const std::exception& e) {
        qWarning("position refused: %s\n  %s", e.what(), text.c_str());
        throw;
    }
}

inline gs::Move move(const gs::State& s, const char* text) { return gs::parseMove(text, s.rules()); }

// Plays moves that must be legal; throws (failing the test) with the reason otherwise.
inline gs::EventList play(gs::State& s, std::initializer_list<const char*> moves)
{
    gs::EventList events;
    for (const char* t : moves) {
        const gs::Move m = move(s, t);
        if (!s.isLegal(m)) {
            const std::string why = std::string("illegal move ") + t + " in " + gs::formatGpn(s) + ": " + gs::explainIllegal(s, m);
            qWarning("%s", why.c_str());
            throw std::runtime_error(why);
        }
        s.apply(m, &events);
    }
    return events;
}

// Sorted canonical texts of the legal moves.
inline QStringList legal(const gs::State& s)
{
    gs::MoveList list;
    s.legalMoves(list);
    QStringList out;
    for (const gs::Move& m : list)
        out << q(gs::formatMove(m, s.rules()));
    out.sort();
    return out;
}

inline bool hasEvent(const gs::EventList& events, gs::EventKind kind)
{
    for (const auto& e : events)
        if (e.kind == kind)
            return true;
    return false;
}

inline QString gpn(const gs::State& s) { return q(gs::formatGpn(s)); }

}  // namespace test
