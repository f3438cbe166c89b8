#include "sweep.h"

#include <charconv>

namespace gs {

namespace {

int wholeNumber(const std::string& part, const char* what, const std::string& text)
{
    int v = 0;
    const char* end = part.data() + part.size();
    const auto [ptr, ec] = std::from_chars(part.data(), end, v);
    if (part.empty() || ec != std::errc() || ptr != end)
        throw SweepSpecError("sweep \"" + text + "\": " + what + " must be a whole number, got \"" + part + "\"");
    return v;
}

}  // namespace

std::vector<int> SweepSpec::values() const
{
    std::vector<int> out;
    if (step < 1 || to < from)
        return out;
    for (long long v = from; v <= to; v += step)
        out.push_back(int(v));
    return out;
}

std::string SweepSpec::text() const
{
    return field + "=" + std::to_string(from) + ":" + std::to_string(to) + ":" + std::to_string(step);
}

SweepSpec makeSweepSpec(const std::string& field, int from, int to, int step)
{
    SweepSpec s{field, from, to, step};
    const std::string text = s.text();
    if (field.empty())
        throw SweepSpecError("sweep \"" + text + "\": name the setting to sweep before '=', e.g. turnLimit=10:30:5");
    if (step < 1)
        throw SweepSpecError("sweep \"" + text + "\": the step must be 1 or more, got " + std::to_string(step));
    if (to <= from)
        throw SweepSpecError("sweep \"" + text + "\": the last value (" + std::to_string(to) + ") must be above the first (" + std::to_string(from) + ")");
    const long long span = (long long)to - from;
    if (span % step != 0) {
        const long long last = from + span / step * step;
        throw SweepSpecError("sweep \"" + text + "\": " + std::to_string(to) + " is not reached from " + std::to_string(from) + " in steps of "
                             + std::to_string(step) + " (the last value would be " + std::to_string(last) + ")");
    }
    if (span / step + 1 > kMaxSweepValues)
        throw SweepSpecError("sweep \"" + text + "\": " + std::to_string(span / step + 1) + " values; at most " + std::to_string(kMaxSweepValues));
    return s;
}

SweepSpec parseSweepSpec(const std::string& text)
{
    const size_t eq = text.find('=');
    if (eq == std::string::npos)
        throw SweepSpecError("sweep \"" + text + "\": must be FIELD=FROM:TO:STEP, e.g. turnLimit=10:30:5");
    const std::string field = text.substr(0, eq);
    std::vector<std::string> parts;
    size_t start = eq + 1;
    while (true) {
        const size_t colon = text.find(':', start);
        parts.push_back(text.substr(start, colon == std::string::npos ? std::string::npos : colon - start));
        if (colon == std::string::npos)
            break;
        start = colon + 1;
    }
    if (parts.size() < 2 || parts.size() > 3)
        throw SweepSpecError("sweep \"" + text + "\": must be FIELD=FROM:TO:STEP (STEP may be left out), e.g. turnLimit=10:30:5");
    const int from = wholeNumber(parts[0], "FROM", text);
    const int to = wholeNumber(parts[1], "TO", text);
    const int step = parts.size() == 3 ? wholeNumber(parts[2], "STEP", text) : 1;
    return makeSweepSpec(field, from, to, step);
}

LabConfig sweepConfig(const LabConfig& base, const SweepValue& v)
{
    LabConfig c = base;
    c.rules = v.rules.get();
    return c;
}

std::vector<SweepPoint> runSweep(const LabConfig& base, const std::vector<SweepValue>& values, const std::vector<int>& indices,
                                 const SweepGameDone& onGame, const std::atomic<bool>* stop)
{
    for (const SweepValue& v : values)
        if (!v.rules)
            throw std::invalid_argument("runSweep: value " + std::to_string(v.value) + " has no variant");
    std::vector<SweepPoint> out;
    int done = 0;
    for (size_t k = 0; k < values.size(); ++k) {
        SweepPoint p;
        p.value = values[k].value;
        if (!(stop && stop->load())) {
            LabGameDone each;
            if (onGame)
                each = [&, k](const LabGame& g, int) { onGame(int(k), g, ++done); };  // runLabGames calls one at a time
            p.games = runLabGames(sweepConfig(base, values[k]), indices, each, stop);
        }
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<SweepStats> analyseSweep(const std::vector<SweepPoint>& points)
{
    std::vector<SweepStats> out;
    out.reserve(points.size());
    for (const SweepPoint& p : points)
        out.push_back({p.value, analyseLab(p.games)});
    return out;
}

}  // namespace gs
