#!/usr/bin/env bash
# Builds Ost and runs the whole test suite: unit, CLI, catalog, fuzz-replay, benchmark-smoke and
# GUI tests (under Xvfb), then the core tests again under ASan+UBSan. Installs missing packages.
# Environment: OST_BUILD_DIR (default build), OST_SKIP_SANITIZERS=1, CI=true (warnings are errors,
# and each fuzz target runs OST_FUZZ_SECONDS=20 s under libFuzzer; OST_SKIP_FUZZ=1 skips that).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/installer/install-deps.sh" all
build=${OST_BUILD_DIR:-$root/build}
jobs=$(nproc)
werror=OFF
if [ "${CI:-}" = true ]; then werror=ON; fi
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi

echo "== configure and build ($build)"
# Tests and benchmarks on explicitly: installer/run.sh may have configured this folder without them.
cmake -S "$root" -B "$build" -DBUILD_TESTING=ON -DOST_BUILD_BENCHMARKS=ON -DOST_WERROR=$werror "${launcher[@]}"
cmake --build "$build" -j"$jobs"

echo "== test suite"
ctest --test-dir "$build" --output-on-failure -j"$jobs"

if [ "${OST_SKIP_SANITIZERS:-0}" != 1 ]; then
  echo "== core tests under AddressSanitizer + UndefinedBehaviorSanitizer"
  asan=${build}-asan
  cmake -S "$root" -B "$asan" -DCMAKE_BUILD_TYPE=Debug -DOST_SANITIZE=ON -DOST_BUILD_APP=OFF \
    -DOST_BUILD_BENCHMARKS=OFF -DOST_WERROR=$werror "${launcher[@]}"
  cmake --build "$asan" -j"$jobs"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir "$asan" --output-on-failure -j"$jobs" -L 'core|cli'
fi
if [ "${CI:-}" = true ] && [ "${OST_SKIP_FUZZ:-0}" != 1 ]; then
  # A short real-fuzzing budget per target (clang + libFuzzer, build-fuzz/): a crash, leak,
  # timeout or sanitizer report found here fails the run (tests/fuzz/README.md).
  echo "== fuzzing, ${OST_FUZZ_SECONDS:-20} s per target (tests/fuzz/README.md)"
  fuzz_status=0
  OST_FUZZ_JOBS=$jobs bash "$root/tests/fuzz/run.sh" "${OST_FUZZ_SECONDS:-20}" || fuzz_status=$?
  case $fuzz_status in
    0) ;;
    1) echo "fuzzing: crashes found (logs in build-fuzz/fuzz/logs, inputs in build-fuzz/fuzz/crashes)"
       exit 1 ;;
    3) echo "fuzzing: the fuzz build failed, nothing was fuzzed (the compiler's errors are above)"
       exit 1 ;;
    *) echo "fuzzing: tests/fuzz/run.sh could not run (exit $fuzz_status, its message is above)"
       exit 1 ;;
  esac
fi
echo "== all tests passed"
