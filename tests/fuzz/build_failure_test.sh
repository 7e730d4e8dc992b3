#!/usr/bin/env bash
# tests/fuzz/run.sh when its fuzz build fails: it says the build failed, runs no target and exits 3,
# not 1 (a crash found), so tests/run.sh and .ci/run do not report crashes that were never looked for.
# A stand-in cmake that fails, and a stand-in clang++, come first on PATH.
# Usage: build_failure_test.sh WORK_DIR
set -euo pipefail
work=$1
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work/bin"
printf '#!/bin/sh\necho "stand-in cmake: error: compiler refused" >&2\nexit 1\n' >"$work/bin/cmake"
printf '#!/bin/sh\nexit 0\n' >"$work/bin/clang++"
chmod +x "$work/bin/cmake" "$work/bin/clang++"
set +e
out=$(PATH="$work/bin:$PATH" OST_FUZZ_BUILD="$work/build-fuzz" bash "$here/run.sh" 1 2>&1)
rc=$?
set -e
fail() { echo "build_failure_test: $* (output: $out)" >&2; exit 1; }
[ "$rc" = 3 ] || fail "a failed fuzz build exits $rc, not 3"
grep -q "stand-in cmake: error: compiler refused" <<<"$out" || fail "the build's own error is not shown"
grep -q "the fuzz build in $work/build-fuzz failed" <<<"$out" || fail "it does not say the build failed"
if grep -qi "crash" <<<"$out"; then fail "a build failure is reported as a crash"; fi
echo "fuzz build failure: reported as such, exit 3"
