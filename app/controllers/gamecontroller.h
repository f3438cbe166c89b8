// One game being played, as the people at the screen see it: the turn flow, input on the
// pitch, the computer's seats, undo and review, the Hint and the Scout report. What QML reads
// sits in small objects with a signal per value (status, scoreboard, review, assist, clock,
// setup), worked out once after every change; the board is drawn from what the viewer may see.
// How a game starts and where it is kept is GameSession's (gamesession.h), built on this.
//
// The parts it leans on: Game (the data), PlayerSeats (who plays each side), MoveEntry (the
// move being made on the pitch), HintSearch, MatchClock, ManualSetup, GameValues and GameText
// (what QML reads), GameLog. The preferences it follows come in through `settings`.
#pragma once

#include "assistance.h"
#include "game.h"
#include "gamelog.h"
#include "gamestatus.h"
#include "hintsearch.h"
#include "manualsetup.h"
#include "matchclock.h"
#include "moveentry.h"
#include "pitchcontroller.h"
#include "playerseats.h"
#include "reviewstate.h"
#include "scoreboard.h"
#include "scoutreport.h"
#include "settings.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

class GameController : public PitchController {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A game is played through GameSession")

    Q_PROPERTY(LogModel* log READ log CONSTANT)
    Q_PROPERTY(GameStatus* status READ status CONSTANT)
    Q_PROPERTY(Scoreboard* scoreboard READ scoreboard CONSTANT)
    Q_PROPERTY(ReviewState* review READ review CONSTANT)
    Q_PROPERTY(Assistance* assist READ assist CONSTANT)
    Q_PROPERTY(MatchClock* clock READ clock CONSTANT)   // the variant's clocks (people only)
    Q_PROPERTY(ManualSetup* setup READ setup CONSTANT)  // manual setup before the kick-off
    // Scout report: for each of the opponent's hidden counters in the viewer's view, the chance
    // it is the Star Player and the chance it is a goalscorer, from what the viewer has seen
    // (beliefs.h), as the pitch's `scouting` badges and assist.scoutSummary.
    Q_PROPERTY(bool scoutReport READ scoutReport WRITE setScoutReport NOTIFY scoutReportChanged)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY computerDelayChanged)  // ms before each computer move
    // The AI SPEC (gs::makePlayer) the computer plays with from the next game on, instead of
    // its strength's; empty (the default): the strength's. For tests: with
    // "ismcts:iterations=100000000" the computer thinks until it is stopped.
    Q_PROPERTY(QString computerSpec READ computerSpec WRITE setComputerSpec NOTIFY computerSpecChanged)
    // The preferences followed: Confirm, Undo (and, in GameSession, the first game's strength
    // and variant). QML passes the app's (`Settings`); until then, or if it goes, the defaults.
    Q_PROPERTY(Settings* settings READ settings WRITE setSettings NOTIFY settingsChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // A click picks up a counter and a second one moves it; in manual setup it arranges.
    Q_INVOKABLE void clickSquare(int index) override;
    Q_INVOKABLE void chooseSubstitution(bool bringOn);
    Q_INVOKABLE void confirmMove();
    Q_INVOKABLE void cancelMove();
    Q_INVOKABLE bool playMove(const QString& moveText);  // the human's move as text
    Q_INVOKABLE void dismissCover();
    Q_INVOKABLE void undo();

    Q_INVOKABLE void startReview();  // only once the game is over
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
    QString computerSpec() const { return computerSpec_; }
    void setComputerSpec(const QString& spec);  // a spec makePlayer refuses is refused (error())
    Settings* settings() const { return settings_ ? settings_.data() : &defaults_; }
    void setSettings(Settings* prefs);

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
    void computerSpecChanged();
    void settingsChanged();
    void gameBegan();  // a new game, a rematch, a record or an autosave replaced the game
    // The game changed in a way worth keeping (a ply, an undo, a finished setup): GameSession
    // writes the autosave.
    void progressed();
    // A moment worth a banner: kind is "goal", "star", "penalty", "offside", "promotion", "end".
    void announce(const QString& text, const QString& kind);
    // A move was played: the sound effect it deserves (soundFor in announcement.h).
    void sound(const QString& effect);
    // Something the user asked for failed; the game is unchanged.
    void error(const QString& message);

protected:
    // The one place a game replaces another (new, from a position, opened or resumed):
    // whatever was in flight for the old one is dropped, the seats are filled afresh and the
    // pitch covered in hot-seat until the first person sits down. Emits gameBegan().
    void adopt(Game next);
    // People arrange their own sides before the kick-off, White first (RULES.md §3).
    void beginManualSetup();
    // After every change: the board redrawn, then publish().
    void refresh();
    // The computer moves if it is its turn.
    void scheduleComputer();

    Game game_;
    GameLog log_;
    MatchClock clock_;

private:
    const gs::State& state() const { return game_.now(); }
    // The person at the screen may play now: their turn, nothing covering the pitch, no review.
    bool mayPlay() const { return humanToAct() && !covered_ && !reviewing_; }
    // Whose eyes the board is drawn for: the human, the side to act in hot-seat, nobody
    // (public) behind the hand-over cover, everybody once the game is over.
    gs::State shownState() const;

    void applyMove(gs::Move m);
    void afterMove(const gs::State& before, const gs::EventList& events);
    void followSettings();
    // The values QML reads, worked out once; each object signals what changed.
    void publish();
    void updateClock();  // runs the clock of the person to act, stops it otherwise
    std::optional<gs::Move> pendingMove() const;
    std::optional<size_t> undoTarget() const;
    // The side whose Scout report is shown now (none: hidden), with scout_ brought up to date.
    std::optional<gs::Side> scoutViewer();

    MoveEntry entry_;
    bool covered_ = false;
    bool turnedAround_ = false;  // flip()
    bool reviewing_ = false;
    int reviewIndex_ = 0;
    size_t revealFloor_ = 0;    // undo goes no further back (history.h), set by refresh()
    bool animateNext_ = false;  // slide only moves that were just played

    PlayerSeats seats_;  // White's and Black's: people or the computer, filled by adopt()
    int computerDelay_ = 450;
    QString computerSpec_;
    HintSearch hint_;

    bool scoutReport_ = false;
    ScoutReport scout_;  // drawn again only when the ply or the viewer changes

    mutable Settings defaults_{Settings::Keeping::InMemory};  // followed until settings are passed in
    QPointer<Settings> settings_;

    GameStatus status_;
    Scoreboard scoreboard_;
    ReviewState review_;
    Assistance assist_;
    ManualSetup setup_;
};
