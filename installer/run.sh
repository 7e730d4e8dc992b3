#!/usr/bin/env bash
# Builds Ost (installing missing Debian packages first) and launches the desktop app on the
# bundled data. Extra arguments go to the app (e.g. --lang fr, --db FILE).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/installer/install-deps.sh" build
build=${OST_BUILD_DIR:-$root/build}
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
# Configured without tests and benchmarks: a player who only wants the app needs none of the test
# packages (Catch2, Google Benchmark, GMP, Xvfb…), so install-deps.sh's "build" group stays small.
# tests/run.sh turns both back on in the same build folder and installs what they need.
cmake -S "$root" -B "$build" -DBUILD_TESTING=OFF -DOST_BUILD_BENCHMARKS=OFF "${launcher[@]}"
cmake --build "$build" -j"$(nproc)" --target ost ost-cli reference_db i18n
exec "$build/stage/bin/ost" "$@"
