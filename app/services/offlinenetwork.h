// The app has no network feature, so nothing it shows may reach the network: a tutorial
// shared with <img src="http://…"> in its title must not tell its author who opened it, when
// and from where. Installed on every QML engine (the app's and the tests'), the factory gives
// the engine a network access manager that refuses every request, whatever its scheme; qrc:
// resources and local files are loaded by Qt Quick without it.
#pragma once

#include <QNetworkAccessManager>
#include <QQmlNetworkAccessManagerFactory>

#include <atomic>

class QQmlEngine;

class OfflineNetwork : public QQmlNetworkAccessManagerFactory {
public:
    // Gives `engine` the refusing manager. Call before the engine loads anything.
    static void install(QQmlEngine& engine);
    // How many requests have been refused in this process (for the tests' proof that none left).
    static int refusedCount() { return refused_.load(); }

    QNetworkAccessManager* create(QObject* parent) override;

private:
    // Each request is turned into one for a resource that does not exist, so it fails at once
    // with an ordinary "not found" error and Qt's own reply, and nothing is sent anywhere.
    class Manager : public QNetworkAccessManager {
    public:
        using QNetworkAccessManager::QNetworkAccessManager;

    protected:
        QNetworkReply* createRequest(Operation op, const QNetworkRequest& request, QIODevice* outgoingData) override;
    };

    static std::atomic<int> refused_;
};
