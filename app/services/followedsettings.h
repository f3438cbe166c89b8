// The preferences an object follows: the Settings passed in (QML passes the app's), or, until
// then or once they go, defaults of its own in memory. changed() says whenever what is followed
// may read differently: a setting changed, or other settings are followed now.
#pragma once

#include "settings.h"

#include <QObject>
#include <QPointer>

class FollowedSettings : public QObject {
    Q_OBJECT

public:
    explicit FollowedSettings(QObject* parent = nullptr);

    Settings* current() const { return settings_ ? settings_.data() : &defaults_; }
    // Follows `prefs` (null: the defaults) from now on; false if it already did.
    bool follow(Settings* prefs);

signals:
    void changed();

private:
    mutable Settings defaults_{Settings::Keeping::InMemory};
    QPointer<Settings> settings_;
};
