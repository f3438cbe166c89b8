#include "commitment.h"

#include "notation.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QRandomGenerator>

namespace gs::remote {

namespace {

void addField(QCryptographicHash& h, const QByteArray& field)
{
    h.addData(field);
    h.addData(QByteArray(1, '\0'));
}

}  // namespace

QByteArray randomBytes(int n)
{
    QByteArray out(n, Qt::Uninitialized);
    for (int i = 0; i < n; ++i)
        out[i] = char(QRandomGenerator::system()->bounded(256));
    return out;
}

QByteArray commitment(Side side, const std::string& origin, Identity identity, const QByteArray& salt)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    addField(h, "goalscorer-commit-1");
    addField(h, QByteArray(1, sideChar(side)));
    addField(h, QByteArray::fromStdString(origin));
    addField(h, QByteArray::fromStdString(identityText(identity)));
    h.addData(salt);
    return h.result();
}

QByteArray seedHash(const QByteArray& seed)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    addField(h, "goalscorer-seed-1");
    h.addData(seed);
    return h.result();
}

uint64_t dealSeed(Side side, const QByteArray& seed, const QByteArray& otherNonce)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    addField(h, "goalscorer-deal-1");
    addField(h, QByteArray(1, sideChar(side)));
    addField(h, seed);
    h.addData(otherNonce);
    const QByteArray d = h.result();
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
        v = (v << 8) | uint8_t(d[i]);
    return v;
}

QByteArray sha256(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

}  // namespace gs::remote

namespace gs::remote {

QByteArray variantDigest(const QJsonObject& document)
{
    return sha256(QJsonDocument(document).toJson(QJsonDocument::Compact));
}

}  // namespace gs::remote
