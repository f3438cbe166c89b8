#include "gamesession.h"

#include "announcement.h"
#include "eventtext.h"
#include "gamestorage.h"
#include "gametext.h"
#include "gamevalues.h"
#include "language.h"
#include "moveinput.h"
#include "settings.h"
#include "strengths.h"
#include "variantcatalog.h"

#include "formats/variantregistry.h"
#include "history.h"
#include "notation.h"

#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>

GameSession::GameSession(QObject* parent)
    : PitchController(false, parent)
    , setup_([this] { return game_.active() ? &game_.history.front() : nullptr; }, [this] { return covered_; })
{
    VariantCatalog::instance();  // the user's variants are known before a game or autosave loads
    // Texts made here (prompt, names, results) follow a language switch at once.
    connect(&Language::instance(), &Language::changed, this, [this] {
        if (active())
            log_.rebuild(game_);  // the log in the new language
        emit languageChanged();
        setup_.publish();
        refresh();
    });
    connect(&clock_, &MatchClock::flagFell, this, [this](gs::TimeoutRule rule) {
        if (!active() || !humanToAct() || covered_ || reviewing_)
            return;
        selected_ = -1;
        applyMove(gs::Move::timeout(rule));  // recorded like a move, so undo and records keep it
    });
    connect(&hintSearch_, &SearchRunner::busyChanged, this, &GameSession::publish);
    connect(&hintSearch_, &SearchRunner::found, this, [this](gs::Move m) {
        if (!active() || !humanToAct() || covered_ || reviewing_ || !state().isLegal(m)) {
            refresh();
            return;  // the position moved on
        }
        hintedSquare_ = m.kind == gs::MoveKind::Step || m.kind == gs::MoveKind::Choose ? int(m.to) : -1;
        if (m.kind == gs::MoveKind::Step)
            selected_ = m.from;
        hintText_ = EventText::hint(state().view(state().toAct()), m);  // words from the human's own view
        refresh();
    });
    connect(&setup_, &ManualSetup::arranged, this, [this] {
        selected_ = setup_.picked();
        refresh();
    });
    connect(&setup_, &ManualSetup::error, this, &GameSession::error);
    connect(&setup_, &ManualSetup::finished, this, [this](gs::Side side) {
        selected_ = -1;
        log_.note(tr("%1 has arranged its counters").arg(EventText::side(side)));
        covered_ = game_.hotSeat;  // the next person sits down before anything is shown
        writeAutosave();
        refresh();
        scheduleComputer();
    });
    // Settings: undo and the defaults for the first game; a change there shows here at once.
    const Settings& prefs = Settings::instance();
    if (strengths::named(prefs.defaultStrength()))
        game_.strength = prefs.defaultStrength();
    if (gs::VariantRegistry::builtIn().find(prefs.defaultVariant().toStdString()))
        variantId_ = prefs.defaultVariant();
    connect(&Settings::instance(), &Settings::changed, this, [this] {
        if (!Settings::instance().confirmMoves())
            pending_.reset();
        refresh();
    });
    connect(&files_, &GameFiles::error, this, &GameSession::error);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    files_.setAutosavePath(dir.isEmpty() ? QString() : dir + "/autosave.gsr");
}

GameSession::~GameSession()
{
    // The seats and the Hint's runner outlive the values publish() writes to (members go in
    // reverse order): nothing they say may reach this object any more.
    hintSearch_.disconnect(this);
    for (auto& seat : seats_)
        if (seat)
            seat->disconnect(this);
    stopComputer();
}

// ---- Starting games

bool GameSession::newGame(const QVariantMap& o)
{
    const QString variant = o.value("variant", variantId_).toString();
    const gs::Rules* rules = gs::VariantRegistry::builtIn().find(variant.toStdString());
    if (!rules) {
        emit error(tr("Unknown variant \"%1\".").arg(variant));
        return false;
    }
    const QString strength = o.value("strength", game_.strength).toString();
    if (!strengths::named(strength)) {
        emit error(tr("Unknown strength \"%1\".").arg(strength));
        return false;
    }
    const QString seedText = o.value("seed", QString()).toString().trimmed();
    bool ok = true;
    const quint64 seed = seedText.isEmpty() ? QRandomGenerator::global()->generate64() : seedText.toULongLong(&ok);
    if (!ok) {
        emit error(tr("The seed must be a whole number, not \"%1\".").arg(seedText));
        return false;
    }
    game_.strength = strength;
    game_.hotSeat = o.value("opponent", game_.hotSeat ? "human" : "computer").toString() == "human";
    game_.human = o.value("side", game_.human == gs::Side::White ? "white" : "black").toString() == "black" ? gs::Side::Black : gs::Side::White;
    seedText_ = seedText;
    game_.seed = seed;
    game_.startGpn.clear();
    begin(gs::State::deal(*rules, seed), tr("New game: %1").arg(QString::fromStdString(rules->variant().name)));
    if (rules->variant().setup == gs::SetupMode::Manual) {
        // People arrange their own sides, White first; the computer keeps its deal.
        stopComputer();
        setup_.begin(game_.hotSeat ? gs::Side::White : game_.human, game_.hotSeat);
        log_.note(tr("Arrange your counters before the kick-off"));
        refresh();
    }
    return true;
}

void GameSession::rematch()
{
    if (!game_.startGpn.isEmpty()) {
        startFromPosition(game_.startGpn);
        return;
    }
    newGame({{"seed", seedText_}});
}

bool GameSession::startFromPosition(const QString& gpn, const QVariantMap& o)
{
    std::optional<gs::State> parsed;
    try {
        parsed = gs::parseGpn(gpn.toStdString(), gs::VariantRegistry::builtIn().lookup());
    } catch (const gs::NotationError& e) {
        emit error(tr("This position cannot be played: %1").arg(QString::fromUtf8(e.what())));
        return false;  // the current game stays
    }
    if (o.contains("strength") && !strengths::named(o.value("strength").toString())) {
        emit error(tr("Unknown strength \"%1\".").arg(o.value("strength").toString()));
        return false;
    }
    gs::State s = *parsed;
    if (s.hasHiddenIdentities()) {
        gs::Rng rng(QRandomGenerator::global()->generate64());
        s = s.determinize(rng);
    }
    if (o.contains("opponent"))
        game_.hotSeat = o.value("opponent").toString() == "human";
    if (o.contains("side"))
        game_.human = o.value("side").toString() == "black" ? gs::Side::Black : gs::Side::White;
    if (o.contains("strength"))
        game_.strength = o.value("strength").toString();
    game_.seed = QRandomGenerator::global()->generate64();
    game_.startGpn = gpn;
    begin(s, tr("Game from a position"));
    return true;
}

void GameSession::begin(const gs::State& start, const QString& how)
{
    Game next = game_;  // who sits where, as newGame or startFromPosition set it
    next.rules = &start.rules();
    next.history = {start};
    next.moves.clear();
    adopt(std::move(next));
    placeCursor(game_.rules->square(game_.rules->files() / 2, game_.human == gs::Side::White || game_.hotSeat ? 2 : game_.rules->ranks() - 3));
    log_.begin(game_, how);
    writeAutosave();
    refresh();
    scheduleComputer();
}

// The one place a game replaces another (new, from a position, opened or resumed): whatever
// was in flight for the old one is dropped, the seats are filled afresh and the pitch covered
// in hot-seat until the first person sits down.
void GameSession::adopt(Game next)
{
    dropHint();
    pending_.reset();
    setup_.end();
    game_ = std::move(next);
    seatPlayers();
    variantId_ = QString::fromStdString(game_.rules->id());
    clock_.start(game_.rules->variant().clock);
    selected_ = state().phase() == gs::Phase::Debut ? int(state().phaseSquare()) : -1;
    covered_ = game_.hotSeat && !state().isTerminal();
    reviewing_ = false;
    reviewIndex_ = 0;
    emit gameBegan();
}

// ---- Playing

bool GameSession::humanToAct() const
{
    return active() && !setup_.arranging() && !state().isTerminal() && !isComputer(state().toAct());
}

bool GameSession::playMove(const QString& text)
{
    if (!active() || !humanToAct() || covered_ || reviewing_)
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

void GameSession::clickSquare(int index)
{
    if (setup_.arranging()) {
        setCursor(index);
        setup_.click(index);
        return;
    }
    if (!active() || !humanToAct() || covered_ || reviewing_ || index < 0 || index >= game_.rules->squareCount())
        return;
    setCursor(index);
    if (state().phase() == gs::Phase::Substitution)
        return;  // answered in the substitution dialog
    if (const auto waiting = pendingMove()) {
        pending_.reset();
        if (int(waiting->to) == index) {  // a second click on the target confirms
            applyMove(*waiting);
            return;
        }
    }
    const moveinput::Click c = moveinput::click(state(), selected_, gs::Square(index));
    if (c.move && Settings::instance().confirmMoves()) {
        pending_ = *c.move;
        pendingPly_ = game_.history.size();
        refresh();
        return;
    }
    if (c.move) {
        applyMove(*c.move);
        return;
    }
    // A refused step drops the counter, as it always did in a game; the tutorial explains it instead.
    selected_ = c.refused && c.refused->kind == gs::MoveKind::Step && state().phase() != gs::Phase::Debut ? -1 : c.selected;
    refresh();
}

std::optional<gs::Move> GameSession::pendingMove() const
{
    // Also checked for legality: a confirmed move goes to State::apply, which trusts it.
    if (!pending_ || pendingPly_ != game_.history.size() || reviewing_ || covered_ || !humanToAct() || !state().isLegal(*pending_))
        return std::nullopt;
    return pending_;
}

void GameSession::confirmMove()
{
    if (const auto m = pendingMove()) {
        pending_.reset();
        applyMove(*m);
    }
}

void GameSession::cancelMove()
{
    if (!pendingMove())
        return;
    pending_.reset();
    selected_ = state().phase() == gs::Phase::Debut ? int(state().phaseSquare()) : -1;
    refresh();
}

void GameSession::chooseSubstitution(bool bringOn)
{
    if (active() && humanToAct() && !covered_ && state().phase() == gs::Phase::Substitution)
        applyMove(bringOn ? gs::Move::substitute() : gs::Move::noSubstitute());
}

void GameSession::applyMove(gs::Move m)
{
    dropHint();
    pending_.reset();
    animateNext_ = true;
    const gs::State before = state();
    gs::State next = before;
    gs::EventList events;
    next.apply(m, &events);
    game_.history.push_back(next);
    game_.moves.push_back(m);
    clock_.newMove();  // charges the mover's time up to now
    selected_ = next.phase() == gs::Phase::Debut ? int(next.phaseSquare()) : -1;
    afterMove(before, events);
}

void GameSession::afterMove(const gs::State& before, const gs::EventList& events)
{
    log_.ply(game_, events, before.turn());
    for (const gs::Event& e : events)
        if (const Announcement a = announcementFor(e, *game_.rules); !a.kind.isEmpty())
            emit announce(a.text, a.kind);
    if (const QString effect = soundFor(events); !effect.isEmpty())
        emit sound(effect);
    const gs::State& now = state();
    if (game_.hotSeat && !now.isTerminal() && now.toAct() != before.toAct())
        covered_ = true;
    writeAutosave();
    refresh();
    scheduleComputer();
}

void GameSession::dismissCover()
{
    if (!covered_)
        return;
    covered_ = false;
    setup_.publish();
    refresh();
}

// ---- The computer, the Hint, the Scout report

// Who sits where follows hotSeat, human and strength: called whenever a game begins.
void GameSession::seatPlayers()
{
    stopComputer();
    for (gs::Side side : {gs::Side::White, gs::Side::Black}) {
        std::unique_ptr<Seat> seat;
        if (game_.hotSeat || side == game_.human)
            seat = std::make_unique<HumanSeat>();
        else
            seat = std::make_unique<ComputerSeat>(strengths::named(game_.strength)->spec, computerDelay_);
        connect(seat.get(), &Seat::chose, this, [this, side](gs::Move m) {
            if (active() && !state().isTerminal() && state().toAct() == side && isComputer(side) && !reviewing_ && state().isLegal(m))
                applyMove(m);
        });
        connect(seat.get(), &Seat::thinkingChanged, this, &GameSession::publish);
        seats_[gs::sideIndex(side)] = std::move(seat);
    }
}

void GameSession::scheduleComputer()
{
    if (!active() || state().isTerminal() || !isComputer(state().toAct()) || reviewing_ || setup_.arranging())
        return;
    // The seat gets the computer side's views and the moves only.
    const gs::Side side = state().toAct();
    seat(side).takeTurn(gs::PublicHistory::observe(game_.history, game_.moves, side), gs::mixSeed(game_.seed, game_.history.size()));
}

void GameSession::stopComputer()
{
    for (auto& seat : seats_)
        if (seat)
            seat->stop();  // a running search answers at once; its answer is then dropped
}

void GameSession::setComputerDelay(int ms)
{
    ms = std::max(0, ms);
    if (ms == computerDelay_)
        return;
    computerDelay_ = ms;
    for (auto& seat : seats_)
        if (auto* computer = qobject_cast<ComputerSeat*>(seat.get()))
            computer->setDelay(computerDelay_);
    emit computerDelayChanged();
}

QVariantList GameSession::strengths() const { return strengths::list(); }

void GameSession::hint()
{
    if (!active() || !humanToAct() || covered_ || reviewing_ || hintSearch_.busy())
        return;
    dropHint();
    // Only what the human may see: their views and the moves (the Strong level's search).
    const gs::PublicHistory seen = gs::PublicHistory::observe(game_.history, game_.moves, state().toAct());
    hintSearch_.start(SearchRunner::playerSearch("strong", seen, QRandomGenerator::global()->generate64()));
}

// Cancels a hint search in flight and forgets the last hint.
void GameSession::dropHint()
{
    hintSearch_.cancel();
    hintText_.clear();
    hintedSquare_ = -1;
}

void GameSession::setScoutReport(bool on)
{
    if (on == scoutReport_)
        return;
    scoutReport_ = on;
    emit scoutReportChanged();
    refresh();
}

std::optional<gs::Side> GameSession::scoutViewer()
{
    if (!scoutReport_ || !active() || gameOver() || covered_ || reviewing_ || setup_.arranging())
        return std::nullopt;
    const gs::Side viewer = game_.hotSeat ? state().toAct() : game_.human;
    scout_.update(game_.history, game_.moves, viewer, game_.seed);
    return viewer;
}

// ---- Clocks, undo, review

void GameSession::updateClock()
{
    const bool runs = active() && humanToAct() && !covered_ && !reviewing_;
    clock_.follow(runs ? std::optional(state().toAct()) : std::nullopt, !active() || gameOver());
}

// Back to the start of the human's last turn that is not the present moment, but never to a
// position before a ply that showed the human a hidden identity: undo must not make a player
// un-know (the captured counter was a 4, so it would be avoided next time).
std::optional<size_t> GameSession::undoTarget() const
{
    if (!active() || game_.hotSeat || !Settings::instance().undoAllowed() || reviewing_)
        return std::nullopt;
    const size_t current = game_.history.size() - 1;
    std::optional<size_t> target;
    for (size_t i = revealFloor_; i < current; ++i) {
        const bool turnStart = game_.history[i].toAct() == game_.human && (i == 0 || game_.history[i - 1].toAct() != game_.human);
        if (turnStart)
            target = i;
    }
    return target;
}

void GameSession::undo()
{
    const auto to = undoTarget();
    if (!to)
        return;
    stopComputer();
    dropHint();
    pending_.reset();
    const size_t target = *to;
    game_.history.erase(game_.history.begin() + std::ptrdiff_t(target) + 1, game_.history.end());
    game_.moves.resize(target);
    selected_ = -1;
    clock_.newMove();
    log_.rebuild(game_);
    log_.note(tr("Move taken back"), state().turn());
    writeAutosave();
    refresh();
    scheduleComputer();
}

void GameSession::startReview()
{
    if (!gameOver())
        return;
    reviewing_ = true;
    reviewIndex_ = int(game_.moves.size());
    refresh();
}

void GameSession::reviewGoTo(int index)
{
    if (!reviewing_)
        return;
    reviewIndex_ = std::clamp(index, 0, int(game_.moves.size()));
    refresh();
}

void GameSession::stopReview()
{
    reviewing_ = false;
    refresh();
}

void GameSession::flip()
{
    turnedAround_ = !turnedAround_;
    refresh();
}

// ---- What the players see

gs::State GameSession::shownState() const
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

void GameSession::refresh()
{
    // Every change of the game ends here: what the human has seen is worked out once per
    // change, not on every read of canUndo.
    revealFloor_ = active() ? gs::firstPositionAfterLastReveal(game_.history, game_.human) : 0;
    updateClock();
    if (active()) {
        std::set<int> movable, targets;
        if (humanToAct() && !covered_ && !reviewing_)
            moveinput::marks(state(), selected_, movable, targets);
        if (const auto waiting = pendingMove()) {  // only the move waiting for Confirm
            movable.clear();
            targets = {int(waiting->to)};
        }
        setup_.marks(movable, targets);
        const auto turns = moveinput::turnMarks(game_.history, game_.moves, reviewing_ ? size_t(reviewIndex_) : game_.moves.size());
        const bool flipped = (!game_.hotSeat && game_.human == gs::Side::Black) != turnedAround_;
        const int hinted = hintText_.isEmpty() || reviewing_ ? -1 : hintedSquare_;
        board_.show(shownState(), flipped, movable, reviewing_ ? -1 : selected_, targets, turns, animateNext_, hinted);
        animateNext_ = false;
    }
    publish();
}

void GameSession::publish()
{
    const auto waiting = pendingMove();
    const bool canUndo = undoTarget().has_value();
    GameValues::Moment m;
    m.reviewing = reviewing_;
    m.reviewIndex = reviewIndex_;
    m.covered = covered_;
    m.arranging = setup_.arranging();
    m.humanToAct = humanToAct();
    m.thinking = std::any_of(seats_.begin(), seats_.end(), [](const auto& s) { return s && s->thinking(); });
    m.pending = waiting;
    m.canUndo = canUndo;
    m.revealBlocksUndo = active() && !game_.hotSeat && Settings::instance().undoAllowed() && revealFloor_ > 0;
    const std::optional<gs::State> shown = active() ? std::optional(shownState()) : std::nullopt;
    status_.update(GameValues::status(game_, m, shown ? &*shown : nullptr));
    scoreboard_.update(GameValues::scoreboard(game_, m));
    review_.update(GameValues::review(game_, m));

    const std::optional<gs::Side> viewer = scoutViewer();
    setScouting(viewer ? scout_.counters() : QVariantList());
    Assistance::Values as;
    as.hinting = hintSearch_.busy();
    as.hintText = hintText_;
    as.scoutSummary = viewer ? scout_.summary(EventText::side(gs::opponent(*viewer))) : QString();
    assist_.update(as);
    setMovesAlwaysMarked(waiting.has_value());
}

// ---- Files

// The game as a record, with the tags that let the app resume it as it was.
QByteArray GameSession::record(const char* event) const
{
    const GameClock& c = clock_.times();
    std::array<std::optional<qint64>, 2> clocks;
    if (c.enabled() && c.gameLeft(0) >= 0)
        clocks = {c.gameLeft(0), c.gameLeft(1)};
    return gamestorage::write(game_, event, GameText::playerName(game_, gs::Side::White), GameText::playerName(game_, gs::Side::Black), clocks);
}

void GameSession::writeAutosave()
{
    if (active())
        files_.writeAutosave(record("GOALSCORER autosave"), !state().isTerminal());
}

bool GameSession::resumeAutosave()
{
    const auto saved = files_.readAutosave();
    if (!saved || !loadRecordText(saved->record, saved->from, true))
        return false;  // error() said why
    if (!saved->damagedAside.isEmpty()) {
        writeAutosave();  // the resumed game is the autosave again, so quitting now loses nothing
        emit error(tr("The saved game could not be read (kept as %1). It resumes from the move before.").arg(saved->damagedAside));
    }
    return true;
}

void GameSession::discardAutosave() { files_.discardAutosave(); }

bool GameSession::saveRecord(const QUrl& file)
{
    return active() && files_.save(file, record("GOALSCORER game"));
}

bool GameSession::openRecord(const QUrl& file)
{
    const auto opened = files_.open(file);
    return opened && loadRecordText(opened->first, opened->second, false);
}

bool GameSession::loadRecordText(const QByteArray& text, const QString& where, bool asAutosave)
{
    gamestorage::Loaded loaded;
    try {
        loaded = gamestorage::read(text);
    } catch (const std::exception& e) {
        emit error(tr("%1 is not a game record this app can play: %2").arg(QFileInfo(where).fileName(), QString::fromUtf8(e.what())));
        return false;  // the current game stays as it was
    }
    if (loaded.game.strength.isEmpty())
        loaded.game.strength = game_.strength;
    if (loaded.game.seed == 0)
        loaded.game.seed = QRandomGenerator::global()->generate64();
    adopt(std::move(loaded.game));
    for (gs::Side side : {gs::Side::White, gs::Side::Black})
        if (const auto left = loaded.clockLeft[size_t(gs::sideIndex(side))])
            clock_.setGameLeft(side, *left);
    seedText_.clear();  // a rematch deals afresh (this deal has been seen), unless the game began from a position
    log_.begin(game_, QString(), asAutosave ? GameLog::Origin::Resumed : GameLog::Origin::Opened, QFileInfo(where).fileName());
    if (gameOver()) {
        reviewing_ = true;
        reviewIndex_ = int(game_.moves.size());
    } else if (!asAutosave) {
        writeAutosave();
    }
    refresh();
    scheduleComputer();
    return true;
}
