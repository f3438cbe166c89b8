#include "translatedjson.h"

#include <QJsonObject>
#include <QStringList>

namespace gs {

TranslatedJson readTranslatedJson(const QJsonValue& v, const TranslatedFail& fail)
{
    if (v.isString())
        return {v.toString(), {}};
    if (!v.isObject()) {
        fail({}, "must be text, or an object of texts by language like {\"en\": \"...\", \"de\": \"...\"}");
        return {};
    }
    QStringList known;
    for (std::string_view code : kTextLanguages)
        known << QString::fromLatin1(code.data(), qsizetype(code.size()));
    const QJsonObject o = v.toObject();
    TranslatedJson out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key()))
            fail(it.key(), "is not a language of the app (" + known.join(", ") + ")");
        if (!it.value().isString())
            fail(it.key(), "must be text");
        if (it.key() == "en")
            out.english = it.value().toString();
        else
            out.others.insert(it.key(), it.value().toString());
    }
    if (!o.contains("en"))
        fail({}, "has no English text (\"en\"), which is required: it is shown where no translation fits");
    return out;
}

QJsonValue translatedToJson(const QString& english, const QMap<QString, QString>& others)
{
    if (others.isEmpty())
        return english;
    QJsonObject o{{"en", english}};
    for (auto it = others.begin(); it != others.end(); ++it)
        o[it.key()] = it.value();
    return o;
}

QJsonValue translatedToJson(const std::string& english, const Translations& others)
{
    QMap<QString, QString> q;
    for (const auto& [code, text] : others)
        q.insert(QString::fromStdString(code), QString::fromStdString(text));
    return translatedToJson(QString::fromStdString(english), q);
}

Translations toTranslations(const QMap<QString, QString>& others)
{
    Translations t;
    for (auto it = others.begin(); it != others.end(); ++it)
        t.emplace(it.key().toStdString(), it.value().toStdString());
    return t;
}

}  // namespace gs
