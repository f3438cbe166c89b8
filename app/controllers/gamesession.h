// One game in the desktop app: starting it, the turn flow as the players see it, input on the
// pitch, undo and review, the Hint, the Scout report and the files. What QML reads sits in
// small objects with a signal per value (status, scoreboard, review, assist, clock, setup),
// worked out once after every change; the board is drawn from what the viewer may see.
//
// The parts it leans on: Game (the data), seats (who plays each side), SearchRunner (the
// Hint), MatchClock, ManualSetup, GameText (sentences), gamestorage (records), AutosaveFile.
#pragma once

#include "assistance.h"
#include "game.h"
#include "gamefiles.h"
#include "gamestatus.h"
#include "gamelog.h"
#include "manualsetup.h"
#include "matchclock.h"
#include "pitchcontroller.h"
#include "reviewstate.h"
#include "scoreboard.h"
#include "scoutreport.h"
#include "searchrunner.h"
#include "seat.h"

#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class GameSession : public PitchController {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(LogModel* log READ log CONSTANT)
    Q_PROPERTY(GameStatus* status READ status CONSTANT)
    Q_PROPERTY(Scoreboard* scoreboard READ scoreboard CONSTANT)
    Q_PROPERTY(ReviewState* review READ review CONSTANT)
    Q_PROPERTY(Assistance* assist READ assist CONSTANT)
    Q_PROPERTY(MatchClock* clock READ clock CONSTANT)    // the variant's clocks (people only)
    Q_PROPERTY(ManualSetup* setup READ setup CONSTANT)   // manual setup before the kick-off
    // Scout report: for each of the opponent's hidden counters in the viewer's view, the chance
    // it is the Star Player and the chance it is a goalscorer, from what the viewer has seen
    // (beliefs.h), as the pitch's `scouting` badges and assist.scoutSummary.
    Q_PROPERTY(bool scoutReport READ scoutReport WRITE setScoutReport NOTIFY scoutReportChanged)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY computerDelayChanged)  // ms before each computer move
    Q_PROPERTY(GameFiles* files READ files CONSTANT)     // the autosave and its path
    Q_PROPERTY(QVariantList strengths READ strengths NOTIFY languageChanged)  // [{name, label (translated), spec, description}]

public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Options: variant (id), opponent ("computer" or "human"), side ("white"/"black", the
    // human's side against the computer), strength (a name from `strengths`), seed (text;
    // empty = random). Missing options keep the last game's. Returns false and emits error()
    // for a bad option; the current game is then untouched.
    Q_INVOKABLE bool newGame(const QVariantMap& options = {});
    Q_INVOKABLE void rematch();
    // Starts from a GPN (full information, or a view whose unknowns are dealt at random).
    Q_INVOKABLE bool startFromPosition(const QString& gpn, const QVariantMap& options = {});

    // A click picks up a counter and a second one moves it; in manual setup it arranges.
    Q_INVOKABLE void clickSquare(int index) override;
    Q_INVOKABLE void chooseSubstitution(bool bringOn);
    Q_INVOKABLE void confirmMove();
    Q_INVOKABLE void cancelMove();
    Q_INVOKABLE bool playMove(const QString& moveText);  // the human's move as text
    Q_INVOKABLE void dismissCover();
    Q_INVOKABLE void undo();

    Q_INVOKABLE bool saveRecord(const QUrl& file);
    Q_INVOKABLE bool openRecord(const QUrl& file);
    Q_INVOKABLE bool resumeAutosave();
    Q_INVOKABLE void discardAutosave();

    Q_INVOKABLE void startReview();
    Q_INVOKABLE void reviewGoTo(int index);
    Q_INVOKABLE void stopReview();

    // Turns the pitch around (each side's own end is at the bottom by default); kept across games.
    Q_INVOKABLE void flip();
    Q_INVOKABLE void stopComputer();  // cancel thinking (quit, new game)
    // Suggests a move for the human from the human's own view (ISMCTS, off the UI thread):
    // the suggested counter is picked up and assist.hintText says the move.
    Q_INVOKABLE void hint();

    LogModel* log() { return &log_; }
    GameStatus* status() { return &status_; }
    Scoreboard* scoreboard() { return &scoreboard_; }
    ReviewState* review() { return &review_; }
    Assistance* assist() { return &assist_; }
    MatchClock* clock() { return &clock_; }
    ManualSetup* setup() { return &setup_; }
    bool scoutReport() const { return scoutReport_; }
    void setScoutReport(bool on);
    int computerDelay() const { return computerDelay_; }
    void setComputerDelay(int ms);
    GameFiles* files() { return &files_; }
    QVariantList strengths() const;

    // For C++ callers (and tests): the same values QML reads from `status`.
    bool active() const { return game_.active(); }
    bool humanToAct() const;
    bool gameOver() const { return game_.over(); }
    bool covered() const { return covered_; }
    bool reviewing() const { return reviewing_; }
    QStringList legalMoves() const { return status_.legalMoves(); }
    // The game so far, for analysis: the start and the state after each ply (full states),
    // and the plies.
    const std::vector<gs::State>& positions() const { return game_.history; }
    const std::vector<gs::Move>& plies() const { return game_.moves; }

signals:
    void scoutReportChanged();
    void computerDelayChanged();
    void languageChanged();  // texts made here are in the new language
    void gameBegan();        // a new game, a rematch, a record or an autosave replaced the game
    // A moment worth a banner: kind is "goal", "star", "penalty", "offside", "promotion", "end".
    void announce(const QString& text, const QString& kind);
    // A move was played: the sound effect it deserves (soundFor in announcement.h).
    void sound(const QString& effect);
    // Something the user asked for failed; the game is unchanged.
    void error(const QString& message);

private:
    const gs::State& state() const { return game_.now(); }
    const gs::State& displayed() const { return reviewing_ ? game_.history[size_t(reviewIndex_)] : state(); }
    bool isComputer(gs::Side s) const { return seats_[gs::sideIndex(s)] && seat(s).isComputer(); }
    // Whose eyes the board is drawn for: the human, the side to act in hot-seat, nobody
    // (public) behind the hand-over cover, everybody once the game is over.
    gs::State shownState() const;

    void begin(const gs::State& start, const QString& how);
    void adopt(Game next);
    void applyMove(gs::Move m);
    void afterMove(const gs::State& before, const gs::EventList& events);
    void scheduleComputer();
    void seatPlayers();
    // After every change: the board redrawn, then publish().
    void refresh();
    // The values QML reads, worked out once; each object signals what changed.
    void publish();
    QByteArray record(const char* event) const;
    void writeAutosave();
    void updateClock();  // runs the clock of the person to act, stops it otherwise
    bool loadRecordText(const QByteArray& text, const QString& where, bool asAutosave);
    std::optional<gs::Move> pendingMove() const;
    std::optional<size_t> undoTarget() const;
    // The side whose Scout report is shown now (none: hidden), with scout_ brought up to date.
    std::optional<gs::Side> scoutViewer();
    void dropHint();

    Game game_;
    QString variantId_ = QStringLiteral("classic");
    QString seedText_;

    int selected_ = -1;
    bool covered_ = false;
    bool turnedAround_ = false;  // flip()
    bool reviewing_ = false;
    int reviewIndex_ = 0;
    std::optional<gs::Move> pending_;  // a move waiting for Confirm (Settings::confirmMoves)
    size_t pendingPly_ = 0;            // ... made in history[pendingPly_ - 1]; stale otherwise
    size_t revealFloor_ = 0;           // undo goes no further back (history.h), set by refresh()
    bool animateNext_ = false;         // slide only moves that were just played

    // The two seats, White's first: people or the computer (seatPlayers()).
    std::array<std::unique_ptr<Seat>, 2> seats_;
    Seat& seat(gs::Side s) const { return *seats_[gs::sideIndex(s)]; }
    int computerDelay_ = 450;

    SearchRunner hintSearch_;
    QString hintText_;
    int hintedSquare_ = -1;  // where the hinted move goes, marked on the pitch

    bool scoutReport_ = false;
    ScoutReport scout_;  // drawn again only when the ply or the viewer changes

    GameFiles files_;

    GameLog log_;
    GameStatus status_;
    Scoreboard scoreboard_;
    ReviewState review_;
    Assistance assist_;
    MatchClock clock_;
    ManualSetup setup_;
};
