#include "positioncheck.h"

#include "eventtext.h"
#include "gametext.h"
#include "positionfields.h"

#include "positionbuilder.h"

void PositionCheck::check(const gs::State& pos)
{
    problems_ = gs::checkPosition(pos);
    playable_ = valid() ? std::optional(gs::PositionBuilder(pos).build()) : std::nullopt;
}

QVariantList PositionCheck::problemSquares() const
{
    QVariantList out;
    for (const gs::PositionProblem& p : problems_)
        if (p.square != gs::kNoSquare)
            out << int(p.square);
    return out;
}

void PositionCheck::describe(EditorStatus::Values& v) const
{
    v.valid = valid();
    v.problems = positionfields::problemList(problems_);
    if (playable_) {
        v.overAtOnce = EventText::ending(*playable_);
        v.legalMoves = GameText::legalMoves(*playable_);
    }
}
