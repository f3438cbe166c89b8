// The tutorial recorder's steps as its panel lists and edits them: each step as the texts its
// fields show, a field set by its name, and the marks a click on a square makes. Pure edits
// of the tutorial's steps; TutorialRecorder decides when and says what changed.
#pragma once

#include "formats/tutorial.h"

#include <QString>
#include <QVariant>
#include <QVariantList>

namespace recordingsteps {

// [{caption, moves (text, space separated), exercise, prompt, feedback, hint, accept (an
// exercise's other right answers, space separated), highlight, arrows ("d2→d3 …")}]
QVariantList list(const QVector<gs::TutorialStep>& steps);

// key: caption, exercise (bool), prompt, feedback, hint, accept (other right answers as move
// texts separated by spaces; an answer already there keeps its feedback). Another key changes nothing.
void setField(gs::TutorialStep& step, const QString& key, const QVariant& value);

// The square named `square` highlighted in `step`, or no longer if it was.
void toggleHighlight(gs::TutorialStep& step, const QString& square);
// An arrow drawn with two clicks on squares of `rules`: the first (`from` is -1) picks where
// it starts, a click there again drops it, another square adds the arrow to `step`. Returns
// the start waiting for its end, or -1.
int arrowClick(gs::TutorialStep& step, int from, int index, const gs::Rules& rules);

}  // namespace recordingsteps
