// Short-lived notices: every Save and Export says once, unobtrusively, where it wrote. The
// shell shows the latest notice for a few seconds with a Show folder button.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

class Notices : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString text READ text NOTIFY posted)      // the latest notice's words
    Q_PROPERTY(QString folder READ folder NOTIFY posted)  // the folder it names, "" if none
    Q_PROPERTY(int count READ count NOTIFY posted)        // notices so far: tests wait on it

public:
    static Notices& instance();
    static Notices* create(QQmlEngine*, QJSEngine*);

    QString text() const { return text_; }
    QString folder() const { return folder_; }
    int count() const { return count_; }

    // A file was written to `path`: "Saved: <file> in <folder>" (or "Exported:" with `exported`).
    Q_INVOKABLE void wrote(const QString& path, bool exported = false);
    // Any other notice; `folder` (may be "") is what Show folder opens.
    Q_INVOKABLE void post(const QString& text, const QString& folder = {});
    // Opens the latest notice's folder in the file manager (QDesktopServices); false if none.
    Q_INVOKABLE bool showFolder() const;
    // Opens `folder` in the file manager, making it first if it is not there yet (a user's
    // tutorials folder before the first save); false if it cannot be made or opened.
    Q_INVOKABLE bool openFolder(const QString& folder) const;

signals:
    void posted();

private:
    explicit Notices(QObject* parent = nullptr) : QObject(parent) {}
    QString text_, folder_;
    int count_ = 0;
};
