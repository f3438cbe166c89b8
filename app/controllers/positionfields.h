// The position editor's form, field by field, as pure edits: each takes the position being
// edited and the form's value, and returns the edited draft (through gs::PositionBuilder), or
// nullopt when the value is not one the field takes or nothing would change. Validation is
// the editor's job afterwards (gs::checkPosition), so a draft may be invalid.
#pragma once

#include "state.h"
#include "validity.h"

#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>

namespace positionfields {

// The palette's counters for a variant, White's and Black's side by side: each identity as it
// starts in that variant (a starting First Teamer with "+", so the classic 9 and 10 are placed
// as First Teamers), then the Star Player and an unknown counter: "w1+", "b1+", "w2", …
QStringList paletteTokens(const gs::Variant& v);
QString phase(const gs::State& pos);  // GPN phase text: "y", "f", "s:d10", "d:d10", "p", "o", "end"
// The phases the form offers: y, f, p, o, end, a Substitution or Debut Move on each of the
// side to act's First Teamers on the attacked Goal Line, and the position's own.
QStringList phaseChoices(const gs::State& pos);
// A phase of phaseChoices() for people, translated: "Move 1 (Youth Counter)", "Debut Move from d10".
QString phaseLabel(const QString& phase);
QString substitute(const gs::State& pos, gs::Side side);  // "7", "s", "x", or "-" for none
// checkPosition's problems for QML: [{field, message, square (-1 none)}].
QVariantList problemList(const std::vector<gs::PositionProblem>& problems);
// The analysed move as the pitch's arrow [{from, to}], if it is a step under `rules`; else [].
QVariantList arrowsFor(const QString& move, const gs::Rules& rules);

std::optional<gs::State> withSideToAct(const gs::State& pos, gs::Side side);  // a Substitution or Debut phase becomes Move 1
std::optional<gs::State> withPhase(const gs::State& pos, const QString& text);
std::optional<gs::State> withTurn(const gs::State& pos, int turn);                  // 1..999
std::optional<gs::State> withScore(const gs::State& pos, gs::Side side, int goals);  // 0..99
// "1".."11", "x", "-" (none), or "s", which validation then explains is wrong.
std::optional<gs::State> withSubstitute(const gs::State& pos, gs::Side side, const QString& text);
// Under other rules: a pitch of the same size keeps everything; otherwise the pitch is empty.
gs::State withRules(const gs::State& pos, const gs::Rules& rules);

}  // namespace positionfields
