#!/usr/bin/env bash
# Random input for the app under AddressSanitizer and UndefinedBehaviorSanitizer:
#   scripts/monkey.sh SECONDS SEED [OUT]
# Builds build-asan if needed, starts a private Xvfb and a fresh home folder, and runs
# scripts/monkey.py against the ASan app. Fails on a crash, a sanitizer report, a QML
# warning, a hang (no answer to a ping for 10 s) or a file left unreadable. The actions
# come from the seed alone (OUT/actions.log lists them); OUT keeps each run's app log.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: monkey.sh SECONDS SEED [OUT]}
seed=${2:?usage: monkey.sh SECONDS SEED [OUT]}
out=${3:-$(mktemp -d /tmp/goalscorer-monkey.XXXXXX)}
mkdir -p "$out"
out=$(cd "$out" && pwd)

missing=()
for p in xvfb python3-xlib; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if [ ! -x build-asan/bin/goalscorer ] || [ "${MONKEY_BUILD:-1}" = 1 ]; then
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOALSCORER_SANITIZE=ON >/dev/null
    cmake --build build-asan -j "$(nproc)" --target goalscorer goalscorer-cli
fi

home=$(mktemp -d /tmp/goalscorer-monkey-home.XXXXXX)
mkdir -m 700 "$home/.run"
display=:$((100 + RANDOM % 800))
Xvfb "$display" -screen 0 1700x1050x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
cleanup() { kill "$xvfb" 2>/dev/null || true; rm -rf "$home"; }
trap cleanup EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done

# Aiming reads the game in progress with goalscorer-cli after every move: the release
# build's is quicker where there is one; the files are always checked by the ASan build's.
aim=()
[ -x build/bin/goalscorer-cli ] && aim=(--aim-cli "$PWD/build/bin/goalscorer-cli")
status=0
env -i PATH="$PATH" HOME="$home" DISPLAY="$display" LANG=C.UTF-8 PYTHONDONTWRITEBYTECODE=1 \
    XDG_RUNTIME_DIR="$home/.run" \
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
    LSAN_OPTIONS=suppressions="$PWD/scripts/lsan.supp" \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    /usr/bin/python3 scripts/monkey.py --seconds "$seconds" --seed "$seed" \
        --app "$PWD/build-asan/bin/goalscorer" --cli "$PWD/build-asan/bin/goalscorer-cli" "${aim[@]}" --out "$out" || status=$?
echo "logs: $out" >&2
exit $status
