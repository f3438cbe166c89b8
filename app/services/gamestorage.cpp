#include "gamestorage.h"

#include "strengths.h"

#include "formats/variantregistry.h"
#include "record.h"

#include <QDateTime>

namespace gamestorage {

QByteArray write(const Game& g, const char* event, const QString& whiteName, const QString& blackName,
                 const std::array<std::optional<qint64>, 2>& clockLeft, std::optional<qint64> moveLeft)
{
    gs::GameRecord r = gs::recordOf(g.history.front(), g.moves, g.now());
    r.setTag("Event", event);
    r.setTag("Date", QDateTime::currentDateTime().toString("yyyy.MM.dd").toStdString());
    r.setTag("White", whiteName.toStdString());
    r.setTag("Black", blackName.toStdString());
    r.setTag("Mode", g.hotSeat ? "hotseat" : "computer");
    r.setTag("Human", g.human == gs::Side::White ? "white" : "black");
    r.setTag("Strength", g.strength.toStdString());
    r.setTag("Seed", std::to_string(g.seed));
    if (!g.startGpn.isEmpty())
        r.setTag("FromPosition", g.startGpn.toStdString());
    if (g.arranging && g.moves.empty())
        r.setTag("Arranging", *g.arranging == gs::Side::White ? "white" : "black");
    if (clockLeft[0] && clockLeft[1]) {
        r.setTag("WhiteClock", std::to_string(*clockLeft[0]));
        r.setTag("BlackClock", std::to_string(*clockLeft[1]));
    }
    if (moveLeft)
        r.setTag("MoveClock", std::to_string(*moveLeft));
    return QByteArray::fromStdString(gs::writeRecord(r, g.history));
}

namespace {

// The game of a record already read and replayed, with the app's tags.
Loaded fromRecord(const gs::GameRecord& r, std::vector<gs::State> positions)
{
    Loaded out;
    Game& g = out.game;
    g.history = std::move(positions);
    g.rules = &g.history.front().rules();
    for (const std::string& t : r.moves)
        g.moves.push_back(gs::parseMove(t, *g.rules));
    g.hotSeat = r.tag("Mode") != "computer";
    g.human = r.tag("Human") == "black" ? gs::Side::Black : gs::Side::White;
    const QString strength = QString::fromStdString(r.tag("Strength"));
    g.strength = strengths::named(strength) ? strength : QString();
    g.seed = QString::fromStdString(r.tag("Seed")).toULongLong();
    g.startGpn = QString::fromStdString(r.tag("FromPosition"));
    // Only before the kick-off, and only where the variant arranges by hand.
    if (const std::string a = r.tag("Arranging"); (a == "white" || a == "black") && g.moves.empty() && g.rules->variant().setup == gs::SetupMode::Manual)
        g.arranging = a == "white" ? gs::Side::White : gs::Side::Black;
    for (int side = 0; side < 2; ++side) {
        bool ok = false;
        const qint64 left = QString::fromStdString(r.tag(side == 0 ? "WhiteClock" : "BlackClock")).toLongLong(&ok);
        if (ok)
            out.clockLeft[size_t(side)] = left;
    }
    bool ok = false;
    if (const qint64 move = QString::fromStdString(r.tag("MoveClock")).toLongLong(&ok); ok)
        out.moveLeft = move;
    return out;
}

}  // namespace

Loaded read(const QByteArray& text)
{
    const gs::GameRecord r = gs::readRecord(text.toStdString());
    return fromRecord(r, gs::replayRecord(r, gs::VariantRegistry::builtIn().lookup()));
}

std::optional<Prefix> readPrefix(const QByteArray& text)
{
    try {
        gs::ReadablePrefix p = gs::readReadablePrefix(text.toStdString(), gs::VariantRegistry::builtIn().lookup());
        Prefix out;
        out.movesRead = int(p.record.moves.size());
        out.movesInFile = int(p.movesInFile);
        out.where = QString::fromStdString(p.damage);
        out.loaded = fromRecord(p.record, std::move(p.positions));
        return out;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

}  // namespace gamestorage
