#include "positionfields.h"

#include <algorithm>

#include "notation.h"
#include "positionbuilder.h"

#include <QCoreApplication>

namespace positionfields {

QStringList paletteTokens(const gs::Variant& v)
{
    QStringList out;
    for (int id = 1; id <= 11; ++id) {
        const bool first = std::any_of(v.startFirstTeamers.begin(), v.startFirstTeamers.end(), [id](const auto& f) { return f.first == id; });
        const QString token = QString::number(id) + (first ? "+" : "");
        out << "w" + token << "b" + token;
    }
    return out << "ws" << "bs" << "wx" << "bx";
}

QString phase(const gs::State& pos) { return QString::fromStdString(gs::phaseText(pos)); }

QStringList phaseChoices(const gs::State& pos)
{
    QStringList out{"y", "f", "p", "o", "end"};
    const gs::Rules& r = pos.rules();
    for (int i = 0; i < pos.countersOnPitch(pos.toAct()); ++i) {
        const gs::Square s = pos.counterSquare(pos.toAct(), i);
        if (gs::cellIsFirstTeamer(pos.at(s)) && r.onAttackedGoalLine(pos.toAct(), s)) {
            out << "s:" + QString::fromStdString(r.squareName(s));
            out << "d:" + QString::fromStdString(r.squareName(s));
        }
    }
    if (!out.contains(phase(pos)))
        out << phase(pos);
    return out;
}

QString phaseLabel(const QString& p)
{
    const auto say = [](const char* text) { return QCoreApplication::translate("PositionFields", text); };
    if (p == "y")
        return say(QT_TRANSLATE_NOOP("PositionFields", "Move 1 (Youth Counter)"));
    if (p == "f")
        return say(QT_TRANSLATE_NOOP("PositionFields", "Move 2 (First Teamer)"));
    if (p == "p")
        return say(QT_TRANSLATE_NOOP("PositionFields", "Penalty choice"));
    if (p == "o")
        return say(QT_TRANSLATE_NOOP("PositionFields", "Offside choice"));
    if (p == "end")
        return say(QT_TRANSLATE_NOOP("PositionFields", "Game over"));
    if (p.startsWith("s:"))
        return say(QT_TRANSLATE_NOOP("PositionFields", "Substitute? on %1")).arg(p.mid(2));
    if (p.startsWith("d:"))
        return say(QT_TRANSLATE_NOOP("PositionFields", "Debut Move from %1")).arg(p.mid(2));
    return p;
}

QVariantList problemList(const std::vector<gs::PositionProblem>& problems)
{
    QVariantList out;
    for (const gs::PositionProblem& p : problems)
        out << QVariantMap{{"field", QString::fromStdString(p.field)}, {"message", QString::fromStdString(p.message)},
                           {"square", p.square == gs::kNoSquare ? -1 : int(p.square)}};
    return out;
}

QVariantList arrowsFor(const QString& move, const gs::Rules& rules)
{
    if (move.isEmpty())
        return {};
    try {
        const gs::Move m = gs::parseMove(move.toStdString(), rules);
        if (m.kind == gs::MoveKind::Step)
            return {QVariantMap{{"from", int(m.from)}, {"to", int(m.to)}}};
    } catch (const gs::NotationError&) {
    }
    return {};
}

QString substitute(const gs::State& pos, gs::Side side)
{
    const gs::Identity id = pos.substitute(side);
    return id == gs::kNoIdentity ? QStringLiteral("-") : QString::fromStdString(gs::identityText(id));
}

std::optional<gs::State> withSideToAct(const gs::State& pos, gs::Side side)
{
    if (side == pos.toAct())
        return std::nullopt;
    gs::PositionBuilder next(pos);
    next.setToAct(side);
    if (next.draft().phase() == gs::Phase::Substitution || next.draft().phase() == gs::Phase::Debut)
        next.setPhase(gs::Phase::YouthMove);
    return next.draft();
}

std::optional<gs::State> withPhase(const gs::State& pos, const QString& text)
{
    if (text == phase(pos))
        return std::nullopt;
    gs::PositionBuilder next(pos);
    if (text == "y")
        next.setPhase(gs::Phase::YouthMove);
    else if (text == "f")
        next.setPhase(gs::Phase::FirstTeamMove);
    else if (text == "p")
        next.setPhase(gs::Phase::Penalty);
    else if (text == "o")
        next.setPhase(gs::Phase::Offside);
    else if (text == "end")
        next.setEnded(gs::EndReason::Unknown);
    else if (text.startsWith("s:") || text.startsWith("d:")) {
        const auto sq = pos.rules().parseSquare(text.mid(2).toStdString());
        if (!sq)
            return std::nullopt;
        next.setPhase(text[0] == 's' ? gs::Phase::Substitution : gs::Phase::Debut, *sq);
    } else {
        return std::nullopt;
    }
    return next.draft();
}

std::optional<gs::State> withTurn(const gs::State& pos, int turn)
{
    if (turn == pos.turn() || turn < 1 || turn > 999)
        return std::nullopt;
    gs::PositionBuilder next(pos);
    next.setTurn(turn);
    return next.draft();
}

std::optional<gs::State> withScore(const gs::State& pos, gs::Side side, int goals)
{
    if (goals == pos.score(side) || goals < 0 || goals > 99)
        return std::nullopt;
    gs::PositionBuilder next(pos);
    next.setScore(side, goals);
    return next.draft();
}

std::optional<gs::State> withSubstitute(const gs::State& pos, gs::Side side, const QString& text)
{
    if (text == substitute(pos, side))
        return std::nullopt;
    gs::Identity id = gs::kNoIdentity;
    if (text == "x")
        id = gs::kUnknown;
    else if (text == "s")
        id = gs::kStar;  // allowed here so the validation can say why it is wrong
    else if (text != "-") {
        bool ok = false;
        const int n = text.toInt(&ok);
        if (!ok || n < 1 || n > 11)
            return std::nullopt;
        id = gs::Identity(n);
    }
    gs::PositionBuilder next(pos);
    next.setSubstitute(side, id);
    return next.draft();
}

gs::State withRules(const gs::State& pos, const gs::Rules& rules)
{
    gs::PositionBuilder next(rules);
    const gs::Rules& old = pos.rules();
    if (rules.files() == old.files() && rules.ranks() == old.ranks()) {
        for (int sq = 0; sq < old.squareCount(); ++sq)
            if (pos.at(gs::Square(sq)) != gs::kEmpty)
                next.put(gs::Square(sq), pos.at(gs::Square(sq)));
        next.setToAct(pos.toAct());
        next.setPhase(pos.phase(), pos.phaseSquare());
        next.setTurn(pos.turn());
        for (gs::Side s : {gs::Side::White, gs::Side::Black}) {
            next.setScore(s, pos.score(s));
            next.setSubstitute(s, pos.substitute(s));
        }
    }
    return next.draft();
}

}  // namespace positionfields
