// A tutorial made ready for the tutorial player: read from a file (a resource too), from JSON
// text or from memory, checked and played through (gs::replayTutorial), or the reason it
// cannot be used, in the player's words ("This tutorial cannot be opened: ..."), translated
// in TutorialSession's context where the shipped translations have it.
#pragma once

#include "formats/tutorial.h"

#include <QString>
#include <QUrl>
#include <QVector>

struct PlayableTutorial {
    gs::Tutorial tutorial;
    QVector<gs::State> states;  // before each step, then the end (replayTutorial's)
    QString error;              // why it cannot be played; empty when it can
};

// The tutorial file `file` (a local file, or a "qrc:" resource URL), checked and replayed.
PlayableTutorial playableTutorialFile(const QUrl& file);
// A tutorial held in memory (the editor's preview), replayed; `where` names it in messages.
PlayableTutorial playableTutorial(const gs::Tutorial& t, const QString& where);
// A tutorial document as JSON text, checked and replayed; `where` names it in messages.
PlayableTutorial playableTutorialJson(const QString& json, const QString& where);
