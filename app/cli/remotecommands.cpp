// goalscorer-cli remote: a remote game from a terminal (host, join, resume: the computer plays
// this side), self-play through the protocol with the sizes of its turn links, and the time a
// move takes to reach the other side over loopback.
#include "cli.h"

#include "remote/commitment.h"
#include "remotelinks.h"
#include "remotesession.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace cli {

namespace {

using gs::remote::RemoteGame;

const char* kRemoteUsage =
    "usage: goalscorer-cli remote host [--variant ID] [--side w|b] [--address A] [--port P] [--ai SPEC]\n"
    "                                  [--save FILE] [--record FILE] [--stop-after N]\n"
    "       goalscorer-cli remote join LINK [--ai SPEC] [--save FILE] [--record FILE] [--stop-after N]\n"
    "       goalscorer-cli remote resume FILE [--ai SPEC] [--record FILE]\n"
    "       goalscorer-cli remote selfplay [--variant ID] [--games N] [--seed S] [--white SPEC] [--black SPEC]\n"
    "                                      [--records DIR] [--messages DIR]\n"
    "       goalscorer-cli remote latency [--games N] [--seed S]\n"
    "host prints the invite (goalscorer:join/...) on its first line; the computer plays this side\n"
    "with SPEC (default greedy) until the game ends, writing the save after every change and the\n"
    "verified record at the end. --stop-after N: no more moves after N of this side's (the save\n"
    "kept, the connection open) until the process is killed, as a crash would leave it. selfplay: whole games through the protocol in one process,\n"
    "with the length of every goalscorer:turn/ link. latency: from a move played to the friend's\n"
    "session having applied it, over TCP on loopback.\n";

std::optional<gs::remote::Arrangement> anyArrangement(const gs::Rules& rules, gs::Side side)
{
    return gs::remote::arrangementOf(gs::State::deal(rules, gs::remote::dealSeed(side, gs::remote::randomBytes(32), {})), side);
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Plays this side of a live session with `player` until the game ends (0) or fails (2);
// writes the save after every change.
int playLive(Context& ctx, RemoteSession& session, gs::Player& player, const QString& savePath, const QString& recordPath,
             int stopAfter, uint64_t seed)
{
    QEventLoop loop;
    gs::Rng rng(seed);
    int played = 0, code = -1;
    bool stopped = false;
    QString problem;
    auto step = [&] {
        RemoteGame* g = session.game();
        if (!savePath.isEmpty() && g)
            writeWholeFile(savePath, QJsonDocument(session.save()).toJson());
        if (!g || code >= 0)
            return;
        if (g->stage() == RemoteGame::Stage::Finished) {
            if (!recordPath.isEmpty())
                writeWholeFile(recordPath, QByteArray::fromStdString(g->verifiedRecord()));
            code = Ok;
        } else if (g->stage() == RemoteGame::Stage::Failed || g->stage() == RemoteGame::Stage::Abandoned) {
            problem = QString::fromStdString(g->problem());
            code = BadInput;
        } else if (g->myTurn()) {
            if (stopAfter >= 0 && played >= stopAfter) {
                // As a crash would leave it: the save written, the connection open, no more
                // moves. The process waits here to be killed.
                if (!stopped) {
                    stopped = true;
                    std::printf("stopped after %d moves\n", played);
                    std::fflush(stdout);
                }
            } else {
                ++played;
                const QString why = session.play(player.choose(g->position(), rng));
                if (!why.isEmpty()) {
                    problem = why;
                    code = BadInput;
                }
            }
        }
        if (code >= 0)
            QTimer::singleShot(0, &loop, &QEventLoop::quit);
    };
    QObject::connect(&session, &RemoteSession::gameChanged, &loop, [&] { QTimer::singleShot(0, &loop, step); });
    QObject::connect(&session, &RemoteSession::problem, &loop, [&](const QString& why) {
        std::fprintf(stderr, "goalscorer-cli: %s\n", qPrintable(why));
    });
    QObject::connect(session.link(), &LiveLink::lost, &loop, [](const QString& why) {
        std::fprintf(stderr, "goalscorer-cli: connection lost (%s); waiting\n", qPrintable(why));
    });
    QTimer::singleShot(0, &loop, step);
    loop.exec();
    session.close();
    if (code == BadInput)
        throw Failure{BadInput, problem};
    ctx.out << "finished: verified\n";
    return code;
}

int host(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOptions({{"variant", "Variant id or file.", "ID", "classic"}, {"side", "This side.", "w|b", "w"},
                  {"address", "Address to listen on.", "A", "127.0.0.1"}, {"port", "Port (0: any free).", "P", QString::number(remotelink::kDefaultPort)},
                  {"ai", "The player.", "SPEC", "greedy"}, {"save", "The save.", "FILE"}, {"record", "The verified record.", "FILE"},
                  {"stop-after", "Leave after N moves.", "N", "-1"}, {"seed", "The player's seed.", "S", "1"}});
    ctx.parse(p, "remote host", args);
    const gs::Rules& rules = ctx.variant(p.value("variant"));
    const gs::Side side = sideArg(p.value("side"));
    const auto player = ctx.player(p.value("ai"));
    RemoteSession session(ctx.registry);
    QString error;
    const QHostAddress address(p.value("address"));
    if (address.isNull())
        throw Failure{BadInput, QStringLiteral("--address: \"%1\" is not an IP address").arg(p.value("address").left(60))};
    std::optional<gs::remote::Arrangement> manual;
    if (rules.variant().setup == gs::SetupMode::Manual)
        manual = anyArrangement(rules, side);
    if (!session.host(rules, side, address, quint16(p.value("port").toUInt()), &error, manual))
        throw Failure{BadInput, error};
    std::printf("%s\n", qPrintable(session.invite()));
    std::fflush(stdout);
    return playLive(ctx, session, *player, p.value("save"), p.value("record"), p.value("stop-after").toInt(), ctx.seed(p, "seed", 1));
}

int join(Context& ctx, const QStringList& args, bool resume)
{
    QCommandLineParser p;
    p.addOptions({{"ai", "The player.", "SPEC", "greedy"}, {"save", "The save.", "FILE"}, {"record", "The verified record.", "FILE"},
                  {"stop-after", "Leave after N moves.", "N", "-1"}, {"seed", "The player's seed.", "S", "2"}});
    p.addPositionalArgument(resume ? "file" : "link", resume ? "The save." : "The invite.");
    ctx.parse(p, resume ? "remote resume" : "remote join", args);
    if (p.positionalArguments().size() != 1)
        throw Failure{BadInput, resume ? QStringLiteral("remote resume takes one save file") : QStringLiteral("remote join takes one invite")};
    const auto player = ctx.player(p.value("ai"));
    RemoteSession session(ctx.registry);
    QString error, savePath = p.value("save");
    if (resume) {
        savePath = p.positionalArguments().front();
        QFile f(savePath);
        if (!f.open(QIODevice::ReadOnly))
            throw Failure{BadInput, QStringLiteral("%1: %2").arg(savePath, f.errorString())};
        const QJsonDocument doc = QJsonDocument::fromJson(f.read(1 << 22));
        if (!doc.isObject() || !session.restore(doc.object(), &error))
            throw Failure{BadInput, QStringLiteral("%1: %2").arg(savePath, error.isEmpty() ? QStringLiteral("not a saved remote game") : error)};
    } else if (!session.join(p.positionalArguments().front(), &error, anyArrangement)) {
        throw Failure{BadInput, error};
    }
    return playLive(ctx, session, *player, savePath, p.value("record"), p.value("stop-after").toInt(), ctx.seed(p, "seed", 2));
}

int selfplay(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOptions({{"variant", "Variant.", "ID", "classic"}, {"games", "Games.", "N", "100"}, {"seed", "Seed.", "S", "1"},
                  {"white", "White's player.", "SPEC", "greedy"}, {"black", "Black's player.", "SPEC", "greedy"},
                  {"records", "Write the verified records here.", "DIR"}, {"messages", "Write every message here.", "DIR"}});
    ctx.parse(p, "remote selfplay", args);
    const gs::Rules& rules = ctx.variant(p.value("variant"));
    const int games = ctx.positiveInt(p, "games", 100);
    const uint64_t seed = ctx.seed(p, "seed", 1);
    const QByteArray digest = gs::remote::variantDigest(ctx.registry.document(rules.id()));
    std::unique_ptr<gs::Player> players[2] = {ctx.player(p.value("white")), ctx.player(p.value("black"))};
    std::vector<double> all, moves;  // turn link lengths: every link; links that carry moves only
    int verified = 0, messages = 0;
    for (int g = 0; g < games; ++g) {
        std::unique_ptr<RemoteGame> side[2];
        const QByteArray id = gs::remote::randomBytes(gs::remote::kGameIdBytes);
        for (int s = 0; s < 2; ++s)
            side[s] = std::make_unique<RemoteGame>(rules, digest, gs::Side(s), id,
                                                   rules.variant().setup == gs::SetupMode::Manual ? anyArrangement(rules, gs::Side(s)) : std::nullopt);
        gs::Rng rng(seed + uint64_t(g));
        // By message: each side sends one link whenever the friend must answer; here a link is
        // everything a side queued since its last one.
        for (int round = 0; round < 10000; ++round) {
            bool any = false;
            for (int s = 0; s < 2; ++s) {
                if (side[s]->myTurn()) {
                    while (side[s]->myTurn()) {
                        const std::string why = side[s]->play(players[s]->choose(side[s]->position(), rng));
                        if (!why.empty())
                            throw Failure{BadInput, QString::fromStdString(why)};
                        // Moves that need the friend's proofs wait: the link goes now.
                        if (!side[s]->myTurn())
                            break;
                    }
                }
                const std::vector<QByteArray> out = side[s]->takeOutgoing();
                if (out.empty())
                    continue;
                any = true;
                const QString link = remotelink::turnLink(out);
                all.push_back(double(link.size()));
                bool carriesMove = false;
                for (const QByteArray& m : out) {
                    carriesMove = carriesMove || m.contains("\"type\":\"move\"");
                    if (!p.value("messages").isEmpty())
                        writeWholeFile(QDir(p.value("messages")).filePath(QStringLiteral("game%1-%2-%3.json").arg(g + 1).arg(gs::sideChar(gs::Side(s))).arg(++messages)), m);
                    else
                        ++messages;
                    if (side[1 - s]->receive(m) != RemoteGame::Receipt::Applied)
                        throw Failure{BadInput, QStringLiteral("game %1: %2%3").arg(g + 1).arg(QString::fromStdString(side[1 - s]->refusal()), QString::fromStdString(side[1 - s]->problem()))};
                }
                if (carriesMove)
                    moves.push_back(double(link.size()));
            }
            if (!any)
                break;
        }
        if (side[0]->stage() == RemoteGame::Stage::Finished && side[1]->stage() == RemoteGame::Stage::Finished
            && side[0]->verifiedRecord() == side[1]->verifiedRecord()) {
            ++verified;
            if (!p.value("records").isEmpty())
                writeWholeFile(QDir(p.value("records")).filePath(QStringLiteral("remote-%1.gsr").arg(g + 1, 3, 10, QChar('0'))),
                               QByteArray::fromStdString(side[0]->verifiedRecord()));
        }
    }
    ctx.out << "games: " << games << ", both records verified and the same: " << verified << "\n";
    ctx.out << "messages: " << messages << " (" << double(messages) / games << " a game)\n";
    ctx.out << "turn links: " << all.size() << ", characters: median " << median(all) << ", longest "
            << (all.empty() ? 0 : *std::max_element(all.begin(), all.end())) << "\n";
    ctx.out << "turn links with a move: " << moves.size() << ", characters: median " << median(moves) << ", longest "
            << (moves.empty() ? 0 : *std::max_element(moves.begin(), moves.end())) << "\n";
    return verified == games ? Ok : BadInput;
}

int latency(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOptions({{"games", "Games.", "N", "10"}, {"seed", "Seed.", "S", "1"}});
    ctx.parse(p, "remote latency", args);
    const int games = ctx.positiveInt(p, "games", 10);
    const uint64_t seed = ctx.seed(p, "seed", 1);
    std::vector<double> ms;
    for (int g = 0; g < games; ++g) {
        RemoteSession host(ctx.registry), guest(ctx.registry);
        QString error;
        if (!host.host(ctx.variant("classic"), gs::Side(g % 2), QHostAddress::LocalHost, 0, &error))
            throw Failure{BadInput, error};
        QEventLoop loop;
        gs::Rng rng(seed + uint64_t(g));
        const auto player = ctx.player("random");
        QElapsedTimer clock;
        size_t waitingFor = 0;  // the moves the friend must have once the last one arrives
        RemoteSession* receiver = nullptr;
        RemoteSession* sessions[2] = {&host, &guest};
        auto step = [&] {
            if (waitingFor && receiver->game() && receiver->game()->moves().size() >= waitingFor) {
                ms.push_back(double(clock.nsecsElapsed()) / 1e6);
                waitingFor = 0;
            }
            if (host.game() && guest.game() && host.game()->stage() == RemoteGame::Stage::Finished
                && guest.game()->stage() == RemoteGame::Stage::Finished) {
                QTimer::singleShot(0, &loop, &QEventLoop::quit);
                return;
            }
            for (RemoteSession* s : sessions)
                if (!waitingFor && s->game() && s->game()->myTurn()) {
                    const size_t before = s->game()->moves().size();
                    clock.start();
                    s->play(player->choose(s->game()->position(), rng));
                    // A move that waits for the friend's proofs counts when the friend has it.
                    waitingFor = std::max(before + 1, s->game()->moves().size());
                    receiver = s == &host ? &guest : &host;
                    return;
                }
        };
        for (RemoteSession* s : sessions)
            QObject::connect(s, &RemoteSession::gameChanged, &loop, [&] { QTimer::singleShot(0, &loop, step); });
        if (!guest.join(host.invite(), &error, anyArrangement))
            throw Failure{BadInput, error};
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    ctx.out << "moves timed: " << ms.size() << " in " << games << " games over loopback\n";
    ctx.out << "a move reaches the friend's session in: median " << median(ms) << " ms, longest "
            << (ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end())) << " ms\n";
    return Ok;
}

}  // namespace

int runRemote(Context& ctx, const QStringList& args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == "host")
        return host(ctx, rest);
    if (sub == "join")
        return join(ctx, rest, false);
    if (sub == "resume")
        return join(ctx, rest, true);
    if (sub == "selfplay")
        return selfplay(ctx, rest);
    if (sub == "latency")
        return latency(ctx, rest);
    std::fputs(kRemoteUsage, sub == "--help" ? stdout : stderr);
    return sub == "--help" ? Ok : BadInput;
}

}  // namespace cli
