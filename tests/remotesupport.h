// Two sides of a remote game in one process, for tst_remote and tst_tampering: seeded secrets,
// messages delivered by hand, both sides played by a computer player.
#pragma once

#include "testsupport.h"

#include "players/greedyplayer.h"
#include "players/randomplayer.h"
#include "remote/remotegame.h"

#include <QTest>

#include <memory>

namespace test {

using gs::remote::RemoteGame;

// Secrets from a seeded generator, so that a test plays the same game every run.
inline RemoteGame::RandomSource seededSource(uint64_t seed)
{
    auto rng = std::make_shared<gs::Rng>(seed);
    return [rng](int n) {
        QByteArray b(n, '\0');
        for (int i = 0; i < n; ++i)
            b[i] = char(rng->next() & 0xff);
        return b;
    };
}

inline QByteArray digestOf(const gs::Rules& rules) { return gs::remote::variantDigest(registry().document(rules.id())); }
inline QByteArray gameId() { return QByteArray::fromHex("00112233445566778899aabbccddeeff"); }

struct RemotePair {
    std::unique_ptr<RemoteGame> side[2];
    RemoteGame& white() { return *side[0]; }
    RemoteGame& black() { return *side[1]; }
};

inline RemotePair makePair(const gs::Rules& rules, uint64_t seed)
{
    RemotePair p;
    for (const gs::Side s : {gs::Side::White, gs::Side::Black}) {
        std::optional<gs::remote::Arrangement> manual;
        if (rules.variant().setup == gs::SetupMode::Manual)  // each side arranges its own: any valid set-up
            manual = gs::remote::arrangementOf(gs::State::deal(rules, seed * 7 + uint64_t(s) + 1), s);
        p.side[gs::sideIndex(s)] = std::make_unique<RemoteGame>(rules, digestOf(rules), s, gameId(), manual,
                                                                seededSource(seed * 2 + uint64_t(s)));
    }
    return p;
}

// Delivers every queued message both ways until none is left. Returns false (with a warning) if
// one is not applied.
inline bool pump(RemotePair& p)
{
    for (int round = 0; round < 1000; ++round) {
        bool any = false;
        for (int from = 0; from < 2; ++from)
            for (const QByteArray& m : p.side[from]->takeOutgoing()) {
                any = true;
                const auto r = p.side[1 - from]->receive(m);
                if (r != RemoteGame::Receipt::Applied) {
                    qWarning("message not applied: %s / %s\n  %s", p.side[1 - from]->refusal().c_str(),
                             p.side[1 - from]->problem().c_str(), m.constData());
                    return false;
                }
            }
        if (!any)
            return true;
    }
    return false;
}

// Plays whoever's turn it is with `player` until the game ends or `plies` moves are played.
// Each side's position is kept after every move (for the leak check). Returns false on a
// message that was not applied.
inline bool playOn(RemotePair& p, gs::Player& player, gs::Rng& rng, int plies = 100000,
                   std::vector<std::pair<gs::Side, gs::State>>* seen = nullptr)
{
    if (!pump(p))
        return false;
    for (int i = 0; i < plies; ++i) {
        RemoteGame* mover = p.white().myTurn() ? &p.white() : p.black().myTurn() ? &p.black() : nullptr;
        if (!mover)
            return true;
        const gs::Move m = player.choose(mover->position(), rng);
        const std::string why = mover->play(m);
        if (!why.empty()) {
            qWarning("move refused: %s", why.c_str());
            return false;
        }
        if (!pump(p))
            return false;
        if (seen)
            for (RemoteGame* g : {&p.white(), &p.black()})
                seen->emplace_back(g->side(), g->position());
    }
    return true;
}

}  // namespace test
