#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

Language& Language::instance()
{
    static Language* language = new Language;  // lives as long as the app
    return *language;
}

Language* Language::create(QQmlEngine* engine, QJSEngine*)
{
    Language* l = &instance();
    l->engine_ = engine;
    QQmlEngine::setObjectOwnership(l, QQmlEngine::CppOwnership);
    return l;
}

QStringList Language::shipped()
{
    QStringList codes{QStringLiteral("en")};
    for (const QString& qm : QDir(":/i18n").entryList({"goalscorer_*.qm"}, QDir::Files, QDir::Name))
        codes << qm.mid(11, qm.size() - 14);  // goalscorer_<code>.qm
    return codes;
}

QVariantList Language::languages() const
{
    QVariantList out{QVariantMap{{"code", QString()}, {"name", tr("System language")}}};
    for (const QString& code : shipped()) {
        // Each language named in itself, as people look for their own.
        const QLocale locale(code);
        QString name = locale.nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        out << QVariantMap{{"code", code}, {"name", code == "en" ? QStringLiteral("English") : name}};
    }
    return out;
}

void Language::applySaved()
{
    chosen_ = QSettings().value("ui/language").toString();
    if (!chosen_.isEmpty() && !shipped().contains(chosen_))
        chosen_.clear();
    load(chosen_);
}

bool Language::choose(const QString& code)
{
    if (!code.isEmpty() && !shipped().contains(code))
        return false;
    chosen_ = code;
    QSettings().setValue("ui/language", code);
    load(code);
    if (engine_)
        engine_->retranslate();
    return true;
}

void Language::load(const QString& code)
{
    if (app_)
        QCoreApplication::removeTranslator(app_.get());
    if (qt_)
        QCoreApplication::removeTranslator(qt_.get());
    app_.reset();
    qt_.reset();
    QString lang = code;
    if (lang.isEmpty()) {
        // The first of the system's preferred languages that we ship.
        lang = QStringLiteral("en");
        for (const QString& ui : QLocale::system().uiLanguages()) {
            const QString base = ui.section('-', 0, 0).section('_', 0, 0).toLower();
            if (shipped().contains(base)) {
                lang = base;
                break;
            }
        }
    }
    active_ = lang;
    // Numbers and dates in the language shown ("39,7 %" in German): the system's own locale
    // when it speaks that language (its country's conventions), else the language's own.
    const QLocale system = QLocale::system();
    QLocale::setDefault(QLocale::languageToCode(system.language()) == lang ? system : QLocale(lang));
    if (lang != "en") {
        auto app = std::make_unique<QTranslator>();
        if (app->load(":/i18n/goalscorer_" + lang + ".qm")) {
            QCoreApplication::installTranslator(app.get());
            app_ = std::move(app);
        }
        // Qt's own strings (standard dialog buttons, file dialogs) from Debian's Qt translations.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load("qt_" + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            qt_ = std::move(qt);
        }
    }
    emit changed();
}
