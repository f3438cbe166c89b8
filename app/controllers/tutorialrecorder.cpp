#include "tutorialrecorder.h"
#include "formats/diskfile.h"

#include "formats/variantregistry.h"
#include "moveinput.h"
#include "eventtext.h"
#include "explain.h"
#include "notation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <set>

TutorialRecorder::TutorialRecorder(QObject* parent)
    : PitchController(false, parent)
{
}

bool TutorialRecorder::begin(const QString& gpn)
{
    try {
        const gs::State s = gs::parseGpn(gpn.toStdString(), gs::VariantRegistry::builtIn().lookup());
        t_ = {};
        t_.id = "my-tutorial";
        t_.title = tr("My tutorial");
        t_.start = QString::fromStdString(gs::formatGpn(s));
        t_.steps = {gs::TutorialStep{}};
        start_ = gs::tutorialStart(t_, gs::VariantRegistry::builtIn().lookup(), tr("the recorded tutorial"));
    } catch (const std::exception& e) {
        emit error(tr("Recording needs a valid position: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    current_ = 0;
    savedPath_.clear();
    placeCursor(start_->rules().square(start_->rules().files() / 2, 2));
    replay();
    return true;
}

bool TutorialRecorder::openFile(const QUrl& file)
{
    const QString path = diskfile::localPath(file);
    try {
        t_ = gs::readTutorialFile(path, gs::VariantRegistry::builtIn().lookup());
        start_ = gs::tutorialStart(t_, gs::VariantRegistry::builtIn().lookup(), path);
    } catch (const gs::TutorialError& e) {
        emit error(tr("This tutorial cannot be opened: %1").arg(QString::fromUtf8(e.what())));
        return false;  // what was being recorded stays
    }
    current_ = int(t_.steps.size()) - 1;
    savedPath_ = path;
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
        if (step.highlight.contains(name))
            step.highlight.removeAll(name);
        else
            step.highlight << name;
        refresh();
        return;
    }
    if (mode_ == "arrow") {
        if (arrowFrom_ < 0 || arrowFrom_ == index) {
            arrowFrom_ = arrowFrom_ == index ? -1 : index;
        } else {
            step.arrows << gs::TutorialArrow{QString::fromStdString(now_->rules().squareName(gs::Square(arrowFrom_))), name};
            arrowFrom_ = -1;
        }
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
    gs::TutorialStep& s = t_.steps[index];
    if (key == "caption")
        s.caption = value.toString();
    else if (key == "exercise")
        s.exercise = value.toBool();
    else if (key == "prompt")
        s.prompt = value.toString();
    else if (key == "feedback")
        s.feedback = value.toString();
    else if (key == "hint")
        s.hint = value.toString();
    emit changed();
}

void TutorialRecorder::clearMarks(int index)
{
    if (index < 0 || index >= t_.steps.size())
        return;
    t_.steps[index].highlight.clear();
    t_.steps[index].arrows.clear();
    refresh();
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

QString TutorialRecorder::problem() const
{
    if (!start_)
        return tr("Start recording from a position first.");
    if (t_.title.trimmed().isEmpty())
        return tr("Give the tutorial a title.");
    if (!QRegularExpression("^[a-z0-9][a-z0-9-]*$").match(t_.id).hasMatch())
        return tr("The id must be lower-case letters, digits and dashes.");
    for (int i = 0; i < t_.steps.size(); ++i) {
        const gs::TutorialStep& s = t_.steps[i];
        if (s.caption.trimmed().isEmpty())
            return tr("Step %1 needs a caption.").arg(i + 1);
        if (s.exercise && s.moves.isEmpty())
            return tr("Step %1 is an exercise: play its answer on the pitch.").arg(i + 1);
        if (s.exercise && s.prompt.trimmed().isEmpty())
            return tr("Step %1 is an exercise: write the task for the learner.").arg(i + 1);
    }
    return {};
}

QString TutorialRecorder::json() const
{
    return QString::fromUtf8(QJsonDocument(gs::tutorialToJson(t_)).toJson(QJsonDocument::Indented));
}

bool TutorialRecorder::save(const QUrl& file, const QString& userFolder)
{
    if (const QString p = problem(); !p.isEmpty()) {
        emit error(tr("The tutorial is not finished: %1").arg(p));
        return false;
    }
    QString path = file.isEmpty() ? QString() : diskfile::localPath(file);
    if (path.isEmpty()) {
        if (userFolder.isEmpty()) {
            emit error(tr("There is no folder to save tutorials in."));
            return false;
        }
        QDir().mkpath(userFolder);
        path = QDir(userFolder).filePath(t_.id + ".json");
    }
    // What is written must read back: check it as the tutorial player will.
    try {
        const QByteArray bytes = json().toUtf8();
        const gs::Tutorial back = gs::tutorialFromJson(bytes, QFileInfo(path).fileName(), gs::VariantRegistry::builtIn().lookup());
        gs::replayTutorial(back, gs::VariantRegistry::builtIn().lookup(), QFileInfo(path).fileName());
        if (QString why; !diskfile::writeWhole(path, bytes, &why)) {
            emit error(tr("Could not save %1: %2").arg(QFileInfo(path).fileName(), why));
            return false;
        }
    } catch (const gs::TutorialError& e) {
        emit error(QString::fromUtf8(e.what()));
        return false;
    }
    savedPath_ = path;
    emit changed();
    return true;
}

// ---- Reading

QVariantList TutorialRecorder::steps() const
{
    QVariantList out;
    for (const gs::TutorialStep& s : t_.steps) {
        QStringList arrows;
        for (const gs::TutorialArrow& a : s.arrows)
            arrows << a.from + "→" + a.to;
        out << QVariantMap{{"caption", s.caption}, {"moves", s.moves.join(' ')}, {"exercise", s.exercise}, {"prompt", s.prompt},
                           {"feedback", s.feedback}, {"hint", s.hint}, {"highlight", s.highlight.join(' ')}, {"arrows", arrows.join(' ')}};
    }
    return out;
}

QString TutorialRecorder::phase() const
{
    return now_ ? QString::fromStdString(gs::phaseText(*now_)).section(':', 0, 0) : QString();
}

QString TutorialRecorder::status() const
{
    if (!now_)
        return {};
    if (mode_ == "highlight")
        return tr("Click squares to mark them in step %1.").arg(current_ + 1);
    if (mode_ == "arrow")
        return arrowFrom_ < 0 ? tr("Click where the arrow starts.") : tr("Click where the arrow ends.");
    if (now_->isTerminal())
        return tr("The game is over. Write the last caption and save.");
    return EventText::phase(*now_) + tr(" (recorded into step %1)").arg(t_.steps.size());
}

void TutorialRecorder::refresh()
{
    QVariantList highlights, arrows;
    if (active()) {
        const gs::TutorialStep& step = t_.steps[current_];
        highlights = squaresNamed(step.highlight);
        for (const gs::TutorialArrow& a : step.arrows)
            arrows << arrowBetween(a.from, a.to);
    }
    setHighlights(highlights);
    setArrows(arrows);
    if (!now_) {
        emit changed();
        return;
    }
    std::set<int> movable, targets;
    if (mode_ == "move" && !now_->isTerminal())
        moveinput::marks(*now_, selected_, movable, targets);
    if (arrowFrom_ >= 0)
        targets.insert(arrowFrom_);
    board_.show(*now_, false, movable, selected_, targets);
    emit changed();
}
