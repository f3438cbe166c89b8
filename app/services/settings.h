// The user's preferences, kept in QSettings (keys under "ui/" and "game/") and shown in the
// Settings dialog. The app's own instance() is the QML singleton `Settings`, and QML hands it
// to the objects that need it (GameSession.settings), so a change applies everywhere at once
// and survives a restart. Other instances live in memory only: a test makes its own.
// The language is not here: `Language` owns it (language.h).
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

class Settings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // How fast counters slide: 0 = no animation, 1 = fast, 2 = normal (default), 3 = slow.
    Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY changed)
    // The slide's length in milliseconds for animationSpeed (0, 130, 260, 450).
    Q_PROPERTY(int moveAnimationMs READ moveAnimationMs NOTIFY changed)
    // Red boxes on the counters that can move and on where the picked one can go (default on).
    Q_PROPERTY(bool showLegalMoves READ showLegalMoves WRITE setShowLegalMoves NOTIFY changed)
    // A move made on the pitch waits for Confirm (Enter) or Cancel (Esc) (default off).
    Q_PROPERTY(bool confirmMoves READ confirmMoves WRITE setConfirmMoves NOTIFY changed)
    // New games start at this strength (a GameSession strength name) and with this variant id.
    Q_PROPERTY(QString defaultStrength READ defaultStrength WRITE setDefaultStrength NOTIFY changed)
    Q_PROPERTY(QString defaultVariant READ defaultVariant WRITE setDefaultVariant NOTIFY changed)
    // Undo of one's own last turn against the computer (default on).
    Q_PROPERTY(bool undoAllowed READ undoAllowed WRITE setUndoAllowed NOTIFY changed)
    // Sound effects (default on; the test programs turn it off).
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY changed)
    // The welcome was shown (the first start). Not a preference: Restore defaults keeps it.
    Q_PROPERTY(bool welcomed READ welcomed WRITE setWelcomed NOTIFY changed)
    // The settings file this start found unreadable and moved aside (settingsfile.h): its
    // name in the same folder, or "".
    Q_PROPERTY(QString keptAside READ keptAside CONSTANT)
    // Colours safe for red-green colour blindness: blue move marks, orange reveal rings.
    Q_PROPERTY(bool colourBlindSafe READ colourBlindSafe WRITE setColourBlindSafe NOTIFY changed)
    // Counter set: "shirts" (football shirts and a drawn star, default) or "discs" (plain
    // numbered discs; First Teamers with an inner ring, the Star Player as ★).
    Q_PROPERTY(QString counterSet READ counterSet WRITE setCounterSet NOTIFY changed)

public:
    // Where the values are kept: InMemory starts at the defaults and reads or writes nothing
    // (a test's own, or an object's until it is given the app's); instance() is InQSettings.
    // (No default constructor: QML would make its singleton with it instead of create().)
    enum class Keeping { InMemory, InQSettings };
    explicit Settings(Keeping keeping, QObject* parent = nullptr);
    // The app's preferences, stored in QSettings.
    static Settings& instance();
    static Settings* create(QQmlEngine*, QJSEngine*);

    int animationSpeed() const { return animationSpeed_; }
    void setAnimationSpeed(int speed);  // clamped to 0..3
    int moveAnimationMs() const;
    bool showLegalMoves() const { return showLegalMoves_; }
    void setShowLegalMoves(bool on);
    bool confirmMoves() const { return confirmMoves_; }
    void setConfirmMoves(bool on);
    QString defaultStrength() const { return defaultStrength_; }
    void setDefaultStrength(const QString& name);
    QString defaultVariant() const { return defaultVariant_; }
    void setDefaultVariant(const QString& id);
    bool undoAllowed() const { return undoAllowed_; }
    void setUndoAllowed(bool on);
    bool sound() const { return sound_; }
    void setSound(bool on);
    bool welcomed() const { return welcomed_; }
    QString keptAside() const;
    void setWelcomed(bool on);
    bool colourBlindSafe() const { return colourBlindSafe_; }
    void setColourBlindSafe(bool on);
    QString counterSet() const { return counterSet_; }
    void setCounterSet(const QString& set);  // ignores anything but "shirts" and "discs"

    // Every setting back to its default (the language stays).
    Q_INVOKABLE void restoreDefaults();
    // Reads the stored values again (a restart, or tests that change QSettings directly);
    // an instance in memory goes back to the defaults.
    Q_INVOKABLE void reload();

signals:
    void changed();

private:
    void store(const char* key, const QVariant& value);

    int animationSpeed_ = 2;
    bool showLegalMoves_ = true;
    bool confirmMoves_ = false;
    QString defaultStrength_;
    QString defaultVariant_;
    bool undoAllowed_ = true;
    bool sound_ = true;
    bool welcomed_ = false;
    bool colourBlindSafe_ = false;
    QString counterSet_;
    bool stored_ = false;  // instance(): kept in QSettings
};
