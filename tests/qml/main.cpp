// Runs the Qt Quick tests in this folder against the real Goalscorer QML module.
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(GoalscorerPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);  // settings and files of tests stay apart
        QCoreApplication::setOrganizationName("GoalscorerTests");
        QQuickStyle::setStyle("Fusion");
    }
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath("qrc:/qt/qml");
        // A fresh folder for autosaves and records; screenshots go where GS_SCREENSHOTS says.
        engine->rootContext()->setContextProperty("testDir", dir_.path());
        engine->rootContext()->setContextProperty("screenshotDir", qEnvironmentVariable("GS_SCREENSHOTS"));
    }

private:
    QTemporaryDir dir_;
};

QUICK_TEST_MAIN_WITH_SETUP(goalscorer, Setup)

#include "main.moc"
