#include "boardtext.h"

#include "explain.h"
#include "notation.h"

namespace cli {

QString boardText(const gs::State& s)
{
    const gs::Rules& r = s.rules();
    QString out;
    for (int rank = r.ranks() - 1; rank >= 0; --rank) {
        out += QString("%1 ").arg(rank + 1, 2);
        for (int f = 0; f < r.files(); ++f) {
            const gs::Cell c = s.at(r.square(f, rank));
            out += QString::fromStdString(c == gs::kEmpty ? std::string(".") : gs::formatCell(c)).leftJustified(5);
        }
        const gs::Square first = r.square(0, rank);
        if (r.inKeeperArea(gs::Side::White, first) || r.inKeeperArea(gs::Side::Black, first))
            out += rank == 0 || rank == r.ranks() - 1 ? " Goal Line, Goalkeeper's Area" : " Goalkeeper's Area";
        else if (r.inMidfield(first))
            out += " Midfield Area";
        out += '\n';
    }
    out += "   ";
    for (int f = 0; f < r.files(); ++f)
        out += QString(QChar('a' + f)).leftJustified(5);
    out += '\n';
    auto sub = [&](gs::Side side) {
        const gs::Identity id = s.substitute(side);
        return id == gs::kNoIdentity ? QString("-") : QString::fromStdString(gs::identityText(id));
    };
    out += QString("Score %1-%2 (White-Black)   Turn %3 of %4   Substitutes %5,%6\n")
               .arg(s.score(gs::Side::White))
               .arg(s.score(gs::Side::Black))
               .arg(s.turn())
               .arg(r.variant().turnLimit)
               .arg(sub(gs::Side::White), sub(gs::Side::Black));
    out += QString::fromStdString(gs::english(gs::phaseSentence(s)));
    if (s.phase() == gs::Phase::Substitution)
        out += " (sub or nosub)";  // how to answer in the CLI's move notation
    else if (s.phase() == gs::Phase::Penalty || s.phase() == gs::Phase::Offside)
        out += " (@<square>)";
    out += '\n';
    return out;
}

}  // namespace cli
