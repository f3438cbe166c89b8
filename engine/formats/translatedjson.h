// A text field of a data file (variants, tutorials) that may carry translations: either a
// plain string, or an object of texts by language code, English required:
//     "description": {"en": "Classic rules ...", "de": "...", "fr": "...", "es": "..."}
// The codes are those of gs::kTextLanguages; any other is refused, as is a value that is not
// text. variants/README.md and resources/tutorials/README.md describe the format.
#pragma once

#include "../translations.h"

#include <QJsonValue>
#include <QMap>
#include <QString>

#include <functional>

namespace gs {

struct TranslatedJson {
    QString english;
    QMap<QString, QString> others;  // code -> text, never "en"
};

// Called with the problem's place below the field ("" for the field itself, "de" for its
// German text) and the problem in words; expected to throw.
using TranslatedFail = std::function<void(const QString& subField, const QString& problem)>;

// Reads a text field (a string, or an object as above). A value of another type, an object
// without "en", a code that is not a language of the app and a translation that is not text
// go to `fail`: "must be text, or an object of texts by language like {\"en\": \"...\", \"de\": \"...\"}",
// "has no English text (\"en\"), which is required", "is not a language of the app (en, de, fr, es)"
// and "must be text".
TranslatedJson readTranslatedJson(const QJsonValue& v, const TranslatedFail& fail);

// The JSON form of a text: a plain string when it has no translations, else the object.
QJsonValue translatedToJson(const QString& english, const QMap<QString, QString>& others);
QJsonValue translatedToJson(const std::string& english, const Translations& others);

// Between the JSON reader's Qt form and the engine's plain form.
Translations toTranslations(const QMap<QString, QString>& others);

}  // namespace gs
