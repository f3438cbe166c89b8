// Learn's "Export as web page…": the open tutorial as one self-contained HTML page
// (app/sharing/tutorialpage, the same as `goalscorer-cli tutorial html`), written into a
// folder the user picks as <id>.html, with a notice naming the file. The page's own words
// follow the app's language at the time of the export.
#pragma once

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class TutorialSession;

class TutorialPageExport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Where the folder dialog opens: Documents/GOALSCORER as a URL.
    Q_PROPERTY(QString defaultFolder READ defaultFolder CONSTANT)

public:
    explicit TutorialPageExport(QObject* parent = nullptr) : QObject(parent) {}

    // Writes the tutorial open in `session` into `folder` (made if missing) as <id>.html,
    // replacing an earlier page of that name only once the new one is whole; posts a notice.
    // Returns false, with error(), when no tutorial is open or the write fails.
    Q_INVOKABLE bool exportTo(TutorialSession* session, const QUrl& folder);
    QString defaultFolder() const;

signals:
    void error(const QString& message);
};
