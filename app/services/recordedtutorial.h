// A recorded tutorial made into a file: what it still lacks before it can be saved, and the
// save itself, which writes only what the tutorial player reads back and never writes over a
// user's tutorial that does not load (ownedfile moves it aside). The messages are the
// recorder's, translated in TutorialRecorder's context where the shipped translations have them.
#pragma once

#include "formats/tutorial.h"

#include <QByteArray>
#include <QString>
#include <QUrl>

// The first thing missing before `t` can be saved ("Give the tutorial a title.", "Step 2
// needs a caption." ...), or "" when it is complete. `started`: recording has begun from a
// position (before that, it says so).
QString recordingProblem(const gs::Tutorial& t, bool started);

// What saveRecordedTutorial did.
struct SavedTutorial {
    QString path;       // the file written (or that would have been)
    QString keptAside;  // the name an unreadable file that was there now has (same folder), or ""
    QString error;      // why nothing was written; empty when it was
};

// Writes `bytes` (the tutorial's file text, as TutorialRecorder::json gives it) to `path`; an
// empty `path` means `<userFolder>/<id>.json`, the folder made if need be (an error if it is
// empty too). Unless the person chose `path` in a file dialog (`pathChosen`), a file there
// that does not load as a tutorial is moved aside first. The text is read back and replayed
// first, as the player will: a tutorial that fails is not written, its gs::TutorialError
// message the error.
SavedTutorial saveRecordedTutorial(const QByteArray& bytes, const QString& id, const QString& path, const QString& userFolder, bool pathChosen);

// The recorder's Save of `t` (its file text as TutorialRecorder::json gives it): to `file` if
// one was chosen in a file dialog; with none, again where the tutorial was opened from or last
// saved (`savedPath`). A new recording, or a shipped tutorial opened for editing (a ":/"
// resource, saved as a new one), goes into `userFolder` under an id of its own
// (freeTutorialId), not over the tutorial saved there before with the same title (or the
// default id); `t.id` keeps that id only if the save succeeds.
SavedTutorial saveRecording(gs::Tutorial& t, const QString& savedPath, const QUrl& file, const QString& userFolder);

// An id made from a tutorial's title, as the recorder proposes it until the author types
// one: lower-case letters and digits (accents dropped), everything else one dash, at most 40
// characters; "my-tutorial" when nothing is left.
QString tutorialIdFromTitle(const QString& title);

// `id`, or the first of `id-2`, `id-3`, ... that no shipped tutorial and no tutorial in
// `userFolder` uses yet (by id or by file name), so a new recording saved there never takes
// the place of another tutorial.
QString freeTutorialId(const QString& id, const QString& userFolder);
