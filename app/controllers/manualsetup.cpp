#include "manualsetup.h"

#include <QRandomGenerator>

#include <algorithm>
#include <iterator>

ManualSetup::ManualSetup(std::function<gs::State*()> start, std::function<bool()> covered, QObject* parent)
    : QObject(parent)
    , start_(std::move(start))
    , covered_(std::move(covered))
{
}

void ManualSetup::begin(gs::Side first, bool hotSeat)
{
    side_ = first;
    hotSeat_ = hotSeat;
    picked_ = -1;
    forgetUndo();
    publish();
}

void ManualSetup::end()
{
    side_.reset();
    picked_ = -1;
    forgetUndo();
    publish();
}

QString ManualSetup::side() const
{
    if (!side_)
        return {};
    return *side_ == gs::Side::White ? QStringLiteral("white") : QStringLiteral("black");
}

void ManualSetup::publish()
{
    QString sub;
    if (side_ && start_() && !covered_()) {
        const gs::Identity id = start_()->substitute(*side_);
        sub = id == gs::kStar ? tr("Star Player") : QString::number(id);
    }
    if (sub != substitute_) {
        substitute_ = sub;
        emit substituteChanged();
    }
    if (side() != shownSide_) {
        shownSide_ = side();
        emit sideChanged();
    }
}

int ManualSetup::slotOf(int square) const
{
    const gs::Rules& rules = start_()->rules();
    const auto& squares = rules.variant().youthSquares;
    for (size_t i = 0; i < squares.size(); ++i)
        if (rules.startSquare(*side_, squares[i]) == square)
            return int(i);
    return -1;
}

void ManualSetup::forgetUndo()
{
    if (undo_.empty())
        return;
    undo_.clear();
    emit canUndoChanged();
}

void ManualSetup::rearrange(const std::vector<gs::Identity>& youth, gs::Identity substitute, bool undoable)
{
    if (undoable) {
        undo_.emplace_back(start_()->dealtYouth(*side_), start_()->substitute(*side_));
        if (undo_.size() == 1)
            emit canUndoChanged();
    }
    start_()->arrange(*side_, youth, substitute);
    picked_ = -1;
    publish();
    emit arranged();
}

void ManualSetup::click(int square)
{
    if (!side_ || !start_() || covered_() || square < 0 || square >= start_()->rules().squareCount())
        return;
    const int slot = slotOf(square), picked = picked_ >= 0 ? slotOf(picked_) : -1;
    if (slot >= 0 && picked >= 0 && slot != picked) {
        std::vector<gs::Identity> youth = start_()->dealtYouth(*side_);
        std::swap(youth[size_t(slot)], youth[size_t(picked)]);
        rearrange(youth, start_()->substitute(*side_));
        return;
    }
    // A click elsewhere, or on the picked counter again, puts it down.
    picked_ = slot < 0 || slot == picked ? -1 : square;
    emit arranged();
}

void ManualSetup::marks(std::set<int>& movable, std::set<int>& targets) const
{
    if (!side_ || !start_() || covered_())
        return;
    const gs::Rules& rules = start_()->rules();
    for (const gs::Coord& c : rules.variant().youthSquares) {
        const int sq = rules.startSquare(*side_, c);
        movable.insert(sq);
        if (picked_ >= 0 && sq != picked_)
            targets.insert(sq);
    }
}

void ManualSetup::swapWithSubstitute()
{
    if (!side_ || !start_() || covered_())
        return;
    if (picked_ < 0) {
        emit error(tr("Pick up one of your Youth Counters first: the Substitute takes its place."));
        return;
    }
    const int slot = slotOf(picked_);
    if (slot < 0)
        return;
    std::vector<gs::Identity> youth = start_()->dealtYouth(*side_);
    if (youth[size_t(slot)] == gs::kStar) {
        emit error(tr("The Star Player can never be the Substitute."));
        return;
    }
    const gs::Identity out = youth[size_t(slot)];
    youth[size_t(slot)] = start_()->substitute(*side_);
    rearrange(youth, out);
}

void ManualSetup::undo()
{
    if (!side_ || !start_() || covered_() || undo_.empty())
        return;
    const auto [youth, substitute] = undo_.back();
    undo_.pop_back();
    if (undo_.empty())
        emit canUndoChanged();
    rearrange(youth, substitute, false);
}

void ManualSetup::randomize()
{
    if (!side_ || !start_() || covered_())
        return;
    std::vector<gs::Identity> all = start_()->dealtYouth(*side_);
    all.push_back(start_()->substitute(*side_));
    // Uniform over legal arrangements: the Substitute from the non-Star counters, the rest shuffled.
    std::vector<gs::Identity> nonStar;
    std::copy_if(all.begin(), all.end(), std::back_inserter(nonStar), [](gs::Identity id) { return id != gs::kStar; });
    const gs::Identity sub = nonStar[QRandomGenerator::global()->bounded(int(nonStar.size()))];
    all.erase(std::find(all.begin(), all.end(), sub));
    std::shuffle(all.begin(), all.end(), *QRandomGenerator::global());
    rearrange(all, sub);
}

void ManualSetup::finish()
{
    if (!side_ || !start_() || covered_())
        return;
    const gs::Side done = *side_;
    picked_ = -1;
    forgetUndo();  // the next arranger takes back nothing of this side's
    if (hotSeat_ && done == gs::Side::White)
        side_ = gs::Side::Black;  // White's arrangement goes under the cover before Black sits down
    else
        side_.reset();
    emit finished(done);
    publish();
}
