// The language of the user interface: the system's by default, or the one chosen in the
// Language menu (kept in QSettings "ui/language"). Switching reloads the translators and
// retranslates every qsTr() binding in place, so a game in progress is untouched.
// QML sees it as the singleton `Language`.
#pragma once

#include <QObject>
#include <QTranslator>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QQmlEngine;
class QJSEngine;

class Language : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // "" = follow the system; otherwise "en" or a shipped translation's code ("fr", ...).
    Q_PROPERTY(QString chosen READ chosen NOTIFY changed)
    // The language in use now ("en" when the system's is not one we translate).
    Q_PROPERTY(QString active READ active NOTIFY changed)
    // [{code, name}] with the names in their own language; the first is "" (the system's).
    Q_PROPERTY(QVariantList languages READ languages NOTIFY changed)

public:
    static Language& instance();
    static Language* create(QQmlEngine* engine, QJSEngine*);

    // Loads the saved choice (or the system language) before any window exists.
    void applySaved();
    // Switches language and remembers it; false for a code we do not ship.
    Q_INVOKABLE bool choose(const QString& code);

    QString chosen() const { return chosen_; }
    QString active() const { return active_; }
    QVariantList languages() const;
    // "en" and every language with a compiled translation in :/i18n.
    static QStringList shipped();

signals:
    void changed();

private:
    Language() = default;
    void load(const QString& code);

    QString chosen_;
    QString active_ = QStringLiteral("en");
    std::unique_ptr<QTranslator> app_, qt_;
    QQmlEngine* engine_ = nullptr;
};
