// new, legal, apply, view, show, think: one position in, text out.
#include "boardtext.h"
#include "cli.h"

#include "explain.h"
#include "notation.h"

#include <QRandomGenerator>

#include <algorithm>

namespace cli {

namespace {

void noMoreArguments(const QStringList& rest)
{
    if (!rest.isEmpty())
        throw Failure{BadInput, "unexpected argument \"" + rest.front() + "\""};
}

}  // namespace

int runNew(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addOption({"variant", "Variant id or .json file (default classic).", "id|file", "classic"});
    p.addOption({"seed", "Seed of the deal (default: random).", "n"});
    ctx.parse(p, "new", args);
    noMoreArguments(p.positionalArguments());
    const gs::Rules& rules = ctx.variant(p.value("variant"));
    const uint64_t seed = ctx.seed(p, "seed", QRandomGenerator::global()->generate64());
    ctx.out << QString::fromStdString(gs::formatGpn(gs::State::deal(rules, seed))) << '\n';
    return Ok;
}

int runLegal(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("gpn", "The position.");
    ctx.parse(p, "legal", args);
    QStringList pos = p.positionalArguments();
    const gs::State s = ctx.takePosition(pos);
    noMoreArguments(pos);
    gs::MoveList moves;
    s.legalMoves(moves);
    std::vector<std::string> texts;
    for (const gs::Move& m : moves)
        texts.push_back(gs::formatMove(m, s.rules()));
    std::sort(texts.begin(), texts.end());
    for (const auto& t : texts)
        ctx.out << QString::fromStdString(t) << '\n';
    return Ok;
}

int runApply(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("gpn", "The position.");
    p.addPositionalArgument("moves", "Moves to play in order.", "<move>...");
    p.addOption({"seed", "Seed for dealing a view's hidden identities (default 0).", "n"});
    ctx.parse(p, "apply", args);
    QStringList pos = p.positionalArguments();
    gs::State s = ctx.takePosition(pos);
    if (s.hasHiddenIdentities()) {
        // NOTATION.md: playing on from a view deals its unknown identities, reproducibly.
        gs::Rng rng(ctx.seed(p, "seed", 0));
        try {
            s = s.determinize(rng);
        } catch (const std::invalid_argument& e) {
            throw Failure{BadInput, QString("bad position: ") + e.what()};
        }
    }
    for (int i = 0; i < pos.size(); ++i) {
        gs::Move m;
        try {
            m = gs::parseMove(pos[i].toStdString(), s.rules());
        } catch (const gs::NotationError& e) {
            throw Failure{BadInput, QString("move %1: ").arg(i + 1) + e.what()};
        }
        if (!s.isLegal(m))
            throw Failure{IllegalMove, QString("move %1 (%2) is illegal: %3").arg(i + 1).arg(pos[i], QString::fromStdString(gs::explainIllegal(s, m)))};
        s.apply(m);
    }
    ctx.out << QString::fromStdString(gs::formatGpn(s)) << '\n';
    return Ok;
}

int runView(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("gpn", "The position.");
    p.addPositionalArgument("side", "w or b.");
    ctx.parse(p, "view", args);
    QStringList pos = p.positionalArguments();
    const gs::State s = ctx.takePosition(pos);
    if (pos.isEmpty())
        throw Failure{BadInput, "whose view? add w or b after the position"};
    const gs::Side side = sideArg(pos.takeFirst());
    noMoreArguments(pos);
    const gs::State v = s.view(side);
    // A view of a view is fine, but the result must not claim to know what the input hid.
    ctx.out << QString::fromStdString(gs::formatGpn(v)) << '\n';
    return Ok;
}

int runShow(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("gpn", "The position.");
    p.addOption({"as", "Draw what this side sees (w or b).", "side"});
    ctx.parse(p, "show", args);
    QStringList pos = p.positionalArguments();
    gs::State s = ctx.takePosition(pos);
    noMoreArguments(pos);
    if (p.isSet("as"))
        s = s.view(sideArg(p.value("as")));
    ctx.out << boardText(s);
    return Ok;
}

int runThink(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("gpn", "The position (full, or the view of the side to act); or use --record.");
    p.addOption({"record", "Think after the moves of this game record, as the side to act saw them (its view and how the opponent moved).", "file"});
    p.addOption({"ai", "The computer player (AI SPEC), e.g. greedy.", "spec"});
    p.addOption({"seed", "Seed of the player's random choices (default 0).", "n"});
    p.addOption({"replay", "With --record: one player decides at each of the side's earlier decisions in the game too, "
                           "keeping what it learnt between moves (a kept tree) as the app's computer does, then answers the last."});
    ctx.parse(p, "think", args);
    QStringList pos = p.positionalArguments();
    if (!p.isSet("ai"))
        throw Failure{BadInput, "--ai SPEC is needed (e.g. --ai greedy)"};
    auto player = ctx.player(p.value("ai"));
    gs::Rng rng(ctx.seed(p, "seed", 0));
    if (p.isSet("record")) {
        noMoreArguments(pos);
        if (player->seesEverything())
            throw Failure{BadInput, QString::fromStdString(player->spec()) + " sees everything: give the full position, not a record"};
        // Whose view: the side to act after the record's last move.
        gs::PublicHistory h = ctx.recordHistory(p.value("record"), gs::Side::White);
        if (h.now().isTerminal())
            throw Failure{BadInput, p.value("record") + ": the game is over: there is no move to think about"};
        if (h.now().toAct() != h.observer)
            h = ctx.recordHistory(p.value("record"), h.now().toAct());
        const gs::Move m = p.isSet("replay") ? gs::chooseAfterReplay(*player, h, rng) : player->chooseWithHistory(h, rng);
        ctx.out << QString::fromStdString(gs::formatMove(m, h.now().rules())) << '\n';
        return Ok;
    }
    if (p.isSet("replay"))
        throw Failure{BadInput, "--replay needs --record FILE.gsr: a game to replay"};
    const gs::State s = ctx.takePosition(pos);
    noMoreArguments(pos);
    if (s.isTerminal())
        throw Failure{BadInput, "the game is over: there is no move to think about"};
    const gs::State view = s.view(s.toAct());
    if (view.hasHiddenIdentities()) {
        for (int i = 0; i < view.countersOnPitch(s.toAct()); ++i)
            if (gs::cellIdentity(view.at(view.counterSquare(s.toAct(), i))) == gs::kUnknown)
                throw Failure{BadInput, "this view hides the side to act's own counters; give the position as that side sees it"};
        if (view.substitute(s.toAct()) == gs::kUnknown)
            throw Failure{BadInput, "this view hides the side to act's own Substitute; give the position as that side sees it"};
    }
    if (player->seesEverything() && s.hasHiddenIdentities())
        throw Failure{BadInput, QString::fromStdString(player->spec()) + " sees everything: give the full position, not a view"};
    const gs::Move m = player->choose(player->seesEverything() ? s : view, rng);
    ctx.out << QString::fromStdString(gs::formatMove(m, s.rules())) << '\n';
    return Ok;
}

}  // namespace cli
