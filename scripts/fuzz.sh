#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each one over its seed
# corpus for SECONDS seconds (default 600). Findings (crashing inputs) are written to
# build-fuzz/findings/<target>/ and make the script fail. Assertions stay on (no NDEBUG).
#   scripts/fuzz.sh            # 10 minutes per parser
#   scripts/fuzz.sh 20         # a short run, as CI does
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
./scripts/deps.sh
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g" -DCMAKE_CXX_COMPILER=clang++ -DGOALSCORER_FUZZ=ON > /dev/null
cmake --build build-fuzz -j "$(nproc)"
status=0
for target in gpn move variant tutorial record shard remote; do
    work=build-fuzz/corpus/$target findings=build-fuzz/findings/$target
    rm -rf "$findings"   # findings of an earlier run are in its log; this run starts clean
    mkdir -p "$work" "$findings"
    echo "== fuzz_$target for ${seconds}s"
    # New inputs go to the scratch corpus; the committed seeds are only read.
    ok=1
    if ! QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        build-fuzz/bin/fuzz_$target -max_total_time="$seconds" -max_len=8192 -timeout=10 -print_final_stats=1 \
            -artifact_prefix="$findings/" "$work" tests/fuzz/corpus/$target $( [ -d tests/fuzz/found/$target ] && echo tests/fuzz/found/$target ) > build-fuzz/fuzz_$target.log 2>&1; then
        ok=0
    fi
    grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY|property failed)" build-fuzz/fuzz_$target.log || true
    if [ $ok = 0 ] || ls "$findings"/* > /dev/null 2>&1; then
        echo "fuzz_$target: FINDING, see $findings and build-fuzz/fuzz_$target.log"
        status=1
    fi
done
exit $status
