#include "postgameanalysis.h"

#include "gamesession.h"
#include "language.h"

#include <QLocale>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace {

QString percent(double chance) { return QLocale().toString(qRound(100 * chance)) + QLatin1Char('%'); }

}  // namespace

PostGameAnalysis::PostGameAnalysis(QObject* parent)
    : QObject(parent)
{
    // A finished analysis is worded again in a new language (the summary and every note).
    connect(&Language::instance(), &Language::changed, this, [this] {
        if (!ready_)
            return;
        summary_ = summaryText();
        emit resultChanged();
    });
    poll_ = new QTimer(this);
    poll_->setInterval(100);
    connect(poll_, &QTimer::timeout, this, [this] {
        if (!done_ || moves_.empty())
            return;
        progress_ = double(done_->load()) / double(moves_.size());
        emit progressChanged();
    });
    connect(&watcher_, &QFutureWatcher<gs::GameAnalysis>::finished, this, &PostGameAnalysis::finish);
}

PostGameAnalysis::~PostGameAnalysis()
{
    if (stop_)
        stop_->store(true);
    watcher_.waitForFinished();
}

void PostGameAnalysis::setDeals(int n)
{
    n = qMax(1, n);
    if (n == options_.deals)
        return;
    options_.deals = n;
    emit dealsChanged();
}

bool PostGameAnalysis::start(GameSession* game, const QString& side)
{
    if (!game || game->plies().empty() || (side != "white" && side != "black"))
        return false;
    cancel();
    clear();
    positions_ = game->positions();
    moves_ = game->plies();
    const gs::Side seat = side == "white" ? gs::Side::White : gs::Side::Black;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    done_ = std::make_shared<std::atomic<int>>(0);
    progress_ = 0;
    emit progressChanged();
    setRunning(true);
    // The worker gets its own copies and flags: a cancelled run may end after a new one began.
    watcher_.setFuture(QtConcurrent::run([positions = positions_, moves = moves_, seat, o = options_, stop = stop_, done = done_] {
        return gs::analyseGame(positions, moves, seat, o, [stop, done](size_t d, size_t) {
            done->store(int(d));
            return !stop->load();
        });
    }));
    return true;
}

void PostGameAnalysis::cancel()
{
    if (stop_)
        stop_->store(true);
    if (running_)
        setRunning(false);
}

void PostGameAnalysis::clear()
{
    result_ = {};
    points_.clear();
    summary_.clear();
    ready_ = false;
    emit resultChanged();
}

void PostGameAnalysis::setRunning(bool on)
{
    running_ = on;
    if (on)
        poll_->start();
    else
        poll_->stop();
    emit runningChanged();
}

void PostGameAnalysis::finish()
{
    if (!running_ || (stop_ && stop_->load()))
        return;  // cancelled: what it found is dropped
    setRunning(false);
    result_ = watcher_.result();
    progress_ = 1;
    emit progressChanged();
    counts_ = {0, 0, 0, 0};
    // Point n is the position after n moves; the grade of move n sits on it, where the chart
    // and the review show that move played (it sat on the position before).
    const size_t n = result_.plies.size();
    for (size_t k = 0; k <= n; ++k) {
        QVariantMap point{{"ply", int(k)}, {"chance", 100 * (k < n ? result_.plies[k].chance : result_.finalResult)}, {"verdict", QString()}, {"loss", 0.0}};
        if (k > 0) {
            const gs::PlyAnalysis& p = result_.plies[k - 1];
            point["mover"] = p.mover == gs::Side::White ? "white" : "black";
            if (p.judged && p.verdict != gs::Verdict::Good) {
                point["verdict"] = QString(gs::verdictName(p.verdict));
                point["loss"] = 100 * p.loss;
                point["best"] = QVariantMap{{"from", p.best.kind == gs::MoveKind::Step ? int(p.best.from) : -1}, {"to", int(p.best.to)}};
            }
            ++counts_[size_t(p.verdict)];
        }
        if (k == n && n > 0)
            point["final"] = true;
        points_ << point;
    }
    summary_ = summaryText();
    ready_ = true;
    emit resultChanged();
}

QString PostGameAnalysis::summaryText() const
{
    const int inaccuracies = counts_[size_t(gs::Verdict::Inaccuracy)], mistakes = counts_[size_t(gs::Verdict::Mistake)],
              blunders = counts_[size_t(gs::Verdict::Blunder)];
    return tr("%1, %2, %3")
        .arg(inaccuracies == 0 ? tr("no inaccuracies") : inaccuracies == 1 ? tr("1 inaccuracy") : tr("%1 inaccuracies").arg(inaccuracies),
             mistakes == 0 ? tr("no mistakes") : mistakes == 1 ? tr("1 mistake") : tr("%1 mistakes").arg(mistakes),
             blunders == 0 ? tr("no blunders") : blunders == 1 ? tr("1 blunder") : tr("%1 blunders").arg(blunders));
}

QString PostGameAnalysis::side() const
{
    return ready_ ? (result_.side == gs::Side::White ? QStringLiteral("white") : QStringLiteral("black")) : QString();
}

QVariantList PostGameAnalysis::arrowsAt(int index) const
{
    if (!ready_ || index < 0 || index >= int(points_.size()))
        return {};
    const QVariantMap best = points_[index].toMap().value("best").toMap();
    if (best.isEmpty() || best.value("from").toInt() < 0)
        return {};
    return {best};
}

namespace {

// A move in words that need no notation: "c4–c5", "choosing e3", "bringing on the Substitute".
QString moveWords(gs::Move m, const gs::Rules& r)
{
    const auto sq = [&](gs::Square s) { return QString::fromStdString(r.squareName(s)); };
    switch (m.kind) {
    case gs::MoveKind::Step: return sq(m.from) + QChar(0x2013) + sq(m.to);
    case gs::MoveKind::Choose: return PostGameAnalysis::tr("choosing %1").arg(sq(m.to));
    case gs::MoveKind::Substitute: return PostGameAnalysis::tr("bringing on the Substitute");
    case gs::MoveKind::NoSubstitute: return PostGameAnalysis::tr("keeping the promoted counter");
    case gs::MoveKind::Pass: return PostGameAnalysis::tr("passing");
    case gs::MoveKind::TimePassed:
    case gs::MoveKind::TimeLost: break;
    }
    return {};
}

}  // namespace

QString PostGameAnalysis::noteAt(int index) const
{
    if (!ready_ || index < 1 || index > int(result_.plies.size()))
        return {};
    const gs::PlyAnalysis& p = result_.plies[size_t(index - 1)];
    if (!p.judged || p.verdict == gs::Verdict::Good)
        return {};
    const gs::Rules& r = positions_[size_t(index - 1)].rules();
    const QString label = p.verdict == gs::Verdict::Blunder ? tr("a blunder") : p.verdict == gs::Verdict::Mistake ? tr("a mistake") : tr("an inaccuracy");
    return tr("Move %1, %2: %3 gave an expected result of %4; %5 (the arrow) gave %6.")
        .arg(index)
        .arg(label, moveWords(p.played, r), percent(p.playedValue), moveWords(p.best, r), percent(p.bestValue));
}
