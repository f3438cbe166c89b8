#!/usr/bin/env bash
# Installs what is missing, builds, and starts GOALSCORER. Until the desktop app lands this
# starts the terminal self-play demo (the pitch after every move); arguments go to it.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)"
exec build/bin/goalscorer-cli demo "$@"
