// The app's settings file (QSettings' own: choices, the language, tutorial progress). Qt reads
// what it can of a malformed one and, at the next write, writes back only that: the rest would
// be lost. So a file Qt cannot read is moved aside before anything reads or writes settings.
#pragma once

#include <QString>

namespace settingsfile {

// Call once at start, after the application's names are set. Moves an unreadable settings file
// aside (diskfile::setAside) and returns the name it was given; an empty string when the file
// reads (or does not exist), or when it could not be moved (then Qt reads it as it can).
QString keepUnreadableAside();

// What keepUnreadableAside() set aside in this run: a name, or empty.
QString keptAside();

}  // namespace settingsfile
