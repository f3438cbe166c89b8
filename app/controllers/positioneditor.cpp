#include "positioneditor.h"
#include "notices.h"
#include "formats/diskfile.h"

#include "eventtext.h"
#include "gameoptions.h"
#include "gametext.h"
#include "language.h"
#include "positionfields.h"
#include "positionfiles.h"
#include "sharelink.h"

#include "formats/variantregistry.h"
#include "moveinput.h"
#include "notation.h"
#include "positionbuilder.h"
#include "validity.h"

#include <QClipboard>
#include <QGuiApplication>

#include <algorithm>
#include <utility>
#include <set>

namespace {

const gs::Rules& classicRules() { return *gs::VariantRegistry::builtIn().find("classic"); }

}  // namespace

PositionEditor::PositionEditor(QObject* parent)
    : PitchController(true, parent), pos_(classicRules())
{
    pos_ = gs::State::deal(classicRules(), 1);
    placeCursor(pos_.rules().square(pos_.rules().files() / 2, 2));
    refresh();
    // The verdict, the phase names and the counter's description follow a language switch.
    connect(&Language::instance(), &Language::changed, this, &PositionEditor::publish);
}

// ---- Editing the pitch

void PositionEditor::editIf(const std::optional<gs::State>& next)
{
    if (next)
        edit(*next);
}

void PositionEditor::edit(const gs::State& next)
{
    history_.edited(pos_);
    pos_ = next;
    analysed_.clear();
    gpnError_.clear();  // about a line that is no longer in the field
    refresh();
}

void PositionEditor::placeAt(int index, const QString& token)
{
    const auto cell = gs::parseCell(token.toStdString());
    if (!cell || index < 0 || index >= pos_.rules().squareCount())
        return;
    gs::PositionBuilder next(pos_);
    next.clear(gs::Square(index));
    if (!next.put(gs::Square(index), *cell)) {
        emit error(tr("%1 already has 12 counters on the pitch.").arg(token[0] == 'w' ? tr("White") : tr("Black")));
        return;
    }
    selected_ = index;
    edit(next.draft());
}

void PositionEditor::clickSquare(int index)
{
    if (index < 0 || index >= pos_.rules().squareCount())
        return;
    setCursor(index);
    const gs::Square sq = gs::Square(index);
    if (tool_ == "trash") {
        secondaryClick(index);
        return;
    }
    if (!tool_.isEmpty()) {
        placeAt(index, tool_);
        return;
    }
    if (selected_ >= 0 && pos_.at(sq) == gs::kEmpty) {
        moveCounter(selected_, index);
        return;
    }
    selected_ = pos_.at(sq) != gs::kEmpty && selected_ != index ? index : -1;
    refresh();
}

void PositionEditor::moveCounter(int from, int to)
{
    const int n = pos_.rules().squareCount();
    if (from < 0 || from >= n || to < 0 || to >= n || from == to || pos_.at(gs::Square(from)) == gs::kEmpty)
        return;
    gs::PositionBuilder next(pos_);
    const gs::Cell c = next.draft().at(gs::Square(from));
    next.clear(gs::Square(from));
    next.clear(gs::Square(to));
    next.put(gs::Square(to), c);
    if (next.draft().phaseSquare() == gs::Square(from))  // a phase square follows its counter
        next.setPhase(next.draft().phase(), gs::Square(to));
    selected_ = to;
    edit(next.draft());
}

void PositionEditor::secondaryClick(int index)
{
    if (index < 0 || index >= pos_.rules().squareCount() || pos_.at(gs::Square(index)) == gs::kEmpty)
        return;
    gs::PositionBuilder next(pos_);
    next.clear(gs::Square(index));
    if (selected_ == index)
        selected_ = -1;
    edit(next.draft());
}

void PositionEditor::dropOffPitch(int index)
{
    secondaryClick(index);
}

void PositionEditor::toggleFirstTeamer()
{
    if (selected_ >= 0 && pos_.at(gs::Square(selected_)) != gs::kEmpty)
        setPickedFlags(!gs::cellIsFirstTeamer(pos_.at(gs::Square(selected_))), false);
}

void PositionEditor::toggleRevealed()
{
    if (selected_ >= 0 && pos_.at(gs::Square(selected_)) != gs::kEmpty)
        setPickedFlags(false, !gs::cellIsRevealed(pos_.at(gs::Square(selected_))));
}

void PositionEditor::setPickedFlags(bool firstTeamer, bool revealed)
{
    const gs::Cell c = pos_.at(gs::Square(selected_));
    gs::PositionBuilder next(pos_);
    next.clear(gs::Square(selected_));
    next.put(gs::Square(selected_), gs::makeCell(gs::cellSide(c), gs::cellIdentity(c), firstTeamer, revealed));
    edit(next.draft());
}

void PositionEditor::setTool(const QString& t)
{
    if (t == tool_)
        return;
    tool_ = t;
    refresh();
}

// ---- The other fields

void PositionEditor::setSideToAct(const QString& side)
{
    editIf(positionfields::withSideToAct(pos_, side == "black" ? gs::Side::Black : gs::Side::White));
}

void PositionEditor::setPhase(const QString& text) { editIf(positionfields::withPhase(pos_, text)); }

void PositionEditor::setTurn(int t) { editIf(positionfields::withTurn(pos_, t)); }

void PositionEditor::setScore(gs::Side s, int goals) { editIf(positionfields::withScore(pos_, s, goals)); }

void PositionEditor::setSubstitute(gs::Side s, const QString& text) { editIf(positionfields::withSubstitute(pos_, s, text)); }

QStringList PositionEditor::variantIds() const
{
    return gs::VariantRegistry::builtIn().ids();
}

QStringList PositionEditor::paletteTokens(const QString& id) const
{
    const gs::Rules* rules = gs::VariantRegistry::builtIn().find(id.toStdString());
    return positionfields::paletteTokens(rules ? rules->variant() : pos_.rules().variant());
}

void PositionEditor::setVariant(const QString& id)
{
    if (id == variant())
        return;
    const gs::Rules* r = gs::VariantRegistry::builtIn().find(id.toStdString());
    if (!r) {
        emit error(tr("Unknown variant \"%1\".").arg(id));
        return;
    }
    selected_ = -1;
    edit(positionfields::withRules(pos_, *r));
}

// ---- Whole positions

void PositionEditor::clear()
{
    selected_ = -1;
    edit(gs::State(pos_.rules()));
}

void PositionEditor::classicStart(const QString& seedText)
{
    const std::optional<quint64> seed = GameOptions::seedFrom(seedText);
    if (!seed) {
        emit error(tr("The seed must be a whole number, 0 or more."));
        return;
    }
    selected_ = -1;
    edit(gs::State::deal(pos_.rules(), *seed));
}

void PositionEditor::undo() { goBackOrForth(history_.undo(pos_)); }

void PositionEditor::redo() { goBackOrForth(history_.redo(pos_)); }

void PositionEditor::goBackOrForth(std::optional<gs::State> to)
{
    if (!to)
        return;
    pos_ = *to;
    selected_ = -1;
    gpnError_.clear();
    refresh();
}

bool PositionEditor::setGpnText(const QString& typed)
{
    QString why;
    const std::optional<QString> text = sharing::positionText(typed, &why);  // a GPN, or a link to one
    if (!text) {
        gpnError_ = tr("Not a position: %1").arg(why);
        publish();
        return false;
    }
    if (text->trimmed() == gpn())
        return true;
    try {
        const gs::State s = gs::parseGpnUnchecked(text->trimmed().toStdString(), gs::VariantRegistry::builtIn().lookup());
        selected_ = -1;
        edit(s);
        return true;
    } catch (const gs::NotationError& e) {
        gpnError_ = tr("Not a position: %1").arg(QString::fromStdString(e.what()));
        publish();
        return false;  // the position on the pitch stays
    }
}

void PositionEditor::copyGpn() const
{
    if (QClipboard* c = QGuiApplication::clipboard())
        c->setText(gpn());
}

bool PositionEditor::pasteGpn()
{
    const QClipboard* c = QGuiApplication::clipboard();
    return c && setGpnText(c->text());
}

QString PositionEditor::defaultFolder() const { return PositionFiles::defaultFolder(); }

bool PositionEditor::save(const QUrl& file)
{
    if (!valid()) {
        emit error(tr("Fix the position first: %1").arg(QString::fromStdString(problems_.front().message)));
        return false;
    }
    const QString why = PositionFiles::save(file, gpn());
    if (!why.isEmpty())
        emit error(why);
    else
        Notices::instance().wrote(diskfile::localPath(file));
    return why.isEmpty();
}

bool PositionEditor::open(const QUrl& file)
{
    const PositionFiles::Opened opened = PositionFiles::open(file);
    if (!opened.error.isEmpty()) {
        emit error(opened.error);
        return false;  // the editor stays as it was
    }
    return setGpnText(opened.gpn);
}

// ---- Reading

QString PositionEditor::gpn() const
{
    return QString::fromStdString(gs::formatGpn(pos_));
}


QString PositionEditor::selectedDescription() const
{
    return selected_ >= 0 ? board_.standing(selected_) : QString();
}

QString PositionEditor::selectedCounter() const
{
    return selected_ >= 0 ? QString::fromStdString(gs::formatCell(pos_.at(gs::Square(selected_)))) : QString();
}

std::optional<gs::State> PositionEditor::playable() const
{
    if (!valid())
        return std::nullopt;
    return gs::PositionBuilder(pos_).build();
}

void PositionEditor::analyse(const QString& move)
{
    analysed_ = move;
    refresh();
}

void PositionEditor::setFlipped(bool on)
{
    if (on == flipped_)
        return;
    flipped_ = on;
    refresh();
}

void PositionEditor::setPreview(const QString& side)
{
    if (side == preview_)
        return;
    preview_ = side;
    refresh();
}

QString PositionEditor::previewGpn() const
{
    if (preview_.isEmpty())
        return {};
    return QString::fromStdString(gs::formatGpn(pos_.view(preview_ == "black" ? gs::Side::Black : gs::Side::White)));
}

void PositionEditor::refresh()
{
    problems_ = gs::checkPosition(pos_);
    if (selected_ >= pos_.rules().squareCount() || (selected_ >= 0 && pos_.at(gs::Square(selected_)) == gs::kEmpty))
        selected_ = -1;
    std::set<int> movable;
    for (int sq = 0; sq < pos_.rules().squareCount(); ++sq)
        if (pos_.at(gs::Square(sq)) != gs::kEmpty)
            movable.insert(sq);  // any counter can be dragged (Pitch draws no red box while editing)
    const gs::State shown = preview_.isEmpty() ? pos_ : pos_.view(preview_ == "black" ? gs::Side::Black : gs::Side::White);
    board_.show(shown, flipped_, movable, selected_, {});
    QVariantList problemSquares;
    for (const gs::PositionProblem& p : problems_)
        if (p.square != gs::kNoSquare)
            problemSquares << int(p.square);
    setProblemSquares(problemSquares);
    setArrows(positionfields::arrowsFor(analysed_, pos_.rules()));
    if (cursor() >= pos_.rules().squareCount())
        placeCursor(pos_.rules().square(pos_.rules().files() / 2, 2));
    publish();
}

void PositionEditor::publish()
{
    EditorStatus::Values v;
    v.gpn = gpn();
    v.gpnError = gpnError_;
    v.valid = valid();
    v.problems = positionfields::problemList(problems_);
    if (const auto s = playable()) {  // built once for both
        v.overAtOnce = EventText::ending(*s);
        v.legalMoves = GameText::legalMoves(*s);
    }
    v.previewGpn = previewGpn();
    v.phaseChoices = positionfields::phaseChoices(pos_);
    for (const QString& p : v.phaseChoices)
        v.phaseLabels << positionfields::phaseLabel(p);
    v.turnLimit = pos_.rules().variant().turnLimit;
    v.selected = selected_;
    v.selectedCounter = selectedCounter();
    v.selectedDescription = selectedDescription();
    v.canUndo = history_.canUndo();
    v.canRedo = history_.canRedo();
    status_.update(v);

    Fields now{tool_, sideToAct(), phase(), whiteSubstitute(), blackSubstitute(), variant(), preview_, turn(), whiteScore(), blackScore(), flipped_};
    Fields was = std::exchange(published_, now);
    if (now.tool != was.tool)
        emit toolChanged();
    if (now.sideToAct != was.sideToAct)
        emit sideToActChanged();
    if (now.phase != was.phase)
        emit phaseChanged();
    if (now.whiteSubstitute != was.whiteSubstitute)
        emit whiteSubstituteChanged();
    if (now.blackSubstitute != was.blackSubstitute)
        emit blackSubstituteChanged();
    if (now.variant != was.variant)
        emit variantChanged();
    if (now.preview != was.preview)
        emit previewChanged();
    if (now.turn != was.turn)
        emit turnChanged();
    if (now.whiteScore != was.whiteScore)
        emit whiteScoreChanged();
    if (now.blackScore != was.blackScore)
        emit blackScoreChanged();
    if (now.flipped != was.flipped)
        emit flippedChanged();
}
