// Post-game analysis in the app: the game just played (or a record opened) replayed from one
// side's seat off the UI thread, with progress and Cancel (engine/analysis.h). The result is
// the side's chance at every ply for a chart, and the costly moves with the better move the
// analysis found, to show on the pitch when the review reaches that position.
#pragma once

#include "analysis.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <atomic>
#include <memory>

class GameSession;

class PostGameAnalysis : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)  // 0..1 while running
    Q_PROPERTY(bool ready READ ready NOTIFY resultChanged)            // a finished analysis is shown
    Q_PROPERTY(QString side READ side NOTIFY resultChanged)          // "white"/"black": whose seat
    // One entry per position of the review, the start first (index = moves played, as the
    // chart's x and the review's index): {ply (moves played), chance (0..100, the side's, at
    // that position; the last one the result)}, and from index 1 the grade of the move that
    // led there, so a dot sits on the move it grades: mover ("white"/"black"), verdict ("",
    // "inaccuracy", "mistake", "blunder"), loss (0..100), best ({from, to} square indices, or
    // from -1 for a choice; only for a costly move); the last one has final: true.
    Q_PROPERTY(QVariantList points READ points NOTIFY resultChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY resultChanged)    // "2 inaccuracies, 1 mistake, no blunders"
    Q_PROPERTY(int deals READ deals WRITE setDeals NOTIFY dealsChanged)  // per estimate, >= 1

public:
    explicit PostGameAnalysis(QObject* parent = nullptr);
    ~PostGameAnalysis() override;

    // Analyses `game`'s plies so far from `side`'s seat ("white"/"black"); a running analysis
    // is cancelled first. False (nothing starts) without a game or with an unknown side.
    Q_INVOKABLE bool start(GameSession* game, const QString& side);
    Q_INVOKABLE void cancel();
    Q_INVOKABLE void clear();  // forgets the result
    // At review position `index` (moves played: the position after move `index`), the better
    // move than the one that led there, as [{from, to}] for the pitch's arrows; [] where that
    // move was not costly (and at the start).
    Q_INVOKABLE QVariantList arrowsAt(int index) const;
    // The sentence for the move that led to review position `index`, e.g. "Move 12, a mistake:
    // c4–c3 gave an expected result of 40%; c4–c5 gave 61%."; "" where there is nothing to say.
    Q_INVOKABLE QString noteAt(int index) const;

    bool running() const { return running_; }
    double progress() const { return progress_; }
    bool ready() const { return ready_; }
    QString side() const;
    QVariantList points() const { return points_; }
    QString summary() const { return summary_; }
    int deals() const { return options_.deals; }
    void setDeals(int n);


signals:
    void runningChanged();
    void progressChanged();
    void resultChanged();
    void dealsChanged();

private:
    void finish();
    void setRunning(bool on);

    gs::AnalysisOptions options_;
    std::vector<gs::State> positions_;
    std::vector<gs::Move> moves_;
    gs::GameAnalysis result_;
    QVariantList points_;
    QString summaryText() const;
    QString summary_;
    std::array<int, 4> counts_{};  // plies judged by verdict (gs::Verdict order)
    bool running_ = false, ready_ = false;
    double progress_ = 0;
    std::shared_ptr<std::atomic<bool>> stop_;
    std::shared_ptr<std::atomic<int>> done_;
    QFutureWatcher<gs::GameAnalysis> watcher_;
    QTimer* poll_ = nullptr;
};
