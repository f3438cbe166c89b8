// The diagram's colours: the standard set of qml/Theme.qml, copied by name so a diagram looks
// like the app's pitch. C++ cannot read the QML singleton (the CLI has no QML engine), so a
// change to a pitch colour in Theme.qml belongs here too.
#pragma once

#include <QColor>

namespace sharing::colours {

inline QColor argb(const char* hex) { return QColor(QString::fromLatin1(hex)); }  // "#aarrggbb" or "#rrggbb"

inline const QColor base() { return argb("#151b23"); }          // Theme.base: the background
inline const QColor deep() { return argb("#0f141b"); }          // Theme.deep: the score band
inline const QColor text() { return argb("#eceff1"); }          // Theme.text; the goal nets
inline const QColor textMuted() { return argb("#b0bec5"); }     // Theme.textMuted; the nets' mesh
inline const QColor gold() { return argb("#ffd54f"); }          // Theme.gold: the score
inline const QColor grass() { return argb("#2f7d32"); }
inline const QColor stripeA() { return argb("#3a8f3e"); }
inline const QColor stripeB() { return argb("#348a38"); }
inline const QColor pitchLabel() { return argb("#cfd8dc"); }
inline const QColor goalFrame() { return argb("#ffffff"); }
inline const QColor pitchLine() { return argb("#eeffffff"); }
inline const QColor keeperAreaLine() { return argb("#ccffffff"); }
inline const QColor centreCircle() { return argb("#aaffffff"); }
inline const QColor keeperAreaTint() { return argb("#22ffffff"); }
inline const QColor midfieldTint() { return argb("#12ffffff"); }
inline const QColor gridLine() { return argb("#30ffffff"); }
inline const QColor lastFrom() { return argb("#30fff59d"); }   // Theme.lastFrom: the last move's square of departure
inline const QColor lastTo() { return argb("#60fff59d"); }     // Theme.lastTo: and of arrival
inline const QColor lessonHighlight() { return argb("#3340c4ff"); }
inline const QColor lessonHighlightEdge() { return argb("#ffe066"); }
inline const QColor lessonArrow() { return argb("#e6ffb300"); }
inline const QColor lessonArrowCasing() { return argb("#000000"); }
inline const QColor revealRing() { return argb("#ffd400"); }
inline const QColor whiteBody() { return argb("#f7f5ee"); }
inline const QColor blackBody() { return argb("#1f2328"); }
inline const QColor whiteEdge() { return argb("#8a8778"); }
inline const QColor blackEdge() { return argb("#000000"); }
inline const QColor counterShadow() { return argb("#40000000"); }
inline const QColor whiteShirt() { return argb("#d6e4f7"); }
inline const QColor whiteShirtEdge() { return argb("#2f5d9e"); }
inline const QColor whiteShirtInk() { return argb("#10243f"); }
inline const QColor blackShirt() { return argb("#284a78"); }
inline const QColor blackShirtEdge() { return argb("#7fb3ff"); }
inline const QColor blackShirtInk() { return argb("#ffffff"); }
inline const QColor starFill() { return argb("#ffc107"); }
inline const QColor starEdge() { return argb("#8a6500"); }

}  // namespace sharing::colours
