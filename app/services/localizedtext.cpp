#include "localizedtext.h"

#include "language.h"

QString localizedText(const QString& english, const QMap<QString, QString>& others)
{
    return others.value(Language::instance().active(), english);
}

QString localizedText(const std::string& english, const gs::Translations& others)
{
    return QString::fromStdString(gs::inLanguage(english, others, Language::instance().active().toStdString()));
}
