// The Lab's report as QML shows it: a row per measure (its label and each variant's value with
// its 95% interval, as text, and B minus A with whether that is significant), and what the
// charts draw. Worked out once when a report arrives and again when the language changes, so
// QML reads neither the JSON export's keys nor the engine's end reasons.
#pragma once

#include "lab/lab.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>
#include <vector>

class LabReportModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LabReportModel belongs to a LabSession")

    Q_PROPERTY(bool comparing READ comparing NOTIFY comparingChanged)  // two variants: b, difference and significant are filled
    Q_PROPERTY(QString nameA READ nameA NOTIFY nameAChanged)  // the variants by the catalogue's names
    Q_PROPERTY(QString nameB READ nameB NOTIFY nameBChanged)  // "" without a comparison
    // The end chart's categories, how games end in words: Star captured, Star scored, Turn
    // limit, Blocked, Out of time.
    Q_PROPERTY(QStringList endings READ endings NOTIFY endingsChanged)
    // The length chart's categories: "1" up to the last turn any game of the report reached.
    Q_PROPERTY(QStringList turns READ turns NOTIFY turnsChanged)
    // What the charts draw, a series per variant (A, then B): {results: [White, Draw, Black]
    // in % of games; endings: % of games for each of `endings`; lengths: % of games that ended
    // in each of `turns`; events: Penalties, Offsides, Promotions, Substitutions a game}.
    Q_PROPERTY(QVariantList series READ series NOTIFY seriesChanged)

public:
    // label: the measure, translated; a, b: the variants' values as text ("52.3% (48.1–56.4)");
    // difference: B minus A as text; significant: that difference is unlikely to be chance;
    // heading: the row names the section that follows ("Game quality") and has no values.
    enum Role { LabelRole = Qt::UserRole + 1, ARole, BRole, DifferenceRole, SignificantRole, HeadingRole };
    Q_ENUM(Role)

    explicit LabReportModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(rows_.size()); }
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows one run's statistics, or two (`b`) and B minus A, under the variants' names. A
    // row, a name or a series that stays the same signals nothing.
    void show(const QString& nameA, const gs::LabStats& a, const QString& nameB = {}, const std::optional<gs::LabStats>& b = {});
    // The variants' names again (the catalogue changed).
    void rename(const QString& nameA, const QString& nameB);
    // The labels and numbers again in the language now chosen.
    void retranslate();

    bool comparing() const { return v_.comparing; }
    QString nameA() const { return v_.nameA; }
    QString nameB() const { return v_.nameB; }
    QStringList endings() const { return v_.endings; }
    QStringList turns() const { return v_.turns; }
    QVariantList series() const { return v_.series; }
    // The statistics on show: A, then B; empty before the first report.
    const std::vector<gs::LabStats>& stats() const { return stats_; }

signals:
    void comparingChanged();
    void nameAChanged();
    void nameBChanged();
    void endingsChanged();
    void turnsChanged();
    void seriesChanged();

private:
    struct Row {
        QString label, a, b, difference;
        bool significant = false;
        bool heading = false;
        friend bool operator==(const Row&, const Row&) = default;
    };
    struct Values {
        bool comparing = false;
        QString nameA, nameB;
        QStringList endings, turns;
        QVariantList series;
    };
    void publish();  // rows and values from stats_, each signalled only if it changed
    void setRows(std::vector<Row> rows);

    std::vector<gs::LabStats> stats_;  // A, then B; empty before the first report
    std::array<QString, 2> names_;     // the variants' names as last given
    std::vector<Row> rows_;
    Values v_;
};
