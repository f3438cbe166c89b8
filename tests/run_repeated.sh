#!/usr/bin/env bash
# Runs every test function of a QtTest program three times in one process (Qt 6.4's QtTest
# has no -repeat): a test that keeps state between runs, or whose rows depend on each other's
# order, fails here.   run_repeated.sh TEST-PROGRAM
set -euo pipefail
program=$1
args=()
for f in $("$program" -functions | sed 's/()$//'); do
    args+=("$f" "$f" "$f")
done
[ ${#args[@]} -gt 0 ] || { echo "no test functions in $program" >&2; exit 1; }
exec "$program" "${args[@]}"
