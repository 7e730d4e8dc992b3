#!/usr/bin/env bash
# GUI smoke test: runs the real app under Xvfb on a throw-away user DB; the app visits every
# area in English and French, writes screenshots to DIR and exits non-zero on any logged error.
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
in_xvfb "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out"
count=$(ls "$out"/ost-*.png | wc -l)
echo "screenshots: $count in $out"
# 44 steps (with the Jomini Combat page in both languages), plus the import preview dialog (ost-import-preview-en.png)
[ "$count" -eq 46 ]
