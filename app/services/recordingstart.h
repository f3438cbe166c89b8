// Where a recording of a tutorial starts (TutorialRecorder): a valid position with every
// identity known, made into a one-step tutorial, or a tutorial file reopened for editing. A
// start that cannot be used says why, in TutorialRecorder's words and translation context.
#pragma once

#include "formats/tutorial.h"

#include <QString>

#include <optional>

struct RecordingStart {
    gs::Tutorial tutorial;
    std::optional<gs::State> start;  // the position before the first step; none when `error` says why
    QString error;
};

// From a position (GPN): refused if it is not valid or has a counter of unknown identity (`x`:
// the tutorial would deal it at random, behind the author's back). The tutorial's id follows
// an empty title (tutorialIdFromTitle) and it has one empty step.
RecordingStart recordingFromPosition(const QString& gpn);

// From a tutorial file at `path` (shipped ones are resources, ":/tutorials/…"), as it was saved.
RecordingStart recordingFromFile(const QString& path);
