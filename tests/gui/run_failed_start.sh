#!/usr/bin/env bash
# A start that fails with a test hook installed (ost-gui-bench, whose hook replaces the log target):
# Ost says why and exits with an error status, without a crash while wx cleans up (the hook's log
# target was deleted twice: SIGSEGV after "Ost cannot start").
# Usage: run_failed_start.sh OST_GUI_BENCH OUT
set -uo pipefail
source "$(dirname "$0")/xvfb_common.sh"
mkdir -p "$out/no-data"
in_xvfb "$app" --data "$out/no-data" --db "$out/user.sqlite" >"$out/run.log" 2>&1
status=$?
cat "$out/run.log"
grep -qF "Ost cannot start." "$out/run.log" || { echo "FAILED: no \"Ost cannot start.\" in the output"; exit 1; }
# 129–192: killed by a signal (128 + its number); 255 is wx's status for a start that failed.
if [ "$status" -eq 0 ] || { [ "$status" -gt 128 ] && [ "$status" -le 192 ]; }; then
  echo "FAILED: exit status $status (expected an error status, neither success nor a signal)"
  exit 1
fi
echo "failed start: exit status $status, no crash"
