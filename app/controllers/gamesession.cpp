#include "gamesession.h"
#include "formats/diskfile.h"
#include "variantcatalog.h"
#include "language.h"

#include "announcement.h"
#include "moveinput.h"

#include "explain.h"
#include "history.h"
#include "formats/variantregistry.h"
#include "notation.h"
#include "seat.h"
#include "strengths.h"
#include "record.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSettings>

#include "eventtext.h"
#include "settings.h"
#include <QStandardPaths>

#include <optional>

namespace {

QString sideWord(gs::Side s) { return s == gs::Side::White ? QObject::tr("White") : QObject::tr("Black"); }

QString identityLabel(gs::Identity id) { return id == gs::kStar ? QStringLiteral("s") : QString::number(id); }

// Whether the event gets its own line: a goal from a capture or a Penalty does not, as the
// capture's or the Penalty's line already says "Goal!".
bool inLog(const gs::Event& e) { return e.kind != gs::EventKind::Goal || e.cause == gs::GoalCause::StarReachedGoalLine; }

}  // namespace

GameSession::GameSession(QObject* parent)
    : PitchController(false, parent)
{
    VariantCatalog::instance();  // the user's variants are known before a game or autosave loads
    // Texts made here (prompt, names, results) follow a language switch at once.
    connect(&Language::instance(), &Language::changed, this, [this] {
        if (active())
            rebuildLog();  // the log in the new language
        emit languageChanged();
        refresh();
    });
    connect(&clock_, &MatchClock::flagFell, this, [this](gs::TimeoutRule rule) {
        if (!active() || !humanToAct() || covered_ || reviewing_)
            return;
        selected_ = -1;
        applyMove(gs::Move::timeout(rule));  // recorded like a move, so undo and records keep it
    });
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
    // Settings: undo and the defaults for the first game; a change there shows here at once.
    const Settings& prefs = Settings::instance();
    if (strengths::named(prefs.defaultStrength()))
        strength_ = prefs.defaultStrength();
    if (gs::VariantRegistry::builtIn().find(prefs.defaultVariant().toStdString()))
        variantId_ = prefs.defaultVariant();
    connect(&Settings::instance(), &Settings::changed, this, [this] {
        if (!Settings::instance().confirmMoves())
            pending_.reset();
        refresh();
    });
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    autosave_.setPath(dir.isEmpty() ? QString() : dir + "/autosave.gsr");
    checkAutosave();
}

GameSession::~GameSession()
{
    stopComputer();
}

// Cancels a hint search in flight and forgets the last hint.
void GameSession::dropHint()
{
    hintSearch_.cancel();
    hintText_.clear();
    hintedSquare_ = -1;
}

void GameSession::hint()
{
    if (!active() || !humanToAct() || covered_ || reviewing_ || hinting())
        return;
    dropHint();
    // Only what the human may see: their views and the moves (the Strong level's search).
    const gs::PublicHistory seen = gs::PublicHistory::observe(history_, moves_, state().toAct());
    hintSearch_.start(SearchRunner::playerSearch("strong", seen, QRandomGenerator::global()->generate64()));
    emit changed();
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
    const QString strength = o.value("strength", strength_).toString();
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
    variantId_ = variant;
    strength_ = strength;
    hotSeat_ = o.value("opponent", hotSeat_ ? "human" : "computer").toString() == "human";
    human_ = o.value("side", human_ == gs::Side::White ? "white" : "black").toString() == "black" ? gs::Side::Black : gs::Side::White;
    seedText_ = seedText;
    seed_ = seed;
    startGpn_.clear();
    begin(gs::State::deal(*rules, seed), tr("New game: %1").arg(QString::fromStdString(rules->variant().name)));
    if (rules->variant().setup == gs::SetupMode::Manual) {
        // People arrange their own sides, White first; the computer keeps its deal.
        arranging_ = hotSeat_ ? gs::Side::White : human_;
        stopComputer();
        log_.append(tr("Arrange your counters before the kick-off"), QString(), 0, "info");
        refresh();
    }
    return true;
}

void GameSession::rematch()
{
    if (!startGpn_.isEmpty()) {
        startFromPosition(startGpn_);
        return;
    }
    QVariantMap o{{"seed", seedText_}};
    newGame(o);
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
        hotSeat_ = o.value("opponent").toString() == "human";
    if (o.contains("side"))
        human_ = o.value("side").toString() == "black" ? gs::Side::Black : gs::Side::White;
    if (o.contains("strength") && strengths::named(o.value("strength").toString()))
        strength_ = o.value("strength").toString();
    variantId_ = QString::fromStdString(s.rules().id());
    seed_ = QRandomGenerator::global()->generate64();
    startGpn_ = gpn;
    begin(s, tr("Game from a position"));
    return true;
}

void GameSession::begin(const gs::State& start, const QString& how)
{
    seatPlayers();
    dropHint();
    pending_.reset();
    arranging_.reset();
    rules_ = &start.rules();
    history_ = {start};
    moves_.clear();
    origin_ = Origin::New;
    originPly_ = 0;
    emit gameBegan();
    selected_ = -1;
    reviewing_ = false;
    reviewIndex_ = 0;
    covered_ = hotSeat_;  // the first player sits down before anything is shown
    clock_.start(rules_->variant().clock);
    placeCursor(rules_->square(rules_->files() / 2, human_ == gs::Side::White || hotSeat_ ? 2 : rules_->ranks() - 3));
    log_.clear();
    log_.append(how, QString(), 0, "info");
    writeAutosave();
    refresh();
    scheduleComputer();
}

// ---- Playing

// The human's legal moves as text, sorted: worked out once per change by refresh().
QStringList GameSession::humanMoves() const
{
    QStringList out;
    if (!active() || !humanToAct() || covered_ || reviewing_)
        return out;
    gs::MoveList list;
    state().legalMoves(list);
    for (const gs::Move& m : list)
        out << QString::fromStdString(gs::formatMove(m, *rules_));
    out.sort();
    return out;
}

bool GameSession::playMove(const QString& text)
{
    if (!active() || !humanToAct() || covered_ || reviewing_)
        return false;
    gs::Move m;
    try {
        m = gs::parseMove(text.toStdString(), *rules_);
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
    if (arranging_) {
        arrangeClick(index);
        return;
    }
    if (!active() || !humanToAct() || covered_ || reviewing_ || index < 0 || index >= rules_->squareCount())
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
        pendingPly_ = history_.size();
        refresh();
        return;
    }
    if (c.move) {
        applyMove(*c.move);
        return;
    }
    // A refused step drops the counter, as it always did in a game; the tutorial explains it instead.
    selected_ = c.refused && c.refused->kind == gs::MoveKind::Step && (state()).phase() != gs::Phase::Debut ? -1 : c.selected;
    refresh();
}

std::optional<gs::Move> GameSession::pendingMove() const
{
    // Also checked for legality: a confirmed move goes to State::apply, which trusts it.
    if (!pending_ || pendingPly_ != history_.size() || reviewing_ || covered_ || !humanToAct() || !state().isLegal(*pending_))
        return std::nullopt;
    return pending_;
}

QString GameSession::pendingMoveText() const
{
    const auto m = pendingMove();
    return m ? QString::fromStdString(gs::formatMoveForPeople(*m, state())) : QString();
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
    history_.push_back(next);
    moves_.push_back(m);
    clock_.newMove();  // charges the mover's time up to now
    selected_ = next.phase() == gs::Phase::Debut ? int(next.phaseSquare()) : -1;
    afterMove(before, events);
}

void GameSession::afterMove(const gs::State& before, const gs::EventList& events)
{
    logEvents(events, before.turn());
    for (const gs::Event& e : events)
        if (const Announcement a = announcementFor(e, *rules_); !a.kind.isEmpty())
            emit announce(a.text, a.kind);
    if (const QString effect = soundFor(events); !effect.isEmpty())
        emit sound(effect);
    const gs::State& now = state();
    if (hotSeat_ && !now.isTerminal() && now.toAct() != before.toAct())
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
    refresh();
}

// ---- Scout report

void GameSession::setScoutReport(bool on)
{
    if (on == scoutReport_)
        return;
    scoutReport_ = on;
    refresh();
}

// The viewer whose report is shown, if any: brings the report up to date for it.
std::optional<gs::Side> GameSession::scoutViewer() const
{
    if (!scoutReport_ || !active() || gameOver() || covered_ || reviewing_ || arranging_)
        return std::nullopt;
    const gs::Side viewer = hotSeat_ ? state().toAct() : human_;
    scout_.update(history_, moves_, viewer, seed_);
    return viewer;
}

QString GameSession::scoutSummary() const
{
    const std::optional<gs::Side> viewer = scoutViewer();
    return viewer ? scout_.summary(sideWord(gs::opponent(*viewer))) : QString();
}

// ---- Manual setup (RULES.md §3)

QString GameSession::arranging() const
{
    if (!arranging_ || !active())
        return QString();
    return *arranging_ == gs::Side::White ? QStringLiteral("white") : QStringLiteral("black");
}

QString GameSession::arrangingSubstitute() const
{
    if (!arranging_ || !active() || covered_)
        return QString();
    const gs::Identity sub = state().substitute(*arranging_);
    return sub == gs::kStar ? tr("Star Player") : QString::number(sub);
}

void GameSession::arrangeClick(int index)
{
    if (covered_ || index < 0 || index >= rules_->squareCount())
        return;
    const auto& squares = rules_->variant().youthSquares;
    int slot = -1, picked = -1;
    for (size_t i = 0; i < squares.size(); ++i) {
        const int sq = rules_->startSquare(*arranging_, squares[i]);
        if (sq == index)
            slot = int(i);
        if (sq == selected_)
            picked = int(i);
    }
    if (slot < 0 || slot == picked) {
        selected_ = -1;  // a click elsewhere, or on the picked counter again, puts it down
    } else if (picked < 0) {
        selected_ = index;
    } else {
        std::vector<gs::Identity> youth = state().dealtYouth(*arranging_);
        std::swap(youth[size_t(slot)], youth[size_t(picked)]);
        history_.front().arrange(*arranging_, youth, state().substitute(*arranging_));
        selected_ = -1;
        animateNext_ = false;
    }
    setCursor(index);
    refresh();
}

void GameSession::swapWithSubstitute()
{
    if (!arranging_ || covered_ || selected_ < 0)
        return;
    const gs::Side side = *arranging_;
    std::vector<gs::Identity> youth = state().dealtYouth(side);
    const auto& squares = rules_->variant().youthSquares;
    for (size_t i = 0; i < squares.size(); ++i) {
        if (rules_->startSquare(side, squares[i]) != selected_)
            continue;
        if (youth[i] == gs::kStar) {
            emit error(tr("The Star Player can never be the Substitute."));
            return;
        }
        const gs::Identity out = youth[i];
        youth[i] = state().substitute(side);
        history_.front().arrange(side, youth, out);
        selected_ = -1;
        refresh();
        return;
    }
}

void GameSession::randomizeSetup()
{
    if (!arranging_ || covered_)
        return;
    const gs::Side side = *arranging_;
    std::vector<gs::Identity> all = state().dealtYouth(side);
    all.push_back(state().substitute(side));
    // Uniform over legal arrangements: the Substitute from the non-Star counters, the rest shuffled.
    std::vector<gs::Identity> nonStar;
    std::copy_if(all.begin(), all.end(), std::back_inserter(nonStar), [](gs::Identity id) { return id != gs::kStar; });
    const gs::Identity sub = nonStar[QRandomGenerator::global()->bounded(int(nonStar.size()))];
    all.erase(std::find(all.begin(), all.end(), sub));
    std::shuffle(all.begin(), all.end(), *QRandomGenerator::global());
    history_.front().arrange(side, all, sub);
    selected_ = -1;
    refresh();
}

void GameSession::finishSetup()
{
    if (!arranging_ || covered_)
        return;
    selected_ = -1;
    log_.append(tr("%1 has arranged its counters").arg(sideWord(*arranging_)), QString(), 0, "info");
    if (hotSeat_ && *arranging_ == gs::Side::White) {
        arranging_ = gs::Side::Black;  // White's arrangement goes under the cover before Black sits down
    } else {
        arranging_.reset();
    }
    covered_ = hotSeat_;
    writeAutosave();
    refresh();
    scheduleComputer();
}

// ---- The computer

// Who sits where follows hotSeat_, human_ and strength_: called whenever a game begins.
void GameSession::seatPlayers()
{
    stopComputer();
    for (gs::Side side : {gs::Side::White, gs::Side::Black}) {
        std::unique_ptr<Seat> seat;
        if (hotSeat_ || side == human_)
            seat = std::make_unique<HumanSeat>();
        else
            seat = std::make_unique<ComputerSeat>(strengths::named(strength_)->spec, computerDelay_);
        connect(seat.get(), &Seat::chose, this, [this, side](gs::Move m) {
            if (active() && !state().isTerminal() && state().toAct() == side && isComputer(side) && !reviewing_ && state().isLegal(m))
                applyMove(m);
        });
        connect(seat.get(), &Seat::thinkingChanged, this, &GameSession::changed);
        seats_[gs::sideIndex(side)] = std::move(seat);
    }
}

void GameSession::scheduleComputer()
{
    if (!active() || state().isTerminal() || !isComputer(state().toAct()) || reviewing_ || arranging_)
        return;
    // The seat gets the computer side's views and the moves only.
    const gs::Side side = state().toAct();
    seat(side).takeTurn(gs::PublicHistory::observe(history_, moves_, side), gs::mixSeed(seed_, history_.size()));
}

void GameSession::stopComputer()
{
    for (auto& seat : seats_)
        if (seat)
            seat->stop();  // a running search answers at once; its answer is then dropped
}

bool GameSession::thinking() const
{
    return std::any_of(seats_.begin(), seats_.end(), [](const auto& seat) { return seat && seat->thinking(); });
}

// ---- Clocks

void GameSession::updateClock()
{
    const bool runs = active() && humanToAct() && !covered_ && !reviewing_;
    clock_.follow(runs ? std::optional(state().toAct()) : std::nullopt, !active() || gameOver());
}

// ---- Undo, review

// Back to the start of the human's last turn that is not the present moment, but never to a
// position before a ply that showed the human a hidden identity: undo must not make a player
// un-know (the captured counter was a 4, so it would be avoided next time).
std::optional<size_t> GameSession::undoTarget() const
{
    if (!active() || hotSeat_ || !undoAllowed() || reviewing_)
        return std::nullopt;
    const size_t current = history_.size() - 1;
    std::optional<size_t> target;
    for (size_t i = revealFloor_; i < current; ++i) {
        const bool turnStart = history_[i].toAct() == human_ && (i == 0 || history_[i - 1].toAct() != human_);
        if (turnStart)
            target = i;
    }
    return target;
}

bool GameSession::canUndo() const { return undoTarget().has_value(); }

QString GameSession::undoNote() const
{
    if (!active() || hotSeat_ || !undoAllowed() || revealFloor_ == 0 || gameOver() || canUndo())
        return {};
    return tr("Undo cannot go back past a move that showed you a hidden counter: taking it back would not make you forget it.");
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
    history_.erase(history_.begin() + std::ptrdiff_t(target) + 1, history_.end());
    moves_.resize(target);
    selected_ = -1;
    clock_.newMove();
    rebuildLog();
    log_.append(tr("Move taken back"), QString(), state().turn(), "info");
    writeAutosave();
    refresh();
    scheduleComputer();
}

void GameSession::startReview()
{
    if (!gameOver())
        return;
    reviewing_ = true;
    reviewIndex_ = int(moves_.size());
    refresh();
}

void GameSession::reviewGoTo(int index)
{
    if (!reviewing_)
        return;
    reviewIndex_ = std::clamp(index, 0, int(moves_.size()));
    refresh();
}

void GameSession::stopReview()
{
    reviewing_ = false;
    refresh();
}

// ---- What the player sees

gs::State GameSession::shownState() const
{
    if (reviewing_)
        return history_[size_t(reviewIndex_)];
    const gs::State& s = state();
    if (s.isTerminal())
        return s;  // every identity is revealed at the end
    if (covered_)
        return s.view(gs::Side::White).view(gs::Side::Black);  // public: hidden from both
    if (arranging_)
        return s.view(*arranging_);
    return s.view(hotSeat_ ? s.toAct() : human_);
}

void GameSession::refresh()
{
    // Every change of the game ends here: what the human has seen is worked out once per
    // change, not on every read of canUndo.
    revealFloor_ = active() ? gs::firstPositionAfterLastReveal(history_, human_) : 0;
    legalMoves_ = humanMoves();
    updateClock();
    setScouting(scoutViewer() ? scout_.counters() : QVariantList());
    setMovesAlwaysMarked(pendingMove().has_value());
    if (!active()) {
        emit changed();
        return;
    }
    std::set<int> movable, targets;
    const gs::State& s = state();
    if (humanToAct() && !covered_ && !reviewing_)
        moveinput::marks(s, selected_, movable, targets);
    if (const auto waiting = pendingMove()) {  // only the move waiting for Confirm
        movable.clear();
        targets = {int(waiting->to)};
    }
    if (arranging_ && !covered_) {
        const auto& squares = rules_->variant().youthSquares;
        for (const gs::Coord& c : squares) {
            const int sq = rules_->startSquare(*arranging_, c);
            movable.insert(sq);
            if (selected_ >= 0 && sq != selected_)
                targets.insert(sq);
        }
    }
    const auto turns = moveinput::turnMarks(history_, moves_, reviewing_ ? size_t(reviewIndex_) : moves_.size());
    const bool flipped = (!hotSeat_ && human_ == gs::Side::Black) != turnedAround_;
    const int hinted = hintText_.isEmpty() || reviewing_ ? -1 : hintedSquare_;
    board_.show(shownState(), flipped, movable, reviewing_ ? -1 : selected_, targets, turns, animateNext_, hinted);
    animateNext_ = false;
    emit changed();
}

QString GameSession::prompt() const
{
    if (!active())
        return tr("Start a new game");
    const gs::State& s = state();
    if (reviewing_) {
        if (reviewIndex_ == 0)
            return tr("Review: the start");
        // The ply in the log's words (the game is over: every identity may be told).
        gs::State before = history_[size_t(reviewIndex_ - 1)];
        gs::EventList events;
        before.apply(moves_[size_t(reviewIndex_ - 1)], &events);
        QStringList said;
        for (const gs::Event& e : events)
            if (inLog(e))
                said << EventText::event(e, *rules_, EventText::Audience::All);
        return tr("Review, move %1 of %2: %3").arg(reviewIndex_).arg(moves_.size()).arg(said.join(' '));
    }
    if (s.isTerminal())
        return resultText();
    if (covered_)
        return tr("%1 to play").arg(sideWord(arranging_ ? *arranging_ : s.toAct()));
    if (arranging_)
        return (hotSeat_ ? sideWord(*arranging_) + ": " : QString())
            + tr("Arrange your counters: click two to swap them, or swap one with the Substitute. Done starts the game.");
    if (!humanToAct())
        return tr("The computer is thinking…");
    const QString opp = sideWord(gs::opponent(s.toAct()));
    QString what;
    switch (s.phase()) {
    case gs::Phase::YouthMove: what = tr("Move 1 — move a Youth Counter"); break;
    case gs::Phase::FirstTeamMove: what = tr("Move 2 — move a First Teamer"); break;
    case gs::Phase::Substitution: what = tr("Bring on your Substitute?"); break;
    case gs::Phase::Debut: what = tr("Debut Move — your new First Teamer on %1 moves").arg(QString::fromStdString(rules_->squareName(s.phaseSquare()))); break;
    case gs::Phase::Penalty: what = tr("Penalty — choose one of %1's Youth Counters to remove").arg(opp); break;
    case gs::Phase::Offside: what = tr("Offside — choose one of %1's Youth Counters to reveal").arg(opp); break;
    case gs::Phase::End: break;
    }
    if (s.phase() == gs::Phase::YouthMove && !rules_->variant().blockedEndsGame && legalMoves() == QStringList{"pass"})
        what = tr("No Youth Counter can move — pass");
    return hotSeat_ ? sideWord(s.toAct()) + ": " + what : what;
}

QString GameSession::phase() const
{
    if (!active())
        return QString();
    return QString::fromStdString(gs::phaseText(state())).left(state().phase() == gs::Phase::End ? 3 : 1);
}

QString GameSession::sideToAct() const
{
    return active() && state().toAct() == gs::Side::Black ? QStringLiteral("black") : QStringLiteral("white");
}

bool GameSession::humanToAct() const
{
    return active() && !arranging_ && !state().isTerminal() && !isComputer(state().toAct());
}

QString GameSession::humanSide() const
{
    return hotSeat_ ? QString() : human_ == gs::Side::White ? QStringLiteral("white") : QStringLiteral("black");
}

QString GameSession::playerName(gs::Side s) const
{
    if (hotSeat_)
        return sideWord(s);
    if (s == human_)
        return tr("You");
    return tr("Computer (%1)").arg(strengths::label(*strengths::named(strength_)));
}

QString GameSession::resultText() const
{
    if (!gameOver())
        return QString();
    const gs::State& s = state();
    const QString score = QString("%1–%2").arg(s.score(gs::Side::White)).arg(s.score(gs::Side::Black));
    if (s.result() == gs::Result::Draw)
        return tr("A draw, %1").arg(score);
    const gs::Side winner = s.result() == gs::Result::WhiteWins ? gs::Side::White : gs::Side::Black;
    if (!hotSeat_)
        return winner == human_ ? tr("You win, %1").arg(score) : tr("You lose, %1").arg(score);
    return tr("%1 wins, %2").arg(sideWord(winner), score);
}

QString GameSession::reasonText() const
{
    return gameOver() ? EventText::ending(state()) : QString();
}

QStringList GameSession::outOfGame(gs::Side side) const
{
    QStringList out;
    if (!active())
        return out;
    const uint16_t known = displayed().goneKnown(side);
    for (gs::Identity id = 1; id <= gs::kStar; ++id)
        if (known & (1u << id))
            out << identityLabel(id);
    return out;
}

QVariantMap GameSession::substitution() const
{
    if (!active() || state().phase() != gs::Phase::Substitution || !humanToAct() || covered_)
        return {};
    const gs::State& s = state();
    const gs::Identity promoted = gs::cellIdentity(s.at(s.phaseSquare()));
    const gs::Identity sub = s.substitute(s.toAct());
    auto debut = [this](gs::Identity id) {
        switch (rules_->debutRule(id)) {
        case gs::DebutRule::KeeperArea: return tr("Debut Move: to any square of your own Goalkeeper's Area");
        case gs::DebutRule::Midfield: return tr("Debut Move: to any square of the Midfield Area");
        case gs::DebutRule::Adjacent: return tr("Debut Move: to any adjacent square");
        case gs::DebutRule::None: break;
        }
        return tr("No Debut Move: a normal First Teamer move");
    };
    return {{"square", QString::fromStdString(rules_->squareName(s.phaseSquare()))},
            {"promoted", identityLabel(promoted)},
            {"promotedDebut", debut(promoted)},
            {"substitute", identityLabel(sub)},
            {"substituteDebut", debut(sub)}};
}

QString GameSession::gpnForViewer() const
{
    return active() ? QString::fromStdString(gs::formatGpn(shownState())) : QString();
}

bool GameSession::undoAllowed() const { return Settings::instance().undoAllowed(); }

void GameSession::setUndoAllowed(bool on) { Settings::instance().setUndoAllowed(on); }

void GameSession::flip()
{
    turnedAround_ = !turnedAround_;
    refresh();
}

void GameSession::setComputerDelay(int ms)
{
    computerDelay_ = std::max(0, ms);
    for (auto& seat : seats_)
        if (auto* computer = qobject_cast<ComputerSeat*>(seat.get()))
            computer->setDelay(computerDelay_);
    emit changed();
}

QVariantList GameSession::strengths() const { return strengths::list(); }

// ---- The log

void GameSession::logEvents(const gs::EventList& events, int turn)
{
    for (const gs::Event& e : events) {
        if (!inLog(e))
            continue;
        const QString text = EventText::event(e, *rules_, hotSeat_ ? EventText::Audience::Public : EventText::Audience::Side, human_);
        QString kind = "move";
        if (e.kind == gs::EventKind::Captured || e.kind == gs::EventKind::PenaltyTaken || e.kind == gs::EventKind::OffsideTaken)
            kind = "capture";
        else if (e.kind == gs::EventKind::Goal)
            kind = "goal";
        else if (e.kind == gs::EventKind::GameOver)
            kind = "end";
        log_.append(text, e.kind == gs::EventKind::GameOver ? QString() : (e.side == gs::Side::White ? "white" : "black"), turn, kind);
    }
}

void GameSession::rebuildLog()
{
    log_.clear();
    log_.append(tr("Game: %1").arg(variantName()), QString(), 0, "info");
    for (size_t k = 0; k < moves_.size(); ++k) {
        if (k == originPly_)
            logOrigin();
        gs::State s = history_[k];
        gs::EventList events;
        s.apply(moves_[k], &events);
        logEvents(events, history_[k].turn());
    }
    if (originPly_ >= moves_.size())
        logOrigin();
}

void GameSession::logOrigin()
{
    const int turn = originPly_ < history_.size() ? history_[originPly_].turn() : state().turn();
    if (origin_ == Origin::Resumed)
        log_.append(tr("Game resumed"), QString(), turn, "info");
    else if (origin_ == Origin::Opened)
        log_.append(tr("Opened %1").arg(openedFile_), QString(), turn, "info");
}

// ---- Files

// The game as a record, with the tags that let the app resume it as it was.
gs::GameRecord GameSession::recordForDisk(const char* event) const
{
    gs::GameRecord r = gs::recordOf(history_.front(), moves_, history_.back());
    r.setTag("Event", event);
    r.setTag("Date", QDateTime::currentDateTime().toString("yyyy.MM.dd").toStdString());
    r.setTag("White", whiteName().toStdString());
    r.setTag("Black", blackName().toStdString());
    r.setTag("Mode", hotSeat_ ? "hotseat" : "computer");
    r.setTag("Human", human_ == gs::Side::White ? "white" : "black");
    r.setTag("Strength", strength_.toStdString());
    r.setTag("Seed", std::to_string(seed_));
    if (!startGpn_.isEmpty())
        r.setTag("FromPosition", startGpn_.toStdString());
    if (const GameClock& times = clock_.times(); times.enabled() && times.gameLeft(0) >= 0) {
        r.setTag("WhiteClock", std::to_string(times.gameLeft(0)));
        r.setTag("BlackClock", std::to_string(times.gameLeft(1)));
    }
    return r;
}

void GameSession::writeAutosave()
{
    if (autosave_.path().isEmpty() || !active())
        return;
    const QByteArray bytes = QByteArray::fromStdString(gs::writeRecord(recordForDisk("GOALSCORER autosave"), history_));
    if (QString why; !autosave_.write(bytes, &why)) {
        checkAutosave();
        if (!autosaveFailed_) {  // say it once, not after every move
            autosaveFailed_ = true;
            emit error(tr("The game cannot be saved to %1: %2").arg(autosave_.path(), why));
        }
        return;
    }
    hasAutosave_ = !state().isTerminal();  // what was just written
}

// Read from disk only when the autosave may have changed there, never in the getter.
void GameSession::checkAutosave()
{
    hasAutosave_ = autosave_.hasUnfinishedGame();
}

bool GameSession::resumeAutosave()
{
    const auto saved = autosave_.read();
    checkAutosave();  // a damaged autosave may have been set aside
    if (!saved) {
        emit error(tr("There is no saved game to resume."));
        return false;
    }
    if (!loadRecordText(saved->record, saved->from, true))
        return false;  // loadRecordText said why
    if (!saved->damagedAside.isEmpty()) {
        writeAutosave();  // the resumed game is the autosave again, so quitting now loses nothing
        emit error(tr("The saved game could not be read (kept as %1). It resumes from the move before.").arg(saved->damagedAside));
    }
    return true;
}

void GameSession::discardAutosave()
{
    autosave_.discard();
    hasAutosave_ = false;
    emit changed();
}

void GameSession::setAutosavePath(const QString& path)
{
    autosave_.setPath(path);
    checkAutosave();
    emit changed();
}

bool GameSession::saveRecord(const QUrl& file)
{
    if (!active())
        return false;
    const gs::GameRecord r = recordForDisk("GOALSCORER game");
    const QString path = diskfile::localPath(file);
    if (QString why; !diskfile::writeWhole(path, QByteArray::fromStdString(gs::writeRecord(r, history_)), &why)) {
        emit error(tr("Could not save %1: %2").arg(path, why));
        return false;
    }
    return true;
}

bool GameSession::openRecord(const QUrl& file)
{
    const QString path = diskfile::localPath(file);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        emit error(tr("Could not open %1: %2").arg(path, f.errorString()));
        return false;
    }
    return loadRecordText(f.readAll(), path, false);
}

bool GameSession::loadRecordText(const QByteArray& text, const QString& where, bool asAutosave)
{
    std::vector<gs::State> positions;
    std::vector<gs::Move> moves;
    gs::GameRecord r;
    try {
        r = gs::readRecord(text.toStdString());
        positions = gs::replayRecord(r, gs::VariantRegistry::builtIn().lookup());
        for (const std::string& t : r.moves)
            moves.push_back(gs::parseMove(t, positions.front().rules()));
    } catch (const std::exception& e) {
        emit error(tr("%1 is not a game record this app can play: %2").arg(QFileInfo(where).fileName(), QString::fromUtf8(e.what())));
        return false;  // the current game stays as it was
    }
    dropHint();
    pending_.reset();
    arranging_.reset();
    hotSeat_ = r.tag("Mode") != "computer";
    human_ = r.tag("Human") == "black" ? gs::Side::Black : gs::Side::White;
    if (strengths::named(QString::fromStdString(r.tag("Strength"))))
        strength_ = QString::fromStdString(r.tag("Strength"));
    seed_ = QString::fromStdString(r.tag("Seed")).toULongLong();
    if (seed_ == 0)
        seed_ = QRandomGenerator::global()->generate64();
    seatPlayers();
    rules_ = &positions.front().rules();
    variantId_ = QString::fromStdString(rules_->id());
    clock_.start(rules_->variant().clock);
    for (int side = 0; side < 2; ++side) {
        bool ok = false;
        const qint64 left = QString::fromStdString(r.tag(side == 0 ? "WhiteClock" : "BlackClock")).toLongLong(&ok);
        if (ok)
            clock_.setGameLeft(side == 0 ? gs::Side::White : gs::Side::Black, left);
    }
    history_ = positions;
    moves_ = moves;
    // A rematch deals afresh (this deal has been seen), unless the game began from a position.
    startGpn_ = QString::fromStdString(r.tag("FromPosition"));
    seedText_.clear();
    selected_ = state().phase() == gs::Phase::Debut ? int(state().phaseSquare()) : -1;
    covered_ = hotSeat_ && !state().isTerminal();
    reviewing_ = false;
    origin_ = asAutosave ? Origin::Resumed : Origin::Opened;
    openedFile_ = QFileInfo(where).fileName();
    originPly_ = moves_.size();
    rebuildLog();
    emit gameBegan();
    if (gameOver()) {
        reviewing_ = true;
        reviewIndex_ = int(moves_.size());
    } else if (!asAutosave) {
        writeAutosave();
    }
    refresh();
    scheduleComputer();
    return true;
}
