// The Lab's form read into a run: the options LabSession::start and exportClusterJob take
// (variant, compare, white, black, games, seed) checked and made into the engine's LabConfig,
// and the same run as a cluster job. The messages keep LabSession's translation context, where
// the shipped translations have them.
#pragma once

#include "clusterjob.h"

#include "lab/lab.h"

#include <QString>
#include <QVariantMap>

struct LabForm {
    gs::LabConfig config;              // variant A's games (rules, games, seed, players, jobs)
    const gs::Rules* compare = nullptr;  // variant B's rules, or none
    QString error;                     // why the options make no run; empty when they do
};

// Options: variant (id, "classic" if missing), compare (id or empty), white, black (AI SPECs,
// "random" if missing), games (1..10000, gs::kLabDefaultGames if missing), seed (a whole number, 1 if missing).
// A search uses its own threads; the run's jobs are the machine's cores.
LabForm readLabForm(const QVariantMap& options);

// The run `form` reads, split into `shards` shards: built-in variants by id, the user's as
// their resolved documents (no "parent": the file stands alone on a machine without the
// user's other variants).
ClusterJobSpec clusterJobOf(const LabForm& form, int shards);
