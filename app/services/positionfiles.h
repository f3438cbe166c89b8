// Position files (.gpn): one GPN line, as the position editor opens and saves them. Errors
// name the file and say what is wrong; nothing is half-written (diskfile.h).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QUrl>

class PositionFiles {
    Q_DECLARE_TR_FUNCTIONS(PositionFiles)

public:
    struct Opened {
        QString gpn;    // the file's position: its first line that is not empty or a # comment
        QString error;  // why the file cannot be used ("opening.gpn: …"); empty if it can
    };
    // Reads `file` (at most 64 KiB) and checks that its position is valid (NOTATION.md).
    static Opened open(const QUrl& file);
    // Writes `gpn` and a newline as the whole file. Returns why it could not, or "".
    static QString save(const QUrl& file, const QString& gpn);
    // Documents/GOALSCORER as a URL, made if missing; "" where there is no Documents folder.
    static QString defaultFolder();
};
