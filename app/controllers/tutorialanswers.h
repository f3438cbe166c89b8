// The tutorial recorder's "Also right" field: an exercise's other right answers as move texts
// separated by spaces ("d3d4 c3c4"), read into the tutorial's list and written back.
#pragma once

#include "formats/tutorial.h"

#include <QString>
#include <QVector>

// The answers `text` names, in its order, each once; an answer already in `before` keeps its
// feedback, in every language it has. Whether a move is legal is checked when the tutorial is
// saved (replayTutorial).
QVector<gs::TutorialAnswer> answersFromText(const QString& text, const QVector<gs::TutorialAnswer>& before);
// The moves of `answers`, separated by spaces.
QString answersText(const QVector<gs::TutorialAnswer>& answers);
