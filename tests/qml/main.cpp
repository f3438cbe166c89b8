// Runs the Qt Quick tests in this folder against the real Goalscorer QML module.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QQmlContext>
#include <QUrl>

#include <cstdio>
#include <memory>
#include <QQmlEngine>
#include <QQmlIncubationController>
#include <QQuickStyle>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QSettings>
#include <QtQuickTest>

#include "hostilefiles.h"
#include "offlinenetwork.h"
#include "settings.h"
#include "timesource.h"

Q_IMPORT_QML_PLUGIN(GoalscorerPlugin)

// Lets the QML tests make files (broken tutorials and positions) in the test folder.
class TestFiles : public QObject {
    Q_OBJECT
public:
    explicit TestFiles(QString dir) : dir_(std::move(dir)) {}
    // Writes `text` to `name` (may hold sub-folders) in the test folder; returns its file URL.
    Q_INVOKABLE QString write(const QString& name, const QString& text) const
    {
        QFile f(dir_ + "/" + name);
        QDir().mkpath(QFileInfo(f).absolutePath());
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

// The game clocks' time in the Qt Quick tests: it moves only when a test calls advance(), so
// a clock test waits for no real time to pass (the clock's 100 ms tick then shows the change).
class TestTime : public QObject {
    Q_OBJECT
public:
    Q_INVOKABLE void advance(int ms) { time_.advance(ms); }

private:
    timesource::Manual time_;
};

// Finishes the delegates an item view creates asynchronously (a ListView incubates the ones in
// its cache buffer a few milliseconds a frame): until they are done they stand at (0, 0), over
// the first row, so a layout check must not look before. Counts on the window's controller.
class TestIncubation : public QObject {
    Q_OBJECT
public:
    explicit TestIncubation(QQmlEngine* engine) : engine_(engine) {}
    // Incubates until nothing is left (at most `rounds` × 100 ms of work); whether nothing is.
    Q_INVOKABLE bool finish(int rounds = 50) const
    {
        QQmlIncubationController* controller = engine_->incubationController();
        if (!controller)
            return true;
        for (int i = 0; i < rounds && controller->incubatingObjectCount() > 0; ++i)
            controller->incubateFor(100);
        return controller->incubatingObjectCount() == 0;
    }

private:
    QQmlEngine* engine_;
};

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);  // settings and files of tests stay apart
        QCoreApplication::setOrganizationName("GoalscorerTests");
        QQuickStyle::setStyle("Fusion");
        // Every run starts from the default settings, with sound off (no audio device here).
        QSettings().clear();
        QSettings().setValue("ui/sound", false);
        Settings::instance().reload();
    }
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath("qrc:/qt/qml");
        OfflineNetwork::install(*engine);  // as in the app
        // A fresh folder for autosaves and records; screenshots go where GS_SCREENSHOTS says.
        engine->rootContext()->setContextProperty("testDir", dir_.path());
        engine->rootContext()->setContextProperty("screenshotDir", qEnvironmentVariable("GS_SCREENSHOTS"));
        files_ = std::make_unique<TestFiles>(dir_.path());
        engine->rootContext()->setContextProperty("testFiles", files_.get());
        hostile_ = std::make_unique<HostileFiles>();
        engine->rootContext()->setContextProperty("hostile", hostile_.get());
        engine->rootContext()->setContextProperty("testTime", &time_);
        incubation_ = std::make_unique<TestIncubation>(engine);
        engine->rootContext()->setContextProperty("testIncubation", incubation_.get());
        engine->rootContext()->setContextProperty("testDataDir", QStringLiteral(GS_TEST_DATA_DIR));
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<TestFiles> files_;
    std::unique_ptr<HostileFiles> hostile_;
    std::unique_ptr<TestIncubation> incubation_;
    TestTime time_;
};

// QML warnings fail the run wherever they come: inside a test function each TestCase's
// failOnWarning() fails that test; this handler sees what QtTest does not log (a warning while
// the engine loads, between tests or as it is torn down) and fails the whole run.
namespace {
QtMessageHandler previousHandler = nullptr;
int qmlWarnings = 0;

void countQmlWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    static const QRegularExpression qml(QStringLiteral("^(qrc|file):\\S*:\\d+(:\\d+)?: |\\b(TypeError|ReferenceError|RangeError)\\b"));
    if (type != QtDebugMsg && type != QtInfoMsg && qml.match(message).hasMatch())
        ++qmlWarnings;
    previousHandler(type, context, message);
}
}  // namespace

// As in the app, a QApplication: the Lab's Qt Charts need one. quick_test_main uses the
// application it finds instead of making a QGuiApplication.
int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    previousHandler = qInstallMessageHandler(countQmlWarnings);
    Setup setup;
    const int failed = quick_test_main_with_setup(argc, argv, "goalscorer", QUICK_TEST_SOURCE_DIR, &setup);
    if (qmlWarnings > 0) {
        std::fprintf(stderr, "FAIL: %d QML warning(s), see above\n", qmlWarnings);
        return failed + 1;
    }
    return failed;
}

#include "main.moc"
