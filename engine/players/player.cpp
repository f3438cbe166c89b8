#include "player.h"

#include "exploiterplayer.h"
#include "greedyplayer.h"
#include "flatmcplayer.h"
#include "ismctsplayer.h"
#include "randomplayer.h"

#include <cstdio>

namespace gs {

namespace {

// A bound in an error message as people write it: 1e+08 stays short, 0.99 is not cut to 0.
std::string shortNumber(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

}  // namespace

PlayerSpec PlayerSpec::parse(std::string_view text)
{
    PlayerSpec spec;
    const size_t colon = text.find(':');
    spec.name = std::string(text.substr(0, colon));
    if (spec.name.empty())
        throw BadPlayerSpec("AI spec \"" + std::string(text) + "\" has no player name (e.g. random, greedy)");
    if (colon == std::string_view::npos)
        return spec;
    std::string_view rest = text.substr(colon + 1);
    if (rest.empty())
        throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": nothing after ':' (expected key=value,...)");
    while (!rest.empty()) {
        const size_t comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        const size_t eq = item.find('=');
        if (eq == std::string_view::npos || eq == 0 || eq + 1 == item.size())
            throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": option \"" + std::string(item) + "\" is not key=value");
        if (!spec.options.emplace(std::string(item.substr(0, eq)), std::string(item.substr(eq + 1))).second)
            throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": option \"" + std::string(item.substr(0, eq)) + "\" given twice");
        if (comma == std::string_view::npos)
            break;
        rest = rest.substr(comma + 1);
        if (rest.empty())
            throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": trailing ','");
    }
    return spec;
}

std::unique_ptr<Player> makePlayer(std::string_view text)
{
    const PlayerSpec spec = PlayerSpec::parse(text);
    auto noOptions = [&] {
        if (!spec.options.empty())
            throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": player " + spec.name + " takes no options (got \"" + spec.options.begin()->first + "\")");
    };
    if (spec.name == "random") {
        noOptions();
        return std::make_unique<RandomPlayer>();
    }
    if (spec.name == "greedy") {
        noOptions();
        return std::make_unique<GreedyPlayer>();
    }
    for (const Level& level : kLevels)
        if (spec.name == level.name) {
            if (spec.options.empty())
                return makePlayer(level.spec);
            // "strong:iterations=30000": the level's own search at a fixed budget (or with one
            // option changed), so its strength can be measured without a machine's speed in it.
            PlayerSpec inner = PlayerSpec::parse(level.spec);
            if (inner.name != "ismcts")
                throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": level " + spec.name + " does not search, so it takes no options");
            if (spec.options.count("iterations")) {
                inner.options.erase("ms");
                // A fixed budget is for measuring: one thread, so the result is the same on
                // every machine, unless threads= says otherwise.
                inner.options.erase("threads");
            }
            if (spec.options.count("ms"))
                inner.options.erase("iterations");
            for (const auto& [key, value] : spec.options)
                inner.options[key] = value;
            std::string merged = inner.name;
            char separator = ':';
            for (const auto& [key, value] : inner.options) {
                merged += separator + key + "=" + value;
                separator = ',';
            }
            return makePlayer(merged);
        }
    // Scripted tricks, for measuring the search against them (exploiterplayer.h).
    for (Trick t : kTricks)
        if (spec.name == trickName(t)) {
            noOptions();
            return std::make_unique<ExploiterPlayer>(t);
        }
    if (spec.name == "ismcts" || spec.name == "cheat-uct" || spec.name == "flatmc") {
        const bool flat = spec.name == "flatmc";
        IsmctsOptions o;
        o.cheat = spec.name == "cheat-uct";
        auto number = [&](const std::string& key, double lo, double hi) {
            const std::string& v = spec.options.at(key);
            size_t used = 0;
            double d = 0;
            try {
                d = std::stod(v, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used != v.size() || !(d >= lo && d <= hi))
                throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": " + key + " must be a number from " + shortNumber(lo) + " to " + shortNumber(hi) + ", got \"" + v + "\"");
            return d;
        };
        const std::string known = flat ? "iterations, ms, capture" : "iterations, ms, threads, c, capture, star, decisive, defend, race, split, reuse, guard, margin, wary, approach, bias, lean, beliefs, trust, rushers, deals, floor";
        for (const auto& [key, value] : spec.options) {
            if (key == "beliefs" && !flat && !o.cheat) {
                const std::optional<Beliefs> b = beliefsFromName(value);
                if (!b)
                    throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": beliefs must be uniform, model, computer or mixed, got \"" + value + "\"");
                o.beliefs = *b;
            } else if (key == "trust" && !flat && !o.cheat)
                o.trust = number(key, 0, 1);
            else if (key == "rushers" && !flat && !o.cheat)
                o.rushers = number(key, 0, 0.99);
            else if (key == "deals" && !flat && !o.cheat)
                o.deals = int(number(key, 1, 1e6));
            else if (key == "floor" && !flat && !o.cheat)
                o.floorRows = int(number(key, 0, 20));
            else if (key == "iterations")
                o.iterations = int(number(key, 1, 1e8));
            else if (key == "ms")
                o.ms = int(number(key, 1, 3600000));
            else if (key == "threads" && !flat)
                o.threads = int(number(key, 0, 64));
            else if (key == "c" && !flat)
                o.exploration = number(key, 0, 10);
            else if (key == "bias" && !flat)
                o.progressiveBias = number(key, 0, 10);
            else if (key == "lean" && !flat)
                o.starLean = number(key, 0, 20);
            else if (key == "capture")
                o.captureBias = number(key, 0, 1);
            else if (key == "star" && !flat)
                o.starRun = number(key, 0, 1);
            else if (key == "decisive" && !flat)
                o.decisive = number(key, 0, 1) >= 0.5;
            else if (key == "defend" && !flat)
                o.defend = number(key, 0, 1) >= 0.5;
            else if (key == "race" && !flat)
                o.raceRows = int(number(key, 0, 30));
            else if (key == "reuse" && !flat && !o.cheat)
                o.reuse = int(number(key, 0, 2));
            else if (key == "guard" && !flat && !o.cheat)
                o.guardRows = int(number(key, 0, 30));
            else if (key == "margin" && !flat && !o.cheat)
                o.guardMargin = number(key, 0, 1);
            else if (key == "wary" && !flat && !o.cheat)
                o.guardWary = number(key, 0, 1);
            else if (key == "approach" && !flat && !o.cheat)
                o.guardApproach = number(key, 0, 1) >= 0.5;
            else if (key == "split" && !flat)
                o.starSplit = number(key, 0, 1) >= 0.5;
            else
                throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": " + spec.name + " has no option \"" + key + "\" (" + known + ")");
        }
        if (spec.options.count("iterations") && spec.options.count("ms"))
            throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": give iterations or ms, not both");
        if (flat)
            return std::make_unique<FlatMcPlayer>(FlatMcOptions{o.iterations, o.ms, o.captureBias});
        return std::make_unique<IsmctsPlayer>(o);
    }
    throw BadPlayerSpec("unknown player \"" + spec.name + "\" in AI spec \"" + std::string(text) + "\" (players: random, greedy, ismcts, flatmc, cheat-uct; levels: beginner, club, strong, expert; for measurement: rusher, decoy, bluffer, fortress, winger, dodger, late, pair, waiter)");
}

}  // namespace gs
