#!/usr/bin/env bash
# GUI roster test (issue 29): the real app under Xvfb on a throw-away user DB, at 1024x700, meets
# the Rosters page as a player did (ost-smoke --smoke-roster; screenshots in the output folder).
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
log="$out/run.log"
in_xvfb "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out" --smoke-roster 2>&1 | tee "$log"
grep -q "smoke roster: 0 errors logged" "$log"
