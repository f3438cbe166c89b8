// libFuzzer target: remote play's messages (PROTOCOL.md §4), as a friend's app would send them.
// Each line of the input is one message. The reader must refuse or read it (a message it
// reads writes back to the same message); a game in play given the lines must answer each
// with a receipt, change nothing on a refusal, and never throw.
#include "fuzzsupport.h"

#include "players/randomplayer.h"
#include "remote/commitment.h"
#include "remote/message.h"
#include "remote/remotegame.h"

#include <QList>

#include <memory>

namespace {

using gs::remote::RemoteGame;

// White's side of a classic game a few plies in, as the same seeds always make it; the fuzzed
// lines come from Black.
std::unique_ptr<RemoteGame> gameInPlay(std::vector<QByteArray>* blackSent)
{
    const gs::Rules& rules = *gs::VariantRegistry::builtIn().find("classic");
    const QByteArray digest = gs::remote::variantDigest(gs::VariantRegistry::builtIn().document("classic"));
    const QByteArray id = QByteArray::fromHex("00112233445566778899aabbccddeeff");
    auto source = [](uint64_t seed) {
        auto rng = std::make_shared<gs::Rng>(seed);
        return [rng](int n) {
            QByteArray b(n, '\0');
            for (int i = 0; i < n; ++i)
                b[i] = char(rng->next());
            return b;
        };
    };
    auto white = std::make_unique<RemoteGame>(rules, digest, gs::Side::White, id, std::nullopt, source(1));
    RemoteGame black(rules, digest, gs::Side::Black, id, std::nullopt, source(2));
    gs::RandomPlayer player;
    gs::Rng rng(3);
    for (int ply = 0; ply < 40; ++ply) {
        for (int round = 0; round < 8; ++round) {
            for (const QByteArray& m : white->takeOutgoing())
                black.receive(m);
            for (const QByteArray& m : black.takeOutgoing())
                white->receive(m);
        }
        RemoteGame* mover = white->myTurn() ? white.get() : black.myTurn() ? &black : nullptr;
        if (!mover || ply >= 6)
            break;
        mover->play(player.choose(mover->position(), rng));
    }
    *blackSent = black.sent();
    return white;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), int(size));
    std::vector<QByteArray> blackSent;
    std::unique_ptr<RemoteGame> game = gameInPlay(&blackSent);
    for (const QByteArray& line : bytes.split('\n')) {
        try {
            const gs::remote::Message m = gs::remote::readMessage(line);
            const QByteArray written = gs::remote::writeMessage(m);
            fuzz::require(gs::remote::writeMessage(gs::remote::readMessage(written)) == written, "a message reads back as written");
        } catch (const gs::remote::MessageError&) {
        }
        const std::string before = gs::formatGpn(game->position());
        const auto stage = game->stage();
        const size_t moves = game->moves().size();
        const RemoteGame::Receipt r = game->receive(line);
        if (r == RemoteGame::Receipt::Refused || r == RemoteGame::Receipt::Duplicate) {
            fuzz::require(game->stage() == stage, "a refused message leaves the stage");
            fuzz::require(gs::formatGpn(game->position()) == before, "a refused message leaves the position");
            fuzz::require(game->moves().size() == moves, "a refused message leaves the moves");
        }
        if (r == RemoteGame::Receipt::Failed)
            fuzz::require(!game->problem().empty(), "a failed check says what did not match");
        // The honest side's own messages are always there to send again.
        fuzz::require(!game->sent().empty(), "the honest side keeps what it sent");
    }
    (void)blackSent;
    return 0;
}
