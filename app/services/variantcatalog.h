// Every variant the app offers: the built-in ones and the user's own (in the data folder's
// `variants/`, written by the variant editor or copied there). One shared instance; QML sees
// it as the singleton `VariantCatalog`.
#pragma once

#include <QObject>
#include <QSet>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

class VariantCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // [{id, name, description, parent, user (bool), file (user variants)}], built-ins first;
    // name and description in the interface's language (changed follows a language switch).
    Q_PROPERTY(QVariantList variants READ variants NOTIFY changed)
    Q_PROPERTY(QStringList problems READ problems NOTIFY changed)  // user files that failed to load
    Q_PROPERTY(QString userFolder READ userFolder WRITE setUserFolder NOTIFY changed)

public:
    static VariantCatalog& instance();
    static VariantCatalog* create(QQmlEngine*, QJSEngine*);

    // Reads the user folder again (after a save or an import). Built-ins never change.
    Q_INVOKABLE void reload();
    Q_INVOKABLE bool isBuiltIn(const QString& id) const { return builtIn_.contains(id); }
    // The variant's full JSON (inheritance resolved) as a map, for the editor; empty if unknown.
    Q_INVOKABLE QVariantMap document(const QString& id) const;

    QVariantList variants() const;
    QStringList problems() const { return problems_; }
    QString userFolder() const { return userFolder_; }
    void setUserFolder(const QString& folder);

signals:
    void changed();

private:
    VariantCatalog();
    QSet<QString> builtIn_;
    QMap<QString, QString> userFiles_;  // id -> file
    QStringList problems_;
    QString userFolder_;
};
