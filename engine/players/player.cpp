#include "player.h"

#include "greedyplayer.h"
#include "randomplayer.h"

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
    throw BadPlayerSpec("unknown player \"" + spec.name + "\" in AI spec \"" + std::string(text) + "\" (players: random, greedy)");
}

}  // namespace gs
