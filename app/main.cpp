// GOALSCORER desktop: the Qt Quick app.
#include <QApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QSurfaceFormat>
#include <QtQml/qqmlextensionplugin.h>

#include "language.h"
#include "offlinenetwork.h"
#include "settingsfile.h"

Q_IMPORT_QML_PLUGIN(GoalscorerPlugin)

int main(int argc, char** argv)
{
    QApplication app(argc, argv);  // not QGuiApplication: Qt Charts draws through Qt Widgets' scene
    QCoreApplication::setOrganizationName("Goalscorer");
    QCoreApplication::setApplicationName("GOALSCORER");
    QCoreApplication::setApplicationVersion(GOALSCORER_VERSION);
    QGuiApplication::setDesktopFileName("io.github.goalscorer.Goalscorer");  // matches the installed .desktop
    QGuiApplication::setWindowIcon(QIcon(":/icon.svg"));
    settingsfile::keepUnreadableAside();  // before anything reads or writes the settings
    QQuickStyle::setStyle("Fusion");
    Language::instance().applySaved();  // before any window: the first frame is already translated
    // Multisampling keeps the vector counters smooth at every size and on high-DPI screens.
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setSamples(4);
    QSurfaceFormat::setDefaultFormat(format);
    QQmlApplicationEngine engine;
    OfflineNetwork::install(engine);  // before anything loads: the app never reaches the network
    engine.addImportPath("qrc:/qt/qml");
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app, [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl("qrc:/qt/qml/Goalscorer/Main.qml"));
    return app.exec();
}
