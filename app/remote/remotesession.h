// One remote game as the app (or goalscorer-cli) plays it: the RemoteGame (this side's secrets
// and every check) joined to how its messages travel — a LiveLink, or turn links the person
// carries by message — and to what is kept for later (save/restore: the game, and how to
// reach the friend again).
#pragma once

#include "livelink.h"

#include "formats/variantregistry.h"
#include "remote/remotegame.h"

#include <QJsonObject>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class RemoteSession : public QObject {
    Q_OBJECT

public:
    enum class Mode { None, Host, Join, ByMessage };
    Q_ENUM(Mode)
    // A manual set-up variant asks the side that joins for its arrangement once it knows the
    // variant and its side; nullopt: it does not join.
    using Arranger = std::function<std::optional<gs::remote::Arrangement>(const gs::Rules&, gs::Side)>;

    explicit RemoteSession(const gs::VariantRegistry& variants, QObject* parent = nullptr);
    ~RemoteSession() override;

    // Live: listens and makes the invite (invite()). `address` must be this machine's; port 0
    // takes a free one. False with *error; nothing changes then.
    bool host(const gs::Rules& rules, gs::Side side, const QHostAddress& address, quint16 port, QString* error,
              std::optional<gs::remote::Arrangement> manual = std::nullopt);
    // Live: connects to an invite; the game begins with the host's first message.
    bool join(const QString& invite, QString* error, Arranger arrange = {});
    // By message: the game begins here; firstLink() is this side's first turn link.
    bool startByMessage(const gs::Rules& rules, gs::Side side, QString* error,
                        std::optional<gs::remote::Arrangement> manual = std::nullopt);
    // By message: the friend's turn link (the first one starts this side's game). False with
    // *error when the link is damaged (nothing applied) or a message in it is refused (the
    // messages before it, each checked, stay applied; the game goes on from there).
    bool openTurnLink(const QString& link, QString* error, Arranger arrange = {});
    // By message: the link to send now: every message this side has queued since it last
    // opened a link of the friend's that moved the game on ("" if none). It grows as this side
    // plays on in its turn; the friend's app applies each message once.
    QString turnLink() const;

    // This side's move; "" once sent, else why not.
    QString play(gs::Move m);
    void leave();
    // Stops the link (the game and its save stay).
    void close();

    Mode mode() const { return mode_; }
    gs::remote::RemoteGame* game() const { return game_.get(); }
    LiveLink* link() { return &link_; }
    QString invite() const;

    // What to keep for later: the game (RemoteGame::save) and how it was reached.
    QJsonObject save() const;
    // Picks a saved game up: rebuilds it and hosts, joins or waits for links again. False with
    // *error when the save is damaged; nothing changes then.
    bool restore(const QJsonObject& save, QString* error);

signals:
    // The game moved on: a message applied, a move played, the stage changed.
    void gameChanged();
    // A message from the friend was refused (the game goes on) or broke a check (it ended).
    void problem(const QString& sentence);

private:
    // Applied: *applied set when the message moved the game on (not a duplicate).
    bool receive(const QByteArray& bytes, QString* error, const Arranger& arrange, bool* applied = nullptr);
    bool begin(const QByteArray& first, QString* error, const Arranger& arrange);
    void flush();

    const gs::VariantRegistry* variants_;
    Mode mode_ = Mode::None;
    std::unique_ptr<gs::remote::RemoteGame> game_;
    LiveLink link_;
    remotelink::Invite invite_;
    QString listenAddress_;  // the host's: what it listens on (the invite may name another)
    Arranger arrange_;
    std::vector<QByteArray> batch_;  // by message: what turnLink() carries
};
