#!/bin/sh
# Two goalscorer-cli processes play a live remote game over loopback (PROTOCOL.md): one hosts
# and prints its invite, the other joins through the invite link; after a few moves the joiner
# is killed (kill -9, its save on disk), started again from its save, and the game resumes and
# ends with both records verified and byte-identical. CI runs it (.ci/run via scripts/test.sh).
#   scripts/remote-game.sh [path/to/goalscorer-cli]
set -eu
cli=${1:-build/bin/goalscorer-cli}
work=$(mktemp -d)
trap 'for p in $host_pid $join_pid; do pkill -9 -P $p 2>/dev/null; kill -9 $p 2>/dev/null; done; rm -rf "$work"' EXIT INT TERM
host_pid=
join_pid=

# Waits (up to 60 s) for a line matching $2 in file $1: a condition, not a fixed sleep.
wait_for() {
    i=0
    until grep -q "$2" "$1" 2>/dev/null; do
        i=$((i + 1))
        if [ $i -gt 600 ]; then
            echo "remote-game: timed out waiting for '$2' in $1" >&2
            cat "$1" >&2 || true
            exit 1
        fi
        sleep 0.1
    done
}

timeout 120 "$cli" remote host --port 0 --side w --ai greedy --seed 11 --save "$work/host.json" --record "$work/host.gsr" \
    >"$work/host.out" 2>"$work/host.err" &
host_pid=$!
wait_for "$work/host.out" '^goalscorer:join/'
invite=$(head -n 1 "$work/host.out")
echo "invite: $invite"

timeout 120 "$cli" remote join "$invite" --ai random --seed 12 --save "$work/join.json" --stop-after 4 \
    >"$work/join.out" 2>"$work/join.err" &
join_pid=$!
wait_for "$work/join.out" '^stopped after 4 moves'
# timeout(1) runs the joiner as its child: the child is the app that is killed.
pkill -9 -P $join_pid goalscorer-cli || true
wait $join_pid 2>/dev/null || true
echo "joiner killed after 4 of its moves; starting it again from its save"

timeout 120 "$cli" remote resume "$work/join.json" --ai random --seed 13 --record "$work/join.gsr" >"$work/join2.out" 2>"$work/join2.err" &
join_pid=$!
wait $join_pid || { echo "remote-game: the resumed joiner failed" >&2; cat "$work/join2.err" >&2; exit 1; }
wait $host_pid || { echo "remote-game: the host failed" >&2; cat "$work/host.err" >&2; exit 1; }
host_pid=
join_pid=
grep -q 'finished: verified' "$work/host.out"
grep -q 'finished: verified' "$work/join2.out"
cmp "$work/host.gsr" "$work/join.gsr"
grep -q '^\[Verified ' "$work/host.gsr"
"$cli" record check "$work/host.gsr" >/dev/null
moves=$(grep -c '^[0-9]*[wb]\. ' "$work/host.gsr" || true)
echo "remote-game: the game ended verified in both processes after the restart ($moves turns); the records are byte-identical"
