#include "remotesession.h"

#include "remote/commitment.h"

#include <QCoreApplication>
#include <QJsonArray>

using gs::remote::RemoteGame;

namespace {

QString words(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

RemoteSession::RemoteSession(const gs::VariantRegistry& variants, QObject* parent) : QObject(parent), variants_(&variants)
{
    connect(&link_, &LiveLink::connected, this, [this] {
        // Everything again: the friend applies once what it has, and what got lost arrives.
        if (game_)
            for (const QByteArray& m : game_->sent())
                link_.send(m);
    });
    connect(&link_, &LiveLink::received, this, [this](const QByteArray& bytes) {
        QString error;
        if (!receive(bytes, &error, arrange_))
            emit problem(error);
    });
}

RemoteSession::~RemoteSession() = default;

QString RemoteSession::invite() const { return mode_ == Mode::Host || mode_ == Mode::Join ? remotelink::inviteLink(invite_) : QString(); }

bool RemoteSession::host(const gs::Rules& rules, gs::Side side, const QHostAddress& address, quint16 port, QString* error,
                         std::optional<gs::remote::Arrangement> manual)
{
    const QByteArray key = gs::remote::randomBytes(remotelink::kKeyBytes);
    if (!link_.host(address, port, key, error))
        return false;
    try {
        game_ = std::make_unique<RemoteGame>(rules, gs::remote::variantDigest(variants_->document(rules.id())), side,
                                             gs::remote::randomBytes(gs::remote::kGameIdBytes), manual);
    } catch (const std::exception& e) {
        link_.close();
        *error = words(e.what());
        return false;
    }
    mode_ = Mode::Host;
    invite_ = {address.isNull() || address == QHostAddress::Any || address == QHostAddress::AnyIPv4 ? QStringLiteral("127.0.0.1")
                                                                                                      : address.toString(),
               link_.port(), key};
    listenAddress_ = address.toString();
    flush();  // not connected yet: the friend gets everything once it is
    emit gameChanged();
    return true;
}

bool RemoteSession::join(const QString& inviteText, QString* error, Arranger arrange)
{
    const auto invite = remotelink::parseInvite(inviteText, error);
    if (!invite)
        return false;
    game_.reset();
    mode_ = Mode::Join;
    invite_ = *invite;
    arrange_ = std::move(arrange);
    link_.join(*invite);
    emit gameChanged();
    return true;
}

bool RemoteSession::startByMessage(const gs::Rules& rules, gs::Side side, QString* error, std::optional<gs::remote::Arrangement> manual)
{
    try {
        game_ = std::make_unique<RemoteGame>(rules, gs::remote::variantDigest(variants_->document(rules.id())), side,
                                             gs::remote::randomBytes(gs::remote::kGameIdBytes), manual);
    } catch (const std::exception& e) {
        *error = words(e.what());
        return false;
    }
    link_.close();
    mode_ = Mode::ByMessage;
    batch_.clear();
    flush();
    emit gameChanged();
    return true;
}

bool RemoteSession::openTurnLink(const QString& text, QString* error, Arranger arrange)
{
    const auto messages = remotelink::parseTurnLink(text, error);
    if (!messages)
        return false;
    if (mode_ != Mode::ByMessage && mode_ != Mode::None) {
        *error = tr("This game is played live, not by message.");
        return false;
    }
    // A link is applied whole or not at all: a damaged message in it changes nothing.
    for (const QByteArray& m : *messages)
        try {
            gs::remote::readMessage(m);
        } catch (const gs::remote::MessageError& e) {
            *error = tr("A message in the link is refused: %1").arg(words(e.what()));
            return false;
        }
    mode_ = Mode::ByMessage;
    // The friend answered: what this side sent before has arrived, and the next link starts
    // afresh, unless the link was one opened before (nothing in it is new).
    const std::vector<QByteArray> before = batch_;
    batch_.clear();
    bool anyApplied = false;
    for (const QByteArray& m : *messages) {
        bool applied = false;
        if (!receive(m, error, arrange, &applied)) {
            if (!anyApplied)
                batch_ = before;
            return false;
        }
        anyApplied = anyApplied || applied;
    }
    if (!anyApplied)
        batch_ = before;
    return true;
}

QString RemoteSession::turnLink() const { return batch_.empty() ? QString() : remotelink::turnLink(batch_); }

bool RemoteSession::begin(const QByteArray& first, QString* error, const Arranger& arrange)
{
    gs::remote::Message m;
    try {
        m = gs::remote::readMessage(first);
    } catch (const gs::remote::MessageError& e) {
        *error = tr("The friend's first message is refused: %1").arg(words(e.what()));
        return false;
    }
    if (m.type != gs::remote::MessageType::Open || m.seq != 1) {
        *error = tr("The friend's first message does not open a game.");
        return false;
    }
    const gs::Rules* rules = variants_->find(m.variant);
    if (!rules) {
        *error = tr("The friend plays the variant \"%1\", which this app does not have.").arg(words(m.variant));
        return false;
    }
    const gs::Side side = gs::opponent(m.side);
    std::optional<gs::remote::Arrangement> manual;
    if (rules->variant().setup == gs::SetupMode::Manual) {
        manual = arrange ? arrange(*rules, side) : std::nullopt;
        if (!manual) {
            *error = tr("The game needs this side's set-up.");
            return false;
        }
    }
    try {
        game_ = std::make_unique<RemoteGame>(*rules, gs::remote::variantDigest(variants_->document(rules->id())), side, m.game, manual);
    } catch (const std::exception& e) {
        *error = words(e.what());
        return false;
    }
    return true;
}

bool RemoteSession::receive(const QByteArray& bytes, QString* error, const Arranger& arrange, bool* applied)
{
    if (!game_ && !begin(bytes, error, arrange))
        return false;
    const RemoteGame::Receipt r = game_->receive(bytes);
    flush();
    emit gameChanged();
    if (applied)
        *applied = r == RemoteGame::Receipt::Applied;
    switch (r) {
    case RemoteGame::Receipt::Applied:
    case RemoteGame::Receipt::Duplicate:
        return true;
    case RemoteGame::Receipt::Refused:
        *error = tr("A message from the friend was refused: %1").arg(words(game_->refusal()));
        return false;
    case RemoteGame::Receipt::Failed:
        *error = words(game_->problem());
        link_.close();
        return false;
    }
    return false;
}

void RemoteSession::flush()
{
    if (!game_)
        return;
    for (const QByteArray& m : game_->takeOutgoing()) {
        if (mode_ == Mode::ByMessage)
            batch_.push_back(m);
        else
            link_.send(m);  // not connected: sent again on the next connection
    }
}

QString RemoteSession::play(gs::Move m)
{
    if (!game_)
        return tr("The game has not begun.");
    const QString why = words(game_->play(m));
    flush();
    emit gameChanged();
    return why;
}

void RemoteSession::leave()
{
    if (!game_)
        return;
    game_->leave();
    flush();
    emit gameChanged();
}

void RemoteSession::close() { link_.close(); }

QJsonObject RemoteSession::save() const
{
    static const char* modes[] = {"none", "host", "join", "message"};
    QJsonArray batch;
    for (const QByteArray& m : batch_)
        batch.append(QString::fromUtf8(m));
    QJsonObject o{{QStringLiteral("mode"), QLatin1String(modes[int(mode_)])}, {QStringLiteral("batch"), batch}};
    if (game_)
        o.insert(QStringLiteral("game"), game_->save());
    if (mode_ == Mode::Host || mode_ == Mode::Join)
        o.insert(QStringLiteral("invite"), remotelink::inviteLink(invite_));
    if (mode_ == Mode::Host)
        o.insert(QStringLiteral("listen"), listenAddress_);
    return o;
}

bool RemoteSession::restore(const QJsonObject& save, QString* error)
{
    const QString mode = save.value(QStringLiteral("mode")).toString();
    std::unique_ptr<RemoteGame> game;
    if (save.contains(QStringLiteral("game"))) {
        const QJsonObject g = save.value(QStringLiteral("game")).toObject();
        const gs::Rules* rules = variants_->find(RemoteGame::savedVariant(g));
        if (!rules) {
            *error = tr("The saved game's variant \"%1\" is not known.").arg(words(RemoteGame::savedVariant(g)));
            return false;
        }
        std::string why;
        game = RemoteGame::restore(g, *rules, &why);
        if (!game) {
            *error = words(why);
            return false;
        }
    }
    std::optional<remotelink::Invite> invite;
    if (mode == QLatin1String("host") || mode == QLatin1String("join")) {
        invite = remotelink::parseInvite(save.value(QStringLiteral("invite")).toString(), error);
        if (!invite)
            return false;
    } else if (mode != QLatin1String("message")) {
        *error = tr("The saved game says neither how it was hosted nor joined.");
        return false;
    }
    if (mode == QLatin1String("host")) {
        const QString listen = save.value(QStringLiteral("listen")).toString();
        const QHostAddress address(listen.isEmpty() ? invite->address : listen);
        if (!link_.host(address, invite->port, invite->key, error))
            return false;
        mode_ = Mode::Host;
        listenAddress_ = address.toString();
    } else if (mode == QLatin1String("join")) {
        mode_ = Mode::Join;
        link_.join(*invite);
    } else {
        link_.close();
        mode_ = Mode::ByMessage;
    }
    if (invite)
        invite_ = *invite;
    game_ = std::move(game);
    batch_.clear();
    for (const QJsonValue& v : save.value(QStringLiteral("batch")).toArray())
        batch_.push_back(v.toString().toUtf8());
    flush();
    emit gameChanged();
    return true;
}
