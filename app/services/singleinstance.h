// One running app per user: a second start with files or links hands them to the running
// app (over a QLocalSocket) and quits, so a double-click in the file manager opens the file in
// the window already open, with its game, its unsaved edits and its autosave, rather than in
// a second app writing the same autosave.
#pragma once

#include <QLocalServer>
#include <QObject>
#include <QStringList>

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // `name`: the local socket's name, one per user (e.g. "goalscorer-<uid>").
    explicit SingleInstance(QString name, QObject* parent = nullptr);

    // Sends `arguments` (absolute paths, file URLs or links) to a running app; true if one
    // took them (then this process should quit), false if none is listening.
    bool handOver(const QStringList& arguments) const;
    // Becomes the running app: what later starts hand over is emitted as received(). A
    // stale socket left by a crashed app is removed first. False if listening failed.
    bool listen();

signals:
    void received(const QStringList& arguments);

private:
    QString name_;
    QLocalServer server_;
};

// Makes each command-line argument something another process can open: file names become
// absolute paths; links and URLs stay as they are.
QStringList absoluteArguments(const QStringList& arguments);
