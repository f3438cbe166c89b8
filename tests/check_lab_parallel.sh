#!/usr/bin/env bash
# scripts/lab-parallel.sh on this machine with two local job slots: a Lab comparison and a
# paired match, each split into more shards than slots (an uneven split), must merge into
# exactly the JSON of one unsharded run. A second run of the same command resumes: it finds
# every shard complete and prints the same report again.
#   check_lab_parallel.sh PATH/TO/goalscorer-cli
set -euo pipefail
cli=$1
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

lab=(lab --variant classic --compare no-penalties --white greedy --black random --games 301 --seed 17)
"$cli" "${lab[@]}" --json --quiet > whole.json
"$root/scripts/lab-parallel.sh" --cli "$cli" -n 7 -j 2 -d labshards "${lab[@]}" --json > merged.json 2> log.txt
cmp whole.json merged.json || { echo "lab: merged report differs from the unsharded one"; cat log.txt; exit 1; }
"$root/scripts/lab-parallel.sh" --cli "$cli" -n 7 -j 2 -d labshards "${lab[@]}" --json > again.json 2> log2.txt
cmp whole.json again.json
[ "$(grep -c 'nothing to do' log2.txt)" -eq 7 ] || { echo "lab: a rerun should find all 7 shards complete"; cat log2.txt; exit 1; }

play=(play --a greedy --b random --games 60 --seed 23 --paired)
"$cli" "${play[@]}" --json --sprt 0,200 > pwhole.json
"$root/scripts/lab-parallel.sh" --cli "$cli" -n 4 -j 2 -d playshards "${play[@]}" --json --sprt 0,200 > pmerged.json 2> plog.txt
cmp pwhole.json pmerged.json || { echo "play: merged report (with the SPRT) differs from the unsharded one"; cat plog.txt; exit 1; }

# Nothing to pass to the shards but the kind: the defaults of lab.
"$cli" lab --games 24 --json --quiet > dwhole.json
"$root/scripts/lab-parallel.sh" --cli "$cli" -n 3 -j 2 -d defaultshards lab --games 24 --json > dmerged.json 2> dlog.txt
cmp dwhole.json dmerged.json || { echo "lab with defaults: merged report differs"; cat dlog.txt; exit 1; }

# The Slurm scripts under a stand-in sbatch that runs each array task (with the variables
# Slurm sets) and then the dependent merge, writing slurm-JOBID.out as Slurm would.
mkdir -p fakebin
cat > fakebin/sbatch <<'FAKE'
#!/usr/bin/env bash
set -euo pipefail
array=""
while [[ "$1" == --* ]]; do
    case "$1" in
        --array=*) array=${1#--array=} ;;
        --export=*) IFS=, read -ra vars <<< "${1#--export=}"
                    for kv in "${vars[@]}"; do if [[ "$kv" == *=* ]]; then export "$kv"; fi; done ;;
    esac
    shift
done
id=$((RANDOM + 1000))
if [ -n "$array" ]; then
    for k in $(seq "${array%-*}" "${array#*-}"); do
        SLURM_ARRAY_JOB_ID=$id SLURM_ARRAY_TASK_ID=$k SLURM_ARRAY_TASK_MAX=${array#*-} SLURM_SUBMIT_DIR=$PWD bash "$@" > "slurm-${id}_$k.out"
    done
else
    SLURM_SUBMIT_DIR=$PWD bash "$@" > "slurm-$id.out"
fi
echo "$id"
FAKE
chmod +x fakebin/sbatch
out=$(PATH="$work/fakebin:$PATH" GOALSCORER_CLI="$cli" "$root/scripts/slurm/submit.sh" -n 5 -d slurmshards "${lab[@]}" --json)
merge=$(echo "$out" | sed -n 's/.*merge as job \([0-9]*\).*/\1/p')
cmp whole.json "slurm-$merge.out" || { echo "slurm: merged report differs: $out"; exit 1; }
echo "lab-parallel: lab (7 shards), paired play (4 shards) and the Slurm scripts (5 shards) merged byte for byte"
