#include "labexport.h"

#include "../record.h"
#include "../rules.h"

#include <QJsonArray>

namespace gs {

namespace {

QJsonObject interval(const Interval& i)
{
    return {{"rate", i.estimate}, {"low", i.low}, {"high", i.high}};
}

QJsonObject summary(const Summary& s)
{
    return {{"mean", s.mean}, {"sd", s.sd}, {"low", s.low}, {"high", s.high}};
}

QJsonObject difference(const Difference& d)
{
    return {{"diff", d.diff}, {"low", d.low}, {"high", d.high}, {"p", d.pValue}, {"significant", d.significant}};
}

}  // namespace

QJsonObject labRunToJson(const LabConfig& c, const LabStats& s)
{
    QJsonObject o;
    o["variant"] = c.rules ? QString::fromStdString(c.rules->id()) : QString();
    o["white"] = QString::fromStdString(c.whiteSpec);
    o["black"] = QString::fromStdString(c.blackSpec);
    o["seed"] = QString::number(c.seed);
    o["games"] = s.games;
    o["white_wins"] = s.whiteWins;
    o["black_wins"] = s.blackWins;
    o["draws"] = s.draws;
    o["white_win_rate"] = interval(s.whiteWinRate);
    o["black_win_rate"] = interval(s.blackWinRate);
    o["draw_rate"] = interval(s.drawRate);
    o["white_score"] = interval(s.whiteScore);
    o["goals_white"] = summary(s.goalsWhite);
    o["goals_black"] = summary(s.goalsBlack);
    o["plies"] = summary(s.plies);
    o["turns"] = summary(s.turns);
    QJsonObject reasons;
    for (size_t r = 0; r < s.endReasons.size(); ++r)
        if (s.endReasons[r] > 0)
            reasons[endReasonKey(EndReason(r))] = s.endReasons[r];
    o["end_reasons"] = reasons;
    QJsonArray lengths;
    for (int n : s.lengthCounts)
        lengths.append(n);
    o["games_by_turns"] = lengths;
    QJsonObject perGame;
    perGame["penalties"] = summary(s.penalties);
    perGame["penalty_goals"] = summary(s.penaltyGoals);
    perGame["offsides"] = summary(s.offsides);
    perGame["promotions"] = summary(s.promotions);
    perGame["substitutions"] = summary(s.substitutions);
    perGame["debut_moves"] = summary(s.debutMoves);
    perGame["passes"] = summary(s.passes);
    o["per_game"] = perGame;
    QJsonObject share;
    share["penalty"] = interval(s.gamesWithPenalty);
    share["offside"] = interval(s.gamesWithOffside);
    share["promotion"] = interval(s.gamesWithPromotion);
    share["substitution"] = interval(s.gamesWithSubstitution);
    o["games_with"] = share;
    return o;
}

QJsonObject labReportToJson(const LabConfig& a, const LabStats& sa, const LabConfig* b, const LabStats* sb)
{
    QJsonObject o;
    o["a"] = labRunToJson(a, sa);
    if (b && sb) {
        o["b"] = labRunToJson(*b, *sb);
        const LabComparison c = compareLabs(sa, *sb);
        QJsonObject d;
        d["white_win_rate"] = difference(c.whiteWinRate);
        d["black_win_rate"] = difference(c.blackWinRate);
        d["draw_rate"] = difference(c.drawRate);
        d["white_score"] = difference(c.whiteScore);
        d["goals_white"] = difference(c.goalsWhite);
        d["goals_black"] = difference(c.goalsBlack);
        d["turns"] = difference(c.turns);
        d["penalties"] = difference(c.penalties);
        d["offsides"] = difference(c.offsides);
        d["promotions"] = difference(c.promotions);
        d["substitutions"] = difference(c.substitutions);
        o["comparison"] = d;
    }
    return o;
}

QString labCsvHeader()
{
    return "variant,game,result,goals_white,goals_black,plies,turns,end,penalties,penalty_goals,offsides,"
           "promotions,substitutions,debut_moves,passes\n";
}

QString labGamesToCsv(const QString& variant, const std::vector<LabGame>& games)
{
    QString out;
    for (const LabGame& g : games)
        out += QString("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15\n")
                   .arg(variant)
                   .arg(g.index + 1)
                   .arg(QString::fromStdString(resultText(g.result)))
                   .arg(g.goals[0])
                   .arg(g.goals[1])
                   .arg(g.plies)
                   .arg(g.turns)
                   .arg(endReasonKey(g.reason))
                   .arg(g.penalties)
                   .arg(g.penaltyGoals)
                   .arg(g.offsides)
                   .arg(g.promotions)
                   .arg(g.substitutions)
                   .arg(g.debutMoves)
                   .arg(g.passes);
    return out;
}

}  // namespace gs
