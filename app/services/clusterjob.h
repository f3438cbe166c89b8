// "Export as a cluster job" from the Lab: a folder with the exact goalscorer-cli command line
// of every shard, the variant files those lines need, and ready scripts for GNU parallel,
// Slurm and the merge. Plain Qt Core; LabSession calls it.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// One variant a run names: built-in ones travel by id, the user's as a file beside the commands.
struct ClusterVariant {
    QString id;
    bool builtIn = true;
    QByteArray document;  // the resolved variant JSON, for a user variant
    // The file a user variant travels in: its id with anything but letters, digits, '-' and
    // '_' replaced, so it stays inside the job folder and needs no shell quoting.
    QString fileName() const;
};

// The run to split: the Lab's options (see LabSession::start) and the number of shards.
struct ClusterJobSpec {
    ClusterVariant variant;
    std::optional<ClusterVariant> compare;  // the variant compared with, if any
    QString white, black;                 // AI SPECs
    int games = 200;                      // 1..100000
    quint64 seed = 1;
    int shards = 8;                       // 1..games
};

// The shard command lines, one per shard, in order (what commands.txt holds).
QStringList clusterCommands(const ClusterJobSpec& spec);

// Writes into `folder` (created if missing): commands.txt, run-parallel.sh, slurm.sbatch,
// merge.sh, README.txt and `<id>.json` for each user variant. Every file goes through
// QSaveFile. Returns an empty string, or the path of the folder or file that could not be written.
QString writeClusterJob(const QString& folder, const ClusterJobSpec& spec);
