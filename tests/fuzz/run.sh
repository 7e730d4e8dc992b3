#!/usr/bin/env bash
# Real fuzzing: builds every fuzz target as a libFuzzer program with clang (core instrumented with
# ASan+UBSan, -DOST_FUZZ=ON, in build-fuzz/), then runs each for SECONDS from the committed corpus.
# Usage: tests/fuzz/run.sh SECONDS [TARGET...]   (default 60 s, all targets)
# OST_FUZZ_SLOW=1: slow-unit hunt: inputs up to 4 MiB, and an input taking over 2 s or 500 MB is a
# failure (the bounds every reader must meet, src/README.md "Robustness limits").
# New inputs go to build-fuzz/fuzz/corpus/<target>/; a crash is saved as
# build-fuzz/fuzz/crashes/<target>-crash-… and makes the script exit 1. Commit a crash file to
# tests/fuzz/corpus/<target>/ once fixed: the ordinary suite then replays it (CTest label fuzz).
# Exit codes: 0 no crash, 1 a crash found, 2 clang++ missing, 3 the fuzz build failed (nothing ran).
set -euo pipefail
seconds=${1:-60}
shift || true
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${OST_FUZZ_BUILD:-$root/build-fuzz}
jobs=${OST_FUZZ_JOBS:-2}
if ! command -v clang++ >/dev/null; then
  echo "tests/fuzz/run.sh: clang++ is missing (installer/install-deps.sh installs it)" >&2
  exit 2
fi
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
if ! cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang \
    -DCMAKE_CXX_COMPILER=clang++ -DOST_FUZZ=ON -DOST_BUILD_APP=OFF -DOST_BUILD_BENCHMARKS=OFF \
    "${launcher[@]}" >/dev/null ||
  ! cmake --build "$build" -j"$jobs" --target fuzz_targets >/dev/null; then
  echo "tests/fuzz/run.sh: the fuzz build in $build failed (the compiler's errors are above): no target ran" >&2
  exit 3
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for corpus in "$root"/tests/fuzz/corpus/*/; do
    targets+=("$(basename "$corpus")")
  done
fi
limits=(-timeout=10 -rss_limit_mb=2048 -max_len=65536)
if [ "${OST_FUZZ_SLOW:-0}" = 1 ]; then
  limits=(-timeout=2 -rss_limit_mb=500 -max_len=4194304 -report_slow_units=1)
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
mkdir -p "$build/fuzz/crashes" "$build/fuzz/logs"
status=0
# Targets with a known, reported crash that is not fixed yet: still run and reported, but they do
# not fail the run. Empty by default (every crash is fatal); an entry set here by hand must be
# listed in tests/fuzz/README.md.
known_crashes=" ${OST_FUZZ_KNOWN_CRASHES-} "
printf '%-18s %12s %10s %8s %8s  %s\n' target executions exec/s cov ft result
for t in "${targets[@]}"; do
  bin="$build/fuzz/ost_fuzz_${t}_libfuzzer"
  work="$build/fuzz/corpus/$t"
  log="$build/fuzz/logs/$t.log"
  mkdir -p "$work"
  result=clean
  # The dictionary of the target's format (tests/fuzz/<format>.dict), if there is one.
  case $t in
    roster_xml|list_xml|system_xml|roster_code|battlescribe|roster_export|legality_rules) dict=xml ;;
    scenario_json|legality_scenario|hex_board|wm_selector) dict=json ;;
    spreadsheet) dict=csv ;;
    event_xml) dict=event ;;
    pdf_streams) dict=pdf ;;
    search_index) dict=search_index ;;
    *) dict= ;;
  esac
  dict_arg=()
  if [ -n "$dict" ] && [ -f "$root/tests/fuzz/$dict.dict" ]; then
    dict_arg=(-dict="$root/tests/fuzz/$dict.dict")
  fi
  # The work corpus first (new inputs are written there), the committed one second (read only).
  if ! "$bin" -max_total_time="$seconds" "${limits[@]}" \
      "${dict_arg[@]}" -print_final_stats=1 -artifact_prefix="$build/fuzz/crashes/$t-" \
      "$work" "$root/tests/fuzz/corpus/$t" >"$log" 2>&1; then
    if [[ "$known_crashes" == *" $t "* ]]; then
      result="KNOWN CRASH, not fatal (see $log and tests/fuzz/README.md)"
    else
      result="CRASH (see $log)"
      status=1
    fi
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  printf '%-18s %12s %10s %8s %8s  %s\n' "$t" "${runs:--}" "${speed:--}" "${cov:--}" "${ft:--}" "$result"
done
exit $status
