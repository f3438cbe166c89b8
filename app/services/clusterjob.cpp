#include "clusterjob.h"
#include "formats/diskfile.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <vector>

namespace {

// A shell word: as is when it is plainly safe, else in single quotes.
QString shellWord(const QString& s)
{
    static const QRegularExpression safe("^[A-Za-z0-9_.,:=/+@%-]+$");
    if (safe.match(s).hasMatch())
        return s;
    return "'" + QString(s).replace("'", "'\\''") + "'";
}

QString variantArgument(const ClusterVariant& v) { return shellWord(v.builtIn ? v.id : v.fileName()); }

// Empty on success, else the path that could not be written.
QString write(const QString& path, const QByteArray& bytes, bool executable = false)
{
    if (!diskfile::writeWhole(path, bytes))
        return path;
    if (executable)
        QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
    return {};
}

}  // namespace

QString ClusterVariant::fileName() const
{
    QString name = id;
    name.replace(QRegularExpression("[^A-Za-z0-9_-]"), "_");
    return name + ".json";
}

QStringList clusterCommands(const ClusterJobSpec& s)
{
    QString common = "goalscorer-cli lab --variant " + variantArgument(s.variant);
    if (s.compare)
        common += " --compare " + variantArgument(*s.compare);
    common += QString(" --white %1 --black %2 --games %3 --seed %4 --jobs 1 --quiet")
                  .arg(shellWord(s.white), shellWord(s.black))
                  .arg(s.games)
                  .arg(s.seed);
    QStringList lines;
    for (int k = 1; k <= s.shards; ++k)
        lines << common + QString(" --shard %1/%2 --out shard-%1.jsonl").arg(k).arg(s.shards);
    return lines;
}

QString writeClusterJob(const QString& folder, const ClusterJobSpec& s)
{
    if (!QDir().mkpath(folder))
        return folder;
    const QDir dir(folder);
    QStringList shardFiles, basefiles;
    for (int k = 1; k <= s.shards; ++k)
        shardFiles << QString("shard-%1.jsonl").arg(k);
    std::vector<ClusterVariant> variants{s.variant};
    if (s.compare && s.compare->id != s.variant.id)
        variants.push_back(*s.compare);
    for (const ClusterVariant& v : variants)
        if (!v.builtIn) {
            if (const QString e = write(dir.filePath(v.fileName()), v.document); !e.isEmpty())
                return e;
            basefiles << "--basefile " + v.fileName();
        }
    const QString files = shardFiles.join(' ');
    const QByteArray commands = (clusterCommands(s).join('\n') + '\n').toUtf8();
    const QByteArray merge =
        QString("#!/bin/sh\n"
                "# The whole run's report from the shard files: text here, JSON in report.json, every game in games.csv.\n"
                "# Under sbatch the script runs from Slurm's spool folder: the job's folder is SLURM_SUBMIT_DIR.\n"
                "cd \"${SLURM_SUBMIT_DIR:-$(dirname \"$0\")}\" && exec goalscorer-cli lab merge --report report.json --csv games.csv %1\n")
            .arg(files)
            .toUtf8();
    const QByteArray parallel =
        QString("#!/bin/sh\n"
                "# Every shard with GNU parallel on this machine's cores, then the merge. For other machines too,\n"
                "# add their ssh logins: ./run-parallel.sh --sshlogin :,me@box1,me@box2 (each needs goalscorer-cli on\n"
                "# PATH; this folder is copied to the same place under their home folder). Running it again resumes.\n"
                "cd \"$(dirname \"$0\")\" || exit 2\n"
                "case \" $* \" in\n"
                "  *--sshlogin*|*\" -S \"*) remote=\"--wd . %1 --return shard-{#}.jsonl\" ;;\n"
                "  *) remote= ;;\n"
                "esac\n"
                "parallel --will-cite --halt now,fail=1 $remote \"$@\" < commands.txt && exec ./merge.sh\n")
            .arg(basefiles.join(' '))
            .toUtf8();
    const QByteArray slurm =
        QString("#!/bin/sh\n"
                "# One Slurm array task per shard; submit from this folder:\n"
                "#   jobid=$(sbatch --parsable --array=1-%1 slurm.sbatch)\n"
                "#   sbatch --dependency=afterok:$jobid --output=report.txt merge.sh\n"
                "# A resubmitted task resumes its shard file; finished shards do nothing.\n"
                "#SBATCH --job-name=goalscorer-lab\n"
                "#SBATCH --cpus-per-task=1\n"
                "#SBATCH --time=08:00:00\n"
                "#SBATCH --requeue\n"
                "exec sh -c \"$(sed -n \"${SLURM_ARRAY_TASK_ID}p\" commands.txt)\"\n")
            .arg(s.shards)
            .toUtf8();
    const QByteArray readme =
        QString("GOALSCORER Lab run as a cluster job: %1 games of %2%3, White %4, Black %5, seed %6, in %7 shards.\n\n"
                "commands.txt   one goalscorer-cli command per shard; run each anywhere goalscorer-cli is installed,\n"
                "               in this folder. Each appends its games to shard-K.jsonl and resumes if run again.\n"
                "run-parallel.sh  all shards with GNU parallel (Debian: apt-get install parallel), then merge.sh.\n"
                "slurm.sbatch   a Slurm job array, one task per shard (see its first lines), then merge.sh.\n"
                "merge.sh       the report of the whole run (report.json, games.csv): the same as one unsharded run.\n\n"
                "Bring the shard files back to the app with Lab > Open results… to see the report and charts.\n")
            .arg(s.games)
            .arg(s.variant.id, s.compare ? " compared with " + s.compare->id : QString(), s.white, s.black)
            .arg(s.seed)
            .arg(s.shards)
            .toUtf8();
    for (const auto& [name, bytes, exe] : {std::tuple{"commands.txt", commands, false}, {"merge.sh", merge, true},
                                           {"run-parallel.sh", parallel, true}, {"slurm.sbatch", slurm, true}, {"README.txt", readme, false}})
        if (const QString e = write(dir.filePath(name), bytes, exe); !e.isEmpty())
            return e;
    return {};
}
