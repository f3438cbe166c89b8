#include "gametext.h"

#include "eventtext.h"
#include "strengths.h"

#include "notation.h"

namespace {

QString identityLabel(gs::Identity id) { return id == gs::kStar ? QStringLiteral("s") : QString::number(id); }

}  // namespace

QString GameText::prompt(const Game& g, const GameMoment& m)
{
    if (!g.active())
        return tr("Start a new game");
    const gs::State& s = g.now();
    const gs::Rules& rules = *g.rules;
    if (m.reviewing) {
        if (m.reviewIndex == 0)
            return tr("Review: the start");
        // The ply in the log's words (the game is over: every identity may be told).
        gs::State before = g.history[size_t(m.reviewIndex - 1)];
        gs::EventList events;
        before.apply(g.moves[size_t(m.reviewIndex - 1)], &events);
        // Each event is a sentence of its own: a full stop after each, so two never run together.
        QStringList said;
        for (const gs::Event& e : events)
            if (EventText::hasOwnLine(e)) {
                QString line = EventText::event(e, rules, gs::Audience::All).trimmed();
                if (!line.isEmpty() && !QStringLiteral(".!?…").contains(line.back()))
                    line += '.';
                said << line;
            }
        // Named by the turn and the Move of the rules (RULES.md §4), the unit the side panel's
        // "Turn 4 of 20" counts: a count of plies beside it ("move 13 of 20") read as a second
        // turn counter.
        const gs::State& played = g.history[size_t(m.reviewIndex - 1)];
        const gs::MoveKind kind = g.moves[size_t(m.reviewIndex - 1)].kind;
        QString which;
        if (kind == gs::MoveKind::TimePassed || kind == gs::MoveKind::TimeLost)
            which = tr("the clock");
        else
            switch (played.phase()) {
            case gs::Phase::FirstTeamMove: which = tr("Move 2"); break;
            case gs::Phase::Debut: which = tr("the First Team Debut Move"); break;
            case gs::Phase::Penalty: which = tr("the Penalty choice"); break;
            case gs::Phase::Offside: which = tr("the Offside choice"); break;
            case gs::Phase::Substitution: which = tr("the substitution"); break;
            case gs::Phase::YouthMove:
            case gs::Phase::End: which = tr("Move 1"); break;
            }
        return tr("Review, turn %1, %2: %3").arg(played.turn()).arg(which, said.join(' '));
    }
    if (s.isTerminal())
        return result(g);
    if (m.covered)
        return tr("%1 to play").arg(EventText::side(m.arranging ? *m.arranging : s.toAct()));
    if (m.arranging)
        return (g.hotSeat ? EventText::side(*m.arranging) + ": " : QString())
            + tr("Arrange your counters: click two to swap them, or swap one with the Substitute. Done starts the game.");
    if (!m.humanToAct)
        return tr("The computer is thinking…");
    const QString opp = EventText::side(gs::opponent(s.toAct()));
    QString what;
    switch (s.phase()) {
    case gs::Phase::YouthMove: what = tr("Move 1 — move a Youth Counter"); break;
    case gs::Phase::FirstTeamMove: what = tr("Move 2 — move a First Teamer"); break;
    case gs::Phase::Substitution: what = tr("Bring on your Substitute?"); break;
    case gs::Phase::Debut: what = tr("Debut Move — your new First Teamer on %1 moves").arg(QString::fromStdString(rules.squareName(s.phaseSquare()))); break;
    case gs::Phase::Penalty: what = tr("Penalty — choose one of %1's Youth Counters to remove").arg(opp); break;
    case gs::Phase::Offside: what = tr("Offside — choose one of %1's Youth Counters to reveal").arg(opp); break;
    case gs::Phase::End: break;
    }
    if (s.phase() == gs::Phase::YouthMove && !rules.variant().blockedEndsGame && m.onlyPass)
        what = tr("No Youth Counter can move — pass");
    return g.hotSeat ? EventText::side(s.toAct()) + ": " + what : what;
}

QString GameText::result(const Game& g)
{
    if (!g.over())
        return {};
    const gs::State& s = g.now();
    const QString score = QString("%1–%2").arg(s.score(gs::Side::White)).arg(s.score(gs::Side::Black));
    if (s.result() == gs::Result::Draw)
        return tr("A draw, %1").arg(score);
    const gs::Side winner = s.result() == gs::Result::WhiteWins ? gs::Side::White : gs::Side::Black;
    if (!g.hotSeat)
        return winner == g.human ? tr("You win, %1").arg(score) : tr("You lose, %1").arg(score);
    return tr("%1 wins, %2").arg(EventText::side(winner), score);
}

QString GameText::playerName(const Game& g, gs::Side s)
{
    if (g.hotSeat)
        return EventText::side(s);
    if (s == g.human)
        return tr("You");
    const strengths::Strength* level = strengths::named(g.strength);
    return tr("Computer (%1)").arg(level ? strengths::label(*level) : g.strength);
}

QStringList GameText::legalMoves(const gs::State& s)
{
    QStringList out;
    if (s.isTerminal())
        return out;
    gs::MoveList list;
    s.legalMoves(list);
    for (const gs::Move& m : list)
        out << QString::fromStdString(gs::formatMove(m, s.rules()));
    out.sort();
    return out;
}

QStringList GameText::outOfGame(const gs::State& shown, gs::Side side)
{
    QStringList out;
    const uint16_t known = shown.goneKnown(side);
    for (gs::Identity id = 1; id <= gs::kStar; ++id)
        if (known & (1u << id))
            out << identityLabel(id);
    return out;
}

QVariantMap GameText::substitution(const gs::State& s)
{
    if (s.phase() != gs::Phase::Substitution)
        return {};
    const gs::Rules& rules = s.rules();
    const gs::Identity promoted = gs::cellIdentity(s.at(s.phaseSquare()));
    const gs::Identity sub = s.substitute(s.toAct());
    auto debut = [&rules](gs::Identity id) {
        switch (rules.debutRule(id)) {
        case gs::DebutRule::KeeperArea: return tr("Debut Move: to any square of your own Goalkeeper's Area");
        case gs::DebutRule::Midfield: return tr("Debut Move: to any square of the Midfield Area");
        case gs::DebutRule::Adjacent: return tr("Debut Move: to any adjacent square");
        case gs::DebutRule::None: break;
        }
        return tr("No Debut Move: a normal First Teamer move");
    };
    return {{"square", QString::fromStdString(rules.squareName(s.phaseSquare()))},
            {"promoted", identityLabel(promoted)},
            {"promotedDebut", debut(promoted)},
            {"substitute", identityLabel(sub)},
            {"substituteDebut", debut(sub)}};
}
