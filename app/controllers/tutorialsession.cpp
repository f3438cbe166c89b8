#include "tutorialsession.h"

#include "announcement.h"
#include "language.h"
#include "localizedtext.h"
#include "moveinput.h"
#include "notation.h"
#include "tutorialtext.h"

#include <algorithm>
#include <set>

TutorialSession::TutorialSession(QObject* parent)
    : PitchController(false, parent)
{
    moveTimer_.setSingleShot(true);
    connect(&moveTimer_, &QTimer::timeout, this, &TutorialSession::playPending);
    autoplayTimer_.setSingleShot(true);
    connect(&autoplayTimer_, &QTimer::timeout, this, [this] {
        if (autoplay_ && canGoNext())
            next();
    });
    userFolder_ = TutorialCatalog::defaultUserFolder();
    olderFolder_ = TutorialCatalog::olderUserFolder();
    reloadList();
    // The tutorial's texts are shown in the interface's language (the chapter list picks its
    // titles from each entry's translations, so it is not rebuilt and keeps its place).
    connect(&Language::instance(), &Language::changed, this, &TutorialSession::publish);
}

void TutorialSession::setUserFolder(const QString& dir)
{
    if (dir == userFolder_)
        return;
    userFolder_ = dir;
    reloadList();
}

void TutorialSession::reloadList()
{
    catalog_.reload(userFolder_, olderFolder_);
    emit listChanged();
}

void TutorialSession::resetProgress()
{
    catalog_.forgetProgress();
    reloadList();
}

bool TutorialSession::open(const QString& id)
{
    if (const QString file = catalog_.fileOf(id); !file.isEmpty())
        return openFile(QUrl::fromLocalFile(file));
    emit error(tr("There is no tutorial \"%1\".").arg(id));
    return false;
}

bool TutorialSession::show(const PlayableTutorial& p, bool learner)
{
    if (!p.error.isEmpty()) {
        emit error(p.error);
        return false;  // the open tutorial stays
    }
    tutorial_ = p.tutorial;
    states_ = p.states;
    learner_ = learner;
    const gs::Rules& r = states_.front().rules();
    placeCursor(r.square(r.files() / 2, p.tutorial.viewer == gs::Side::White ? 2 : r.ranks() - 3));
    enter(0, false);
    return true;
}

void TutorialSession::close()
{
    moveTimer_.stop();
    autoplayTimer_.stop();
    pending_.clear();
    states_.clear();
    shown_.reset();
    tutorial_ = {};
    refresh();
}

// ---- Stepping

void TutorialSession::enter(int i, bool animate)
{
    moveTimer_.stop();
    autoplayTimer_.stop();
    step_ = i;
    selected_ = -1;
    pending_.clear();
    const gs::TutorialStep& step = tutorial_.steps[i];
    shown_ = states_[i];
    attempt_.begin(step.exercise);
    if (attempt_.awaiting()) {
        refresh();
        return;
    }
    if (animate && !step.moves.isEmpty()) {
        pending_ = step.moves;
        refresh();
        moveTimer_.start(stepDelay_ / 2);
        return;
    }
    shown_ = states_[i + 1];
    int from = -1, to = -1;
    if (!step.moves.isEmpty()) {
        const gs::Move last = gs::parseMove(step.moves.back().toStdString(), rules());
        if (last.kind == gs::MoveKind::Step)
            from = last.from, to = last.to;
    }
    markProgress();
    refresh(from, to);
}

void TutorialSession::playPending()
{
    if (pending_.isEmpty() || !shown_)
        return;
    const gs::Move m = gs::parseMove(pending_.takeFirst().toStdString(), rules());
    gs::EventList events;
    shown_->apply(m, &events);  // legal: replayTutorial checked every move
    for (const gs::Event& e : events)
        if (const Announcement a = announcementFor(e, rules()); !a.kind.isEmpty())
            emit announce(a.text, a.kind);
    if (pending_.isEmpty()) {
        shown_ = states_[step_ + 1];
        markProgress();
    } else {
        moveTimer_.start(stepDelay_);
    }
    refresh(m.kind == gs::MoveKind::Step ? m.from : -1, m.kind == gs::MoveKind::Step ? m.to : -1, true);
}

void TutorialSession::markProgress()
{
    if (learner_ && catalog_.markReached(tutorial_.id, step_, stepCount()))
        emit listChanged();
    if (autoplay_ && canGoNext())
        autoplayTimer_.start(qMax(1500, int(caption().size()) * 45));
}

void TutorialSession::next()
{
    if (canGoNext() && !playing())
        enter(step_ + 1, true);
}

void TutorialSession::setAutoplay(bool on)
{
    if (on == autoplay_)
        return;
    autoplay_ = on;
    autoplayTimer_.stop();
    emit autoplayChanged();
    if (on && canGoNext() && !playing())
        next();
}

// ---- Exercises

void TutorialSession::solve(bool byLearner, const gs::TutorialAnswer* also)
{
    const gs::TutorialStep& step = tutorial_.steps[step_];
    selected_ = -1;
    if (attempt_.solve(step, byLearner, also, rules()) && learner_ && catalog_.markSolvedUnaided(tutorial_.id, step_))
        emit listChanged();
    pending_ = step.moves;
    playPending();
}

bool TutorialSession::tryMove(const QString& text)
{
    if (!attempt_.awaiting() || !shown_ || playing())
        return false;
    gs::Move m;
    try {
        m = gs::parseMove(text.toStdString(), rules());
    } catch (const gs::NotationError&) {
        return false;
    }
    // Another right answer is said so (in the tutorial's words, if it has some).
    const gs::TutorialAnswer* also = nullptr;
    if (ExerciseAttempt::isRight(tutorial_.steps[step_], m, rules(), also)) {
        solve(true, also);
        return true;
    }
    refuse(m);
    return false;
}

void TutorialSession::refuse(gs::Move m)
{
    attempt_.refuse(tutorial_.steps[step_], *shown_, m);
    // An illegal try leaves the counter picked up, so that the learner can try it elsewhere.
    if (shown_->isLegal(m))
        selected_ = -1;
    refresh();
}

void TutorialSession::showHint()
{
    if (!attempt_.awaiting())
        return;
    const gs::TutorialStep& step = tutorial_.steps[step_];
    attempt_.hint(step, rules());
    if (const gs::Move answer = ExerciseAttempt::answer(step, rules()); answer.kind == gs::MoveKind::Step)
        selected_ = answer.from;
    refresh();
}

void TutorialSession::showSolution()
{
    if (attempt_.awaiting() && !playing())
        solve(false);
}

void TutorialSession::clickSquare(int index)
{
    if (!attempt_.awaiting() || !shown_ || playing() || index < 0 || index >= rules().squareCount())
        return;
    setCursor(index);
    const moveinput::Click c = moveinput::click(*shown_, selected_, gs::Square(index));
    if (c.move) {
        tryMove(QString::fromStdString(gs::formatMove(*c.move, rules())));
        return;
    }
    selected_ = c.selected;
    if (c.refused)
        refuse(*c.refused);
    else
        refresh();
}

void TutorialSession::chooseSubstitution(bool bringOn)
{
    if (attempt_.awaiting() && shown_ && shown_->phase() == gs::Phase::Substitution)
        tryMove(bringOn ? "sub" : "nosub");
}

// ---- What QML shows

QString TutorialSession::stepText(const QString& field) const
{
    return tutorialtext::stepText(tutorial_.steps[step_], field);
}

QString TutorialSession::caption() const
{
    return active() && !attempt_.awaiting() && !playing() ? stepText("caption") : QString();
}

void TutorialSession::setStepDelay(int ms)
{
    ms = qMax(0, ms);
    if (ms == stepDelay_)
        return;
    stepDelay_ = ms;
    emit stepDelayChanged();
}

void TutorialSession::publish()
{
    const bool on = active();
    StepState::Values st;
    st.tutorialId = tutorial_.id;
    st.title = localizedText(tutorial_.title, tutorial_.titleIn);
    st.stepIndex = step_;
    st.stepCount = stepCount();
    st.caption = caption();
    st.playing = playing();
    st.canGoBack = on && step_ > 0;
    st.canGoNext = canGoNext();
    st.finished = on && step_ + 1 == stepCount() && !attempt_.awaiting();
    st.phase = shown_ ? QString::fromStdString(gs::phaseText(*shown_)).section(':', 0, 0) : QString();
    st.whiteScore = on && shown_ ? shown_->score(gs::Side::White) : 0;
    st.blackScore = on && shown_ ? shown_->score(gs::Side::Black) : 0;
    stepState_.update(st);
    exercise_.update(attempt_.values(on && attempt_.awaiting() ? stepText("prompt") : QString()));
    if (on != wasActive_) {
        wasActive_ = on;
        emit activeChanged();
    }
}

void TutorialSession::refresh(int lastFrom, int lastTo, bool animate)
{
    // The step's marks; an exercise's arrows only once it is answered.
    QVariantList highlights, arrows;
    if (active()) {
        const gs::TutorialStep& step = tutorial_.steps[step_];
        highlights = squaresNamed(step.highlight);
        if (!playing() && !attempt_.awaiting())
            for (const gs::TutorialArrow& a : step.arrows)
                arrows << arrowBetween(a.from, a.to);
    }
    if (!shown_) {
        setHighlights(highlights);
        setArrows(arrows);
        publish();
        return;
    }
    std::set<int> movable, targets;
    const gs::State& s = *shown_;
    if (attempt_.awaiting() && !playing())
        moveinput::marks(s, selected_, movable, targets);
    // The learner watches with the viewer's eyes; once the game is over, everything shows.
    const gs::State seen = s.isTerminal() ? s : s.view(tutorial_.viewer);
    moveinput::TurnMarks turns;
    if (lastFrom >= 0 && lastTo >= 0)
        turns.latest.push_back({lastFrom, lastTo});
    board_.show(seen, tutorial_.viewer == gs::Side::Black, movable, selected_, targets, turns, animate);
    setHighlights(highlights);
    setArrows(arrows);
    publish();
}
