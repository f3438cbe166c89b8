#!/usr/bin/env bash
# The computer's strength at fixed budgets against greedy, each scripted trick and cheat-uct
# (issue 34's targets; engine/players/README.md "The levels at fixed budgets"). Paired deals, fixed seed, all
# cores. Writes one JSON report per opponent, and the records, into OUT.
#   scripts/strength-targets.sh [OUT] [SPEC]    (SPEC default strong:iterations=30000)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-strength-targets}
spec=${2:-strong:iterations=30000}
cli=${GOALSCORER_CLI:-build/bin/goalscorer-cli}
jobs=$(nproc)
mkdir -p "$out"
for b in greedy fortress winger rusher decoy bluffer dodger late pair waiter switcher lurker; do
    n=100; [ "$b" = greedy ] && n=200
    mkdir -p "$out/records-$b"
    "$cli" play --a "$spec" --b "$b" --games $((2 * n)) --paired --seed 34 --jobs "$jobs" --json \
        --records "$out/records-$b" > "$out/$b.json"
    # How the opponent's wins ended: a trick whose wins all end one way is a hole, not luck.
    ends=$(for f in "$out/records-$b"/*.gsr; do
        white=$(sed -n 's/^\[White "\(.*\)"\]$/\1/p' "$f"); result=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$f")
        if { [ "$result" = "1-0" ] && [ "$white" = "$b" ]; } || { [ "$result" = "0-1" ] && [ "$white" != "$b" ]; }; then
            sed -n 's/^\[Termination "\(.*\)"\]$/\1/p' "$f"
        fi
    done | sort | uniq -c | sed 's/^ *//' | paste -sd ';' -)
    echo "$b: $(grep -o '"a_score":[0-9.]*' "$out/$b.json"), its wins: ${ends:-none}"
done
# The same search and options at cheat-uct's budget (a spec without iterations= gets them).
cheat=$(sed 's/iterations=[0-9]*/iterations=4000/' <<< "$spec")
[ "$cheat" = "$spec" ] && cheat="${spec%%:*}:iterations=4000${spec#"${spec%%:*}"}" && cheat=${cheat/:iterations=4000:/:iterations=4000,}
"$cli" play --a "$cheat" --b cheat-uct:iterations=4000 --games 200 --paired --seed 34 --jobs "$jobs" --json > "$out/cheat.json"
echo "cheat-uct at 4,000 iterations: $(grep -o '"a_score":[0-9.]*' "$out/cheat.json")"
