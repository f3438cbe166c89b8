#include "gamecontroller.h"

#include "announcement.h"
#include "eventtext.h"
#include "gametrace.h"
#include "gamevalues.h"
#include "language.h"
#include "moveinput.h"

#include "history.h"
#include "notation.h"
#include "players/player.h"

#include <QRandomGenerator>

GameController::GameController(QObject* parent)
    : PitchController(false, parent)
    , setup_([this] { return game_.active() ? &game_.history.front() : nullptr; }, [this] { return covered_; })
{
    // Texts made here (prompt, names, results) follow a language switch at once.
    connect(&Language::instance(), &Language::changed, this, [this] {
        if (active()) {
            log_.rebuild(game_);  // the log in the new language
            hint_.retell(state());
        }
        setup_.publish();
        refresh();
    });
    connect(&clock_, &MatchClock::flagFell, this, [this](gs::TimeoutRule rule) {
        if (active() && mayPlay())
            applyMove(gs::Move::timeout(rule));  // recorded like a move, so undo and records keep it
    });
    connect(&seats_, &PlayerSeats::chose, this, [this](gs::Side side, gs::Move m) {
        if (active() && !state().isTerminal() && state().toAct() == side && seats_.isComputer(side) && !reviewing_ && state().isLegal(m))
            applyMove(m);
    });
    connect(&seats_, &PlayerSeats::thinkingChanged, this, &GameController::publish);
    connect(&hint_, &HintSearch::busyChanged, this, &GameController::publish);
    connect(&hint_, &HintSearch::found, this, [this](gs::Move m) {
        if (active() && mayPlay() && hint_.accept(state(), m) && m.kind == gs::MoveKind::Step)
            entry_.offer(m.from);
        refresh();
    });
    connect(&setup_, &ManualSetup::arranged, this, [this] {
        entry_.select(setup_.picked());
        refresh();
    });
    connect(&setup_, &ManualSetup::error, this, &GameController::error);
    connect(&setup_, &ManualSetup::finished, this, [this](gs::Side side) {
        entry_.select(-1);
        log_.note(tr("%1 has arranged its counters").arg(EventText::side(side)));
        covered_ = game_.hotSeat;  // the next person sits down before anything is shown
        emit progressed();
        refresh();
        scheduleComputer();
    });
    connect(&defaults_, &Settings::changed, this, &GameController::followSettings);
}

GameController::~GameController()
{
    // The seats and the Hint outlive the values publish() writes to (members go in reverse
    // order): nothing they say may reach this object any more.
    hint_.disconnect(this);
    seats_.disconnect(this);
    seats_.stop();
}

void GameController::setSettings(Settings* prefs)
{
    if (prefs == settings_)
        return;
    if (settings_)
        settings_->disconnect(this);
    settings_ = prefs;
    if (prefs) {
        connect(prefs, &Settings::changed, this, &GameController::followSettings);
        connect(prefs, &QObject::destroyed, this, &GameController::followSettings);  // back to the defaults
    }
    emit settingsChanged();
    followSettings();
}

// A change in the preferences shows at once: a move waiting for Confirm goes when Confirm
// is turned off, and Undo follows its setting.
void GameController::followSettings()
{
    if (!settings()->confirmMoves())
        entry_.forgetWaiting();
    refresh();
}

void GameController::adopt(Game next)
{
    hint_.drop();
    setup_.end();
    game_ = std::move(next);
    seats_.fill(game_, computerDelay_, computerSpec_.toStdString());
    clock_.start(game_.rules->variant().clock);
    entry_.reset(state());
    covered_ = game_.hotSeat && !state().isTerminal();
    reviewing_ = false;
    reviewIndex_ = 0;
    emit gameBegan();
}

void GameController::beginManualSetup()
{
    seats_.stop();  // the computer keeps its deal
    setup_.begin(game_.hotSeat ? gs::Side::White : game_.human, game_.hotSeat);
    log_.note(tr("Arrange your counters before the kick-off"));
    refresh();
}

// ---- Playing

bool GameController::humanToAct() const
{
    return active() && !setup_.arranging() && !state().isTerminal() && !seats_.isComputer(state().toAct());
}

bool GameController::playMove(const QString& text)
{
    if (!mayPlay())
        return false;
    gs::Move m;
    try {
        m = gs::parseMove(text.toStdString(), *game_.rules);
    } catch (const gs::NotationError& e) {
        emit error(QString::fromUtf8(e.what()));
        return false;
    }
    if (!state().isLegal(m)) {
        emit error(tr("Illegal move: %1").arg(EventText::illegal(state(), m)));
        return false;
    }
    applyMove(m);
    return true;
}

void GameController::clickSquare(int index)
{
    if (setup_.arranging()) {
        setCursor(index);
        setup_.click(index);
        return;
    }
    if (!mayPlay() || index < 0 || index >= game_.rules->squareCount())
        return;
    setCursor(index);
    if (state().phase() == gs::Phase::Substitution)
        return;  // answered in the substitution dialog
    if (const auto m = entry_.click(state(), game_.history.size(), gs::Square(index), settings()->confirmMoves()))
        applyMove(*m);
    else
        refresh();
}

std::optional<gs::Move> GameController::pendingMove() const
{
    return mayPlay() ? entry_.waiting(state(), game_.history.size()) : std::nullopt;
}

void GameController::confirmMove()
{
    if (const auto m = pendingMove())
        applyMove(*m);
}

void GameController::cancelMove()
{
    if (!pendingMove())
        return;
    entry_.reset(state());
    refresh();
}

void GameController::chooseSubstitution(bool bringOn)
{
    if (mayPlay() && state().phase() == gs::Phase::Substitution)
        applyMove(bringOn ? gs::Move::substitute() : gs::Move::noSubstitute());
}

void GameController::applyMove(gs::Move m)
{
    hint_.drop();
    animateNext_ = true;
    const gs::State before = state();
    gs::State next = before;
    gs::EventList events;
    next.apply(m, &events);
    game_.history.push_back(next);
    game_.moves.push_back(m);
    clock_.newMove();  // charges the mover's time up to now
    entry_.reset(next);
    afterMove(before, events);
}

void GameController::afterMove(const gs::State& before, const gs::EventList& events)
{
    log_.ply(game_, events, before.turn());
    gametrace::ply(game_);
    for (const gs::Event& e : events)
        if (const Announcement a = announcementFor(e, *game_.rules); !a.kind.isEmpty())
            emit announce(a.text, a.kind);
    if (const QString effect = soundFor(events); !effect.isEmpty())
        emit sound(effect);
    const gs::State& now = state();
    if (game_.hotSeat && !now.isTerminal() && now.toAct() != before.toAct())
        covered_ = true;
    emit progressed();
    refresh();
    scheduleComputer();
}

void GameController::dismissCover()
{
    if (!covered_)
        return;
    covered_ = false;
    setup_.publish();
    refresh();
}

// ---- The computer, the Hint, the Scout report

void GameController::scheduleComputer()
{
    if (active() && !state().isTerminal() && seats_.isComputer(state().toAct()) && !reviewing_ && !setup_.arranging())
        seats_.offerTurn(game_);
}

void GameController::stopComputer() { seats_.stop(); }

void GameController::setComputerDelay(int ms)
{
    ms = std::max(0, ms);
    if (ms == computerDelay_)
        return;
    computerDelay_ = ms;
    seats_.setDelay(ms);
    emit computerDelayChanged();
}

void GameController::setComputerSpec(const QString& spec)
{
    if (spec == computerSpec_)
        return;
    if (!spec.isEmpty()) {
        try {
            gs::makePlayer(spec.toStdString());
        } catch (const gs::BadPlayerSpec& e) {
            emit error(QString::fromUtf8(e.what()));
            return;
        }
    }
    computerSpec_ = spec;
    emit computerSpecChanged();
}

void GameController::hint()
{
    if (!active() || !mayPlay() || hint_.busy())
        return;
    // Only what the human may see: their views and the moves.
    hint_.start(gs::PublicHistory::observe(game_.history, game_.moves, state().toAct()), QRandomGenerator::global()->generate64());
}

void GameController::setScoutReport(bool on)
{
    if (on == scoutReport_)
        return;
    scoutReport_ = on;
    emit scoutReportChanged();
    refresh();
}

std::optional<gs::Side> GameController::scoutViewer()
{
    if (!scoutReport_ || !active() || gameOver() || covered_ || reviewing_ || setup_.arranging())
        return std::nullopt;
    const gs::Side viewer = game_.hotSeat ? state().toAct() : game_.human;
    scout_.update(game_.history, game_.moves, viewer, game_.seed);
    return viewer;
}

// ---- Clocks, undo, review

void GameController::updateClock()
{
    const bool runs = active() && mayPlay();
    clock_.follow(runs ? std::optional(state().toAct()) : std::nullopt, !active() || gameOver());
}

std::optional<size_t> GameController::undoTarget() const
{
    if (!active() || game_.hotSeat || !settings()->undoAllowed() || reviewing_)
        return std::nullopt;
    return GameValues::undoTarget(game_, revealFloor_);
}

void GameController::undo()
{
    const auto to = undoTarget();
    if (!to)
        return;
    seats_.stop();
    hint_.drop();
    const size_t target = *to;
    game_.history.erase(game_.history.begin() + std::ptrdiff_t(target) + 1, game_.history.end());
    game_.moves.resize(target);
    entry_.reset(state());
    clock_.newMove();
    log_.rebuild(game_);
    log_.tookBack(game_, state().turn());
    emit progressed();
    refresh();
    scheduleComputer();
}

void GameController::startReview()
{
    if (!gameOver())
        return;
    reviewing_ = true;
    reviewIndex_ = int(game_.moves.size());
    refresh();
}

void GameController::reviewGoTo(int index)
{
    if (!reviewing_)
        return;
    reviewIndex_ = std::clamp(index, 0, int(game_.moves.size()));
    refresh();
}

void GameController::stopReview()
{
    reviewing_ = false;
    refresh();
}

void GameController::flip()
{
    turnedAround_ = !turnedAround_;
    refresh();
}

// ---- What the players see

gs::State GameController::shownState() const
{
    if (reviewing_)
        return game_.history[size_t(reviewIndex_)];
    const gs::State& s = state();
    if (s.isTerminal())
        return s;  // every identity is revealed at the end
    if (covered_)
        return s.view(gs::Side::White).view(gs::Side::Black);  // public: hidden from both
    if (const auto arranging = setup_.arranging())
        return s.view(*arranging);
    return s.view(game_.hotSeat ? s.toAct() : game_.human);
}

void GameController::refresh()
{
    // Every change of the game ends here: what the human has seen is worked out once per
    // change, not on every read of canUndo.
    revealFloor_ = active() ? gs::firstPositionAfterLastReveal(game_.history, game_.human) : 0;
    updateClock();
    if (active()) {
        std::set<int> movable, targets;
        if (mayPlay())
            moveinput::marks(state(), entry_.selected(), movable, targets);
        if (const auto waiting = pendingMove()) {  // only the move waiting for Confirm
            movable.clear();
            targets = {int(waiting->to)};
        }
        setup_.marks(movable, targets);
        const auto turns = moveinput::turnMarks(game_.history, game_.moves, reviewing_ ? size_t(reviewIndex_) : game_.moves.size());
        const bool flipped = (!game_.hotSeat && game_.human == gs::Side::Black) != turnedAround_;
        const int hinted = hint_.text().isEmpty() || reviewing_ ? -1 : hint_.square();
        board_.show(shownState(), flipped, movable, reviewing_ ? -1 : entry_.selected(), targets, turns, animateNext_, hinted);
        animateNext_ = false;
    }
    publish();
}

void GameController::publish()
{
    const auto waiting = pendingMove();
    const bool canUndo = undoTarget().has_value();
    GameMoment m;
    m.reviewing = reviewing_;
    m.reviewIndex = reviewIndex_;
    m.covered = covered_;
    m.arranging = setup_.arranging();
    m.humanToAct = humanToAct();
    m.thinking = seats_.thinking();
    m.pending = waiting;
    m.canUndo = canUndo;
    m.revealBlocksUndo = active() && !game_.hotSeat && settings()->undoAllowed() && revealFloor_ > 0;
    const std::optional<gs::State> shown = active() ? std::optional(shownState()) : std::nullopt;
    status_.update(GameValues::status(game_, m, shown ? &*shown : nullptr));
    scoreboard_.update(GameValues::scoreboard(game_, m, shown ? &*shown : nullptr));
    review_.update(GameValues::review(game_, m));

    const std::optional<gs::Side> viewer = scoutViewer();
    setScouting(viewer ? scout_.counters() : QVariantList());
    Assistance::Values as;
    as.hinting = hint_.busy();
    as.hintText = hint_.text();
    as.scoutSummary = viewer ? scout_.summary(EventText::side(gs::opponent(*viewer))) : QString();
    assist_.update(as);
    setMovesAlwaysMarked(waiting.has_value());
}

