#include "positioneditor.h"
#include "notices.h"
#include "formats/diskfile.h"

#include "gameoptions.h"
#include "language.h"
#include "pitchedits.h"

#include "formats/variantregistry.h"

#include <set>
#include <utility>

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
    const std::optional<gs::State> next = pitchedits::placed(pos_, gs::Square(index), *cell);
    if (!next) {
        emit error(tr("%1 already has 12 counters on the pitch.").arg(token[0] == 'w' ? tr("White") : tr("Black")));
        return;
    }
    selected_ = index;
    edit(*next);
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
    selected_ = to;
    edit(pitchedits::moved(pos_, gs::Square(from), gs::Square(to)));
}

void PositionEditor::secondaryClick(int index)
{
    if (index < 0 || index >= pos_.rules().squareCount() || pos_.at(gs::Square(index)) == gs::kEmpty)
        return;
    if (selected_ == index)
        selected_ = -1;
    edit(pitchedits::removed(pos_, gs::Square(index)));
}

void PositionEditor::toggleFirstTeamer()
{
    if (selected_ >= 0 && pos_.at(gs::Square(selected_)) != gs::kEmpty)
        edit(pitchedits::flagged(pos_, gs::Square(selected_), !gs::cellIsFirstTeamer(pos_.at(gs::Square(selected_))), false));
}

void PositionEditor::toggleRevealed()
{
    if (selected_ >= 0 && pos_.at(gs::Square(selected_)) != gs::kEmpty)
        edit(pitchedits::flagged(pos_, gs::Square(selected_), false, !gs::cellIsRevealed(pos_.at(gs::Square(selected_)))));
}

void PositionEditor::setTool(const QString& t)
{
    if (t == tool_)
        return;
    tool_ = t;
    refresh();
}

// ---- The other fields

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
    const PositionText::Read read = PositionText::read(typed, gpn());
    if (!read.error.isEmpty()) {
        gpnError_ = read.error;
        publish();
        return false;  // the position on the pitch stays
    }
    if (read.position) {
        selected_ = -1;
        edit(*read.position);
    }
    return true;
}

bool PositionEditor::pasteGpn()
{
    const std::optional<QString> text = PositionText::pasted();
    return text && setGpnText(*text);
}

bool PositionEditor::save(const QUrl& file)
{
    if (!valid()) {
        emit error(tr("Fix the position first: %1").arg(QString::fromStdString(check_.problems().front().message)));
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

void PositionEditor::refresh()
{
    check_.check(pos_);
    if (selected_ >= pos_.rules().squareCount() || (selected_ >= 0 && pos_.at(gs::Square(selected_)) == gs::kEmpty))
        selected_ = -1;
    std::set<int> movable;
    for (int sq = 0; sq < pos_.rules().squareCount(); ++sq)
        if (pos_.at(gs::Square(sq)) != gs::kEmpty)
            movable.insert(sq);  // any counter can be dragged (Pitch draws no red box while editing)
    board_.show(shown(), flipped_, movable, selected_, {});
    setProblemSquares(check_.problemSquares());
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
    check_.describe(v);
    if (!preview_.isEmpty())
        v.previewGpn = QString::fromStdString(gs::formatGpn(shown()));
    v.phaseChoices = positionfields::phaseChoices(pos_);
    for (const QString& p : v.phaseChoices)
        v.phaseLabels << positionfields::phaseLabel(p);
    v.turnLimit = pos_.rules().variant().turnLimit;
    v.selected = selected_;
    if (selected_ >= 0) {
        v.selectedCounter = QString::fromStdString(gs::formatCell(pos_.at(gs::Square(selected_))));
        v.selectedDescription = board_.standing(selected_);
    }
    v.canUndo = history_.canUndo();
    v.canRedo = history_.canRedo();
    status_.update(v);

    Fields now{tool_, sideToAct(), phase(), whiteSubstitute(), blackSubstitute(), variant(), preview_, turn(), whiteScore(), blackScore(), flipped_};
    // Which changed is decided before anything is emitted: a slot reading a sibling
    // property sees the new value.
    using Signal = void (PositionEditor::*)();
    const std::pair<bool, Signal> changes[] = {
        {now.tool != published_.tool, &PositionEditor::toolChanged},
        {now.sideToAct != published_.sideToAct, &PositionEditor::sideToActChanged},
        {now.phase != published_.phase, &PositionEditor::phaseChanged},
        {now.whiteSubstitute != published_.whiteSubstitute, &PositionEditor::whiteSubstituteChanged},
        {now.blackSubstitute != published_.blackSubstitute, &PositionEditor::blackSubstituteChanged},
        {now.variant != published_.variant, &PositionEditor::variantChanged},
        {now.preview != published_.preview, &PositionEditor::previewChanged},
        {now.turn != published_.turn, &PositionEditor::turnChanged},
        {now.whiteScore != published_.whiteScore, &PositionEditor::whiteScoreChanged},
        {now.blackScore != published_.blackScore, &PositionEditor::blackScoreChanged},
        {now.flipped != published_.flipped, &PositionEditor::flippedChanged},
    };
    published_ = now;
    for (const auto& [changed, signal] : changes)
        if (changed)
            emit (this->*signal)();
}
