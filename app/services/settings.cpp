#include "settings.h"

#include "settingsfile.h"

#include <QQmlEngine>
#include <QSettings>

#include <algorithm>

namespace {
constexpr int kDefaultAnimation = 2;
const char* const kDefaultStrength = "Strong";
const char* const kDefaultVariant = "classic";
const char* const kDefaultCounterSet = "shirts";
}  // namespace

Settings& Settings::instance()
{
    static Settings* settings = new Settings(Keeping::InQSettings);  // lives as long as the app
    return *settings;
}

Settings* Settings::create(QQmlEngine*, QJSEngine*)
{
    Settings* s = &instance();
    QQmlEngine::setObjectOwnership(s, QQmlEngine::CppOwnership);
    return s;
}

Settings::Settings(Keeping keeping, QObject* parent)
    : QObject(parent)
    , stored_(keeping == Keeping::InQSettings)
{
    reload();
}

void Settings::reload()
{
    const QSettings s;
    // An instance in memory reads nothing: every value is its default.
    const auto value = [&](const char* key, const QVariant& fallback) { return stored_ ? s.value(key, fallback) : fallback; };
    animationSpeed_ = std::clamp(value("ui/animationSpeed", kDefaultAnimation).toInt(), 0, 3);
    showLegalMoves_ = value("ui/showLegalMoves", true).toBool();
    confirmMoves_ = value("ui/confirmMoves", false).toBool();
    defaultStrength_ = value("game/defaultStrength", kDefaultStrength).toString();
    defaultVariant_ = value("game/defaultVariant", kDefaultVariant).toString();
    undoAllowed_ = value("game/undoAllowed", true).toBool();
    sound_ = value("ui/sound", true).toBool();
    welcomed_ = value("ui/welcomed", false).toBool();
    colourBlindSafe_ = value("ui/colourBlindSafe", false).toBool();
    counterSet_ = value("ui/counterSet", kDefaultCounterSet).toString();
    if (counterSet_ != "shirts" && counterSet_ != "discs")
        counterSet_ = kDefaultCounterSet;
    emit changed();
}

void Settings::restoreDefaults()
{
    if (!stored_) {
        reload();
        return;
    }
    QSettings s;
    for (const char* key : {"ui/animationSpeed", "ui/showLegalMoves", "ui/confirmMoves", "game/defaultStrength",
                            "game/defaultVariant", "game/undoAllowed", "ui/sound", "ui/colourBlindSafe", "ui/counterSet"})
        s.remove(key);
    reload();
}

void Settings::store(const char* key, const QVariant& value)
{
    if (stored_)
        QSettings().setValue(key, value);
    emit changed();
}

int Settings::moveAnimationMs() const
{
    static constexpr int kMs[] = {0, 130, 260, 450};
    return kMs[animationSpeed_];
}

void Settings::setAnimationSpeed(int speed)
{
    speed = std::clamp(speed, 0, 3);
    if (speed != animationSpeed_)
        store("ui/animationSpeed", animationSpeed_ = speed);
}

void Settings::setShowLegalMoves(bool on)
{
    if (on != showLegalMoves_)
        store("ui/showLegalMoves", showLegalMoves_ = on);
}

void Settings::setConfirmMoves(bool on)
{
    if (on != confirmMoves_)
        store("ui/confirmMoves", confirmMoves_ = on);
}

void Settings::setDefaultStrength(const QString& name)
{
    if (name != defaultStrength_ && !name.isEmpty())
        store("game/defaultStrength", defaultStrength_ = name);
}

void Settings::setDefaultVariant(const QString& id)
{
    if (id != defaultVariant_ && !id.isEmpty())
        store("game/defaultVariant", defaultVariant_ = id);
}

void Settings::setUndoAllowed(bool on)
{
    if (on != undoAllowed_)
        store("game/undoAllowed", undoAllowed_ = on);
}

void Settings::setSound(bool on)
{
    if (on != sound_)
        store("ui/sound", sound_ = on);
}

QString Settings::keptAside() const { return stored_ ? settingsfile::keptAside() : QString(); }

void Settings::setWelcomed(bool on)
{
    if (on != welcomed_)
        store("ui/welcomed", welcomed_ = on);
}

void Settings::setColourBlindSafe(bool on)
{
    if (on != colourBlindSafe_)
        store("ui/colourBlindSafe", colourBlindSafe_ = on);
}

void Settings::setCounterSet(const QString& set)
{
    if (set != counterSet_ && (set == "shirts" || set == "discs"))
        store("ui/counterSet", counterSet_ = set);
}
