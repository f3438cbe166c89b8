#include "tutorialrecorder.h"

#include "language.h"
#include "notices.h"
#include "formats/diskfile.h"

#include "moveinput.h"
#include "recordedtutorial.h"
#include "recordingstart.h"
#include "recordertext.h"
#include "recordingsteps.h"
#include "explain.h"
#include "notation.h"

#include <QJsonDocument>

#include <algorithm>
#include <set>
#include <utility>

TutorialRecorder::TutorialRecorder(QObject* parent)
    : PitchController(false, parent)
{
    // The status line is worded here: a language switch words it again.
    connect(&Language::instance(), &Language::changed, this, &TutorialRecorder::publish);
    publish();
}

bool TutorialRecorder::begin(const QString& gpn)
{
    const RecordingStart r = recordingFromPosition(gpn);
    if (!r.error.isEmpty()) {
        emit error(r.error);
        return false;
    }
    t_ = r.tutorial;
    start_ = r.start;
    current_ = 0;
    savedPath_.clear();
    idChosen_ = false;
    placeCursor(start_->rules().square(start_->rules().files() / 2, 2));
    replay();
    return true;
}

bool TutorialRecorder::openFile(const QUrl& file)
{
    const QString path = diskfile::localPath(file);
    const RecordingStart r = recordingFromFile(path);
    if (!r.error.isEmpty()) {
        emit error(r.error);
        return false;  // what was being recorded stays
    }
    t_ = r.tutorial;
    start_ = r.start;
    current_ = int(t_.steps.size()) - 1;
    savedPath_ = path;
    idChosen_ = true;  // an opened tutorial keeps its id
    replay();
    return true;
}

void TutorialRecorder::close()
{
    start_.reset();
    now_.reset();
    t_ = {};
    refresh();
}

// ---- Playing moves into the last step

void TutorialRecorder::replay()
{
    if (!start_)
        return;
    gs::State s = *start_;
    for (const gs::TutorialStep& step : t_.steps)
        for (const QString& m : step.moves)
            s.apply(gs::parseMove(m.toStdString(), s.rules()));  // recorded moves were legal
    now_ = s;
    selected_ = -1;
    refresh();
}

void TutorialRecorder::playMove(gs::Move m)
{
    t_.steps.back().moves << QString::fromStdString(gs::formatMove(m, now_->rules()));
    current_ = int(t_.steps.size()) - 1;
    replay();
}

void TutorialRecorder::clickSquare(int index)
{
    if (!now_ || index < 0 || index >= now_->rules().squareCount())
        return;
    setCursor(index);
    const QString name = QString::fromStdString(now_->rules().squareName(gs::Square(index)));
    gs::TutorialStep& step = t_.steps[current_];
    if (mode_ == "highlight") {
        recordingsteps::toggleHighlight(step, name);
        refresh();
        return;
    }
    if (mode_ == "arrow") {
        arrowFrom_ = recordingsteps::arrowClick(step, arrowFrom_, index, now_->rules());
        refresh();
        return;
    }
    if (now_->isTerminal())
        return;
    const moveinput::Click c = moveinput::click(*now_, selected_, gs::Square(index));
    if (c.move) {
        playMove(*c.move);
        return;
    }
    // A refused step drops the counter, as it always did in a game; the tutorial explains it instead.
    selected_ = c.refused && c.refused->kind == gs::MoveKind::Step && (*now_).phase() != gs::Phase::Debut ? -1 : c.selected;
    refresh();
}

void TutorialRecorder::chooseSubstitution(bool bringOn)
{
    if (now_ && now_->phase() == gs::Phase::Substitution)
        playMove(bringOn ? gs::Move::substitute() : gs::Move::noSubstitute());
}

void TutorialRecorder::undoMove()
{
    if (!start_)
        return;
    if (!t_.steps.back().moves.isEmpty())
        t_.steps.back().moves.removeLast();
    else if (t_.steps.size() > 1)
        t_.steps.removeLast();
    current_ = std::min(current_, int(t_.steps.size()) - 1);
    replay();
}

void TutorialRecorder::addStep()
{
    if (!start_)
        return;
    t_.steps << gs::TutorialStep{};
    current_ = int(t_.steps.size()) - 1;
    refresh();
}

void TutorialRecorder::removeStep(int index)
{
    if (!start_ || index < 0 || index >= t_.steps.size() || t_.steps.size() == 1)
        return;
    t_.steps.removeAt(index);
    current_ = std::min(current_, int(t_.steps.size()) - 1);
    replay();
}

void TutorialRecorder::setStepField(int index, const QString& key, const QVariant& value)
{
    if (index < 0 || index >= t_.steps.size())
        return;
    recordingsteps::setField(t_.steps[index], key, value);
    typedText_ = key != "exercise";
    publish();
    typedText_ = false;
}

void TutorialRecorder::clearMarks(int index)
{
    if (index < 0 || index >= t_.steps.size())
        return;
    t_.steps[index].highlight.clear();
    t_.steps[index].arrows.clear();
    refresh();
}

void TutorialRecorder::setTitle(const QString& s)
{
    t_.title = s;
    if (!idChosen_ && savedPath_.isEmpty())
        t_.id = tutorialIdFromTitle(s);
    publish();
}

void TutorialRecorder::setTutorialId(const QString& s)
{
    t_.id = s;
    idChosen_ = true;
    publish();
}

void TutorialRecorder::setSummary(const QString& s)
{
    t_.summary = s;
    publish();
}

void TutorialRecorder::setViewer(const QString& v)
{
    t_.viewer = v == "black" ? gs::Side::Black : gs::Side::White;
    refresh();
}

void TutorialRecorder::setCurrentStep(int i)
{
    if (i < 0 || i >= t_.steps.size() || i == current_)
        return;
    current_ = i;
    refresh();
}

void TutorialRecorder::setMode(const QString& m)
{
    if (m == mode_)
        return;
    mode_ = m;
    arrowFrom_ = -1;
    selected_ = -1;
    refresh();
}

// ---- Saving

QString TutorialRecorder::json() const
{
    return QString::fromUtf8(QJsonDocument(gs::tutorialToJson(t_)).toJson(QJsonDocument::Indented));
}

bool TutorialRecorder::save(const QUrl& file, const QString& userFolder)
{
    if (const QString p = recordingProblem(t_, start_.has_value()); !p.isEmpty()) {
        emit error(tr("The tutorial is not finished: %1").arg(p));
        return false;
    }
    const SavedTutorial done = saveRecording(t_, savedPath_, file, userFolder);
    if (!done.error.isEmpty()) {
        emit error(done.error);
        return false;
    }
    savedPath_ = done.path;
    publish();
    if (!done.keptAside.isEmpty())
        emit error(tr("The tutorial file that was at %1 could not be read; it is kept as %2 in the same folder.").arg(done.path, done.keptAside));
    emit saved(done.path);
    Notices::instance().wrote(done.path);
    return true;
}

// ---- Reading

void TutorialRecorder::refresh()
{
    QVariantList highlights, arrows;
    if (start_) {
        const gs::TutorialStep& step = t_.steps[current_];
        highlights = squaresNamed(step.highlight);
        for (const gs::TutorialArrow& a : step.arrows)
            arrows << arrowBetween(a.from, a.to);
    }
    setHighlights(highlights);
    setArrows(arrows);
    if (now_) {
        std::set<int> movable, targets;
        if (mode_ == "move" && !now_->isTerminal())
            moveinput::marks(*now_, selected_, movable, targets);
        if (arrowFrom_ >= 0)
            targets.insert(arrowFrom_);
        board_.show(*now_, false, movable, selected_, targets);
    }
    publish();
}

void TutorialRecorder::publish()
{
    Values next;
    next.active = start_.has_value();
    next.title = t_.title;
    next.tutorialId = t_.id;
    next.summary = t_.summary;
    next.viewer = t_.viewer == gs::Side::White ? "white" : "black";
    next.steps = recordingsteps::list(t_.steps);
    next.currentStep = current_;
    next.mode = mode_;
    next.phase = now_ ? QString::fromStdString(gs::phaseText(*now_)).section(':', 0, 0) : QString();
    next.gameOver = now_ && now_->isTerminal();
    next.status = now_ ? recordertext::status(*now_, t_, mode_, arrowFrom_ >= 0, current_) : QString();
    next.ready = recordingProblem(t_, start_.has_value()).isEmpty();
    next.savedPath = savedPath_;
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    using Signal = void (TutorialRecorder::*)();
    const std::pair<bool, Signal> changes[] = {
        {next.active != v_.active, &TutorialRecorder::activeChanged},
        {next.title != v_.title, &TutorialRecorder::titleChanged},
        {next.tutorialId != v_.tutorialId, &TutorialRecorder::tutorialIdChanged},
        {next.summary != v_.summary, &TutorialRecorder::summaryChanged},
        {next.viewer != v_.viewer, &TutorialRecorder::viewerChanged},
        {next.steps != v_.steps && !typedText_, &TutorialRecorder::stepsChanged},
        {next.currentStep != v_.currentStep, &TutorialRecorder::currentStepChanged},
        {next.mode != v_.mode, &TutorialRecorder::modeChanged},
        {next.phase != v_.phase, &TutorialRecorder::phaseChanged},
        {next.gameOver != v_.gameOver, &TutorialRecorder::gameOverChanged},
        {next.status != v_.status, &TutorialRecorder::statusChanged},
        {next.ready != v_.ready, &TutorialRecorder::readyChanged},
        {next.savedPath != v_.savedPath, &TutorialRecorder::savedPathChanged},
    };
    v_ = next;
    for (const auto& [changed, signal] : changes)
        if (changed)
            emit (this->*signal)();
}
