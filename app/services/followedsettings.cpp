#include "followedsettings.h"

FollowedSettings::FollowedSettings(QObject* parent) : QObject(parent)
{
    connect(&defaults_, &Settings::changed, this, &FollowedSettings::changed);
}

bool FollowedSettings::follow(Settings* prefs)
{
    if (prefs == settings_)
        return false;
    if (settings_)
        settings_->disconnect(this);
    settings_ = prefs;
    if (prefs) {
        connect(prefs, &Settings::changed, this, &FollowedSettings::changed);
        connect(prefs, &QObject::destroyed, this, &FollowedSettings::changed);  // back to the defaults
    }
    return true;
}
