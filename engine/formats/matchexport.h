// Match results as files (Qt JSON): the report `goalscorer-cli play --json` prints, and one
// game as a line of a match's shard file. Shared by `play` and `play merge`, so a merged run
// prints the same bytes as an unsharded one.
#pragma once

#include "../lab/matchrun.h"
#include "shardfile.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace gs {

// What a report says about a match: the SPECs as given, the variant's id and the seed.
struct MatchRunInfo {
    QString a, b, variant;
    uint64_t seed = 1;
    bool paired = false;
};

// A sequential test asked for (play --sprt ELO0,ELO1) and its outcome on the pairs so far.
struct SprtRequest {
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
};

// games, a, b, variant, seed, a_wins, b_wins, draws, a_score, a_score_ci95, elo_a_minus_b,
// reasons, avg_plies, avg_goals_white, avg_goals_black; when paired also pairs, pentanomial
// (five counts: pair scores 0, ½, 1, 1½, 2 for A), elo and elo_ci95 ([low, high]); with a
// request, sprt {llr, lower, upper, result ("H0" | "H1" | "continue"), elo0, elo1, alpha, beta}.
QJsonObject matchReportToJson(const MatchRunInfo& run, const MatchStats& stats, const std::optional<SprtRequest>& sprt = {});

// One game as a shard line's "game" object and back; matchGameFromJson throws
// std::invalid_argument naming the bad field.
QJsonObject matchGameToJson(const MatchGame& game);
MatchGame matchGameFromJson(const QJsonObject& o);

// A sharded match's parameters, as every line of its shard files carries them.
QJsonObject matchShardRun(const MatchConfig& config, const MatchRunInfo& info, const QString& variantDigest, const QString& program);
// Which shard plays game `number`: game by game, or pair by pair with `paired`.
int matchShardOf(int number, bool paired, int shards);

// Shard files merged back into one match (checked as mergeShardLines does); games sorted.
struct MergedMatch {
    MatchRunInfo info;
    std::vector<MatchGame> games;
    int shards = 1;
};
MergedMatch mergeMatchShards(const std::vector<ShardLine>& lines);

// "H1", "H0" or "continue".
QString sprtDecisionText(SprtResult::Decision d);

}  // namespace gs
