#include "gamecontroller.h"

#include "announcement.h"
#include "eventtext.h"
#include "gametrace.h"
#include "language.h"

#include "history.h"
#include "notation.h"

GameController::GameController(QObject* parent)
    : PitchController(false, parent)
    , setup_([this] { return game_.active() ? &game_.history.front() : nullptr; }, [this] { return covered_; })
{
    // Texts made here (prompt, names, results) follow a language switch at once.
    connect(&Language::instance(), &Language::changed, this, [this] {
        if (active()) {
            log_.rebuild(game_);  // the log in the new language
            aids_.hint().retell(state());
        }
        setup_.publish();
        refresh();
    });
    connect(&clock_, &MatchClock::flagFell, this, [this](gs::TimeoutRule rule) {
        if (active() && mayPlay())
            applyMove(gs::Move::timeout(rule));  // recorded like a move, so undo and records keep it
    });
    connect(&seats_, &PlayerSeats::chose, this, [this](gs::Side side, gs::Move m) {
        if (active() && !state().isTerminal() && state().toAct() == side && seats_.isComputer(side) && !review_.reviewing() && state().isLegal(m))
            applyMove(m);
    });
    connect(&seats_, &PlayerSeats::thinkingChanged, this, &GameController::publish);
    connect(&aids_.hint(), &HintSearch::busyChanged, this, &GameController::publish);
    connect(&aids_.hint(), &HintSearch::found, this, [this](gs::Move m) {
        if (active() && mayPlay() && aids_.hint().accept(state(), m) && m.kind == gs::MoveKind::Step)
            entry_.offer(m.from);
        refresh();
    });
    connect(&setup_, &ManualSetup::arranged, this, [this] {
        entry_.select(setup_.picked());
        game_.arranging = setup_.arranging();
        emit progressed();  // the arrangement so far is saved: quitting now loses none of it
        refresh();
    });
    connect(&setup_, &ManualSetup::error, this, &GameController::error);
    connect(&setup_, &ManualSetup::finished, this, [this](gs::Side side) {
        entry_.select(-1);
        log_.arranged(side);
        covered_ = game_.hotSeat;  // the next person sits down before anything is shown
        game_.arranging = setup_.arranging();
        emit progressed();
        refresh();
        scheduleComputer();
    });
    connect(&settings_, &FollowedSettings::changed, this, &GameController::followSettings);
}

GameController::~GameController()
{
    // The seats and the Hint outlive the values publish() writes to (members go in reverse
    // order): nothing they say may reach this object any more.
    aids_.hint().disconnect(this);
    seats_.disconnect(this);
    seats_.stop();
}

void GameController::setSettings(Settings* prefs)
{
    if (!settings_.follow(prefs))
        return;
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
    aids_.hint().drop();
    setup_.end();
    game_ = std::move(next);
    seats_.fill(game_);
    clock_.start(game_.rules->variant().clock);
    entry_.reset(state());
    covered_ = game_.hotSeat && !state().isTerminal();
    review_.reset();
    emit gameBegan();
}

void GameController::beginManualSetup(std::optional<gs::Side> side)
{
    seats_.stop();  // the computer keeps its deal
    setup_.begin(side ? *side : game_.hotSeat ? gs::Side::White : game_.human, game_.hotSeat);
    game_.arranging = setup_.arranging();
    if (!side)
        log_.setupBegun();  // a resumed game's log already has it (GameLog::rebuild)
    emit progressed();
    refresh();
}

// ---- Playing

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
    aids_.hint().drop();
    animateNext_ = true;
    const gs::Side mover = state().toAct();
    playPly(m);
    // A side out of game time under "pass" passes every turn it has left (variants/README.md
    // clock.gameTimeout): at once, with no hand-over to a person who cannot move. A loop, not
    // a call per pass: two sides out of time pass to the turn limit.
    for (gs::Side last = mover; !state().isTerminal() && state().toAct() != last && passesForTime(state().toAct());) {
        last = state().toAct();
        playPly(gs::Move::timeout(gs::TimeoutRule::PassTurn));
    }
    // At one screen the next person sits down before anything is shown, unless the one who
    // moved plays on (the other side's turn passed).
    if (game_.hotSeat && !state().isTerminal() && state().toAct() != mover)
        covered_ = true;
    emit progressed();
    refresh();
    scheduleComputer();
}

void GameController::playPly(gs::Move m)
{
    const gs::State before = state();
    gs::EventList events;
    game_.play(m, events);
    clock_.newMove();  // charges the mover's time up to now
    entry_.reset(state());
    log_.ply(game_, events, before.turn());
    gametrace::ply(game_);
    for (const gs::Event& e : events)
        if (const Announcement a = announcementFor(e, *game_.rules); !a.kind.isEmpty())
            emit announce(a.text, a.kind);
    if (const QString effect = soundFor(events); !effect.isEmpty())
        emit sound(effect);
}

bool GameController::passesForTime(gs::Side side) const
{
    const gs::ClockRules& c = game_.rules->variant().clock;
    return c.gameSeconds > 0 && c.gameTimeout == gs::TimeoutRule::PassTurn && !seats_.isComputer(side)
           && clock_.times().gameLeft(gs::sideIndex(side)) == 0;
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
    if (active() && !state().isTerminal() && seats_.isComputer(state().toAct()) && !review_.reviewing() && !setup_.arranging())
        seats_.offerTurn(game_);
}

void GameController::setComputerDelay(int ms)
{
    ms = std::max(0, ms);
    if (ms == seats_.delay())
        return;
    seats_.setDelay(ms);
    emit computerDelayChanged();
}

void GameController::setComputerSpec(const QString& spec)
{
    if (spec == seats_.spec())
        return;
    if (const QString refused = seats_.setSpec(spec); !refused.isEmpty())
        emit error(refused);
    else
        emit computerSpecChanged();
}

void GameController::setScoutReport(bool on)
{
    if (!aids_.setScoutReport(on))
        return;
    emit scoutReportChanged();
    refresh();
}

// ---- Clocks, undo

void GameController::updateClock()
{
    const bool runs = active() && mayPlay();
    clock_.follow(runs ? std::optional(state().toAct()) : std::nullopt, !active() || gameOver());
}

void GameController::undo()
{
    const auto to = review_.undoTarget(game_, settings()->undoAllowed());
    if (!to)
        return;
    seats_.stop();
    aids_.hint().drop();
    game_.takeBack(*to);
    entry_.reset(state());
    clock_.newMove();
    log_.rebuild(game_);
    log_.tookBack(game_, state().turn());
    emit progressed();
    refresh();
    scheduleComputer();
}

// ---- What the players see

GameMoment GameController::moment() const
{
    GameMoment m;
    review_.describe(m, game_, settings()->undoAllowed());
    m.covered = covered_;
    m.arranging = setup_.arranging();
    m.humanToAct = humanToAct();
    m.thinking = seats_.thinking();
    m.pending = pendingMove();
    return m;
}

void GameController::refresh()
{
    // Every change of the game ends here: what the human has seen is worked out once per
    // change, not on every read of canUndo.
    review_.followReveals(game_);
    updateClock();
    if (active()) {
        GameDisplay::draw(board_, game_, moment(), entry_, setup_, {aids_.hintedSquare(review_.reviewing()), turnedAround_, animateNext_});
        animateNext_ = false;
    }
    publish();
}

void GameController::publish()
{
    const GameMoment m = moment();
    display_.publish(game_, m);
    const std::optional<gs::Side> viewer = aids_.scoutViewer(game_, m);
    setScouting(aids_.scout(game_, viewer));
    aids_.publish(viewer);
    setMovesAlwaysMarked(m.pending.has_value());
}
