#!/usr/bin/env bash
# Submits a sharded Lab run or match to Slurm: a job array with one task per shard, then a
# merge job that runs once every task has succeeded.
#   scripts/slurm/submit.sh -n SHARDS [-d DIR] [-- sbatch options] lab|play [goalscorer-cli options...]
# goalscorer-cli's --json, --csv F, --report F and --sprt E0,E1 go to the merge job, every other option to
# each shard. Submitting the same command again resumes: finished shards do nothing.
# Example: 10,000 games in 100 shards of 100:
#   scripts/slurm/submit.sh -n 100 -d $HOME/runs/np lab --variant classic --compare no-penalties \
#       --white ismcts:iterations=1000 --black ismcts:iterations=1000 --games 10000 --report report.json
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shards=""
dir=shards
sbatch_opts=()
while [ $# -gt 0 ]; do
    case "$1" in
        -n|--shards) shards=$2; shift 2 ;;
        -d|--dir) dir=$2; shift 2 ;;
        --) shift; while [ $# -gt 0 ] && [ "$1" != lab ] && [ "$1" != play ]; do sbatch_opts+=("$1"); shift; done ;;
        lab|play) break ;;
        *) echo "submit.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "submit.sh: -n SHARDS is needed (a whole number)" >&2; exit 2; }
[ $# -gt 0 ] || { echo "submit.sh: say lab or play, then goalscorer-cli's options" >&2; exit 2; }
kind=$1
shift
. "$here/../shard-args.sh"
split_shard_args submit.sh "$@" || exit 2
array=$(sbatch --parsable ${sbatch_opts[@]+"${sbatch_opts[@]}"} --array="1-$shards" --export=ALL,SHARDS="$shards" \
    "$here/lab-array.sbatch" "$dir" "$kind" ${shard_args[@]+"${shard_args[@]}"})
merge=$(sbatch --parsable --dependency="afterok:${array%%;*}" "$here/lab-merge.sbatch" "$dir" "$shards" "$kind" \
    ${merge_args[@]+"${merge_args[@]}"})
echo "submitted: shards as array job $array, merge as job $merge (its report: slurm-$merge.out)"
