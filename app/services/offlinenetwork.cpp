#include "offlinenetwork.h"

#include <QNetworkRequest>
#include <QQmlEngine>

std::atomic<int> OfflineNetwork::refused_{0};

void OfflineNetwork::install(QQmlEngine& engine)
{
    static OfflineNetwork factory;  // the engine does not own its factory; one serves them all
    engine.setNetworkAccessManagerFactory(&factory);
}

QNetworkAccessManager* OfflineNetwork::create(QObject* parent)
{
    return new Manager(parent);
}

QNetworkReply* OfflineNetwork::Manager::createRequest(Operation op, const QNetworkRequest& request, QIODevice* outgoingData)
{
    ++refused_;
    qWarning("GOALSCORER has no network feature: refused %s", qPrintable(request.url().toDisplayString(QUrl::RemoveQuery | QUrl::RemoveUserInfo).left(200)));
    return QNetworkAccessManager::createRequest(op, QNetworkRequest(QUrl(QStringLiteral("qrc:/no-network-in-goalscorer"))), outgoingData);
}
