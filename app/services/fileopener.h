// Files and goalscorer: links that arrive from outside: on the command line, from a second
// start (SingleInstance), from a file manager (the desktop entry's %U) or dropped on the
// window. They wait in a queue until the window takes them, and classify() says where each
// goes, after the checks its room's own Open/Import makes; anything else gets a message
// naming the problem, and nothing changes.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

class FileOpener : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int pendingCount READ pendingCount NOTIFY arrived)  // arguments waiting

public:
    static FileOpener& instance();
    static FileOpener* create(QQmlEngine*, QJSEngine*);

    int pendingCount() const { return int(pending_.size()); }
    // Queues file paths, file URLs or links (what main() or a second start hands over) and
    // emits arrived(). Empty strings are dropped.
    Q_INVOKABLE void receive(const QStringList& arguments);
    // Hands over and clears the queue, oldest first.
    Q_INVOKABLE QStringList takePending();

    // Where one argument goes: {kind, url, gpn, error}. kind is "position" (a file: url; a
    // link: gpn, already read as a valid GPN), "record" (url; a record link is checked by
    // replaying it and kept as a file in the cache folder), "tutorial", "variant" (url),
    // "friend" (a goalscorer:join/ or goalscorer:turn/ link, for Play a friend to read), or
    // "" with `error` naming the problem.
    Q_INVOKABLE QVariantMap classify(const QString& argument) const;

signals:
    void arrived();

private:
    explicit FileOpener(QObject* parent = nullptr) : QObject(parent) {}
    QVariantMap classifyLink(const QString& link) const;
    QStringList pending_;
};
