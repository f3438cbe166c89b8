#include "labreportmodel.h"

#include "labtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace {

// Labels in the "LabView" context, where they were translated when the view made them.
QString translated(const char* text) { return QCoreApplication::translate("LabView", text); }

// A row of the table: a rate (its interval, the difference in points) or a mean.
struct Measure {
    const char* label;
    gs::Interval gs::LabStats::*rate;
    gs::Summary gs::LabStats::*mean;
    gs::Difference gs::LabComparison::*difference;
};
const Measure kMeasures[] = {
    {QT_TRANSLATE_NOOP("LabView", "White wins"), &gs::LabStats::whiteWinRate, nullptr, &gs::LabComparison::whiteWinRate},
    {QT_TRANSLATE_NOOP("LabView", "Black wins"), &gs::LabStats::blackWinRate, nullptr, &gs::LabComparison::blackWinRate},
    {QT_TRANSLATE_NOOP("LabView", "Draws"), &gs::LabStats::drawRate, nullptr, &gs::LabComparison::drawRate},
    {QT_TRANSLATE_NOOP("LabView", "White goals a game"), nullptr, &gs::LabStats::goalsWhite, &gs::LabComparison::goalsWhite},
    {QT_TRANSLATE_NOOP("LabView", "Black goals a game"), nullptr, &gs::LabStats::goalsBlack, &gs::LabComparison::goalsBlack},
    {QT_TRANSLATE_NOOP("LabView", "Length (turns)"), nullptr, &gs::LabStats::turns, &gs::LabComparison::turns},
    {QT_TRANSLATE_NOOP("LabView", "Penalties a game"), nullptr, &gs::LabStats::penalties, &gs::LabComparison::penalties},
    {QT_TRANSLATE_NOOP("LabView", "Offsides a game"), nullptr, &gs::LabStats::offsides, &gs::LabComparison::offsides},
    {QT_TRANSLATE_NOOP("LabView", "Promotions a game"), nullptr, &gs::LabStats::promotions, &gs::LabComparison::promotions},
    {QT_TRANSLATE_NOOP("LabView", "Substitutions a game"), nullptr, &gs::LabStats::substitutions, &gs::LabComparison::substitutions},
};

// A game-quality row (lab/quality.h): a rate, White's edge (a rate around 0, in points) or a mean.
struct QualityMeasure {
    const char* label;
    enum Kind { Rate, Edge, Mean } kind;
    gs::Interval gs::LabQuality::*rate;
    gs::Summary gs::LabQuality::*mean;
    gs::Difference gs::QualityComparison::*difference;
};
const QualityMeasure kQuality[] = {
    {QT_TRANSLATE_NOOP("LabView", "White's edge (points)"), QualityMeasure::Edge, &gs::LabQuality::whiteEdge, nullptr, &gs::QualityComparison::whiteEdge},
    {QT_TRANSLATE_NOOP("LabView", "Settled at (share of the game)"), QualityMeasure::Mean, nullptr, &gs::LabQuality::settledAt, &gs::QualityComparison::settledAt},
    {QT_TRANSLATE_NOOP("LabView", "Lead changes a game"), QualityMeasure::Mean, nullptr, &gs::LabQuality::leadChanges, &gs::QualityComparison::leadChanges},
    {QT_TRANSLATE_NOOP("LabView", "Drama (winner was behind)"), QualityMeasure::Rate, &gs::LabQuality::drama, nullptr, &gs::QualityComparison::drama},
    {QT_TRANSLATE_NOOP("LabView", "Length (moves)"), QualityMeasure::Mean, nullptr, &gs::LabQuality::plies, &gs::QualityComparison::plies},
    {QT_TRANSLATE_NOOP("LabView", "Star Player decides"), QualityMeasure::Rate, &gs::LabQuality::starDecides, nullptr, &gs::QualityComparison::starDecides},
    {QT_TRANSLATE_NOOP("LabView", "Moves to choose from"), QualityMeasure::Mean, nullptr, &gs::LabQuality::branching, &gs::QualityComparison::branching},
    {QT_TRANSLATE_NOOP("LabView", "A side blocked"), QualityMeasure::Rate, &gs::LabQuality::blocked, nullptr, &gs::QualityComparison::blocked},
};

QString qualityText(const QualityMeasure& m, const gs::LabStats& s)
{
    switch (m.kind) {
    case QualityMeasure::Rate: return labtext::rate(s.quality.*m.rate);
    case QualityMeasure::Edge: return labtext::edge(s.quality.*m.rate);
    case QualityMeasure::Mean: break;
    }
    return labtext::mean(s.quality.*m.mean);
}

// The ways a game ends that the end chart shows, in its order.
const std::pair<gs::EndReason, const char*> kEndings[] = {
    {gs::EndReason::StarCaptured, QT_TRANSLATE_NOOP("LabView", "Star captured")},
    {gs::EndReason::StarReachedGoalLine, QT_TRANSLATE_NOOP("LabView", "Star scored")},
    {gs::EndReason::TurnLimit, QT_TRANSLATE_NOOP("LabView", "Turn limit")},
    {gs::EndReason::Blocked, QT_TRANSLATE_NOOP("LabView", "Blocked")},
    {gs::EndReason::Timeout, QT_TRANSLATE_NOOP("LabView", "Out of time")},
};

QString valueText(const Measure& m, const gs::LabStats& s)
{
    return m.rate ? labtext::rate(s.*m.rate) : labtext::mean(s.*m.mean);
}

// One variant's chart values; `lastTurn` is the length chart's last category.
QVariantMap chartSeries(const gs::LabStats& s, int lastTurn)
{
    const int n = std::max(1, s.games);
    QVariantList endings, lengths;
    for (const auto& [reason, label] : kEndings)
        endings << 100.0 * s.endReasons[size_t(reason)] / n;
    for (int t = 1; t <= lastTurn; ++t)
        lengths << 100.0 * (t < int(s.lengthCounts.size()) ? s.lengthCounts[size_t(t)] : 0) / n;
    return {{"results", QVariantList{100 * s.whiteWinRate.estimate, 100 * s.drawRate.estimate, 100 * s.blackWinRate.estimate}},
            {"endings", endings},
            {"lengths", lengths},
            {"events", QVariantList{s.penalties.mean, s.offsides.mean, s.promotions.mean, s.substitutions.mean}}};
}

}  // namespace

QVariant LabReportModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return r.label;
    case ARole: return r.a;
    case BRole: return r.b;
    case DifferenceRole: return r.difference;
    case SignificantRole: return r.significant;
    case HeadingRole: return r.heading;
    }
    return {};
}

QHash<int, QByteArray> LabReportModel::roleNames() const
{
    return {{LabelRole, "label"}, {ARole, "a"}, {BRole, "b"}, {DifferenceRole, "difference"}, {SignificantRole, "significant"}, {HeadingRole, "heading"}};
}

LabReportModel::LabReportModel(QObject* parent) : QAbstractListModel(parent)
{
    publish();
}

void LabReportModel::show(const QString& nameA, const gs::LabStats& a, const QString& nameB, const std::optional<gs::LabStats>& b)
{
    stats_ = {a};
    if (b)
        stats_.push_back(*b);
    names_ = {nameA, nameB};
    publish();
}

void LabReportModel::rename(const QString& nameA, const QString& nameB)
{
    names_ = {nameA, nameB};
    publish();
}

void LabReportModel::retranslate()
{
    publish();
}

void LabReportModel::publish()
{
    Values next;
    for (const auto& [reason, label] : kEndings)
        next.endings << translated(label);
    std::vector<Row> rows;
    if (!stats_.empty()) {
        const gs::LabStats& a = stats_.front();
        const gs::LabStats* b = stats_.size() > 1 ? &stats_.back() : nullptr;
        const std::optional<gs::LabComparison> c = b ? std::optional(gs::compareLabs(a, *b)) : std::nullopt;
        for (const Measure& m : kMeasures) {
            Row r{translated(m.label), valueText(m, a), b ? valueText(m, *b) : QString(), QString(), false};
            if (c) {
                const gs::Difference& d = (*c).*m.difference;
                r.difference = labtext::difference(d, m.rate != nullptr);
                r.significant = d.significant;
            }
            rows.push_back(r);
        }
        // Draws are above; the quality rows follow under their heading (README: Game-quality measures).
        rows.push_back(Row{translated(QT_TRANSLATE_NOOP("LabView", "Game quality")), {}, {}, {}, false, true});
        for (const QualityMeasure& m : kQuality) {
            Row r{translated(m.label), qualityText(m, a), b ? qualityText(m, *b) : QString(), QString(), false, false};
            if (c) {
                const gs::Difference& d = (*c).quality.*m.difference;
                r.difference = labtext::difference(d, m.kind != QualityMeasure::Mean);
                r.significant = d.significant;
            }
            rows.push_back(r);
        }
        next.comparing = b != nullptr;
        next.nameA = names_[0];
        next.nameB = b ? names_[1] : QString();
        int lastTurn = 1;
        for (const gs::LabStats& s : stats_)
            lastTurn = std::max(lastTurn, int(s.lengthCounts.size()) - 1);
        for (int t = 1; t <= lastTurn; ++t)
            next.turns << QString::number(t);
        for (const gs::LabStats& s : stats_)
            next.series << chartSeries(s, lastTurn);
    }
    setRows(std::move(rows));
    // Which changed is decided before anything is emitted: a slot reading a sibling sees the new value.
    using Signal = void (LabReportModel::*)();
    const std::pair<bool, Signal> changes[] = {
        {next.comparing != v_.comparing, &LabReportModel::comparingChanged},
        {next.nameA != v_.nameA, &LabReportModel::nameAChanged},
        {next.nameB != v_.nameB, &LabReportModel::nameBChanged},
        {next.endings != v_.endings, &LabReportModel::endingsChanged},
        {next.turns != v_.turns, &LabReportModel::turnsChanged},
        {next.series != v_.series, &LabReportModel::seriesChanged},
    };
    v_ = next;
    for (const auto& [changed, signal] : changes)
        if (changed)
            emit (this->*signal)();
}

void LabReportModel::setRows(std::vector<Row> rows)
{
    if (rows.size() != rows_.size()) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        return;
    }
    for (size_t i = 0; i < rows.size(); ++i)
        if (!(rows[i] == rows_[i])) {
            rows_[i] = std::move(rows[i]);
            emit dataChanged(index(int(i)), index(int(i)));
        }
}
