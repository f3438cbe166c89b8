// One game in the desktop app: the full state, who plays each side, the turn flow as the
// player sees it, the computer opponent (off the UI thread), autosave, undo and review.
// QML reads only what the viewer may see (the board model is built from State::view).
#pragma once

#include "autosavefile.h"
#include "pitchcontroller.h"
#include "matchclock.h"
#include "logmodel.h"
#include "scoutreport.h"
#include "searchrunner.h"
#include "seat.h"

#include "record.h"
#include "state.h"

#include <QObject>
#include <QTimer>
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
    Q_PROPERTY(bool active READ active NOTIFY changed)                  // a game is loaded
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)               // what to do now, in words
    Q_PROPERTY(QString phase READ phase NOTIFY changed)                 // y f s d p o end
    Q_PROPERTY(QString sideToAct READ sideToAct NOTIFY changed)         // "white" or "black"
    Q_PROPERTY(bool humanToAct READ humanToAct NOTIFY changed)
    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)              // the computer is choosing a move
    Q_PROPERTY(int whiteScore READ whiteScore NOTIFY changed)
    Q_PROPERTY(int blackScore READ blackScore NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int turnLimit READ turnLimit NOTIFY changed)
    Q_PROPERTY(QString whiteName READ whiteName NOTIFY changed)
    Q_PROPERTY(QString blackName READ blackName NOTIFY changed)
    Q_PROPERTY(QString variantName READ variantName NOTIFY changed)
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY changed)
    Q_PROPERTY(QString humanSide READ humanSide NOTIFY changed)         // "white"/"black"; "" in hot-seat
    Q_PROPERTY(bool covered READ covered NOTIFY changed)                // hot-seat hand-over screen
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(QString resultText READ resultText NOTIFY changed)       // "You win 2-1"
    Q_PROPERTY(QString reasonText READ reasonText NOTIFY changed)       // "The Star Player was captured"
    Q_PROPERTY(QStringList whiteOut READ whiteOut NOTIFY changed)       // White identities out of the game, public
    Q_PROPERTY(QStringList blackOut READ blackOut NOTIFY changed)
    Q_PROPERTY(QVariantMap substitution READ substitution NOTIFY changed)  // the offer while phase is "s"
    Q_PROPERTY(QStringList legalMoves READ legalMoves NOTIFY changed)   // the human's legal moves (move text)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool undoAllowed READ undoAllowed WRITE setUndoAllowed NOTIFY changed)
    // Why Undo is off although it is allowed (a reveal since the human's last turn), "" otherwise.
    Q_PROPERTY(QString undoNote READ undoNote NOTIFY changed)
    // With Settings::confirmMoves: the move made on the pitch, in words ("9 d4-d5"), waiting for
    // confirmMove() (or a second click on its target, or Enter) or cancelMove(); "" if none.
    Q_PROPERTY(QString pendingMoveText READ pendingMoveText NOTIFY changed)
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY changed)
    Q_PROPERTY(int reviewIndex READ reviewIndex NOTIFY changed)         // 0 = start, reviewLength = final
    Q_PROPERTY(int reviewLength READ reviewLength NOTIFY changed)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY changed)  // ms before each computer move
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY changed)
    Q_PROPERTY(bool hasAutosave READ hasAutosave NOTIFY changed)        // an unfinished game to resume
    Q_PROPERTY(QVariantList strengths READ strengths NOTIFY languageChanged)          // [{name, label (translated), spec, description}]
    Q_PROPERTY(QString gpnForViewer READ gpnForViewer NOTIFY changed)   // the position as the viewer sees it
    Q_PROPERTY(bool hinting READ hinting NOTIFY changed)                // a hint is being searched
    Q_PROPERTY(QString hintText READ hintText NOTIFY changed)           // the last hint, in words
    // Scout report: for each of the opponent's hidden counters in the viewer's view, the chance
    // it is the Star Player and the chance it is a goalscorer, from what the viewer has seen
    // (beliefs.h), as the pitch's `scouting` badges; empty while switched off.
    Q_PROPERTY(bool scoutReport READ scoutReport WRITE setScoutReport NOTIFY changed)
    Q_PROPERTY(QString scoutSummary READ scoutSummary NOTIFY changed)
    // Manual setup (variant `setup: manual`, RULES.md §3): the side arranging its dealt
    // counters before play ("white"/"black"), "" once play has begun.
    Q_PROPERTY(QString arranging READ arranging NOTIFY changed)
    Q_PROPERTY(QString arrangingSubstitute READ arrangingSubstitute NOTIFY changed)  // "7": the arranger's Substitute
    // The variant's clocks (people only; the computer's time does not run).
    Q_PROPERTY(MatchClock* clock READ clock CONSTANT)

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

    Q_INVOKABLE void clickSquare(int index) override;
    Q_INVOKABLE void chooseSubstitution(bool bringOn);
    Q_INVOKABLE void confirmMove();
    Q_INVOKABLE void cancelMove();
    // Manual setup: click two of your Youth Counters (or drag one onto another) to swap them;
    // these swap the picked one with the Substitute, deal your side afresh, or finish.
    Q_INVOKABLE void swapWithSubstitute();
    Q_INVOKABLE void randomizeSetup();
    Q_INVOKABLE void finishSetup();
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
    Q_INVOKABLE void stopComputer();                      // cancel thinking (quit, new game)
    // Suggests a move for the human from the human's own view (ISMCTS, off the UI thread):
    // the suggested counter is picked up and hintText says the move.
    Q_INVOKABLE void hint();

    LogModel* log() { return &log_; }
    bool active() const { return !history_.empty(); }
    QString prompt() const;
    QString phase() const;
    QString sideToAct() const;
    bool humanToAct() const;
    bool thinking() const;
    // Score, turn and the counters out are those of the position on the pitch: in review, the
    // reviewed one.
    int whiteScore() const { return active() ? displayed().score(gs::Side::White) : 0; }
    int blackScore() const { return active() ? displayed().score(gs::Side::Black) : 0; }
    int turn() const { return active() ? displayed().turn() : 0; }
    int turnLimit() const { return rules_ ? rules_->variant().turnLimit : 0; }
    QString whiteName() const { return playerName(gs::Side::White); }
    QString blackName() const { return playerName(gs::Side::Black); }
    QString variantName() const { return rules_ ? QString::fromStdString(rules_->variant().name) : QString(); }
    bool hotSeat() const { return hotSeat_; }
    QString humanSide() const;
    bool covered() const { return covered_; }
    bool gameOver() const { return active() && state().isTerminal(); }
    QString resultText() const;
    QString reasonText() const;
    QStringList whiteOut() const { return outOfGame(gs::Side::White); }
    QStringList blackOut() const { return outOfGame(gs::Side::Black); }
    QVariantMap substitution() const;
    QStringList legalMoves() const { return legalMoves_; }
    bool canUndo() const;
    QString undoNote() const;
    bool undoAllowed() const;  // Settings::undoAllowed
    void setUndoAllowed(bool on);
    bool reviewing() const { return reviewing_; }
    int reviewIndex() const { return reviewIndex_; }
    int reviewLength() const { return int(moves_.size()); }
    int computerDelay() const { return computerDelay_; }
    void setComputerDelay(int ms);
    QString autosavePath() const { return autosave_.path(); }
    void setAutosavePath(const QString& path);
    bool hasAutosave() const { return hasAutosave_; }
    QVariantList strengths() const;
    QString pendingMoveText() const;
    QString gpnForViewer() const;
    bool hinting() const { return hintSearch_.busy(); }
    QString hintText() const { return hintText_; }
    MatchClock* clock() { return &clock_; }
    QString arranging() const;
    bool scoutReport() const { return scoutReport_; }
    void setScoutReport(bool on);
    QString scoutSummary() const;
    QString arrangingSubstitute() const;

signals:
    void changed();
    void languageChanged();  // texts made here are in the new language
    void gameBegan();        // a new game, a rematch, a record or an autosave replaced the game
    // A moment worth a banner: kind is "goal", "star", "penalty", "offside", "promotion", "end".
    void announce(const QString& text, const QString& kind);
    // A move was played: the sound effect it deserves (soundFor in announcement.h).
    void sound(const QString& effect);
    // Something the user asked for failed; the game is unchanged.
    void error(const QString& message);

public:
    // The game so far, for analysis: the start and the state after each ply (full states),
    // and the plies.
    const std::vector<gs::State>& positions() const { return history_; }
    const std::vector<gs::Move>& plies() const { return moves_; }

private:
    const gs::State& state() const { return history_.back(); }
    const gs::State& displayed() const { return reviewing_ ? history_[size_t(reviewIndex_)] : state(); }
    bool isComputer(gs::Side s) const { return seats_[gs::sideIndex(s)] && seat(s).isComputer(); }
    // Whose eyes the board is drawn for: the human, the side to act in hot-seat, nobody
    // (public) behind the hand-over cover, everybody once the game is over.
    gs::State shownState() const;
    QString playerName(gs::Side s) const;
    QStringList outOfGame(gs::Side s) const;

    void begin(const gs::State& start, const QString& how);
    void applyMove(gs::Move m);
    void afterMove(const gs::State& before, const gs::EventList& events);
    void logEvents(const gs::EventList& events, int turn);
    void rebuildLog();
    void scheduleComputer();
    void refresh();
    void writeAutosave();
    void updateClock();   // runs the clock of the person to act, stops it otherwise
    gs::GameRecord recordForDisk(const char* event) const;
    bool loadRecordText(const QByteArray& text, const QString& where, bool asAutosave);

    const gs::Rules* rules_ = nullptr;
    std::vector<gs::State> history_;  // the start, then the state after each move
    mutable ScoutReport scout_;  // drawn again only when the ply or the viewer changes
    std::vector<gs::Move> moves_;
    bool hotSeat_ = false;
    gs::Side human_ = gs::Side::White;
    QString strength_ = QStringLiteral("Strong");
    QString variantId_ = QStringLiteral("classic");
    QString seedText_;
    quint64 seed_ = 0;
    QString startGpn_;                 // for a rematch of a game started from a position

    int selected_ = -1;
    bool covered_ = false;
    bool turnedAround_ = false;  // flip()
    bool reviewing_ = false;
    int reviewIndex_ = 0;
    std::optional<gs::Move> pending_;  // a move waiting for Confirm (Settings::confirmMoves)
    size_t pendingPly_ = 0;            // ... made in history_[pendingPly_ - 1]; stale otherwise
    std::optional<gs::Move> pendingMove() const;

    std::optional<size_t> undoTarget() const;
    size_t revealFloor_ = 0;  // undo goes no further back (history.h), set by refresh()
    void arrangeClick(int index);
    std::optional<gs::Side> arranging_;  // manual setup in progress for this side
    bool scoutReport_ = false;
    // The side whose Scout report is shown now (none: hidden), with scout_ brought up to date.
    std::optional<gs::Side> scoutViewer() const;
    MatchClock clock_;

    // The two seats, White's first: people or the computer (seatPlayers()).
    std::array<std::unique_ptr<Seat>, 2> seats_;
    Seat& seat(gs::Side s) const { return *seats_[gs::sideIndex(s)]; }
    void seatPlayers();
    int computerDelay_ = 450;
    SearchRunner hintSearch_;
    // Where the game came from, told in the log at that ply (and again after a language switch).
    enum class Origin { New, Resumed, Opened };
    Origin origin_ = Origin::New;
    QString openedFile_;      // Opened: the record's file name
    size_t originPly_ = 0;    // the plies the game had when it was resumed or opened
    void logOrigin();
    QString hintText_;
    int hintedSquare_ = -1;  // where the hinted move goes, marked on the pitch
    bool animateNext_ = false;    // slide only moves that were just played
    bool autosaveFailed_ = false;
    bool hasAutosave_ = false;
    void checkAutosave();
    QStringList legalMoves_;
    QStringList humanMoves() const;
    void dropHint();
    AutosaveFile autosave_;

    LogModel log_;
};
