#include "player.h"

#include "exploiterplayer.h"
#include "greedyplayer.h"
#include "flatmcplayer.h"
#include "ismctsplayer.h"
#include "randomplayer.h"

#include <cstdio>

namespace gs {

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
        const IsmctsOptions o = parseIsmctsOptions(spec.name, spec.options, text);
        if (spec.name == "flatmc")
            return std::make_unique<FlatMcPlayer>(FlatMcOptions{o.iterations, o.ms, o.captureBias});
        return std::make_unique<IsmctsPlayer>(o);
    }
    throw BadPlayerSpec("unknown player \"" + spec.name + "\" in AI spec \"" + std::string(text) + "\" (players: random, greedy, ismcts, flatmc, cheat-uct; levels: beginner, club, strong, expert; for measurement: rusher, decoy, bluffer, fortress, winger, dodger, late, pair, waiter, switcher, lurker)");
}

Move chooseAfterReplay(Player& player, const PublicHistory& history, Rng& rng)
{
    PublicHistory prefix;
    prefix.observer = history.observer;
    prefix.views = {history.views.front()};
    for (size_t i = 0; i < history.moves.size(); ++i) {
        const State& before = history.views[i];
        if (!before.isTerminal() && before.toAct() == history.observer && !isTimeout(history.moves[i].kind))
            player.chooseWithHistory(prefix, rng);
        prefix.moves.push_back(history.moves[i]);
        prefix.views.push_back(history.views[i + 1]);
    }
    return player.chooseWithHistory(prefix, rng);
}

}  // namespace gs
