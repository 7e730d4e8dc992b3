#!/usr/bin/env bash
# GUI workspace test (issue 25): the real app under Xvfb on a throw-away user DB changes a roster,
# types a note, switches the language twice, undoes, redoes and quits (ost-smoke --smoke-workspace).
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
log="$out/run.log"
in_xvfb "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out" --smoke-workspace 2>&1 | tee "$log"
grep -q "smoke workspace: Quit asked 1 question" "$log"
grep -q "smoke workspace: 0 errors logged" "$log"
