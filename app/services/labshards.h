// The Lab's Open results…: the shard files of a run (or one file of them all concatenated)
// read back and merged into one run by the engine's merge (formats/labexport.h), with where
// they came from in words. The messages keep LabSession's translation context.
#pragma once

#include "formats/labexport.h"

#include <QJsonObject>
#include <QString>
#include <QVariantList>

struct LabShards {
    gs::MergedLab merged;
    QJsonObject run;  // the run's parameters, as the first line gives them
    // A handful of files by name ("a.jsonl, b.jsonl"); a cluster's many shards by count and folder.
    QString origin;
};

// `files`: URLs, or strings of URLs. Throws gs::ShardError for a file that is missing, ends in
// an unfinished game, or does not make one whole run with the others.
LabShards readLabShards(const QVariantList& files);
