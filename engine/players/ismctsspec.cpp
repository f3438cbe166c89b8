// The ISMCTS words of an AI SPEC, both ways (ismctsoptions.h).
#include "ismctsoptions.h"
#include "player.h"

#include <cstdio>

namespace gs {

namespace {

constexpr std::pair<Beliefs, const char*> kBeliefsNames[] = {
    {Beliefs::Uniform, "uniform"}, {Beliefs::Model, "model"}, {Beliefs::Computer, "computer"}, {Beliefs::Mixed, "mixed"}};

// A bound in an error message as people write it: 1e+08 stays short, 0.99 is not cut to 0.
std::string shortNumber(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

}  // namespace

const char* beliefsName(Beliefs b)
{
    for (const auto& [value, name] : kBeliefsNames)
        if (value == b)
            return name;
    return "uniform";
}

std::optional<Beliefs> beliefsFromName(std::string_view name)
{
    for (const auto& [value, text] : kBeliefsNames)
        if (name == text)
            return value;
    return std::nullopt;
}

std::vector<OpponentKind> opponentKinds(Beliefs b)
{
    if (b == Beliefs::Mixed)
        return mixedOpponents();
    if (b == Beliefs::Computer)
        return {{1.0, OpponentModel::computer(), "computer"}};
    return {{1.0, OpponentModel::fitted(), "runner"}};
}

IsmctsOptions parseIsmctsOptions(const std::string& name, const std::map<std::string, std::string>& options, std::string_view text)
{
    const bool flat = name == "flatmc";
    IsmctsOptions o;
    o.cheat = name == "cheat-uct";
    const auto fail = [&](const std::string& why) { throw BadPlayerSpec("AI spec \"" + std::string(text) + "\": " + why); };
    auto number = [&](const std::string& key, double lo, double hi) {
        const std::string& v = options.at(key);
        size_t used = 0;
        double d = 0;
        try {
            d = std::stod(v, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used != v.size() || !(d >= lo && d <= hi))
            fail(key + " must be a number from " + shortNumber(lo) + " to " + shortNumber(hi) + ", got \"" + v + "\"");
        return d;
    };
    const bool searches = !flat;           // the tree's options
    const bool hidden = !flat && !o.cheat;  // options about what the view hides
    const std::string known = flat ? "iterations, ms, capture"
        : o.cheat                  ? "iterations, ms, threads, c, capture, decisive, solve"
                                   : "iterations, ms, threads, c, capture, decisive, solve, reuse, guard, margin, approach, beliefs, trust, deals";
    for (const auto& [key, value] : options) {
        if (key == "beliefs" && hidden) {
            const std::optional<Beliefs> b = beliefsFromName(value);
            if (!b)
                fail("beliefs must be uniform, model, computer or mixed, got \"" + value + "\"");
            o.beliefs = *b;
        } else if (key == "trust" && hidden)
            o.trust = number(key, 0, 1);
        else if (key == "deals" && hidden)
            o.deals = int(number(key, 1, 1e6));
        else if (key == "iterations")
            o.iterations = int(number(key, 1, 1e8));
        else if (key == "ms")
            o.ms = int(number(key, 1, 3600000));
        else if (key == "threads" && searches)
            o.threads = int(number(key, 0, 64));
        else if (key == "c" && searches)
            o.exploration = number(key, 0, 10);
        else if (key == "capture")
            o.captureBias = number(key, 0, 1);
        else if (key == "decisive" && searches)
            o.decisive = number(key, 0, 1) >= 0.5;
        else if (key == "solve" && searches)
            o.solve = number(key, 0, 1) >= 0.5;
        else if (key == "reuse" && hidden)
            o.reuse = int(number(key, 0, 2));
        else if (key == "guard" && hidden)
            o.guardRows = int(number(key, 0, 30));
        else if (key == "margin" && hidden)
            o.guardMargin = number(key, 0, 1);
        else if (key == "approach" && hidden)
            o.guardApproach = number(key, 0, 1) >= 0.5;
        else
            fail(name + " has no option \"" + key + "\" (" + known + ")");
    }
    if (options.count("iterations") && options.count("ms"))
        fail("give iterations or ms, not both");
    return o;
}

std::string formatIsmctsSpec(const IsmctsOptions& o)
{
    std::string s = o.cheat ? "cheat-uct:" : "ismcts:";
    s += o.iterations > 0 ? "iterations=" + std::to_string(o.iterations) : "ms=" + std::to_string(o.ms);
    if (o.threads != 1)
        s += ",threads=" + std::to_string(o.threads);
    // Options away from their defaults, so the spec parses back to this player.
    const IsmctsOptions defaults;
    const auto add = [&s](const char* key, double value, double byDefault) {
        if (value == byDefault)
            return;
        char buf[48];
        std::snprintf(buf, sizeof buf, ",%s=%g", key, value);
        s += buf;
    };
    add("c", o.exploration, defaults.exploration);
    add("capture", o.captureBias, defaults.captureBias);
    add("decisive", o.decisive, defaults.decisive);
    add("solve", o.solve, defaults.solve);
    add("reuse", o.reuse, defaults.reuse);
    add("guard", o.guardRows, defaults.guardRows);
    add("margin", o.guardMargin, defaults.guardMargin);
    add("approach", o.guardApproach, defaults.guardApproach);
    if (!o.cheat && o.beliefs != defaults.beliefs)
        s += std::string(",beliefs=") + beliefsName(o.beliefs);
    add("trust", o.trust, defaults.trust);
    add("deals", o.deals, defaults.deals);
    return s;
}

}  // namespace gs
