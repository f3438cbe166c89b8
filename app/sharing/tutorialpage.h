// A tutorial as one self-contained web page: every step's diagram as inline SVG (drawn by
// diagrampainter), its text, arrows and marked squares, Back / Next and the arrow keys, and
// exercises answered by clicking the counter, then its destination, with the tutorial's own
// prompt, hint and feedback. No network: no external script, style, font or picture, and a
// Content-Security-Policy that refuses any. Every text from the tutorial file is HTML-escaped
// into the markup; the page's script only shows and hides it. Used by the app (Learn, Export
// as web page…) and by `goalscorer-cli tutorial html`.
#pragma once

#include "formats/tutorial.h"

#include <QByteArray>
#include <QString>
#include <QVector>

namespace sharing {

// The page of tutorial `t`, given `states` as replayTutorial returns them (one before each
// step, then the end). The page's own words (Back, Next, Hint, …) are the app's, translated
// where a translator is installed; `language` is the page's lang attribute ("en", "de", …).
QByteArray tutorialPage(const gs::Tutorial& t, const QVector<gs::State>& states, const QString& language = QStringLiteral("en"));

// The file name a tutorial's page is written under: "<id>.html".
QString tutorialPageName(const gs::Tutorial& t);

// Writes the page to `<folder>/<id>.html`, whole or not at all (an earlier page of that name is
// replaced only once the new one is written). Returns the path, or "" with *why.
QString writeTutorialPage(const QString& folder, const gs::Tutorial& t, const QVector<gs::State>& states,
                          const QString& language, QString* why);

}  // namespace sharing
