// One game being played, as the people at the screen see it: the turn flow, input on the
// pitch, the computer's seats, undo and review, the Hint and the Scout report. What QML reads
// sits in small objects with a signal per value (status, scoreboard, review, assist, clock,
// setup), worked out once after every change; the board is drawn from what the viewer may see.
// How a game starts and where it is kept is GameSession's (gamesession.h), built on this.
//
// The parts it leans on: Game (the data), PlayerSeats (who plays each side), MoveEntry (the
// move being made on the pitch), GameReview (how far review and undo go), GameAids (the Hint
// and the Scout report), MatchClock, ManualSetup, GameDisplay (the board and what QML reads,
// in GameValues' and GameText's words), GameLog. The preferences it follows come in through
// `settings`.
#pragma once

#include "game.h"
#include "gameaids.h"
#include "gamedisplay.h"
#include "gamelog.h"
#include "gamereview.h"
#include "manualsetup.h"
#include "matchclock.h"
#include "moveentry.h"
#include "pitchcontroller.h"
#include "playerseats.h"
#include "followedsettings.h"

#include <QObject>
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
    Q_INVOKABLE void confirmMove() { if (const auto m = pendingMove()) applyMove(*m); }
    Q_INVOKABLE void cancelMove();
    Q_INVOKABLE bool playMove(const QString& moveText);  // the human's move as text
    Q_INVOKABLE void dismissCover();
    Q_INVOKABLE void undo();

    Q_INVOKABLE void startReview() { if (review_.start(game_)) refresh(); }  // only once the game is over
    Q_INVOKABLE void reviewGoTo(int index) { if (review_.goTo(game_, index)) refresh(); }
    Q_INVOKABLE void stopReview() { review_.stop(); refresh(); }

    // Turns the pitch around (each side's own end is at the bottom by default); kept across games.
    Q_INVOKABLE void flip() { turnedAround_ = !turnedAround_; refresh(); }
    Q_INVOKABLE void stopComputer() { seats_.stop(); }  // cancel thinking (quit, new game)
    // Suggests a move for the human from the human's own view (ISMCTS, off the UI thread):
    // the suggested counter is picked up and assist.hintText says the move.
    Q_INVOKABLE void hint() { if (active() && mayPlay() && !aids_.hint().busy()) aids_.startHint(game_); }

    LogModel* log() { return &log_; }
    GameStatus* status() { return display_.status(); }
    Scoreboard* scoreboard() { return display_.scoreboard(); }
    ReviewState* review() { return display_.review(); }
    Assistance* assist() { return aids_.values(); }
    MatchClock* clock() { return &clock_; }
    ManualSetup* setup() { return &setup_; }
    bool scoutReport() const { return aids_.scoutReport(); }
    void setScoutReport(bool on);
    int computerDelay() const { return seats_.delay(); }
    void setComputerDelay(int ms);
    QString computerSpec() const { return seats_.spec(); }
    void setComputerSpec(const QString& spec);  // a spec makePlayer refuses is refused (error())
    Settings* settings() const { return settings_.current(); }
    void setSettings(Settings* prefs);

    // For C++ callers (and tests): the same values QML reads from `status`.
    bool active() const { return game_.active(); }
    bool humanToAct() const { return active() && !setup_.arranging() && !state().isTerminal() && !seats_.isComputer(state().toAct()); }
    bool gameOver() const { return game_.over(); }
    bool covered() const { return covered_; }
    bool reviewing() const { return review_.reviewing(); }
    QStringList legalMoves() const { return display_.status()->legalMoves(); }
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
    // Manual setup begins with the first arranger, or with `side` (a game resumed while arranging).
    void beginManualSetup(std::optional<gs::Side> side = std::nullopt);
    // Plays `m` on the game: the log, the announcements and the sounds; no hand-over, no save.
    void playPly(gs::Move m);
    // Whether `side` is a person whose game clock ran out under the "pass" rule.
    bool passesForTime(gs::Side side) const;
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
    bool mayPlay() const { return humanToAct() && !covered_ && !review_.reviewing(); }
    // Where the game stands for the person at the screen (GameDisplay draws it).
    GameMoment moment() const;

    // Plays `m` and tells of it: the log, banners and sound, the hand-over cover in hot-seat.
    void applyMove(gs::Move m);
    void followSettings();
    // The values QML reads, worked out once; each object signals what changed.
    void publish();
    void updateClock();  // runs the clock of the person to act, stops it otherwise
    // The move waiting for Confirm, while the person at the screen may play.
    std::optional<gs::Move> pendingMove() const { return mayPlay() ? entry_.waiting(state(), game_.history.size()) : std::nullopt; }

    MoveEntry entry_;
    bool covered_ = false;
    bool turnedAround_ = false;  // flip()
    GameReview review_;  // review, and how far undo may go (set by refresh())
    bool animateNext_ = false;  // slide only moves that were just played

    PlayerSeats seats_;  // White's and Black's: people or the computer, filled by adopt()
    GameAids aids_;  // the Hint and the Scout report

    FollowedSettings settings_;  // the ones passed in, or defaults until then

    GameDisplay display_;  // the board's marks and status, scoreboard and review
    ManualSetup setup_;
};
