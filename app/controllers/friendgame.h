// Play a friend: the room where a game against a person somewhere else is hosted, joined or
// played by message (PROTOCOL.md). It draws this side's view of the RemoteGame on the pitch,
// turns clicks into moves (moveinput, as in Play), says how the connection stands and keeps
// the game for later in its own autosave. It never holds the friend's hidden identities: the
// RemoteGame has only what the friend proved. The finished game's verified record is written
// beside the autosave, and Play's review opens it (recordUrl).
#pragma once

#include "matchclock.h"
#include "pitchcontroller.h"
#include "remotesession.h"

#include <QString>
#include <QStringList>
#include <QUrl>
#include <memory>
#include <QtQml/qqmlregistration.h>

class FriendGame : public PitchController {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString mode READ mode NOTIFY modeChanged)                  // "", "host", "join", "message"
    Q_PROPERTY(QString invite READ invite NOTIFY inviteChanged)            // the live invite to pass on
    Q_PROPERTY(QString connection READ connection NOTIFY connectionChanged)  // how the link stands, in words
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)            // whose turn, the result, what failed
    Q_PROPERTY(QString score READ score NOTIFY scoreChanged)               // "White 1 – 0 Black"
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)            // a game under way (not over)
    Q_PROPERTY(bool myTurn READ myTurn NOTIFY myTurnChanged)
    Q_PROPERTY(bool choosingSubstitute READ choosingSubstitute NOTIFY choosingSubstituteChanged)
    // The final whistle went and this side showed its counters; the friend has not yet.
    Q_PROPERTY(bool awaitingFinal READ awaitingFinal NOTIFY awaitingFinalChanged)
    Q_PROPERTY(QString turnLink READ turnLink NOTIFY turnLinkChanged)      // by message: the link to send now
    Q_PROPERTY(QUrl recordUrl READ recordUrl NOTIFY recordUrlChanged)      // the verified record, once finished
    // This side's clocks under a variant with `clock` rules: they run on this machine while it
    // is this side's turn, and its time running out is played as a clock move (PROTOCOL.md §4).
    Q_PROPERTY(MatchClock* clock READ clock CONSTANT)
    // Where the game is kept between starts; empty: the app's data folder. Tests set their own.
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY autosavePathChanged)

public:
    explicit FriendGame(QObject* parent = nullptr);
    ~FriendGame() override;

    // Live: listens on `address` (one of addresses(), or "127.0.0.1") and `port` (0: any free)
    // and shows the invite. Side: "white" or "black". False and error() when it cannot.
    Q_INVOKABLE bool host(const QString& variantId, const QString& side, const QString& address, int port);
    // Live: the friend's invite (goalscorer:join/…).
    Q_INVOKABLE bool join(const QString& invite);
    // By message: starts the game and shows the first link to send.
    Q_INVOKABLE bool startByMessage(const QString& variantId, const QString& side);
    // By message: the friend's link (goalscorer:turn/…); the first one starts this side's game.
    Q_INVOKABLE bool openTurnLink(const QString& link);
    // A goalscorer:join/ or goalscorer:turn/ link from outside (the command line, a paste).
    Q_INVOKABLE bool openLink(const QString& link);
    Q_INVOKABLE void chooseSubstitution(bool bringOn);
    Q_INVOKABLE void leave();    // gives the game up (the friend is told)
    Q_INVOKABLE void forget();   // after the end: clears the room for a new game
    Q_INVOKABLE bool resume();   // the autosave's game, if there is one
    Q_INVOKABLE QStringList addresses() const;  // this machine's addresses a friend may reach
    Q_INVOKABLE void copy(const QString& text) const;  // onto the clipboard

    void clickSquare(int index) override;

    QString mode() const;
    QString invite() const { return session_->invite(); }
    QString connection() const { return connection_; }
    QString status() const { return status_; }
    QString score() const { return score_; }
    bool playing() const;
    bool myTurn() const;
    bool choosingSubstitute() const;
    bool awaitingFinal() const;
    QString turnLink() const { return turnLink_; }
    QUrl recordUrl() const { return recordUrl_; }
    QString autosavePath() const;
    void setAutosavePath(const QString& path);
    RemoteSession& session() { return *session_; }
    MatchClock* clock() { return &clock_; }

signals:
    void modeChanged();
    void inviteChanged();
    void connectionChanged();
    void statusChanged();
    void scoreChanged();
    void playingChanged();
    void myTurnChanged();
    void choosingSubstituteChanged();
    void awaitingFinalChanged();
    void turnLinkChanged();
    void recordUrlChanged();
    void autosavePathChanged();
    void error(const QString& message);

private:
    void makeSession();
    void dropSession();
    const gs::Rules* rulesFor(const QString& variantId);
    void changed();
    void refresh();
    void save();
    void setConnection(const QString& text);

    // A new one for each game: a game's links and connections end with it.
    std::unique_ptr<RemoteSession> session_;
    QString autosavePath_;
    QString connection_, status_, score_, turnLink_;
    QUrl recordUrl_;
    bool lostLink_ = false;
    int selected_ = -1;
    MatchClock clock_;
    size_t movesClocked_ = 0;  // the moves the clock has seen (newMove once each)
    bool clockStarted_ = false;
    // The last values told, so each signal fires only on a change.
    QString modeSeen_, inviteSeen_;
    bool playingSeen_ = false, myTurnSeen_ = false, choosingSeen_ = false, awaitingSeen_ = false;
};
