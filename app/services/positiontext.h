// A position as text, in and out of the position editor: a line typed or pasted into its GPN
// field (a GPN or a goalscorer: link to one, read for its syntax alone, so a well-formed but
// invalid position loads and the editor lists its problems), and the clipboard both ways.
// The messages keep PositionEditor's translation context.
#pragma once

#include "state.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class PositionText {
    Q_DECLARE_TR_FUNCTIONS(PositionEditor)

public:
    struct Read {
        std::optional<gs::State> position;  // the line's position; none when it is `current` or wrong
        QString error;                      // "Not a position: …" when the line is no position
    };
    // `typed`: what the field or the clipboard holds; `current`: the GPN of the position shown,
    // which the line leaves as it is.
    static Read read(const QString& typed, const QString& current);

    static void copy(const QString& gpn);    // onto the clipboard
    static std::optional<QString> pasted();  // the clipboard's text; none without a clipboard
};
