// The variants of a sweep, built the way variant files build them: the base variant's
// resolved document with one numeric field replaced (as a child variant naming it as
// `parent` and giving only that field would), then read and validated by the variant loader,
// so a value outside the field's range is refused by the same check, in the same words, as a
// variant file would be. Qt JSON; not on any hot path.
#pragma once

#include "../lab/sweep.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace gs {

// A numeric setting of the variant format: its dotted path as in variants/README.md and the
// value a document that leaves it out has (-1: the field is required).
struct NumericVariantField {
    const char* path;
    int absent;
};
// Every field that variants/README.md types "whole number", in the README's order
// (pitch.files, pitch.ranks, pitch.keeperAreaDepth, turnLimit, starGoals, clock.moveSeconds,
// clock.gameSeconds); tst_variants checks the list against the README's tables. Their ranges
// live where the loader checks them (validateVariant), not here.
const std::vector<NumericVariantField>& numericVariantFields();

// The value of numeric field `path` in a resolved variant document (`absent` when the
// document leaves it out); -1 if `path` is not a numeric field.
int numericFieldValue(const QJsonObject& document, const QString& path);

// One variant per value of `spec`, each the resolved `document` with spec.field set (its id
// kept), validated. Throws SweepSpecError for a field that is not numeric (the message lists
// the numeric ones) and for a value the variant format refuses, naming the value, the field
// and its range: `sweep "turnLimit=0:20:5": at turnLimit = 0: turnLimit: must be from 1 to
// 999, got 0`.
std::vector<SweepValue> sweepVariants(const QJsonObject& document, const SweepSpec& spec);

}  // namespace gs
