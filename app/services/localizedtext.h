// A data file's text (a variant's name or description, a tutorial's title or summary) in the
// language of the user interface now (Language::active()), English where the file gives no
// translation. Whoever shows one follows Language::changed to show it anew.
#pragma once

#include "translations.h"

#include <QMap>
#include <QString>

// The translation for the active language, else `english`.
QString localizedText(const QString& english, const QMap<QString, QString>& others);
QString localizedText(const std::string& english, const gs::Translations& others);
