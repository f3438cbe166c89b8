// A tutorial exercise as its web page answers it: what each click on the exercise's diagram
// (or each Substitute button) says, worked out here from the rules, so the page itself holds
// no rules engine. The words are the app's (EventText, TutorialSession) and the tutorial's own
// feedback, hint and prompt.
#pragma once

#include "formats/tutorial.h"
#include "state.h"

#include <QJsonObject>
#include <QStringList>

namespace sharing {

struct ExerciseTable {
    QString kind;        // "step" (pick a counter, then a square), "choose" (Penalty or Offside: one square), "sub"
    QString answer;      // a key of `tries`: "from-to" (square indices), "square", or "sub" / "nosub"
    QList<int> movable;  // the counters that can be picked up ("step")
    int preselected = -1;  // the promoted counter of a Debut phase, picked up from the start
    QString hint;          // the tutorial's hint, or the app's ("Look at the counter on e3.")
    QStringList messages;  // each distinct answer to a wrong try, in the order first used
    // key -> [index into messages, 1 if that move is legal (the counter is put down), 0 (it
    // stays picked up), or 2: another right answer (the exercise is solved, with that message)]
    QJsonObject tries;
};

// The table of the exercise `step` on `before`, the position its prompt is asked on.
ExerciseTable exerciseTable(const gs::State& before, const gs::TutorialStep& step);

// The table as the page's data: numbers and keys only (every text goes into the page's markup).
QJsonObject exerciseJson(const ExerciseTable& table);

}  // namespace sharing
