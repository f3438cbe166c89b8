// Runs the Qt Quick tests in this folder against the real Goalscorer QML module.
#include <QFile>
#include <QQmlContext>
#include <QUrl>

#include <memory>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(GoalscorerPlugin)

// Lets the QML tests make files (broken tutorials and positions) in the test folder.
class TestFiles : public QObject {
    Q_OBJECT
public:
    explicit TestFiles(QString dir) : dir_(std::move(dir)) {}
    // Writes `text` to `name` in the test folder; returns its file URL.
    Q_INVOKABLE QString write(const QString& name, const QString& text) const
    {
        QFile f(dir_ + "/" + name);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(text.toUtf8());
        return QUrl::fromLocalFile(f.fileName()).toString();
    }
    Q_INVOKABLE QString read(const QString& path) const
    {
        QFile f(path.startsWith("file:") ? QUrl(path).toLocalFile() : path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

private:
    QString dir_;
};

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
        files_ = std::make_unique<TestFiles>(dir_.path());
        engine->rootContext()->setContextProperty("testFiles", files_.get());
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<TestFiles> files_;
};

QUICK_TEST_MAIN_WITH_SETUP(goalscorer, Setup)

#include "main.moc"
