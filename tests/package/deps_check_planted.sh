#!/usr/bin/env bash
# Planted faults for the dependency test: a header and a program from packages install-deps.sh does not
# name must each be reported, by package and file; one from a named package must not be.
set -euo pipefail
source=$1; build=$2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*"; cat "$work/out"; exit 1; }

mkdir -p "$work/bin"
printf '#!/bin/sh\necho planted\n' >"$work/bin/ost-planted-tool"
chmod +x "$work/bin/ost-planted-tool"
printf '#!/usr/bin/env bash\nset -e\nost-planted-tool --version | head -n 1\n' >"$work/planted.sh"

set +e
PATH="$work/bin:$PATH" python3 "$source/tests/package/deps_check.py" --source "$source" --build "$build" \
  --plant-file /usr/include/ost-planted/planted.h=ost-planted-dev \
  --plant-file "$work/bin/ost-planted-tool=ost-planted-tools" \
  --plant-file /usr/include/ost-planted/listed.h=cmake \
  --plant-script "$work/planted.sh" >"$work/out" 2>&1
rc=$?
set -e
[ "$rc" = 1 ] || fail "exit $rc, expected 1 (packages missing)"
grep -q "ost-planted-dev .*/usr/include/ost-planted/planted.h, read by the build" "$work/out" ||
  fail "the planted header's package was not reported"
grep -q "ost-planted-tools .*ost-planted-tool, run by .*planted.sh" "$work/out" ||
  fail "the planted program's package was not reported"
if grep -q "^  cmake " "$work/out"; then fail "a package install-deps.sh names was reported"; fi
[ "$(grep -c '^  ' "$work/out")" = 2 ] || fail "other packages were reported than the two planted ones"
echo "planted faults found:"; grep '^  ' "$work/out"
