// GOALSCORER desktop: the Qt Quick app.
#include <QApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QSurfaceFormat>
#include <QtQml/qqmlextensionplugin.h>

#include "fileopener.h"
#include "formats/userfolders.h"
#include "language.h"
#include "offlinenetwork.h"
#include "settingsfile.h"
#include "singleinstance.h"

#include <QCommandLineParser>
#include <unistd.h>

Q_IMPORT_QML_PLUGIN(GoalscorerPlugin)

int main(int argc, char** argv)
{
    QApplication app(argc, argv);  // not QGuiApplication: Qt Charts draws through Qt Widgets' scene
    // The names goalscorer-cli runs under too, so both find the user's variants (userfolders.h).
    QCoreApplication::setOrganizationName(gs::kOrganizationName);
    QCoreApplication::setApplicationName(gs::kApplicationName);
    QCoreApplication::setApplicationVersion(GOALSCORER_VERSION);
    QGuiApplication::setDesktopFileName("io.github.goalscorer.Goalscorer");  // matches the installed .desktop
    QGuiApplication::setWindowIcon(QIcon(":/icon.svg"));
    // Files and goalscorer: links to open (the desktop entry's %U, a terminal). With one, a
    // running app takes them and this start ends (singleinstance.h).
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "GOALSCORER, the football strategy board game."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("files", QCoreApplication::translate("main", "Positions (.gpn), game records (.gsr), tutorials, variants or goalscorer: links to open."), "[file|link...]");
    parser.process(app);
    const QStringList arguments = absoluteArguments(parser.positionalArguments());
    SingleInstance single(QStringLiteral("goalscorer-%1").arg(getuid()));
    if (!arguments.isEmpty() && single.handOver(arguments))
        return 0;
    single.listen();
    QObject::connect(&single, &SingleInstance::received, &FileOpener::instance(), &FileOpener::receive);
    FileOpener::instance().receive(arguments);
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
