// The banner a game event deserves ("Goal! White captured the number 7"), shared by games and tutorials.
#pragma once

#include "events.h"
#include "rules.h"

#include <QString>

struct Announcement {
    QString text;
    QString kind;  // "goal", "star", "penalty", "offside"; empty = no banner
};

// Only captures, Penalties and the Star Player reaching the Goal Line get a banner.
Announcement announcementFor(const gs::Event& e, const gs::Rules& rules);

// The one sound effect a move's events deserve, the most important first: "final" (the game
// ended), "goal", "whistle" (a Penalty or an Offside is given), "capture", "move"; "" for
// no events. The names match the files in resources/sounds/.
QString soundFor(const gs::EventList& events);
