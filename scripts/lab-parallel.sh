#!/usr/bin/env bash
# Runs a Lab run or a match as N shards with GNU parallel, on this machine's cores and/or
# other hosts over ssh, then merges the shard files into the report of the whole run.
#
#   scripts/lab-parallel.sh [options] lab|play [goalscorer-cli options...]
#
# Options (before lab|play):
#   -n, --shards N        number of shards (default: 4 per local core); more shards than
#                         slots evens out slow games, and each finished shard is saved
#   -j, --jobs J          shards at once per host (default: one per core, parallel's 100%)
#   -S, --sshlogin LIST   hosts as GNU parallel's --sshlogin, e.g. ':,8/me@box1,me@box2'
#                         (':' is this machine). Remote hosts need goalscorer-cli on PATH
#                         (cmake --install) and run in the same directory relative to $HOME
#   -d, --dir DIR         where the shard files go (default: shards)
#   --file F              a file the run names (a --variant FILE.json), copied to each host
#                         before its first shard (parallel --basefile); repeatable
#   --cli PATH            the goalscorer-cli to run (default: build/bin's, else PATH's)
#
# goalscorer-cli's --json, --csv F, --report F and --sprt E0,E1 go to the merge; every other option to
# each shard, which adds --shard K/N --out DIR/shard-K.jsonl. Running the same command again
# resumes: complete shards do nothing, cut-off ones continue, then the merge runs again.
# With --sshlogin a shard resumes on the host that holds its file; parallel may give it to
# another host, which then plays it from the start (the merge is the same either way).
#
# Example, a 10,000-game comparison on this machine and two others:
#   scripts/lab-parallel.sh -n 200 -S ':,me@box1,me@box2' lab --variant classic \
#       --compare no-penalties --white ismcts:iterations=1000 --black ismcts:iterations=1000 \
#       --games 10000 --seed 1 --report report.json
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
shards=""
jobs=""
sshlogin=""
dir=shards
cli=""
files=()
while [ $# -gt 0 ]; do
    case "$1" in
        -n|--shards) shards=$2; shift 2 ;;
        -j|--jobs) jobs=$2; shift 2 ;;
        -S|--sshlogin) sshlogin=$2; shift 2 ;;
        -d|--dir) dir=$2; shift 2 ;;
        --file) files+=("$2"); shift 2 ;;
        --cli) cli=$2; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        lab|play) break ;;
        *) echo "lab-parallel.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
done
[ $# -gt 0 ] || { echo "lab-parallel.sh: say lab or play, then goalscorer-cli's options (try --help)" >&2; exit 2; }
kind=$1
shift
command -v parallel >/dev/null || { echo "lab-parallel.sh: GNU parallel is missing (Debian: apt-get install parallel)" >&2; exit 2; }
if [ -z "$cli" ]; then
    if [ -z "$sshlogin" ] && [ -x "$here/build/bin/goalscorer-cli" ]; then
        cli="$here/build/bin/goalscorer-cli"
    else
        # The same command string runs on every host; this machine finds its build first.
        export PATH="$here/build/bin:$PATH"
        cli=goalscorer-cli
    fi
fi
[ -n "$shards" ] || shards=$((4 * $(nproc)))
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "lab-parallel.sh: --shards must be a whole number of 1 or more" >&2; exit 2; }

. "$here/scripts/shard-args.sh"
split_shard_args lab-parallel.sh "$@" || exit 2

mkdir -p "$dir"
opts=(--will-cite --halt now,fail=1)
[ -n "$jobs" ] && opts+=(-j "$jobs")
# A bar on a terminal; elsewhere (CI, nohup) each finished shard's line is the progress.
if [ -t 2 ]; then opts+=(--bar); fi
if [ -n "$sshlogin" ]; then
    # Shard files stay on each host between runs (so a rerun resumes there) and come back.
    opts+=(--sshlogin "$sshlogin" --wd . --return "$dir/shard-{}.jsonl")
    for f in ${files[@]+"${files[@]}"}; do opts+=(--basefile "$f"); done
fi
quoted=""
[ ${#shard_args[@]} -gt 0 ] && quoted=$(printf '%q ' "${shard_args[@]}")
# One job slot = one game at a time (--jobs 1); parallel gives each shard its own slot.
seq 1 "$shards" | parallel "${opts[@]}" \
    "mkdir -p $(printf %q "$dir") && $(printf %q "$cli") $kind $quoted --jobs 1 $( [ "$kind" = lab ] && echo --quiet ) --shard {}/$shards --out $(printf %q "$dir")/shard-{}.jsonl" >&2

list=()
for k in $(seq 1 "$shards"); do list+=("$dir/shard-$k.jsonl"); done
exec "$cli" "$kind" merge ${merge_args[@]+"${merge_args[@]}"} "${list[@]}"
