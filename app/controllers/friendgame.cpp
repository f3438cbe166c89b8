#include "friendgame.h"

#include "moveinput.h"

#include "formats/diskfile.h"
#include "record.h"
#include "remote/remotegame.h"

#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QStandardPaths>

#include <set>

using gs::remote::RemoteGame;

namespace {

QString sideWord(gs::Side s) { return s == gs::Side::White ? FriendGame::tr("White") : FriendGame::tr("Black"); }

}  // namespace

FriendGame::FriendGame(QObject* parent) : PitchController(false, parent)
{
    connect(&clock_, &MatchClock::flagFell, this, [this](gs::TimeoutRule rule) {
        // Once per ply: the clock says so on every tick until the move is made.
        if (myTurn() && session_->game()->moves().size() == movesClocked_)
            session_->play(gs::Move::timeout(rule));
    });
    makeSession();
    refresh();
}

FriendGame::~FriendGame() { dropSession(); }

// The session goes without a word to this room (which may be going too).
void FriendGame::dropSession()
{
    if (!session_)
        return;
    session_->disconnect(this);
    session_->link()->disconnect(this);
    session_->close();
    session_.reset();
}

void FriendGame::makeSession()
{
    dropSession();
    session_ = std::make_unique<RemoteSession>(gs::VariantRegistry::builtIn());
    connect(session_.get(), &RemoteSession::gameChanged, this, &FriendGame::changed);
    connect(session_.get(), &RemoteSession::problem, this, [this](const QString& why) { emit error(why); });
    connect(session_->link(), &LiveLink::statusChanged, this, &FriendGame::refresh);
    connect(session_->link(), &LiveLink::lost, this, [this] {
        lostLink_ = true;
        refresh();
    });
    connect(session_->link(), &LiveLink::connected, this, [this] {
        lostLink_ = false;
        refresh();
    });
}

QString FriendGame::autosavePath() const
{
    if (!autosavePath_.isEmpty())
        return autosavePath_;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/remote-game.json");
}

void FriendGame::setAutosavePath(const QString& path)
{
    if (autosavePath_ == path)
        return;
    autosavePath_ = path;
    emit autosavePathChanged();
}

const gs::Rules* FriendGame::rulesFor(const QString& variantId)
{
    const gs::Rules* rules = gs::VariantRegistry::builtIn().find(variantId.toStdString());
    if (!rules)
        emit error(tr("There is no variant \"%1\".").arg(variantId.left(40)));
    return rules;
}

QStringList FriendGame::addresses() const
{
    QStringList out;
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
            out << a.toString();
    out << QStringLiteral("127.0.0.1");
    return out;
}

void FriendGame::copy(const QString& text) const
{
    if (QClipboard* c = QGuiApplication::clipboard())
        c->setText(text);
}

bool FriendGame::host(const QString& variantId, const QString& side, const QString& address, int port)
{
    if (playing()) {
        emit error(tr("A game with a friend is under way: leave it first."));
        return false;
    }
    const gs::Rules* rules = rulesFor(variantId);
    if (!rules)
        return false;
    const QHostAddress where(address);
    if (where.isNull() || port < 0 || port > 65535) {
        emit error(tr("\"%1\" port %2 is not an address and port to listen on.").arg(address.left(60)).arg(port));
        return false;
    }
    const gs::Side s = side == QLatin1String("black") ? gs::Side::Black : gs::Side::White;
    std::optional<gs::remote::Arrangement> manual;
    if (rules->variant().setup == gs::SetupMode::Manual)  // dealt at random: arranging before a remote game is not offered yet
        manual = gs::remote::arrangementOf(gs::State::deal(*rules, QDateTime::currentMSecsSinceEpoch()), s);
    QString why;
    forget();
    if (!session_->host(*rules, s, where, quint16(port), &why, manual)) {
        emit error(why);
        return false;
    }
    return true;
}

bool FriendGame::join(const QString& invite)
{
    if (playing()) {
        emit error(tr("A game with a friend is under way: leave it first."));
        return false;
    }
    QString why;
    forget();
    const auto arrange = [](const gs::Rules& rules, gs::Side s) -> std::optional<gs::remote::Arrangement> {
        return gs::remote::arrangementOf(gs::State::deal(rules, QDateTime::currentMSecsSinceEpoch()), s);
    };
    if (!session_->join(invite, &why, arrange)) {
        emit error(why);
        return false;
    }
    return true;
}

bool FriendGame::startByMessage(const QString& variantId, const QString& side)
{
    if (playing()) {
        emit error(tr("A game with a friend is under way: leave it first."));
        return false;
    }
    const gs::Rules* rules = rulesFor(variantId);
    if (!rules)
        return false;
    const gs::Side s = side == QLatin1String("black") ? gs::Side::Black : gs::Side::White;
    std::optional<gs::remote::Arrangement> manual;
    if (rules->variant().setup == gs::SetupMode::Manual)
        manual = gs::remote::arrangementOf(gs::State::deal(*rules, QDateTime::currentMSecsSinceEpoch()), s);
    QString why;
    forget();
    if (!session_->startByMessage(*rules, s, &why, manual)) {
        emit error(why);
        return false;
    }
    return true;
}

bool FriendGame::openTurnLink(const QString& link)
{
    QString why;
    const auto arrange = [](const gs::Rules& rules, gs::Side s) -> std::optional<gs::remote::Arrangement> {
        return gs::remote::arrangementOf(gs::State::deal(rules, QDateTime::currentMSecsSinceEpoch()), s);
    };
    if (playing() && session_->mode() != RemoteSession::Mode::ByMessage) {
        emit error(tr("A game with a friend is under way: leave it first."));
        return false;
    }
    if (!session_->game() || session_->mode() != RemoteSession::Mode::ByMessage)
        forget();
    if (!session_->openTurnLink(link, &why, arrange)) {
        emit error(why);
        changed();
        return false;
    }
    return true;
}

bool FriendGame::openLink(const QString& link)
{
    if (link.trimmed().startsWith(QLatin1String("goalscorer:join/"), Qt::CaseInsensitive)
        || link.trimmed().startsWith(QLatin1String("goalscorer://join/"), Qt::CaseInsensitive))
        return join(link);
    return openTurnLink(link);
}

void FriendGame::chooseSubstitution(bool bringOn)
{
    if (!choosingSubstitute())
        return;
    const QString why = session_->play(bringOn ? gs::Move::substitute() : gs::Move::noSubstitute());
    if (!why.isEmpty())
        emit error(why);
}

void FriendGame::leave()
{
    if (playing())
        session_->leave();
}

void FriendGame::forget()
{
    const RemoteGame* g = session_->game();
    const bool over = g && !playing();
    const bool evidence = over && g->stage() != RemoteGame::Stage::Finished;
    const QString id = g ? QString::fromLatin1(g->game().toHex()) : QString();
    makeSession();
    if (evidence) {
        // A stopped or abandoned game's save holds the evidence (the message that broke a
        // check): kept beside the verified records, not deleted.
        const QString kept = QFileInfo(autosavePath()).absolutePath() + QStringLiteral("/remote-games/") + id + QStringLiteral("-stopped.json");
        QDir().mkpath(QFileInfo(kept).absolutePath());
        QFile::remove(kept);
        QFile::rename(autosavePath(), kept);
    } else if (over) {
        QFile::remove(autosavePath());  // a finished game's record is kept apart (recordUrl)
    }
    selected_ = -1;
    lostLink_ = false;
    clock_.start(std::nullopt);
    clockStarted_ = false;
    movesClocked_ = 0;
    if (!recordUrl_.isEmpty()) {
        recordUrl_.clear();
        emit recordUrlChanged();
    }
    if (!turnLink_.isEmpty()) {
        turnLink_.clear();
        emit turnLinkChanged();
    }
    refresh();
}

void FriendGame::clickSquare(int index)
{
    if (!myTurn() || choosingSubstitute())
        return;
    const gs::State view = session_->game()->position();
    const moveinput::Click c = moveinput::click(view, selected_, gs::Square(index));
    selected_ = c.selected;
    if (c.move) {
        selected_ = -1;
        const QString why = session_->play(*c.move);
        if (!why.isEmpty())
            emit error(why);
        return;  // the session's gameChanged redraws
    }
    refresh();
}

bool FriendGame::resume()
{
    QFile f(autosavePath());
    if (!f.exists() || !f.open(QIODevice::ReadOnly))
        return false;
    const QJsonDocument doc = QJsonDocument::fromJson(f.read(8 << 20));
    QString why;
    if (!doc.isObject() || !session_->restore(doc.object(), &why)) {
        emit error(tr("The remote game kept in %1 cannot be picked up: %2").arg(QDir::toNativeSeparators(autosavePath()),
                                                                                 why.isEmpty() ? tr("it is not one") : why));
        return false;
    }
    return true;
}

QString FriendGame::mode() const
{
    switch (session_->mode()) {
    case RemoteSession::Mode::Host: return QStringLiteral("host");
    case RemoteSession::Mode::Join: return QStringLiteral("join");
    case RemoteSession::Mode::ByMessage: return QStringLiteral("message");
    case RemoteSession::Mode::None: break;
    }
    return {};
}

bool FriendGame::playing() const
{
    const RemoteGame* g = session_->game();
    return session_->mode() != RemoteSession::Mode::None
        && (!g || g->stage() == RemoteGame::Stage::Opening || g->stage() == RemoteGame::Stage::Playing);
}

bool FriendGame::myTurn() const { return session_->game() && session_->game()->myTurn(); }

bool FriendGame::choosingSubstitute() const
{
    return myTurn() && session_->game()->position().phase() == gs::Phase::Substitution;
}

bool FriendGame::awaitingFinal() const
{
    const RemoteGame* g = session_->game();
    return g && g->stage() == RemoteGame::Stage::Playing && g->position().isTerminal();
}

void FriendGame::changed()
{
    const QString link = session_->mode() == RemoteSession::Mode::ByMessage ? session_->turnLink() : QString();
    if (link != turnLink_) {
        turnLink_ = link;
        emit turnLinkChanged();
    }
    save();
    refresh();
}

void FriendGame::save()
{
    if (session_->mode() == RemoteSession::Mode::None)
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QString why;
    if (!diskfile::writeWhole(autosavePath(), QJsonDocument(session_->save()).toJson(), &why))
        emit error(tr("The remote game could not be kept: %1").arg(why));
    const RemoteGame* g = session_->game();
    if (g && g->stage() == RemoteGame::Stage::Finished && recordUrl_.isEmpty()) {
        // The verified record, kept for good beside the autosave (the autosave goes with the next game).
        const QString path = QFileInfo(autosavePath()).absolutePath() + QStringLiteral("/remote-games/")
            + QString::fromLatin1(g->game().toHex()) + QStringLiteral(".gsr");
        QDir().mkpath(QFileInfo(path).absolutePath());
        if (diskfile::writeWhole(path, QByteArray::fromStdString(g->verifiedRecord()), &why)) {
            recordUrl_ = QUrl::fromLocalFile(path);
            emit recordUrlChanged();
        } else {
            emit error(tr("The verified record could not be written: %1").arg(why));
        }
    }
}

void FriendGame::setConnection(const QString& text)
{
    if (connection_ == text)
        return;
    connection_ = text;
    emit connectionChanged();
}

void FriendGame::refresh()
{
    const RemoteGame* g = session_->game();
    // The connection, in words.
    QString link;
    switch (session_->mode()) {
    case RemoteSession::Mode::None: break;
    case RemoteSession::Mode::ByMessage:
        link = !g ? QString() : myTurn() || turnLink_.isEmpty() ? tr("By message") : tr("By message: send the link below, then wait for the friend's answer");
        break;
    case RemoteSession::Mode::Host:
    case RemoteSession::Mode::Join:
        switch (session_->link()->status()) {
        case LiveLink::Status::Closed: link = tr("Not connected"); break;
        case LiveLink::Status::Listening:
            link = lostLink_ ? tr("Connection lost: waiting for the friend to come back (port %1)").arg(session_->link()->port())
                             : tr("Waiting for the friend to join (port %1)").arg(session_->link()->port());
            break;
        case LiveLink::Status::Connecting: link = lostLink_ ? tr("Connection lost: retrying") : tr("Connecting…"); break;
        case LiveLink::Status::Connected: link = g && !myTurn() && g->stage() == RemoteGame::Stage::Playing ? tr("Connected: the friend is thinking") : tr("Connected"); break;
        }
        break;
    }
    if (g && g->stage() != RemoteGame::Stage::Opening && g->stage() != RemoteGame::Stage::Playing)
        link = session_->mode() == RemoteSession::Mode::ByMessage ? tr("By message") : tr("The game is over");
    setConnection(link);

    // Whose turn, or how it ended.
    QString status, score;
    gs::State shown = g ? g->position() : gs::State(*gs::VariantRegistry::builtIn().find("classic"));
    if (!g) {
        status = session_->mode() == RemoteSession::Mode::None ? tr("Host a game, join one or play by message.") : tr("Waiting for the friend.");
    } else {
        const gs::Side me = g->side();
        switch (g->stage()) {
        case RemoteGame::Stage::Opening:
            status = session_->mode() != RemoteSession::Mode::ByMessage && session_->link()->status() != LiveLink::Status::Connected
                ? tr("You play %1. Waiting for the friend…").arg(sideWord(me))
                : tr("You play %1. Exchanging commitments with the friend…").arg(sideWord(me));
            break;
        case RemoteGame::Stage::Playing:
            if (shown.isTerminal())
                status = tr("The final whistle: waiting for the friend to show its counters. Until it does, the result is not verified.");
            else if (myTurn())
                status = shown.phase() == gs::Phase::Substitution ? tr("Your turn (%1): bring on the Substitute?").arg(sideWord(me))
                                                                   : tr("Your turn (%1).").arg(sideWord(me));
            else
                status = tr("The friend's turn (%1).").arg(sideWord(gs::opponent(me)));
            break;
        case RemoteGame::Stage::Finished: {
            const gs::GameRecord r = gs::readRecord(g->verifiedRecord());
            shown = gs::replayRecord(r, gs::VariantRegistry::builtIn().lookup()).back();  // every identity, now proven
            const gs::Result res = shown.result();
            const bool won = (res == gs::Result::WhiteWins && me == gs::Side::White) || (res == gs::Result::BlackWins && me == gs::Side::Black);
            status = res == gs::Result::Draw ? tr("A draw. Every commitment and move checked out: the record is verified.")
                     : won                   ? tr("You won. Every commitment and move checked out: the record is verified.")
                                             : tr("You lost. Every commitment and move checked out: the record is verified.");
            break;
        }
        case RemoteGame::Stage::Failed: status = tr("The game was stopped: %1").arg(QString::fromStdString(g->problem())); break;
        case RemoteGame::Stage::Abandoned: status = tr("The game was abandoned: %1").arg(QString::fromStdString(g->problem())); break;
        }
        score = tr("White %1 – %2 Black").arg(shown.score(gs::Side::White)).arg(shown.score(gs::Side::Black));
    }
    if (status_ != status) {
        status_ = status;
        emit statusChanged();
    }
    if (score_ != score) {
        score_ = score;
        emit scoreChanged();
    }

    // The pitch: this side's view, its counters at the bottom.
    std::set<int> movable, targets;
    if (myTurn()) {
        if (shown.phase() == gs::Phase::Debut && selected_ < 0)
            selected_ = shown.phaseSquare();
        if (!choosingSubstitute())
            moveinput::marks(shown, selected_, movable, targets);
    } else {
        selected_ = -1;
    }
    board_.show(shown, g && g->side() == gs::Side::Black, movable, selected_, targets);

    // The clocks: full at the kick-off (and after a restart: the time spent before is not kept),
    // a move charged as it is made, this side's time running on its turn only.
    if (g && g->stage() == RemoteGame::Stage::Playing && !clockStarted_) {
        const gs::ClockRules& rules = g->rules().variant().clock;
        clock_.start(rules.enabled() ? std::optional<gs::ClockRules>(rules) : std::nullopt);
        clockStarted_ = true;
        movesClocked_ = g->moves().size();
    }
    if (g && g->moves().size() != movesClocked_) {
        movesClocked_ = g->moves().size();
        clock_.newMove();
    }
    clock_.follow(myTurn() ? std::optional<gs::Side>(g->side()) : std::nullopt, !playing());

    const QString m = mode();
    if (m != modeSeen_) {
        modeSeen_ = m;
        emit modeChanged();
    }
    if (invite() != inviteSeen_) {
        inviteSeen_ = invite();
        emit inviteChanged();
    }
    if (playing() != playingSeen_) {
        playingSeen_ = playing();
        emit playingChanged();
    }
    if (myTurn() != myTurnSeen_) {
        myTurnSeen_ = myTurn();
        emit myTurnChanged();
    }
    if (choosingSubstitute() != choosingSeen_) {
        choosingSeen_ = choosingSubstitute();
        emit choosingSubstituteChanged();
    }
    if (awaitingFinal() != awaitingSeen_) {
        awaitingSeen_ = awaitingFinal();
        emit awaitingFinalChanged();
    }
}
