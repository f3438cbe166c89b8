#include "message.h"

#include "commitment.h"
#include "notation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace gs::remote {

namespace {

constexpr int kMaxProofs = 32;        // a side has at most 12 counters; `final` shows at most all
constexpr int kMaxCommitments = 32;
constexpr int kMaxTextField = 64;     // variant ids, move texts, origin names

struct Kind {
    MessageType type;
    const char* name;
    std::initializer_list<const char*> fields;
};
const Kind kKinds[] = {
    {MessageType::Open, "open", {"variant", "digest", "side", "seedHash"}},
    {MessageType::Nonce, "nonce", {"nonce"}},
    {MessageType::Commit, "commit", {"commitments"}},
    {MessageType::Move, "move", {"move", "from", "proofs"}},
    {MessageType::Reveal, "reveal", {"proofs"}},
    {MessageType::Final, "final", {"seed", "proofs"}},
    {MessageType::Bye, "bye", {}},
};

[[noreturn]] void fail(const std::string& why) { throw MessageError(why); }

QByteArray hexField(const QJsonObject& o, const char* name, int bytes)
{
    const QJsonValue v = o.value(QLatin1String(name));
    if (!v.isString())
        fail(std::string("the field \"") + name + "\" is not text");
    const QString s = v.toString();
    static const QString digits = QStringLiteral("0123456789abcdef");
    if (s.size() != 2 * bytes)
        fail(std::string("the field \"") + name + "\" is not " + std::to_string(bytes) + " bytes in hex");
    for (const QChar c : s)
        if (!digits.contains(c))
            fail(std::string("the field \"") + name + "\" is not lower-case hex");
    return QByteArray::fromHex(s.toLatin1());
}

std::string textField(const QJsonValue& v, const std::string& name)
{
    if (!v.isString())
        fail("the field \"" + name + "\" is not text");
    const QString s = v.toString();
    if (s.isEmpty() || s.size() > kMaxTextField)
        fail("the field \"" + name + "\" is empty or longer than " + std::to_string(kMaxTextField) + " characters");
    for (const QChar c : s)
        if (c.unicode() < 0x21 || c.unicode() > 0x7e)
            fail("the field \"" + name + "\" holds a character other than printable ASCII");
    return s.toStdString();
}

Identity identityField(const QJsonValue& v)
{
    const std::string t = textField(v, "identity");
    if (t == "s")
        return kStar;
    if (t.size() <= 2 && t.find_first_not_of("0123456789") == std::string::npos && t[0] != '0') {
        const int n = std::stoi(t);
        if (n >= 1 && n <= 11)
            return Identity(n);
    }
    fail("the identity \"" + t + "\" is not 1 to 11 or s");
}

std::vector<Proof> proofsField(const QJsonObject& o)
{
    const QJsonValue v = o.value(QLatin1String("proofs"));
    if (!v.isArray())
        fail("the field \"proofs\" is not a list");
    const QJsonArray a = v.toArray();
    if (a.size() > kMaxProofs)
        fail("the message shows more than " + std::to_string(kMaxProofs) + " proofs");
    std::vector<Proof> out;
    QSet<QString> seen;
    for (const QJsonValue& item : a) {
        if (!item.isObject())
            fail("a proof is not an object");
        const QJsonObject p = item.toObject();
        if (p.size() != 3)
            fail("a proof has fields other than origin, identity and salt");
        Proof proof;
        proof.origin = textField(p.value(QLatin1String("origin")), "origin");
        proof.identity = identityField(p.value(QLatin1String("identity")));
        proof.salt = hexField(p, "salt", kSaltBytes);
        if (seen.contains(QString::fromStdString(proof.origin)))
            fail("the origin " + proof.origin + " is proven twice");
        seen.insert(QString::fromStdString(proof.origin));
        out.push_back(std::move(proof));
    }
    return out;
}

QString hex(const QByteArray& b) { return QString::fromLatin1(b.toHex()); }

}  // namespace

const char* toString(MessageType t)
{
    for (const Kind& k : kKinds)
        if (k.type == t)
            return k.name;
    return "?";
}

Message readMessage(const QByteArray& bytes)
{
    if (bytes.size() > kMaxMessageBytes)
        fail("the message is " + std::to_string(bytes.size()) + " bytes, over the limit of " + std::to_string(kMaxMessageBytes));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        fail("the message is not JSON (" + error.errorString().toStdString() + " at byte " + std::to_string(error.offset) + ")");
    if (!doc.isObject())
        fail("the message is not a JSON object");
    const QJsonObject o = doc.object();
    Message m;
    const QJsonValue v = o.value(QLatin1String("v"));
    if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 1)
        fail("the message has no protocol version");
    if (v.toInt() > kProtocolVersion)
        fail("the friend's app speaks version " + std::to_string(v.toInt()) + " of the protocol and this one speaks "
             + std::to_string(kProtocolVersion) + ": update GOALSCORER");
    m.version = v.toInt();
    m.game = hexField(o, "game", kGameIdBytes);
    const QJsonValue seq = o.value(QLatin1String("seq"));
    if (!seq.isDouble() || seq.toDouble() != double(seq.toInt()) || seq.toInt() < 1 || seq.toInt() > 1000000)
        fail("the message number is not a whole number from 1 to 1000000");
    m.seq = seq.toInt();
    const QJsonValue type = o.value(QLatin1String("type"));
    const Kind* kind = nullptr;
    for (const Kind& k : kKinds)
        if (type.isString() && type.toString() == QLatin1String(k.name))
            kind = &k;
    if (!kind)
        fail("the message's type is not one of open, nonce, commit, move, reveal, final, bye");
    m.type = kind->type;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        bool known = key == QLatin1String("v") || key == QLatin1String("game") || key == QLatin1String("seq")
            || key == QLatin1String("type");
        for (const char* f : kind->fields)
            known = known || key == QLatin1String(f);
        if (!known)
            fail("a " + std::string(kind->name) + " message has no field \"" + key.left(kMaxTextField).toStdString() + "\"");
    }
    switch (m.type) {
    case MessageType::Open: {
        m.variant = textField(o.value(QLatin1String("variant")), "variant");
        m.variantDigest = hexField(o, "digest", kHashBytes);
        const std::string side = textField(o.value(QLatin1String("side")), "side");
        if (side != "w" && side != "b")
            fail("the side is not w or b");
        m.side = side == "w" ? Side::White : Side::Black;
        m.seedHash = hexField(o, "seedHash", kHashBytes);
        break;
    }
    case MessageType::Nonce:
        m.nonce = hexField(o, "nonce", kSeedBytes);
        break;
    case MessageType::Commit: {
        const QJsonValue c = o.value(QLatin1String("commitments"));
        if (!c.isArray())
            fail("the field \"commitments\" is not a list");
        const QJsonArray a = c.toArray();
        if (a.isEmpty() || a.size() > kMaxCommitments)
            fail("the message commits to no counter or more than " + std::to_string(kMaxCommitments));
        for (const QJsonValue& item : a) {
            if (!item.isObject() || item.toObject().size() != 2)
                fail("a commitment is not an object of origin and hash");
            const QJsonObject p = item.toObject();
            m.commitments.emplace_back(textField(p.value(QLatin1String("origin")), "origin"), hexField(p, "hash", kHashBytes));
        }
        break;
    }
    case MessageType::Move:
        m.move = textField(o.value(QLatin1String("move")), "move");
        m.from = hexField(o, "from", kHashBytes);
        m.proofs = proofsField(o);
        break;
    case MessageType::Reveal:
        m.proofs = proofsField(o);
        break;
    case MessageType::Final:
        m.seed = hexField(o, "seed", kSeedBytes);
        m.proofs = proofsField(o);
        break;
    case MessageType::Bye:
        break;
    }
    for (const char* f : kind->fields)
        if (!o.contains(QLatin1String(f)))
            fail(std::string("a ") + kind->name + " message lacks the field \"" + f + "\"");
    return m;
}

QByteArray writeMessage(const Message& m)
{
    QJsonObject o;
    o.insert(QStringLiteral("v"), m.version);
    o.insert(QStringLiteral("game"), hex(m.game));
    o.insert(QStringLiteral("seq"), m.seq);
    o.insert(QStringLiteral("type"), QLatin1String(toString(m.type)));
    QJsonArray proofs;
    for (const Proof& p : m.proofs)
        proofs.append(QJsonObject{{QStringLiteral("origin"), QString::fromStdString(p.origin)},
                                  {QStringLiteral("identity"), QString::fromStdString(identityText(p.identity))},
                                  {QStringLiteral("salt"), hex(p.salt)}});
    switch (m.type) {
    case MessageType::Open:
        o.insert(QStringLiteral("variant"), QString::fromStdString(m.variant));
        o.insert(QStringLiteral("digest"), hex(m.variantDigest));
        o.insert(QStringLiteral("side"), QString(QChar::fromLatin1(sideChar(m.side))));
        o.insert(QStringLiteral("seedHash"), hex(m.seedHash));
        break;
    case MessageType::Nonce:
        o.insert(QStringLiteral("nonce"), hex(m.nonce));
        break;
    case MessageType::Commit: {
        QJsonArray a;
        for (const auto& [origin, hash] : m.commitments)
            a.append(QJsonObject{{QStringLiteral("origin"), QString::fromStdString(origin)}, {QStringLiteral("hash"), hex(hash)}});
        o.insert(QStringLiteral("commitments"), a);
        break;
    }
    case MessageType::Move:
        o.insert(QStringLiteral("move"), QString::fromStdString(m.move));
        o.insert(QStringLiteral("from"), hex(m.from));
        o.insert(QStringLiteral("proofs"), proofs);
        break;
    case MessageType::Reveal:
        o.insert(QStringLiteral("proofs"), proofs);
        break;
    case MessageType::Final:
        o.insert(QStringLiteral("seed"), hex(m.seed));
        o.insert(QStringLiteral("proofs"), proofs);
        break;
    case MessageType::Bye:
        break;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

}  // namespace gs::remote
